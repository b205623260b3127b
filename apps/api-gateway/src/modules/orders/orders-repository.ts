import {
  type ActorKind,
  type Executor,
  type OrderStatus,
  orderAddresses,
  orderDiscounts,
  orderLines,
  orderNumberSequence,
  orderStatusHistory,
  orderStockAllocations,
  orders,
} from '@vitrine/db';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/sql-patterns';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = Omit<typeof orders.$inferInsert, 'id' | 'number'>;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;
export type OrderAddressRow = typeof orderAddresses.$inferSelect;
export type NewOrderAddress = Omit<typeof orderAddresses.$inferInsert, 'orderId'>;
export type OrderHistoryRow = typeof orderStatusHistory.$inferSelect;
export type AllocationRow = typeof orderStockAllocations.$inferSelect;

export interface HistoryEntry {
  status: OrderStatus;
  actorKind: ActorKind;
  actorId: string | null;
  note: string;
}

/** How many items an order holds (the sum of its lines' quantities), for the lists. */
const itemsQuantity = sql<number>`(SELECT coalesce(sum(quantity), 0)::int FROM order_lines l WHERE l.order_id = "orders"."id")`;

/** The only SQL on the orders module's tables. */
export function ordersRepository(db: Executor) {
  return {
    /** Writes the order under the next readable number (a sequence: never taken twice). */
    async insert(order: NewOrderRow): Promise<OrderRow> {
      const [row] = await db
        .insert(orders)
        .values({ ...order, number: sql`'V-' || nextval(${orderNumberSequence.seqName}::regclass)` })
        .returning();
      if (!row) throw new Error('the order was not written');
      return row;
    },

    async insertLines(orderId: string, lines: readonly NewOrderLine[]): Promise<void> {
      if (lines.length) await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId })));
    },

    async insertAddresses(orderId: string, addresses: readonly NewOrderAddress[]): Promise<void> {
      await db.insert(orderAddresses).values(addresses.map((address) => ({ ...address, orderId })));
    },

    async insertDiscounts(
      orderId: string,
      discounts: readonly { code: string; couponId: string | null; amount: string }[],
    ): Promise<void> {
      if (discounts.length)
        await db.insert(orderDiscounts).values(discounts.map((entry) => ({ ...entry, orderId })));
    },

    async insertAllocations(
      orderId: string,
      allocations: readonly { variantId: string; warehouseId: string; quantity: number }[],
    ): Promise<void> {
      if (allocations.length)
        await db.insert(orderStockAllocations).values(allocations.map((entry) => ({ ...entry, orderId })));
    },

    async addHistory(orderId: string, entry: HistoryEntry): Promise<void> {
      await db.insert(orderStatusHistory).values({ orderId, ...entry });
    },

    async byId(orderId: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      return row ?? null;
    },

    async byNumber(number: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.number, number));
      return row ?? null;
    },

    /** The order, locked until the transaction ends: status moves queue up. */
    async lock(orderId: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return row ?? null;
    },

    async lines(orderId: string): Promise<OrderLineRow[]> {
      return db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.position));
    },

    async addresses(orderId: string): Promise<OrderAddressRow[]> {
      return db.select().from(orderAddresses).where(eq(orderAddresses.orderId, orderId));
    },

    async history(orderId: string): Promise<OrderHistoryRow[]> {
      return db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(asc(orderStatusHistory.id));
    },

    async discounts(orderId: string) {
      return db.select().from(orderDiscounts).where(eq(orderDiscounts.orderId, orderId));
    },

    /** Stock the order still holds (not yet given back). */
    async heldAllocations(orderId: string): Promise<AllocationRow[]> {
      return db
        .select()
        .from(orderStockAllocations)
        .where(and(eq(orderStockAllocations.orderId, orderId), isNull(orderStockAllocations.releasedAt)));
    },

    async allocations(orderId: string): Promise<AllocationRow[]> {
      return db.select().from(orderStockAllocations).where(eq(orderStockAllocations.orderId, orderId));
    },

    async markAllocationsReleased(orderId: string): Promise<void> {
      await db
        .update(orderStockAllocations)
        .set({ releasedAt: new Date() })
        .where(and(eq(orderStockAllocations.orderId, orderId), isNull(orderStockAllocations.releasedAt)));
    },

    async setStatus(
      orderId: string,
      status: OrderStatus,
      extra: { paidAt?: Date; holdUntil?: Date | null } = {},
    ): Promise<void> {
      await db
        .update(orders)
        .set({ status, ...extra, version: sql`${orders.version} + 1`, updatedAt: new Date() })
        .where(eq(orders.id, orderId));
    },

    async ofCustomer(customerId: string, page: number, pageSize: number) {
      const where = eq(orders.customerId, customerId);
      const [total] = await db.select({ total: count() }).from(orders).where(where);
      const rows = await db
        .select({
          id: orders.id,
          number: orders.number,
          status: orders.status,
          placedAt: orders.placedAt,
          currencyCode: orders.currencyCode,
          totalTaxIncl: orders.totalTaxIncl,
          quantity: itemsQuantity,
        })
        .from(orders)
        .where(where)
        .orderBy(desc(orders.placedAt), desc(orders.number))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { total: Number(total?.total ?? 0), rows };
    },

    /**
     * The staff's list: newest first, by status and by a number or an e-mail holding `query`
     * (any case), with the billing name and the items' count.
     */
    async staffList(filter: { status?: OrderStatus; query?: string; page: number; pageSize: number }) {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(orders.status, filter.status));
      if (filter.query) {
        const pattern = containsPattern(filter.query);
        const matches = or(ilike(orders.number, pattern), ilike(orders.email, pattern));
        if (matches) conditions.push(matches);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [total] = await db.select({ total: count() }).from(orders).where(where);
      const rows = await db
        .select({
          id: orders.id,
          number: orders.number,
          status: orders.status,
          placedAt: orders.placedAt,
          email: orders.email,
          currencyCode: orders.currencyCode,
          totalTaxIncl: orders.totalTaxIncl,
          firstName: orderAddresses.firstName,
          lastName: orderAddresses.lastName,
          quantity: itemsQuantity,
        })
        .from(orders)
        .leftJoin(
          orderAddresses,
          and(eq(orderAddresses.orderId, orders.id), eq(orderAddresses.kind, 'billing')),
        )
        .where(where)
        .orderBy(desc(orders.placedAt), desc(orders.number))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize);
      return { total: Number(total?.total ?? 0), rows };
    },
  };
}
