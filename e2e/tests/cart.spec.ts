import type { Page } from '@playwright/test';
import { clickSwatch, productWithTwoVariants } from './demo-catalog';
import {
  accountMenu,
  expect,
  expectNoAxeViolations,
  openAccountMenu,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures';

/**
 * The cart journey for a guest: two variants of one product added from the product page
 * (the confirmation dialog each time, the header's count following), then the cart page: a
 * quantity changed, the stock limit hit (the info alert naming the item), a line deleted. Each
 * step waits for what the shopper waits for (the dialog, the count, the alert), never for a delay.
 */

const headerCount = (page: Page) => page.getByTestId('header-cart-count');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Ajouté au panier' });

async function addToCart(page: Page) {
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(dialog(page)).toBeVisible();
}

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentGiven(context, baseURL!);
});

for (const width of [1366, 360]) {
  test(`a guest fills the cart and changes it (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 740 });
    const { product, other, second } = await productWithTwoVariants(request, {
      firstStock: 3,
      secondStock: 2,
    });

    await page.goto(`/fr/p/${product.Slug}`);
    await waitForHydration(page);
    // The count arrives after hydration: an empty cart for a new guest.
    await expect(headerCount(page)).toHaveText('0');

    await addToCart(page);
    await expect(dialog(page)).toContainText(product.Name);
    await expect(dialog(page)).toContainText(product.Variation.SKU);
    await expect(headerCount(page)).toHaveText('1');
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Continuer mes achats' }).click();
    await expect(dialog(page)).toBeHidden();

    await clickSwatch(page, other.DisplayValue);
    await expect(page.getByTestId('product-sku')).toHaveText(second.SKU);
    await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
    await addToCart(page);
    await expect(dialog(page)).toContainText(second.SKU);
    await expect(headerCount(page)).toHaveText('2');
    await dialog(page).getByRole('link', { name: 'Voir mon panier' }).click();

    await expect(page).toHaveURL(/\/fr\/shoppingcarts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    await expect(page.getByRole('link', { name: product.Name }).first()).toHaveAttribute(
      'href',
      new RegExp(`/fr/p/${product.Slug}$`),
    );
    await expectNoAxeViolations(page);

    // One more of the first variant.
    const firstLabel = `${product.Name} (${product.Variation.SKU})`;
    await page.getByRole('button', { name: `Augmenter la quantité de ${firstLabel}` }).click();
    await expect(page.getByTestId('cart-quantity-count')).toHaveText('3');
    await expect(headerCount(page)).toHaveText('3');
    await expect(page.getByRole('spinbutton', { name: `Quantité de ${firstLabel}` })).toHaveValue('2');

    // More than the stock: the server keeps what there is and the page says so.
    const stock = product.Variation.StockQuantity;
    const field = page.getByRole('spinbutton', { name: `Quantité de ${firstLabel}` });
    await field.fill(String(stock + 5));
    await field.press('Enter');
    const alert = page.locator('.cart-page__messages .notice--info');
    await expect(alert).toContainText(`Il ne reste que ${stock} « ${product.Name} » en stock`);
    await expect(field).toHaveValue(String(stock));
    await expect(page.getByTestId('cart-quantity-count')).toHaveText(String(stock + 1));
    await expect(headerCount(page)).toHaveText(String(stock + 1));
    await expectNoAxeViolations(page);

    // The second variant goes.
    await page.getByRole('button', { name: `Supprimer ${product.Name} (${second.SKU}) du panier` }).click();
    await expect(lines).toHaveCount(1);
    await expect(headerCount(page)).toHaveText(String(stock));
    await expect(page.getByRole('status').filter({ hasText: 'a été retiré de votre panier' })).toBeAttached();
  });
}

test('the cart follows the shopper: a second tab, sign-in (merged), clearing a product, sign-out', {
  tag: '@customer-cart',
}, async ({ page, context, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const { product, other, second } = await productWithTwoVariants(request, { firstStock: 3, secondStock: 2 });

  // As a guest: both variants of the product.
  await page.goto(`/fr/p/${product.Slug}`);
  await waitForHydration(page);
  await expect(headerCount(page)).toHaveText('0');
  await addToCart(page);
  await dialog(page).getByRole('button', { name: 'Continuer mes achats' }).click();
  await clickSwatch(page, other.DisplayValue);
  await expect(page.getByTestId('product-sku')).toHaveText(second.SKU);
  await addToCart(page);
  await expect(headerCount(page)).toHaveText('2');

  // A second tab is the same cart.
  const tab = await context.newPage();
  await tab.goto('/fr/shoppingcarts');
  await expect(tab.getByTestId('cart-line')).toHaveCount(2);
  await tab.close();

  // Signing in keeps the guest's lines: they join the customer's cart.
  await page.goto('/fr/security/login?returnUrl=%2Ffr%2Fshoppingcarts');
  await waitForHydration(page);
  await page.getByLabel('Adresse e-mail', { exact: true }).fill('customer@vitrine.example');
  await page.getByLabel('Mot de passe', { exact: true }).fill('vitrine-customer');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/fr\/shoppingcarts$/);
  await expect(accountMenu(page)).toHaveText('Camille Martin');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(page.getByTestId('cart-line-sku')).toHaveText([product.Variation.SKU, second.SKU]);
  await expect(headerCount(page)).toHaveText('2');

  // The small-screen rows (spec 001 §9): cards with a smaller photo at or below 576 px, a table
  // from the medium breakpoint.
  for (const [width, display, photo] of [
    [576, 'grid', 64],
    [577, 'grid', 80],
    [768, 'table-row', 80],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect(lines.first()).toHaveCSS('display', display);
    await expect(lines.first().locator('.cart-line__photo')).toHaveCSS('width', `${photo}px`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  // Clearing the product takes both of its lines at once.
  await page.getByRole('button', { name: `Retirer toutes les variantes de ${product.Name}` }).click();
  await expect(page.getByText('Votre panier est vide.')).toBeVisible();
  await expect(headerCount(page)).toHaveText('0');
  await expectNoAxeViolations(page);

  // One line again, then sign out: the next guest starts with an empty cart; the customer's stays.
  await page.goto(`/fr/p/${product.Slug}`);
  await waitForHydration(page);
  await addToCart(page);
  await expect(headerCount(page)).toHaveText('1');
  await dialog(page).getByRole('button', { name: 'Continuer mes achats' }).click();
  await openAccountMenu(page);
  await page.getByRole('link', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/fr$/);
  await waitForHydration(page);
  await expect(headerCount(page)).toHaveText('0');
  await page.goto('/fr/security/login?returnUrl=%2Ffr%2Fshoppingcarts');
  await waitForHydration(page);
  await page.getByLabel('Adresse e-mail', { exact: true }).fill('customer@vitrine.example');
  await page.getByLabel('Mot de passe', { exact: true }).fill('vitrine-customer');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/fr\/shoppingcarts$/);
  await expect(lines).toHaveCount(1);
  await expect(page.getByTestId('cart-line-sku')).toHaveText([product.Variation.SKU]);
  // Leaves the customer's cart empty for the other journeys that sign in.
  await page
    .getByRole('button', { name: `Supprimer ${product.Name} (${product.Variation.SKU}) du panier` })
    .click();
  await expect(page.getByText('Votre panier est vide.')).toBeVisible();
});
