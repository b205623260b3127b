import type { ShoppingCart } from '@vitrine/api-client';
import { type DecimalValue, Money, reTax } from '@vitrine/money';
import type { CartDelivery, CartDeliveryChoice } from '../shipping/index';
import type { CartRow } from './cart-repository';
import type { PricedCart, ShippingFacts } from './pricing';

/** What a cart chose of delivery (nothing without a cart: the shop's defaults apply). */
export function deliveryChoice(cart: CartRow | null): CartDeliveryChoice {
  return {
    shippingCountryCode: cart?.shippingCountryCode ?? null,
    billingCountryCode: cart?.billingCountryCode ?? null,
    cityId: cart?.cityId ?? null,
    shippingMethodId: cart?.shippingMethodId ?? null,
  };
}

/**
 * A line's tax rate: the catalogue's own (derived from its price pair) while the tax country is
 * the shop's, so nothing moves; the tax country's rate for the product's class otherwise.
 */
export function lineTaxRate(delivery: CartDelivery, taxClass: string, homeRate: DecimalValue): DecimalValue {
  return delivery.isHomeTaxCountry ? homeRate : delivery.taxRateOf(taxClass);
}

/** The pricing's shipping input: the method in use, taxed at the standard rates. */
export function shippingFacts(delivery: CartDelivery): ShippingFacts | null {
  const { method } = delivery;
  if (!method) return null;
  return {
    cost: method.cost,
    freeFrom: method.freeFrom,
    homeTaxRate: delivery.homeStandardRate,
    taxRate: delivery.taxStandardRate,
  };
}

/**
 * The answer's delivery fields (spec 001 §3's selections, in its PascalCase style): the countries,
 * the city, each offered method with its cost for this cart, the shipping amount and the VAT.
 * `toCart` converts a shop-currency amount into the cart's currency as the pricing does.
 */
export function deliveryFields(
  delivery: CartDelivery,
  priced: PricedCart,
  toCart: (amount: Money) => Money,
  format: (amount: Money) => string,
): Partial<ShoppingCart> {
  const goods = priced.subtotal.minus(priced.discount);
  const hasLines = priced.lines.length > 0;
  return {
    ShippingCountryCode: delivery.shippingCountryCode,
    BillingCountryCode: delivery.billingCountryCode,
    TaxCountryCode: delivery.taxCountryCode,
    City: delivery.city
      ? { Id: delivery.city.id, PostalCode: delivery.city.postalCode, Name: delivery.city.name }
      : null,
    ShippingMethodId: delivery.method?.id ?? null,
    ShippingMethods: delivery.methods.map((method) => {
      const cost = toCart(reTax(method.cost, delivery.homeStandardRate, delivery.taxStandardRate));
      const reached = method.freeFrom !== null && hasLines && goods.compare(toCart(method.freeFrom)) >= 0;
      const shown = reached ? Money.zero(cost.currency) : cost;
      return {
        Id: method.id,
        Name: method.name,
        Description: method.description,
        Carrier: method.carrier,
        IsPickupPoint: method.isPickupPoint,
        Cost: shown.toNumber(),
        CostHtml: format(shown),
        IsFree: reached || !cost.isPositive(),
      };
    }),
    ShippingCountries: delivery.countries,
    ShippingAmount: priced.shipping.toNumber(),
    ShippingAmountHtml: format(priced.shipping),
    FreeShipping: priced.freeShipping,
    TaxAmount: priced.tax.toNumber(),
    TaxAmountHtml: format(priced.tax),
  };
}
