import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';

/** Marks the current document so that a test can tell an in-place load from a full reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __vitrineDocument: string }).__vitrineDocument = 'original';
  });
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __vitrineDocument?: string }).__vitrineDocument === 'original',
  );
}

/** Waits until React has hydrated the page (the delegated link handler is installed then). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * No WCAG 2.1 A/AA violation on the page. With `rules`, these best-practice rules too (heading-order:
 * headings go down one level at a time).
 */
export async function expectNoAxeViolations(page: Page, options: { rules?: string[] } = {}): Promise<void> {
  // Content fading in (data-animate) is judged once it has arrived, not half-transparent.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const extra = options.rules?.length
    ? (await new AxeBuilder({ page }).withRules(options.rules).analyze()).violations
    : [];
  expect(
    [...results.violations, ...extra].map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** A returning shopper who already answered the cookie banner (it would cover the page's bottom). */
export async function withConsentGiven(context: BrowserContext, baseURL: string): Promise<void> {
  const value = { stamp: '2026-11-01', preferences: false, statistics: false, marketing: false };
  await context.addCookies([
    { name: 'FlexoCMSCookieConsent', value: encodeURIComponent(JSON.stringify(value)), url: baseURL },
  ]);
}

/**
 * Content Security Policy violations the page reports, from the moment it opens: the browser's
 * console line and the `securitypolicyviolation` event (which a console filter could miss).
 */
export async function watchCspViolations(page: Page): Promise<() => string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
  return () => violations;
}

/**
 * The demo's popup and banner (packages/db, seed/announcements.ts) are on the home page of a fresh
 * shop: every journey's browser starts with them closed in the popup-seen cookie, as a returning
 * shopper would, so the popup never stands over a journey's page. The popups journey makes its own.
 */
export const DEMO_ANNOUNCEMENT_IDS = [
  '2c6f3f7e-6f55-4d6b-9f3c-5e0d1b7a0001',
  '2c6f3f7e-6f55-4d6b-9f3c-5e0d1b7a0002',
] as const;

export async function withDemoAnnouncementsClosed(context: BrowserContext, baseURL: string): Promise<void> {
  const seen = DEMO_ANNOUNCEMENT_IDS.map((Id) => ({ Id, Datetime: '2026-11-01T00:00:00.000Z' }));
  await context.addCookies([
    { name: 'FlexoCMS.Popup', value: encodeURIComponent(JSON.stringify(seen)), url: baseURL },
  ]);
}

export const test = base.extend({
  context: async ({ context, baseURL }, use) => {
    if (baseURL) await withDemoAnnouncementsClosed(context, baseURL);
    await use(context);
  },
});
export { expect };

/** A demo product as the catalogue's API answers it: what the cart journeys read of it. */
export interface ProductInStock {
  Slug: string;
  Name: string;
  Variation: { ProductVariantId: string; SKU: string; IsAvailable: boolean; StockQuantity: number };
}

/** The first product of the demo catalogue's first page whose default variant can be bought. */
export async function productInStock(request: APIRequestContext): Promise<ProductInStock> {
  const list = await request.get('/api/v1/catalog/fr/products?pageSize=24');
  expect(list.ok()).toBe(true);
  for (const item of ((await list.json()) as { Items: { Slug: string }[] }).Items) {
    const detail = await request.get(
      `/api/v1/catalog/fr/products/by-slug?slug=${encodeURIComponent(item.Slug)}`,
    );
    const product = (await detail.json()) as ProductInStock;
    if (product.Variation.IsAvailable && product.Variation.StockQuantity >= 1) return product;
  }
  throw new Error('the demo catalogue has no product in stock');
}

/** The header's menu of a signed-in customer: a disclosure named after them. */
export const accountMenu = (page: Page) => page.locator('.header-account summary');

/** Opens the signed-in customer's menu (their orders, signing out). */
export async function openAccountMenu(page: Page): Promise<void> {
  await accountMenu(page).click();
  await expect(page.locator('.header-account .account-menu__panel')).toBeVisible();
}

/** The demo shop's customer account (seeded on first start). */
export const DEMO_CUSTOMER = { email: 'customer@vitrine.example', password: 'vitrine-customer' } as const;

/** Signs the demo customer in through the login page, as a person does. */
export async function signInAsDemoCustomer(page: Page): Promise<void> {
  await page.goto('/fr/security/login');
  await waitForHydration(page);
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(DEMO_CUSTOMER.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeHidden();
}
