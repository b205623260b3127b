import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  openAccountMenu,
  type ProductInStock,
  signInAsDemoCustomer,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures';

/**
 * Wishlists (spec 001 §2, §4, §5, §7, §8): a signed-in customer makes two wishlists from the
 * product page's modal, finds them from the account menu, moves a product from one to the other,
 * changes a quantity and orders the whole list, seeing the header cart follow. On a 360 px phone,
 * then a desktop (where `openWishlist` opens the modal by itself), without an accessibility
 * violation.
 */

/** Two demo products whose default variant can be bought. */
async function twoProductsInStock(request: APIRequestContext): Promise<[ProductInStock, ProductInStock]> {
  const list = await request.get('/api/v1/catalog/fr/products?pageSize=48');
  expect(list.ok()).toBe(true);
  const found: ProductInStock[] = [];
  for (const item of ((await list.json()) as { Items: { Slug: string }[] }).Items) {
    const detail = await request.get(
      `/api/v1/catalog/fr/products/by-slug?slug=${encodeURIComponent(item.Slug)}`,
    );
    const product = (await detail.json()) as ProductInStock;
    if (product.Variation.IsAvailable && product.Variation.StockQuantity >= 5) found.push(product);
    if (found.length === 2) return [found[0] as ProductInStock, found[1] as ProductInStock];
  }
  throw new Error('the demo catalogue has not two products in stock');
}

async function emptyCart(page: Page) {
  await page.goto('/fr/shoppingcarts');
  await waitForHydration(page);
  const remove = page.getByRole('button', { name: /^Supprimer .+ du panier$/ });
  while ((await remove.count()) > 0) {
    const before = await remove.count();
    await remove.first().click();
    await expect(remove).toHaveCount(before - 1);
  }
}

const modal = (page: Page) => page.getByRole('dialog', { name: 'Ajouter à une liste d’envies' });
const headerCount = (page: Page) => page.getByTestId('header-cart-count');

/** From the product page: the modal's new-list tab, a name, a quantity; the dialog after adding. */
async function addToNewList(page: Page, product: ProductInStock, name: string, quantity: number) {
  await page.goto(`/fr/p/${product.Slug}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Ajouter à une liste d’envies' }).click();
  await expect(modal(page)).toBeVisible();
  const toggle = modal(page).getByLabel('Créer une nouvelle liste');
  // The demo customer may have lists already: the checkbox switches to the new-list tab.
  if (await toggle.isVisible()) {
    await toggle.check();
    await expect(modal(page).getByRole('group', { name: 'Liste existante' })).toBeHidden();
  }
  await modal(page).getByLabel('Nom').fill(name);
  await modal(page).getByLabel('Quantité').fill(String(quantity));
  await modal(page).getByRole('button', { name: 'Ajouter' }).click();
  await expect(modal(page).getByText(`a été ajouté à « ${name} »`)).toBeVisible();
  await expect(modal(page).getByRole('link', { name: 'Voir la liste' })).toBeVisible();
  await modal(page).getByRole('button', { name: 'Continuer mes achats' }).click();
  await expect(modal(page)).toBeHidden();
}

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentGiven(context, baseURL!);
});

test('a customer makes two wishlists, moves a product, changes a quantity and orders all (360 px, then desktop)', {
  tag: '@customer-cart',
}, async ({ page, request }) => {
  const [first, second] = await twoProductsInStock(request);
  const run = Date.now().toString(36).toUpperCase();
  const listA = `Salon ${run}`;
  const listB = `Chambre ${run}`;

  // A guest is sent to sign in first.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/fr/p/${first.Slug}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Ajouter à une liste d’envies' }).click();
  await expect(page).toHaveURL(/\/fr\/security\/login\?returnUrl=.*openWishlist/);

  await signInAsDemoCustomer(page);
  await emptyCart(page);
  await addToNewList(page, first, listA, 1);
  await addToNewList(page, second, listB, 2);

  // The modal says whether the product is in the list chosen.
  await page.goto(`/fr/p/${second.Slug}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Ajouter à une liste d’envies' }).click();
  await modal(page).getByLabel('Liste', { exact: true }).selectOption({ label: listB });
  await expect(modal(page).getByText('Ce produit est déjà dans cette liste (quantité 2).')).toBeVisible();
  await modal(page).getByLabel('Liste', { exact: true }).selectOption({ label: listA });
  await expect(modal(page).getByText('Ce produit n’est pas encore dans cette liste.')).toBeVisible();
  await expectNoAxeViolations(page);
  await modal(page).getByRole('button', { name: 'Fermer' }).click();

  // The wishlists page from the account menu; the side menu loads a list and marks it.
  await openAccountMenu(page);
  await page.getByRole('link', { name: 'Mes listes d’envies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes listes d’envies' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Mes listes' });
  await menu.getByRole('link', { name: new RegExp(listA) }).click();
  await expect(page).toHaveURL(/\/fr\/catalog\/wishlist\/list\?Id=[0-9a-f-]{36}$/);
  await expect(menu.getByRole('link', { name: new RegExp(listA) })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: listA })).toBeVisible();
  const rows = page.locator('.wishlist-items__table tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(first.Name);
  await expectNoAxeViolations(page);

  // Move the product from A to B: A is empty, B holds both.
  await rows.first().getByLabel('Déplacer vers').selectOption({ label: listB });
  await rows.first().getByRole('button', { name: 'Déplacer' }).click();
  await expect(page.getByText('Cette liste est vide.')).toBeVisible();
  await menu.getByRole('link', { name: new RegExp(listB) }).click();
  await expect(menu.getByRole('link', { name: new RegExp(listB) })).toHaveAttribute('aria-current', 'page');
  await expect(rows).toHaveCount(2);
  // The table area's fragment: the same list's products as HTML (spec 001 §2 list_item).
  const listId = new URL(page.url()).searchParams.get('Id');
  const fragment = await page.request.get(`/fr/catalog/wishlist/list_item?wishlistid=${listId}`);
  expect(fragment.headers()['content-type']).toContain('text/html');
  const html = await fragment.text();
  expect(html).toContain('wishlist-items__table');
  expect(html).toContain(first.Name);
  expect(html).toContain(second.Name);

  // The quantity form: normalised to a positive whole number before saving (2.6 → 3).
  const quantity = page.getByLabel(`Quantité — ${first.Name}`);
  await quantity.fill('2.6');
  await page.getByRole('button', { name: 'Mettre à jour les quantités' }).click();
  await expect(page.getByText('Quantités mises à jour.')).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel(`Quantité — ${first.Name}`)).toHaveValue('3');

  // Order all: both products go in the cart, and the header cart says so.
  await page.getByRole('button', { name: 'Tout commander' }).click();
  await expect(page.getByText('2 produit(s) ajouté(s) au panier.')).toBeVisible();
  const cart = (await (await page.request.get('/api/v1/shoppingcarts')).json()) as {
    ItemsCount: number;
    ItemsQuantityCount: number;
  };
  expect(cart.ItemsCount).toBe(2);
  await expect(headerCount(page)).toHaveText(String(cart.ItemsQuantityCount));

  // On a desktop, `openWishlist` opens the modal by itself.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/fr/p/${first.Slug}?openWishlist=${first.Variation.ProductVariantId}`);
  await waitForHydration(page);
  await expect(modal(page)).toBeVisible();
  await expect(modal(page).getByLabel('Créer une nouvelle liste')).toBeVisible();
  await expectNoAxeViolations(page);
  await modal(page).getByRole('button', { name: 'Fermer' }).click();
  await page.goto('/fr/catalog/wishlist/list');
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  await emptyCart(page);
});

test('the popup works as a page without script: a new list with the product', {
  tag: '@customer-cart',
}, async ({ browser, baseURL, page, request }) => {
  const [product] = await twoProductsInStock(request);
  const name = `Sans script ${Date.now().toString(36)}`;
  const popup = `/fr/catalog/wishlist/popup?productVariantId=${product.Variation.ProductVariantId}`;
  // A guest is sent to sign in, and back here afterwards.
  const guest = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const guestPage = await guest.newPage();
  await guestPage.goto(popup);
  await expect(guestPage).toHaveURL(/\/fr\/security\/login\?returnUrl=.*wishlist%2Fpopup/);
  await guest.close();

  // Signed in (with script), then the popup page without it.
  await signInAsDemoCustomer(page);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    storageState: await page.context().storageState(),
  });
  const noScript = await context.newPage();
  await noScript.goto(popup);
  await noScript.getByLabel('Créer une nouvelle liste').check();
  await noScript.getByLabel('Nom').fill(name);
  await noScript.getByRole('button', { name: 'Ajouter' }).click();
  await expect(noScript.getByText(`a été ajouté à « ${name} »`)).toBeVisible();
  await noScript.getByRole('link', { name: 'Voir la liste' }).click();
  await expect(noScript.getByRole('heading', { level: 2, name })).toBeVisible();
  await context.close();
});

test('the list page works without script: a refused change shows its translated reason and changes nothing', {
  tag: '@customer-cart',
}, async ({ browser, baseURL, page }) => {
  const name = `Sans script ${Date.now().toString(36)}`;
  await signInAsDemoCustomer(page);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    storageState: await page.context().storageState(),
  });
  const noScript = await context.newPage();
  await noScript.goto('/fr/catalog/wishlist/list');
  const create = noScript.locator('form.wishlists-page__create');
  await create.getByLabel('Nom').fill(name);
  await create.getByRole('button', { name: 'Créer' }).click();
  await expect(noScript.getByRole('heading', { level: 2, name })).toBeVisible();
  const listUrl = noScript.url();

  // A name of spaces passes the browser's check; the server refuses it, and the page says why.
  const settings = noScript.locator('details.wishlists-page__settings');
  await settings.locator('summary').click();
  await settings.getByLabel('Nom').fill('   ');
  await settings.getByRole('button', { name: 'Enregistrer' }).click();
  const notice = noScript.locator('.wishlists-page').getByRole('alert');
  await expect(notice).toHaveText('Ce champ est obligatoire.');
  await expect(noScript.getByRole('heading', { level: 2, name })).toBeVisible();

  // Read again: the list kept its name.
  await noScript.goto(listUrl);
  await expect(noScript.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await context.close();
});
