import {
  cartCoupons,
  couponBrands,
  couponCategories,
  couponProducts,
  couponRedemptions,
  coupons,
  type Executor,
} from '@vitrine/db';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;
export type RedemptionRow = typeof couponRedemptions.$inferSelect;

export interface CouponRestrictions {
  productIds: string[];
  categoryIds: string[];
  brandIds: string[];
}

export interface CouponUsage {
  /** Orders that used it, by anyone. */
  total: number;
  /** Orders of the customer asked about that used it. */
  byCustomer: number;
}

/** Whether a database error is a unique-constraint violation (either driver, wrapped or not). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * The only SQL on the promotions tables: coupons and their restrictions, the coupons applied to
 * a cart (`cart_coupons`, written while the cart module holds the cart's lock) and the
 * redemptions the checkout writes. Codes are compared in upper case, as the unique index is.
 */
export function promotionsRepository(db: Executor) {
  return {
    async byCode(code: string): Promise<CouponRow | null> {
      const [row] = await db
        .select()
        .from(coupons)
        .where(sql`upper(${coupons.code}) = upper(${code})`)
        .limit(1);
      return row ?? null;
    },

    async byId(id: string): Promise<CouponRow | null> {
      const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
      return row ?? null;
    },

    /** Locks coupons (by id, in id order: two checkouts never wait on each other in a circle). */
    async lockByIds(ids: readonly string[]): Promise<CouponRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(coupons)
        .where(inArray(coupons.id, [...ids]))
        .orderBy(asc(coupons.id))
        .for('update');
    },

    async restrictions(couponIds: readonly string[]): Promise<Map<string, CouponRestrictions>> {
      const result = new Map<string, CouponRestrictions>(
        couponIds.map((id) => [id, { productIds: [], categoryIds: [], brandIds: [] }]),
      );
      if (!couponIds.length) return result;
      const ids = [...couponIds];
      const [products, categories, brands] = await Promise.all([
        db.select().from(couponProducts).where(inArray(couponProducts.couponId, ids)),
        db.select().from(couponCategories).where(inArray(couponCategories.couponId, ids)),
        db.select().from(couponBrands).where(inArray(couponBrands.couponId, ids)),
      ]);
      for (const row of products) result.get(row.couponId)?.productIds.push(row.productId);
      for (const row of categories) result.get(row.couponId)?.categoryIds.push(row.categoryId);
      for (const row of brands) result.get(row.couponId)?.brandIds.push(row.brandId);
      return result;
    },

    async setRestrictions(couponId: string, restrictions: CouponRestrictions): Promise<void> {
      await db.delete(couponProducts).where(eq(couponProducts.couponId, couponId));
      await db.delete(couponCategories).where(eq(couponCategories.couponId, couponId));
      await db.delete(couponBrands).where(eq(couponBrands.couponId, couponId));
      const unique = (ids: string[]) => [...new Set(ids)];
      if (restrictions.productIds.length)
        await db
          .insert(couponProducts)
          .values(unique(restrictions.productIds).map((productId) => ({ couponId, productId })));
      if (restrictions.categoryIds.length)
        await db
          .insert(couponCategories)
          .values(unique(restrictions.categoryIds).map((categoryId) => ({ couponId, categoryId })));
      if (restrictions.brandIds.length)
        await db
          .insert(couponBrands)
          .values(unique(restrictions.brandIds).map((brandId) => ({ couponId, brandId })));
    },

    /** The coupons applied to a cart, in the order they were applied. */
    async ofCart(cartId: string): Promise<CouponRow[]> {
      const rows = await db
        .select({ coupon: coupons })
        .from(cartCoupons)
        .innerJoin(coupons, eq(coupons.id, cartCoupons.couponId))
        .where(eq(cartCoupons.cartId, cartId))
        .orderBy(asc(cartCoupons.appliedAt), asc(coupons.code));
      return rows.map((row) => row.coupon);
    },

    async attach(cartId: string, couponId: string): Promise<void> {
      await db.insert(cartCoupons).values({ cartId, couponId }).onConflictDoNothing();
    },

    /** Takes every coupon off the cart but `keep`. */
    async detachOthers(cartId: string, keep: string): Promise<void> {
      await db
        .delete(cartCoupons)
        .where(and(eq(cartCoupons.cartId, cartId), sql`${cartCoupons.couponId} <> ${keep}`));
    },

    /** True when the coupon was on the cart. */
    async detach(cartId: string, couponId: string): Promise<boolean> {
      const deleted = await db
        .delete(cartCoupons)
        .where(and(eq(cartCoupons.cartId, cartId), eq(cartCoupons.couponId, couponId)))
        .returning({ couponId: cartCoupons.couponId });
      return deleted.length > 0;
    },

    async detachAll(cartId: string): Promise<void> {
      await db.delete(cartCoupons).where(eq(cartCoupons.cartId, cartId));
    },

    async usage(couponIds: readonly string[], customerId: string | null): Promise<Map<string, CouponUsage>> {
      const result = new Map<string, CouponUsage>(couponIds.map((id) => [id, { total: 0, byCustomer: 0 }]));
      if (!couponIds.length) return result;
      const rows = await db
        .select({
          couponId: couponRedemptions.couponId,
          total: sql<number>`count(*)::int`,
          byCustomer: customerId
            ? sql<number>`(count(*) FILTER (WHERE ${couponRedemptions.customerId} = ${customerId}))::int`
            : sql<number>`0`,
        })
        .from(couponRedemptions)
        .where(inArray(couponRedemptions.couponId, [...couponIds]))
        .groupBy(couponRedemptions.couponId);
      for (const row of rows)
        result.set(row.couponId, { total: Number(row.total), byCustomer: Number(row.byCustomer) });
      return result;
    },

    /** A redemption; false when this order had already redeemed the coupon (a retried checkout). */
    async redeem(row: typeof couponRedemptions.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(couponRedemptions)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: couponRedemptions.id });
      return inserted.length > 0;
    },

    /** A cancelled order's redemptions: its coupons count as unused again. */
    async releaseOrder(orderId: string): Promise<number> {
      const deleted = await db
        .delete(couponRedemptions)
        .where(eq(couponRedemptions.orderId, orderId))
        .returning({ id: couponRedemptions.id });
      return deleted.length;
    },

    /** A customer's personal coupons that are switched on. */
    personal(customerId: string): Promise<CouponRow[]> {
      return db
        .select()
        .from(coupons)
        .where(and(eq(coupons.customerId, customerId), eq(coupons.isActive, true)))
        .orderBy(asc(coupons.endsAt), asc(coupons.code));
    },

    // ——— staff ———

    async all(): Promise<(CouponRow & { usageCount: number; cartCount: number })[]> {
      const rows = await db
        .select({
          coupon: coupons,
          // Spelled out: inside a sub-select a bare column would be the sub-select's own.
          usageCount: sql<number>`(SELECT count(*)::int FROM coupon_redemptions r WHERE r.coupon_id = coupons.id)`,
          cartCount: sql<number>`(SELECT count(*)::int FROM cart_coupons c WHERE c.coupon_id = coupons.id)`,
        })
        .from(coupons)
        .orderBy(desc(coupons.createdAt), asc(coupons.code));
      return rows.map((row) => ({
        ...row.coupon,
        usageCount: Number(row.usageCount),
        cartCount: Number(row.cartCount),
      }));
    },

    async counts(couponId: string): Promise<{ usageCount: number; cartCount: number }> {
      const result = await db.execute<{ usageCount: number; cartCount: number }>(sql`
        SELECT (SELECT count(*)::int FROM coupon_redemptions WHERE coupon_id = ${couponId}) AS "usageCount",
               (SELECT count(*)::int FROM cart_coupons WHERE coupon_id = ${couponId}) AS "cartCount"`);
      const row = result.rows[0];
      return { usageCount: Number(row?.usageCount ?? 0), cartCount: Number(row?.cartCount ?? 0) };
    },

    async insert(coupon: NewCoupon): Promise<CouponRow> {
      const [row] = await db.insert(coupons).values(coupon).returning();
      if (!row) throw new Error('the coupon was not written');
      return row;
    },

    async update(id: string, coupon: Partial<NewCoupon>): Promise<CouponRow | null> {
      const [row] = await db
        .update(coupons)
        .set({ ...coupon, updatedAt: sql`now()` })
        .where(eq(coupons.id, id))
        .returning();
      return row ?? null;
    },

    redemptions(couponId: string): Promise<RedemptionRow[]> {
      return db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, couponId))
        .orderBy(desc(couponRedemptions.redeemedAt));
    },
  };
}
