import type { CurrentUser } from '@vitrine/api-client';
import { type Database, type Role, STAFF_ROLES } from '@vitrine/db';
import { executorOf, type Work } from '../../lib/unit-of-work';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import type { SessionUser } from './sessions-repository';
import { usersRepository } from './users-repository';

export type SignInResult =
  | { ok: true; user: SessionUser; emailConfirmed: boolean }
  | { ok: false; reason: 'invalid-credentials' | 'not-staff' | 'locked' };

export function securityService(db: Database) {
  const users = usersRepository(db);
  return {
    /**
     * Checks an e-mail and password. The back office's sign-in (requireStaff) never checks a
     * customer's password, or it would tell a guesser when a shopper's password is right; every
     * refusal costs one password verification, so the timing tells nothing either.
     */
    async verifyCredentials(email: string, password: string, requireStaff = false): Promise<SignInResult> {
      const account = await users.findByEmail(email);
      if (!account?.isActive) {
        await verifyPassword(await decoyPasswordHash(), password);
        return { ok: false, reason: 'invalid-credentials' };
      }
      if (requireStaff && !isStaff(account.roles)) {
        await verifyPassword(await decoyPasswordHash(), password);
        return { ok: false, reason: 'not-staff' };
      }
      if (!(await verifyPassword(account.passwordHash, password)))
        return { ok: false, reason: 'invalid-credentials' };
      if (needsRehash(account.passwordHash))
        await users.updatePasswordHash(account.id, await hashPassword(password));
      const user: SessionUser = {
        id: account.id,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        roles: account.roles,
        culture: account.culture,
      };
      return { ok: true, user, emailConfirmed: account.emailConfirmedAt !== null };
    },

    /**
     * Creates an account unless one exists with that e-mail (any case); true when created. Inside
     * a unit of work (registration with its newsletter opt-in) it commits or rolls back with it.
     */
    async createAccount(
      input: { email: string; password: string; roles: Role[]; firstName: string; lastName: string },
      work?: Work,
    ): Promise<boolean> {
      const { password, ...account } = input;
      const id = await usersRepository(executorOf(db, work)).createIfMissing({
        ...account,
        passwordHash: await hashPassword(password),
      });
      return id !== null;
    },

    /** A sign-in refused before its password is looked at (a locked account), at the same cost. */
    async refuse(password: string): Promise<SignInResult> {
      await verifyPassword(await decoyPasswordHash(), password);
      return { ok: false, reason: 'locked' };
    },

    /** The first staff account, from configuration, on a database that has none by that e-mail. */
    async ensureAdmin(email: string, password: string): Promise<boolean> {
      if (await users.findByEmail(email)) return false;
      return this.createAccount({ email, password, roles: ['admin'], firstName: 'Admin', lastName: '' });
    },
  };
}

export const isStaff = (roles: readonly Role[]) => roles.some((role) => STAFF_ROLES.includes(role));

export function toCurrentUser(user: SessionUser): CurrentUser {
  return {
    UserId: user.id,
    Email: user.email,
    FirstName: user.firstName,
    LastName: user.lastName,
    Roles: user.roles,
    Culture: user.culture,
  };
}
