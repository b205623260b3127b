import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isQuantityAllowed,
  normaliseQuantity,
  normaliseWishlistQuantity,
  type QuantityDirection,
  type QuantityOptions,
  resolveQuantityBounds,
  stepQuantity,
} from './quantity';

describe('normaliseQuantity (spec 001 §5)', () => {
  it.each<[unknown, QuantityOptions, QuantityDirection, number | '', boolean]>([
    // raw, options, direction, expected value, expected change event
    ['3', {}, 'none', 3, true],
    [' 4 ', {}, 'none', 4, true],
    [5, {}, 'none', 5, true],
    ['', {}, 'none', '', false],
    ['abc', {}, 'none', '', false],
    ['1e3', {}, 'none', '', false],
    [Number.NaN, {}, 'none', '', false],
    [null, {}, 'none', '', false],
    ['0', {}, 'none', 1, true],
    ['-5', {}, 'none', 1, true],
    ['0', { min: 3 }, 'none', 3, true],
    ['12', { max: 10 }, 'none', 10, true],
    ['1000', { max: 0 }, 'none', 1000, true],
    ['1000', { max: null }, 'none', 1000, true],
    ['2.5', {}, 'none', 3, true],
    ['2,4', {}, 'none', 2, true],
    ['7', { step: 6 }, 'none', 6, true],
    ['9', { step: 6 }, 'none', 12, true],
    ['7', { step: 6 }, 'up', 12, true],
    ['11', { step: 6 }, 'down', 6, true],
    ['2', { step: 6 }, 'none', 6, true],
    ['20', { step: 6, max: 20 }, 'none', 18, true],
    ['19', { step: 6, max: 20 }, 'up', 18, true],
    ['1,3', { step: 0.5 }, 'none', 1.5, true],
    ['0.3', { step: 0.1, min: 0.1 }, 'none', 0.3, true],
    ['3', { min: 3, max: 4, step: 5 }, 'none', 3, true],
    ['9', { min: 3, max: 4, step: 5 }, 'up', 4, true],
    ['0', { zeroFloor: true }, 'none', 0, false],
    ['-3', { zeroFloor: true }, 'none', 0, false],
    ['0.2', { zeroFloor: true }, 'none', 0, false],
    ['3', { zeroFloor: true }, 'none', 3, true],
    ['2', { zeroFloor: true, min: 5 }, 'none', 5, true],
  ])('%j with %j going %s → %j', (raw, options, direction, value, emits) => {
    const result = normaliseQuantity(raw, options, direction);
    expect(result.value).toBe(value);
    expect(result.shouldEmitChange).toBe(emits);
  });

  it('shows 0 in the number input for a non-number', () => {
    expect(normaliseQuantity('abc').displayValue).toBe('0');
    expect(normaliseQuantity('').displayValue).toBe('0');
    expect(normaliseQuantity('0.3', { step: 0.1, min: 0 }).displayValue).toBe('0.3');
    expect(normaliseQuantity('12').displayValue).toBe('12');
  });

  it('disables minus at 0 with the zero floor, and at the lowest quantity without it', () => {
    expect(normaliseQuantity('0', { zeroFloor: true }).minusDisabled).toBe(true);
    expect(normaliseQuantity('1', { zeroFloor: true }).minusDisabled).toBe(false);
    expect(normaliseQuantity('1').minusDisabled).toBe(true);
    expect(normaliseQuantity('2').minusDisabled).toBe(false);
  });

  it('disables plus at the highest quantity', () => {
    expect(normaliseQuantity('10', { max: 10 }).plusDisabled).toBe(true);
    expect(normaliseQuantity('9', { max: 10 }).plusDisabled).toBe(false);
    expect(normaliseQuantity('99999').plusDisabled).toBe(false);
  });

  it('reads data attributes given as text and falls back to the defaults', () => {
    expect(resolveQuantityBounds({ min: '2', max: '0', step: '3' })).toMatchObject({
      min: 2,
      max: 0,
      step: 3,
      lowest: 3,
      highest: 999_999_999,
    });
    expect(resolveQuantityBounds({ min: 'abc', step: '0', max: '-4' })).toMatchObject({
      min: 1,
      max: 0,
      step: 1,
    });
    expect(resolveQuantityBounds({ min: 5, max: 2 })).toMatchObject({ min: 5, max: 5 });
  });
});

describe('stepQuantity (the plus and minus buttons)', () => {
  it.each<[unknown, 'up' | 'down', QuantityOptions, number | '']>([
    ['1', 'up', {}, 2],
    ['2', 'down', {}, 1],
    ['1', 'down', {}, 1],
    ['10', 'up', { max: 10 }, 10],
    ['7', 'up', { step: 6 }, 12],
    ['7', 'down', { step: 6 }, 6],
    ['6', 'up', { step: 6 }, 12],
    ['12', 'down', { step: 6 }, 6],
    ['6', 'down', { step: 6 }, 6],
    ['1', 'down', { zeroFloor: true }, 0],
    ['0', 'down', { zeroFloor: true }, 0],
    ['0', 'up', { zeroFloor: true }, 1],
    ['0', 'up', { zeroFloor: true, min: 5 }, 5],
    ['5', 'down', { zeroFloor: true, min: 5 }, 0],
    ['', 'up', { step: 6 }, 6],
    ['', 'down', { zeroFloor: true }, 0],
    ['0.5', 'up', { step: 0.5, min: 0.5 }, 1],
  ])('%j %s with %j → %j', (current, direction, options, value) => {
    expect(stepQuantity(current, direction, options).value).toBe(value);
  });
});

describe('normaliseWishlistQuantity', () => {
  it.each<[unknown, number]>([
    ['3', 3],
    [4, 4],
    ['-2', 2],
    ['0', 1],
    ['', 1],
    ['abc', 1],
    ['2.6', 3],
    ['0,4', 1],
  ])('%j → %d', (raw, expected) => expect(normaliseWishlistQuantity(raw)).toBe(expected));
});

describe('isQuantityAllowed', () => {
  it.each<[unknown, QuantityOptions, boolean]>([
    [3, {}, true],
    [0, {}, false],
    [0, { zeroFloor: true }, true],
    [11, { max: 10 }, false],
    [12, { step: 6 }, true],
    [8, { step: 6 }, false],
    [4, { min: 3, max: 4, step: 5 }, true],
    ['abc', {}, false],
  ])('%j with %j → %s', (quantity, options, expected) =>
    expect(isQuantityAllowed(quantity, options)).toBe(expected),
  );
});

const optionsArbitrary = fc.record({
  min: fc.integer({ min: 0, max: 50 }),
  max: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 300 })),
  step: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.constantFrom(0.1, 0.25, 0.5, 2.5)),
  zeroFloor: fc.boolean(),
});

const rawArbitrary = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc.double({ min: -1000, max: 1000 }),
  fc.double(),
  fc.string(),
  fc.constantFrom('', ' ', 'abc', '1,5', '2.75', '-0', '007', '1e2'),
  fc.integer({ min: -1000, max: 1000 }).map((n) => `${n}`),
);

const directionArbitrary = fc.constantFrom<QuantityDirection>('up', 'down', 'none');

function isMultiple(value: number, step: number): boolean {
  return new Decimal(value).mod(step).isZero();
}

/** Whether some multiple of the step lies within [min, max], worked out independently of the code under test. */
function boundsAllowMultiple({ min, max, step }: { min: number; max: number; step: number }): boolean {
  const firstMultiple = new Decimal(min).div(step).ceil().mul(step);
  return max === 0 || firstMultiple.lte(Math.max(max, min));
}

describe('normaliseQuantity properties', () => {
  it('is always empty, the zero floor, or within [min, max]', () => {
    fc.assert(
      fc.property(rawArbitrary, optionsArbitrary, directionArbitrary, (raw, options, direction) => {
        const { value } = normaliseQuantity(raw, options, direction);
        if (value === '') return true;
        if (options.zeroFloor && value === 0) return true;
        return value >= options.min && (options.max === 0 || value <= Math.max(options.max, options.min));
      }),
      { numRuns: 2000 },
    );
  });

  it('lands on a multiple of the step counted from 0 whenever the bounds allow it', () => {
    fc.assert(
      fc.property(rawArbitrary, optionsArbitrary, directionArbitrary, (raw, options, direction) => {
        const { value } = normaliseQuantity(raw, options, direction);
        if (value === '' || !boundsAllowMultiple(options)) return true;
        return isMultiple(value, options.step);
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent: normalising twice equals normalising once', () => {
    fc.assert(
      fc.property(rawArbitrary, optionsArbitrary, directionArbitrary, (raw, options, direction) => {
        const once = normaliseQuantity(raw, options, direction);
        expect(normaliseQuantity(once.value, options, direction)).toEqual(once);
        expect(normaliseQuantity(once.value, options, 'none')).toEqual(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('asks for a change event exactly for numbers within [min, max]', () => {
    fc.assert(
      fc.property(rawArbitrary, optionsArbitrary, directionArbitrary, (raw, options, direction) => {
        const result = normaliseQuantity(raw, options, direction);
        const expected =
          result.value !== '' &&
          result.value >= options.min &&
          (options.max === 0 || result.value <= Math.max(options.max, options.min));
        return result.shouldEmitChange === expected;
      }),
      { numRuns: 1000 },
    );
  });

  it('steps up never lower and down never higher than a valid current quantity', () => {
    fc.assert(
      fc.property(rawArbitrary, optionsArbitrary, (raw, options) => {
        const current = normaliseQuantity(raw, options).value;
        if (current === '') return true;
        const up = stepQuantity(current, 'up', options).value;
        const down = stepQuantity(current, 'down', options).value;
        return up !== '' && down !== '' && up >= current && down <= current;
      }),
      { numRuns: 1000 },
    );
  });
});
