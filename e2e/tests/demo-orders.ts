import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { token } from './demo-stock';
import { expect, type ProductInStock, productInStock } from './fixtures';

export interface Buyer {
  email: string;
  firstName: string;
  lastName: string;
}

export interface PaidOrder {
  orderId: string;
  number: string;
  product: ProductInStock;
}

/**
 * One product in stock ordered by the context's shopper (signed in, or a guest) with a Brussels
 * address, and paid with the built-in test provider's card, through the shop's own API.
 */
export async function orderAndPayOneProduct(request: APIRequestContext, buyer: Buyer): Promise<PaidOrder> {
  const product = await productInStock(request);
  const added = await request.post('/api/v1/catalog/products/addtocart', {
    data: { ProductVariantId: product.Variation.ProductVariantId, Quantity: 1 },
    headers: { 'x-csrf-token': await token(request) },
  });
  expect(added.ok()).toBe(true);
  // Priced for Belgium, whatever country the shopper's cart was last priced for (the checkout's
  // own country choice): an order naming another country than its cart's is refused.
  const country = await request.post('/api/v1/shoppingcarts/country', {
    data: { ShippingCountryId: 'BE', BillingCountryId: null },
    headers: { 'x-csrf-token': await token(request) },
  });
  expect(country.ok(), await country.text()).toBe(true);
  // Delivered home, whatever method the cart last used (a pickup point needs one chosen first).
  const cart = (await (await request.get('/api/v1/shoppingcarts?culture=fr')).json()) as {
    ShippingMethods?: { Id: string; IsPickupPoint?: boolean }[];
  };
  const home = cart.ShippingMethods?.find((method) => !method.IsPickupPoint);
  expect(home, 'a home delivery method for Belgium').toBeDefined();
  const method = await request.post('/api/v1/shoppingcarts/shippingmethods', {
    data: { ShippingMethodId: home?.Id },
    headers: { 'x-csrf-token': await token(request) },
  });
  expect(method.ok(), await method.text()).toBe(true);
  const placed = await request.post('/api/v1/sales/orders?culture=fr', {
    data: {
      Email: buyer.email,
      AccountType: 'Private',
      BillingFirstName: buyer.firstName,
      BillingLastName: buyer.lastName,
      BillingStreet1: 'Rue de la Loi',
      BillingHouseNumber: '16',
      BillingPostalCode: '1000',
      BillingCity: 'Bruxelles',
      BillingCountry: 'BE',
      SameAddressForShipping: true,
    },
    headers: { 'x-csrf-token': await token(request), 'idempotency-key': randomUUID() },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { OrderId, Number: number } = (await placed.json()) as { OrderId: string; Number: string };
  const session = await request.post(`/api/v1/sales/orders/${OrderId}/makepayment?culture=fr`, {
    data: {},
    headers: { 'x-csrf-token': await token(request) },
  });
  expect(session.ok(), await session.text()).toBe(true);
  const { SessionId } = (await session.json()) as { SessionId: string };
  const paid = await request.post(`/api/v1/payments/test/sessions/${encodeURIComponent(SessionId)}/pay`, {
    data: {
      HolderName: `${buyer.firstName} ${buyer.lastName}`,
      CardNumber: '4111 1111 1111 1111',
      ExpiryMonth: '03',
      ExpiryYear: String(new Date().getUTCFullYear() + 3),
      Cvc: '737',
      BillingStreet: 'Rue de la Loi 16',
      BillingPostalCode: '1000',
      BillingCity: 'Bruxelles',
      BillingCountryId: 'BE',
    },
    headers: { 'x-csrf-token': await token(request) },
  });
  expect(((await paid.json()) as { Status: string }).Status).toBe('succeeded');
  return { orderId: OrderId, number, product };
}
