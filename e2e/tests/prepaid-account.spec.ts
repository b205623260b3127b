import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  productInStock,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures';
import { linkIn, messageTo } from './mail';

const PASSWORD = 'prepaid money on the quay';

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentGiven(context, baseURL!);
});

const arrived = (page: Page) => expect(page.locator('body')).not.toHaveClass(/\bpage-(in|out)\b/);

async function expectAccessible(page: Page) {
  await arrived(page);
  await expectNoAxeViolations(page);
}

/** A customer of this run, registered and confirmed through the API (the register journey covers its forms). */
async function registeredCustomer(page: Page): Promise<string> {
  const email = `prepaid-${Date.now().toString(36)}@prepaid.example`;
  const csrf = async () =>
    ({
      'x-csrf-token': (await (await page.request.get('/api/v1/security/antiforgery')).json()).Token,
    }) as Record<string, string>;
  const registered = await page.request.post('/api/v1/security/register', {
    headers: await csrf(),
    data: {
      Email: email,
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
      FirstName: 'Lotte',
      LastName: 'Jacobs',
      Culture: 'fr',
    },
  });
  expect(registered.status()).toBe(202);
  const confirmation = await messageTo(email, 'Confirmez votre adresse e-mail');
  const token = /token=([\w-]+)/.exec(linkIn(confirmation, 'confirm-email'))?.[1];
  const confirmed = await page.request.post('/api/v1/security/confirm-email', {
    headers: await csrf(),
    data: { Token: token },
  });
  expect(confirmed.status()).toBe(204);
  return email;
}

async function payByCard(page: Page) {
  await page.getByRole('textbox', { name: 'Titulaire de la carte' }).fill('Lotte Jacobs');
  await page.getByRole('textbox', { name: 'Numéro de carte' }).fill('4111 1111 1111 1111');
  await page.getByRole('textbox', { name: 'Mois d’expiration (MM)' }).fill('12');
  await page.getByRole('textbox', { name: 'Année d’expiration (AA)' }).fill('2099');
  await page.getByRole('textbox', { name: 'Code de sécurité (CVC)' }).fill('123');
  // A top-up order knows no street of the customer's: the card's billing address is typed then.
  const street = page.getByRole('textbox', { name: 'Rue et numéro' });
  if (!(await street.inputValue())) await street.fill('Rue Haute 12');
  const postal = page.getByRole('textbox', { name: 'Code postal' });
  if (!(await postal.inputValue())) await postal.fill('1000');
  const city = page.getByRole('textbox', { name: 'Localité' });
  if (!(await city.inputValue())) await city.fill('Bruxelles');
  await page.getByRole('button', { name: /^Payer .+/ }).click();
  await expect(page).toHaveURL(/\/fr\/sales\/orders\/[0-9a-f-]{36}\/confirmation$/);
  await expect(page.getByTestId('order-status')).toHaveText('Payée');
}

test('a customer tops up the prepaid account with the test provider, then pays an order partly with the balance (360 px, then 1366 px)', async ({
  page,
  request,
}) => {
  const email = await registeredCustomer(page);
  await page.setViewportSize({ width: 360, height: 780 });

  // Signed out, the page leads to the login page, which brings the customer back.
  await page.goto('/fr/account/prepaid');
  await expect(page).toHaveURL(/\/fr\/security\/login\?returnUrl=%2Ffr%2Faccount%2Fprepaid$/);
  await waitForHydration(page);
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/fr\/account\/prepaid$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compte prépayé' })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByTestId('prepaid-balance')).toHaveText(/^0,00\s€$/);
  await expect(page.getByText('Aucun mouvement pour le moment.')).toBeVisible();
  await expectAccessible(page);

  // No quantity: the notice says so, and nothing is sent.
  await page.getByRole('button', { name: 'Ajouter et payer' }).click();
  await expect(page.getByText('Veuillez indiquer une quantité.')).toBeVisible();
  await expectAccessible(page);

  // The usage notification, switched without a loader.
  const switched = page.waitForResponse((response) =>
    response.url().includes('/prepaidaccounts/setnotification'),
  );
  await page.getByRole('checkbox', { name: /M’envoyer un e-mail/ }).check();
  expect((await switched).status()).toBe(204);

  // A top-up of 5 €: paid on its payment page through the test provider.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByLabel('Montant (EUR)').fill('5');
  await page.getByRole('button', { name: 'Ajouter et payer' }).click();
  await expect(page).toHaveURL(/\/fr\/sales\/orders\/[0-9a-f-]{36}\/payment$/);
  await waitForHydration(page);
  await expect(page.getByTestId('amount-to-pay')).toHaveText(/^5,00\s€$/);
  // A top-up cannot be paid from the account it fills: no choice is offered.
  await expect(page.getByRole('radio', { name: /Mon compte prépayé/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Paiement par carte' })).toBeVisible();
  await payByCard(page);

  await page.goto('/fr/account/prepaid');
  await waitForHydration(page);
  await expect(page.getByTestId('prepaid-balance')).toHaveText(/^5,00\s€$/);
  await expect(page.getByTestId('prepaid-entry').first()).toContainText('Recharge');
  await expect(page.getByRole('checkbox', { name: /M’envoyer un e-mail/ })).toBeChecked();
  await expectAccessible(page);

  // An order paid partly with the balance, the rest by card.
  const product = await productInStock(request);
  await page.goto(`/fr/p/${product.Slug}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('dialog', { name: 'Ajouté au panier' })).toBeVisible();
  await page.goto('/fr/sales/checkout');
  await waitForHydration(page);
  const emailField = page.getByRole('textbox', { name: 'Adresse e-mail', exact: true });
  if ((await emailField.count()) > 0 && !(await emailField.inputValue())) await emailField.fill(email);
  const billing = page.getByRole('group', { name: 'Adresse de facturation' });
  await billing.getByRole('textbox', { name: 'Prénom' }).fill('Lotte');
  await billing.getByRole('textbox', { name: 'Nom', exact: true }).fill('Jacobs');
  await billing.getByRole('textbox', { name: 'Rue' }).fill('Rue Haute');
  await billing.getByRole('textbox', { name: 'Numéro' }).fill('12');
  await billing.getByRole('textbox', { name: 'Code postal' }).fill('1000');
  await billing.getByRole('textbox', { name: 'Localité' }).fill('Bruxelles');
  await expect(page.locator('.checkout-page')).toHaveAttribute('aria-busy', 'false');
  // The one-step checkout offers the balance; the choice is carried to the make-payment form.
  await page
    .getByRole('group', { name: 'Mode de paiement' })
    .getByRole('radio', { name: 'Mon compte prépayé (solde : 5,00 €)' })
    .check();
  await page.getByRole('button', { name: 'Valider ma commande' }).click();
  await expect(page).toHaveURL(/\/fr\/sales\/orders\/[0-9a-f-]{36}\/payment\?pay=prepaid$/);
  await waitForHydration(page);
  const number = ((await page.locator('.payment-page__order').textContent()) ?? '')
    .replace('Commande ', '')
    .trim();
  const prepaid = page.getByRole('radio', { name: 'Mon compte prépayé (solde : 5,00 €)' });
  await expect(prepaid).toBeVisible();
  await expectAccessible(page);
  const total = ((await page.getByTestId('amount-to-pay').textContent()) ?? '').trim();
  expect(total).not.toBe('');
  await expect(prepaid).toBeChecked();
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Paiement par carte' })).toBeVisible();
  // The card pays what the balance did not.
  const payButton = page.getByRole('button', { name: /^Payer .+/ });
  await expect(payButton).not.toHaveText(new RegExp(total.replace(/\s/g, '\\s')));
  await payByCard(page);

  await page.goto('/fr/account/prepaid');
  await waitForHydration(page);
  await expect(page.getByTestId('prepaid-balance')).toHaveText(/^0,00\s€$/);
  const newest = page.getByTestId('prepaid-entry').first();
  await expect(newest).toContainText('Paiement');
  await expect(newest).toContainText(`Order ${number}`);
  await expect(newest).toContainText(/-5,00\s€/);
  await expectAccessible(page);
  // On the narrowest phones the history's rows become cards: nothing is wider than the screen.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(newest).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);

  // The switch was on: the use was e-mailed.
  const used = await messageTo(email, 'Votre compte prépayé a été utilisé');
  expect(used.text).toContain(number);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the prepaid page’s forms post to the page: a missing quantity is said, the switch is saved, a top-up opens its payment page', async ({
    page,
  }) => {
    const email = await registeredCustomer(page);
    const token = (await (await page.request.get('/api/v1/security/antiforgery')).json()).Token as string;
    const signedIn = await page.request.post('/api/v1/security/login', {
      headers: { 'x-csrf-token': token },
      data: { Email: email, Password: PASSWORD },
    });
    expect(signedIn.status()).toBe(200);

    await page.goto('/fr/account/prepaid');
    await expect(page.getByRole('heading', { level: 1, name: 'Compte prépayé' })).toBeVisible();
    await page.getByRole('button', { name: 'Ajouter et payer' }).click();
    await expect(page.getByRole('alert')).toHaveText('Veuillez indiquer une quantité.');

    await page.getByRole('checkbox', { name: /M’envoyer un e-mail/ }).check();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL(/\/fr\/account\/prepaid$/);
    await expect(page.getByRole('checkbox', { name: /M’envoyer un e-mail/ })).toBeChecked();

    await page.getByLabel('Montant (EUR)').fill('7');
    await page.getByRole('button', { name: 'Ajouter et payer' }).click();
    await expect(page).toHaveURL(/\/fr\/sales\/orders\/[0-9a-f-]{36}\/payment$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Paiement' })).toBeVisible();
  });
});
