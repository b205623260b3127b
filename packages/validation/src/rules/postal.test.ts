import { describe, expect, it } from 'vitest';
import {
  postalCodeCA,
  postalcodeBR,
  postalcodeIT,
  postalcodeNL,
  postcodeUK,
  stateUS,
  zipcodeUS,
  ziprange,
} from './postal';

type Case = readonly [string, boolean];

const table: Record<string, { rule: (value: unknown) => boolean; cases: readonly Case[] }> = {
  postcodeUK: {
    rule: postcodeUK,
    cases: [
      ['EC1A 1BB', true],
      ['W1A 0AX', true],
      ['M1 1AE', true],
      ['DN55 1PT', true],
      ['ec1a1bb', true],
      ['GIR 0AA', true],
      ['Q1 1AA', false],
      ['EC1A 1CB', false],
      ['12345', false],
    ],
  },
  postalcodeNL: {
    rule: postalcodeNL,
    cases: [
      ['1234 AB', true],
      ['1234ab', true],
      ['0123 AB', false],
      ['1234 A', false],
      ['12345', false],
    ],
  },
  postalcodeIT: {
    rule: postalcodeIT,
    cases: [
      ['00100', true],
      ['20121', true],
      ['2012', false],
      ['201211', false],
    ],
  },
  postalcodeBR: {
    rule: postalcodeBR,
    cases: [
      ['12345-678', true],
      ['12.345-678', true],
      ['12345678', true],
      ['1234-567', false],
      ['12.345678', false],
    ],
  },
  postalCodeCA: {
    rule: postalCodeCA,
    cases: [
      ['H0H 0H0', true],
      ['K1A0B1', true],
      ['k1a 0b1', true],
      ['D1A 0B1', false],
      ['W1A 0B1', false],
      ['K1A 0B', false],
    ],
  },
  zipcodeUS: {
    rule: zipcodeUS,
    cases: [
      ['12345', true],
      ['12345-6789', true],
      ['1234', false],
      ['12345-678', false],
      ['123456', false],
    ],
  },
  ziprange: {
    rule: ziprange,
    cases: [
      ['90210-1234', true],
      ['90599-0001', true],
      ['90612-1234', false],
      ['90210', false],
    ],
  },
};

describe.each(Object.entries(table))('%s', (_name, { rule, cases }) => {
  it.each(cases)('%j → %s', (value, expected) => expect(rule(value)).toBe(expected));

  it('lets empty values pass', () => expect(rule('')).toBe(true));
});

describe('stateUS', () => {
  it.each<[string, Parameters<typeof stateUS>[1], boolean]>([
    ['CA', undefined, true],
    ['ny', undefined, true],
    ['ny', { caseSensitive: true }, false],
    ['PR', undefined, false],
    ['PR', { includeTerritories: true }, true],
    ['AA', undefined, false],
    ['AA', { includeMilitary: true }, true],
    ['GU', { includeTerritories: true, includeMilitary: true }, true],
    ['XX', { includeTerritories: true, includeMilitary: true }, false],
    ['', undefined, true],
  ])('%j with %j → %s', (value, options, expected) => expect(stateUS(value, options)).toBe(expected));
});
