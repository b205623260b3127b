import { shopUrls } from '@vitrine/api-client/urls';
import type { AccountTokenPurpose, Database, Executor } from '@vitrine/db';
import { type Culture, isCulture } from '@vitrine/i18n';
import { MESSAGE_KEYS } from '@vitrine/validation';
import { isCommonPassword } from '@vitrine/validation/common-passwords';
import { ValidationError } from '../../lib/domain-errors';
import { randomToken, sha256 } from '../../lib/tokens';
import { unitOfWork } from '../../lib/unit-of-work';
import { enqueueMail, type MailShop } from '../mail/index';
import { type AccountMailKind, accountMail } from './account-mails';
import { accountTokensRepository } from './account-tokens-repository';
import { hashPassword, verifyPassword } from './passwords';
import { passwordChangedMail } from './profile-mails';
import { sessionsRepository } from './sessions-repository';
import { usersRepository } from './users-repository';

/** A confirmation link lasts a day: long enough to find the message the next morning. */
export const CONFIRM_EMAIL_TTL_MS = 24 * 3600 * 1000;
/** A reset link lasts an hour: it is as good as the password while it lives. */
export const RESET_PASSWORD_TTL_MS = 3600 * 1000;

const TTL: Record<AccountTokenPurpose, number> = {
  'confirm-email': CONFIRM_EMAIL_TTL_MS,
  'reset-password': RESET_PASSWORD_TTL_MS,
  'change-email': CONFIRM_EMAIL_TTL_MS,
};

export interface AccountsOptions {
  shop: MailShop;
  /** The storefront's origin and base path, which the messages' links start with. */
  shopUrl: string;
  /** Tests move the clock to see links expire. */
  now?: () => Date;
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  culture: Culture;
}

/**
 * Self-service accounts: registration with a confirmed address, the forgotten password and the
 * changed one. Every message goes through the mail queue in the same transaction as the token it
 * carries; the tokens are random, single-use and expiring, and only their hash is kept.
 *
 * Whether an address has an account is never told by an answer: registering a known address, or
 * asking a link for an unknown one, is answered exactly as the other case, and the owner of a
 * known address is told by e-mail instead.
 */
export function accountsService(db: Database, options: AccountsOptions) {
  const now = options.now ?? (() => new Date());
  const link = (path: string) => `${options.shopUrl}${path}`;

  /** The rules a new password meets beyond the form's: not one of the most common ones. */
  function checkNewPassword(password: string): void {
    if (isCommonPassword(password)) throw new ValidationError({ Password: [MESSAGE_KEYS.PasswordTooCommon] });
  }

  async function issue(executor: Executor, userId: string, purpose: AccountTokenPurpose): Promise<string> {
    const token = randomToken();
    await accountTokensRepository(executor).create({
      userId,
      purpose,
      tokenHash: sha256(token),
      expiresAt: new Date(now().getTime() + TTL[purpose]),
    });
    return token;
  }

  async function send(
    executor: Executor,
    kind: AccountMailKind,
    account: { id: string; email: string; firstName: string; culture: Culture },
  ): Promise<void> {
    const { culture } = account;
    const actionUrl =
      kind === 'confirm-email'
        ? link(shopUrls.confirmEmail(culture, await issue(executor, account.id, 'confirm-email')))
        : kind === 'reset-password'
          ? link(shopUrls.resetPassword(culture, await issue(executor, account.id, 'reset-password')))
          : link(shopUrls.login(culture));
    await enqueueMail(
      executor,
      accountMail({
        kind,
        to: account.email,
        culture,
        name: account.firstName,
        actionUrl,
        ...(kind === 'account-exists' ? { forgotPasswordUrl: link(shopUrls.forgotPassword(culture)) } : {}),
        shop: options.shop,
      }),
    );
  }

  /** The account's own language when it has one, else the one the visitor is using. */
  const cultureOf = (stored: string | null, fallback: Culture): Culture =>
    stored && isCulture(stored) ? stored : fallback;

  return {
    checkNewPassword,

    /**
     * Creates a customer account waiting for its address to be confirmed, and sends the link. An
     * address that has an account gets a message saying so (or, not confirmed yet, a new link);
     * the caller's answer is the same either way, and so is its cost: the password is hashed first.
     */
    async register(input: NewAccount): Promise<void> {
      checkNewPassword(input.password);
      const passwordHash = await hashPassword(input.password);
      await unitOfWork(db, async ({ tx }) => {
        const users = usersRepository(tx);
        const id = await users.createIfMissing({
          email: input.email,
          passwordHash,
          roles: ['customer'],
          firstName: input.firstName,
          lastName: input.lastName,
          culture: input.culture,
          emailConfirmedAt: null,
        });
        if (id) {
          await send(tx, 'confirm-email', { ...input, id });
          return;
        }
        const existing = await users.findByEmail(input.email);
        if (!existing?.isActive) return;
        const culture = cultureOf(existing.culture, input.culture);
        await send(tx, existing.emailConfirmedAt ? 'account-exists' : 'confirm-email', {
          ...existing,
          culture,
        });
      });
    },

    /** Uses a confirmation link; false when it is unknown, used or expired. */
    async confirmEmail(token: string): Promise<boolean> {
      return unitOfWork(db, async ({ tx }) => {
        const at = now();
        const userId = await accountTokensRepository(tx).consume(sha256(token), 'confirm-email', at);
        if (!userId) return false;
        await usersRepository(tx).markEmailConfirmed(userId, at);
        await accountTokensRepository(tx).retire(userId, 'confirm-email', at);
        return true;
      });
    },

    /** A new confirmation link, if the address has an account still waiting for one. */
    async resendConfirmation(email: string, culture: Culture): Promise<void> {
      await unitOfWork(db, async ({ tx }) => {
        const account = await usersRepository(tx).findByEmail(email);
        if (!account?.isActive || account.emailConfirmedAt) return;
        await send(tx, 'confirm-email', { ...account, culture: cultureOf(account.culture, culture) });
      });
    },

    /** A reset link, if the address has an account. */
    async forgotPassword(email: string, culture: Culture): Promise<void> {
      await unitOfWork(db, async ({ tx }) => {
        const account = await usersRepository(tx).findByEmail(email);
        if (!account?.isActive) return;
        await send(tx, 'reset-password', { ...account, culture: cultureOf(account.culture, culture) });
      });
    },

    /**
     * Sets a new password with a reset link, and ends every session of the account: whoever knew
     * the old password is signed out. The link came to the address, so the address is confirmed.
     * False when the link is unknown, used or expired.
     */
    async resetPassword(token: string, password: string): Promise<boolean> {
      checkNewPassword(password);
      const passwordHash = await hashPassword(password);
      return unitOfWork(db, async ({ tx }) => {
        const at = now();
        const tokens = accountTokensRepository(tx);
        const userId = await tokens.consume(sha256(token), 'reset-password', at);
        if (!userId) return false;
        const users = usersRepository(tx);
        await users.updatePasswordHash(userId, passwordHash);
        await users.markEmailConfirmed(userId, at);
        await tokens.retire(userId, 'reset-password', at);
        await sessionsRepository(tx).removeAllOfUser(userId);
        const account = await users.findById(userId);
        if (account) await enqueueMail(tx, passwordChangedMail(account, options));
        return true;
      });
    },

    /**
     * Changes a signed-in customer's password, knowing the current one, and ends every other
     * session of the account (the one asking stays signed in). False when the current one is wrong.
     */
    async changePassword(input: {
      userId: string;
      currentPassword: string;
      password: string;
      keepSessionIdHash: string;
    }): Promise<boolean> {
      const account = await usersRepository(db).findById(input.userId);
      if (!account || !(await verifyPassword(account.passwordHash, input.currentPassword))) return false;
      checkNewPassword(input.password);
      const passwordHash = await hashPassword(input.password);
      await unitOfWork(db, async ({ tx }) => {
        await usersRepository(tx).updatePasswordHash(account.id, passwordHash);
        await accountTokensRepository(tx).retire(account.id, 'reset-password', now());
        await sessionsRepository(tx).removeAllOfUser(account.id, input.keepSessionIdHash);
        await enqueueMail(tx, passwordChangedMail(account, options));
      });
      return true;
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
