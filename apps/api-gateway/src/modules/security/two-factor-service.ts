import { shopUrls } from '@vitrine/api-client/urls';
import type { Database, Executor } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { ConflictError, ValidationError } from '../../lib/domain-errors';
import { randomToken, sha256 } from '../../lib/tokens';
import { unitOfWork } from '../../lib/unit-of-work';
import { enqueueMail, type MailShop } from '../mail/index';
import { accountMail } from './account-mails';
import { accountCulture } from './profile-mails';
import {
  enrolment,
  isTotpShaped,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  secretBox,
} from './two-factor-codes';
import { twoFactorRepository } from './two-factor-repository';
import { usersRepository } from './users-repository';

/** Between the password and the code: five minutes, and five wrong codes, then the sign-in starts again. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const CHALLENGE_MAX_FAILURES = 5;

export interface TwoFactorOptions {
  /** The gateway's secret, which the stored TOTP secrets are encrypted under. */
  gatewaySecret: string;
  /** The name the authenticator app shows next to the account (the shop's). */
  issuer: string;
  shop: MailShop;
  /** The language of the messages to an account that has none of its own. */
  defaultCulture: Culture;
  /** The storefront's origin and base path, which the messages' links start with. */
  shopUrl: string;
  /** Tests move the clock to the next code's time step. */
  now?: () => Date;
}

export type ChallengeOutcome =
  | { ok: true; userId: string; remember: boolean }
  /** The challenge is unknown, used, expired or out of tries: the sign-in starts again. */
  | { ok: false; reason: 'challenge' }
  | { ok: false; reason: 'code' };

const wrongCode = () => new ValidationError({ Code: ['Security.TwoFactorCodeWrong'] });

interface Account {
  id: string;
  email: string;
}

/**
 * Two-factor sign-in with an authenticator app (ADR 031). Set up in two steps (a secret shown
 * once, then a code from the app proves it was saved), it gives ten recovery codes, shown once;
 * sign-in then asks a code after the password, and turning it off takes a code too. Every change
 * is told by e-mail through the mail queue, in the same transaction.
 */
export function twoFactorService(db: Database, options: TwoFactorOptions) {
  const now = options.now ?? (() => new Date());
  const box = secretBox(options.gatewaySecret);

  async function notify(
    executor: Executor,
    userId: string,
    kind: 'two-factor-enabled' | 'two-factor-disabled',
  ) {
    const user = await usersRepository(executor).findById(userId);
    if (!user) return;
    const culture = accountCulture(user.culture, options.defaultCulture);
    await enqueueMail(
      executor,
      accountMail({
        kind,
        to: user.email,
        culture,
        name: user.firstName,
        actionUrl: `${options.shopUrl}${shopUrls.forgotPassword(culture)}`,
        shop: options.shop,
      }),
    );
  }

  /**
   * Checks a code of an account with two-factor sign-in on: six digits from the app (each time
   * step once), or an unused recovery code (used up by this).
   */
  async function verifyCode(executor: Executor, userId: string, code: string): Promise<boolean> {
    const repository = twoFactorRepository(executor);
    const stored = await repository.findSecret(userId);
    if (!stored?.enabledAt) return false;
    if (isTotpShaped(code)) {
      const secret = box.open(stored.secretCiphertext);
      const step = secret ? matchTotp(secret, code.replace(/\s/g, ''), now()) : null;
      return step !== null && (await repository.takeStep(userId, step));
    }
    return repository.useRecoveryCode(userId, recoveryCodeHash(code), now());
  }

  async function issueRecoveryCodes(executor: Executor, userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await twoFactorRepository(executor).replaceRecoveryCodes(userId, codes.map(recoveryCodeHash));
    return codes;
  }

  return {
    async status(userId: string) {
      const repository = twoFactorRepository(db);
      const stored = await repository.findSecret(userId);
      const enabled = Boolean(stored?.enabledAt);
      return { enabled, recoveryCodesLeft: enabled ? await repository.countUnusedRecoveryCodes(userId) : 0 };
    },

    async isEnabled(userId: string): Promise<boolean> {
      return Boolean((await twoFactorRepository(db).findSecret(userId))?.enabledAt);
    },

    /** A new secret for the app; the one set up before and never confirmed is replaced. */
    async beginSetup(account: Account) {
      const secret = newTotpSecret();
      if (!(await twoFactorRepository(db).savePendingSecret(account.id, box.seal(secret))))
        throw new ConflictError('Two-factor sign-in is already on; turn it off first.');
      return { secret, ...enrolment(secret, options.issuer, account.email) };
    },

    /** The app's first code proves the secret was saved: sign-in asks codes from now on. */
    async enable(account: Account, code: string): Promise<string[]> {
      return unitOfWork(db, async ({ tx }) => {
        const repository = twoFactorRepository(tx);
        const stored = await repository.findSecret(account.id);
        if (!stored || stored.enabledAt)
          throw new ConflictError('Start the set-up of two-factor sign-in first.');
        const secret = box.open(stored.secretCiphertext);
        const step = secret && isTotpShaped(code) ? matchTotp(secret, code.replace(/\s/g, ''), now()) : null;
        if (step === null || !(await repository.takeStep(account.id, step))) throw wrongCode();
        await repository.enable(account.id, now());
        const codes = await issueRecoveryCodes(tx, account.id);
        await notify(tx, account.id, 'two-factor-enabled');
        return codes;
      });
    },

    async disable(account: Account, code: string): Promise<void> {
      await unitOfWork(db, async ({ tx }) => {
        if (!(await twoFactorRepository(tx).findSecret(account.id))?.enabledAt)
          throw new ConflictError('Two-factor sign-in is not on.');
        if (!(await verifyCode(tx, account.id, code))) throw wrongCode();
        const repository = twoFactorRepository(tx);
        await repository.removeSecret(account.id);
        await repository.replaceRecoveryCodes(account.id, []);
        await notify(tx, account.id, 'two-factor-disabled');
      });
    },

    /** Ten new recovery codes for a code; the old ones stop working. */
    async regenerateRecoveryCodes(account: Account, code: string): Promise<string[]> {
      return unitOfWork(db, async ({ tx }) => {
        if (!(await twoFactorRepository(tx).findSecret(account.id))?.enabledAt)
          throw new ConflictError('Two-factor sign-in is not on.');
        if (!(await verifyCode(tx, account.id, code))) throw wrongCode();
        return issueRecoveryCodes(tx, account.id);
      });
    },

    /** The password was right: a token that stands for it until the code is given. */
    async issueChallenge(userId: string, forStaff: boolean, remember: boolean): Promise<string> {
      const token = randomToken();
      const repository = twoFactorRepository(db);
      await repository.deleteExpiredChallenges(now());
      await repository.createChallenge({
        tokenHash: sha256(token),
        userId,
        forStaff,
        remember,
        expiresAt: new Date(now().getTime() + CHALLENGE_TTL_MS),
      });
      return token;
    },

    /** Whose sign-in a live challenge of this route is (its codes are counted per account), or null. */
    async challengeAccount(token: string, forStaff: boolean): Promise<Account | null> {
      const challenge = await twoFactorRepository(db).findLiveChallenge(
        sha256(token),
        forStaff,
        CHALLENGE_MAX_FAILURES,
        now(),
      );
      const user = challenge && (await usersRepository(db).findById(challenge.userId));
      return user ? { id: user.id, email: user.email } : null;
    },

    /** The sign-in's second step: the challenge of this route, and a code of its account. */
    async completeChallenge(token: string, code: string, forStaff: boolean): Promise<ChallengeOutcome> {
      const tokenHash = sha256(token);
      return unitOfWork(db, async ({ tx }) => {
        const repository = twoFactorRepository(tx);
        const challenge = await repository.findLiveChallenge(
          tokenHash,
          forStaff,
          CHALLENGE_MAX_FAILURES,
          now(),
        );
        if (!challenge) return { ok: false, reason: 'challenge' } as const;
        if (!(await verifyCode(tx, challenge.userId, code))) {
          await repository.countFailure(tokenHash);
          return { ok: false, reason: 'code' } as const;
        }
        if (!(await repository.useChallenge(tokenHash, now())))
          return { ok: false, reason: 'challenge' } as const;
        return { ok: true, userId: challenge.userId, remember: challenge.remember } as const;
      });
    },
  };
}
