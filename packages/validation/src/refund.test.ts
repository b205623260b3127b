import { describe, expect, it } from 'vitest';
import {
  computeRefundLine,
  computeRefundTotals,
  formatDecimalComma,
  parseAmount,
  refundLineAmount,
} from './refund';

describe('refund line amounts (spec 001 §5)', () => {
  it.each<[number | string, number | string, string]>([
    [4.1, 3, '12,30'],
    [0.1, 3, '0,30'],
    [19.99, 3, '59,97'],
    [1.15, 3, '3,45'],
    [0.07, 7, '0,49'],
    ['19,99', '3', '59,97'],
    ['1 234,50', 2, '2469,00'],
    ['1.234,50', 1, '1234,50'],
    ['€ 12,30', 1, '12,30'],
    [2.675, 1, '2,68'],
    [1.005, 1, '1,01'],
    [9.99, 0, '0,00'],
    [33.333, 3, '100,00'],
  ])('%j × %j = %s', (price, quantity, expected) => expect(refundLineAmount(price, quantity)).toBe(expected));

  it('shows what float arithmetic gets wrong', () => {
    expect(0.1 * 3).not.toBe(0.3);
    expect((2.675).toFixed(2)).toBe('2.67');
    expect(0.07 * 7).not.toBe(0.49);
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(computeRefundLine({ unitPriceInclTax: 0.1, quantity: 3 })).toEqual({
      quantity: 3,
      amount: '0.30',
      display: '0,30',
    });
  });

  it('refuses what is not an amount or a negative quantity', () => {
    expect(() => refundLineAmount('abc', 1)).toThrow(RangeError);
    expect(() => refundLineAmount('', 1)).toThrow(RangeError);
    expect(() => refundLineAmount(Number.NaN, 1)).toThrow(RangeError);
    expect(() => refundLineAmount(10, -1)).toThrow(RangeError);
  });
});

describe('refund totals', () => {
  it('sums the rounded line amounts and the quantities', () => {
    const totals = computeRefundTotals([
      { unitPriceInclTax: 19.99, quantity: 3 },
      { unitPriceInclTax: 0.1, quantity: 3 },
      { unitPriceInclTax: '4,10', quantity: 1 },
    ]);
    expect(totals.lines.map((line) => line.display)).toEqual(['59,97', '0,30', '4,10']);
    expect(totals.totalAmountDisplay).toBe('64,37');
    expect(totals.totalAmount).toBe('64.37');
    expect(totals.totalQuantity).toBe(7);
  });

  it('stays exact over many lines where floats drift', () => {
    const lines = Array.from({ length: 1000 }, () => ({ unitPriceInclTax: 0.1, quantity: 1 }));
    const floatTotal = lines.reduce((sum, line) => sum + line.unitPriceInclTax * line.quantity, 0);
    expect(floatTotal).not.toBe(100);
    const totals = computeRefundTotals(lines);
    expect(totals.totalAmountDisplay).toBe('100,00');
    expect(totals.totalQuantity).toBe(1000);
  });

  it('adds amounts in cents exactly for every price and quantity', () => {
    for (let cents = 1; cents <= 2000; cents += 7) {
      for (const quantity of [1, 3, 7, 12]) {
        const expected = cents * quantity;
        const display = refundLineAmount(cents / 100, quantity);
        expect(display).toBe(`${Math.floor(expected / 100)},${String(expected % 100).padStart(2, '0')}`);
      }
    }
  });

  it('is empty for no lines', () => {
    expect(computeRefundTotals([])).toEqual({
      lines: [],
      totalAmount: '0.00',
      totalAmountDisplay: '0,00',
      totalQuantity: 0,
    });
  });
});

describe('amount helpers', () => {
  it.each<[number | string, string]>([
    ['12.30', '12.3'],
    ['12,30', '12.3'],
    ['1.234.567', '1234567'],
    ['1,234', '1.234'],
    ['-3,5', '-3.5'],
  ])('parseAmount(%j) = %s', (input, expected) => expect(parseAmount(input).toString()).toBe(expected));

  it('formats with a decimal comma and fixed decimals', () => {
    expect(formatDecimalComma('12.3')).toBe('12,30');
    expect(formatDecimalComma(0)).toBe('0,00');
    expect(formatDecimalComma('2.345')).toBe('2,35');
  });
});
