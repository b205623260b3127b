import type { CouponApplied, ShoppingCart } from '@vitrine/api-client';
import type { Database } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import type { Owner } from '../../lib/ownership';
import { unitOfWork } from '../../lib/unit-of-work';
import { promotionsService } from '../promotions/index';
import { cartRepository } from './cart-repository';
import type { CartService } from './cart-service';

/**
 * Coupon codes on the shopper's cart (spec 001 §7 `shoppingcarts/coupon`). Each change is one
 * unit of work that locks the cart first (ADR 018), so two tabs applying codes at once queue up
 * and leave one consistent cart. The promotions module says whether the code may be used; the
 * cart's own pricing says whether the cart qualifies, and a refusal writes nothing.
 */
export function couponChangeService(db: Database, cart: CartService, options: { currency: string }) {
  return {
    /** Applies the code: { IsValid: true, Cart } or a 404/422 problem with the reason; nothing written then. */
    async apply(owner: Owner | null, code: string, culture: Culture): Promise<CouponApplied> {
      // No session, no cart, no line: nothing a coupon could apply to (and no visitor session made).
      if (!owner) throw promotionsService(db, options).emptyCart();
      return unitOfWork(db, async ({ tx }) => {
        const row = await cartRepository(tx).lock(owner);
        const promotions = promotionsService(tx, options);
        if (!row) throw promotions.emptyCart();
        await promotions.apply(row.id, code, row.customerId, culture);
        const answer = await cart.answerIn(tx, row, culture);
        const mine = answer.Coupons?.find(
          (coupon) => coupon.Code.toUpperCase() === code.trim().toUpperCase(),
        );
        // The cart does not qualify (no eligible line, minimum not reached): the unit of work rolls back.
        if (mine?.InactiveReason) throw promotions.notApplicable(mine.InactiveReason);
        await cartRepository(tx).touch(row.id);
        return { IsValid: true, Cart: answer };
      });
    },

    /** Takes the code off the cart; a code that is not on it is not found. */
    async remove(owner: Owner | null, code: string, culture: Culture): Promise<ShoppingCart> {
      if (!owner) throw promotionsService(db, options).notOnCart();
      return unitOfWork(db, async ({ tx }) => {
        const row = await cartRepository(tx).lock(owner);
        const promotions = promotionsService(tx, options);
        if (!row) throw promotions.notOnCart();
        await promotions.remove(row.id, code);
        await cartRepository(tx).touch(row.id);
        return cart.answerIn(tx, row, culture);
      });
    },
  };
}

export type CouponChangeService = ReturnType<typeof couponChangeService>;
