import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { signInToBackOffice } from './backoffice-session';
import {
  DEMO_CUSTOMER,
  expect,
  expectNoAxeViolations,
  productInStock,
  signInAsDemoCustomer,
  test,
} from './fixtures';

/**
 * The sales desk: a sales user picks the demo customer by typing two letters of the e-mail,
 * credits a bank transfer to the customer's prepaid account, places an order for them paid from
 * that account, and the customer finds the order in their account. Each step waits for what the
 * person sees, never for a delay.
 */

const SALES = { email: 'sales@vitrine.example', password: 'vitrine-sales' };

async function token(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/v1/security/antiforgery');
  return ((await answer.json()) as { Token: string }).Token;
}

/** The demo customer keeps a default billing and delivery address (the order is sent there). */
async function customerHasAnAddress(request: APIRequestContext): Promise<void> {
  const signedIn = await request.post('/api/v1/security/login', {
    data: { Email: DEMO_CUSTOMER.email, Password: DEMO_CUSTOMER.password },
    headers: { 'x-csrf-token': await token(request) },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const saved = await request.post('/api/v1/sales/customers/addresses', {
    data: {
      AddressType: 'Both',
      AccountType: 'Private',
      FirstName: 'Camille',
      LastName: 'Martin',
      Street1: 'Rue Royale',
      HouseNumber: '12',
      PostalCode: '1000',
      City: 'Bruxelles',
      CountryId: 'BE',
      IsDefault: true,
    },
    headers: { 'x-csrf-token': await token(request) },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test('a sales user picks a customer by two letters of the e-mail, tops up their account and places an order paid from it, which the customer then sees', {
  // The demo customer's balance holds money while the order is being placed: no other journey of
  // that customer may reach the payment page meanwhile.
  tag: '@customer-cart',
}, async ({ page, browser, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL: baseURL! });
  await customerHasAnAddress(api);
  const product = await productInStock(api);
  await api.dispose();

  await page.setViewportSize({ width: 1366, height: 900 });
  await signInToBackOffice(page, SALES);

  const nav = page.getByRole('navigation');
  // A sales user's menu: the sales areas, never the settings or the asset library.
  await expect(nav.getByRole('link', { name: 'Commandes prépayées', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Paramètres', exact: true })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Commandes prépayées', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes prépayées' })).toBeVisible();
  await expect(page.getByText('Choisissez d’abord le client pour qui vous agissez.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Two letters of the e-mail, then the keyboard picks the customer.
  const picker = page.getByRole('combobox', { name: 'Client (e-mail)' });
  await picker.fill('cu');
  const option = page.getByRole('option', { name: new RegExp(DEMO_CUSTOMER.email.replace('.', '\\.')) });
  await expect(option).toBeVisible();
  await expect(option).toContainText('Camille Martin');
  await expectNoAxeViolations(page);
  await option.click();
  await expect(page.getByText('Client choisi : Camille Martin')).toBeVisible();

  // The order: one product, priced for the customer, then paid from the account.
  const order = page.getByRole('region', { name: 'Nouvelle commande pour le client' });
  await order
    .getByRole('combobox', { name: 'Ajouter un produit (référence ou nom)' })
    .fill(product.Variation.SKU);
  await page.getByRole('option', { name: new RegExp(product.Variation.SKU) }).click();
  await expect(order.getByRole('list', { name: 'Articles' })).toContainText(product.Variation.SKU);
  await order.getByRole('button', { name: 'Calculer le prix' }).click();
  const total = order.getByText(/^Total à payer/);
  await expect(total).toBeVisible();
  // What the order costs, as the quote says it ("12,34 €"): the transfer credits exactly that, so
  // the demo customer's balance is as it was once the order is paid (other journeys pay by card).
  const amount = ((await total.textContent()) ?? '').replace(/[^\d,]/g, '').replace(',', '.');
  expect(Number(amount)).toBeGreaterThan(0);

  // A bank transfer received for it, credited on the customer's behalf.
  const account = page.getByRole('region', { name: 'Compte prépayé' });
  const reference = `VIR-${randomUUID().slice(0, 8)}`;
  await account.getByRole('textbox', { name: 'Montant' }).fill(amount);
  await account.getByRole('textbox', { name: 'Référence du virement' }).fill(reference);
  await account.getByRole('button', { name: 'Créditer le compte' }).click();
  await expect(account.getByText(/^Compte crédité\./)).toBeVisible();
  const credited = account.getByRole('table', { name: 'Historique du compte' }).getByRole('row').filter({
    hasText: reference,
  });
  await expect(credited).toContainText(SALES.email);
  await expect(credited).toContainText('Rechargement');

  await order.getByRole('button', { name: 'Commander et payer avec le compte prépayé' }).click();
  const placed = order.getByText(/^Commande V-\d+ passée pour/);
  await expect(placed).toBeVisible();
  const number = /V-\d+/.exec((await placed.textContent()) ?? '')?.[0] ?? '';
  expect(number).not.toBe('');
  await expect(
    account.getByRole('table', { name: 'Historique du compte' }).getByRole('row').filter({ hasText: number }),
  ).toContainText('Paiement');
  await expectNoAxeViolations(page);

  // The customers area shows the same account, its history with who did what.
  await nav.getByRole('link', { name: 'Clients', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Client (e-mail)' }).fill('cu');
  await page.getByRole('option', { name: new RegExp(DEMO_CUSTOMER.email.replace('.', '\\.')) }).click();
  await expect(page.getByRole('table', { name: 'Historique du compte' })).toContainText(reference);
  await expectNoAxeViolations(page);

  // The customer sees the order among theirs.
  const customerContext = await browser.newContext({ baseURL: baseURL! });
  const customer = await customerContext.newPage();
  await signInAsDemoCustomer(customer);
  await customer.goto('/fr/sales/orders');
  await expect(customer.getByRole('heading', { level: 1, name: 'Mes commandes' })).toBeVisible();
  await expect(customer.getByRole('main')).toContainText(number);
  await customerContext.close();
});
