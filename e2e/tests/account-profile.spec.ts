import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { type DemoProduct, guestBuysWhatIsLeft, productsWithFewLeft } from './demo-stock';
import {
  accountMenu,
  expect,
  expectNoAxeViolations,
  openAccountMenu,
  test,
  waitForHydration,
} from './fixtures';
import { linkIn, messageTo } from './mail';

/**
 * The customer's own account: the profile edited, the e-mail address moved (confirmed from the
 * message to the new address), the account deleted (and no sign-in afterwards), the back-in-stock
 * alerts listed and cancelled. Each journey registers an account of its own: the demo customer
 * is shared with the other journeys and is never changed here.
 */

const PASSWORD = 'violet tram seventeen oars';
const STAFF = { email: 'admin@vitrine.example', password: 'vitrine-admin' };

async function csrf(request: APIRequestContext): Promise<Record<string, string>> {
  const answer = await request.get('/api/v1/security/antiforgery');
  return { 'x-csrf-token': ((await answer.json()) as { Token: string }).Token };
}

/** A confirmed account, registered through the API (the register journey covers its forms), signed in in this page. */
async function freshCustomer(page: Page, name: string): Promise<string> {
  const email = `${name}-${randomUUID().slice(0, 8)}@profile.example`;
  const registered = await page.request.post('/api/v1/security/register', {
    headers: await csrf(page.request),
    data: {
      Email: email,
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
      FirstName: 'Lena',
      LastName: 'Maes',
      Culture: 'fr',
    },
  });
  expect(registered.status()).toBe(202);
  const confirmation = await messageTo(email, 'Confirmez votre adresse e-mail');
  const token = /token=([\w-]+)/.exec(linkIn(confirmation, 'confirm-email'))?.[1];
  const confirmed = await page.request.post('/api/v1/security/confirm-email', {
    headers: await csrf(page.request),
    data: { Token: token },
  });
  expect(confirmed.status()).toBe(204);
  const signedIn = await page.request.post('/api/v1/security/login', {
    headers: await csrf(page.request),
    data: { Email: email, Password: PASSWORD },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return email;
}

test('edit the profile, then move the account to a new address confirmed from its e-mail', async ({
  page,
}) => {
  const email = await freshCustomer(page, 'editor');
  await page.goto('/fr/account');
  await waitForHydration(page);
  const profile = page.getByRole('form', { name: 'Modifier mon profil' });

  // Bad input is refused beside its field, in the page's language.
  await profile.getByLabel('Prénom').fill('   ');
  await profile.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(profile.getByText('Ce champ est obligatoire.')).toBeVisible();

  await profile.getByLabel('Prénom').fill('Anna');
  await profile.getByLabel('Nom', { exact: true }).fill('Janssens');
  await profile.getByLabel('Langue de mes e-mails').selectOption('nl');
  await profile.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Votre profil a été enregistré.' })).toBeVisible();
  await expect(accountMenu(page)).toHaveText('Anna Janssens');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('form', { name: 'Modifier mon profil' }).getByLabel('Prénom')).toHaveValue(
    'Anna',
  );
  await expect(page.getByLabel('Langue de mes e-mails')).toHaveValue('nl');

  // A new address: the current password first.
  const newEmail = `moved-${randomUUID().slice(0, 8)}@profile.example`;
  const change = page.getByRole('form', { name: 'Changer mon adresse e-mail' });
  await change.getByLabel('Nouvelle adresse e-mail').fill(newEmail);
  await change.getByLabel('Mot de passe actuel').fill('not my password at all');
  await change.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(change.getByText('Le mot de passe actuel est incorrect.')).toBeVisible();
  await change.getByLabel('Mot de passe actuel').fill(PASSWORD);
  await change.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(change.getByRole('status')).toContainText(`Un lien a été envoyé à ${newEmail}`);
  await expectNoAxeViolations(page);
  // Nothing changed yet.
  await expect(page.locator('.account-profile')).toContainText(email);

  // The link is in the message to the new address, in the account's language (now Dutch).
  const link = await messageTo(newEmail, 'Bevestig je nieuwe e-mailadres');
  const path = /\/nl\/security\/confirm-email-change\?token=[\w-]+/.exec(link.text ?? '')?.[0];
  expect(path).toBeTruthy();
  await page.goto(path!.replace('/nl/', '/fr/'));
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Confirmer ma nouvelle adresse' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Votre adresse e-mail a été changée.' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await messageTo(email, 'Het e-mailadres van je account is gewijzigd');

  await page.goto('/fr/account');
  await waitForHydration(page);
  await expect(page.locator('.account-profile')).toContainText(newEmail);

  // On a phone: nothing wider than the screen, the delete modal included.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Supprimer mon compte…' }).click();
  await expect(page.locator('dialog.delete-account-modal')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});

test('delete the account: the password and the box, then signed out everywhere and no sign-in', async ({
  page,
}) => {
  const email = await freshCustomer(page, 'leaver');
  await page.goto('/fr/account');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Supprimer mon compte…' }).click();
  const dialog = page.locator('dialog.delete-account-modal');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Mot de passe actuel').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(dialog.getByText('Veuillez cocher cette case pour continuer.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Je comprends que mon compte sera supprimé définitivement.').check();
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await page.waitForURL(/\/fr$/);
  await waitForHydration(page);
  await expect(accountMenu(page)).toHaveCount(0);
  await messageTo(email, 'Votre compte a été supprimé');

  await page.goto('/fr/security/login');
  await waitForHydration(page);
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Adresse e-mail ou mot de passe incorrect.' }),
  ).toBeVisible();
});

test('my stock alerts: listed from the account menu, one cancelled (360 px)', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A guest buys what is left of a variant, so that it can be waited for.
  const guest = await playwright.request.newContext({ baseURL: baseURL! });
  // Not the last one: the back-in-stock journey sells that one out.
  const few = await productsWithFewLeft(guest);
  const product = (few.length >= 3 ? few[1] : few[0]) as DemoProduct;
  const OrderId = await guestBuysWhatIsLeft(guest, product);

  try {
    await page.setViewportSize({ width: 360, height: 780 });
    await freshCustomer(page, 'waiter');
    const subscribed = await page.request.post('/api/v1/catalog/stocknotifications/subscribe', {
      headers: await csrf(page.request),
      data: {
        ProductVariantId: product.Variation.ProductVariantId,
        ProductId: product.ProductId,
        Culture: 'fr',
      },
    });
    expect(subscribed.status(), await subscribed.text()).toBeLessThan(300);

    await page.goto('/fr');
    await waitForHydration(page);
    await openAccountMenu(page);
    await page.getByRole('link', { name: 'Mes alertes de stock' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mes alertes de stock' })).toBeVisible();
    const rows = page.getByTestId('stock-notification');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(product.Name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);

    await rows
      .first()
      .getByRole('button', { name: `Annuler l’alerte pour ${product.Name}` })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'L’alerte a été annulée.' })).toBeVisible();
    await expect(rows).toHaveCount(0);
    await expect(page.getByText('Vous n’attendez aucun article.')).toBeVisible();
  } finally {
    // The units go back: staff cancel the guest's order.
    const signedIn = await guest.post('/api/v1/backoffice/security/login', {
      data: { Email: STAFF.email, Password: STAFF.password },
      headers: await csrf(guest),
    });
    expect(signedIn.ok(), await signedIn.text()).toBe(true);
    const order = await guest.get(`/api/v1/backoffice/orders/${OrderId}`);
    const { Version } = (await order.json()) as { Version: number };
    const cancelled = await guest.post(`/api/v1/backoffice/orders/${OrderId}/status`, {
      data: { Status: 'cancelled', Note: 'Stock rendu', Version },
      headers: await csrf(guest),
    });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
    await guest.dispose();
  }
});
