import type { CartCoupon } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';
import { Money } from '@vitrine/money';
import { type AppliedCoupon, pricingRefusal } from '../promotions/index';
import type { CouponFacts, PricedCart } from './pricing';

/** The coupons on a cart that the pricing applies now (those that may be used), in their order. */
export function couponFacts(applied: readonly AppliedCoupon[]): CouponFacts[] {
  return applied.flatMap((coupon) => (coupon.terms ? [coupon.terms] : []));
}

/**
 * The coupon fields of the cart's answer: each coupon on the cart with what it takes off now, or
 * why it gives nothing at the moment (it stays on the cart: the cart may qualify again).
 */
export function couponFields(
  applied: readonly AppliedCoupon[],
  priced: PricedCart,
  format: (money: Money) => string,
  culture: Culture,
): { Coupons: CartCoupon[]; DiscountAmount: number; DiscountAmountHtml: string } {
  const Coupons = applied.map((coupon): CartCoupon => {
    const discount =
      priced.discounts.find((entry) => entry.code === coupon.code)?.amount ?? Money.zero(priced.currency);
    const inactive = priced.inactiveCoupons.find((entry) => entry.code === coupon.code);
    return {
      Code: coupon.code,
      Description: coupon.description,
      DiscountAmount: discount.toNumber(),
      DiscountHtml: format(discount),
      InactiveReason:
        coupon.refusal ??
        (inactive && coupon.terms ? pricingRefusal(inactive.reason, coupon.terms, culture) : null),
    };
  });
  return {
    Coupons,
    DiscountAmount: priced.discount.toNumber(),
    DiscountAmountHtml: format(priced.discount),
  };
}
