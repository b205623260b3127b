import Decimal from 'decimal.js';
import { REFUND_AMOUNT_DECIMALS, REFUND_DECIMAL_SEPARATOR } from './limits';

/**
 * Refund arithmetic of spec 001 §5: line amount = unit price including tax × quantity, rounded to 2
 * decimals; the total is the sum of the rounded line amounts, the count the sum of the quantities.
 * Decimal arithmetic throughout, so 19.99 × 3 is 59.97 and not 59.970000000000006.
 */
const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Money = InstanceType<typeof Money>;

export type AmountInput = number | string;

/**
 * Reads an amount written as page data or typed: "19.99", "19,99", "1 234,50", "1.234,50", "€ 12,30".
 * The last dot or comma is the decimal separator; other separators group thousands.
 */
export function parseAmount(input: AmountInput): Money {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new RangeError(`Not an amount: ${input}`);
    return new Money(input);
  }
  const cleaned = input.replace(/[^\d.,+-]/g, '');
  const separator = Math.max(cleaned.lastIndexOf('.'), cleaned.lastIndexOf(','));
  const groupedOnly = separator >= 0 && /^[+-]?\d{1,3}([.,]\d{3}){2,}$/.test(cleaned);
  const normalised =
    separator < 0 || groupedOnly
      ? cleaned.replace(/[.,]/g, '')
      : `${cleaned.slice(0, separator).replace(/[.,]/g, '')}.${cleaned.slice(separator + 1)}`;
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(normalised)) throw new RangeError(`Not an amount: ${input}`);
  return new Money(normalised);
}

/** "12,30": fixed decimals with a decimal comma and no grouping, as the refund page shows amounts. */
export function formatDecimalComma(amount: Decimal.Value, decimals = REFUND_AMOUNT_DECIMALS): string {
  const fixed = new Money(amount).toFixed(decimals, Decimal.ROUND_HALF_UP);
  return fixed.replace('.', REFUND_DECIMAL_SEPARATOR);
}

export interface RefundLineInput {
  readonly unitPriceInclTax: AmountInput;
  readonly quantity: AmountInput;
}

export interface RefundLineAmount {
  readonly quantity: number;
  /** The line amount with a dot, for arithmetic and APIs: "59.97". */
  readonly amount: string;
  /** The line amount as shown: "59,97". */
  readonly display: string;
}

export interface RefundTotals {
  readonly lines: readonly RefundLineAmount[];
  readonly totalAmount: string;
  readonly totalAmountDisplay: string;
  readonly totalQuantity: number;
}

function lineAmount(input: RefundLineInput): { quantity: Money; amount: Money } {
  const quantity = parseAmount(input.quantity);
  if (quantity.isNegative())
    throw new RangeError(`A refunded quantity cannot be negative: ${input.quantity}`);
  const amount = parseAmount(input.unitPriceInclTax)
    .times(quantity)
    .toDecimalPlaces(REFUND_AMOUNT_DECIMALS, Decimal.ROUND_HALF_UP);
  return { quantity, amount };
}

export function computeRefundLine(input: RefundLineInput): RefundLineAmount {
  const { quantity, amount } = lineAmount(input);
  return {
    quantity: quantity.toNumber(),
    amount: amount.toFixed(REFUND_AMOUNT_DECIMALS),
    display: formatDecimalComma(amount),
  };
}

/** The refunded amount of one line as shown: `refundLineAmount(4.1, 3)` is "12,30". */
export function refundLineAmount(unitPriceInclTax: AmountInput, quantity: AmountInput): string {
  return computeRefundLine({ unitPriceInclTax, quantity }).display;
}

export function computeRefundTotals(lines: readonly RefundLineInput[]): RefundTotals {
  let totalAmount = new Money(0);
  let totalQuantity = new Money(0);
  const computed = lines.map((line) => {
    const { quantity, amount } = lineAmount(line);
    totalAmount = totalAmount.plus(amount);
    totalQuantity = totalQuantity.plus(quantity);
    return {
      quantity: quantity.toNumber(),
      amount: amount.toFixed(REFUND_AMOUNT_DECIMALS),
      display: formatDecimalComma(amount),
    };
  });
  return {
    lines: computed,
    totalAmount: totalAmount.toFixed(REFUND_AMOUNT_DECIMALS),
    totalAmountDisplay: formatDecimalComma(totalAmount),
    totalQuantity: totalQuantity.toNumber(),
  };
}
