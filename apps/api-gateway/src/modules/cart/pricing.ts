import { type CurrencyCode, type DecimalValue, Money, reTax, splitInclusive } from '@vitrine/money';

/**
 * The price of a cart, computed on the server only, from catalogue facts (never from anything
 * the client sends). Pure: the cart service gathers the facts, this function does the sums, so
 * every rule is tested without a database and the order is priced by the same code.
 *
 * Order of the steps (each rounded once, half up, by the money module):
 * 1. unit price: the variant's tier for the line's quantity, tax-inclusive at the shop's own rate;
 * 2. tax: moved to the rate of the tax country for the product's tax class (0 % for a valid
 *    intra-EU company number where the rules say so);
 * 3. currency: converted to the cart's currency at the day's rate;
 * 4. line total: unit price × quantity (exact);
 * 5. coupon: a percentage of, or a fixed amount off, the eligible lines, spread over them in
 *    proportion without losing a cent;
 * 6. shipping: the method's cost for the country, free from its threshold (compared with the
 *    goods after discount), taxed at the standard rate of the tax country;
 * 7. totals: goods + shipping − discount; the tax is the sum of each line's tax on its discounted
 *    amount plus the shipping's tax.
 */

export interface PriceTier {
  /** From this quantity on … */
  readonly minQuantity: number;
  /** … this unit price, tax-inclusive at the shop's own rate, in the shop's currency. */
  readonly unitPrice: Money;
}

export interface LineFacts {
  readonly lineId: string;
  readonly productId: string;
  readonly brandId: string | null;
  /** The product's categories with their ancestors (a coupon on a category covers its subtree). */
  readonly categoryIds: readonly string[];
  readonly quantity: number;
  /** The base unit price (tax-inclusive at the shop's own rate, shop currency). */
  readonly unitPrice: Money;
  readonly tiers: readonly PriceTier[];
  /** Tax rates in percent for the product's tax class: the shop's own, and the tax country's. */
  readonly homeTaxRate: DecimalValue;
  readonly taxRate: DecimalValue;
}

export interface CouponFacts {
  readonly code: string;
  readonly kind: 'percentage' | 'fixed';
  /** Percent for a percentage coupon; an amount in the shop's currency for a fixed one. */
  readonly percent?: DecimalValue;
  readonly amount?: Money;
  /** Empty lists: the whole cart; otherwise a line is eligible when any list names it. */
  readonly productIds: readonly string[];
  readonly categoryIds: readonly string[];
  readonly brandIds: readonly string[];
  /** The eligible goods (after earlier coupons, shop currency) must reach this; null: no minimum. */
  readonly minimum: Money | null;
}

export interface ShippingFacts {
  /** The method's cost for the country, tax-inclusive at the shop's own rate, shop currency. */
  readonly cost: Money;
  /** Free shipping from these goods (after discount, shop currency); null: never free. */
  readonly freeFrom: Money | null;
  readonly homeTaxRate: DecimalValue;
  readonly taxRate: DecimalValue;
}

export interface CartFacts {
  readonly shopCurrency: CurrencyCode;
  readonly currency: CurrencyCode;
  /** Units of `currency` per unit of `shopCurrency` (1 when they are the same). */
  readonly exchangeRate: DecimalValue;
  readonly lines: readonly LineFacts[];
  readonly coupons: readonly CouponFacts[];
  readonly shipping: ShippingFacts | null;
}

export interface PricedLine {
  readonly lineId: string;
  readonly quantity: number;
  /** The unit price shown (tier applied, tax country's rate, cart currency). */
  readonly unitPrice: Money;
  /** True when a degressive tier lowered the unit price for this quantity. */
  readonly tierApplied: boolean;
  readonly total: Money;
  readonly discount: Money;
  /** Tax on the line after its share of the discount. */
  readonly tax: Money;
}

export interface PricedCart {
  readonly currency: CurrencyCode;
  readonly lines: readonly PricedLine[];
  readonly itemsCount: number;
  readonly itemsQuantityCount: number;
  /** Goods before discount, tax included. */
  readonly subtotal: Money;
  readonly discount: Money;
  readonly discounts: readonly { code: string; amount: Money }[];
  /** Coupons kept on the cart that give nothing now, and why (the cart may change back). */
  readonly inactiveCoupons: readonly { code: string; reason: 'no-eligible-line' | 'minimum-not-reached' }[];
  readonly shipping: Money;
  readonly freeShipping: boolean;
  readonly totalTaxIncl: Money;
  readonly tax: Money;
  readonly totalTaxExcl: Money;
}

/** The unit price for a quantity: the tier with the highest minimum the quantity reaches. */
export function tierUnitPrice(base: Money, tiers: readonly PriceTier[], quantity: number): Money {
  let price = base;
  let reached = 0;
  for (const tier of tiers)
    if (tier.minQuantity <= quantity && tier.minQuantity >= reached) {
      price = tier.unitPrice;
      reached = tier.minQuantity;
    }
  return price;
}

function eligible(line: LineFacts, coupon: CouponFacts): boolean {
  const restricted = coupon.productIds.length + coupon.categoryIds.length + coupon.brandIds.length > 0;
  if (!restricted) return true;
  return (
    coupon.productIds.includes(line.productId) ||
    line.categoryIds.some((id) => coupon.categoryIds.includes(id)) ||
    (line.brandId !== null && coupon.brandIds.includes(line.brandId))
  );
}

export function priceCart(facts: CartFacts): PricedCart {
  const { currency } = facts;
  const toCart = (amount: Money) =>
    amount.currency === currency ? amount : amount.convert(facts.exchangeRate, currency);

  const lines = facts.lines.map((line) => {
    const base = tierUnitPrice(line.unitPrice, line.tiers, line.quantity);
    const unitPrice = toCart(reTax(base, line.homeTaxRate, line.taxRate));
    return {
      facts: line,
      unitPrice,
      tierApplied: !base.equals(line.unitPrice),
      total: unitPrice.times(line.quantity),
      discount: Money.zero(currency),
    };
  });
  const subtotal = Money.sum(
    lines.map((line) => line.total),
    currency,
  );

  // Coupons in the order they were applied; each works on what the previous ones left.
  const discounts: { code: string; amount: Money }[] = [];
  const inactiveCoupons: PricedCart['inactiveCoupons'][number][] = [];
  for (const coupon of facts.coupons) {
    const targets = lines.filter((line) => eligible(line.facts, coupon));
    const remaining = targets.map((line) => line.total.minus(line.discount));
    const base = Money.sum(remaining, currency);
    if (!base.isPositive()) {
      inactiveCoupons.push({ code: coupon.code, reason: 'no-eligible-line' });
      continue;
    }
    if (coupon.minimum && base.compare(toCart(coupon.minimum)) < 0) {
      inactiveCoupons.push({ code: coupon.code, reason: 'minimum-not-reached' });
      continue;
    }
    const wanted =
      coupon.kind === 'percentage'
        ? base.percentage(coupon.percent ?? 0)
        : toCart(coupon.amount ?? Money.zero(facts.shopCurrency));
    const amount = Money.min(wanted, base);
    if (!amount.isPositive()) continue;
    const shares = amount.allocate(remaining.map((left) => left.minor));
    targets.forEach((line, index) => {
      line.discount = line.discount.plus(shares[index] ?? Money.zero(currency));
    });
    discounts.push({ code: coupon.code, amount });
  }
  const discount = Money.sum(
    discounts.map((entry) => entry.amount),
    currency,
  );
  const goods = subtotal.minus(discount);

  let shipping = Money.zero(currency);
  let shippingTax = Money.zero(currency);
  let freeShipping = false;
  if (facts.shipping && facts.lines.length) {
    const { cost, freeFrom, homeTaxRate, taxRate } = facts.shipping;
    freeShipping = freeFrom !== null && goods.compare(toCart(freeFrom)) >= 0;
    if (!freeShipping) {
      shipping = toCart(reTax(cost, homeTaxRate, taxRate));
      shippingTax = splitInclusive(shipping, taxRate).tax;
    }
  }

  const priced: PricedLine[] = lines.map((line) => ({
    lineId: line.facts.lineId,
    quantity: line.facts.quantity,
    unitPrice: line.unitPrice,
    tierApplied: line.tierApplied,
    total: line.total,
    discount: line.discount,
    tax: splitInclusive(line.total.minus(line.discount), line.facts.taxRate).tax,
  }));
  const totalTaxIncl = goods.plus(shipping);
  const tax = Money.sum(
    priced.map((line) => line.tax),
    currency,
  ).plus(shippingTax);
  return {
    currency,
    lines: priced,
    itemsCount: priced.length,
    itemsQuantityCount: priced.reduce((count, line) => count + line.quantity, 0),
    subtotal,
    discount,
    discounts,
    inactiveCoupons,
    shipping,
    freeShipping,
    totalTaxIncl,
    tax,
    totalTaxExcl: totalTaxIncl.minus(tax),
  };
}
