import { Money } from '@vitrine/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CartFacts,
  type CouponFacts,
  type LineFacts,
  priceCart,
  tierUnitPrice,
} from '../src/modules/cart/pricing';

const eur = (value: string) => Money.parse(value, 'EUR');
const line = (overrides: Partial<LineFacts> = {}): LineFacts => ({
  lineId: 'l1',
  productId: 'p1',
  brandId: 'b1',
  categoryIds: ['c1', 'c-root'],
  quantity: 1,
  unitPrice: eur('12.10'),
  tiers: [],
  homeTaxRate: 21,
  taxRate: 21,
  ...overrides,
});
const cart = (overrides: Partial<CartFacts> = {}): CartFacts => ({
  shopCurrency: 'EUR',
  currency: 'EUR',
  exchangeRate: 1,
  lines: [line()],
  coupons: [],
  shipping: null,
  ...overrides,
});
const coupon = (overrides: Partial<CouponFacts> = {}): CouponFacts => ({
  code: 'WELCOME',
  kind: 'percentage',
  percent: 10,
  productIds: [],
  categoryIds: [],
  brandIds: [],
  minimum: null,
  ...overrides,
});
const shown = (money: Money) => money.toString();

describe('cart pricing', () => {
  it('sums lines exactly and splits the tax: 3 × 12.10 incl. 21 % is 36.30 with 6.30 tax', () => {
    const priced = priceCart(cart({ lines: [line({ quantity: 3 })] }));
    expect(shown(priced.subtotal)).toBe('36.30 EUR');
    expect(shown(priced.tax)).toBe('6.30 EUR');
    expect(shown(priced.totalTaxExcl)).toBe('30.00 EUR');
    expect([priced.itemsCount, priced.itemsQuantityCount]).toEqual([1, 3]);
  });

  it('takes the degressive tier the quantity reaches', () => {
    const tiers = [
      { minQuantity: 5, unitPrice: eur('11.50') },
      { minQuantity: 10, unitPrice: eur('10.90') },
    ];
    expect(shown(tierUnitPrice(eur('12.10'), tiers, 4))).toBe('12.10 EUR');
    expect(shown(tierUnitPrice(eur('12.10'), tiers, 5))).toBe('11.50 EUR');
    expect(shown(tierUnitPrice(eur('12.10'), tiers, 25))).toBe('10.90 EUR');
    const priced = priceCart(cart({ lines: [line({ quantity: 10, tiers })] }));
    expect(priced.lines[0]?.tierApplied).toBe(true);
    expect(shown(priced.subtotal)).toBe('109.00 EUR');
  });

  it('charges the tax country’s rate: a 12.10 price at 21 % is 10.60 at 6 %, 10.00 without VAT', () => {
    expect(shown(priceCart(cart({ lines: [line({ taxRate: 6 })] })).subtotal)).toBe('10.60 EUR');
    const exempt = priceCart(cart({ lines: [line({ taxRate: 0 })] }));
    expect([shown(exempt.subtotal), shown(exempt.tax)]).toEqual(['10.00 EUR', '0.00 EUR']);
  });

  it('converts unit prices to the cart’s currency before multiplying, rounded once each', () => {
    const priced = priceCart(
      cart({ currency: 'CHF', exchangeRate: '0.9412', lines: [line({ quantity: 3 })] }),
    );
    expect(shown(priced.lines[0]!.unitPrice)).toBe('11.39 CHF');
    expect(shown(priced.subtotal)).toBe('34.17 CHF');
  });

  it('applies a percentage coupon to the eligible lines only, spread over them without losing a cent', () => {
    const priced = priceCart(
      cart({
        lines: [
          line({ lineId: 'a', quantity: 1, unitPrice: eur('10.00') }),
          line({ lineId: 'b', productId: 'p2', brandId: 'b2', categoryIds: ['c9'], unitPrice: eur('20.00') }),
          line({ lineId: 'c', productId: 'p3', brandId: 'b1', categoryIds: ['c8'], unitPrice: eur('3.33') }),
        ],
        coupons: [coupon({ percent: 15, brandIds: ['b1'] })],
      }),
    );
    // 15 % of 13.33 is 1.9995 → 2.00, spread 10.00 : 3.33
    expect(shown(priced.discount)).toBe('2.00 EUR');
    expect(priced.lines.map((l) => shown(l.discount))).toEqual(['1.50 EUR', '0.00 EUR', '0.50 EUR']);
    expect(shown(priced.totalTaxIncl)).toBe('31.33 EUR');
  });

  it('caps a fixed coupon at the eligible goods, and converts it to the cart’s currency', () => {
    const capped = priceCart(cart({ coupons: [coupon({ kind: 'fixed', amount: eur('50.00') })] }));
    expect(shown(capped.discount)).toBe('12.10 EUR');
    expect(shown(capped.totalTaxIncl)).toBe('0.00 EUR');
    const converted = priceCart(
      cart({
        currency: 'CHF',
        exchangeRate: '0.9412',
        coupons: [coupon({ kind: 'fixed', amount: eur('5.00') })],
      }),
    );
    expect(shown(converted.discount)).toBe('4.71 CHF');
  });

  it('keeps a coupon whose minimum is not reached, or with no eligible line, and says why', () => {
    const priced = priceCart(
      cart({
        coupons: [
          coupon({ code: 'BIG', minimum: eur('50.00') }),
          coupon({ code: 'OTHER-BRAND', brandIds: ['nobody'] }),
        ],
      }),
    );
    expect(priced.discount.isZero()).toBe(true);
    expect(priced.inactiveCoupons).toEqual([
      { code: 'BIG', reason: 'minimum-not-reached' },
      { code: 'OTHER-BRAND', reason: 'no-eligible-line' },
    ]);
  });

  it('adds shipping with its tax, free from the threshold compared with the goods after discount', () => {
    const shipping = { cost: eur('6.05'), freeFrom: eur('50.00'), homeTaxRate: 21, taxRate: 21 };
    const paid = priceCart(cart({ lines: [line({ quantity: 4 })], shipping }));
    expect([shown(paid.shipping), paid.freeShipping, shown(paid.totalTaxIncl)]).toEqual([
      '6.05 EUR',
      false,
      '54.45 EUR',
    ]);
    expect(shown(paid.tax)).toBe('9.45 EUR');
    const free = priceCart(cart({ lines: [line({ quantity: 5 })], shipping }));
    expect([shown(free.shipping), free.freeShipping]).toEqual(['0.00 EUR', true]);
    // A coupon that takes the goods under the threshold brings the shipping back.
    const again = priceCart(
      cart({ lines: [line({ quantity: 5 })], shipping, coupons: [coupon({ percent: 20 })] }),
    );
    expect(again.freeShipping).toBe(false);
    // An empty cart ships nothing.
    expect(priceCart(cart({ lines: [], shipping })).shipping.isZero()).toBe(true);
  });

  it('always balances: total incl. = subtotal − discount + shipping, and incl. = excl. + tax', () => {
    const arbitraryLine = fc.record({
      quantity: fc.integer({ min: 1, max: 50 }),
      cents: fc.integer({ min: 1, max: 500_000 }),
      taxRate: fc.constantFrom(0, 6, 9, 21),
      brand: fc.constantFrom('b1', 'b2'),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryLine, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 100 }),
        fc.boolean(),
        (lines, percent, converted) => {
          const priced = priceCart(
            cart({
              currency: converted ? 'USD' : 'EUR',
              exchangeRate: converted ? '1.0837' : 1,
              lines: lines.map((l, index) =>
                line({
                  lineId: `l${index}`,
                  quantity: l.quantity,
                  unitPrice: Money.ofMinor(l.cents, 'EUR'),
                  taxRate: l.taxRate,
                  brandId: l.brand,
                }),
              ),
              coupons: [coupon({ percent, brandIds: ['b1'] })],
              shipping: { cost: eur('4.99'), freeFrom: null, homeTaxRate: 21, taxRate: 21 },
            }),
          );
          expect(
            priced.subtotal.minus(priced.discount).plus(priced.shipping).equals(priced.totalTaxIncl),
          ).toBe(true);
          expect(priced.totalTaxExcl.plus(priced.tax).equals(priced.totalTaxIncl)).toBe(true);
          expect(
            Money.sum(
              priced.lines.map((l) => l.discount),
              priced.currency,
            ).equals(priced.discount),
          ).toBe(true);
          expect(priced.totalTaxIncl.isNegative()).toBe(false);
        },
      ),
    );
  });
});
