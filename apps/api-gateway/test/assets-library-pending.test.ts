import path from 'node:path';
import type {
  Asset,
  AssetsByFolder,
  ContentPageSummary,
  CropResult,
  FolderNode,
  ProductMedia,
  UploadedFile,
} from '@vitrine/api-client';
import { assets } from '@vitrine/db';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assetIdOf,
  createEditor,
  EDITOR,
  filesUnder,
  png,
  signedIn,
  uploadOk,
} from './assets-library-helpers';
import { insertCatalogFixture, P, PHOTO } from './fixtures/catalog';
import { databaseTargets, expectProblem, startTestApp, type TestApp, type TestBrowser } from './helpers';

/** A square PNG, left half black and right half white: a turn shows where the black went. */
const halves = async (size: number, salt: string) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#ffffff' } })
    .composite([
      { input: await png(size / 2, size, '#000000'), left: 0, top: 0 },
      // One pixel of its own, so that two uploads are never the same bytes.
      { input: await png(1, 1, salt), left: size - 1, top: size - 1 },
    ])
    .png()
    .toBuffer();

describe.each(databaseTargets)(
  'uploads and edits through a widget wait for the form’s save on $name',
  ({ url }) => {
    let t: TestApp;
    let editor: TestBrowser;
    let homeId: string;

    const api = async <T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH', address: string, body?: unknown) => {
      const response =
        method === 'GET'
          ? await editor.request({ method, url: address })
          : await editor.send(method, address, body);
      if (response.statusCode >= 300)
        throw new Error(`${method} ${address}: ${response.statusCode} ${response.body}`);
      return response.json<T>();
    };
    const rootListing = (q?: string) =>
      api<AssetsByFolder>(
        'GET',
        `/fr/assetslibrary/asset/assetsbyfolder${q ? `?Q=${encodeURIComponent(q)}` : ''}`,
      );
    const folderListing = (id: string) =>
      api<AssetsByFolder>('GET', `/fr/assetslibrary/asset/assetsbyfolder/${id}/${id}`);
    const folderCount = async (id: string) =>
      (await api<FolderNode[]>('GET', `/api/v1/assetslibrary/folders/hierarchy?folderId=${id}`))[0]
        ?.AssetCount;
    const inRoot = async (id: string) => (await rootListing()).Items.some((item) => item.AssetId === id);
    const row = async (id: string) => (await t.app.db.select().from(assets).where(eq(assets.id, id)))[0];
    const widgetUpload = async (name: string, data: Buffer, query: Record<string, string> = {}) =>
      assetIdOf((await uploadOk(editor, [{ name, data }], { Pending: 'true', ...query }))[0]);
    const photos = (AssetIds: string[], Edits?: unknown) =>
      editor.send('PUT', `/api/v1/backoffice/catalog/products/${P(1)}/photos`, {
        AssetIds,
        ...(Edits ? { Edits } : {}),
      });
    const OSLO = [PHOTO.osloRed, PHOTO.osloBlue, PHOTO.osloSide];
    const cleanup = async () => {
      const { assetsLibraryService } = await import('../src/modules/assets-library/assets-library-service');
      return assetsLibraryService(t.app.db, t.app.storage, {
        basePath: '',
        maxPixels: t.config.assets.maxPixels,
        pendingTtlMs: t.config.assets.temporaryUploadTtlMs,
        log: t.app.log,
      }).removeExpiredUploads();
    };

    beforeAll(async () => {
      t = await startTestApp(url);
      await insertCatalogFixture(t.app.db, t.app.storage);
      await createEditor(t);
      editor = await signedIn(t, EDITOR);
      const pages = await api<ContentPageSummary[]>('GET', '/api/v1/backoffice/content/pages');
      homeId = pages.find((page) => page.IsHomepage)?.PageId ?? '';
    });
    afterAll(() => t?.close());

    it('keeps a widget upload out of the library until the form that holds it is saved', async () => {
      const id = await widgetUpload('brouillon.png', await png(64, 48, '#123456'));
      const asset = await api<Asset>('GET', `/api/v1/assetslibrary/assets/${id}`);
      expect(asset).toMatchObject({ Name: 'brouillon.png', Width: 64 });
      // The widget shows it; the library does not list, find or count it.
      expect(await inRoot(id)).toBe(false);
      expect((await rootListing('brouillon')).Total).toBe(0);
      const image = await editor.request({ method: 'GET', url: asset.thumbnail_url ?? '' });
      expect(image.statusCode).toBe(200);

      const saved = await photos([...OSLO, id]);
      expect(saved.statusCode).toBe(200);
      expect(saved.json<ProductMedia>().Photos.map((photo) => photo.AssetId)).toContain(id);
      expect(await inRoot(id)).toBe(true);
      expect((await rootListing('brouillon')).Items.map((item) => item.AssetId)).toEqual([id]);
      expect((await row(id))?.pendingUntil).toBeNull();
      expect((await photos(OSLO)).statusCode).toBe(200);
      // Taken off the product again, it stays in the library: it was saved once.
      expect(await inRoot(id)).toBe(true);
    });

    it('counts a folder’s widget uploads only once saved, and never those left unsaved', async () => {
      const folder = await api<FolderNode>('POST', '/api/v1/assetslibrary/folders', {
        Name: 'Formulaires',
        ParentId: null,
      });
      const kept = await widgetUpload('garde.png', await png(30, 30, '#aa0000'), {
        FolderId: folder.FolderId,
      });
      const left = await widgetUpload('oublie.png', await png(30, 30, '#00aa00'), {
        FolderId: folder.FolderId,
      });
      expect(await folderCount(folder.FolderId)).toBe(0);
      expect((await folderListing(folder.FolderId)).Items).toEqual([]);

      const set = await editor.send('PUT', `/api/v1/backoffice/content/pages/${homeId}/media`, {
        HeroAssetId: kept,
      });
      expect(set.statusCode).toBe(200);
      expect(await folderCount(folder.FolderId)).toBe(1);
      expect((await folderListing(folder.FolderId)).Items.map((item) => item.AssetId)).toEqual([kept]);

      // Past its time, the one no form saved goes with its files; the count never moves.
      const keys = filesUnder(path.join(t.config.dataDir, 'assets')).filter((key) => key.includes(left));
      expect(keys.length).toBeGreaterThan(0);
      await t.app.db
        .update(assets)
        .set({ pendingUntil: sql`now() - interval '1 minute'` })
        .where(eq(assets.id, left));
      expect(await cleanup()).toBeGreaterThanOrEqual(1);
      expect(await row(left)).toBeUndefined();
      for (const key of keys) expect(await t.app.storage.exists(key)).toBe(false);
      expect(await row(kept)).toBeDefined();
      expect(await folderCount(folder.FolderId)).toBe(1);
      // A form saved after that is told its upload is gone, and changes nothing.
      const late = await editor.send('PUT', `/api/v1/backoffice/content/pages/${homeId}/media`, {
        HeroAssetId: left,
      });
      expectProblem(late, 400, '/problems/validation');
      expect(
        (await api<ContentPageSummary[]>('GET', '/api/v1/backoffice/content/pages')).find((p) => p.IsHomepage)
          ?.HeroImage?.AssetId,
      ).toBe(kept);
      await editor.send('PUT', `/api/v1/backoffice/content/pages/${homeId}/media`, { HeroAssetId: null });
    });

    it('keeps a crop out of the library until its form is saved', async () => {
      const [file] = await uploadOk(editor, [{ name: 'vitrine.png', data: await png(900, 400, '#336699') }], {
        Temporary: 'true',
      });
      const token = await editor.antiforgeryToken();
      const cropped = await editor.request({
        method: 'GET',
        url: `/assets/croptempimg/${file?.tmpName}/0/0/800/300/800/300`,
        headers: { 'x-csrf-token': token },
      });
      const heroId = assetIdOf(cropped.json<CropResult>().Asset ?? undefined);
      expect(await inRoot(heroId)).toBe(false);
      const set = await editor.send('PUT', `/api/v1/backoffice/content/pages/${homeId}/media`, {
        HeroAssetId: heroId,
      });
      expect(set.json<ContentPageSummary>().HeroImage?.AssetId).toBe(heroId);
      expect(await inRoot(heroId)).toBe(true);
      await editor.send('PUT', `/api/v1/backoffice/content/pages/${homeId}/media`, { HeroAssetId: null });
    });

    it('answers a widget upload of bytes the folder holds with that asset, and ignores pending ones', async () => {
      const data = await png(40, 40, '#777701');
      const [library] = await uploadOk(editor, [{ name: 'bibliotheque.png', data }]);
      const [again] = await uploadOk(editor, [{ name: 'copie.png', data }], { Pending: 'true' });
      expect(again).toMatchObject({ AssetId: library?.AssetId, IsDuplicate: true });

      const other = await png(40, 40, '#777702');
      const pending = await widgetUpload('en-attente.png', other);
      const [direct] = await uploadOk(editor, [{ name: 'direct.png', data: other }]);
      expect(direct).toMatchObject({ IsDuplicate: false });
      expect(direct?.AssetId).not.toBe(pending);
    });

    it('writes the widget’s renames and turns with the save, not before', async () => {
      const id = await widgetUpload('pivot.png', await halves(200, '#010203'));
      expect((await photos([...OSLO, id])).statusCode).toBe(200);
      const before = await row(id);
      const oldFiles = filesUnder(path.join(t.config.dataDir, 'assets')).filter((key) => key.includes(id));

      const response = await photos([id, ...OSLO], [{ AssetId: id, Name: 'pivot tourné', Rotation: 90 }]);
      expect(response.statusCode).toBe(200);
      const [first] = response.json<ProductMedia>().Photos;
      expect(first).toMatchObject({ AssetId: id, Name: 'pivot tourné.png' });
      expect(first?.Uri).toBe(`/assets/images/${id}/large-r1.webp`);
      expect((await row(id))?.revision).toBe((before?.revision ?? 0) + 1);
      // Turned clockwise: the black left half is on top now.
      const large = await editor.request({ method: 'GET', url: first?.Uri ?? '' });
      const { data, info } = await sharp(large.rawPayload).raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => data[(y * info.width + x) * info.channels] ?? 0;
      expect(at(info.width / 2, 5)).toBeLessThan(40);
      expect(at(info.width / 2, info.height - 5)).toBeGreaterThan(200);
      // The replaced revision's files are gone.
      for (const key of oldFiles) expect(await t.app.storage.exists(key)).toBe(false);
      expect((await photos(OSLO)).statusCode).toBe(200);
    });

    it('refuses a save whose edits cannot all be written, and changes nothing', async () => {
      const square = await widgetUpload('carre.png', await halves(100, '#040506'));
      const wide = await widgetUpload('large.png', await png(120, 60, '#445566'));
      // Their full-size files made (the upload's job), so that only the save could change files.
      await t.app.jobs.runDue({ limit: 100 });
      const files = filesUnder(path.join(t.config.dataDir, 'assets'));
      const media = async () =>
        (await api<ProductMedia>('GET', `/api/v1/backoffice/catalog/products/${P(1)}/media`)).Photos.map(
          (photo) => photo.AssetId,
        );

      // An edit of an asset the form does not hold.
      expectProblem(
        await photos([...OSLO, square], [{ AssetId: wide, Name: 'x' }]),
        400,
        '/problems/validation',
      );
      // A turn of an image that is not square: the square one's turn is undone too.
      const refused = await photos(
        [...OSLO, square, wide],
        [
          { AssetId: square, Rotation: 180 },
          { AssetId: wide, Rotation: 90 },
        ],
      );
      expectProblem(refused, 409);
      // A name that could name a path.
      expectProblem(await photos([...OSLO, square], [{ AssetId: square, Name: '../x' }]), 400);
      expectProblem(await photos([...OSLO, square], [{ AssetId: square, Rotation: 45 }]), 400);

      expect(await media()).toEqual(OSLO);
      expect(filesUnder(path.join(t.config.dataDir, 'assets'))).toEqual(files);
      for (const id of [square, wide])
        expect(await row(id)).toMatchObject({ revision: 0, pendingUntil: expect.any(Date) });
      expect((await row(square))?.name).toBe('carre.png');
    });

    it('refuses a turn when the image turned meanwhile, and removes the files it wrote', async () => {
      const id = await widgetUpload('course.png', await halves(80, '#070809'));
      expect((await photos([...OSLO, id])).statusCode).toBe(200);
      const { assetEdits } = await import('../src/modules/assets-library/asset-edits');
      const edits = assetEdits(t.app.db, t.app.storage, {
        maxPixels: t.config.assets.maxPixels,
        log: t.app.log,
      });
      const prepared = await edits.prepare([id], [{ AssetId: id, Rotation: 90 }], 'AssetIds');
      const written = filesUnder(path.join(t.config.dataDir, 'assets')).filter(
        (key) => key.includes(`${id}/`) && key.includes('-r1'),
      );
      expect(written.length).toBeGreaterThan(0);
      // Another editor's turn lands between this form's opening and its save.
      await t.app.db.update(assets).set({ revision: 3 }).where(eq(assets.id, id));
      await expect(t.app.db.transaction((tx) => prepared.apply(tx))).rejects.toMatchObject({ status: 409 });
      await prepared.discard();
      for (const key of written) expect(await t.app.storage.exists(key)).toBe(false);
      expect((await row(id))?.revision).toBe(3);
      await t.app.db.update(assets).set({ revision: 0 }).where(eq(assets.id, id));
      expect((await photos(OSLO)).statusCode).toBe(200);
    });

    it('uploads without Pending as before: straight into the library', async () => {
      const [file] = await uploadOk(editor, [{ name: 'directe.png', data: await png(20, 20, '#0a0b0c') }]);
      expect(await inRoot(assetIdOf(file as UploadedFile))).toBe(true);
    });
  },
);
