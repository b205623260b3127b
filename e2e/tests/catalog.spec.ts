import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  isSameDocument,
  markDocument,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures';

/**
 * Issue 4's catalogue journeys. The demo catalogue is generated at first start: the products a
 * journey needs (a colour choice, an unavailable value, tiered prices) are found through the API,
 * never by name.
 */

interface ListItem {
  ProductId: string;
  Name: string;
  Slug: string;
  ProductUrl: string;
}
interface AttributeValue {
  ProductAttributeValueId: string;
  DisplayValue: string;
  IsUnavailable: boolean;
}
interface Attribute {
  AttributeId: string;
  VariationDisplayTypeValue: 'Square' | 'List' | 'Dropdown';
  Value: string | null;
  ProductAttributeValuesViewModel: AttributeValue[];
}
interface Variation {
  ProductVariantId: string;
  SKU: string;
  UnitPriceTaxIncl: number;
  CurrencyCode: string;
  IsAvailable: boolean;
  StockQuantity: number;
  ProductVariantAttributesViewModel: Attribute[];
}
interface Product {
  ProductId: string;
  Name: string;
  Slug: string;
  Photos: { AssetId: string; AttributeValueId: string | null }[];
  Variation: Variation;
}

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency }).format(amount).replace(/\s/g, '');
const compact = (text: string | null) => (text ?? '').replace(/\s/g, '');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A colour swatch is a visually hidden radio; the shopper clicks its label. */
async function clickSwatch(page: Page, name: string) {
  const id = await page.getByRole('radio', { name, exact: true }).getAttribute('id');
  await page.locator(`label[for="${id}"]`).click({ force: true });
}

async function listProducts(request: APIRequestContext, pageSize = 48): Promise<ListItem[]> {
  const response = await request.get(`/api/v1/catalog/fr/products?pageSize=${pageSize}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { Items: ListItem[] }).Items;
}

async function productDetail(request: APIRequestContext, slug: string): Promise<Product> {
  const response = await request.get(`/api/v1/catalog/fr/products/by-slug?slug=${encodeURIComponent(slug)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Product;
}

/** The first demo product the predicate accepts, with its detail. */
async function findProduct(
  request: APIRequestContext,
  accept: (product: Product) => Promise<boolean> | boolean,
): Promise<Product> {
  for (const item of await listProducts(request, 96)) {
    const product = await productDetail(request, item.Slug);
    if (await accept(product)) return product;
  }
  throw new Error('the demo catalogue has no product for this journey');
}

async function variationFor(
  request: APIRequestContext,
  product: Product,
  attributeIndex: number,
  valueId: string,
): Promise<Variation> {
  const params = new URLSearchParams({ culture: 'fr', Quantity: '1' });
  product.Variation.ProductVariantAttributesViewModel.forEach((attribute, index) => {
    const id = index === attributeIndex ? valueId : attribute.Value;
    if (id) params.set(`VariantValueId${index + 1}`, id);
  });
  const response = await request.get(
    `/api/v1/catalog/products/${product.ProductId}/productvariants?${params}`,
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as Variation;
}

async function openProduct(page: Page, product: Product) {
  await page.goto(`/fr/p/${product.Slug}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.Name);
}

function listParams(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentGiven(context, baseURL!);
});

test.describe('catalogue', () => {
  test('typing two letters offers suggestions; picking one opens the product in place', async ({
    page,
    request,
  }) => {
    // Two letters that find products (the suggestions are the first results of the text's search).
    let letters = '';
    let expected: { Name: string; ProductUrl: string }[] = [];
    for (const item of await listProducts(request)) {
      const candidate = item.Name.trim().slice(0, 2);
      const response = await request.get(
        `/api/v1/catalog/search/suggestions?q=${encodeURIComponent(candidate)}&nbrResults=5&accuracy=0.3&culture=fr`,
      );
      expected = (await response.json()) as typeof expected;
      if (expected.length > 0) {
        letters = candidate;
        break;
      }
    }
    expect(letters).not.toBe('');
    await page.goto('/fr');
    await waitForHydration(page);
    await markDocument(page);
    const box = page.getByRole('combobox', { name: 'Rechercher dans le catalogue' });
    await box.pressSequentially(letters.slice(0, 1));
    await page.waitForTimeout(500);
    await expect(page.getByRole('option')).toHaveCount(0);
    await box.pressSequentially(letters.slice(1));
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options).toHaveCount(expected.length);
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await options.first().click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(expected[0]!.ProductUrl)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected[0]!.Name);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('Enter in the search box searches the catalogue; an empty text does nothing', async ({ page }) => {
    await page.goto('/fr');
    await waitForHydration(page);
    const box = page.getByRole('combobox', { name: 'Rechercher dans le catalogue' });
    await box.press('Enter');
    await expect(page).toHaveURL(/\/fr$/);
    await box.fill('zzzzqqqq');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/fr\/catalog\?q=zzzzqqqq$/);
    await expect(page.getByText('Aucun produit trouvé.')).toBeVisible();
  });

  test('a typo: the dropdown says "did you mean" and lists what the result page then shows first', async ({
    page,
  }) => {
    await page.goto('/fr');
    await waitForHydration(page);
    const box = page.getByRole('combobox', { name: 'Rechercher dans le catalogue' });
    await box.pressSequentially('chiase');
    const group = page.getByRole('listbox').getByRole('group', { name: 'Vouliez-vous dire « chaise » ?' });
    await expect(group).toBeVisible();
    const options = group.getByRole('option');
    await expect(options).toHaveCount(5);
    const suggested = await options.allInnerTexts();
    // Demo names are unique: no two suggestions read the same.
    expect(new Set(suggested).size).toBe(5);
    for (const name of suggested) expect(name).toMatch(/^Chaise /);

    await box.press('Enter');
    await expect(page).toHaveURL(/\/fr\/catalog\?q=chiase$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « chaise »');
    await expect(
      page.getByText('Aucun produit ne correspond à « chiase » : voici les résultats pour « chaise ».'),
    ).toBeVisible();
    await expect(page.getByText('Aucun produit trouvé.')).toHaveCount(0);
    const cards = page.locator('.product-card__name');
    await expect(cards.first()).toBeVisible();
    expect((await cards.allInnerTexts()).slice(0, 5)).toEqual(suggested);
    await expectNoAxeViolations(page);
  });

  test('filters, sort and page size are in the address, and each drops pageindex', async ({ page }) => {
    await page.goto('/fr/catalog');
    await waitForHydration(page);
    await markDocument(page);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('link', { name: /Suivant/ }).click();
    await expect(page).toHaveURL(/pageindex=2/);
    await expect(pagination.locator('[aria-current="page"]')).toContainText('2');

    await page.getByLabel('Trier par').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    expect(listParams(page).get('pageindex')).toBeNull();

    await pagination.getByRole('link', { name: /Suivant/ }).click();
    await expect(page).toHaveURL(/pageindex=2/);
    const filters = page.getByRole('form', { name: 'Filtres' });
    const brand = filters.getByRole('group', { name: 'Marques' }).getByRole('checkbox').first();
    await brand.check();
    // Submit-on-change: the list reloads 1 s after the last change.
    await expect(page).toHaveURL(/filter=/, { timeout: 5000 });
    const filter = JSON.parse(listParams(page).get('filter') ?? '{}') as { Brands?: string[] };
    expect(filter.Brands).toHaveLength(1);
    expect(listParams(page).get('pageindex')).toBeNull();
    expect(listParams(page).get('sort')).toBe('price-asc');
    await expect(
      page.getByRole('region', { name: 'Filtres sélectionnés' }).getByRole('link'),
    ).not.toHaveCount(0);

    if (
      (await pagination.count()) > 0 &&
      (await pagination.getByRole('link', { name: /Suivant/ }).count()) > 0
    ) {
      await pagination.getByRole('link', { name: /Suivant/ }).click();
      await expect(page).toHaveURL(/pageindex=2/);
    }
    await page.getByLabel('Produits par page').selectOption('48');
    await expect(page).toHaveURL(/pageSize=48/);
    expect(listParams(page).get('pageindex')).toBeNull();
    expect(listParams(page).get('filter')).not.toBeNull();

    await page.getByRole('link', { name: 'Effacer tous les filtres' }).click();
    await expect(page).not.toHaveURL(/filter=/);
    expect(listParams(page).get('pageSize')).toBe('48');
    expect(await isSameDocument(page)).toBe(true);
  });

  test('grid and table views, each row with a quick view', async ({ page }) => {
    await page.goto('/fr/catalog');
    await waitForHydration(page);
    await expect(page.locator('.product-grid')).toBeVisible();
    await page.getByRole('navigation', { name: 'Affichage' }).getByRole('link', { name: 'Tableau' }).click();
    await expect(page).toHaveURL(/display=table/);
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    const firstRow = table.locator('tbody tr').first();
    const name = (await firstRow.getByRole('rowheader').getByRole('link').textContent())?.trim() ?? '';
    await firstRow.getByRole('button', { name: /Aperçu rapide/ }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Voir le produit' })).toBeVisible();
    await expect(dialog.getByText(/Référence/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('navigation', { name: 'Affichage' }).getByRole('link', { name: 'Grille' }).click();
    await expect(page).not.toHaveURL(/display=/);
    await expect(page.locator('.product-grid')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe('on a touch screen at desktop width', () => {
    // A tap has no hover before it, so what the first tap does depends on nothing but the menu's
    // state (a mouse's hover opens a root after a delay, which a loaded machine may reach first).
    test.use({ hasTouch: true });

    test('a category page lists its products; the header menu expands a parent before following it', async ({
      page,
      request,
    }) => {
      const tree = (await (await request.get('/api/v1/catalog/fr/categories')).json()) as {
        Name: string;
        Url: string;
        Children: unknown[];
      }[];
      // The menu opens on its first root; a parent shown collapsed is any other one with children.
      const parent = tree.slice(1).find((category) => category.Children.length > 0);
      expect(parent, 'a second root with children in the demo catalogue').toBeDefined();
      if (!parent) return;
      const named = (name: string) =>
        page
          .locator('#category-menu-panel')
          .getByRole('link', { name: new RegExp(`^${escapeRegExp(name)} \\(`) })
          .first();
      await page.goto('/fr');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Nos produits' }).tap();
      const first = named(tree[0]!.Name);
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      const link = named(parent.Name);
      await expect(link).toHaveAttribute('aria-expanded', 'false');
      await link.tap();
      await expect(link).toHaveAttribute('aria-expanded', 'true');
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await expect(page).toHaveURL(/\/fr$/);
      await link.tap();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(parent.Url)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(parent.Name);
      await expect(page.locator('.product-grid > li').first()).toBeVisible();
    });
  });

  test('choosing a colour swatch changes SKU, price, gallery and stock', async ({ page, request }) => {
    let target: { product: Product; index: number; value: AttributeValue; next: Variation } | null = null;
    await findProduct(request, async (product) => {
      const attributes = product.Variation.ProductVariantAttributesViewModel;
      const index = attributes.findIndex((attribute) => attribute.VariationDisplayTypeValue === 'Square');
      const attribute = attributes[index];
      if (!attribute) return false;
      const value = attribute.ProductAttributeValuesViewModel.find(
        (candidate) => !candidate.IsUnavailable && candidate.ProductAttributeValueId !== attribute.Value,
      );
      if (!value) return false;
      const next = await variationFor(request, product, index, value.ProductAttributeValueId);
      if (next.SKU === product.Variation.SKU) return false;
      target = { product, index, value, next };
      return true;
    });
    const { product, value, next } = target!;
    await openProduct(page, product);
    await expect(page.getByTestId('product-sku')).toHaveText(product.Variation.SKU);
    const gallery = page.locator('.product-gallery');
    await clickSwatch(page, value.DisplayValue);
    await expect(page.getByTestId('product-sku')).toHaveText(next.SKU);
    await expect
      .poll(async () => compact(await page.getByTestId('product-price').textContent()))
      .toContain(money(next.UnitPriceTaxIncl, next.CurrencyCode));
    await expect(page.getByTestId('product-stock')).toContainText(
      next.IsAvailable ? `${next.StockQuantity} en stock` : 'Rupture de stock',
    );
    const colourPhoto = product.Photos.find(
      (photo) => photo.AttributeValueId === value.ProductAttributeValueId,
    );
    if (colourPhoto) {
      // The chosen colour's photos come first.
      const first = await gallery.getAttribute('data-first-photo');
      expect(
        product.Photos.filter((photo) => photo.AttributeValueId === value.ProductAttributeValueId).map(
          (p) => p.AssetId,
        ),
      ).toContain(first);
    }
    await expect(page.getByRole('radio', { name: value.DisplayValue, exact: true })).toBeChecked();
  });

  test('a failed variations call goes back to the variant on screen and the error flow says so', async ({
    page,
    request,
  }) => {
    // A product whose other colour has photos of its own: a half-applied choice would show them.
    let target: { product: Product; value: AttributeValue; current: AttributeValue } | null = null;
    await findProduct(request, (product) => {
      const attribute = product.Variation.ProductVariantAttributesViewModel.find(
        (candidate) => candidate.VariationDisplayTypeValue === 'Square',
      );
      if (!attribute) return false;
      const current = attribute.ProductAttributeValuesViewModel.find(
        (candidate) => candidate.ProductAttributeValueId === attribute.Value,
      );
      const value = attribute.ProductAttributeValuesViewModel.find(
        (candidate) =>
          !candidate.IsUnavailable &&
          candidate.ProductAttributeValueId !== attribute.Value &&
          product.Photos.some((photo) => photo.AttributeValueId === candidate.ProductAttributeValueId),
      );
      if (!value || !current) return false;
      target = { product, value, current };
      return true;
    });
    const { product, value, current } = target!;
    await openProduct(page, product);
    const gallery = page.locator('.product-gallery');
    const photoBefore = await gallery.getAttribute('data-first-photo');
    await page.route('**/api/v1/catalog/products/*/productvariants**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: '{"type":"/problems/internal","title":"Internal error","status":500}',
      }),
    );
    await clickSwatch(page, value.DisplayValue);
    const dialog = page.locator('dialog.error-modal');
    await expect(dialog).toContainText('Une erreur inattendue est survenue. Veuillez réessayer.');
    await dialog.getByRole('button', { name: 'Fermer' }).last().click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('radio', { name: current.DisplayValue, exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: value.DisplayValue, exact: true })).not.toBeChecked();
    await expect(page.getByTestId('product-sku')).toHaveText(product.Variation.SKU);
    await expect(gallery).toHaveAttribute('data-first-photo', photoBefore ?? '');
  });

  test('an unavailable value is disabled, labelled, and cannot be chosen', async ({ page, request }) => {
    const product = await findProduct(request, (candidate) =>
      candidate.Variation.ProductVariantAttributesViewModel.some((attribute) =>
        attribute.ProductAttributeValuesViewModel.some((value) => value.IsUnavailable),
      ),
    );
    const attribute = product.Variation.ProductVariantAttributesViewModel.find((candidate) =>
      candidate.ProductAttributeValuesViewModel.some((value) => value.IsUnavailable),
    )!;
    const value = attribute.ProductAttributeValuesViewModel.find((candidate) => candidate.IsUnavailable)!;
    await openProduct(page, product);
    const label = `${value.DisplayValue} (indisponible)`;
    const sku = await page.getByTestId('product-sku').textContent();
    if (attribute.VariationDisplayTypeValue === 'Dropdown') {
      await expect(page.locator('.variation--dropdown option', { hasText: label })).toBeDisabled();
    } else if (attribute.VariationDisplayTypeValue === 'Square') {
      const radio = page.getByRole('radio', { name: label });
      await expect(radio).toBeDisabled();
      await clickSwatch(page, label);
      await expect(radio).not.toBeChecked();
    } else {
      const button = page.getByRole('button', { name: label });
      await expect(button).toBeDisabled();
      await button.click({ force: true });
      await expect(button).toHaveAttribute('aria-pressed', 'false');
    }
    await page.waitForTimeout(300);
    await expect(page.getByTestId('product-sku')).toHaveText(sku ?? '');
  });

  test('the degressive price table and the stock-by-warehouse modal show the seeded figures', async ({
    page,
    request,
  }) => {
    let tiers: { MinQuantity: number; UnitPriceTaxIncl: number }[] = [];
    let currency = 'EUR';
    const product = await findProduct(request, async (candidate) => {
      const response = await request.get(
        `/api/v1/catalog/widgets/degressiveprice?productVariantId=${candidate.Variation.ProductVariantId}`,
      );
      if (!response.ok()) return false;
      const prices = (await response.json()) as { CurrencyCode: string; Tiers: typeof tiers };
      tiers = prices.Tiers;
      currency = prices.CurrencyCode;
      return tiers.length > 1;
    });
    const stockResponse = await request.get(
      `/api/v1/catalog/widgets/stockbywarehouse?productId=${product.ProductId}&productVariantId=${product.Variation.ProductVariantId}&displayAllActiveWarehouses=true`,
    );
    const stock = (await stockResponse.json()) as {
      TotalQuantity: number;
      Warehouses: { Name: string; Quantity: number }[];
    };

    await openProduct(page, product);
    const table = page.getByRole('region', { name: 'Prix dégressifs' }).getByRole('table');
    await expect(table.locator('tbody tr')).toHaveCount(tiers.length);
    for (const [index, tier] of tiers.entries()) {
      expect(compact(await table.locator('tbody tr').nth(index).locator('td').first().textContent())).toBe(
        money(tier.UnitPriceTaxIncl, currency),
      );
    }
    // A quantity in the second tier marks that tier.
    const quantity = page.getByLabel('Quantité', { exact: true });
    await quantity.fill(String(tiers[1]!.MinQuantity));
    await quantity.press('Enter');
    await expect(table.locator('tbody tr').nth(1)).toHaveAttribute('aria-current', 'true');

    await page.getByRole('button', { name: 'Stock par entrepôt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Stock par entrepôt' });
    await expect(dialog.locator('tbody tr')).toHaveCount(stock.Warehouses.length);
    for (const warehouse of stock.Warehouses) {
      await expect(dialog.getByRole('row', { name: new RegExp(warehouse.Name) })).toContainText(
        String(warehouse.Quantity),
      );
    }
    await expect(dialog.locator('tfoot')).toContainText(String(stock.TotalQuantity));
  });

  test('the product page is server-rendered with canonical, hreflang and schema.org Product data', async ({
    request,
  }) => {
    const [item] = await listProducts(request, 12);
    const response = await request.get(`/fr/p/${item!.Slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/fr\/p\//);
    for (const culture of ['fr', 'nl', 'es', 'de', 'it', 'pt'])
      expect(html).toMatch(
        new RegExp(`<link rel="alternate" hrefLang="${culture}"|hreflang="${culture}"`, 'i'),
      );
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    const data = JSON.parse(json ?? '{}') as {
      '@type': string;
      sku: string;
      offers: { priceCurrency: string };
    };
    expect(data['@type']).toBe('Product');
    expect(data.sku).toBeTruthy();
    expect(data.offers.priceCurrency).toMatch(/^[A-Z]{3}$/);
  });
});
