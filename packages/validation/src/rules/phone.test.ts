import { describe, expect, it } from 'vitest';
import { mobileNL, mobileRU, mobileUK, phoneNL, phonePL, phonesUK, phoneUK, phoneUS } from './phone';

type Case = readonly [string, boolean];

const table: Record<string, { rule: (value: unknown) => boolean; cases: readonly Case[] }> = {
  phoneUS: {
    rule: phoneUS,
    cases: [
      ['1(212)-999-2345', true],
      ['212 999 2344', true],
      ['212-999-0983', true],
      ['+1 212 999 2344', true],
      ['111-123-5434', false],
      ['212 123 4567', false],
      ['911-555-1234', false],
      ['212-999-098', false],
    ],
  },
  phoneUK: {
    rule: phoneUK,
    cases: [
      ['0117 333 5555', true],
      ['0121 555 5555', true],
      ['(0117) 333 5555', true],
      ['+44 117 333 5555', true],
      ['0044 20 3000 5555', true],
      ['07222 555555', true],
      ['0117 333', false],
      ['+33 1 23 45 67 89', false],
    ],
  },
  mobileUK: {
    rule: mobileUK,
    cases: [
      ['07722 555555', true],
      ['+44 7722 555 555', true],
      ['07222 555555', false],
      ['07624 555555', true],
      ['0117 333 5555', false],
      ['07022 555555', false],
      ['07222 5555', false],
    ],
  },
  phonesUK: {
    rule: phonesUK,
    cases: [
      ['0117 333 5555', true],
      ['020 3000 5555', true],
      ['07922 555555', true],
      ['0800 555 5555', false],
      ['0900 555 5555', false],
    ],
  },
  phoneNL: {
    rule: phoneNL,
    cases: [
      ['0701234567', true],
      ['070-1234567', true],
      ['+31701234567', true],
      ['+31 70 1234567', true],
      ['+31(0)701234567', true],
      ['0031 70 1234567', true],
      ['070123456', false],
      ['0012345678', false],
    ],
  },
  mobileNL: {
    rule: mobileNL,
    cases: [
      ['0612345678', true],
      ['06-12345678', true],
      ['+31612345678', true],
      ['+31 6 12345678', true],
      ['0701234567', false],
      ['061234567', false],
    ],
  },
  phonePL: {
    rule: phonePL,
    cases: [
      ['+48 123 456 789', true],
      ['501 234 567', true],
      ['(+48)221234567', true],
      ['301234567', false],
      ['12345678', false],
    ],
  },
  mobileRU: {
    rule: mobileRU,
    cases: [
      ['+7 (999) 123-45-67', true],
      ['89991234567', true],
      ['79991234567', true],
      ['+7 999 123 45 6', false],
      ['99991234567', false],
    ],
  },
};

describe.each(Object.entries(table))('%s', (_name, { rule, cases }) => {
  it.each(cases)('%j → %s', (value, expected) => expect(rule(value)).toBe(expected));

  it('lets empty values pass', () => expect(rule('')).toBe(true));
});
