import { cartItems, carts, type Executor } from '@vitrine/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Owner, ownedBy, ownerValues } from '../../lib/ownership';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;

export interface NewCartItem {
  cartId: string;
  variantId: string;
  quantity: number;
  itemOrigin: string;
  itemKey: string | null;
  orderId: string | null;
  /** When the shopper put it in a cart (a merged line keeps the guest's): the lines' order. */
  createdAt?: Date;
}

/**
 * The only SQL on the cart's tables. A change to a cart locks the cart's row first (`lock`,
 * `lockOrCreate`) and its lines after, always in that order, so concurrent changes of one cart
 * queue up instead of overwriting each other, and never deadlock.
 */
export function cartRepository(db: Executor) {
  const lock = async (owner: Owner): Promise<CartRow | null> => {
    const [row] = await db.select().from(carts).where(ownedBy(carts, owner)).for('update');
    return row ?? null;
  };

  return {
    async find(owner: Owner): Promise<CartRow | null> {
      const [row] = await db.select().from(carts).where(ownedBy(carts, owner)).limit(1);
      return row ?? null;
    },

    lock,

    /**
     * The owner's cart, created when there is none, locked. Two first adds at once both insert;
     * the unique owner key keeps one row and the other waits for it, then locks the same cart.
     */
    async lockOrCreate(owner: Owner, currencyCode: string): Promise<CartRow> {
      await db
        .insert(carts)
        .values({ ...ownerValues(owner), currencyCode })
        .onConflictDoNothing();
      const row = await lock(owner);
      if (!row) throw new Error('the cart just created is not there');
      return row;
    },

    items(cartId: string): Promise<CartItemRow[]> {
      return db
        .select()
        .from(cartItems)
        .where(eq(cartItems.cartId, cartId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    },

    async lockItem(cartId: string, itemId: string): Promise<CartItemRow | null> {
      const [row] = await db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)))
        .for('update');
      return row ?? null;
    },

    async lockItemOfVariant(cartId: string, variantId: string): Promise<CartItemRow | null> {
      const [row] = await db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.variantId, variantId)))
        .for('update');
      return row ?? null;
    },

    /** Sets the variant's line to this quantity, making the line when the cart has none. */
    async putItem(item: NewCartItem): Promise<CartItemRow> {
      const [row] = await db
        .insert(cartItems)
        .values(item)
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.variantId],
          // Callers pass the line's origin as it is to keep (a birth-list gift takes it over).
          set: {
            quantity: sql`excluded.quantity`,
            itemOrigin: sql`excluded.item_origin`,
            itemKey: sql`excluded.item_key`,
            orderId: sql`excluded.order_id`,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      if (!row) throw new Error('the cart line was not written');
      return row;
    },

    async setQuantity(itemId: string, quantity: number): Promise<void> {
      await db.update(cartItems).set({ quantity, updatedAt: sql`now()` }).where(eq(cartItems.id, itemId));
    },

    /** True when the line was there. */
    async deleteItem(cartId: string, itemId: string): Promise<boolean> {
      const deleted = await db
        .delete(cartItems)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)))
        .returning({ id: cartItems.id });
      return deleted.length > 0;
    },

    /** Deletes these lines of the cart; answers how many there were. */
    async deleteItems(cartId: string, itemIds: readonly string[]): Promise<number> {
      if (!itemIds.length) return 0;
      const deleted = await db
        .delete(cartItems)
        .where(and(eq(cartItems.cartId, cartId), inArray(cartItems.id, [...itemIds])))
        .returning({ id: cartItems.id });
      return deleted.length;
    },

    async moveItem(itemId: string, toCartId: string): Promise<void> {
      await db
        .update(cartItems)
        .set({ cartId: toCartId, updatedAt: sql`now()` })
        .where(eq(cartItems.id, itemId));
    },

    /** The currency the cart is priced in from now on (the shopper's choice, ADR 019). */
    async setCurrency(cartId: string, currencyCode: string): Promise<void> {
      await db.update(carts).set({ currencyCode, updatedAt: sql`now()` }).where(eq(carts.id, cartId));
    },

    /** The company VAT number the register confirmed for this cart, or none. */
    async setVatNumber(cartId: string, vat: { number: string; countryCode: string } | null): Promise<void> {
      await db
        .update(carts)
        .set({
          vatNumber: vat?.number ?? null,
          vatCountryCode: vat?.countryCode ?? null,
          updatedAt: sql`now()`,
        })
        .where(eq(carts.id, cartId));
    },

    async touch(cartId: string): Promise<void> {
      await db.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
    },

    /** Hands the whole cart to another owner (a visitor's, to the customer they signed in as). */
    async giveTo(cartId: string, owner: Owner): Promise<void> {
      await db
        .update(carts)
        .set({ ...ownerValues(owner), updatedAt: sql`now()` })
        .where(eq(carts.id, cartId));
    },

    async remove(cartId: string): Promise<void> {
      await db.delete(carts).where(eq(carts.id, cartId));
    },
  };
}
