import type { APIRequestContext, Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

/** The demo catalogue as the journeys read it through the API, and the steps they share. */

export interface AttributeValue {
  ProductAttributeValueId: string;
  DisplayValue: string;
  IsUnavailable: boolean;
}
export interface Variation {
  ProductVariantId: string;
  SKU: string;
  IsAvailable: boolean;
  StockQuantity: number;
  ProductVariantAttributesViewModel: {
    VariationDisplayTypeValue: string;
    Value: string | null;
    ProductAttributeValuesViewModel: AttributeValue[];
  }[];
}
export interface Product {
  ProductId: string;
  Name: string;
  Slug: string;
  Variation: Variation;
}
export interface TwoVariants {
  product: Product;
  /** The swatch value that leads to the second variant. */
  other: AttributeValue;
  second: Variation;
}

/**
 * A demo product with a colour swatch leading to another variant, both in stock with at least the
 * given units (journeys that add several need more).
 */
export async function productWithTwoVariants(
  request: APIRequestContext,
  { firstStock = 1, secondStock = 1 }: { firstStock?: number; secondStock?: number } = {},
): Promise<TwoVariants> {
  const list = await request.get('/api/v1/catalog/fr/products?pageSize=96');
  expect(list.ok()).toBe(true);
  for (const item of ((await list.json()) as { Items: { Slug: string }[] }).Items) {
    const detail = await request.get(
      `/api/v1/catalog/fr/products/by-slug?slug=${encodeURIComponent(item.Slug)}`,
    );
    const product = (await detail.json()) as Product;
    const attributes = product.Variation.ProductVariantAttributesViewModel;
    const index = attributes.findIndex((attribute) => attribute.VariationDisplayTypeValue === 'Square');
    const swatches = attributes[index];
    if (!swatches || !product.Variation.IsAvailable || product.Variation.StockQuantity < firstStock) continue;
    for (const other of swatches.ProductAttributeValuesViewModel) {
      if (other.IsUnavailable || other.ProductAttributeValueId === swatches.Value) continue;
      const params = new URLSearchParams({ culture: 'fr', Quantity: '1' });
      attributes.forEach((attribute, position) => {
        const id = position === index ? other.ProductAttributeValueId : attribute.Value;
        if (id) params.set(`VariantValueId${position + 1}`, id);
      });
      const answer = await request.get(
        `/api/v1/catalog/products/${product.ProductId}/productvariants?${params}`,
      );
      if (!answer.ok()) continue;
      const second = (await answer.json()) as Variation;
      if (
        second.IsAvailable &&
        second.StockQuantity >= secondStock &&
        second.ProductVariantId !== product.Variation.ProductVariantId
      )
        return { product, other, second };
    }
  }
  throw new Error('the demo catalogue has no product with two variants in stock');
}

/** A colour swatch is a visually hidden radio; the shopper clicks its label. */
export async function clickSwatch(page: Page, name: string) {
  const id = await page.getByRole('radio', { name, exact: true }).getAttribute('id');
  await page.locator(`label[for="${id}"]`).click({ force: true });
}

/** The demo customer's cart is shared by the journeys: it is left empty, as it was found. */
export async function emptyCart(page: Page) {
  await page.goto('/fr/shoppingcarts');
  await waitForHydration(page);
  const remove = page.getByRole('button', { name: /^Supprimer .+ du panier$/ });
  while ((await remove.count()) > 0) {
    const before = await remove.count();
    await remove.first().click();
    await expect(remove).toHaveCount(before - 1);
  }
}
