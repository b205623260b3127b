import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  isSameDocument,
  markDocument,
  productInStock,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures';

/**
 * The cart page's delivery, for a guest: the shipping country changed, another
 * method chosen, a place picked through the postal-code typeahead with the keyboard; the totals
 * follow each answer. Each step waits for what the shopper sees change, never for a delay.
 */

/** Puts one in-stock demo variant in the guest's cart, as the product page's button would. */
async function oneLineInTheCart(page: Page) {
  const product = await productInStock(page.request);
  const token = ((await (await page.request.get('/api/v1/security/antiforgery')).json()) as { Token: string })
    .Token;
  const added = await page.request.post('/api/v1/catalog/products/addtocart', {
    data: { ProductVariantId: product.Variation.ProductVariantId, Quantity: 1 },
    headers: { 'x-csrf-token': token },
  });
  expect(added.ok()).toBe(true);
}

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentGiven(context, baseURL!);
});

for (const width of [1366, 360]) {
  test(`a guest chooses where and how the cart is delivered (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 740 });
    await oneLineInTheCart(page);
    await page.goto('/fr/shoppingcarts');
    await waitForHydration(page);

    const country = page.getByRole('combobox', { name: 'Pays de livraison' });
    const shipping = page.getByTestId('cart-shipping-amount');
    const total = page.getByTestId('cart-total-incl');
    const settled = () => expect(page.locator('.cart-page')).toHaveAttribute('aria-busy', 'false');
    await expect(country).toHaveValue('BE');
    await expect(page.getByRole('radio', { name: /Livraison à domicile/ })).toBeChecked();
    // No postal-code field where the shop does not know the country's places.
    await expect(page.getByRole('combobox', { name: 'Code postal ou localité' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const totalInBelgium = await total.textContent();

    // Express: its cost is the shipping amount now.
    const express = page.getByRole('radio', { name: /Express/ });
    const expressCost = await express.locator('xpath=..').getByTestId('shipping-method-cost').textContent();
    // A controlled radio: checked once the server answered.
    await express.click();
    await expect(express).toBeChecked();
    await settled();
    await expect(shipping).toHaveText(expressCost ?? '');
    await expect(total).not.toHaveText(totalInBelgium ?? '');

    // France: the method stays, its French cost and VAT apply. The tax country changed, but the
    // cart page already shows the cart the server answered: no reload (spec 001 §4).
    await markDocument(page);
    await country.selectOption('FR');
    await expect(country).toHaveValue('FR');
    await settled();
    await expect(page.getByRole('radio', { name: /Express/ })).toBeChecked();
    await expect(total).not.toHaveText(totalInBelgium ?? '');
    expect(await isSameDocument(page)).toBe(true);

    // The typeahead (France's places are the ones the demo shop knows): nothing before 4
    // characters, then Paris chosen with the keyboard.
    const postal = page.getByRole('combobox', { name: 'Code postal ou localité' });
    await postal.fill('750');
    await expect(postal).toHaveAttribute('aria-expanded', 'false');
    await postal.pressSequentially('0');
    await expect(page.getByRole('option', { name: '75001 Paris 1er Arrondissement' })).toBeVisible();
    await expectNoAxeViolations(page);
    await postal.press('ArrowDown');
    await postal.press('Enter');
    await expect(page.getByText('Livraison à 75001 Paris 1er Arrondissement')).toBeVisible();
    await settled();

    // A place that does not exist says so.
    await postal.fill('0000');
    await expect(page.getByText('Aucune localité trouvée.')).toBeVisible();

    // Every change so far was made in place.
    expect(await isSameDocument(page)).toBe(true);

    // After a reload the cart remembers all of it.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('combobox', { name: 'Pays de livraison' })).toHaveValue('FR');
    await expect(page.getByRole('radio', { name: /Express/ })).toBeChecked();
    await expect(page.getByText('Livraison à 75001 Paris 1er Arrondissement')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
