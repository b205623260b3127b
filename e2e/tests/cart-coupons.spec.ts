import type { Locator, Page } from '@playwright/test';
import {
  accountMenu,
  expect,
  expectNoAxeViolations,
  type ProductInStock,
  productInStock,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures';

/**
 * The coupon journeys (spec 001 §2 "Coupons", §4 "Coupon", §5, §8), on the demo shop in French: a
 * guest types a wrong code and presses Enter (the notice titled Coupons with NoCouponAvailable),
 * then a demo code (CouponsValid, and the discount in the totals), reloads (the code stays), and
 * removes it (the total comes back); a signed-in customer picks their personal code in the
 * coupon-codes modal; sales staff create a coupon in the back office that a guest then uses.
 * Amounts are read from the page, never written here. Each step waits for what the shopper sees.
 */

/** The demo shop's codes (packages/db/src/seed/coupons.ts): 10 % for everyone, 20 % for the demo customer. */
const WELCOME = { code: 'BIENVENUE10', percent: 10 };
const PERSONAL = { code: 'CAMILLE20', percent: 20 };
const CUSTOMER = { email: 'customer@vitrine.example', password: 'vitrine-customer' };

/** Cents of a euro amount as the French page shows it ("1 234,50 €", "−14,90 €"); free (no digit) is 0. */
function cents(text: string | null): number {
  const digits = (text ?? '').replace(/\D/g, '');
  return digits ? Number(digits) : 0;
}

/** What a percentage takes off, rounded half up to the cent as the shop rounds. */
const percentOf = (amount: number, percent: number) => Math.round((amount * percent) / 100);

const couponBox = (page: Page) => page.locator('.coupon-box');
const codeField = (page: Page) => page.getByLabel('Code promo', { exact: true });
/** A growl titled "Codes promo" (the spec's Coupons notice) holding `message`. */
const couponNotice = (page: Page, message: string) =>
  page
    .locator('.growl')
    .filter({ has: page.locator('.growl__title', { hasText: /^Codes promo$/ }) })
    .filter({
      hasText: message,
    });

/** The amounts of the cart's totals, in cents, as the page shows them now. */
async function amounts(page: Page) {
  const lines = await page.getByTestId('cart-line-total').allTextContents();
  return {
    goods: lines.reduce((sum, line) => sum + cents(line), 0),
    shipping: cents(await page.getByTestId('cart-shipping-amount').textContent()),
    total: cents(await page.getByTestId('cart-total-incl').textContent()),
  };
}

/** Adds the product from its page and follows the dialog to the cart. */
async function addAndOpenCart(page: Page, product: ProductInStock, count: string) {
  await page.goto(`/fr/p/${product.Slug}`);
  await waitForHydration(page);
  // The count arrives after hydration.
  await expect(page.getByTestId('header-cart-count')).toHaveText(/^\d+$/);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  const added = page.getByRole('dialog', { name: 'Ajouté au panier' });
  await expect(added).toBeVisible();
  await expect(page.getByTestId('header-cart-count')).toHaveText(count);
  await added.getByRole('link', { name: 'Voir mon panier' }).click();
  await expect(page).toHaveURL(/\/fr\/shoppingcarts$/);
  await waitForHydration(page);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
}

/** Keeps a growl on screen while the page is checked (a notice someone points at stays). */
async function holdNotice(notice: Locator) {
  await notice.hover();
  await expect(notice).toBeVisible();
}

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentGiven(context, baseURL!);
});

for (const width of [1366, 360]) {
  test(`a guest applies codes with Enter: the Coupons notices, the discount in the totals, kept on reload, removed (${width} px)`, async ({
    page,
    request,
  }) => {
    const narrow = width < 768;
    await page.setViewportSize({ width, height: narrow ? 740 : 900 });
    const product = await productInStock(request);
    await addAndOpenCart(page, product, '1');
    const total = page.getByTestId('cart-total-incl');
    await expect(total).toContainText('€');
    await expect(page.getByTestId('cart-coupon')).toHaveCount(0);
    // The list of one's own codes is for signed-in customers.
    await expect(couponBox(page).getByRole('button', { name: 'Mes codes promo' })).toHaveCount(0);
    const before = await amounts(page);

    // A wrong code: the Coupons notice says it cannot be used, and why; the totals stay.
    await codeField(page).fill('PAS-UN-CODE');
    await codeField(page).press('Enter');
    const refused = couponNotice(page, 'Ce code promo ne peut pas être utilisé.');
    await expect(refused).toBeVisible();
    await expect(refused).toContainText('Ce code n’existe pas.');
    await expect(page.getByTestId('cart-coupon')).toHaveCount(0);
    expect((await amounts(page)).total).toBe(before.total);
    await holdNotice(refused);
    await expectNoAxeViolations(page);

    if (!narrow) {
      // The call fails (no answer): the error growl, which stays until closed; nothing changed.
      await page.route('**/api/v1/shoppingcarts/coupon**', (route) => route.abort('connectionfailed'));
      await codeField(page).fill(WELCOME.code);
      await codeField(page).press('Enter');
      const failed = page.getByRole('alert').locator('.growl--error');
      await expect(failed).toHaveText(/Une erreur est survenue/);
      await page.unroute('**/api/v1/shoppingcarts/coupon**');
      await failed.getByRole('button', { name: 'Fermer la notification' }).click();
      await expect(failed).toHaveCount(0);
      await expect(page.getByTestId('cart-coupon')).toHaveCount(0);
    }

    // The welcome code: the notice says it applied, the totals show what it takes off.
    await codeField(page).fill(WELCOME.code.toLowerCase());
    await codeField(page).press('Enter');
    const valid = couponNotice(page, 'Le code promo a été appliqué à votre panier.');
    await expect(valid).toBeVisible();
    const coupon = page.getByTestId('cart-coupon');
    await expect(coupon).toHaveCount(1);
    await expect(coupon).toContainText(`Remise ${WELCOME.code}`);
    const discount = percentOf(before.goods, WELCOME.percent);
    expect(discount).toBeGreaterThan(0);
    await expect(page.getByTestId('cart-coupon-discount')).toHaveText(/^−/);
    expect(cents(await page.getByTestId('cart-coupon-discount').textContent())).toBe(discount);
    const after = await amounts(page);
    // Goods lose the discount; shipping may change with them (its free threshold counts what is left).
    expect(after.total).toBe(before.total - discount - before.shipping + after.shipping);
    expect(after.total).toBeLessThan(before.total);
    // The field keeps what was typed (shown in capitals); codes are matched without regard to case.
    await expect(codeField(page)).toHaveValue(WELCOME.code.toLowerCase());
    await expect(page.getByTestId('header-cart-count')).toHaveText('1');
    if (narrow) {
      // The field and both buttons fit a 360 px screen: nothing scrolls sideways.
      for (const name of ['Appliquer', 'Retirer'])
        await expect(couponBox(page).getByRole('button', { name, exact: true })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await holdNotice(valid);
    await expectNoAxeViolations(page);

    // A reload: the cart keeps the code, and so does the field.
    await page.reload();
    await waitForHydration(page);
    await expect(coupon).toContainText(WELCOME.code);
    expect(cents(await page.getByTestId('cart-coupon-discount').textContent())).toBe(discount);
    expect((await amounts(page)).total).toBe(after.total);
    await expect(codeField(page)).toHaveValue(WELCOME.code);

    // Remove: the discount goes and the total is what it was.
    await couponBox(page).getByRole('button', { name: 'Retirer', exact: true }).click();
    await expect(coupon).toHaveCount(0);
    await expect(codeField(page)).toHaveValue('');
    expect((await amounts(page)).total).toBe(before.total);
  });
}

test('a signed-in customer picks their personal code in the coupon-codes modal', {
  tag: '@customer-cart',
}, async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const product = await productInStock(request);

  await page.goto(`/fr/security/login?returnUrl=${encodeURIComponent(`/fr/p/${product.Slug}`)}`);
  await waitForHydration(page);
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(CUSTOMER.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/p/${product.Slug}$`));
  await expect(accountMenu(page)).toHaveText('Camille Martin');
  await addAndOpenCart(page, product, '1');
  const before = await amounts(page);

  // The modal lists the customer's own codes, read from GET api/v1/couponcode/user/{id}.
  await couponBox(page).getByRole('button', { name: 'Mes codes promo' }).click();
  const modal = page.getByRole('dialog', { name: 'Vos codes promo' });
  await expect(modal).toBeVisible();
  const item = modal.getByRole('listitem').filter({ hasText: PERSONAL.code });
  await expect(item).toContainText(`${PERSONAL.percent} %`);
  await expect(item).toContainText('Votre code personnel');
  await expect(modal).not.toContainText(WELCOME.code);
  await expectNoAxeViolations(page);

  // Using it closes the modal and applies it as Enter would.
  await item.getByRole('button', { name: `Utiliser le code ${PERSONAL.code}` }).click();
  await expect(modal).toBeHidden();
  await expect(couponNotice(page, 'Le code promo a été appliqué à votre panier.')).toBeVisible();
  await expect(page.getByTestId('cart-coupon')).toContainText(PERSONAL.code);
  await expect(codeField(page)).toHaveValue(PERSONAL.code);
  const discount = percentOf(before.goods, PERSONAL.percent);
  expect(cents(await page.getByTestId('cart-coupon-discount').textContent())).toBe(discount);
  const after = await amounts(page);
  expect(after.total).toBe(before.total - discount - before.shipping + after.shipping);

  // Leaves the customer's cart empty for the other journeys that sign in.
  await couponBox(page).getByRole('button', { name: 'Retirer', exact: true }).click();
  await expect(page.getByTestId('cart-coupon')).toHaveCount(0);
  await page
    .getByRole('button', { name: `Supprimer ${product.Name} (${product.Variation.SKU}) du panier` })
    .click();
  await expect(page.getByText('Votre panier est vide.')).toBeVisible();
});

test('sales staff create a fixed coupon in the back office; a guest uses it, and it stops giving once switched off', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // A code of this run's own: a retried run meets the first one's coupon otherwise.
  const code = `STAFF7-${Date.now().toString(36).toUpperCase()}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/login');
  await page.getByLabel(/Adresse e-mail/).fill('admin@vitrine.example');
  await page.getByLabel(/Mot de passe/).fill('vitrine-admin');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Codes promo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Codes promo' })).toBeVisible();
  await page.getByRole('button', { name: 'Nouveau code promo' }).click();
  const form = page.getByRole('form', { name: 'Nouveau code promo' });
  await form.getByRole('textbox', { name: 'Code' }).fill(code);
  await form.getByRole('radio', { name: 'Montant fixe' }).check();
  await form.getByRole('textbox', { name: 'Montant de la remise (EUR)' }).fill('7');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  const saved = page.getByRole('form', { name: code });
  await expect(saved.getByText('Le code promo a été enregistré.')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(code) })).toContainText('7,00');

  // A guest in another browser uses it.
  const guestContext = await browser.newContext();
  await withConsentGiven(guestContext, baseURL!);
  const guest = await guestContext.newPage();
  await guest.setViewportSize({ width: 1366, height: 900 });
  await addAndOpenCart(guest, await productInStock(request), '1');
  const before = await amounts(guest);
  await codeField(guest).fill(code);
  await codeField(guest).press('Enter');
  await expect(couponNotice(guest, 'Le code promo a été appliqué à votre panier.')).toBeVisible();
  await expect(guest.getByTestId('cart-coupon-discount')).toContainText('7,00');
  expect((await amounts(guest)).total).toBe(
    before.total - 700 - before.shipping + (await amounts(guest)).shipping,
  );

  // Staff switch it off: the guest's cart keeps the code, which now gives nothing and says why.
  await saved.getByRole('checkbox', { name: 'Actif (utilisable en boutique)' }).uncheck();
  await saved.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(saved.getByText('Le code promo a été enregistré.')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(code) })).toContainText('Désactivé');
  await guest.reload();
  await waitForHydration(guest);
  await expect(guest.getByTestId('cart-coupon')).toContainText('Ce code n’est plus valable.');
  expect(cents(await guest.getByTestId('cart-coupon-discount').textContent())).toBe(0);
  expect((await amounts(guest)).total).toBe(before.total);
  await guestContext.close();
});
