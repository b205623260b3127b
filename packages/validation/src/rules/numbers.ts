import Decimal from 'decimal.js';
import { isBlank, toNumber, toText } from '../values';
import type { Bounds, Flag } from './types';

/** Spec 000 §5 "number": digits with an optional single dot or comma separator ("12", "12.5", "12,5"). */
export function number(value: unknown, _param?: Flag): boolean {
  if (isBlank(value)) return true;
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0;
  return /^\d+(?:[.,]\d+)?$/.test(toText(value).trim());
}

export function digits(value: unknown, _param?: Flag): boolean {
  return isBlank(value) || /^\d+$/.test(toText(value).trim());
}

export function integer(value: unknown, _param?: Flag): boolean {
  if (isBlank(value)) return true;
  if (typeof value === 'number') return Number.isInteger(value);
  return /^-?\d+$/.test(toText(value).trim());
}

function compareNumber(value: unknown, test: (n: number) => boolean): boolean {
  if (isBlank(value)) return true;
  const n = toNumber(value);
  return n !== null && test(n);
}

export function min(value: unknown, bound: number): boolean {
  return compareNumber(value, (n) => n >= bound);
}

export function max(value: unknown, bound: number): boolean {
  return compareNumber(value, (n) => n <= bound);
}

export function range(value: unknown, [low, high]: Bounds): boolean {
  return compareNumber(value, (n) => n >= low && n <= high);
}

/** The value as an exact decimal, read from its text so "0.3" stays 0.3 and not 0.299999…. */
export function toDecimal(value: unknown): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  if (toNumber(value) === null) return null;
  return new Decimal(toText(value).trim().replace(',', '.'));
}

/** A multiple of the step counted from 0, as HTML's `step` and jQuery's `step` rule, without float drift. */
export function step(value: unknown, size: number): boolean {
  if (isBlank(value)) return true;
  const n = toDecimal(value);
  if (n === null || !(size > 0)) return false;
  return n.mod(size).isZero();
}

function escapeClassCharacters(text: string): string {
  return text.replace(/[\\\]^-]/g, '\\$&');
}

/**
 * jQuery's `currency`: `"$"` or `["$", true]` requires one of the symbols in front, `["$", false]` makes it
 * optional; several symbols are written "$,£,¢". Amounts use a dot for decimals and commas for thousands.
 */
export function currency(value: unknown, param: string | readonly [string, boolean]): boolean {
  if (isBlank(value)) return true;
  const symbols = escapeClassCharacters((typeof param === 'string' ? param : param[0]).replace(/,/g, ''));
  const symbolRequired = typeof param === 'string' ? true : param[1];
  const prefix = symbols === '' ? '' : `[${symbols}]${symbolRequired ? '' : '?'}`;
  const amount = new RegExp(
    `^${prefix}([1-9]{1}[0-9]{0,2}(\\,[0-9]{3})*(\\.[0-9]{0,2})?|[1-9]{1}[0-9]{0,}(\\.[0-9]{0,2})?|0(\\.[0-9]{0,2})?|(\\.[0-9]{1,2})?)$`,
  );
  return amount.test(toText(value).trim());
}
