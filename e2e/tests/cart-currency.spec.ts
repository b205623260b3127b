import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  productInStock,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures';

/**
 * The currency journey (spec 001 §4 "Currency change"): a guest with a line in the cart
 * switches to the US dollar; the server warns that the cart will be converted, the guest first
 * cancels (nothing changes), then confirms (the call repeated with /true): the page reloads in
 * place and the cart, the header and the product's price are in dollars. The demo shop's rates
 * are a real day of the ECB's file. Each step waits for what the shopper sees.
 */

const switcher = (page: Page) => page.getByTestId('currency-switcher');
const confirm = (page: Page) => page.getByRole('dialog', { name: 'Changer de devise' });

/** On a phone the switcher is in the menu panel. */
async function chooseCurrency(page: Page, code: string, narrow: boolean) {
  if (narrow && (await switcher(page).isHidden()))
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await switcher(page).click();
  await page
    .getByRole('list', { name: 'Devise' })
    .getByRole('button', { name: new RegExp(`^${code}`) })
    .click();
}

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentGiven(context, baseURL!);
});

for (const width of [1366, 360]) {
  test(`a guest with a line in the cart switches currency: warned, cancels, then forces (${width} px)`, async ({
    page,
    request,
  }) => {
    const narrow = width < 768;
    await page.setViewportSize({ width, height: narrow ? 740 : 900 });
    const product = await productInStock(request);

    await page.goto(`/fr/p/${product.Slug}`);
    await waitForHydration(page);
    await expect(page.getByTestId('header-cart-count')).toHaveText('0');
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    const added = page.getByRole('dialog', { name: 'Ajouté au panier' });
    await expect(added).toBeVisible();
    await added.getByRole('link', { name: 'Voir mon panier' }).click();

    await expect(page).toHaveURL(/\/fr\/shoppingcarts$/);
    await waitForHydration(page);
    const total = page.getByTestId('cart-total-incl');
    await expect(total).toContainText('€');
    const before = await total.textContent();
    if (!narrow) await expect(switcher(page)).toContainText('Devise : EUR');

    // The warning: the cart's amounts would be converted. Cancel changes nothing.
    await chooseCurrency(page, 'USD', narrow);
    await expect(confirm(page)).toBeVisible();
    await expect(confirm(page)).toContainText('seront convertis dans la nouvelle devise');
    await expectNoAxeViolations(page);
    await confirm(page).getByRole('button', { name: 'Annuler' }).click();
    await expect(confirm(page)).toBeHidden();
    await expect(total).toHaveText(before ?? '');

    // Forced: the cart, the header and the switcher follow, without leaving the page.
    await chooseCurrency(page, 'USD', narrow);
    await confirm(page).getByRole('button', { name: 'Changer de devise' }).click();
    await expect(confirm(page)).toBeHidden();
    await expect(total).toContainText('$US');
    await expect(page.getByTestId('cart-line-total')).toContainText('$US');
    await expect(page.getByTestId('header-cart-count')).toHaveText('1');
    await expect(switcher(page)).toContainText('Devise : USD');
    if (!narrow) {
      await page.locator('.header-cart__link').focus();
      await expect(page.locator('.header-cart__total')).toContainText('$US');
    }
    await expectNoAxeViolations(page);

    // A reload keeps the choice, and the product's price is shown in it.
    await page.goto(`/fr/p/${product.Slug}`);
    await expect(page.getByTestId('product-price')).toContainText('$US');
    await expect(switcher(page)).toHaveCount(1);
  });
}
