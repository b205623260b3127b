import type { Order, PaymentSession, Problem, ShoppingCart } from '@vitrine/api-client';
import { vi } from 'vitest';
import { cartLine, shoppingCart, uuid } from '../cart/cart-fixtures';

export const HOME_DELIVERY = uuid(901);
export const EXPRESS = uuid(902);
export const ORDER_ID = uuid(700);

/** A cart as the gateway answers it at checkout: two lines, delivery to Belgium, priced there. */
export function checkoutCart(overrides: Partial<ShoppingCart> = {}): ShoppingCart {
  return {
    ...shoppingCart([cartLine(1, 'Chaise Wren', 2), cartLine(2, 'Lampe Oda', 1, 30)]),
    AmountTaxIncl: 55.95,
    AmountTaxInclHtml: '55,95 €',
    AmountTaxExcl: 46.24,
    AmountTaxExclHtml: '46,24 €',
    ShippingCountryCode: 'BE',
    BillingCountryCode: null,
    TaxCountryCode: 'BE',
    City: null,
    ShippingMethodId: HOME_DELIVERY,
    ShippingMethods: [
      {
        Id: HOME_DELIVERY,
        Name: 'Livraison à domicile',
        Description: 'À votre porte en 2 à 4 jours ouvrables.',
        Carrier: 'static',
        Cost: 5.95,
        CostHtml: '5,95 €',
        IsFree: false,
      },
      {
        Id: EXPRESS,
        Name: 'Express',
        Description: 'Livré le jour ouvrable suivant.',
        Carrier: 'static',
        Cost: 12.5,
        CostHtml: '12,50 €',
        IsFree: false,
      },
    ],
    ShippingCountries: [
      { Code: 'BE', Name: 'Belgique', HasPlaces: false },
      { Code: 'FR', Name: 'France', HasPlaces: true },
      { Code: 'NL', Name: 'Pays-Bas', HasPlaces: false },
    ],
    ShippingAmount: 5.95,
    ShippingAmountHtml: '5,95 €',
    FreeShipping: false,
    TaxAmount: 9.71,
    TaxAmountHtml: '9,71 €',
    VatNumber: null,
    VatExempt: false,
    ...overrides,
  };
}

const address = {
  FirstName: 'Anna',
  LastName: 'Peeters',
  Company: null,
  Street1: 'Rue Haute',
  HouseNumber: '12',
  BoxNumber: null,
  PostalCode: '1000',
  City: 'Bruxelles',
  CountryId: 'BE',
  CountryName: 'Belgique',
  Phone: null,
};

/** An order as `GET /sales/orders/{orderId}` answers it: placed and not paid yet. */
export function placedOrder(overrides: Partial<Order> = {}): Order {
  return {
    Id: ORDER_ID,
    Number: 'V-2026-000042',
    Status: 'placed',
    PlacedAt: '2026-11-02T10:00:00.000Z',
    Email: 'anna@example.com',
    AccountType: 'Private',
    VAT: null,
    VatExempt: false,
    CurrencyCode: 'EUR',
    Items: [
      {
        Id: uuid(801),
        ProductVariantId: uuid(201),
        Name: 'Chaise Wren',
        SKU: 'SKU-1',
        Quantity: 2,
        UnitPriceTaxIncl: 10,
        UnitPriceTaxInclHtml: '10,00 €',
        TotalTaxIncl: 20,
        TotalTaxInclHtml: '20,00 €',
        ItemOrigin: 'Catalog',
      },
    ],
    SubtotalHtml: '20,00 €',
    Discount: 0,
    DiscountHtml: '0,00 €',
    ShippingAmountHtml: '5,95 €',
    ShippingMethodName: 'Livraison à domicile',
    TaxAmountHtml: '4,51 €',
    AmountTaxIncl: 25.95,
    AmountTaxInclHtml: '25,95 €',
    AmountTaxExclHtml: '21,44 €',
    BillingAddress: address,
    ShippingAddress: address,
    PickupPointName: null,
    History: [{ Status: 'placed', At: '2026-11-02T10:00:00.000Z', ActorKind: 'guest', Note: '' }],
    CanPay: true,
    ...overrides,
  };
}

/** The built-in test provider's session, as `makepayment` answers it. */
export const TEST_SESSION: PaymentSession = {
  Environment: 'test',
  ClientKey: 'test_vitrine',
  SessionId: 'ses_test_1',
  SessionData: 'data-1',
  Provider: 'test',
  AttemptId: uuid(601),
};

/** A problem+json answer, as the gateway's error handler writes it. */
export function problem(status: number, type: string, errors?: Problem['errors']): Response {
  return Response.json(
    { type, title: 'Refused', status, ...(errors ? { errors } : {}) },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );
}

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

/**
 * The gateway's answers by "METHOD /path"; every call is recorded. An address without an answer
 * fails the call as a lost connection would, and is recorded too, so a test sees it.
 */
export function gateway(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://shop');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    if (!handler) throw new TypeError(`no answer for ${call.method} ${call.path}`);
    return handler(call);
  });
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return { fetch, calls, callsTo };
}

/** A promise the test settles when it wants: the state while a call is under way is visible. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
