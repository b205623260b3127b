import type { Page } from '@playwright/test';
import { clickSwatch, emptyCart, productWithTwoVariants } from './demo-catalog';
import {
  expect,
  expectNoAxeViolations,
  signInAsDemoCustomer,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures';

/**
 * Customer references (spec 001 §1, §2, §4, §8): the signed-in customer keeps their own
 * reference for a variant from the product page (the server's message in a modal that closes by
 * itself), sees the reference of whichever variant is shown, finds it again on the cart's line
 * and by the reference search of their account. On a 360 px phone, then a desktop, without an
 * accessibility violation.
 */

/** Types the reference, saves it, reads the server's message and waits for the modal to leave by itself. */
async function saveReference(page: Page, reference: string) {
  const section = page.getByTestId('customer-reference');
  await section.getByLabel('Votre référence pour cet article').fill(reference);
  await section.getByRole('button', { name: 'Enregistrer' }).click();
  const modal = page.getByRole('dialog', { name: 'Votre référence' });
  await expect(modal.getByRole('status')).toHaveText(`Votre référence « ${reference} » est enregistrée.`);
  await expectNoAxeViolations(page);
  // Closed by itself after 3000 ms (spec 001 §9): waited for, not slept.
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('customer-reference-current')).toHaveText(reference);
}

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentGiven(context, baseURL!);
});

test('a customer keeps a reference per variant, sees it follow the variation, on the cart line and in the reference search (360 px, then desktop)', {
  tag: '@customer-cart',
}, async ({ page, request }) => {
  const { product, other: value, second: next } = await productWithTwoVariants(request);
  const run = Date.now().toString(36).toUpperCase();
  const first = `E2E-${run}-A`;
  const second = `E2E-${run}-B`;

  await page.setViewportSize({ width: 360, height: 780 });
  await signInAsDemoCustomer(page);
  await emptyCart(page);

  // The first variant's reference, kept from the product page.
  await page.goto(`/fr/p/${product.Slug}`);
  await waitForHydration(page);
  await expect(page.getByTestId('product-sku')).toHaveText(product.Variation.SKU);
  await expect(page.getByTestId('customer-reference')).toBeVisible();
  await saveReference(page, first);

  // Another colour is another variant: its own reference (none yet), then one kept for it.
  await clickSwatch(page, value.DisplayValue);
  await expect(page.getByTestId('product-sku')).toHaveText(next.SKU);
  await expect(page.getByTestId('customer-reference-current')).not.toHaveText(first);
  await saveReference(page, second);

  // Back to the first colour: its reference again, read after the variations answer.
  const firstValue = product.Variation.ProductVariantAttributesViewModel.find(
    (attribute) => attribute.VariationDisplayTypeValue === 'Square',
  )?.ProductAttributeValuesViewModel.find(
    (candidate) =>
      candidate.ProductAttributeValueId ===
      product.Variation.ProductVariantAttributesViewModel.find(
        (a) => a.VariationDisplayTypeValue === 'Square',
      )?.Value,
  );
  expect(firstValue).toBeTruthy();
  await clickSwatch(page, firstValue!.DisplayValue);
  await expect(page.getByTestId('product-sku')).toHaveText(product.Variation.SKU);
  await expect(page.getByTestId('customer-reference-current')).toHaveText(first);

  // The second colour goes in the cart; its line carries the reference.
  await clickSwatch(page, value.DisplayValue);
  await expect(page.getByTestId('customer-reference-current')).toHaveText(second);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('dialog', { name: 'Ajouté au panier' })).toBeVisible();
  await page.goto('/fr/shoppingcarts');
  await waitForHydration(page);
  const line = page.getByTestId('cart-line').filter({ hasText: next.SKU });
  await expect(line.getByTestId('line-customer-reference')).toHaveText(`Ma référence : ${second}`);
  await expectNoAxeViolations(page);

  // The reference search of the account: both of this run's, each leading to the product.
  await page.goto('/fr/account');
  await waitForHydration(page);
  const search = page.getByRole('search');
  await search.getByRole('searchbox', { name: 'Référence' }).fill(`e2e-${run.toLowerCase()}`);
  await search.getByRole('button', { name: 'Rechercher' }).click();
  const results = page.getByTestId('customer-reference-results');
  await expect(results.getByRole('link')).toHaveText([first, second]);
  await expectNoAxeViolations(page);
  await results.getByRole('link', { name: second }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/p/${product.Slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.Name);

  // On a desktop: the reference shows beside the product, without a violation.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/fr/p/${product.Slug}`);
  await waitForHydration(page);
  await expect(page.getByTestId('customer-reference-current')).toHaveText(first);
  await expectNoAxeViolations(page);

  await emptyCart(page);
});

test('the reference form works as a page without script, for a signed-in customer only', {
  tag: '@customer-cart',
}, async ({ browser, baseURL, page, request }) => {
  const { product } = await productWithTwoVariants(request);
  const variantId = product.Variation.ProductVariantId;
  const formPage = `/fr/widget/catalog/CustomerReferenceUpdate?productVariantId=${variantId}`;
  // A guest is sent to sign in, and back here afterwards.
  const guest = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const guestPage = await guest.newPage();
  await guestPage.goto(formPage);
  await expect(guestPage).toHaveURL(/\/fr\/security\/login\?returnUrl=.*CustomerReferenceUpdate/);
  await guest.close();

  await signInAsDemoCustomer(page);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    storageState: await page.context().storageState(),
  });
  const noScript = await context.newPage();
  // The product page leads to the form's page when no script runs.
  await noScript.goto(`/fr/p/${product.Slug}`);
  await noScript.getByRole('link', { name: 'Ma référence', exact: true }).click();
  await expect(noScript).toHaveURL(/\/fr\/widget\/catalog\/CustomerReferenceUpdate\?productVariantId=/);
  const reference = `NOSCRIPT-${Date.now().toString(36).toUpperCase()}`;
  await noScript.getByLabel('Votre référence pour cet article').fill(`  ${reference}  `);
  await noScript.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(noScript.getByTestId('customer-reference-outcome')).toHaveText(
    `Votre référence « ${reference} » est enregistrée.`,
  );
  await expect(noScript.getByTestId('customer-reference-current')).toHaveText(reference);
  await expect(noScript.getByLabel('Votre référence pour cet article')).toHaveValue(reference);

  // Back on the product page, the script's form reads what was kept.
  await noScript.getByRole('link', { name: 'Retour à l’article' }).click();
  await expect(noScript).toHaveURL(new RegExp(`/fr/p/${product.Slug}$`));
  await page.goto(`/fr/p/${product.Slug}`);
  await waitForHydration(page);
  await expect(page.getByTestId('customer-reference-current')).toHaveText(reference);

  // Cleared again by an empty form.
  await noScript.goto(formPage);
  await noScript.getByLabel('Votre référence pour cet article').fill('');
  await noScript.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(noScript.getByTestId('customer-reference-outcome')).toHaveText(
    'Votre référence a été retirée.',
  );
  await expect(noScript.getByTestId('customer-reference-current')).toHaveText('—');
  await context.close();
});
