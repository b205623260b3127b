import Decimal from 'decimal.js';

/**
 * Exact decimal arithmetic for everything that is not already whole minor units (rates, taxes,
 * conversions, amounts read from text). One rounding rule for the whole shop: half up.
 */
export const MoneyDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type DecimalValue = Decimal.Value;

/** ISO 4217 code, upper case: EUR, CHF, JPY … */
export type CurrencyCode = string;

const CURRENCY_CODE = /^[A-Z]{3}$/;
const digitsCache = new Map<string, number>();

/** The number of decimals of a currency's minor unit (EUR 2, JPY 0, KWD 3), from Intl's ISO data. */
export function currencyDigits(currency: CurrencyCode): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    assertCurrency(currency);
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits as number;
    digitsCache.set(currency, digits);
  }
  return digits;
}

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && CURRENCY_CODE.test(value);
}

function assertCurrency(currency: string): void {
  if (!isCurrencyCode(currency)) throw new RangeError(`Not an ISO 4217 currency code: ${currency}`);
}

/** Rounds a decimal amount to the currency's minor unit, half up (away from zero on .5). */
export function roundToCurrency(value: DecimalValue, currency: CurrencyCode): Decimal {
  return new MoneyDecimal(value).toDecimalPlaces(currencyDigits(currency), Decimal.ROUND_HALF_UP);
}

export class CurrencyMismatchError extends Error {
  constructor(a: CurrencyCode, b: CurrencyCode) {
    super(`Cannot combine amounts in ${a} and ${b}`);
    this.name = 'CurrencyMismatchError';
  }
}

/**
 * An amount of money: whole minor units (cents) with its currency, immutable. Sums, differences
 * and whole quantities stay exact integers; anything multiplied by a rate (tax, discount,
 * exchange) goes through decimal arithmetic and is rounded once, half up, to the minor unit.
 * Never build one from a float that is the result of arithmetic: read amounts with `parse`
 * (database numerics as text, wire numbers as written) and compute with the methods.
 */
export class Money {
  private constructor(
    /** Whole minor units: 1234 is 12.34 EUR. */
    readonly minor: number,
    readonly currency: CurrencyCode,
  ) {
    Object.freeze(this);
  }

  static ofMinor(minor: number, currency: CurrencyCode): Money {
    assertCurrency(currency);
    if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be a safe integer: ${minor}`);
    return new Money(minor === 0 ? 0 : minor, currency);
  }

  static zero(currency: CurrencyCode): Money {
    return Money.ofMinor(0, currency);
  }

  /**
   * An amount written in major units: a database numeric ("12.345"), a wire number (12.3) or a
   * decimal string. More decimals than the currency has are rounded half up.
   */
  static parse(value: DecimalValue, currency: CurrencyCode): Money {
    const decimal = new MoneyDecimal(value);
    if (!decimal.isFinite()) throw new RangeError(`Not an amount: ${String(value)}`);
    const digits = currencyDigits(currency);
    return Money.ofMinor(
      roundToCurrency(decimal, currency)
        .times(10 ** digits)
        .toNumber(),
      currency,
    );
  }

  /** The sum of the amounts, all in `currency` (zero for an empty list). */
  static sum(amounts: Iterable<Money>, currency: CurrencyCode): Money {
    let total = Money.zero(currency);
    for (const amount of amounts) total = total.plus(amount);
    return total;
  }

  static min(a: Money, b: Money): Money {
    return a.compare(b) <= 0 ? a : b;
  }

  static max(a: Money, b: Money): Money {
    return a.compare(b) >= 0 ? a : b;
  }

  plus(other: Money): Money {
    this.assertSameCurrency(other);
    return Money.ofMinor(this.minor + other.minor, this.currency);
  }

  minus(other: Money): Money {
    this.assertSameCurrency(other);
    return Money.ofMinor(this.minor - other.minor, this.currency);
  }

  /** A unit price times a whole quantity: exact. */
  times(quantity: number): Money {
    if (!Number.isInteger(quantity)) throw new RangeError(`A quantity must be whole: ${quantity}`);
    return Money.ofMinor(this.minor * quantity, this.currency);
  }

  /** Multiplied by any factor (a rate, a fractional quantity), rounded half up once. */
  multiply(factor: DecimalValue): Money {
    return Money.ofMinor(
      new MoneyDecimal(this.minor).times(factor).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber(),
      this.currency,
    );
  }

  /** `percent` % of this amount (21 → 21 %), rounded half up. */
  percentage(percent: DecimalValue): Money {
    return this.multiply(new MoneyDecimal(percent).dividedBy(100));
  }

  /** Divided by a factor, rounded half up once (a price without its tax: incl ÷ 1.21). */
  divide(divisor: DecimalValue): Money {
    const by = new MoneyDecimal(divisor);
    if (by.isZero()) throw new RangeError('Division of an amount by zero');
    return Money.ofMinor(
      new MoneyDecimal(this.minor).dividedBy(by).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber(),
      this.currency,
    );
  }

  /**
   * Splits this amount in proportion to the weights without losing or creating a cent: the
   * remainder goes, one minor unit each, to the largest fractional shares (a discount spread
   * over cart lines sums back to the discount).
   */
  allocate(weights: readonly DecimalValue[]): Money[] {
    if (!weights.length) throw new RangeError('Allocation needs at least one weight');
    const decimals = weights.map((weight) => new MoneyDecimal(weight));
    if (decimals.some((weight) => weight.isNegative())) throw new RangeError('Weights cannot be negative');
    const total = decimals.reduce((sum, weight) => sum.plus(weight), new MoneyDecimal(0));
    if (total.isZero()) return this.allocate(weights.map(() => 1));
    const sign = this.minor < 0 ? -1 : 1;
    const whole = Math.abs(this.minor);
    const exact = decimals.map((weight) => weight.times(whole).dividedBy(total));
    const shares = exact.map((share) => share.floor().toNumber());
    let remainder = whole - shares.reduce((sum, share) => sum + share, 0);
    const byFraction = exact
      .map((share, index) => ({ index, fraction: share.minus(share.floor()) }))
      .sort((a, b) => b.fraction.comparedTo(a.fraction) || a.index - b.index);
    for (const { index } of byFraction) {
      if (remainder <= 0) break;
      shares[index] = (shares[index] ?? 0) + 1;
      remainder -= 1;
    }
    return shares.map((share) => Money.ofMinor(sign * share, this.currency));
  }

  /** This amount in another currency at `rate` units of `to` per unit of this one, rounded half up. */
  convert(rate: DecimalValue, to: CurrencyCode): Money {
    const major = new MoneyDecimal(this.toDecimal()).times(rate);
    return Money.parse(major, to);
  }

  negate(): Money {
    return Money.ofMinor(-this.minor, this.currency);
  }

  abs(): Money {
    return this.minor < 0 ? this.negate() : this;
  }

  isZero(): boolean {
    return this.minor === 0;
  }

  isNegative(): boolean {
    return this.minor < 0;
  }

  isPositive(): boolean {
    return this.minor > 0;
  }

  compare(other: Money): -1 | 0 | 1 {
    this.assertSameCurrency(other);
    return this.minor < other.minor ? -1 : this.minor > other.minor ? 1 : 0;
  }

  equals(other: Money): boolean {
    return this.currency === other.currency && this.minor === other.minor;
  }

  /** "12.30": major units with the currency's decimals and a dot (database numerics, APIs). */
  toDecimal(): string {
    const digits = currencyDigits(this.currency);
    return new MoneyDecimal(this.minor).dividedBy(10 ** digits).toFixed(digits);
  }

  /**
   * The amount as a JSON number in major units (12.3), the shape the spec's contracts carry
   * (UnitPriceTaxIncl, PriceFrom …). For the wire only: compute with Money, never with this.
   */
  toNumber(): number {
    return Number(this.toDecimal());
  }

  toString(): string {
    return `${this.toDecimal()} ${this.currency}`;
  }

  private assertSameCurrency(other: Money): void {
    if (other.currency !== this.currency) throw new CurrencyMismatchError(this.currency, other.currency);
  }
}
