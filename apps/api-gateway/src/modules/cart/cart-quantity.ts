import type { CartChangeReason } from '@vitrine/api-client';
import { normaliseQuantity, type QuantityDirection, resolveQuantityBounds } from '@vitrine/validation';

/** A variant's quantity rules as spec 001 §5 reads them: min, step, and max with 0 for none. */
export interface QuantityRules {
  readonly min: number;
  readonly step: number;
  readonly max: number;
}

export interface AllowedQuantity {
  readonly quantity: number;
  /** Why it differs from the quantity asked for; null when it does not. */
  readonly reason: CartChangeReason | null;
}

/**
 * The quantity a cart line may hold when `requested` is asked for: the quantity input's own
 * correction (packages/validation: onto the step grid, up when increasing and down when
 * decreasing, then within min and max), and never more than the stock, so a hand-made request
 * gets what the form would have sent. Null when not even the lowest allowed quantity is in stock.
 */
export function allowedQuantity(
  requested: number,
  rules: QuantityRules,
  stock: number,
  direction: QuantityDirection,
): AllowedQuantity | null {
  const bounds = resolveQuantityBounds(rules);
  // Without a grid that fits the bounds (min 3, max 4, step 5) only the bounds apply, as in the form.
  const step = bounds.aligned ? bounds.step : 1;
  const ceiling = Math.min(bounds.highest, stock);
  const highest = Math.floor(ceiling / step) * step;
  const lowest = bounds.lowest;
  if (highest < lowest || highest < 1) return null;
  const corrected = normaliseQuantity(requested, { min: lowest, max: highest, step }, direction).value;
  const quantity = corrected === '' ? lowest : corrected;
  if (quantity === requested) return { quantity, reason: null };
  if (requested < lowest) return { quantity, reason: 'Minimum' };
  if (requested > highest) return { quantity, reason: stock < bounds.highest ? 'Stock' : 'Maximum' };
  return { quantity, reason: 'Step' };
}
