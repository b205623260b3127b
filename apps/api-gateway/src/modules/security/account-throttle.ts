import { PROBLEM_TYPES } from '@vitrine/api-client';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config';
import { HttpProblem } from '../../lib/problem';

/** Past a limit: 429 with Retry-After in whole seconds (at least one). */
export function tooManyAttempts(reply: FastifyReply, retryAfterMs: number): HttpProblem {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  reply.header('retry-after', String(seconds));
  return new HttpProblem(
    429,
    PROBLEM_TYPES.rateLimited,
    `Too many attempts. Try again in ${seconds} seconds.`,
  );
}

/**
 * Limits on the account calls that send e-mail or take a link's token, with sign-in's numbers and
 * its store (ADR 002, 014): every call counts, per client address (LOGIN_ADDRESS_LIMIT) and, when
 * the call names an account, per address and account and per account from all addresses
 * (LOGIN_RATE_LIMIT), so nobody can fill a stranger's mailbox. Past a limit: 429 with Retry-After,
 * whether the account exists or not.
 */
export function accountThrottle(app: FastifyInstance, config: Config) {
  const { max, perAddress, windowMs } = config.loginRateLimit;
  return {
    async check(reply: FastifyReply, action: string, address: string, email?: string): Promise<void> {
      const account = email?.trim().toLowerCase();
      const limits = new Map<string, number>([[`${action}:address:${address}`, perAddress]]);
      if (account) {
        limits.set(`${action}:address-account:${address}|${account}`, max);
        limits.set(`${action}:account:${account}`, max);
      }
      const counts = await app.attemptCounters.hit([...limits.keys()], windowMs);
      const over = counts.find((row) => row.hits > (limits.get(row.key) ?? Number.POSITIVE_INFINITY));
      if (!over) return;
      throw tooManyAttempts(reply, over.ttlMs);
    },
  };
}
