import type { Executor } from '@vitrine/db';
import { sql } from 'drizzle-orm';
import { uuidArrayLiteral } from './urls';

export type WarehouseStockRow = {
  variantId: string;
  warehouseId: string;
  quantity: number;
};

/** The only SQL on warehouse stock for orders: locked reads and guarded moves. */
export function stockRepository(executor: Executor) {
  return {
    /**
     * The variants' stock in active warehouses, in the order stock is taken from them, locked
     * until the transaction ends. Rows are locked in variant-id order (ADR 011) so two checkouts
     * holding the same variants wait for each other instead of deadlocking.
     */
    async lockAvailable(variantIds: readonly string[]): Promise<WarehouseStockRow[]> {
      if (!variantIds.length) return [];
      const result = await executor.execute<WarehouseStockRow>(sql`
        SELECT ws.variant_id AS "variantId", ws.warehouse_id AS "warehouseId", ws.quantity
        FROM warehouse_stock ws
        JOIN warehouses w ON w.id = ws.warehouse_id AND w.is_active
        WHERE ws.variant_id = ANY(${uuidArrayLiteral([...variantIds])}::uuid[])
        ORDER BY ws.variant_id, w.sort_order, w.code
        FOR UPDATE OF ws`);
      return result.rows.map((row) => ({ ...row, quantity: Number(row.quantity) }));
    },

    /** Takes `quantity` from one warehouse; false when it no longer holds that much. */
    async take(row: { variantId: string; warehouseId: string }, quantity: number): Promise<boolean> {
      const result = await executor.execute(sql`
        UPDATE warehouse_stock SET quantity = quantity - ${quantity}
        WHERE variant_id = ${row.variantId} AND warehouse_id = ${row.warehouseId} AND quantity >= ${quantity}
        RETURNING variant_id`);
      return result.rows.length === 1;
    },

    /** Puts `quantity` back into a warehouse (a cancelled order's allocation). */
    async give(row: { variantId: string; warehouseId: string }, quantity: number): Promise<void> {
      await executor.execute(sql`
        INSERT INTO warehouse_stock (warehouse_id, variant_id, quantity)
        VALUES (${row.warehouseId}, ${row.variantId}, ${quantity})
        ON CONFLICT (warehouse_id, variant_id) DO UPDATE SET quantity = warehouse_stock.quantity + ${quantity}`);
    },
  };
}
