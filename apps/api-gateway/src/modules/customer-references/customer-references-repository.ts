import { customerReferences, type Executor } from '@vitrine/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/sql-patterns';

export type CustomerReferenceRow = typeof customerReferences.$inferSelect;

/** The only SQL on customer references. Every read and write is scoped to one customer. */
export function customerReferencesRepository(executor: Executor) {
  const owned = (customerId: string) => eq(customerReferences.customerId, customerId);
  return {
    async find(customerId: string, variantId: string): Promise<CustomerReferenceRow | null> {
      const [row] = await executor
        .select()
        .from(customerReferences)
        .where(and(owned(customerId), eq(customerReferences.variantId, variantId)));
      return row ?? null;
    },

    /** One statement on the (customer, variant) key: two tabs saving at once end with one row. */
    async upsert(customerId: string, variantId: string, customerSku: string): Promise<void> {
      await executor
        .insert(customerReferences)
        .values({ customerId, variantId, customerSku })
        .onConflictDoUpdate({
          target: [customerReferences.customerId, customerReferences.variantId],
          set: { customerSku, updatedAt: sql`now()` },
        });
    },

    async remove(customerId: string, variantId: string): Promise<void> {
      await executor
        .delete(customerReferences)
        .where(and(owned(customerId), eq(customerReferences.variantId, variantId)));
    },

    /** The customer's references of these variants, by variant. */
    async forVariants(customerId: string, variantIds: readonly string[]): Promise<Map<string, string>> {
      const ids = [...new Set(variantIds)];
      if (!ids.length) return new Map();
      const rows = await executor
        .select({ variantId: customerReferences.variantId, customerSku: customerReferences.customerSku })
        .from(customerReferences)
        .where(and(owned(customerId), inArray(customerReferences.variantId, ids)));
      return new Map(rows.map((row) => [row.variantId, row.customerSku]));
    },

    /** The customer's references containing `text` (any case), in reference order, one page of them. */
    async search(
      customerId: string,
      text: string,
      page: { limit: number; offset: number },
    ): Promise<{ rows: CustomerReferenceRow[]; total: number }> {
      const matches = and(
        owned(customerId),
        sql`lower(${customerReferences.customerSku}) LIKE ${containsPattern(text)}`,
      );
      const [rows, counted] = await Promise.all([
        executor
          .select()
          .from(customerReferences)
          .where(matches)
          .orderBy(sql`lower(${customerReferences.customerSku})`, asc(customerReferences.id))
          .limit(page.limit)
          .offset(page.offset),
        executor.select({ total: sql<number>`count(*)::int` }).from(customerReferences).where(matches),
      ]);
      return { rows, total: Number(counted[0]?.total ?? 0) };
    },
  };
}
