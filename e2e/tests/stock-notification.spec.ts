import type { APIRequestContext } from '@playwright/test';
import { type MailboxMessage, readMailbox } from '../../apps/api-gateway/test/mailbox';
import { type DemoProduct, guestBuysWhatIsLeft, productsWithFewLeft, token } from './demo-stock';
import { expect, expectNoAxeViolations, test, waitForHydration, withConsentGiven } from './fixtures';
import { dataDir } from './mail';

/**
 * Back-in-stock notices (spec 001 §1, §2): a variant is sold out (a guest bought what was left),
 * a signed-in customer asks to be told in one click from the product page's modal, staff cancel
 * the guest's order at the order desk, the stock comes back, and the shop's mail worker writes
 * the customer exactly one message, whose unsubscribe link works without signing in. On a 360 px
 * phone and a desktop, by keyboard, without an accessibility violation.
 */

const CUSTOMER = { email: 'customer@vitrine.example', password: 'vitrine-customer' };
const STAFF = { email: 'admin@vitrine.example', password: 'vitrine-admin' };

/** Staff cancel the order at the order desk: its stock goes back to the warehouses. */
async function staffCancel(request: APIRequestContext, orderId: string): Promise<void> {
  const signedIn = await request.post('/api/v1/backoffice/security/login', {
    data: { Email: STAFF.email, Password: STAFF.password },
    headers: { 'x-csrf-token': await token(request) },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const order = await request.get(`/api/v1/backoffice/orders/${orderId}`);
  const { Version } = (await order.json()) as { Version: number };
  const cancelled = await request.post(`/api/v1/backoffice/orders/${orderId}/status`, {
    data: { Status: 'cancelled', Note: 'Rupture annulée', Version },
    headers: { 'x-csrf-token': await token(request) },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
}

const backInStock = async (subject: string): Promise<MailboxMessage[]> =>
  (await readMailbox(dataDir())).filter((m) => m.to === CUSTOMER.email && m.subject === subject);

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentGiven(context, baseURL!);
});

test('a customer asks to hear when a sold-out variant is back; staff cancel an order; one e-mail arrives, its unsubscribe link works (360 px, then desktop)', async ({
  page,
  playwright,
  baseURL,
}) => {
  const guest = await playwright.request.newContext({ baseURL: baseURL! });
  const product = (await productsWithFewLeft(guest)).at(-1) as DemoProduct;
  const orderId = await guestBuysWhatIsLeft(guest, product);
  await guest.dispose();

  // Signed in on a small phone.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/fr/security/login');
  await waitForHydration(page);
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(CUSTOMER.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeHidden();

  // The sold-out variant offers the notice; the modal opens from the keyboard.
  await page.goto(`/fr/p/${product.Slug}`);
  await waitForHydration(page);
  const notify = page.getByRole('link', { name: 'M’avertir du retour en stock' });
  await expect(notify).toBeVisible();
  await notify.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Alerte de retour en stock' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`Nous écrirons à ${CUSTOMER.email} une seule fois`)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'M’avertir' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    `C’est noté : nous écrirons à ${CUSTOMER.email} dès que cet article sera de retour.`,
  );
  await expectNoAxeViolations(page);

  // The stock comes back through the order desk; the shop's worker writes the message.
  const staff = await playwright.request.newContext({ baseURL: baseURL! });
  await staffCancel(staff, orderId);
  await staff.dispose();
  const subject = `${product.Name} est de retour en stock`;
  await expect.poll(async () => (await backInStock(subject)).length, { timeout: 20_000 }).toBe(1);
  // The subscription is closed as notified: no other message can follow.
  const open = await page.request.get('/api/v1/catalog/stocknotifications?culture=fr');
  const items = ((await open.json()) as { Items: { ProductVariantId: string }[] }).Items;
  expect(items.map((item) => item.ProductVariantId)).not.toContain(product.Variation.ProductVariantId);
  const [message] = await backInStock(subject);
  expect(message?.text).toContain(`/fr/p/${product.Slug}`);

  // On a desktop, signed out: the message's unsubscribe link works by itself.
  await page.context().clearCookies();
  await withConsentGiven(page.context(), baseURL!);
  await page.setViewportSize({ width: 1366, height: 900 });
  const link = /\/fr\/catalog\/stocknotification\/unsubscribe\?token=[\w-]+/.exec(message?.text ?? '')?.[0];
  expect(link).toBeTruthy();
  await page.goto(link as string);
  await waitForHydration(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Arrêter cette alerte de retour en stock' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Se désinscrire' }).click();
  await expect(page.locator('.stock-notification-page').getByRole('status')).toHaveText(
    `C’est fait : vous ne recevrez plus de message au sujet de ${product.Name}.`,
  );
  await expect(page.getByRole('link', { name: 'Retour au produit' })).toHaveAttribute(
    'href',
    `/fr/p/${product.Slug}`,
  );
  await expectNoAxeViolations(page);
  expect(await backInStock(subject)).toHaveLength(1);
});
