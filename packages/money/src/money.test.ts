import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addTax,
  CurrencyMismatchError,
  currencyDigits,
  formatMoney,
  formatPrice,
  Money,
  reTax,
  splitInclusive,
} from './index';

const eur = (value: string | number) => Money.parse(value, 'EUR');
const cents = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });

describe('Money', () => {
  it('reads database numerics and wire numbers exactly, rounding extra decimals half up', () => {
    expect(eur('19.99').minor).toBe(1999);
    expect(eur(0.1).plus(eur(0.2)).toDecimal()).toBe('0.30');
    expect(eur('12.345').toDecimal()).toBe('12.35');
    expect(eur('12.344').toDecimal()).toBe('12.34');
    expect(eur('-12.345').toDecimal()).toBe('-12.35');
    expect(Money.parse('1234', 'JPY').minor).toBe(1234);
    expect(Money.parse('1.2345', 'KWD').toDecimal()).toBe('1.235');
  });

  it('knows each currency’s minor unit', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
  });

  it('refuses what is not an amount or not a currency', () => {
    expect(() => eur('abc')).toThrow();
    expect(() => eur(Number.NaN)).toThrow(RangeError);
    expect(() => Money.ofMinor(1.5, 'EUR')).toThrow(RangeError);
    expect(() => Money.zero('eur')).toThrow(RangeError);
    expect(() => eur(1).times(1.5)).toThrow(RangeError);
    expect(() => eur(1).divide(0)).toThrow(RangeError);
  });

  it('never adds or compares amounts of two currencies', () => {
    expect(() => eur(1).plus(Money.parse(1, 'CHF'))).toThrow(CurrencyMismatchError);
    expect(() => eur(1).compare(Money.parse(1, 'CHF'))).toThrow(CurrencyMismatchError);
  });

  it('multiplies unit prices by quantities exactly: 19.99 × 3 is 59.97', () => {
    expect(eur('19.99').times(3).toDecimal()).toBe('59.97');
    expect(eur(0.1).times(3).toNumber()).toBe(0.3);
  });

  it('rounds rates half up once: 21 % of 0.50 is 0.11, 10 % of 0.05 is 0.01', () => {
    expect(eur('0.50').percentage(21).toDecimal()).toBe('0.11');
    expect(eur('0.05').percentage(10).toDecimal()).toBe('0.01');
    expect(eur('0.04').percentage(10).toDecimal()).toBe('0.00');
  });

  it('allocates without losing or creating a cent', () => {
    expect(
      eur('10.00')
        .allocate([1, 1, 1])
        .map((m) => m.toDecimal()),
    ).toEqual(['3.34', '3.33', '3.33']);
    expect(
      eur('-0.05')
        .allocate([1, 1])
        .map((m) => m.toDecimal()),
    ).toEqual(['-0.03', '-0.02']);
    fc.assert(
      fc.property(
        cents,
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 12 }),
        (minor, weights) => {
          const amount = Money.ofMinor(minor, 'EUR');
          const parts = amount.allocate(weights);
          expect(parts).toHaveLength(weights.length);
          expect(Money.sum(parts, 'EUR').equals(amount)).toBe(true);
        },
      ),
    );
  });

  it('keeps sums exact and associative whatever the order', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 50 }), (values) => {
        const amounts = values.map((minor) => Money.ofMinor(minor, 'EUR'));
        const forward = Money.sum(amounts, 'EUR');
        const backward = Money.sum([...amounts].reverse(), 'EUR');
        expect(forward.equals(backward)).toBe(true);
        expect(forward.minor).toBe(values.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it('converts between currencies at a rate, rounded to the target’s minor unit', () => {
    expect(eur('10.00').convert('1.0837', 'USD').toString()).toBe('10.84 USD');
    expect(eur('10.00').convert('162.35', 'JPY').toString()).toBe('1624 JPY');
  });

  it('orders amounts and finds the smaller and larger', () => {
    expect(eur(1).compare(eur(2))).toBe(-1);
    expect(Money.min(eur(1), eur(2)).toDecimal()).toBe('1.00');
    expect(Money.max(eur(1), eur(2)).toDecimal()).toBe('2.00');
    expect(eur(-1).abs().equals(eur(1))).toBe(true);
    expect(eur(0).isZero() && eur(-1).isNegative() && eur(1).isPositive()).toBe(true);
  });
});

describe('taxes', () => {
  it('takes a tax-inclusive price apart so that the parts add up to the price', () => {
    const split = splitInclusive(eur('121.00'), 21);
    expect([split.exclusive.toDecimal(), split.tax.toDecimal()]).toEqual(['100.00', '21.00']);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom(0, 6, 9, 10, 19, 20, 21, 22, 23),
        (minor, rate) => {
          const { exclusive, tax, inclusive } = splitInclusive(Money.ofMinor(minor, 'EUR'), rate);
          expect(exclusive.plus(tax).equals(inclusive)).toBe(true);
        },
      ),
    );
  });

  it('adds a tax to an exclusive price, and moves a price from one rate to another', () => {
    expect(addTax(eur('9.99'), 21).inclusive.toDecimal()).toBe('12.09');
    expect(reTax(eur('121.00'), 21, 6).toDecimal()).toBe('106.00');
    expect(reTax(eur('12.09'), 21, 21).toDecimal()).toBe('12.09');
  });
});

describe('formatting per culture', () => {
  it('formats with the culture’s separators and symbol position', () => {
    const nbsp = /[\u00a0\u202f]/g;
    expect(formatMoney(eur('1234.5'), 'fr').replace(nbsp, ' ')).toBe('1 234,50 €');
    expect(formatMoney(eur('1234.5'), 'de').replace(nbsp, ' ')).toBe('1.234,50 €');
    expect(formatMoney(eur('1234.5'), 'nl').replace(nbsp, ' ')).toBe('€ 1.234,50');
    expect(formatPrice(0.3, 'EUR', 'fr').replace(nbsp, ' ')).toBe('0,30 €');
  });

  it('formats large amounts without a float on the way', () => {
    expect(formatMoney(Money.parse('9007199254740.99', 'EUR'), 'de').replace(/[\u00a0\u202f]/g, ' ')).toBe(
      '9.007.199.254.740,99 €',
    );
  });
});
