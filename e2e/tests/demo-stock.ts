import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** An anti-forgery token for calls made outside the page. */
export async function token(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/v1/security/antiforgery');
  return ((await answer.json()) as { Token: string }).Token;
}

export interface DemoProduct {
  ProductId: string;
  Slug: string;
  Name: string;
  Variation: {
    ProductVariantId: string;
    IsAvailable: boolean;
    StockQuantity: number;
    MinQuantity: number;
    QuantityStep: number;
    MaxQuantity: number;
  };
}

/**
 * The demo products of the catalogue's first page with a few units left that one order can take
 * whole, in the page's order. Each journey that sells one out takes its own: the back-in-stock
 * journey the last, the stock alerts page the second (the cart journeys buy from the first
 * product in stock).
 */
export async function productsWithFewLeft(request: APIRequestContext): Promise<DemoProduct[]> {
  const list = await request.get('/api/v1/catalog/fr/products?pageSize=48');
  expect(list.ok()).toBe(true);
  const found: DemoProduct[] = [];
  for (const item of ((await list.json()) as { Items: { Slug: string }[] }).Items) {
    const detail = await request.get(
      `/api/v1/catalog/fr/products/by-slug?slug=${encodeURIComponent(item.Slug)}`,
    );
    const product = (await detail.json()) as DemoProduct;
    const v = product.Variation;
    if (
      v.IsAvailable &&
      v.StockQuantity >= 1 &&
      v.StockQuantity <= 30 &&
      v.MinQuantity <= v.StockQuantity &&
      v.QuantityStep === 1 &&
      (v.MaxQuantity === 0 || v.MaxQuantity >= v.StockQuantity)
    )
      found.push(product);
  }
  if (found.length < 2) throw new Error('the demo catalogue has too few products with a few units left');
  return found;
}

/** A guest orders every unit left of the variant; answers the order's id. */
export async function guestBuysWhatIsLeft(request: APIRequestContext, product: DemoProduct): Promise<string> {
  const added = await request.post('/api/v1/catalog/products/addtocart', {
    data: { ProductVariantId: product.Variation.ProductVariantId, Quantity: product.Variation.StockQuantity },
    headers: { 'x-csrf-token': await token(request) },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const placed = await request.post('/api/v1/sales/orders?culture=fr', {
    data: {
      Email: `last-units-${randomUUID().slice(0, 8)}@vitrine.example`,
      AccountType: 'Private',
      BillingFirstName: 'Lea',
      BillingLastName: 'Dernier',
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
  return ((await placed.json()) as { OrderId: string }).OrderId;
}
