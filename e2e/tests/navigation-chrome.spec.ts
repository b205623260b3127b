import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration, withConsentGiven } from './fixtures';

/**
 * The header's navigation chrome as a shopper uses it (spec 001 §4, §9): the sticky main nav that
 * slides away on scrolling down past its own height and comes back on scrolling up, the click
 * dropdowns (hover from the large breakpoint), the collapsible category tree on a phone, and
 * tables laid out as cards under the medium breakpoint. The demo catalogue's names are read
 * from the API, never written here.
 */

interface CategoryNode {
  CategoryId: string;
  Name: string;
  Children: CategoryNode[];
}

const body = (page: Page) => page.locator('body');

/** The header's bottom edge in the viewport: 0 or less when it has slid away. */
async function headerBottom(page: Page): Promise<number> {
  return page.locator('.site-header').evaluate((header) => header.getBoundingClientRect().bottom);
}

/** The visitor scrolls with the wheel; returns the position once the page has come to rest. */
async function wheel(page: Page, deltaY: number): Promise<number> {
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, deltaY);
  let last = before;
  await expect
    .poll(async () => {
      const now = await page.evaluate(
        () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(window.scrollY))),
      );
      const resting = now !== before && now === last;
      last = now;
      return resting;
    })
    .toBe(true);
  return last;
}

async function expectStickyNavOnRealScrolling(page: Page) {
  const header = page.locator('.site-header');
  // Above the nav's own height neither class is set.
  await expect(body(page)).not.toHaveClass(/sticky-nav/);
  const height = await header.evaluate((element) => (element as HTMLElement).offsetHeight);
  // Down past the nav's height: it hides.
  await page.mouse.move(200, 500);
  const down = await wheel(page, height + 400);
  expect(down).toBeGreaterThan(height);
  await expect(body(page)).toHaveClass(/\bsticky-nav-hidden\b/);
  await expect.poll(() => headerBottom(page)).toBeLessThanOrEqual(0);
  // Up: it comes back, still past the threshold.
  const up = await wheel(page, -150);
  expect(up).toBeGreaterThan(height);
  await expect(body(page)).toHaveClass(/\bsticky-nav-shown\b/);
  await expect(body(page)).not.toHaveClass(/\bsticky-nav-hidden\b/);
  await expect
    .poll(() => page.locator('.site-header').evaluate((h) => h.getBoundingClientRect().top))
    .toBe(0);
  // Back at the top: neither class.
  await wheel(page, -(up + 100));
  await expect(body(page)).not.toHaveClass(/sticky-nav/);
}

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentGiven(context, baseURL!);
});

test.describe('navigation chrome on a desktop (1366 × 900)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the sticky nav hides on scroll down and shows on scroll up; the click dropdown opens, then closes all and loads its link', async ({
    page,
    request,
  }) => {
    const tree = (await (await request.get('/api/v1/catalog/fr/categories')).json()) as CategoryNode[];
    const second = tree[1];
    expect(second, 'the demo catalogue has two root categories').toBeTruthy();

    await page.goto('/fr/catalog');
    await waitForHydration(page);
    await expectStickyNavOnRealScrolling(page);

    // The click dropdown, by the keyboard: Enter opens, Escape closes back onto its trigger.
    const toggle = page.getByRole('button', { name: 'Nos produits' });
    const panel = page.locator('#category-menu-panel');
    await expect(toggle).toHaveAttribute('aria-controls', 'category-menu-panel');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(panel).toBeHidden();

    // By the mouse: the first click opens it, a second click on the open one closes it.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // From the large breakpoint a resting mouse opens it, and leaving closes it.
    await page.locator('.site-logo').hover();
    await toggle.hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.locator('.site-logo').hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // A root of the menu: the first click opens it, a second click on the open one closes all
    // and loads its link.
    await toggle.click();
    const root = page.locator(`[data-category-id="${second!.CategoryId}"] .mega-menu__root-link`);
    await root.click();
    await expect(root).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(/\/fr\/catalog$/);
    const href = (await root.getAttribute('href'))!;
    await root.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test('tables are laid out as cards under the medium breakpoint (767 px), as tables from 768 px', async ({
    page,
  }) => {
    await page.goto('/fr/catalog?display=table');
    await waitForHydration(page);
    const row = page.locator('.product-table tbody tr').first();
    await expect(row).toBeVisible();
    await expect.poll(() => row.evaluate((tr) => getComputedStyle(tr).display)).toBe('table-row');
    await page.setViewportSize({ width: 768, height: 900 });
    await expect.poll(() => row.evaluate((tr) => getComputedStyle(tr).display)).toBe('table-row');
    await page.setViewportSize({ width: 767, height: 900 });
    await expect.poll(() => row.evaluate((tr) => getComputedStyle(tr).display)).toBe('grid');
    await expectNoAxeViolations(page);
  });
});

test.describe('navigation chrome on a phone (360 × 740)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the sticky nav follows real scrolling; the category tree opens one branch at a time', async ({
    page,
    request,
  }) => {
    const tree = (await (await request.get('/api/v1/catalog/fr/categories')).json()) as CategoryNode[];
    const parents = tree.filter((node) => node.Children.length > 0);
    expect(parents.length, 'the demo catalogue has two root categories with children').toBeGreaterThan(1);

    await page.goto('/fr/catalog');
    await waitForHydration(page);
    await expectStickyNavOnRealScrolling(page);

    // The menu panel's category tree: a collapsible navigation, one open branch per level.
    await page.getByRole('button', { name: 'Menu' }).click();
    const toggle = page.getByRole('button', { name: 'Nos produits' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const level1 = page.locator('.category-menu__list--level-1 > li > a');
    const first = level1.and(page.locator(`[aria-label^="${parents[0]!.Name} ("]`));
    const other = level1.and(page.locator(`[aria-label^="${parents[1]!.Name} ("]`));
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(/\/fr\/catalog$/);
    await other.click();
    await expect(other).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page);

    // While the panel is open, scrolling never hides the nav that holds it.
    await expect(body(page)).not.toHaveClass(/sticky-nav-hidden/);
  });
});
