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
 * The one-step checkout for a guest (spec 001 §1.8, §2): a product added from its page, the cart,
 * the checkout with typed addresses, the payment screen of the built-in test provider, and the
 * confirmation. Each step waits for what the shopper sees (a heading, the address, a message),
 * never for a delay.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentGiven(context, baseURL!);
});

/** The page has arrived: its in animation is over (axe judges the colours as they end). */
const arrived = (page: Page) => expect(page.locator('body')).not.toHaveClass(/\bpage-(in|out)\b/);

/** Checks the page once it has arrived. */
async function expectAccessible(page: Page) {
  await arrived(page);
  await expectNoAxeViolations(page);
}

const busyDone = (page: Page) => expect(page.locator('.checkout-page')).toHaveAttribute('aria-busy', 'false');

/** From the product page to the checkout, as a guest does it. */
async function toCheckout(page: Page) {
  const product = await productInStock(page.request);
  await page.goto(`/fr/p/${product.Slug}`);
  await waitForHydration(page);
  await expect(page.getByTestId('header-cart-count')).toHaveText('0');
  // After the add the product page reloads its data in place; the cart link is followed once it has.
  const reloaded = page.waitForEvent('requestfinished', (request) =>
    request.url().includes(`/fr/p/${product.Slug}.data`),
  );
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouté au panier' });
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('header-cart-count')).toHaveText('1');
  await reloaded;
  await dialog.getByRole('link', { name: 'Voir mon panier' }).click();
  await expect(page).toHaveURL(/\/fr\/shoppingcarts$/);
  await page.getByRole('link', { name: 'Passer la commande' }).click();
  await expect(page).toHaveURL(/\/fr\/sales\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Finaliser ma commande' })).toBeVisible();
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  await expect(page.getByTestId('checkout-line')).toContainText(product.Name);
  return product;
}

async function typeAddress(
  page: Page,
  scope: 'Adresse de facturation' | 'Adresse de livraison',
  city: string,
) {
  const block = page.getByRole('group', { name: scope });
  await block.getByRole('textbox', { name: 'Prénom' }).fill('Anna');
  await block.getByRole('textbox', { name: 'Nom', exact: true }).fill('Peeters');
  await block.getByRole('textbox', { name: 'Rue' }).fill('Rue Haute');
  await block.getByRole('textbox', { name: 'Numéro' }).fill('12');
  await block.getByRole('textbox', { name: 'Code postal' }).fill('1000');
  await block.getByRole('textbox', { name: 'Localité' }).fill(city);
}

/** Sends the checkout form and waits for the payment page; gives the order's number. */
async function placeOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Valider ma commande' }).click();
  await expect(page).toHaveURL(/\/fr\/sales\/orders\/[0-9a-f-]{36}\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement' })).toBeVisible();
  // The server emptied the cart: the header says so.
  await expect(page.getByTestId('header-cart-count')).toHaveText('0');
  const text = (await page.locator('.payment-page__order').textContent()) ?? '';
  const number = text.replace('Commande ', '').trim();
  expect(number).not.toBe('');
  return number;
}

async function openCardForm(page: Page) {
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Paiement par carte' })).toBeVisible();
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByRole('textbox', { name: 'Titulaire de la carte' }).fill('Anna Peeters');
  await page.getByRole('textbox', { name: 'Numéro de carte' }).fill(cardNumber);
  await page.getByRole('textbox', { name: 'Mois d’expiration (MM)' }).fill('12');
  await page.getByRole('textbox', { name: 'Année d’expiration (AA)' }).fill('2099');
  await page.getByRole('textbox', { name: 'Code de sécurité (CVC)' }).fill('123');
  await page.getByRole('button', { name: /^Payer .+/ }).click();
}

async function expectPaidConfirmation(page: Page, number: string) {
  await expect(page).toHaveURL(/\/fr\/sales\/orders\/[0-9a-f-]{36}\/confirmation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(number);
  await expect(page.getByTestId('order-status')).toHaveText('Payée');
}

test('a guest checks out with a delivery address of its own, pays by card and sees the paid order (1366 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await toCheckout(page);
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill('anna@example.com');
  await typeAddress(page, 'Adresse de facturation', 'Bruxelles');
  // Delivered in France: the cart is priced for it (the shipping amount follows), billed in Belgium.
  await page.getByRole('checkbox', { name: 'Livrer à la même adresse' }).uncheck();
  const delivery = page.getByRole('group', { name: 'Adresse de livraison' });
  await expect(delivery).toBeVisible();
  await busyDone(page);
  const priced = page.waitForResponse(
    (response) =>
      response.url().includes('/api/v1/shoppingcarts/country') && response.request().method() === 'POST',
  );
  await delivery.getByRole('combobox', { name: 'Pays' }).selectOption('FR');
  const cart = (await (await priced).json()) as {
    ShippingCountryCode: string;
    BillingCountryCode: string | null;
  };
  expect([cart.ShippingCountryCode, cart.BillingCountryCode]).toEqual(['FR', 'BE']);
  await busyDone(page);
  await typeAddress(page, 'Adresse de livraison', 'Lille');
  // The information of a delivery method shows while it has the focus.
  const method = page.getByRole('radio', { name: /Livraison à domicile/ });
  await method.focus();
  await expect(page.locator('.checkout-method__info:visible')).toHaveCount(1);
  await expectAccessible(page);

  const number = await placeOrder(page);
  await expectAccessible(page);
  await openCardForm(page);
  // The card's billing address is the order's.
  await expect(page.getByRole('textbox', { name: 'Rue et numéro' })).toHaveValue('Rue Haute 12');
  await expect(page.getByRole('textbox', { name: 'Localité' })).toHaveValue('Bruxelles');
  await expectAccessible(page);
  await payWith(page, '4111 1111 1111 1111');

  await expectPaidConfirmation(page, number);
  await expect(page.getByRole('region', { name: 'Adresse de livraison' })).toContainText('Lille');
  await expect(page.getByRole('region', { name: 'Adresse de livraison' })).toContainText('France');
  await expect(page.getByRole('region', { name: 'Adresse de facturation' })).toContainText('Bruxelles');
  await expectAccessible(page);
});

test('a guest checks out on a phone: an invalid form shows its errors, then pays and sees the order (360 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await toCheckout(page);
  // Sent empty: the list of errors at the top, nothing placed.
  await page.getByRole('button', { name: 'Valider ma commande' }).click();
  await expect(page.getByText(/Le formulaire contient \d+ erreur\(s\)/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Adresse e-mail', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page).toHaveURL(/\/fr\/sales\/checkout$/);
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill('anna@example.com');
  await typeAddress(page, 'Adresse de facturation', 'Bruxelles');
  await expect(page.getByText(/Le formulaire contient/)).toBeHidden();
  const number = await placeOrder(page);
  await expectAccessible(page);
  await openCardForm(page);
  await payWith(page, '4111111111111111');
  await expectPaidConfirmation(page, number);
  await expectAccessible(page);
});

test('a refused card is said, and a second card pays the order', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await toCheckout(page);
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill('anna@example.com');
  await typeAddress(page, 'Adresse de facturation', 'Bruxelles');
  const number = await placeOrder(page);
  await openCardForm(page);

  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByTestId('payment-refused')).toHaveText(
    'Le paiement a été refusé. Essayez une autre carte.',
  );
  await expect(page).toHaveURL(/\/payment$/);
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Numéro de carte' }).fill('4111 1111 1111 1111');
  await page.getByRole('button', { name: /^Payer .+/ }).click();
  await expectPaidConfirmation(page, number);
});
