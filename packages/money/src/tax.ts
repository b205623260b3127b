import { type DecimalValue, type Money, MoneyDecimal } from './money';

export interface TaxSplit {
  readonly exclusive: Money;
  readonly tax: Money;
  readonly inclusive: Money;
}

const factor = (ratePercent: DecimalValue) => new MoneyDecimal(ratePercent).dividedBy(100).plus(1);

/**
 * A tax-inclusive price taken apart at `ratePercent` (21 for 21 %): the exclusive part is rounded
 * once, half up, and the tax is the difference, so the two always add up to the price shown.
 */
export function splitInclusive(inclusive: Money, ratePercent: DecimalValue): TaxSplit {
  const exclusive = inclusive.divide(factor(ratePercent));
  return { exclusive, tax: inclusive.minus(exclusive), inclusive };
}

/** A tax-exclusive price with its tax at `ratePercent` added (tax rounded once, half up). */
export function addTax(exclusive: Money, ratePercent: DecimalValue): TaxSplit {
  const tax = exclusive.percentage(ratePercent);
  return { exclusive, tax, inclusive: exclusive.plus(tax) };
}

/**
 * The same inclusive price moved from one tax rate to another (a price list kept with the home
 * country's VAT, shown with the shopper's country's VAT): through the exclusive price.
 */
export function reTax(inclusive: Money, fromPercent: DecimalValue, toPercent: DecimalValue): Money {
  if (new MoneyDecimal(fromPercent).equals(toPercent)) return inclusive;
  return addTax(splitInclusive(inclusive, fromPercent).exclusive, toPercent).inclusive;
}
