import Decimal from 'decimal.js';
import { DEFAULT_QUANTITY_MIN, DEFAULT_QUANTITY_STEP, NO_QUANTITY_MAX, QUANTITY_CEILING } from './limits';
import { toNumber } from './values';

/** A quantity input's settings as its data attributes give them (data-min-qty, data-max-qty, step). */
export interface QuantityOptions {
  /** Lowest quantity; 1 when missing or not a number. */
  readonly min?: number | string | null;
  /** Highest quantity; 0 or missing means none. */
  readonly max?: number | string | null;
  /** Quantities are multiples of the step counted from 0; 1 when missing. */
  readonly step?: number | string | null;
  /** The zero-floor variant: 0 is allowed (nothing ordered), never below, and minus is disabled at 0. */
  readonly zeroFloor?: boolean;
}

/** How the value got there: the plus button or typing a larger number, the minus button or a smaller one. */
export type QuantityDirection = 'up' | 'down' | 'none';

export interface QuantityBounds {
  readonly min: number;
  /** 0 when there is no maximum. */
  readonly max: number;
  readonly step: number;
  readonly zeroFloor: boolean;
  /**
   * The lowest and highest quantities the input can hold, on the step grid when the bounds allow it;
   * without a maximum the highest is QUANTITY_CEILING.
   */
  readonly lowest: number;
  readonly highest: number;
  /** False when no multiple of the step lies within [min, max], so the plain bounds are used. */
  readonly aligned: boolean;
}

export interface QuantityResult {
  /** The corrected quantity, or '' when the input held no number. */
  readonly value: number | '';
  /** What the number input shows: "0" for no number (spec 001 §5). */
  readonly displayValue: string;
  /** Spec 001 §5: the quantity change event fires only for a number within [min, max] (max 0 = none). */
  readonly shouldEmitChange: boolean;
  readonly minusDisabled: boolean;
  readonly plusDisabled: boolean;
}

function readOption(raw: number | string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw === '') return null;
  return toNumber(raw);
}

function onGrid(value: Decimal, step: number, round: 'up' | 'down' | 'nearest'): Decimal {
  const steps = value.div(step);
  const whole =
    round === 'up'
      ? steps.ceil()
      : round === 'down'
        ? steps.floor()
        : steps.toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  return whole.mul(step);
}

/** Resolves the options to bounds, defaulting as spec 001 §5 says and keeping them consistent. */
export function resolveQuantityBounds(options: QuantityOptions = {}): QuantityBounds {
  const min = Math.max(0, readOption(options.min) ?? DEFAULT_QUANTITY_MIN);
  const rawMax = readOption(options.max) ?? NO_QUANTITY_MAX;
  const max = rawMax > 0 ? Math.max(rawMax, min) : NO_QUANTITY_MAX;
  const rawStep = readOption(options.step) ?? DEFAULT_QUANTITY_STEP;
  const step = rawStep > 0 ? rawStep : DEFAULT_QUANTITY_STEP;
  // Clamp to the first and last multiples of the step inside [min, max]; when no multiple fits there,
  // the plain bounds have to do.
  const alignedLowest = onGrid(new Decimal(min), step, 'up');
  const alignedHighest = max > 0 ? onGrid(new Decimal(max), step, 'down') : null;
  const aligned = alignedHighest === null || alignedLowest.lte(alignedHighest);
  let highest: number;
  if (max === NO_QUANTITY_MAX) highest = onGrid(new Decimal(QUANTITY_CEILING), step, 'down').toNumber();
  else highest = aligned && alignedHighest ? alignedHighest.toNumber() : max;
  return {
    min,
    max,
    step,
    zeroFloor: options.zeroFloor === true,
    lowest: aligned ? alignedLowest.toNumber() : min,
    highest: Math.max(highest, aligned ? alignedLowest.toNumber() : min),
    aligned,
  };
}

/** Reads a typed quantity ("3", "2,5", " 4 ") or a number; null for anything else. */
export function parseQuantity(raw: unknown): number | null {
  return toNumber(raw);
}

function result(value: number | '', bounds: QuantityBounds): QuantityResult {
  if (value === '') {
    return { value, displayValue: '0', shouldEmitChange: false, minusDisabled: true, plusDisabled: false };
  }
  return {
    value,
    displayValue: new Decimal(value).toString(),
    shouldEmitChange: value >= bounds.min && (bounds.max === NO_QUANTITY_MAX || value <= bounds.max),
    minusDisabled: bounds.zeroFloor ? value <= 0 : value <= bounds.lowest,
    plusDisabled: value >= bounds.highest,
  };
}

/**
 * Corrects a quantity input (spec 001 §5): a non-number becomes empty; the value moves onto the step
 * grid (up when increasing, down when decreasing, to the nearest multiple when typed without direction);
 * below the minimum it becomes the minimum, above the maximum the maximum. With the zero-floor option,
 * 0 and anything below it become 0.
 */
export function normaliseQuantity(
  raw: unknown,
  options: QuantityOptions = {},
  direction: QuantityDirection = 'none',
): QuantityResult {
  const bounds = resolveQuantityBounds(options);
  const parsed = parseQuantity(raw);
  if (parsed === null) return result('', bounds);
  const rounding = direction === 'up' ? 'up' : direction === 'down' ? 'down' : 'nearest';
  // When no multiple of the step fits between min and max, the grid has nothing to offer: clamp only.
  const snapped = bounds.aligned ? onGrid(new Decimal(parsed), bounds.step, rounding).toNumber() : parsed;
  // Only a value that was below the lowest quantity may fall to the zero floor: rounding a valid
  // quantity down onto the grid must not turn it into "nothing ordered".
  if (bounds.zeroFloor && (parsed <= 0 || (snapped <= 0 && parsed < bounds.lowest))) return result(0, bounds);
  return result(Math.min(Math.max(snapped, bounds.lowest), bounds.highest), bounds);
}

/**
 * The plus and minus buttons: the next multiple of the step above (or below) the current value, kept
 * within the bounds. With the zero-floor option, minus from the lowest quantity goes to 0.
 */
export function stepQuantity(
  current: unknown,
  direction: 'up' | 'down',
  options: QuantityOptions = {},
): QuantityResult {
  const bounds = resolveQuantityBounds(options);
  const parsed = parseQuantity(current);
  if (parsed === null)
    return normaliseQuantity(direction === 'down' && bounds.zeroFloor ? 0 : bounds.lowest, options);
  if (direction === 'down' && bounds.zeroFloor && parsed <= bounds.lowest) return result(0, bounds);
  const value = new Decimal(parsed);
  const next =
    direction === 'up'
      ? onGrid(value, bounds.step, 'down').plus(bounds.step)
      : onGrid(value, bounds.step, 'up').minus(bounds.step);
  return normaliseQuantity(next.toNumber(), options, direction);
}

/** Spec 001 §5: wishlist quantities are saved as positive whole numbers; anything else becomes 1. */
export function normaliseWishlistQuantity(raw: unknown): number {
  const parsed = parseQuantity(raw);
  if (parsed === null) return 1;
  return Math.max(1, Math.round(Math.abs(parsed)));
}

/** Whether a submitted quantity is one the input could hold: a number within the bounds, on the step grid. */
export function isQuantityAllowed(quantity: unknown, options: QuantityOptions = {}): boolean {
  const parsed = parseQuantity(quantity);
  if (parsed === null) return false;
  const bounds = resolveQuantityBounds(options);
  if (bounds.zeroFloor && parsed === 0) return true;
  if (parsed < bounds.min || (bounds.max !== NO_QUANTITY_MAX && parsed > bounds.max)) return false;
  return !bounds.aligned || new Decimal(parsed).mod(bounds.step).isZero();
}
