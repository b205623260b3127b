import { describe, expect, it } from 'vitest';
import { currency, digits, integer, max, min, number, range, step } from './numbers';

describe('number (spec 000 §5: digits with one optional dot or comma)', () => {
  it.each<[unknown, boolean]>([
    ['12', true],
    ['12.5', true],
    ['12,5', true],
    ['0,25', true],
    [' 7 ', true],
    [42, true],
    ['', true],
    [undefined, true],
    ['12.5.1', false],
    ['12,5,1', false],
    ['1.234,5', false],
    ['.5', false],
    ['5.', false],
    ['-3', false],
    ['1e3', false],
    ['abc', false],
    [Number.POSITIVE_INFINITY, false],
  ])('%j → %s', (value, expected) => expect(number(value)).toBe(expected));
});

describe('digits and integer', () => {
  it.each<[unknown, boolean, boolean]>([
    ['123', true, true],
    ['-123', false, true],
    ['12.3', false, false],
    ['12a', false, false],
    [7, true, true],
    [7.5, false, false],
    ['', true, true],
  ])('%j → digits %s, integer %s', (value, expectedDigits, expectedInteger) => {
    expect(digits(value)).toBe(expectedDigits);
    expect(integer(value)).toBe(expectedInteger);
  });
});

describe('min, max, range', () => {
  it.each<[unknown, boolean, boolean, boolean]>([
    // value, min 5, max 10, range [5, 10]
    ['5', true, true, true],
    ['10', true, true, true],
    ['4.99', false, true, false],
    ['10,01', true, false, false],
    [7, true, true, true],
    ['abc', false, false, false],
    ['', true, true, true],
  ])('%j', (value, expectedMin, expectedMax, expectedRange) => {
    expect(min(value, 5)).toBe(expectedMin);
    expect(max(value, 10)).toBe(expectedMax);
    expect(range(value, [5, 10])).toBe(expectedRange);
  });
});

describe('step (multiples counted from 0, exact decimals)', () => {
  it.each<[unknown, number, boolean]>([
    ['6', 3, true],
    ['7', 3, false],
    ['0.3', 0.1, true],
    [0.3, 0.1, true],
    ['0,35', 0.1, false],
    ['1.5', 0.5, true],
    ['0', 5, true],
    ['-10', 5, true],
    ['', 3, true],
    ['abc', 3, false],
  ])('%j step %d → %s', (value, size, expected) => expect(step(value, size)).toBe(expected));
});

describe('currency', () => {
  it.each<[string, string | readonly [string, boolean], boolean]>([
    ['$1,000.00', '$', true],
    ['$1000', '$', true],
    ['$0.5', '$', true],
    ['1000', '$', false],
    ['1000', ['$', false], true],
    ['£12.34', '$,£,¢', true],
    ['€12.34', '$,£,¢', false],
    ['$1,00.00', '$', false],
    ['$12.345', '$', false],
    ['', '$', true],
  ])('%j with %j → %s', (value, param, expected) => expect(currency(value, param)).toBe(expected));
});
