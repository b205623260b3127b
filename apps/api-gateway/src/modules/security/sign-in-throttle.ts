import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';

export type SignInVerdict =
  | { kind: 'go'; succeeded(): Promise<void> }
  /** Too many failures from this address (for this account, or for all): 429 with Retry-After. */
  | { kind: 'slow-down'; retryAfterMs: number }
  /** Too many failures on this account from all addresses: refused as a wrong password would be. */
  | { kind: 'locked' };

/**
 * Sign-in guessing limits, shared by the shop's and the back office's sign-in and counted in
 * PostgreSQL, so every gateway instance and both routes see the same numbers (ADR 014):
 * - per address and account (LOGIN_RATE_LIMIT): a mistyping shopper or one guesser meets a 429;
 * - per address (LOGIN_ADDRESS_LIMIT): one address trying many accounts meets a 429;
 * - per account (LOGIN_ACCOUNT_LIMIT): guesses spread over many addresses lock the account for
 *   the window, answered exactly as a wrong password (the guesser learns nothing).
 * Every attempt counts before the password is checked (parallel guesses cannot slip through
 * between a check and a count); a successful sign-in takes its attempt back, so only failures
 * accumulate.
 */
export function signInThrottle(app: FastifyInstance, config: Config) {
  const { max, perAddress, perAccount, windowMs } = config.loginRateLimit;
  return {
    async begin(address: string, email: string): Promise<SignInVerdict> {
      const account = email.trim().toLowerCase();
      const keys = {
        pair: `sign-in:address-account:${address}|${account}`,
        address: `sign-in:address:${address}`,
        account: `sign-in:account:${account}`,
      };
      const counts = new Map(
        (await app.attemptCounters.hit(Object.values(keys), windowMs)).map((row) => [row.key, row]),
      );
      const over = (key: string, limit: number) => {
        const row = counts.get(key);
        return row && row.hits > limit ? row : null;
      };
      const slowDown = over(keys.pair, max) ?? over(keys.address, perAddress);
      if (slowDown) return { kind: 'slow-down', retryAfterMs: slowDown.ttlMs };
      if (over(keys.account, perAccount)) return { kind: 'locked' };
      return { kind: 'go', succeeded: () => app.attemptCounters.forgive(Object.values(keys)) };
    },
  };
}
