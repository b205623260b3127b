import { PROBLEM_TYPES } from '@vitrine/api-client';
import type { Executor } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { formatMoney, Money } from '@vitrine/money';
import { encodeMessage } from '@vitrine/validation';
import { BusinessRuleError, NotFoundError } from '../../lib/domain-errors';
import type { Work } from '../../lib/unit-of-work';
import { siteSettingValues } from '../content/index';
import { type CouponRow, promotionsRepository } from './promotions-repository';

/** The site setting that lets a cart hold several coupons; without it a new code replaces the old. */
export const MULTIPLE_COUPONS_SETTING = 'cart.multipleCoupons';

/**
 * A coupon's terms as the cart's pricing takes them (structurally its `CouponFacts`): the
 * pricing decides what they take off, and whether the cart qualifies (eligible lines, minimum).
 */
export interface CouponTerms {
  readonly code: string;
  readonly kind: 'percentage' | 'fixed';
  readonly percent?: string;
  readonly amount?: Money;
  readonly productIds: readonly string[];
  readonly categoryIds: readonly string[];
  readonly brandIds: readonly string[];
  readonly minimum: Money | null;
}

/** A coupon on a cart: its terms when it may be used now, else the encoded reason it may not. */
export interface AppliedCoupon {
  readonly code: string;
  readonly description: string;
  readonly terms: CouponTerms | null;
  readonly refusal: string | null;
}

/** Why a cart does not qualify, as the pricing says it. */
export type PricingRefusal = 'no-eligible-line' | 'minimum-not-reached';

export interface Redemption {
  /** The coupons' codes and what each took off the order (the priced cart's discounts). */
  readonly discounts: readonly { code: string; amount: Money }[];
  readonly customerId: string | null;
  readonly orderId: string;
  /** The cart the order came from: its coupons are taken off once redeemed. */
  readonly cartId?: string;
}

export interface PromotionsOptions {
  /** The shop's currency: a fixed coupon's amount and every minimum are in it. */
  currency: string;
  now?: () => Date;
}

const unknownCode = () =>
  new NotFoundError('There is no coupon with this code.', PROBLEM_TYPES.notFound, {
    CouponCode: [encodeMessage('Coupons.Unknown')],
  });
const notOnCart = () =>
  new NotFoundError('This coupon is not on the cart.', PROBLEM_TYPES.notFound, {
    CouponCode: [encodeMessage('Coupons.NotOnCart')],
  });
const notApplicable = (message: string) =>
  new BusinessRuleError(PROBLEM_TYPES.couponNotApplicable, 'This coupon cannot be used on this cart now.', {
    CouponCode: [message],
  });

/** The message of a cart that does not qualify for a coupon's terms (the pricing's reason). */
export function pricingRefusal(reason: PricingRefusal, terms: CouponTerms, culture: Culture): string {
  return reason === 'minimum-not-reached' && terms.minimum
    ? encodeMessage('Coupons.MinimumNotReached', { amount: formatMoney(terms.minimum, culture) })
    : encodeMessage('Coupons.NoEligibleLine');
}

/**
 * The coupon rules of a mature shop: switched on, within its dates, not used up (in all, and by
 * this customer: orders that used it are counted), personal coupons for their customer only,
 * and whether the cart qualifies (the pricing's eligible lines and minimum). Cart coupons are
 * written by the cart module while it holds the cart's lock (ADR 018), in its unit of work.
 */
export function promotionsService(db: Executor, options: PromotionsOptions) {
  const { currency } = options;
  const now = options.now ?? (() => new Date());
  const repository = promotionsRepository(db);

  const money = (value: string | null) => (value === null ? null : Money.parse(value, currency));
  const formatDate = (date: Date, culture: Culture) =>
    new Intl.DateTimeFormat(culture, { dateStyle: 'long' }).format(date);

  /** Why this coupon may not be used now by this customer (encoded i18n message), or null. */
  async function refusalOf(
    coupon: CouponRow,
    customerId: string | null,
    culture: Culture,
  ): Promise<{ message: string; unknown?: true } | null> {
    if (coupon.customerId && coupon.customerId !== customerId)
      return customerId
        ? // Another customer's personal code is not said to exist.
          { message: encodeMessage('Coupons.Unknown'), unknown: true }
        : { message: encodeMessage('Coupons.SignInToUse') };
    if (!coupon.isActive) return { message: encodeMessage('Coupons.Inactive') };
    const at = now();
    if (coupon.startsAt && coupon.startsAt > at)
      return { message: encodeMessage('Coupons.NotStarted', { date: formatDate(coupon.startsAt, culture) }) };
    if (coupon.endsAt && coupon.endsAt <= at) return { message: encodeMessage('Coupons.Expired') };
    if (coupon.usageLimit !== null || (coupon.perCustomerLimit !== null && customerId)) {
      const usage = (await repository.usage([coupon.id], customerId)).get(coupon.id);
      if (coupon.usageLimit !== null && (usage?.total ?? 0) >= coupon.usageLimit)
        return { message: encodeMessage('Coupons.Exhausted') };
      if (
        coupon.perCustomerLimit !== null &&
        customerId &&
        (usage?.byCustomer ?? 0) >= coupon.perCustomerLimit
      )
        return { message: encodeMessage('Coupons.AlreadyUsed') };
    }
    return null;
  }

  async function termsOf(rows: readonly CouponRow[]): Promise<Map<string, CouponTerms>> {
    const restrictions = await repository.restrictions(rows.map((row) => row.id));
    return new Map(
      rows.map((row) => {
        const lists = restrictions.get(row.id) ?? { productIds: [], categoryIds: [], brandIds: [] };
        const terms: CouponTerms = {
          code: row.code,
          kind: row.kind,
          ...(row.percent !== null ? { percent: row.percent } : {}),
          ...(row.amount !== null ? { amount: Money.parse(row.amount, row.currencyCode) } : {}),
          ...lists,
          minimum: money(row.minimumAmount),
        };
        return [row.id, terms];
      }),
    );
  }

  async function multipleAllowed(): Promise<boolean> {
    const value = (await siteSettingValues(db, [MULTIPLE_COUPONS_SETTING])).get(MULTIPLE_COUPONS_SETTING);
    return value === true;
  }

  return {
    multipleAllowed,

    /** The coupons on a cart, in the order applied, each with its terms or why it gives nothing now. */
    async applied(cartId: string, customerId: string | null, culture: Culture): Promise<AppliedCoupon[]> {
      const rows = await repository.ofCart(cartId);
      if (!rows.length) return [];
      const terms = await termsOf(rows);
      const result: AppliedCoupon[] = [];
      for (const row of rows) {
        const refusal = await refusalOf(row, customerId, culture);
        result.push({
          code: row.code,
          description: row.description,
          terms: refusal ? null : (terms.get(row.id) ?? null),
          refusal: refusal?.message ?? null,
        });
      }
      return result;
    },

    /** A refusal to show for `message` (the cart did not qualify for the coupon just applied). */
    notApplicable,

    /** The code is not on the cart (or there is no cart). */
    notOnCart,

    /** The cart has no line a coupon could apply to. */
    emptyCart: () => notApplicable(encodeMessage('Coupons.NoEligibleLine')),

    /**
     * Puts the code on the cart (the caller holds the cart's lock): refused when the coupon may not
     * be used now by this customer. One coupon per cart unless the site allows several: a new
     * code then replaces the one there (the shopper's latest code is the one they mean).
     */
    async apply(cartId: string, code: string, customerId: string | null, culture: Culture): Promise<void> {
      const coupon = await repository.byCode(code.trim());
      if (!coupon) throw unknownCode();
      const refusal = await refusalOf(coupon, customerId, culture);
      if (refusal?.unknown) throw unknownCode();
      if (refusal) throw notApplicable(refusal.message);
      if (!(await multipleAllowed())) await repository.detachOthers(cartId, coupon.id);
      await repository.attach(cartId, coupon.id);
    },

    /** Takes the code off the cart (the caller holds the cart's lock); a code not on it is not found. */
    async remove(cartId: string, code: string): Promise<void> {
      const coupon = await repository.byCode(code.trim());
      if (!coupon || !(await repository.detach(cartId, coupon.id))) throw notOnCart();
    },

    /**
     * Counts the coupons' use by an order, in the checkout's unit of work: the coupons are locked
     * (after the cart, ADR 011), their limits checked again under the lock, one redemption row
     * written per coupon and order (a retried checkout counts once), and the cart's coupons taken
     * off. A coupon that may no longer be used refuses the whole order.
     */
    async redeem(
      work: Work,
      redemption: Redemption,
    ): Promise<{ code: string; couponId: string; amount: Money }[]> {
      const tx = promotionsRepository(work.tx);
      const used = redemption.discounts.filter((entry) => entry.amount.isPositive());
      const rows = new Map<string, CouponRow>();
      for (const entry of used) {
        const row = await tx.byCode(entry.code);
        if (!row) throw unknownCode();
        rows.set(entry.code, row);
      }
      const locked = await tx.lockByIds([...new Set([...rows.values()].map((row) => row.id))]);
      const byId = new Map(locked.map((row) => [row.id, row] as const));
      const inWork = promotionsService(work.tx, options);
      const redeemed: { code: string; couponId: string; amount: Money }[] = [];
      for (const entry of used) {
        const row = byId.get(rows.get(entry.code)?.id ?? '');
        if (!row) throw unknownCode();
        const refusal = await inWork.refusal(row, redemption.customerId);
        if (refusal) throw notApplicable(refusal);
        if (
          await tx.redeem({
            couponId: row.id,
            customerId: redemption.customerId,
            orderId: redemption.orderId,
            amount: entry.amount.toDecimal(),
            currencyCode: entry.amount.currency,
          })
        )
          redeemed.push({ code: row.code, couponId: row.id, amount: entry.amount });
      }
      if (redemption.cartId) await tx.detachAll(redemption.cartId);
      return redeemed;
    },

    /** A cancelled order gives its coupons' uses back, in the cancellation's unit of work. */
    async release(work: Work, orderId: string): Promise<void> {
      await promotionsRepository(work.tx).releaseOrder(orderId);
    },

    /** Why the coupon may not be used now by this customer (encoded message), or null. */
    async refusal(coupon: CouponRow, customerId: string | null, culture: Culture = 'fr') {
      return (await refusalOf(coupon, customerId, culture))?.message ?? null;
    },

    /** The coupons a customer may use now: their personal ones, switched on, in their dates, not used up. */
    async forCustomer(customerId: string, culture: Culture) {
      const rows = await repository.personal(customerId);
      const usable: CouponRow[] = [];
      for (const row of rows) if (!(await refusalOf(row, customerId, culture))) usable.push(row);
      return usable;
    },
  };
}

export type PromotionsService = ReturnType<typeof promotionsService>;
