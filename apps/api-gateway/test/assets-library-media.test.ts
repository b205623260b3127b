import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  ContentPage,
  ContentPageSummary,
  ProductDetail,
  ProductListItem,
  ProductMedia,
} from '@vitrine/api-client';
import { createTestDatabase } from '@vitrine/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, DEMO_CUSTOMER, resolveWebBuilds } from '../src/build-server';
import { loadConfig } from '../src/config';
import {
  assetIdOf,
  createEditor,
  EDITOR,
  multipart,
  png,
  signedIn,
  uploadOk,
} from './assets-library-helpers';
import { ATTR, insertCatalogFixture, P, PHOTO, VAL } from './fixtures/catalog';
import { databaseTargets, expectProblem, startTestApp, type TestApp, type TestBrowser } from './helpers';

const SOME_ID = '00000000-0000-4000-8000-0000000000aa';

describe.each(databaseTargets)('asset library media and access on $name', ({ url }) => {
  let t: TestApp;
  let editor: TestBrowser;

  beforeAll(async () => {
    t = await startTestApp(url);
    await insertCatalogFixture(t.app.db, t.app.storage);
    await createEditor(t);
    editor = await signedIn(t, EDITOR);
  });
  afterAll(() => t?.close());

  describe('product photos', () => {
    it('lists products by name and shows their photos in order', async () => {
      const list = await editor.request({
        method: 'GET',
        url: '/api/v1/backoffice/catalog/products?q=oslo&limit=5',
      });
      expect(list.statusCode).toBe(200);
      const items = list.json<{ Items: { ProductId: string; Name: string; PhotoCount: number }[] }>().Items;
      expect(items).toEqual([{ ProductId: P(1), Name: 'Chaise Oslo', Slug: 'chaise-oslo', PhotoCount: 3 }]);
      const nl = await editor.request({
        method: 'GET',
        url: '/api/v1/backoffice/catalog/products?q=oslo&culture=nl',
      });
      expect(nl.json<{ Items: { Name: string }[] }>().Items[0]?.Name).not.toBe('Chaise Oslo');
      const media = await editor.request({
        method: 'GET',
        url: `/api/v1/backoffice/catalog/products/${P(1)}/media`,
      });
      expect(media.json<ProductMedia>().Photos.map((photo) => photo.AssetId)).toEqual([
        PHOTO.osloRed,
        PHOTO.osloBlue,
        PHOTO.osloSide,
      ]);
    });

    it('opens the product page on the colour of the main photo, when that colour can be bought', async () => {
      const colourShown = async () => {
        const product = await t.app.inject({ url: '/api/v1/catalog/fr/products/by-slug?slug=chaise-oslo' });
        const attributes = product.json<ProductDetail>().Variation.ProductVariantAttributesViewModel;
        return attributes.find((attribute) => attribute.AttributeId === ATTR.colour)?.Value;
      };
      expect(await colourShown()).toBe(VAL.red);
      const put = await editor.send('PUT', `/api/v1/backoffice/catalog/products/${P(1)}/photos`, {
        AssetIds: [PHOTO.osloBlue, PHOTO.osloRed, PHOTO.osloSide],
      });
      expect(put.statusCode).toBe(200);
      expect(await colourShown()).toBe(VAL.blue);
      await editor.send('PUT', `/api/v1/backoffice/catalog/products/${P(1)}/photos`, {
        AssetIds: [PHOTO.osloRed, PHOTO.osloBlue, PHOTO.osloSide],
      });
      expect(await colourShown()).toBe(VAL.red);
    });

    it('replaces the photos in the given order, and the shop shows the new first photo', async () => {
      const [uploaded] = await uploadOk(editor, [
        { name: 'new-front.png', data: await png(600, 600, '#cc0000') },
      ]);
      const newId = assetIdOf(uploaded);
      // The listing answer is cached before the change; the change must not leave it stale.
      const listingPhoto = async () => {
        const listing = await t.app.inject({ url: '/api/v1/catalog/fr/products?pageSize=48' });
        const items = listing.json<{ Items: ProductListItem[] }>().Items;
        return items.find((item) => item.ProductId === P(1))?.Photo?.AssetId;
      };
      expect(await listingPhoto()).toBe(PHOTO.osloRed);
      const response = await editor.send('PUT', `/api/v1/backoffice/catalog/products/${P(1)}/photos`, {
        AssetIds: [newId, PHOTO.osloSide, PHOTO.osloRed],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<ProductMedia>().Photos.map((photo) => photo.AssetId)).toEqual([
        newId,
        PHOTO.osloSide,
        PHOTO.osloRed,
      ]);
      const product = await t.app.inject({ url: '/api/v1/catalog/fr/products/by-slug?slug=chaise-oslo' });
      const photos = product.json<ProductDetail>().Photos;
      expect(photos.map((photo) => photo.AssetId)).toEqual([newId, PHOTO.osloSide, PHOTO.osloRed]);
      expect(photos[0]?.Url).toBe(`/assets/images/${newId}/large.webp`);
      expect(await listingPhoto()).toBe(newId);

      // A rotation changes the shop's addresses too.
      await editor.send('POST', `/api/v1/assetslibrary/assets/${newId}/rotate`, { Direction: 'left' });
      const after = await t.app.inject({ url: '/api/v1/catalog/fr/products/by-slug?slug=chaise-oslo' });
      expect(after.json<ProductDetail>().Photos[0]?.Url).toBe(`/assets/images/${newId}/large-r1.webp`);
    });

    it('refuses unknown assets with a 400 and changes nothing', async () => {
      const response = await editor.send('PUT', `/api/v1/backoffice/catalog/products/${P(1)}/photos`, {
        AssetIds: [PHOTO.osloRed, SOME_ID],
      });
      const body = expectProblem(response, 400, '/problems/validation');
      expect(body.errors).toEqual({ AssetIds: ['AssetsLibrary.UnknownAssets'] });
      const media = await editor.request({
        method: 'GET',
        url: `/api/v1/backoffice/catalog/products/${P(1)}/media`,
      });
      expect(media.json<ProductMedia>().Photos).toHaveLength(3);
      expectProblem(
        await editor.send('PUT', `/api/v1/backoffice/catalog/products/${SOME_ID}/photos`, { AssetIds: [] }),
        404,
      );
    });

    it('deleting an asset removes it from the product', async () => {
      await editor.send('DELETE', `/api/v1/assetslibrary/assets/${PHOTO.osloSide}`);
      const media = await editor.request({
        method: 'GET',
        url: `/api/v1/backoffice/catalog/products/${P(1)}/media`,
      });
      expect(media.json<ProductMedia>().Photos.map((photo) => photo.AssetId)).not.toContain(PHOTO.osloSide);
    });
  });

  describe('content hero', () => {
    it('sets a hero image that the content API shows, and clears it when the asset goes', async () => {
      const pages = await editor.request({ method: 'GET', url: '/api/v1/backoffice/content/pages' });
      expect(pages.statusCode).toBe(200);
      const home = pages.json<ContentPageSummary[]>().find((page) => page.IsHomepage);
      expect(home).toMatchObject({ HeroImage: null });
      const [hero] = await uploadOk(editor, [{ name: 'hero.jpg', data: await png(1600, 800, '#224466') }]);
      const heroId = assetIdOf(hero);
      const set = await editor.send('PUT', `/api/v1/backoffice/content/pages/${home?.PageId}/media`, {
        HeroAssetId: heroId,
      });
      expect(set.statusCode).toBe(200);
      expect(set.json<ContentPageSummary>().HeroImage?.AssetId).toBe(heroId);

      const page = (await t.app.inject({ url: '/api/v1/content/fr/home' })).json<ContentPage>();
      expect(page.HeroImage).toEqual({
        AssetId: heroId,
        AssetName: 'hero.jpg',
        Url: `/assets/images/${heroId}/large.webp`,
        ThumbnailUrl: `/assets/images/${heroId}/thumb.webp`,
        Width: 1600,
        Height: 800,
        AttributeValueId: null,
      });

      expectProblem(
        await editor.send('PUT', `/api/v1/backoffice/content/pages/${home?.PageId}/media`, {
          HeroAssetId: SOME_ID,
        }),
        400,
      );
      expectProblem(
        await editor.send('PUT', `/api/v1/backoffice/content/pages/${SOME_ID}/media`, { HeroAssetId: null }),
        404,
      );

      await editor.send('DELETE', `/api/v1/assetslibrary/assets/${heroId}`);
      expect(
        (await t.app.inject({ url: '/api/v1/content/fr/home' })).json<ContentPage>().HeroImage,
      ).toBeNull();
    });
  });

  describe('access', () => {
    const routes = async (): Promise<
      {
        method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
        url: string;
        payload?: unknown;
        multipart?: boolean;
      }[]
    > => [
      { method: 'GET', url: '/api/v1/assetslibrary/folders/hierarchy' },
      { method: 'POST', url: '/api/v1/assetslibrary/folders', payload: { Name: 'x' } },
      { method: 'PATCH', url: `/api/v1/assetslibrary/folders/${SOME_ID}`, payload: { Name: 'x' } },
      { method: 'DELETE', url: `/api/v1/assetslibrary/folders/${SOME_ID}` },
      { method: 'GET', url: `/api/v1/assetslibrary/assets/${SOME_ID}` },
      { method: 'PATCH', url: `/api/v1/assetslibrary/assets/${SOME_ID}`, payload: { Name: 'x' } },
      { method: 'DELETE', url: `/api/v1/assetslibrary/assets/${SOME_ID}` },
      {
        method: 'POST',
        url: '/api/v1/assetslibrary/assets/move',
        payload: { AssetIds: [SOME_ID], FolderId: null },
      },
      {
        method: 'POST',
        url: '/api/v1/assetslibrary/assets/reorder',
        payload: { AssetIds: [SOME_ID], FolderId: null },
      },
      {
        method: 'POST',
        url: `/api/v1/assetslibrary/assets/${SOME_ID}/rotate`,
        payload: { Direction: 'left' },
      },
      { method: 'POST', url: '/api/v1/assetslibrary/uploads', multipart: true },
      { method: 'GET', url: '/fr/assetslibrary/asset/assetsbyfolder' },
      { method: 'GET', url: `/fr/assetslibrary/asset/assetsbyfolder/${SOME_ID}/${SOME_ID}` },
      { method: 'GET', url: `/assets/croptempimg/${'ab'.repeat(24)}/0/0/10/10/10/10` },
      { method: 'GET', url: '/api/v1/backoffice/content/pages' },
      {
        method: 'PUT',
        url: `/api/v1/backoffice/content/pages/${SOME_ID}/media`,
        payload: { HeroAssetId: null },
      },
      { method: 'GET', url: '/api/v1/backoffice/catalog/products?q=oslo' },
      { method: 'GET', url: `/api/v1/backoffice/catalog/products/${P(1)}/media` },
      { method: 'PUT', url: `/api/v1/backoffice/catalog/products/${P(1)}/photos`, payload: { AssetIds: [] } },
    ];

    const call = async (browser: TestBrowser, route: Awaited<ReturnType<typeof routes>>[number]) => {
      const token = await browser.antiforgeryToken();
      const body = route.multipart ? await multipart([{ name: 'a.png', data: await png(4, 4) }]) : null;
      return browser.request({
        method: route.method,
        url: route.url,
        headers: {
          'x-csrf-token': token,
          ...(body ? { 'content-type': body.contentType } : {}),
        },
        ...(body
          ? { payload: body.payload }
          : route.payload
            ? { payload: route.payload as Record<string, unknown> }
            : {}),
      });
    };

    it('answers anonymous visitors with 401 on every library and back-office route', async () => {
      const anonymous = t.browser();
      for (const route of await routes()) {
        const response = await call(anonymous, route);
        expect([route.method, route.url, response.statusCode]).toEqual([route.method, route.url, 401]);
        expectProblem(response, 401, '/problems/unauthorized');
      }
    });

    it('answers customers with 403 on every library and back-office route', async () => {
      const customer = await signedIn(t, DEMO_CUSTOMER);
      for (const route of await routes()) {
        const response = await call(customer, route);
        expect([route.method, route.url, response.statusCode]).toEqual([route.method, route.url, 403]);
        expectProblem(response, 403, '/problems/forbidden');
      }
    });

    it('lets the admin in', async () => {
      const admin = await signedIn(t, t.config.admin);
      const response = await admin.request({ method: 'GET', url: '/api/v1/assetslibrary/folders/hierarchy' });
      expect(response.statusCode).toBe(200);
    });

    it('keeps other routes answering a multipart body as before', async () => {
      const body = await multipart([{ name: 'a.png', data: await png(4, 4) }]);
      const token = await editor.antiforgeryToken();
      const response = await editor.request({
        method: 'POST',
        url: '/api/v1/assetslibrary/folders',
        headers: { 'content-type': body.contentType, 'x-csrf-token': token },
        payload: body.payload,
      });
      expectProblem(response, 415);
    });
  });
});

const storefrontBuild = resolveWebBuilds().storefrontBuildDir;

describe('asset library listing beside the storefront', () => {
  // Needs the storefront's build (pnpm build); the API tests above do not.
  it.skipIf(!existsSync(path.join(storefrontBuild, 'server', 'index.js')))(
    'routes /{culture}/assetslibrary/… to the library, not to the storefront’s pages',
    async () => {
      const database = await createTestDatabase();
      const config = loadConfig({
        NODE_ENV: 'test',
        SESSION_SECRET: 'test-secret-that-is-long-enough-for-hmac-0123456789',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitrine-test-')),
        LOG_LEVEL: 'silent',
      });
      const app = await buildServer({
        config,
        database: database.handle,
        web: { storefrontBuildDir: storefrontBuild },
        logger: false,
      });
      try {
        const listing = await app.inject({ url: '/fr/assetslibrary/asset/assetsbyfolder' });
        expectProblem(listing, 401, '/problems/unauthorized');
        const folder = await app.inject({
          url: `/nl/assetslibrary/asset/assetsbyfolder/${SOME_ID}/${SOME_ID}`,
        });
        expectProblem(folder, 401);
        const crop = await app.inject({ url: `/assets/croptempimg/${'ab'.repeat(24)}/0/0/1/1/1/1` });
        expectProblem(crop, 401);
        // A sibling address is still the storefront's.
        const page = await app.inject({ url: '/fr/assetslibrary/other' });
        expect(String(page.headers['content-type'])).toContain('text/html');
      } finally {
        await app.close();
        await database.dispose();
      }
    },
    60_000,
  );
});
