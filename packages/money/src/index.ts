import { type Culture, formatCurrencyAmount } from '@vitrine/i18n';
import { type DecimalValue, Money } from './money';

export {
  type CurrencyCode,
  CurrencyMismatchError,
  currencyDigits,
  type DecimalValue,
  isCurrencyCode,
  Money,
  MoneyDecimal,
  roundToCurrency,
} from './money';
export { addTax, reTax, splitInclusive, type TaxSplit } from './tax';

/** The amount as a shopper of `culture` reads it: "12,30 €" in fr, "€ 12,30" in nl. */
export function formatMoney(money: Money, culture: Culture): string {
  return formatCurrencyAmount(money.toDecimal(), money.currency, culture);
}

/** A contract's amount (a JSON number in major units, with its currency code) as shown. */
export function formatPrice(amount: DecimalValue, currency: string, culture: Culture): string {
  return formatMoney(Money.parse(amount, currency), culture);
}
