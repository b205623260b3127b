import type { APIRequestContext, Locator, Page } from '@playwright/test';
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
 * The shop front as a shopper meets it, on a phone (360 × 740) and a desktop (1366 × 900): the
 * header, the home page, the language choice, the addresses that redirect, "back to top" and the
 * sliders. The demo catalogue's names are read from the API, never written here.
 */

const SIZES = [
  { label: 'desktop', viewport: { width: 1366, height: 900 } },
  { label: 'phone', viewport: { width: 360, height: 740 } },
] as const;

interface Alternate {
  Culture: string;
  Slug: string;
  Url: string;
}
interface CategoryNode {
  CategoryId: string;
  Name: string;
  Slug: string;
  Children: CategoryNode[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** On a phone the navigation and the language choice are in the menu panel: open it first. */
async function openMenuOnPhone(page: Page) {
  const toggle = page.getByRole('button', { name: 'Menu' });
  if (!(await toggle.isVisible())) return;
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** An image that has arrived (lazy ones load once scrolled to). */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentGiven(context, baseURL!);
});

/** Where the same page lives in each culture, as the catalogue and content APIs say. */
async function pagesInOtherCultures(request: APIRequestContext) {
  const [item] = (
    await getJson<{ Items: { Slug: string }[] }>(
      request,
      '/api/v1/catalog/fr/products?sort=popular&pageSize=12',
    )
  ).Items;
  const product = await getJson<{ Slug: string; Alternates: Alternate[] }>(
    request,
    `/api/v1/catalog/fr/products/by-slug?slug=${encodeURIComponent(item!.Slug)}`,
  );
  const german = product.Alternates.find((alternate) => alternate.Culture === 'de')!;
  const germanProduct = await getJson<{ Name: string }>(
    request,
    `/api/v1/catalog/de/products/by-slug?slug=${encodeURIComponent(german.Slug)}`,
  );
  const tree = await getJson<CategoryNode[]>(request, '/api/v1/catalog/fr/categories');
  const leaf = tree.find((root) => root.Children.length > 0)!.Children[0]!;
  const category = await getJson<{ Alternates: Alternate[] }>(
    request,
    `/api/v1/catalog/fr/categories/by-slug?slug=${encodeURIComponent(leaf.Slug)}`,
  );
  const dutch = category.Alternates.find((alternate) => alternate.Culture === 'nl')!;
  const dutchCategory = await getJson<{ Name: string }>(
    request,
    `/api/v1/catalog/nl/categories/by-slug?slug=${encodeURIComponent(dutch.Slug)}`,
  );
  const delivery = await getJson<{ Alternates: Alternate[] }>(
    request,
    '/api/v1/content/fr/pages?slug=livraison',
  );
  const spanish = delivery.Alternates.find((alternate) => alternate.Culture === 'es')!;
  const spanishPage = await getJson<{ Title: string }>(
    request,
    `/api/v1/content/es/pages?slug=${encodeURIComponent(spanish.Slug)}`,
  );
  return [
    {
      from: `/fr/p/${product.Slug}`,
      to: german.Url,
      culture: 'de',
      name: 'Deutsch',
      heading: germanProduct.Name,
    },
    {
      from: `/fr/c/${leaf.Slug}`,
      to: dutch.Url,
      culture: 'nl',
      name: 'Nederlands',
      heading: dutchCategory.Name,
    },
    { from: '/fr/livraison', to: spanish.Url, culture: 'es', name: 'Español', heading: spanishPage.Title },
  ];
}

for (const { label, viewport } of SIZES) {
  test.describe(`language choice (${label})`, () => {
    test.use({ viewport });

    test('on a product, a category and a content page it leads where the hreflang links say', async ({
      page,
      request,
    }) => {
      for (const journey of await pagesInOtherCultures(request)) {
        await page.goto(journey.from);
        await waitForHydration(page);
        const hreflang = await page
          .locator(`head link[rel="alternate"][hreflang="${journey.culture}"]`)
          .getAttribute('href');
        expect(new URL(hreflang ?? '').pathname).toBe(journey.to);
        await openMenuOnPhone(page);
        const link = page
          .getByRole('navigation', { name: 'Choisir la langue' })
          .getByRole('link', { name: journey.name });
        await expect(link).toHaveAttribute('href', journey.to);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(journey.to)}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.heading);
        await expect(page.locator('html')).toHaveAttribute('lang', journey.culture);
      }
    });
  });
}

test.describe('addresses that redirect', () => {
  test('another culture’s product or category slug answers a permanent redirect to the page’s own', async ({
    request,
  }) => {
    for (const journey of (await pagesInOtherCultures(request)).slice(0, 2)) {
      const slug = journey.from.split('/').pop()!;
      const foreign = journey.to.replace(/[^/]+$/, slug);
      const response = await request.get(foreign, { maxRedirects: 0 });
      expect(response.status(), foreign).toBe(301);
      expect(response.headers().location).toBe(journey.to);
    }
  });

  test('an unknown or upper-case culture goes to the same page in the visitor’s culture', async ({
    request,
    page,
  }) => {
    for (const [path, acceptLanguage, status, location] of [
      ['/en/catalog', 'fr-FR,fr;q=0.9,en;q=0.8', 302, '/fr/catalog'],
      ['/en/catalog?q=lampe', 'de-DE,de;q=0.9', 302, '/de/catalog?q=lampe'],
      ['/EN', 'nl-BE,nl;q=0.9', 302, '/nl'],
      ['/FR/catalog', 'de-DE', 301, '/fr/catalog'],
      ['/pt-BR/catalog', 'fr-FR', 301, '/pt/catalog'],
      ['/catalog', 'it-IT', 302, '/it/catalog'],
    ] as const) {
      const response = await request.get(path, {
        headers: { 'Accept-Language': acceptLanguage },
        maxRedirects: 0,
      });
      expect(response.status(), path).toBe(status);
      expect(response.headers().location, path).toBe(location);
    }
    // A link to such an address, loaded in place, ends on the page in the visitor's culture.
    await page.goto('/fr/a-propos');
    await waitForHydration(page);
    await markDocument(page);
    await page.evaluate(() =>
      document
        .querySelector('#page')
        ?.insertAdjacentHTML('afterbegin', '<a id="foreign" href="/en/catalog">EN</a>'),
    );
    await page.locator('#foreign').click();
    await expect(page).toHaveURL(/\/fr\/catalog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tous les produits');
    expect(await isSameDocument(page)).toBe(true);
  });

  test('a list page past its last page leads to the last page', async ({ page }) => {
    await page.goto('/fr/catalog?sort=price-asc&pageindex=9999');
    await waitForHydration(page);
    await expect(page).toHaveURL(/pageindex=\d+/);
    const params = new URL(page.url()).searchParams;
    const last = Number(params.get('pageindex'));
    expect(last).toBeGreaterThan(1);
    expect(last).toBeLessThan(9999);
    expect(params.get('sort')).toBe('price-asc');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.locator('[aria-current="page"]')).toContainText(`Page ${last} sur ${last}`);
    await expect(pagination.locator('[rel="next"]')).toHaveCount(0);
    await expect(page.locator('.product-card').first()).toBeVisible();
    await expect(page.getByText('Aucun produit trouvé.')).toHaveCount(0);
  });
});

test.describe('back to top', () => {
  test('“Retour en haut” at the bottom of the home page scrolls back to the top', async ({ page }) => {
    await page.goto('/fr');
    await waitForHydration(page);
    await markDocument(page);
    const link = page.getByRole('link', { name: 'Retour en haut' });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(900);
    await link.click();
    await expect(page).toHaveURL(/\/fr#top$/);
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await isSameDocument(page)).toBe(true);
  });
});

test.describe('phone header (360 × 740)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('is one row: menu, logo, search and account, nothing cut off', async ({ page }) => {
    await page.goto('/fr');
    await waitForHydration(page);
    const header = page.locator('header.site-header');
    const parts = [
      page.getByRole('button', { name: 'Menu' }),
      header.getByRole('link', { name: 'Vitrine' }),
      page.getByRole('button', { name: 'Rechercher', exact: true }),
      page.getByRole('button', { name: 'Mon compte' }),
    ];
    const boxes = [];
    for (const part of parts) {
      await expect(part).toBeVisible();
      boxes.push((await part.boundingBox())!);
    }
    const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
    for (const box of boxes) {
      expect(Math.abs(middle(box) - middle(boxes[0]!))).toBeLessThan(6);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    expect((await header.boundingBox())!.height).toBeLessThan(80);
    // The navigation waits in the menu panel.
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  });

  test('the menu panel follows the side-panel rules and is keyboard-usable', async ({ page }) => {
    await page.goto('/fr');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const body = page.locator('body');
    const backdrop = page.locator('.side-panel-backdrop');

    // Opening: a body class named after the panel and the general one, a backdrop, focus inside.
    await toggle.press('Enter');
    await expect(nav).toBeVisible();
    await expect(body).toHaveClass(/\bside-panel-menu-open\b/);
    await expect(body).toHaveClass(/\bside-panel-open\b/);
    await expect(backdrop).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Accueil' })).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Choisir la langue' })).toBeVisible();
    // The page behind the backdrop is out of reach; Tab stays in the header's panel.
    await expect(page.locator('main#page')).toHaveAttribute('inert', '');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'Nos produits' })).toBeFocused();
    await expectNoAxeViolations(page);

    // A second toggle closes it.
    await toggle.click();
    await expect(nav).toBeHidden();
    await expect(body).not.toHaveClass(/side-panel/);
    await expect(backdrop).toBeHidden();

    // Escape closes it and gives the focus back to the toggle.
    await toggle.click();
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();

    // A click on the backdrop closes it.
    await toggle.click();
    // Beside the panel (which is 88 % of the width at most).
    await backdrop.click({ position: { x: 350, y: 300 } });
    await expect(nav).toBeHidden();

    // Only one panel at a time: the search panel replaces the menu; its field gets the focus.
    await toggle.click();
    await page.locator('.side-panel-toggle--search').click();
    await expect(nav).toBeHidden();
    await expect(body).toHaveClass(/\bside-panel-search-open\b/);
    await expect(body).not.toHaveClass(/side-panel-menu-open/);
    await expect(page.getByRole('combobox', { name: 'Rechercher dans le catalogue' })).toBeFocused();
    await page.locator('.side-panel-toggle--search').click();
    await expect(body).not.toHaveClass(/side-panel/);

    // A scroll to an anchor closes it (a menu entry an editor points at a part of the page).
    await toggle.click();
    await page.evaluate(() =>
      document
        .querySelector('#side-panel-menu nav ul')
        ?.insertAdjacentHTML('beforeend', '<li><a href="#stories">Notre histoire</a></li>'),
    );
    await nav.getByRole('link', { name: 'Notre histoire' }).click();
    await expect(nav).toBeHidden();
    await expect(page).toHaveURL(/#stories$/);

    // Leaving the page closes it.
    await markDocument(page);
    await toggle.click();
    await nav.getByRole('link', { name: 'Livraison et retours' }).click();
    await expect(page).toHaveURL(/\/fr\/livraison$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Livraison et retours');
    await expect(nav).toBeHidden();
    await expect(body).not.toHaveClass(/side-panel/);
    expect(await isSameDocument(page)).toBe(true);
  });
});

test.describe('desktop header (1366 × 900)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('has room above and below its rows, and the navigation starts under the logo', async ({ page }) => {
    await page.goto('/fr');
    await waitForHydration(page);
    const header = page.locator('header.site-header');
    const logo = header.getByRole('link', { name: 'Vitrine' });
    const search = page.getByRole('combobox', { name: 'Rechercher dans le catalogue' });
    const account = page.getByRole('button', { name: 'Mon compte' });
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const [logoBox, searchBox, accountBox, navBox, headerBox] = await Promise.all(
      [logo, search, account, nav, header].map(async (part) => (await part.boundingBox())!),
    );
    expect(searchBox!.y).toBeGreaterThanOrEqual(12);
    expect(accountBox!.y).toBeGreaterThanOrEqual(12);
    // The first row ends clear of the divider above the navigation.
    expect(navBox!.y - (accountBox!.y + accountBox!.height)).toBeGreaterThanOrEqual(12);
    expect(navBox!.y - (searchBox!.y + searchBox!.height)).toBeGreaterThanOrEqual(12);
    // The second row begins where the logo does: no empty area on its left.
    const firstLink = nav.getByRole('link', { name: 'Accueil' });
    expect(Math.abs((await firstLink.boundingBox())!.x - logoBox!.x)).toBeLessThanOrEqual(2);
    expect(navBox!.y + navBox!.height).toBeLessThanOrEqual(headerBox!.y + headerBox!.height);
    await expectNoAxeViolations(page);
  });
});

for (const { label, viewport } of SIZES) {
  test.describe(`home page (${label})`, () => {
    test.use({ viewport });

    test('reads as a shop: hero with its image, categories, products and brands, from the catalogue', async ({
      page,
      request,
    }) => {
      const tree = await getJson<CategoryNode[]>(request, '/api/v1/catalog/fr/categories');
      const brands = await getJson<{ Name: string }[]>(request, '/api/v1/catalog/fr/brands');
      const shelf = async (sort: string) =>
        (
          await getJson<{ Items: { Name: string }[] }>(
            request,
            `/api/v1/catalog/fr/products?sort=${sort}&pageSize=12`,
          )
        ).Items.slice(0, 8);
      const [popular, newest] = await Promise.all([shelf('popular'), shelf('newest')]);

      await page.goto('/fr');
      await waitForHydration(page);
      const hero = page.locator('.home-hero');
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Bienvenue chez Vitrine');
      await expectLoaded(hero.locator('img'));
      await expect(hero.getByRole('link', { name: 'Découvrir le catalogue' })).toHaveAttribute(
        'href',
        '/fr/catalog',
      );

      const categories = page.getByRole('region', { name: 'Nos univers' });
      const tiles = categories.getByRole('listitem');
      await expect(tiles).toHaveCount(Math.min(6, tree.length));
      await expect(tiles.first().getByRole('heading', { level: 3 })).toHaveText(tree[0]!.Name);
      await expectLoaded(tiles.first().locator('img'));

      for (const [name, items] of [
        ['Les plus aimés', popular],
        ['Nouveautés', newest],
      ] as const) {
        const section = page.getByRole('region', { name });
        const cards = section.locator('.product-card');
        await expect(cards).toHaveCount(items.length);
        await expect(section.getByRole('heading', { level: 3 })).toHaveText(items.map((item) => item.Name));
        await expect(cards.first()).toContainText('€');
        // The first product with a photo (one staff created in another journey may have none yet).
        await expectLoaded(cards.locator('img').first());
      }

      const brandRegion = page.getByRole('region', { name: 'Nos marques' });
      const logo = brandRegion.getByRole('img', { name: brands[0]!.Name });
      await expectLoaded(logo);

      // The story is told once.
      await expect(page.getByText('Chaque pièce est sélectionnée pour sa qualité')).toHaveCount(1);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page, { rules: ['heading-order'] });
    });
  });
}

test.describe('sliders (WCAG 2.2.2)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  const autoplayRunning = (slider: Locator) =>
    slider
      .locator('.swiper')
      .evaluate((element) =>
        Boolean(
          (element as unknown as { swiper: { autoplay: { running: boolean } } }).swiper.autoplay.running,
        ),
      );

  test('the brands move by themselves, pause under the pointer, with the focus and with their button', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/fr');
    await waitForHydration(page);
    const carousel = page.getByRole('region', { name: 'Nos marques' });
    const slider = carousel.locator('[data-autoplay]');
    await carousel.scrollIntoViewIfNeeded();
    await expect(slider).toHaveAttribute('data-autoplay', 'running');
    expect(await autoplayRunning(carousel)).toBe(true);
    // It does move: the first brand leaves its place within a few seconds (5 s per slide).
    await expect
      .poll(() => carousel.locator('.swiper-slide-active').getAttribute('aria-label'), { timeout: 15_000 })
      .not.toMatch(/^1 \//);

    await slider.hover();
    await expect(slider).toHaveAttribute('data-autoplay', 'paused');
    expect(await autoplayRunning(carousel)).toBe(false);
    await page.mouse.move(5, 5);
    await expect(slider).toHaveAttribute('data-autoplay', 'running');

    await carousel.getByRole('link').first().focus();
    await expect(slider).toHaveAttribute('data-autoplay', 'paused');

    const pause = carousel.getByRole('button', { name: 'Pause – Nos marques' });
    await pause.click();
    const play = carousel.getByRole('button', { name: 'Lecture – Nos marques' });
    await expect(play).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(slider).toHaveAttribute('data-autoplay', 'paused');
    expect(await autoplayRunning(carousel)).toBe(false);
    await play.click();
    await expect(slider).toHaveAttribute('data-autoplay', 'running');
    expect(await autoplayRunning(carousel)).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('for a visitor who prefers reduced motion nothing moves and no pause button is needed', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/fr');
    await waitForHydration(page);
    const carousel = page.getByRole('region', { name: 'Nos marques' });
    await expect(carousel.locator('[data-autoplay]')).toHaveAttribute('data-autoplay', 'off');
    expect(await autoplayRunning(carousel)).toBe(false);
    await expect(carousel.getByRole('button', { name: /^(Pause|Lecture)/ })).toHaveCount(0);
  });
});
