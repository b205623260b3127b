import type { Page } from '@playwright/test';
import { emptyCart } from './demo-catalog';
import {
  expect,
  expectNoAxeViolations,
  openAccountMenu,
  productInStock,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures';

/**
 * The signed-in customer's account (spec 001 §2): an address managed on the addresses page, an
 * order placed with it, found again under "Mes commandes", a line of it put back in the cart
 * (the header's cart follows), and a change of its delivery address asked of the shop, whose
 * button then says the e-mail was sent. On a 360 px phone and a desktop, by keyboard where it
 * matters, without an accessibility violation.
 */

const CUSTOMER = { email: 'customer@vitrine.example', password: 'vitrine-customer' };

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentGiven(context, baseURL!);
});

const arrived = (page: Page) => expect(page.locator('body')).not.toHaveClass(/\bpage-(in|out)\b/);

test('a customer manages an address, orders, finds the order, orders a line again and asks for another delivery address (360 px, then desktop)', {
  tag: '@customer-cart',
}, async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 780 });

  // Signed out, the account's pages lead to the login page, which brings the customer back.
  await page.goto('/fr/account/addresses');
  await expect(page).toHaveURL(/\/fr\/security\/login\?returnUrl=%2Ffr%2Faccount%2Faddresses$/);
  await waitForHydration(page);
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(CUSTOMER.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/fr\/account\/addresses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes adresses' })).toBeVisible();
  await waitForHydration(page);
  await arrived(page);
  await expectNoAxeViolations(page);

  // An address of this run (the demo customer keeps those of earlier runs), added in the modal.
  const street = `Rue du Compte ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
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
  const card = page.getByTestId('account-address').filter({ hasText: street });
  await expect(card).toBeVisible();

  // Edited, then made the default by keyboard.
  await card.getByRole('button', { name: new RegExp(`^Modifier l’adresse .*${street}`) }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier l’adresse' });
  await expect(edit).toBeVisible();
  await edit.getByRole('textbox', { name: 'Numéro' }).fill('9');
  await edit.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText(`${street} 9`);
  const makeDefault = card.getByRole('button', { name: /l’adresse par défaut$/ });
  if ((await makeDefault.count()) > 0) {
    await makeDefault.focus();
    await page.keyboard.press('Enter');
    await expect(card.getByText('Par défaut', { exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // An order with it.
  const product = await productInStock(request);
  await page.goto(`/fr/p/${product.Slug}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('dialog', { name: 'Ajouté au panier' })).toBeVisible();
  await page.goto('/fr/sales/checkout');
  await waitForHydration(page);
  const billing = page.getByRole('group', { name: 'Vos adresses de facturation' });
  await billing.getByRole('radio', { name: new RegExp(street) }).check();
  await expect(page.locator('.checkout-page')).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('button', { name: 'Valider ma commande' }).click();
  await expect(page).toHaveURL(/\/fr\/sales\/orders\/[0-9a-f-]{36}\/payment$/);
  const orderId = /orders\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? '';

  // Found in the account's orders, and opened.
  await page.goto('/fr/account');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await expect(page.getByText(CUSTOMER.email)).toBeVisible();
  await expectNoAxeViolations(page);
  await openAccountMenu(page);
  await page.locator('.header-account').getByRole('link', { name: 'Mes commandes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes commandes' })).toBeVisible();
  const newest = page.getByTestId('order-row').first();
  await expect(newest.getByRole('link')).toHaveAttribute('href', `/fr/sales/orders/${orderId}`);
  await expect(newest.getByRole('button', { name: /^Commander à nouveau la commande V-\d+$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await newest.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/fr/sales/orders/${orderId}$`));
  await waitForHydration(page);
  await arrived(page);
  await expectNoAxeViolations(page);

  // The checkout emptied the cart; a line of the order goes back in, and the header's cart says so.
  const headerCount = page.getByTestId('header-cart-count');
  const added = page.waitForResponse(
    (response) =>
      response.url().includes('/api/v1/sales/orders/addtocart') && response.request().method() === 'PUT',
  );
  await page
    .getByRole('button', { name: new RegExp(`^Ajouter ${escapeRegExp(product.Name)}.* au panier$`) })
    .click();
  expect((await added).status()).toBe(200);
  await expect(page.getByText(/^Ajouté au panier\./)).toBeVisible();
  await expect(headerCount).toHaveText('1');

  // The delivery address, asked to change: the modal closes, a notice says it, the button is spent.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Changer l’adresse de livraison' }).click();
  const request_ = page.getByRole('dialog', { name: 'Changer l’adresse de livraison' });
  await expect(request_).toBeVisible();
  await expect(request_.getByRole('textbox', { name: 'Rue' })).toHaveValue(street);
  await expectNoAxeViolations(page);
  await request_.getByRole('textbox', { name: 'Rue' }).fill('Kerkstraat');
  await request_.getByRole('textbox', { name: 'Numéro' }).fill('3');
  await request_.getByRole('textbox', { name: /Code postal/ }).fill('9000');
  await request_.getByRole('textbox', { name: /Localité/ }).fill('Gent');
  await request_.getByRole('textbox', { name: /Commentaire/ }).fill('Chez ma sœur, s’il vous plaît.');
  await request_.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(request_).toBeHidden();
  await expect(page.getByText('Votre demande a été envoyée à la boutique.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'E-mail envoyé' })).toBeDisabled();
  await expectNoAxeViolations(page);

  // Read again, the history keeps the request.
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Suivi de la commande' })
      .getByText('Changement d’adresse de livraison demandé'),
  ).toBeVisible();

  // The address of this run leaves the book: deleted after its confirmation.
  await page.goto('/fr/account/addresses');
  await waitForHydration(page);
  await card.getByRole('button', { name: /^Supprimer l’adresse / }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer cette adresse ?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Adresse supprimée')).toBeVisible();
  await expect(card).toHaveCount(0);

  await emptyCart(page);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
