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
 * A signed-in customer's saved addresses at checkout (spec 001 §2 "Delivery and billing address
 * pickers"): one added in the picker's modal, chosen, and the order placed with it; on a 360 px
 * phone and on a desktop, by keyboard, without an accessibility violation.
 */

const CUSTOMER = { email: 'customer@vitrine.example', password: 'vitrine-customer' };

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentGiven(context, baseURL!);
});

const arrived = (page: Page) => expect(page.locator('body')).not.toHaveClass(/\bpage-(in|out)\b/);
const busyDone = (page: Page) => expect(page.locator('.checkout-page')).toHaveAttribute('aria-busy', 'false');

test('a customer adds a billing address in the modal, chooses it by keyboard and orders with it (360 px, then desktop)', {
  tag: '@customer-cart',
}, async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const product = await productInStock(request);
  await page.goto(`/fr/security/login?returnUrl=${encodeURIComponent(`/fr/p/${product.Slug}`)}`);
  await waitForHydration(page);
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(CUSTOMER.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/p/${product.Slug}$`));
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('dialog', { name: 'Ajouté au panier' })).toBeVisible();

  await page.goto('/fr/sales/checkout');
  await waitForHydration(page);
  const billing = page.getByRole('group', { name: 'Vos adresses de facturation' });
  await expect(billing).toBeVisible();
  await expect(billing).toHaveAttribute('data-has-creation', 'true');
  await arrived(page);
  await expectNoAxeViolations(page);

  // A street of this run: the demo customer keeps the addresses of earlier runs.
  const street = `Rue du Test ${Date.now().toString(36)}`;
  await billing.getByRole('button', { name: 'Ajouter une adresse' }).click();
  const modal = page.getByRole('dialog', { name: 'Nouvelle adresse' });
  await expect(modal).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByRole('radio', { name: 'La facturation et la livraison' }).check();
  await modal.getByRole('textbox', { name: 'Prénom' }).fill('Camille');
  await modal.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
  await modal.getByRole('textbox', { name: 'Rue' }).fill(street);
  await modal.getByRole('textbox', { name: 'Numéro' }).fill('7');
  await modal.getByRole('textbox', { name: 'Code postal' }).fill('1000');
  await modal.getByRole('textbox', { name: 'Localité' }).fill('Bruxelles');
  await modal.getByRole('combobox', { name: 'Pays' }).selectOption('BE');
  await modal.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  await expect(modal).toBeHidden();

  // Saved, listed and chosen: the typed billing fields give way to it.
  const card = billing.getByRole('radio', { name: new RegExp(street) });
  await expect(card).toBeChecked();
  const billingSection = page.getByRole('group', { name: 'Adresse de facturation', exact: true });
  await expect(billingSection.getByRole('textbox', { name: 'Rue' })).toBeHidden();
  await busyDone(page);

  // By keyboard: the arrows move to "type another address" and back.
  await card.focus();
  await page.keyboard.press('ArrowDown');
  await expect(billing.getByRole('radio', { name: 'Saisir une autre adresse' })).toBeChecked();
  await expect(billingSection.getByRole('textbox', { name: 'Rue' })).toHaveValue(street);
  await page.keyboard.press('ArrowUp');
  await expect(card).toBeChecked();
  await expect(billingSection.getByRole('textbox', { name: 'Rue' })).toBeHidden();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 1366, height: 900 });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Valider ma commande' }).click();
  await expect(page).toHaveURL(/\/fr\/sales\/orders\/[0-9a-f-]{36}\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement' })).toBeVisible();
});
