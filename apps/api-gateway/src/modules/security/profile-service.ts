import { shopUrls } from '@vitrine/api-client/urls';
import type { Database } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { ForbiddenError, ValidationError } from '../../lib/domain-errors';
import { randomToken, sha256 } from '../../lib/tokens';
import { unitOfWork } from '../../lib/unit-of-work';
import { enqueueMail, type MailShop } from '../mail/index';
import { accountMail } from './account-mails';
import { accountTokensRepository } from './account-tokens-repository';
import { CONFIRM_EMAIL_TTL_MS } from './accounts-service';
import { verifyPassword } from './passwords';
import { accountCulture } from './profile-mails';
import { profileRepository } from './profile-repository';
import type { SessionUser } from './sessions-repository';
import { usersRepository } from './users-repository';

export interface ProfileOptions {
  shop: MailShop;
  /** The storefront's origin and base path, which the messages' links start with. */
  shopUrl: string;
  /** Tests move the clock to see links expire. */
  now?: () => Date;
}

/**
 * The signed-in customer's own account: the profile and a new e-mail address. An address changes
 * only when its owner follows the link sent to it, and the old address is told.
 */
export function profileService(db: Database, options: ProfileOptions) {
  const now = options.now ?? (() => new Date());
  const link = (path: string) => `${options.shopUrl}${path}`;

  /** The account, if the password is its own. */
  async function proven(userId: string, password: string) {
    const account = await usersRepository(db).findById(userId);
    if (!account || !(await verifyPassword(account.passwordHash, password))) return null;
    return account;
  }

  return {
    async updateProfile(
      userId: string,
      profile: { firstName: string; lastName: string; culture: Culture },
    ): Promise<SessionUser> {
      const row = await profileRepository(db).updateProfile(userId, profile, now());
      if (!row) throw new ForbiddenError();
      const { id, email, firstName, lastName, roles, culture } = row;
      return { id, email, firstName, lastName, roles, culture };
    },

    /**
     * Sends a link to the new address; the account keeps its address until the link is used. An
     * address another account uses is answered alike (and gets nothing): nobody learns from this
     * form which addresses have accounts. False when the current password is wrong.
     */
    async requestEmailChange(input: { userId: string; currentPassword: string; newEmail: string }) {
      const account = await proven(input.userId, input.currentPassword);
      if (!account) return false;
      if (account.email.toLowerCase() === input.newEmail.toLowerCase())
        throw new ValidationError({ NewEmail: ['AccountProfile.SameEmail'] });
      await unitOfWork(db, async ({ tx }) => {
        const profiles = profileRepository(tx);
        const at = now();
        // Only the latest request counts: an earlier link stops working.
        await accountTokensRepository(tx).retire(account.id, 'change-email', at);
        if (await profiles.emailTaken(input.newEmail, account.id)) return;
        const token = randomToken();
        await profiles.createEmailChange({
          userId: account.id,
          tokenHash: sha256(token),
          newEmail: input.newEmail,
          expiresAt: new Date(at.getTime() + CONFIRM_EMAIL_TTL_MS),
        });
        const culture = accountCulture(account.culture);
        await enqueueMail(
          tx,
          accountMail({
            kind: 'confirm-email-change',
            to: input.newEmail,
            culture,
            name: account.firstName,
            newEmail: input.newEmail,
            actionUrl: link(shopUrls.confirmEmailChange(culture, token)),
            shop: options.shop,
          }),
        );
      });
      return true;
    },

    /**
     * Uses the new address's link: the account moves to it, and links sent to the old address
     * stop working. The old address is told; a reset link would now go to the new address, so
     * the message asks whoever did not make the change to contact the shop. False when the link
     * is unknown, used, expired, or another account took the address meanwhile.
     */
    async confirmEmailChange(token: string): Promise<boolean> {
      return unitOfWork(db, async ({ tx }) => {
        const at = now();
        const profiles = profileRepository(tx);
        const change = await profiles.consumeEmailChange(sha256(token), at);
        if (!change) return false;
        const account = await usersRepository(tx).findById(change.userId);
        if (!account?.isActive) return false;
        if (!(await profiles.setEmail(account.id, change.newEmail, at))) return false;
        const tokens = accountTokensRepository(tx);
        await tokens.retire(account.id, 'change-email', at);
        await tokens.retire(account.id, 'reset-password', at);
        const culture = accountCulture(account.culture);
        await enqueueMail(
          tx,
          accountMail({
            kind: 'email-changed',
            to: account.email,
            culture,
            name: account.firstName,
            newEmail: change.newEmail,
            actionUrl: link(shopUrls.login(culture)),
            shop: options.shop,
          }),
        );
        return true;
      });
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
