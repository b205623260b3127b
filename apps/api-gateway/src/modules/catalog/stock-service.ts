import type { Work } from '../../lib/unit-of-work';
import { stockRepository } from './stock-repository';

export interface StockRequest {
  readonly variantId: string;
  readonly quantity: number;
}

/** Stock taken from one warehouse for one variant: what a cancellation gives back. */
export interface StockAllocation {
  readonly variantId: string;
  readonly warehouseId: string;
  readonly quantity: number;
}

export type StockTaking =
  | { readonly ok: true; readonly allocations: readonly StockAllocation[] }
  | { readonly ok: false; readonly short: readonly { variantId: string; available: number }[] };

/**
 * Stock for orders, inside the order's unit of work (ADR 011): the variants' warehouse rows are
 * locked, each variant is taken from the active warehouses in their order, and nothing is taken
 * unless every line can be served (the caller rolls back on a shortfall). The listing's in-stock
 * flags follow through the catalogue's triggers.
 */
export const stockService = {
  async take(work: Work, requests: readonly StockRequest[]): Promise<StockTaking> {
    const repository = stockRepository(work.tx);
    const wanted = new Map<string, number>();
    for (const { variantId, quantity } of requests)
      wanted.set(variantId, (wanted.get(variantId) ?? 0) + quantity);
    const rows = await repository.lockAvailable([...wanted.keys()].sort());
    const short: { variantId: string; available: number }[] = [];
    const allocations: StockAllocation[] = [];
    for (const [variantId, quantity] of wanted) {
      const held = rows.filter((row) => row.variantId === variantId);
      const available = held.reduce((sum, row) => sum + Math.max(row.quantity, 0), 0);
      if (available < quantity) {
        short.push({ variantId, available });
        continue;
      }
      let left = quantity;
      for (const row of held) {
        const taken = Math.min(left, Math.max(row.quantity, 0));
        if (taken > 0) allocations.push({ variantId, warehouseId: row.warehouseId, quantity: taken });
        left -= taken;
        if (!left) break;
      }
    }
    if (short.length) return { ok: false, short };
    for (const allocation of allocations)
      if (!(await repository.take(allocation, allocation.quantity)))
        // The rows are locked: this cannot happen unless the lock was not taken.
        throw new Error(`stock of ${allocation.variantId} moved under its lock`);
    return { ok: true, allocations };
  },

  async release(work: Work, allocations: readonly StockAllocation[]): Promise<void> {
    const repository = stockRepository(work.tx);
    const ordered = [...allocations].sort((a, b) => a.variantId.localeCompare(b.variantId));
    for (const allocation of ordered) await repository.give(allocation, allocation.quantity);
  },
};
