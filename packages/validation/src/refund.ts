import { type CurrencyCode, Money, MoneyDecimal } from '@vitrine/money';
import Decimal from 'decimal.js';
import { REFUND_AMOUNT_DECIMALS, REFUND_DECIMAL_SEPARATOR } from './limits';

/**
 * Refund arithmetic of spec 001 §5: line amount = unit price including tax × quantity, rounded to 2
 * decimals; the total is the sum of the rounded line amounts, the count the sum of the quantities.
 * Computed with @vitrine/money, so 19.99 × 3 is 59.97 and not 59.970000000000006.
 */
type Quantity = InstanceType<typeof MoneyDecimal>;

/** The refund page shows the order's currency; the spec's 2 decimals are the euro's. */
const REFUND_CURRENCY: CurrencyCode = 'EUR';

export type AmountInput = number | string;

/**
 * Reads an amount written as page data or typed: "19.99", "19,99", "1 234,50", "1.234,50", "€ 12,30".
 * The last dot or comma is the decimal separator; other separators group thousands.
 */
export function parseAmount(input: AmountInput): Quantity {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new RangeError(`Not an amount: ${input}`);
    return new MoneyDecimal(input);
  }
  const cleaned = input.replace(/[^\d.,+-]/g, '');
  const separator = Math.max(cleaned.lastIndexOf('.'), cleaned.lastIndexOf(','));
  const groupedOnly = separator >= 0 && /^[+-]?\d{1,3}([.,]\d{3}){2,}$/.test(cleaned);
  const normalised =
    separator < 0 || groupedOnly
      ? cleaned.replace(/[.,]/g, '')
      : `${cleaned.slice(0, separator).replace(/[.,]/g, '')}.${cleaned.slice(separator + 1)}`;
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(normalised)) throw new RangeError(`Not an amount: ${input}`);
  return new MoneyDecimal(normalised);
}

/** "12,30": fixed decimals with a decimal comma and no grouping, as the refund page shows amounts. */
export function formatDecimalComma(amount: Decimal.Value, decimals = REFUND_AMOUNT_DECIMALS): string {
  const fixed = new MoneyDecimal(amount).toFixed(decimals, Decimal.ROUND_HALF_UP);
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

function lineAmount(input: RefundLineInput, currency: CurrencyCode): { quantity: Quantity; amount: Money } {
  const quantity = parseAmount(input.quantity);
  if (quantity.isNegative())
    throw new RangeError(`A refunded quantity cannot be negative: ${input.quantity}`);
  // A unit price may carry more decimals than the currency (33.333): only the line is rounded.
  const amount = Money.parse(parseAmount(input.unitPriceInclTax).times(quantity), currency);
  return { quantity, amount };
}

const shown = (amount: Money): RefundLineAmount['display'] => formatDecimalComma(amount.toDecimal());

export function computeRefundLine(input: RefundLineInput, currency = REFUND_CURRENCY): RefundLineAmount {
  const { quantity, amount } = lineAmount(input, currency);
  return { quantity: quantity.toNumber(), amount: amount.toDecimal(), display: shown(amount) };
}

/** The refunded amount of one line as shown: `refundLineAmount(4.1, 3)` is "12,30". */
export function refundLineAmount(
  unitPriceInclTax: AmountInput,
  quantity: AmountInput,
  currency = REFUND_CURRENCY,
): string {
  return computeRefundLine({ unitPriceInclTax, quantity }, currency).display;
}

export function computeRefundTotals(
  lines: readonly RefundLineInput[],
  currency = REFUND_CURRENCY,
): RefundTotals {
  let totalQuantity = new MoneyDecimal(0);
  const computed = lines.map((line) => {
    const { quantity, amount } = lineAmount(line, currency);
    totalQuantity = totalQuantity.plus(quantity);
    return { quantity: quantity.toNumber(), amount, display: shown(amount) };
  });
  const totalAmount = Money.sum(
    computed.map((line) => line.amount),
    currency,
  );
  return {
    lines: computed.map((line) => ({ ...line, amount: line.amount.toDecimal() })),
    totalAmount: totalAmount.toDecimal(),
    totalAmountDisplay: shown(totalAmount),
    totalQuantity: totalQuantity.toNumber(),
  };
}
