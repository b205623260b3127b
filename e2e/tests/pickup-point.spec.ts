import type { Page } from '@playwright/test';
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
 * Delivery to a pickup point (spec 001 §1.9, §2 "Pickup-point search dialog", §4 "Pickup point"):
 * a guest chooses the pickup method at the checkout, searches the points around Brussels 1000 in
 * the dialog, selects one in the list (its marker's popup opens), chooses it, sees it on the
 * checkout, pays by card and finds the point on the confirmation. On a desktop and on a 360 px
 * phone, where the dialog takes the whole screen and the list comes under the map.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentGiven(context, baseURL!);
});

const arrived = (page: Page) => expect(page.locator('body')).not.toHaveClass(/\bpage-(in|out)\b/);
const busyDone = (page: Page) => expect(page.locator('.checkout-page')).toHaveAttribute('aria-busy', 'false');

async function toCheckout(page: Page) {
  const product = await productInStock(page.request);
  await page.goto(`/fr/p/${product.Slug}`);
  await waitForHydration(page);
  const reloaded = page.waitForEvent('requestfinished', (request) =>
    request.url().includes(`/fr/p/${product.Slug}.data`),
  );
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  const added = page.getByRole('dialog', { name: 'Ajouté au panier' });
  await expect(added).toBeVisible();
  await reloaded;
  await added.getByRole('link', { name: 'Voir mon panier' }).click();
  await expect(page).toHaveURL(/\/fr\/shoppingcarts$/);
  await page.getByRole('link', { name: 'Passer la commande' }).click();
  await expect(page).toHaveURL(/\/fr\/sales\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Finaliser ma commande' })).toBeVisible();
}

async function typeBilling(page: Page) {
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill('anna@example.com');
  const block = page.getByRole('group', { name: 'Adresse de facturation' });
  await block.getByRole('textbox', { name: 'Prénom' }).fill('Anna');
  await block.getByRole('textbox', { name: 'Nom', exact: true }).fill('Peeters');
  await block.getByRole('textbox', { name: 'Rue' }).fill('Rue Haute');
  await block.getByRole('textbox', { name: 'Numéro' }).fill('12');
  await block.getByRole('textbox', { name: 'Code postal' }).fill('1000');
  await block.getByRole('textbox', { name: 'Localité' }).fill('Bruxelles');
}

/** From the checkout's pickup method to a point chosen in the dialog; gives the point's name. */
async function choosePoint(
  page: Page,
  place = { postalCode: '1000', city: 'Bruxelles' },
  via: 'list' | 'map' = 'list',
): Promise<string> {
  const methodChosen = page.waitForResponse(
    (response) =>
      response.url().includes('/api/v1/shoppingcarts/shippingmethods') &&
      response.request().method() === 'POST',
  );
  await page.getByRole('radio', { name: /Point relais/ }).click();
  await methodChosen;
  await busyDone(page);
  await expect(page.getByText('Choisissez le point relais où vous retirerez votre commande.')).toBeVisible();

  await page.getByRole('link', { name: 'Choisir un point relais' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choisir un point relais' });
  await expect(dialog).toBeVisible();
  // It looked around the billing address first.
  await expect(dialog.getByRole('textbox', { name: 'Code postal' })).toHaveValue(place.postalCode);
  await expect(dialog.getByText(/point\(s\) relais trouvé\(s\)/)).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Adresse' }).fill('');
  await dialog.getByRole('textbox', { name: 'Code postal' }).fill(place.postalCode);
  await dialog.getByRole('textbox', { name: 'Localité' }).fill(place.city);
  const searched = page.waitForResponse(
    (response) =>
      response.url().includes('/api/v1/shipping/static/getpickuppoints') &&
      (response.request().postDataJSON() as { Address?: string }).Address === '',
  );
  await dialog.getByRole('button', { name: 'Rechercher' }).click();
  const answer = (await (await searched).json()) as {
    ResponseStatusDescription: string;
    PickupPointViewModels: { ConsigneeName: string }[];
  };
  expect(answer.ResponseStatusDescription).toBe('Success');
  expect(answer.PickupPointViewModels.length).toBeGreaterThan(0);
  const name = answer.PickupPointViewModels[0]!.ConsigneeName;

  const choose = dialog.getByRole('button', { name: 'Choisir ce point relais' });
  await expect(choose).toBeDisabled();
  const item = dialog.locator('.pickup-point').filter({ hasText: name });
  await expect(item).toBeVisible();
  // A marker per point, in the tab order and named.
  const map = dialog.getByRole('region', { name: 'Carte des points relais' });
  await expect(map.getByRole('button', { name })).toBeVisible();

  // Selected from the list, or by its marker on the map: the same selection either way.
  if (via === 'map') await map.getByRole('button', { name }).click();
  else await item.locator('.pickup-point__name').click();
  await expect(item).toHaveClass(/\bis-active\b/);
  await expect(item.getByRole('radio')).toBeChecked();
  await expect(choose).toBeEnabled();
  await expect(map.locator('.leaflet-popup-content')).toContainText(name);
  await expectNoAxeViolations(page);

  await choose.click();
  await expect(dialog).toBeHidden();
  await busyDone(page);
  await expect(page.getByTestId('checkout-pickup-point')).toContainText(name);
  await expect(page.getByRole('link', { name: 'Changer de point relais' })).toBeVisible();
  return name;
}

async function payAndConfirm(page: Page, pointName: string, billingNames = 'Anna Peeters') {
  await page.getByRole('button', { name: 'Valider ma commande' }).click();
  await expect(page).toHaveURL(/\/fr\/sales\/orders\/[0-9a-f-]{36}\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement' })).toBeVisible();
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Paiement par carte' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Titulaire de la carte' }).fill(billingNames);
  await page.getByRole('textbox', { name: 'Numéro de carte' }).fill('4111 1111 1111 1111');
  await page.getByRole('textbox', { name: 'Mois d’expiration (MM)' }).fill('12');
  await page.getByRole('textbox', { name: 'Année d’expiration (AA)' }).fill('2099');
  await page.getByRole('textbox', { name: 'Code de sécurité (CVC)' }).fill('123');
  await page.getByRole('button', { name: /^Payer .+/ }).click();

  await expect(page).toHaveURL(/\/fr\/sales\/orders\/[0-9a-f-]{36}\/confirmation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Payée');
  const delivery = page.getByRole('region', { name: 'Adresse de livraison' });
  await expect(delivery).toContainText(`Point relais : ${pointName}`);
  // The parcel carries the billing names.
  await expect(delivery).toContainText(billingNames);
  await arrived(page);
  await expectNoAxeViolations(page);
}

for (const { width, height, label } of [
  { width: 1366, height: 900, label: '1366 px' },
  { width: 360, height: 740, label: '360 px' },
]) {
  test(`a guest has the order delivered to a pickup point chosen on the map, pays by card and sees the point on the confirmation (${label})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await toCheckout(page);
    await typeBilling(page);
    const name = await choosePoint(page);
    await arrived(page);
    await expectNoAxeViolations(page);
    await payAndConfirm(page, name);
  });
}

test('the search as a page: a direct link lists the points around its place and its choice goes back to the checkout', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await toCheckout(page);
  const methodChosen = page.waitForResponse((response) =>
    response.url().includes('/api/v1/shoppingcarts/shippingmethods'),
  );
  await page.getByRole('radio', { name: /Point relais/ }).click();
  await methodChosen;
  await busyDone(page);
  const href = await page.getByRole('link', { name: 'Choisir un point relais' }).getAttribute('href');
  expect(href).toMatch(
    /^\/fr\/shippings\/pickuppoint\/search\?shippingMethodId=[0-9a-f-]{36}&carrierGatewayId=static&countryId=BE$/,
  );

  await page.goto(`${href}&postCode=1000&city=Bruxelles`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choisir un point relais' })).toBeVisible();
  // Listed by the server: there from the first paint.
  const item = page.locator('.pickup-point').first();
  await expect(item).toBeVisible();
  const name = (await item.locator('.pickup-point__name').textContent()) ?? '';
  await waitForHydration(page);
  await item.locator('.pickup-point__name').click();
  await page.getByRole('button', { name: 'Choisir ce point relais' }).click();
  await expect(page).toHaveURL(/\/fr\/sales\/checkout$/);
  await expect(page.getByTestId('checkout-pickup-point')).toContainText(name);
});

test('without scripts, the search page still chooses a point: the form posts from our own page', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await toCheckout(page);
  const methodChosen = page.waitForResponse((response) =>
    response.url().includes('/api/v1/shoppingcarts/shippingmethods'),
  );
  await page.getByRole('radio', { name: /Point relais/ }).click();
  await methodChosen;
  await busyDone(page);
  const href = await page.getByRole('link', { name: 'Choisir un point relais' }).getAttribute('href');

  // The same shopper (its session's cookies) in a browser that runs no script.
  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await plain.addCookies(await page.context().cookies());
  const noScript = await plain.newPage();
  await noScript.goto(`${href}&postCode=1000&city=Bruxelles`);
  const item = noScript.locator('.pickup-point').first();
  const name = (await item.locator('.pickup-point__name').textContent()) ?? '';
  await item.getByRole('radio').check();
  await noScript.getByRole('button', { name: 'Choisir ce point relais' }).click();
  await expect(noScript).toHaveURL(/\/fr\/sales\/checkout$/);
  await expect(noScript.getByTestId('checkout-pickup-point')).toContainText(name);
  await plain.close();
});

test('a signed-in company customer: a saved Dutch address whose VAT number the register confirms removes the VAT, the pickup point comes from the map, and the paid order is in the account', {
  tag: '@customer-cart',
}, async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const product = await productInStock(request);
  await page.goto(`/fr/security/login?returnUrl=${encodeURIComponent(`/fr/p/${product.Slug}`)}`);
  await waitForHydration(page);
  await page.getByLabel('Adresse e-mail', { exact: true }).fill('customer@vitrine.example');
  await page.getByLabel('Mot de passe', { exact: true }).fill('vitrine-customer');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/p/${product.Slug}$`));
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('dialog', { name: 'Ajouté au panier' })).toBeVisible();
  await page.goto('/fr/sales/checkout');
  await waitForHydration(page);
  await busyDone(page);

  // The company's address, saved from the picker's modal (a street of this run: the demo customer
  // keeps the addresses of earlier runs).
  const street = `Keizersgracht ${Date.now().toString(36)}`;
  const billing = page.getByRole('group', { name: 'Vos adresses de facturation' });
  await billing.getByRole('button', { name: 'Ajouter une adresse' }).click();
  const modal = page.getByRole('dialog', { name: 'Nouvelle adresse' });
  await modal.getByRole('radio', { name: 'La facturation', exact: true }).check();
  await modal.getByRole('radio', { name: 'Entreprise' }).check();
  await modal.getByRole('textbox', { name: 'Nom de l’entreprise' }).fill('Atelier Noord BV');
  await modal.getByRole('textbox', { name: 'Numéro de TVA (facultatif)' }).fill('NL004495445B01');
  await modal.getByRole('textbox', { name: 'Prénom' }).fill('Camille');
  await modal.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
  await modal.getByRole('textbox', { name: 'Rue' }).fill(street);
  await modal.getByRole('textbox', { name: 'Numéro', exact: true }).fill('100');
  await modal.getByRole('textbox', { name: 'Code postal' }).fill('1015');
  await modal.getByRole('textbox', { name: 'Localité' }).fill('Amsterdam');
  await modal.getByRole('combobox', { name: 'Pays' }).selectOption('NL');
  const vatChecked = page.waitForResponse((response) => response.url().includes('/checkisvatvalid'));
  await modal.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  await expect(modal).toBeHidden();
  await expect(billing.getByRole('radio', { name: new RegExp(street) })).toBeChecked();

  // Chosen, the address's number is checked with the register: a Dutch company buying from a
  // Belgian shop pays no VAT (reverse charge).
  expect(
    ((await (await vatChecked).json()) as { IsVATValidWebService: boolean | null }).IsVATValidWebService,
  ).toBe(true);
  await busyDone(page);
  await expect(page.getByText('TVA (autoliquidation)')).toBeVisible();

  const name = await choosePoint(page, { postalCode: '1015', city: 'Amsterdam' }, 'map');
  await expect(page.getByText('TVA (autoliquidation)')).toBeVisible();
  await arrived(page);
  await expectNoAxeViolations(page);
  await payAndConfirm(page, name, 'Camille Martin');
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(orderNumber).toMatch(/^V-\d+$/);

  // In the account: the newest order first, leading to its screen.
  await openAccountMenu(page);
  await page.getByRole('link', { name: 'Mes commandes' }).click();
  await expect(page).toHaveURL(/\/fr\/sales\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes commandes' })).toBeVisible();
  const newest = page.getByTestId('order-row').first();
  await expect(newest).toContainText(orderNumber);
  await expect(newest).toContainText('Payée');
  await expectNoAxeViolations(page);
  await newest.getByRole('link', { name: `Commande ${orderNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Commande ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Adresse de livraison' })).toContainText(
    `Point relais : ${name}`,
  );
  await expect(page.getByRole('region', { name: 'Adresse de facturation' })).toContainText('NL004495445B01');
  await expect(page.getByText('TVA (autoliquidation)')).toBeVisible();
  await expectNoAxeViolations(page);
});
