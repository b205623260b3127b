import { cartPickupPoints, type Executor } from '@vitrine/db';
import { eq, sql } from 'drizzle-orm';

export type CartPickupPointRow = typeof cartPickupPoints.$inferSelect;
/** The point a cart's pickup method delivers to, as its carrier described it. */
export type ChosenPickupPoint = Omit<typeof cartPickupPoints.$inferInsert, 'cartId' | 'updatedAt'>;

/** The cart's chosen pickup point (its cart's row is locked by the caller first, as every cart change does). */
export function pickupPointRepository(db: Executor) {
  return {
    async find(cartId: string): Promise<CartPickupPointRow | null> {
      const [row] = await db.select().from(cartPickupPoints).where(eq(cartPickupPoints.cartId, cartId));
      return row ?? null;
    },

    /** One point per cart: choosing another replaces it. */
    async put(cartId: string, point: ChosenPickupPoint): Promise<void> {
      const values = { ...point, cartId };
      await db
        .insert(cartPickupPoints)
        .values(values)
        .onConflictDoUpdate({ target: cartPickupPoints.cartId, set: { ...point, updatedAt: sql`now()` } });
    },
  };
}
