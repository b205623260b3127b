import { CouponUserParamsSchema, type CustomerCoupon, CustomerCouponSchema } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';
import { formatMoney, Money } from '@vitrine/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { NotFoundError } from '../../lib/domain-errors';
import { neverCached } from '../../lib/module';
import { GUARDED_PROBLEMS, OptionalCultureQuery } from '../../lib/route-schemas';
import type { CouponRow } from './promotions-repository';
import type { PromotionsService } from './promotions-service';

const STAFF = ['sales', 'admin'] as const;

function formatPercent(percent: string, culture: Culture) {
  // Intl formats the decimal text exactly; a percentage coupon reads "10 %" in every culture's way.
  const number = new Intl.NumberFormat(culture, { maximumFractionDigits: 2 }).format(
    percent as unknown as number,
  );
  return `${number} %`;
}

export function toCustomerCoupon(row: CouponRow, culture: Culture): CustomerCoupon {
  const amount = row.amount === null ? null : Money.parse(row.amount, row.currencyCode);
  const minimum = row.minimumAmount === null ? null : Money.parse(row.minimumAmount, row.currencyCode);
  return {
    Code: row.code,
    Description: row.description,
    Kind: row.kind,
    ValueHtml:
      row.kind === 'percentage'
        ? formatPercent(row.percent ?? '0', culture)
        : formatMoney(amount ?? Money.zero(row.currencyCode), culture),
    Percent: row.percent === null ? null : Number(row.percent),
    Amount: amount?.toNumber() ?? null,
    CurrencyCode: row.currencyCode,
    MinimumAmount: minimum?.toNumber() ?? null,
    MinimumAmountHtml: minimum ? formatMoney(minimum, culture) : null,
    StartsAt: row.startsAt?.toISOString() ?? null,
    EndsAt: row.endsAt?.toISOString() ?? null,
    IsPersonal: row.customerId !== null,
  };
}

/**
 * The coupons a customer may use (spec 001 §7 `GET api/v1/couponcode/user/{id}`): the customer
 * themself or staff only; anyone else's id is not found (ids cannot be probed). The storefront's
 * coupon-codes modal (the spec's `widget/couponcodes/list`) reads this list.
 */
export const promotionsRoutes: FastifyPluginAsyncZod<{
  config: Config;
  promotions: PromotionsService;
}> = async (app, { config, promotions }) => {
  neverCached(app);
  app.get(
    '/couponcode/user/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['coupons'],
        summary: 'The coupons a customer may use now: their personal coupons (themself or staff only)',
        params: CouponUserParamsSchema,
        querystring: OptionalCultureQuery,
        response: { 200: z.array(CustomerCouponSchema), ...GUARDED_PROBLEMS },
      },
    },
    async (request) => {
      const { user } = request;
      const staff = user.roles.some((role) => (STAFF as readonly string[]).includes(role));
      if (user.id !== request.params.id && !staff) throw new NotFoundError();
      const culture = request.query.culture ?? config.defaultCulture;
      const rows = await promotions.forCustomer(request.params.id, culture);
      return rows.map((row) => toCustomerCoupon(row, culture));
    },
  );
};
