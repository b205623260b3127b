import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_ADMIN } from './backoffice-session';
import { token } from './demo-stock';
import { expect, expectNoAxeViolations, test, waitForHydration, withConsentGiven } from './fixtures';

/**
 * Slider widgets in a body of blocks: an editor's news post holds a hero slider and a partners'
 * slider. The shopper sees the first slide with its image before anything moves, moves the hero
 * slider with its bullets and pauses the partners' logos with their labelled control, on a 360 px
 * phone and on a desktop, without an accessibility violation. The post is deleted afterwards.
 */

async function signInStaff(request: APIRequestContext) {
  const signedIn = await request.post('/api/v1/backoffice/security/login', {
    data: { Email: DEMO_ADMIN.email, Password: DEMO_ADMIN.password },
    headers: { 'x-csrf-token': await token(request) },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
}

/** Library images of the demo catalogue (its products' photos), to put in the slides. */
async function libraryImages(request: APIRequestContext): Promise<string[]> {
  const list = await request.get('/api/v1/catalog/fr/products?pageSize=24');
  expect(list.ok()).toBe(true);
  const items = ((await list.json()) as { Items: { Photo: { AssetId: string } | null }[] }).Items;
  const ids = [...new Set(items.flatMap((item) => (item.Photo ? [item.Photo.AssetId] : [])))];
  expect(ids.length).toBeGreaterThanOrEqual(3);
  return ids;
}

async function writePost(request: APIRequestContext, tag: string): Promise<{ postId: string; slug: string }> {
  const images = await libraryImages(request);
  const categories = await request.get('/api/v1/backoffice/news/categories');
  expect(categories.ok()).toBe(true);
  const [category] = (await categories.json()) as { CategoryId: string }[];
  expect(category).toBeTruthy();
  const slug = `sliders-${tag}`;
  const image = (n: number) => images[n % images.length] as string;
  const created = await request.post('/api/v1/backoffice/news/posts', {
    headers: { 'x-csrf-token': await token(request) },
    data: {
      CategoryId: category?.CategoryId,
      Status: 'published',
      PublishAt: new Date(Date.now() - 60_000).toISOString(),
      Translations: {
        fr: {
          Title: `Nos collections ${tag}`,
          Slug: slug,
          Summary: 'Les collections et nos partenaires.',
          Blocks: [
            {
              Type: 'widget',
              Id: randomUUID(),
              Widget: {
                Name: 'hero-slider',
                Slides: [0, 1, 2].map((n) => ({
                  AssetId: image(n),
                  Title: `Collection ${n + 1}`,
                  Text: 'Fait à la main',
                  Href: '/fr/catalog',
                })),
              },
            },
            {
              Type: 'widget',
              Id: randomUUID(),
              Widget: {
                Name: 'partner-logos',
                Heading: 'Nos partenaires',
                Logos: Array.from({ length: 12 }, (_, n) => ({
                  AssetId: image(n),
                  Name: `Partenaire ${n + 1}`,
                })),
              },
            },
          ],
        },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { postId: ((await created.json()) as { PostId: string }).PostId, slug };
}

/** The index (0-based, before loop copies) of the slide a slider shows first. */
const activeSlide = (slider: Locator) =>
  slider.locator('.swiper-slide-active').first().getAttribute('data-swiper-slide-index');

const loaded = (image: Locator) =>
  image.evaluate(
    (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth,
  );

async function checkSliders(page: Page, perView: number) {
  const hero = page.getByRole('region', { name: 'Diaporama' });
  const partners = page.getByRole('region', { name: 'Nos partenaires' });

  // The first slide and its image, as the server sent them.
  const firstImage = hero.locator('.swiper-slide-active img');
  await expect(firstImage).toBeVisible();
  await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
  await expect.poll(() => loaded(firstImage)).toBeGreaterThan(0);
  await expect(hero.getByRole('link', { name: 'Collection 1' })).toBeVisible();

  // Bullets move the hero slider; it does not move by itself (no delay given).
  await hero.getByRole('button', { name: 'Aller à la diapositive 3' }).click();
  await expect.poll(() => activeSlide(hero)).toBe('2');
  await expect(hero.getByRole('button', { name: /^Pause/ })).toHaveCount(0);

  // The partners: 3 per view on a phone, 6 on a desktop; they move every 2500 ms until paused.
  await expect(partners.getByRole('img', { name: 'Partenaire 1', exact: true }).first()).toBeVisible();
  expect(
    await partners
      .locator('.swiper')
      .evaluate(
        (element) =>
          (element as unknown as { swiper: { params: { slidesPerView: number } } }).swiper.params
            .slidesPerView,
      ),
  ).toBe(perView);
  const start = await activeSlide(partners);
  await page.clock.runFor(2600);
  await expect.poll(() => activeSlide(partners)).not.toBe(start);
  await partners.getByRole('button', { name: 'Pause – Nos partenaires' }).click();
  const paused = await activeSlide(partners);
  await page.clock.runFor(10_000);
  expect(await activeSlide(partners)).toBe(paused);
  await partners.getByRole('button', { name: 'Lecture – Nos partenaires' }).click();
  await page.clock.runFor(2600);
  await expect.poll(() => activeSlide(partners)).not.toBe(paused);
  // Paused again, so the accessibility check reads a still page.
  await partners.getByRole('button', { name: 'Pause – Nos partenaires' }).click();
  await expectNoAxeViolations(page);
}

test('a news post holds a hero slider and a partners’ slider: first slide shown, bullets, pause control (360 px, then desktop)', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await withConsentGiven(context, baseURL!);
  await signInStaff(request);
  const { postId, slug } = await writePost(request, Date.now().toString(36));
  try {
    // Before any script: the server's HTML already holds the slides, the first image loaded first.
    const html = await (await request.get(`/fr/news/${slug}`)).text();
    expect(html).toMatch(/<img[^>]*fetchpriority="high"[^>]*>/i);
    expect(html).toContain('Collection 1');
    expect(html).toContain('alt="Partenaire 1"');

    await page.clock.install();
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/fr/news/${slug}`);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await checkSliders(page, 3);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/fr/news/${slug}`);
    await waitForHydration(page);
    await checkSliders(page, 6);
  } finally {
    const deleted = await request.delete(`/api/v1/backoffice/news/posts/${postId}`, {
      headers: { 'x-csrf-token': await token(request) },
    });
    expect(deleted.status()).toBe(204);
  }
});
