import { type Executor, wishlistProducts, wishlists } from '@vitrine/db';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';

export type WishlistRow = typeof wishlists.$inferSelect;
export type WishlistProductRow = typeof wishlistProducts.$inferSelect;

/**
 * The only SQL on wishlists. Every read and change names the customer: a list or product of
 * another customer is simply not found.
 */
export function wishlistsRepository(executor: Executor) {
  const own = (customerId: string, wishlistId: string) =>
    and(eq(wishlists.id, wishlistId), eq(wishlists.customerId, customerId));

  return {
    /** The customer's lists, oldest first, with how many products each holds. */
    async listsOf(customerId: string): Promise<(WishlistRow & { productsCount: number })[]> {
      const rows = await executor
        .select({ list: wishlists, productsCount: count(wishlistProducts.id) })
        .from(wishlists)
        .leftJoin(wishlistProducts, eq(wishlistProducts.wishlistId, wishlists.id))
        .where(eq(wishlists.customerId, customerId))
        .groupBy(wishlists.id)
        .orderBy(asc(wishlists.createdAt), asc(wishlists.id));
      return rows.map((row) => ({ ...row.list, productsCount: Number(row.productsCount) }));
    },

    async countLists(customerId: string): Promise<number> {
      const [row] = await executor
        .select({ n: count() })
        .from(wishlists)
        .where(eq(wishlists.customerId, customerId));
      return Number(row?.n ?? 0);
    },

    async find(customerId: string, wishlistId: string): Promise<WishlistRow | null> {
      const [row] = await executor.select().from(wishlists).where(own(customerId, wishlistId));
      return row ?? null;
    },

    /** The customer's list, locked for a change of its products. */
    async lock(customerId: string, wishlistId: string): Promise<WishlistRow | null> {
      const [row] = await executor.select().from(wishlists).where(own(customerId, wishlistId)).for('update');
      return row ?? null;
    },

    async insert(customerId: string, name: string, description: string): Promise<WishlistRow> {
      const [row] = await executor.insert(wishlists).values({ customerId, name, description }).returning();
      if (!row) throw new Error('the wishlist was not written');
      return row;
    },

    async update(
      customerId: string,
      wishlistId: string,
      changes: { name?: string; description?: string },
    ): Promise<WishlistRow | null> {
      const [row] = await executor
        .update(wishlists)
        .set({ ...changes, updatedAt: new Date() })
        .where(own(customerId, wishlistId))
        .returning();
      return row ?? null;
    },

    async touch(wishlistId: string): Promise<void> {
      await executor.update(wishlists).set({ updatedAt: new Date() }).where(eq(wishlists.id, wishlistId));
    },

    /** Deletes the list and (cascade) its products; false when it is not the customer's. */
    async delete(customerId: string, wishlistId: string): Promise<boolean> {
      const rows = await executor
        .delete(wishlists)
        .where(own(customerId, wishlistId))
        .returning({ id: wishlists.id });
      return rows.length === 1;
    },

    async products(wishlistId: string): Promise<WishlistProductRow[]> {
      return executor
        .select()
        .from(wishlistProducts)
        .where(eq(wishlistProducts.wishlistId, wishlistId))
        .orderBy(asc(wishlistProducts.createdAt), asc(wishlistProducts.id));
    },

    async countProducts(wishlistId: string): Promise<number> {
      const [row] = await executor
        .select({ n: count() })
        .from(wishlistProducts)
        .where(eq(wishlistProducts.wishlistId, wishlistId));
      return Number(row?.n ?? 0);
    },

    /** The variant's row in a list, locked. */
    async lockProductOfVariant(wishlistId: string, variantId: string): Promise<WishlistProductRow | null> {
      const [row] = await executor
        .select()
        .from(wishlistProducts)
        .where(and(eq(wishlistProducts.wishlistId, wishlistId), eq(wishlistProducts.variantId, variantId)))
        .for('update');
      return row ?? null;
    },

    /** A product of one of the customer's lists, locked with it. */
    async lockOwnProduct(customerId: string, wishlistProductId: string): Promise<WishlistProductRow | null> {
      const [row] = await executor
        .select({ product: wishlistProducts })
        .from(wishlistProducts)
        .innerJoin(wishlists, eq(wishlists.id, wishlistProducts.wishlistId))
        .where(and(eq(wishlistProducts.id, wishlistProductId), eq(wishlists.customerId, customerId)))
        .for('update');
      return row?.product ?? null;
    },

    async insertProduct(
      wishlistId: string,
      variantId: string,
      quantity: number,
    ): Promise<WishlistProductRow> {
      const [row] = await executor
        .insert(wishlistProducts)
        .values({ wishlistId, variantId, quantity })
        .returning();
      if (!row) throw new Error('the wishlist product was not written');
      return row;
    },

    async setQuantity(wishlistProductId: string, quantity: number): Promise<void> {
      await executor
        .update(wishlistProducts)
        .set({ quantity, updatedAt: new Date() })
        .where(eq(wishlistProducts.id, wishlistProductId));
    },

    async moveProduct(wishlistProductId: string, wishlistId: string): Promise<void> {
      await executor
        .update(wishlistProducts)
        .set({ wishlistId, updatedAt: new Date() })
        .where(eq(wishlistProducts.id, wishlistProductId));
    },

    async deleteProduct(wishlistProductId: string): Promise<void> {
      await executor.delete(wishlistProducts).where(eq(wishlistProducts.id, wishlistProductId));
    },

    /** Removes the variant from the given lists of the customer; answers how many rows went. */
    async deleteVariant(customerId: string, variantId: string, wishlistId?: string): Promise<number> {
      const lists = executor
        .select({ id: wishlists.id })
        .from(wishlists)
        .where(wishlistId ? own(customerId, wishlistId) : eq(wishlists.customerId, customerId));
      const rows = await executor
        .delete(wishlistProducts)
        .where(and(eq(wishlistProducts.variantId, variantId), inArray(wishlistProducts.wishlistId, lists)))
        .returning({ id: wishlistProducts.id });
      return rows.length;
    },

    /** The customer's lists that hold the variant, with its quantity there. */
    async listsHolding(
      customerId: string,
      variantId: string,
    ): Promise<{ wishlistId: string; quantity: number }[]> {
      return executor
        .select({ wishlistId: wishlistProducts.wishlistId, quantity: wishlistProducts.quantity })
        .from(wishlistProducts)
        .innerJoin(wishlists, eq(wishlists.id, wishlistProducts.wishlistId))
        .where(and(eq(wishlistProducts.variantId, variantId), eq(wishlists.customerId, customerId)));
    },

    /** Distinct variants over all the customer's lists. */
    async countVariants(customerId: string): Promise<number> {
      const result = await executor.execute<{ count: number }>(sql`
        SELECT count(DISTINCT ${wishlistProducts.variantId})::int AS count
          FROM ${wishlistProducts} JOIN ${wishlists} ON ${wishlists.id} = ${wishlistProducts.wishlistId}
         WHERE ${wishlists.customerId} = ${customerId}`);
      return Number(result.rows[0]?.count ?? 0);
    },
  };
}
