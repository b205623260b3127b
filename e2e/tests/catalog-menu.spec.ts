import {
  expect,
  expectNoAxeViolations,
  isSameDocument,
  markDocument,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures';

/**
 * Issue 4's header mega menu and home brands carousel, on the demo catalogue generated at first
 * start: the categories and brands a journey needs are read from the API, never by name.
 */

interface CategoryNode {
  CategoryId: string;
  Name: string;
  Children: CategoryNode[];
}
interface MegaMenuEntry {
  CategoryId: string;
  Children: { Name: string }[];
  FeaturedProducts: { Name: string }[];
}
interface Brand {
  BrandId: string;
  Name: string;
}

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentGiven(context, baseURL!);
});

test.describe('mega menu and home brands', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('opening a root shows its children and featured products, fetched once', async ({ page, request }) => {
    const tree = (await (await request.get('/api/v1/catalog/fr/categories')).json()) as CategoryNode[];
    const root = tree.find((node) => node.Children.length > 0);
    const other = tree.find((node) => node !== root);
    expect(root).toBeTruthy();
    const [expected] = (await (
      await request.get(`/api/v1/catalog/fr/megamenu?categoryIdsString=${root!.CategoryId}`)
    ).json()) as MegaMenuEntry[];

    const megaMenuRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/megamenu')) megaMenuRequests.push(sent.url());
    });
    await page.goto('/fr');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Nos produits' }).click();
    // The menu opens on its first category, never on an empty panel.
    const opening = page.locator(`[data-category-id="${tree[0]!.CategoryId}"]`);
    await expect(opening.locator('.mega-menu__root-link')).toHaveAttribute('aria-expanded', 'true');
    await expect(opening.locator('.mega-menu__panel a').first()).toBeVisible();
    const item = page.locator(`[data-category-id="${root!.CategoryId}"]`);
    const trigger = item.locator('.mega-menu__root-link');
    await trigger.hover();
    const panel = item.locator('.mega-menu__panel');
    await expect(panel).toBeVisible();
    await expect(
      panel.getByRole('link', { name: new RegExp(`^${expected!.Children[0]!.Name}`) }),
    ).toBeVisible();
    await expect(panel.locator('.mega-menu__product')).toHaveCount(expected!.FeaturedProducts.length);
    await expect(panel.locator('.mega-menu__product').first()).toContainText(
      expected!.FeaturedProducts[0]!.Name,
    );
    expect(megaMenuRequests.filter((url) => url.includes(root!.CategoryId))).toHaveLength(1);
    expect(megaMenuRequests.map((url) => new URL(url).searchParams.get('categoryIdsString'))).toContain(
      root!.CategoryId,
    );
    await expectNoAxeViolations(page);

    // Another root, then back: the first panel comes from the page's cache.
    if (other) {
      await page.locator(`[data-category-id="${other.CategoryId}"] .mega-menu__root-link`).hover();
      await expect(page.locator(`[data-category-id="${other.CategoryId}"] .mega-menu__panel`)).toBeVisible();
    }
    await trigger.hover();
    await expect(
      panel.getByRole('link', { name: new RegExp(`^${expected!.Children[0]!.Name}`) }),
    ).toBeVisible();
    expect(megaMenuRequests.filter((url) => url.includes(root!.CategoryId))).toHaveLength(1);

    // Escape closes the menu and gives focus back to its button.
    await trigger.focus();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Nos produits' })).toBeFocused();
    await expect(panel).toBeHidden();
  });

  test('the homepage shows the brands carousel; a brand leads to the catalogue filtered on it', async ({
    page,
    request,
  }) => {
    const brands = (await (await request.get('/api/v1/catalog/fr/brands')).json()) as Brand[];
    expect(brands.length).toBeGreaterThan(0);
    // A shopper who prefers reduced motion: the carousel stays still, as a person would wait for
    // it to be before clicking (the moving one is proven in shop-front.spec.ts).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/fr');
    await waitForHydration(page);
    const carousel = page.getByRole('region', { name: 'Nos marques' });
    await expect(carousel).toBeVisible();
    await expect(carousel.locator('[data-autoplay]')).toHaveAttribute('data-autoplay', 'off');
    await expect(carousel.getByRole('button', { name: 'Diapositive suivante' })).toBeVisible();
    await expectNoAxeViolations(page);

    await markDocument(page);
    const first = carousel.getByRole('link', { name: brands[0]!.Name });
    await first.scrollIntoViewIfNeeded();
    await first.click();
    await expect(page).toHaveURL(/\/fr\/catalog\?filter=/);
    const filter = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as {
      Brands?: string[];
    };
    expect(filter.Brands).toEqual([brands[0]!.BrandId]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tous les produits');
    expect(await isSameDocument(page)).toBe(true);
  });

  test('a tag link reloads the list with the tag, the sort and the entityName; the chip removes it', async ({
    page,
  }) => {
    await page.goto('/fr/catalog?sort=price-asc&pageindex=2');
    await waitForHydration(page);
    const tags = page.getByRole('navigation', { name: 'Étiquettes' });
    const link = tags.getByRole('link').first();
    const name = ((await link.textContent()) ?? '').replace(/^#/, '');
    await link.click();
    await expect(page).toHaveURL(/[?&]tag=/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('sort')).toBe('price-asc');
    expect(params.get('entityName')).toBe('Product');
    expect(params.has('pageindex')).toBe(false);
    const chip = page.getByRole('link', { name: `Retirer l’étiquette ${name}` });
    await expect(chip).toBeVisible();
    await expectNoAxeViolations(page);
    await chip.click();
    await expect(page).toHaveURL(/\/fr\/catalog\?sort=price-asc$/);
    await expect(chip).toBeHidden();
  });

  test('below the large breakpoint the collapsible menu stays', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/fr');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Nos produits' }).click();
    await expect(page.locator('.category-menu__list--level-1')).toBeVisible();
    await expect(page.locator('.mega-menu')).toHaveCount(0);
  });
});
