import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ADMIN } from './backoffice-session';
import { token } from './demo-stock';
import { expect, expectNoAxeViolations, test, waitForHydration, withConsentGiven } from './fixtures';

/**
 * The media widgets in a body of blocks: an editor's news post holds a countdown, a 360-degree
 * viewer, YouTube and Vimeo videos, a map and share links. The shopper (who refused every cookie
 * category) sees the countdown tick and end, turns the viewer by dragging, opens the map and a
 * video only when asking for them, and shares the post's own address, on a 360 px phone and on a
 * desktop, without an accessibility violation. Nothing goes to another server before the visitor
 * asks (the machine is offline: such requests are answered empty here). The post is deleted.
 */

async function signInStaff(request: APIRequestContext) {
  const signedIn = await request.post('/api/v1/backoffice/security/login', {
    data: { Email: DEMO_ADMIN.email, Password: DEMO_ADMIN.password },
    headers: { 'x-csrf-token': await token(request) },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
}

/** Library images of the demo catalogue (its products' photos), as the viewer's frames. */
async function libraryImages(request: APIRequestContext): Promise<string[]> {
  const list = await request.get('/api/v1/catalog/fr/products?pageSize=24');
  expect(list.ok()).toBe(true);
  const items = ((await list.json()) as { Items: { Photo: { AssetId: string } | null }[] }).Items;
  const ids = [...new Set(items.flatMap((item) => (item.Photo ? [item.Photo.AssetId] : [])))];
  expect(ids.length).toBeGreaterThanOrEqual(3);
  return ids.slice(0, 6);
}

const widget = (settings: Record<string, unknown>) => ({
  Type: 'widget',
  Id: randomUUID(),
  Widget: settings,
});

async function writePost(request: APIRequestContext, tag: string, endsAt: string) {
  const frames = await libraryImages(request);
  const categories = await request.get('/api/v1/backoffice/news/categories');
  expect(categories.ok()).toBe(true);
  const [category] = (await categories.json()) as { CategoryId: string }[];
  const slug = `medias-${tag}`;
  const created = await request.post('/api/v1/backoffice/news/posts', {
    headers: { 'x-csrf-token': await token(request) },
    data: {
      CategoryId: category?.CategoryId,
      Status: 'published',
      PublishAt: new Date(Date.now() - 60_000).toISOString(),
      Translations: {
        fr: {
          Title: `Portes ouvertes ${tag}`,
          Slug: slug,
          Summary: 'L’atelier en images.',
          Blocks: [
            widget({
              Name: 'countdown',
              EndsAt: endsAt,
              Heading: 'Ouverture des portes',
              AtEnd: 'message',
              EndMessage: 'Les portes sont ouvertes !',
            }),
            widget({ Name: 'viewer-360', AssetIds: frames, Label: 'Le vase en 360°', Mode: 'drag' }),
            widget({ Name: 'youtube-video', VideoId: 'dQw4w9WgXcQ', Label: 'Visite de l’atelier' }),
            widget({ Name: 'vimeo-video', VideoId: '76979871', Label: 'Le tournage' }),
            widget({
              Name: 'map',
              Label: 'Nos ateliers',
              Markers: [
                { Lat: 50.8467, Lng: 4.3525, Label: 'Atelier de Bruxelles' },
                { Lat: 51.0543, Lng: 3.7174, Label: 'Atelier de Gand' },
              ],
            }),
            widget({ Name: 'social-share', Networks: ['facebook', 'x', 'email'], Text: 'Portes ouvertes' }),
          ],
        },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { postId: ((await created.json()) as { PostId: string }).PostId, slug, frames: frames.length };
}

/** Every request that leaves the shop, answered empty; the addresses are kept for the checks. */
async function outsideRequests(page: Page, baseURL: string): Promise<string[]> {
  const seen: string[] = [];
  await page.route(
    (url) => !url.href.startsWith(baseURL) && url.protocol.startsWith('http'),
    (route) => {
      seen.push(route.request().url());
      const script = route.request().resourceType() === 'script';
      return route.fulfill({ status: 200, contentType: script ? 'text/javascript' : 'text/plain', body: '' });
    },
  );
  return seen;
}

async function checkMedia(page: Page, seen: string[], baseURL: string, slug: string, frames: number) {
  // The countdown ticks every second, and says so once when the time is up.
  const countdown = page.getByRole('region', { name: 'Ouverture des portes' });
  await expect(countdown).toBeVisible();
  const seconds = countdown.locator('.countdown__unit--seconds .countdown__value');
  const before = Number(await seconds.textContent());
  await page.clock.runFor(3000);
  // The clock also runs on its own: at least the three seconds run here have gone.
  await expect
    .poll(async () => (before - Number(await seconds.textContent()) + 60) % 60)
    .toBeGreaterThanOrEqual(3);
  await expect(countdown.getByText(/^Se termine le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/)).toBeVisible();

  // The 360 viewer turns when dragged.
  const viewer = page.getByRole('slider', { name: 'Le vase en 360°' });
  await viewer.scrollIntoViewIfNeeded();
  await expect(viewer).toHaveAttribute('aria-valuenow', '1');
  await expect(viewer).toHaveAttribute('aria-valuemax', String(frames));
  const box = await viewer.boundingBox();
  if (!box) throw new Error('the viewer has no box');
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(viewer).not.toHaveAttribute('aria-valuenow', '1');
  await viewer.press('Home');
  await expect(viewer).toHaveAttribute('aria-valuenow', '1');

  // Share links: the post's own address, in a new tab.
  const share = page.locator('.social-share').first();
  const facebook = share.getByRole('link', { name: /^Partager sur Facebook/ });
  await expect(facebook).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${baseURL}/fr/news/${slug}`)}`,
  );
  await expect(share.getByRole('link', { name: 'Partager par e-mail' })).toHaveAttribute(
    'href',
    /^mailto:\?subject=Portes%20ouvertes&body=/,
  );

  // Nothing has gone to YouTube, Vimeo or the tile server so far.
  expect(seen).toEqual([]);
  await expectNoAxeViolations(page);

  // A video opens in the modal, and asks for consent before its player loads.
  await page.getByRole('button', { name: 'Lire la vidéo : Visite de l’atelier' }).click();
  const modal = page.getByRole('dialog', { name: 'Visite de l’atelier' });
  await expect(modal.getByText(/diffusée par YouTube/)).toBeVisible();
  expect(seen).toEqual([]);
  await modal.getByRole('button', { name: 'Accepter et afficher' }).click();
  await expect
    .poll(() => seen.some((url) => url.startsWith('https://www.youtube.com/iframe_api')))
    .toBe(true);
  await modal.getByRole('button', { name: 'Fermer' }).click();
  await expect(modal).toHaveCount(0);

  // The map shows its markers once the visitor asks for it.
  const map = page.locator('.map-widget');
  await expect(map.getByText(/images de/)).toBeVisible();
  expect(seen.some((url) => !url.includes('youtube'))).toBe(false);
  await map.getByRole('button', { name: 'Accepter et afficher' }).click();
  const region = page.getByRole('region', { name: 'Nos ateliers' });
  await expect(region.getByRole('button', { name: 'Atelier de Bruxelles' })).toBeVisible();
  await expect(region.getByRole('button', { name: 'Atelier de Gand' })).toBeVisible();
  await expect.poll(() => seen.some((url) => !url.includes('youtube'))).toBe(true);

  // The end of the countdown: the editor's message, once.
  await page.clock.runFor(120_000);
  await expect(countdown.getByText('Les portes sont ouvertes !')).toBeVisible();
  await expect(countdown.locator('.countdown__value')).toHaveText(['0', '00', '00', '00']);
}

test('a news post holds a countdown, a 360 viewer, videos, a map and share links; nothing leaves the shop before the visitor asks (360 px, then desktop)', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await withConsentGiven(context, origin);
  await signInStaff(request);
  const tag = Date.now().toString(36);
  const { postId, slug, frames } = await writePost(request, tag, new Date(Date.now() + 65_000).toISOString());
  try {
    await page.clock.install();
    const seen = await outsideRequests(page, origin);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/fr/news/${slug}`);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await checkMedia(page, seen, origin, slug, frames);

    // A desktop, from a fresh page: the countdown is over, and the page is not reloaded over and over.
    // The phone's page is left first: its map's last tiles are not the new page's requests.
    await page.goto('about:blank');
    seen.length = 0;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/fr/news/${slug}`);
    await waitForHydration(page);
    await expect(page.getByText('Les portes sont ouvertes !')).toBeVisible();
    const viewer = page.getByRole('slider', { name: 'Le vase en 360°' });
    await viewer.press('ArrowRight');
    await expect(viewer).toHaveAttribute('aria-valuenow', '2');
    await page.getByRole('button', { name: 'Lire la vidéo : Le tournage' }).click();
    const modal = page.getByRole('dialog', { name: 'Le tournage' });
    await expect(modal.getByText(/diffusée par Vimeo/)).toBeVisible();
    await modal.getByRole('button', { name: 'Fermer' }).click();
    expect(seen).toEqual([]);
    await expectNoAxeViolations(page);
  } finally {
    const deleted = await request.delete(`/api/v1/backoffice/news/posts/${postId}`, {
      headers: { 'x-csrf-token': await token(request) },
    });
    expect(deleted.status()).toBe(204);
  }
});
