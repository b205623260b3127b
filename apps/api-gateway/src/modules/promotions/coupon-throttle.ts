import { PROBLEM_TYPES } from '@vitrine/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { HttpProblem } from '../../lib/problem';
import { sha256 } from '../../lib/tokens';

/**
 * Guessing coupon codes is limited, counted in PostgreSQL so every gateway instance sees the same
 * numbers: per shopper (their session) and per address, in a window. Every attempt counts before
 * the code is looked at (parallel guesses cannot slip between a check and a count); a code that
 * applied takes its attempt back, so only failures accumulate.
 */
export function couponThrottle(app: FastifyInstance, config: Config) {
  const { perShopper, perAddress, windowMs } = config.couponAttemptLimit;
  return {
    /** Counts the attempt; a 429 problem when this shopper or address failed too often. */
    async begin(request: FastifyRequest, reply: FastifyReply): Promise<{ succeeded(): Promise<void> }> {
      const session = request.cookies[config.cookies.session];
      const keys = [
        ...(session ? [`coupon:shopper:${sha256(session)}`] : []),
        `coupon:address:${request.ip}`,
      ];
      const counts = await app.attemptCounters.hit(keys, windowMs);
      const over = counts.find((row) =>
        row.key.startsWith('coupon:shopper:') ? row.hits > perShopper : row.hits > perAddress,
      );
      if (over) {
        const seconds = Math.max(1, Math.ceil(over.ttlMs / 1000));
        reply.header('retry-after', String(seconds));
        throw new HttpProblem(
          429,
          PROBLEM_TYPES.rateLimited,
          `Too many coupon codes tried. Try again in ${seconds} seconds.`,
          { CouponCode: ['Coupons.TooManyAttempts'] },
        );
      }
      return { succeeded: () => app.attemptCounters.forgive(keys) };
    },
  };
}
