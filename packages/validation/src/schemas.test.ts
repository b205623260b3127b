import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CUSTOMER_SEARCH_MIN_LENGTH,
  isLongEnough,
  POSTAL_CODE_TYPEAHEAD_MIN_LENGTH,
  REFERENCE_SEARCH_MIN_LENGTH,
  SEARCH_SUGGESTIONS_MIN_LENGTH,
} from './limits';
import { decodeMessage } from './messages';
import {
  canApplyCoupon,
  canLookUpPostalCode,
  canRemoveCoupon,
  canSearchCustomers,
  canSearchHeader,
  canSearchReferences,
  canSearchSuggestions,
  couponFormSchema,
  customerSearchTextSchema,
  headerSearchTextSchema,
  postalCodeTypeaheadSchema,
  prepaidAddToCartSchema,
  prepaidQuantitySchema,
  referenceSearchTextSchema,
  searchSuggestionsTextSchema,
  wishlistQuantitySchema,
} from './schemas';

function firstMessage(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? null : decodeMessage(result.error.issues[0]?.message ?? '');
}

describe('spec 001 §9 minimum lengths', () => {
  it('has the numbers the spec gives', () => {
    expect(SEARCH_SUGGESTIONS_MIN_LENGTH).toBe(2);
    expect(REFERENCE_SEARCH_MIN_LENGTH).toBe(2);
    expect(CUSTOMER_SEARCH_MIN_LENGTH).toBe(2);
    expect(POSTAL_CODE_TYPEAHEAD_MIN_LENGTH).toBe(4);
  });

  it.each<[string, z.ZodType, (text: string) => boolean, number]>([
    ['search suggestions', searchSuggestionsTextSchema, canSearchSuggestions, 2],
    ['reference search', referenceSearchTextSchema, canSearchReferences, 2],
    ['customer search', customerSearchTextSchema, canSearchCustomers, 2],
    ['postal-code typeahead', postalCodeTypeaheadSchema, canLookUpPostalCode, 4],
    ['header search', headerSearchTextSchema, canSearchHeader, 1],
  ])('%s', (_name, schema, canSearch, min) => {
    const enough = 'x'.repeat(min);
    const tooShort = 'x'.repeat(min - 1);
    expect(schema.safeParse(enough).success).toBe(true);
    expect(schema.safeParse(` ${enough} `).data).toBe(enough);
    expect(firstMessage(schema, tooShort)).toEqual({ key: 'Validation.SearchMinLength', params: { min } });
    expect(firstMessage(schema, `  ${tooShort}  `)).toEqual({
      key: 'Validation.SearchMinLength',
      params: { min },
    });
    expect(canSearch(enough)).toBe(true);
    expect(canSearch(`${tooShort}   `)).toBe(false);
  });

  it('counts trimmed characters', () => {
    expect(isLongEnough('  a ', 2)).toBe(false);
    expect(isLongEnough(undefined, 1)).toBe(false);
  });
});

describe('coupon codes', () => {
  it('need a non-empty code to apply and to remove', () => {
    expect(couponFormSchema.parse({ CouponCode: ' WELCOME10 ' })).toEqual({ CouponCode: 'WELCOME10' });
    expect(firstMessage(couponFormSchema, { CouponCode: '   ' })).toEqual({
      key: 'Validation.CouponCodeRequired',
    });
    expect(firstMessage(couponFormSchema, {})).toEqual({ key: 'Validation.CouponCodeRequired' });
    expect(canApplyCoupon('WELCOME10')).toBe(true);
    expect(canApplyCoupon(' ')).toBe(false);
    expect(canRemoveCoupon('')).toBe(false);
    expect(canRemoveCoupon('WELCOME10')).toBe(true);
  });
});

describe('prepaid money', () => {
  it.each<[unknown, string | null]>([
    [25, null],
    [12.5, null],
    [undefined, 'Sales.QuantityIsMandatory'],
    [Number.NaN, 'Sales.QuantityIsMandatory'],
    [0, 'Sales.QuantityIsMandatory'],
    [-5, 'Sales.QuantityIsMandatory'],
    ['', 'Sales.QuantityIsMandatory'],
    [1.234, 'Validation.Step'],
  ])('Quantity %j → %s', (quantity, key) => {
    expect(firstMessage(prepaidQuantitySchema, quantity)?.key ?? null).toBe(key);
  });

  it('reports a missing Quantity on its field', () => {
    const result = prepaidAddToCartSchema.safeParse({ PrepaidAccountId: 'acc-1' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['Quantity', 'Sales.QuantityIsMandatory'],
    ]);
    expect(prepaidAddToCartSchema.safeParse({ PrepaidAccountId: 7, Quantity: 50 }).success).toBe(true);
  });
});

describe('wishlist quantities', () => {
  it('are positive whole numbers when saved', () => {
    expect(wishlistQuantitySchema.safeParse(3).success).toBe(true);
    expect(firstMessage(wishlistQuantitySchema, 0)).toEqual({ key: 'Validation.Min', params: { min: 1 } });
    expect(firstMessage(wishlistQuantitySchema, 1.5)?.key).toBe('Validation.Integer');
  });
});
