import type { APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, signInToBackOffice } from './backoffice-session';
import { orderAndPayOneProduct } from './demo-orders';
import { token } from './demo-stock';
import {
  DEMO_CUSTOMER,
  expect,
  expectNoAxeViolations,
  signInAsDemoCustomer,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures';

/**
 * Refunds (spec 001 §2 "Refund request page"): the demo customer's order, paid by card with the
 * built-in test provider, is asked back for one line by bank transfer on the refund request page
 * (the line's amount with a decimal comma, the totals, the bank-transfer block only for a
 * transfer); staff approve it in the back office; the customer sees it approved. Every page
 * passes axe. Each step waits for what the person sees, never for a delay.
 */

/** The demo customer orders one product and pays it by card; answers the order's id and number. */
async function customerOrdersAndPays(request: APIRequestContext) {
  const signedIn = await request.post('/api/v1/security/login', {
    data: { Email: DEMO_CUSTOMER.email, Password: DEMO_CUSTOMER.password },
    headers: { 'x-csrf-token': await token(request) },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  return orderAndPayOneProduct(request, {
    email: DEMO_CUSTOMER.email,
    firstName: 'Camille',
    lastName: 'Martin',
  });
}

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentGiven(context, baseURL!);
});

test('a customer asks one line back by bank transfer, staff approve it, the customer sees it approved', {
  tag: '@customer-cart',
}, async ({ page, browser, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL: baseURL! });
  const { orderId, number, product } = await customerOrdersAndPays(api);
  await api.dispose();

  // The customer opens the order and asks for a refund.
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsDemoCustomer(page);
  await page.goto(`/fr/sales/orders/${orderId}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Demander un remboursement' }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/sales/orders/${orderId}/refund$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Demande de remboursement — commande ${number}` }),
  ).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  const line = page.getByTestId('refund-line').filter({ hasText: product.Name });
  await line.getByRole('button', { name: `Une de plus : ${product.Name}` }).click();
  const amount = await line.getByTestId('refund-line-amount').textContent();
  expect(amount).toMatch(/^\d+,\d{2}$/);
  await expect(page.getByTestId('refund-total-count')).toHaveText('1');
  await expect(page.getByTestId('refund-total-amount')).toHaveText(`${amount} EUR`);

  // The bank-transfer block shows for a transfer only.
  await expect(page.getByTestId('bank-transfer-info')).toBeHidden();
  await page.getByRole('radio', { name: 'Par virement bancaire' }).check();
  const bank = page.getByTestId('bank-transfer-info');
  await expect(bank).toBeVisible();
  await bank.getByRole('textbox', { name: 'Titulaire du compte' }).fill('Camille Martin');
  await bank.getByRole('textbox', { name: 'IBAN' }).fill('BE68 5390 0754 7035');
  await bank.getByRole('textbox', { name: 'BIC' }).fill('GKCCBEBB');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  // The shared rules refuse the IBAN before anything is sent.
  await expect(page.getByText('Veuillez saisir un IBAN valide.')).toBeVisible();
  await expectNoAxeViolations(page);
  await bank.getByRole('textbox', { name: 'IBAN' }).fill('BE68 5390 0754 7034');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();

  await expect(page).toHaveURL(/\/fr\/account\/refunds\?sent=R-\d+$/);
  const refundNumber = new URL(page.url()).searchParams.get('sent') ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'Mes remboursements' })).toBeVisible();
  const mine = page.getByTestId('refund-row').filter({ hasText: refundNumber });
  await expect(mine.getByTestId('refund-status')).toHaveText('Demandé');
  await expect(mine).toContainText(number);
  await expectNoAxeViolations(page);

  // Staff approve it in the back office.
  const staffContext = await browser.newContext({ baseURL: baseURL! });
  const staff = await staffContext.newPage();
  await staff.setViewportSize({ width: 1366, height: 900 });
  await signInToBackOffice(staff, DEMO_ADMIN);
  await staff.getByRole('navigation').getByRole('link', { name: 'Remboursements', exact: true }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Remboursements' })).toBeVisible();
  const entry = staff.getByRole('button', { name: new RegExp(refundNumber) });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(staff.getByText('BE68539007547034')).toBeVisible();
  await expectNoAxeViolations(staff);
  await staff.getByRole('button', { name: 'Approuver', exact: true }).click();
  const dialog = staff.getByRole('dialog', { name: `Approuver la demande ${refundNumber}` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(staff);
  await dialog.getByRole('button', { name: 'Approuver', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByRole('status').filter({ hasText: refundNumber })).toHaveText(
    `La demande ${refundNumber} est maintenant : Approuvé.`,
  );
  await expectNoAxeViolations(staff);
  await staffContext.close();

  // The customer sees it approved.
  await page.goto('/fr/account/refunds');
  await waitForHydration(page);
  await expect(
    page.getByTestId('refund-row').filter({ hasText: refundNumber }).getByTestId('refund-status'),
  ).toHaveText('Approuvé');
  await expectNoAxeViolations(page);
});
