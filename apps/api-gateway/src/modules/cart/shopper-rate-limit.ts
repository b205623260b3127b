import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { sha256 } from '../../lib/tokens';

/**
 * Each cart call is limited per shopper and minute (a script filling carts, or guessing line ids,
 * gets 429): counted on the session when there is one, else on the client's address. Each route
 * counts on its own.
 */
export function perShopperLimit(config: Config) {
  return {
    rateLimit: {
      max: config.cartRateLimit,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) => {
        const token = request.cookies[config.cookies.session];
        return token ? `session:${sha256(token)}` : `address:${request.ip}`;
      },
    },
  };
}
