import { carts, type Executor } from '@vitrine/db';
import { eq, sql } from 'drizzle-orm';

export interface DeliveryColumns {
  shippingCountryCode?: string | null;
  billingCountryCode?: string | null;
  cityId?: string | null;
  shippingMethodId?: string | null;
}

/** The cart's delivery columns (its row is locked by the caller first, as every cart change does). */
export function deliveryRepository(db: Executor) {
  return {
    async setDelivery(cartId: string, columns: DeliveryColumns): Promise<void> {
      await db
        .update(carts)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(carts.id, cartId));
    },
  };
}
