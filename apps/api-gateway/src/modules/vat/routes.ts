import { ProblemSchema, VatCheckAnswerSchema, VatCheckQuerySchema } from '@vitrine/api-client';
import { normaliseVatNumber } from '@vitrine/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import { sha256 } from '../../lib/tokens';
import type { CartService } from '../cart/index';
import type { VatCheckService } from './vat-check-service';

/**
 * `GET {app}/api/v1/sales/customers/checkisvatvalid/` (spec 001 §7): the checkout's VAT number
 * check, for guests and customers alike. Limited per shopper and minute, since each may ask the
 * EU's register; an answer is the register's word of the moment, so nothing caches it.
 */
export const vatRoutes: FastifyPluginAsyncZod<{
  config: Config;
  vat: VatCheckService;
  cart: CartService;
}> = async (app, { config, vat, cart }) => {
  neverCached(app);
  app.get(
    '/sales/customers/checkisvatvalid',
    {
      config: {
        rateLimit: {
          max: config.vatCheckRateLimit,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => {
            const token = request.cookies[config.cookies.session];
            return token ? `vat:session:${sha256(token)}` : `vat:address:${request.ip}`;
          },
        },
      },
      schema: {
        tags: ['sales'],
        summary:
          'Check a VAT number: its format, then the EU’s VIES register (true, false, or null when it could not be asked)',
        querystring: VatCheckQuerySchema,
        response: { 200: VatCheckAnswerSchema, 400: ProblemSchema, 429: ProblemSchema },
      },
    },
    async (request) => {
      const { countryId, VAT } = request.query;
      const answer = await vat.check(countryId, VAT);
      // The shopper's cart is priced with the answer: a confirmed company number of another
      // member state takes the VAT off (the checkout reads the cart again when validity changed).
      const owner = await request.getOwner();
      const number = normaliseVatNumber(countryId, VAT);
      if (owner)
        await cart.vatNumberChecked(
          owner,
          { number: number ?? VAT.trim().toUpperCase(), countryCode: countryId },
          number ? answer.IsVATValidWebService : false,
        );
      return answer;
    },
  );
};
