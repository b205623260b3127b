import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, productInStock, test } from './fixtures';

/**
 * The order desk: a guest orders and pays (the shop's own API and its built-in test card
 * provider), then staff find the order by its number in the back office, mark it as shipped and
 * see the move in its history. Each step waits for what the person sees, never for a delay.
 */

const STAFF = { email: 'admin@vitrine.example', password: 'vitrine-admin' };

/** The anti-forgery token of the context's session, read again after each write that may start one. */
async function token(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/v1/security/antiforgery');
  return ((await answer.json()) as { Token: string }).Token;
}

/** One table ordered and paid by a guest; answers the order's number. */
async function guestOrdersAndPays(request: APIRequestContext): Promise<string> {
  const product = await productInStock(request);
  const added = await request.post('/api/v1/catalog/products/addtocart', {
    data: { ProductVariantId: product.Variation.ProductVariantId, Quantity: 1 },
    headers: { 'x-csrf-token': await token(request) },
  });
  expect(added.ok()).toBe(true);
  const placed = await request.post('/api/v1/sales/orders?culture=fr', {
    data: {
      Email: `guest-${randomUUID().slice(0, 8)}@vitrine.example`,
      AccountType: 'Private',
      BillingFirstName: 'Inès',
      BillingLastName: 'Lambert',
      BillingStreet1: 'Rue de la Loi',
      BillingHouseNumber: '16',
      BillingPostalCode: '1000',
      BillingCity: 'Bruxelles',
      BillingCountry: 'BE',
      SameAddressForShipping: true,
    },
    headers: { 'x-csrf-token': await token(request), 'idempotency-key': randomUUID() },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { OrderId, Number: number } = (await placed.json()) as { OrderId: string; Number: string };
  const session = await request.post(`/api/v1/sales/orders/${OrderId}/makepayment?culture=fr`, {
    data: {},
    headers: { 'x-csrf-token': await token(request) },
  });
  expect(session.ok(), await session.text()).toBe(true);
  const { SessionId } = (await session.json()) as { SessionId: string };
  const paid = await request.post(`/api/v1/payments/test/sessions/${encodeURIComponent(SessionId)}/pay`, {
    data: {
      HolderName: 'Inès Lambert',
      CardNumber: '4111 1111 1111 1111',
      ExpiryMonth: '03',
      ExpiryYear: String(new Date().getUTCFullYear() + 3),
      Cvc: '737',
      BillingStreet: 'Rue de la Loi 16',
      BillingPostalCode: '1000',
      BillingCity: 'Bruxelles',
      BillingCountryId: 'BE',
    },
    headers: { 'x-csrf-token': await token(request) },
  });
  expect(((await paid.json()) as { Status: string }).Status).toBe('succeeded');
  return number;
}

test('staff find a guest’s paid order by its number, mark it as shipped and see it in its history', async ({
  page,
  playwright,
  baseURL,
}) => {
  const guest = await playwright.request.newContext({ baseURL: baseURL! });
  const number = await guestOrdersAndPays(guest);
  await guest.dispose();

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/login');
  await page.evaluate(() => localStorage.setItem('vitrine.backoffice.culture', 'fr'));
  await page.reload();
  await page.getByLabel(/Adresse e-mail/).fill(STAFF.email);
  await page.getByLabel(/Mot de passe/).fill(STAFF.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Commandes', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();

  const list = page.getByRole('list', { name: 'Commandes de la boutique' });
  await page.getByRole('searchbox', { name: 'Numéro ou adresse e-mail' }).fill(number);
  const entry = list.getByRole('button', { name: new RegExp(number) });
  await expect(entry).toBeVisible();
  await expect(list.getByRole('button')).toHaveCount(1);
  await expect(entry).toContainText('Payée');
  // Chosen with the keyboard.
  await entry.focus();
  await page.keyboard.press('Enter');

  const detail = page.getByRole('region', { name: `Commande ${number}` });
  await expect(detail.getByText('Payée')).toBeVisible();
  await expect(detail).toContainText('Sans compte (invité)');
  await expect(page.getByRole('region', { name: 'Adresse de livraison' })).toContainText('Belgique');
  await expectNoAxeViolations(page);

  const actions = page.getByRole('region', { name: 'Traitement' });
  await actions
    .getByRole('textbox', { name: 'Note pour l’historique (la référence du paiement pour un paiement reçu)' })
    .fill('Colis 3S123');
  await actions.getByRole('button', { name: 'Marquer comme expédiée' }).click();
  await expect(actions.getByText('La commande est maintenant : Expédiée.')).toBeVisible();
  await expect(detail.getByText('Expédiée')).toBeVisible();
  const moved = page
    .getByRole('table', { name: 'Historique' })
    .getByRole('row')
    .filter({ hasText: 'Colis 3S123' });
  await expect(moved).toContainText('Expédiée');
  await expect(moved).toContainText(STAFF.email);
  await expect(actions.getByRole('button', { name: 'Marquer comme livrée' })).toBeEnabled();
  await expect(entry).toContainText('Expédiée');
  await expectNoAxeViolations(page);

  // The move is kept: read again after a reload, and the list finds it by its new status.
  await page.reload();
  await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Expédiée' });
  await page.getByRole('searchbox', { name: 'Numéro ou adresse e-mail' }).fill(number);
  await expect(list.getByRole('button', { name: new RegExp(number) })).toContainText('Expédiée');
});
