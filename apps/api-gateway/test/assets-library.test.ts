import path from 'node:path';
import type { Asset, AssetsByFolder, CropResult, FolderNode, UploadedFile } from '@vitrine/api-client';
import { assets, assetUploads } from '@vitrine/db';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAll } from '../src/modules/assets-library/assets-library-service';
import {
  assetIdOf,
  createEditor,
  EDITOR,
  filesUnder,
  jpeg,
  pdf,
  png,
  signedIn,
  upload,
  uploadOk,
  webp,
} from './assets-library-helpers';
import { databaseTargets, expectProblem, startTestApp, type TestApp, type TestBrowser } from './helpers';

const MAX_FILE_SIZE = 3 * 1024 * 1024;

describe.each(databaseTargets)('asset library on $name', ({ url }) => {
  let t: TestApp;
  let editor: TestBrowser;
  let bomb: Buffer;
  const assetsDir = () => path.join(t.config.dataDir, 'assets');
  const tmpDir = () => path.join(t.config.dataDir, 'tmp');
  const rowCount = async () => Number((await t.app.db.select({ n: count() }).from(assets))[0]?.n ?? 0);

  const api = async <T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown) => {
    const response =
      method === 'GET' ? await editor.request({ method, url }) : await editor.send(method, url, body);
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return (response.body ? response.json() : undefined) as T;
  };
  const createFolder = (Name: string, ParentId: string | null = null) =>
    api<FolderNode>('POST', '/api/v1/assetslibrary/folders', { Name, ParentId });
  const listing = (folder: { root?: string; id?: string } = {}, query = '') =>
    api<AssetsByFolder>(
      'GET',
      `/fr/assetslibrary/asset/assetsbyfolder${folder.id ? `/${folder.root ?? folder.id}/${folder.id}` : ''}${query ? `?${query}` : ''}`,
    );
  const crop = async (tmpName: string, rect: number[], query = '', headers?: Record<string, string>) => {
    const token = await editor.antiforgeryToken();
    return editor.request({
      method: 'GET',
      url: `/assets/croptempimg/${tmpName}/${rect.join('/')}${query}`,
      headers: headers ?? { 'x-csrf-token': token },
    });
  };

  beforeAll(async () => {
    t = await startTestApp(url, { ASSET_MAX_FILE_SIZE: String(MAX_FILE_SIZE), ASSET_MAX_FILES: '5' });
    await createEditor(t);
    editor = await signedIn(t, EDITOR);
    // 400 megapixels of one colour: half a megabyte of PNG, 1.2 GB once decoded.
    bomb = await sharp({
      limitInputPixels: false,
      create: { width: 20_000, height: 20_000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
  }, 120_000);
  afterAll(() => t?.close());

  describe('upload', () => {
    it('stores JPEG, PNG and WebP images with their size and both renditions', async () => {
      const files = await uploadOk(editor, [
        { name: 'photo.jpg', data: await jpeg(1600, 900), type: 'image/jpeg' },
        { name: 'logo.png', data: await png(400, 300) },
        { name: 'thing.webp', data: await webp(200, 250) },
      ]);
      expect(
        files.map((file) => [file.Error, file.MimeType, file.Width, file.Height, file.fileType]),
      ).toEqual([
        [null, 'image/jpeg', 1600, 900, 'Image'],
        [null, 'image/png', 400, 300, 'Image'],
        [null, 'image/webp', 200, 250, 'Image'],
      ]);
      for (const file of files) {
        const id = assetIdOf(file);
        expect(file).toMatchObject({ guid: id, IsDuplicate: false, tmpName: null, FolderId: null });
        expect(file.Uri).toBe(`/assets/images/${id}/large.webp`);
        expect(file.thumbnail_url).toBe(`/assets/images/${id}/thumb.webp`);
        const thumb = await editor.request({ method: 'GET', url: file.thumbnail_url ?? '' });
        expect(thumb.statusCode).toBe(200);
        expect(thumb.headers['content-type']).toBe('image/webp');
        expect(thumb.headers['x-content-type-options']).toBe('nosniff');
        expect(thumb.headers['cache-control']).toContain('immutable');
        const meta = await sharp(thumb.rawPayload).metadata();
        expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(320);
      }
      const large = await editor.request({ method: 'GET', url: files[0]?.Uri ?? '' });
      expect((await sharp(large.rawPayload).metadata()).width).toBe(1200);
      const id = assetIdOf(files[0]);
      expect(filesUnder(assetsDir()).filter((file) => file.includes(id))).toEqual(
        [`images/${id}/large.webp`, `images/${id}/original.jpg`, `images/${id}/thumb.webp`].map((key) =>
          key.split('/').join(path.sep),
        ),
      );
      expect(filesUnder(tmpDir())).toEqual([]);
    });

    it('believes the bytes, not the name: a .jpg holding a PNG is a PNG', async () => {
      const [file] = await uploadOk(editor, [
        { name: 'disguised.jpg', data: await png(64, 48), type: 'image/jpeg' },
      ]);
      expect(file).toMatchObject({ Error: null, MimeType: 'image/png', Width: 64, Height: 48 });
    });

    it('refuses a text file named .jpg, and SVG, with Validation.FileType and stores nothing', async () => {
      const before = await rowCount();
      const files = await uploadOk(editor, [
        { name: 'notes.jpg', data: Buffer.from('just some words, not an image at all'), type: 'image/jpeg' },
        {
          name: 'vector.svg',
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          type: 'image/svg+xml',
        },
      ]);
      expect(files.map((file) => [file.Error, file.AssetId])).toEqual([
        ['Validation.FileType', null],
        ['Validation.FileType', null],
      ]);
      expect(await rowCount()).toBe(before);
    });

    it('checks the accept list against the detected type', async () => {
      const files = await uploadOk(editor, [{ name: 'a.png', data: await png(10, 10, '#010203') }], {
        Accept: '.jpg,.jpeg',
      });
      expect(files[0]?.Error).toBe('Validation.FileType');
      const ok = await uploadOk(editor, [{ name: 'b', data: await png(10, 10, '#010204') }], {
        Accept: 'image/*',
      });
      expect(ok[0]?.Error).toBeNull();
    });

    it('stores a PDF as a download with an attachment disposition', async () => {
      const [file] = await uploadOk(editor, [{ name: 'Tarifs 2026.pdf', data: pdf() }]);
      expect(file).toMatchObject({
        Error: null,
        fileType: 'Other',
        MimeType: 'application/pdf',
        Width: null,
      });
      const download = await editor.request({ method: 'GET', url: file?.Uri ?? '' });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toContain('application/pdf');
      expect(download.headers['content-disposition']).toContain('attachment');
      expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Tarifs%202026.pdf");
      expect(download.headers['x-content-type-options']).toBe('nosniff');

      // Renamed without its extension, it still downloads as a PDF file name.
      const renamed = await editor.send('PATCH', `/api/v1/assetslibrary/assets/${file?.AssetId}`, {
        Name: 'Tarifs 2027',
      });
      expect(renamed.json<Asset>().Name).toBe('Tarifs 2027.pdf');
      const again = await editor.request({ method: 'GET', url: renamed.json<Asset>().Uri });
      expect(again.headers['content-disposition']).toContain("filename*=UTF-8''Tarifs%202027.pdf");
    });

    it('cuts an oversized file at the limit with Validation.MaxFileSize, leaving no file or row', async () => {
      await t.app.jobs.runDue({ limit: 100 });
      const before = await rowCount();
      const filesBefore = filesUnder(assetsDir());
      const big = Buffer.alloc(MAX_FILE_SIZE + 200_000, 7);
      const files = await uploadOk(editor, [
        { name: 'huge.png', data: big },
        { name: 'small.png', data: await png(20, 20, '#445566') },
      ]);
      expect(files[0]).toMatchObject({ AssetId: null, Error: 'Validation.MaxFileSize|{"max":3}' });
      expect(files[1]?.Error).toBeNull();
      // The widget's own limit can only lower the server's.
      const lowered = await uploadOk(editor, [{ name: 'x.png', data: await png(300, 300, '#abcdef') }], {
        MaxFileSize: '100',
      });
      expect(lowered[0]?.Error).toBe('Validation.MaxFileSize|{"max":0}');
      const raised = await uploadOk(editor, [{ name: 'big.bin', data: big }], {
        MaxFileSize: String(MAX_FILE_SIZE * 10),
      });
      expect(raised[0]?.Error).toBe('Validation.MaxFileSize|{"max":3}');
      expect(await rowCount()).toBe(before + 1);
      // Once the job has made its full-size files from the kept upload: original, large, thumbnail.
      await t.app.jobs.runDue({ limit: 100 });
      expect(filesUnder(assetsDir()).length).toBe(filesBefore.length + 3);
      expect(filesUnder(tmpDir())).toEqual([]);
    });

    it('refuses a decompression bomb with AssetsLibrary.PixelLimit', async () => {
      expect(bomb.length).toBeLessThan(MAX_FILE_SIZE);
      const before = await rowCount();
      const files = await uploadOk(editor, [{ name: 'bomb.png', data: bomb }]);
      expect(files[0]).toMatchObject({ AssetId: null, Error: 'AssetsLibrary.PixelLimit|{"max":40}' });
      expect(await rowCount()).toBe(before);
      expect(filesUnder(tmpDir())).toEqual([]);
    });

    it('refuses more files than allowed with a 400 and stores none of them', async () => {
      const before = await rowCount();
      const six = await Promise.all(
        [1, 2, 3, 4, 5, 6].map(async (n) => ({ name: `${n}.png`, data: await png(8, 8 + n) })),
      );
      const body = expectProblem(await upload(editor, six), 400, '/problems/validation');
      expect(body.errors).toEqual({ files: ['Validation.MaxFiles|{"max":5}'] });
      const lowered = expectProblem(await upload(editor, six.slice(0, 3), { MaxFiles: '2' }), 400);
      expect(lowered.errors).toEqual({ files: ['Validation.MaxFiles|{"max":2}'] });
      expect(await rowCount()).toBe(before);
      expect(filesUnder(tmpDir())).toEqual([]);
    });

    it('applies the EXIF orientation: a JPEG tagged 6 comes out turned', async () => {
      const tagged = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#884422' } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer();
      const [file] = await uploadOk(editor, [{ name: 'phone.jpg', data: tagged }]);
      expect(file).toMatchObject({ Error: null, Width: 100, Height: 300 });
      const large = await editor.request({ method: 'GET', url: file?.Uri ?? '' });
      const meta = await sharp(large.rawPayload).metadata();
      expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([
        100,
        300,
        undefined,
        undefined,
      ]);
    });

    it('answers once the thumbnail exists, and makes the full-size files from the kept upload in a job', async () => {
      await t.app.jobs.runDue({ limit: 100 });
      const camera = await sharp({
        create: { width: 1600, height: 1000, channels: 3, background: '#225588' },
      })
        .jpeg()
        .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-owner' } } })
        .toBuffer();
      const [file] = await uploadOk(editor, [{ name: 'camera.jpg', data: camera }]);
      expect(file).toMatchObject({ Error: null, Width: 1000, Height: 1600, size: camera.length });
      const id = assetIdOf(file);
      const stored = () =>
        filesUnder(assetsDir())
          .filter((key) => key.includes(id))
          .map((key) => key.split(path.sep).join('/'));
      // The answer came with the thumbnail; the upload waits, never served, for the job.
      expect(stored()).toEqual([`images/${id}/source`, `images/${id}/thumb.webp`]);
      const thumb = await editor.request({ method: 'GET', url: file?.thumbnail_url ?? '' });
      const thumbMeta = await sharp(thumb.rawPayload).metadata();
      expect([thumbMeta.width, thumbMeta.height, thumbMeta.exif]).toEqual([200, 320, undefined]);
      expect((await editor.request({ method: 'GET', url: `/assets/images/${id}/source` })).statusCode).toBe(
        404,
      );

      expect((await t.app.jobs.runDue({ limit: 100 })).done).toBeGreaterThanOrEqual(1);
      expect(stored()).toEqual([
        `images/${id}/large.webp`,
        `images/${id}/original.jpg`,
        `images/${id}/thumb.webp`,
      ]);
      const original = await t.app.storage.get(`images/${id}/original.jpg`);
      if (!original) throw new Error('the original was not stored');
      const originalMeta = await sharp(await readAll(original.stream)).metadata();
      expect([originalMeta.width, originalMeta.height, originalMeta.orientation, originalMeta.exif]).toEqual([
        1000,
        1600,
        undefined,
        undefined,
      ]);
      const large = await editor.request({ method: 'GET', url: file?.Uri ?? '' });
      expect([large.statusCode, (await sharp(large.rawPayload).metadata()).height]).toEqual([200, 1200]);
    });

    it('makes the large rendition on its first request when that comes before the job', async () => {
      await t.app.jobs.runDue({ limit: 100 });
      const [file] = await uploadOk(editor, [{ name: 'early.jpg', data: await jpeg(1500, 700, '#123987') }]);
      const id = assetIdOf(file);
      expect(await t.app.storage.exists(`images/${id}/large.webp`)).toBe(false);
      const large = await editor.request({ method: 'GET', url: file?.Uri ?? '' });
      expect(large.statusCode).toBe(200);
      expect(large.headers['content-type']).toBe('image/webp');
      expect(large.headers['cache-control']).toContain('immutable');
      expect((await sharp(large.rawPayload).metadata()).width).toBe(1200);
      expect(await t.app.storage.exists(`images/${id}/original.jpg`)).toBe(true);
      expect(await t.app.storage.exists(`images/${id}/source`)).toBe(false);
      // The job then finds nothing left to make.
      expect((await t.app.jobs.runDue({ limit: 100 })).failed).toBe(0);
      expect((await editor.request({ method: 'GET', url: file?.Uri ?? '' })).statusCode).toBe(200);
    });

    it('leaves no file of an image deleted before its job ran', async () => {
      await t.app.jobs.runDue({ limit: 100 });
      const [file] = await uploadOk(editor, [{ name: 'brief.jpg', data: await jpeg(900, 900, '#456123') }]);
      const id = assetIdOf(file);
      expect((await editor.send('DELETE', `/api/v1/assetslibrary/assets/${id}`)).statusCode).toBe(204);
      expect((await t.app.jobs.runDue({ limit: 100 })).failed).toBe(0);
      expect(filesUnder(assetsDir()).filter((key) => key.includes(id))).toEqual([]);
      expect((await editor.request({ method: 'GET', url: file?.Uri ?? '' })).statusCode).toBe(404);
    });

    it('answers the same bytes in the same folder with the existing asset', async () => {
      const data = await png(33, 44, '#123456');
      const [first] = await uploadOk(editor, [{ name: 'one.png', data }]);
      const before = await rowCount();
      const [second] = await uploadOk(editor, [{ name: 'again.png', data }]);
      expect(second).toMatchObject({ AssetId: first?.AssetId, IsDuplicate: true, Error: null });
      expect(await rowCount()).toBe(before);
      const folder = await createFolder('Dedupe elsewhere');
      const [elsewhere] = await uploadOk(editor, [{ name: 'one.png', data }], { FolderId: folder.FolderId });
      expect(elsewhere).toMatchObject({ IsDuplicate: false, FolderId: folder.FolderId });
      expect(elsewhere?.AssetId).not.toBe(first?.AssetId);
    });

    it('answers an unknown folder with a 404 and a JSON body with a 415', async () => {
      expectProblem(
        await upload(editor, [{ name: 'a.png', data: await png(5, 5) }], {
          FolderId: '00000000-0000-4000-8000-00000000abcd',
        }),
        404,
      );
      expectProblem(await editor.send('POST', '/api/v1/assetslibrary/uploads', { files: [] }), 415);
    });
  });

  describe('temporary uploads and crop', () => {
    const temporary = async (width: number, height: number, colour: string, folderId?: string) => {
      const [file] = await uploadOk(
        editor,
        [{ name: 'to-crop.jpg', data: await jpeg(width, height, colour) }],
        {
          Temporary: 'true',
          ...(folderId ? { FolderId: folderId } : {}),
        },
      );
      expect(file).toMatchObject({ AssetId: null, Error: null, Width: width, Height: height });
      expect(file?.tmpName).toMatch(/^[0-9a-f]{48}$/);
      return file as UploadedFile & { tmpName: string };
    };

    it('crops into a new asset of exactly the asked size and consumes the upload', async () => {
      const folder = await createFolder('Crops');
      const before = await rowCount();
      const file = await temporary(800, 600, '#aa3300', folder.FolderId);
      expect(await rowCount()).toBe(before);
      const response = await crop(file.tmpName, [100, 50, 400, 400, 200, 200]);
      expect(response.statusCode).toBe(200);
      const result = response.json<CropResult>();
      expect(result.Error).toBeNull();
      expect(result.Asset).toMatchObject({
        Width: 200,
        Height: 200,
        FolderId: folder.FolderId,
        Name: 'to-crop.jpg',
      });
      const large = await editor.request({ method: 'GET', url: result.Asset?.Uri ?? '' });
      expect(await sharp(large.rawPayload).metadata()).toMatchObject({ width: 200, height: 200 });
      const again = await crop(file.tmpName, [0, 0, 10, 10, 10, 10]);
      expect(again.json<CropResult>()).toEqual({
        Asset: null,
        Error: 'AssetsLibrary.TemporaryUploadExpired',
      });
      expect(filesUnder(assetsDir()).filter((key) => key.startsWith('uploads'))).toEqual([]);
    });

    it('keeps the upload for another crop with keepOriginal=true', async () => {
      const file = await temporary(500, 500, '#0055aa');
      const first = (
        await crop(file.tmpName, [0, 0, 250, 250, 100, 100], '?keepOriginal=true')
      ).json<CropResult>();
      const second = (
        await crop(file.tmpName, [250, 250, 250, 250, 50, 80], '?keepOriginal=true')
      ).json<CropResult>();
      expect([first.Asset?.Width, first.Asset?.Height, second.Asset?.Width, second.Asset?.Height]).toEqual([
        100, 100, 50, 80,
      ]);
      const rows = await t.app.db.select().from(assetUploads).where(eq(assetUploads.tmpName, file.tmpName));
      expect(rows).toHaveLength(1);
    });

    it('answers a rectangle outside the image with an Error', async () => {
      const file = await temporary(300, 200, '#556677');
      const response = await crop(file.tmpName, [200, 0, 200, 100, 50, 50]);
      expect(response.statusCode).toBe(200);
      expect(response.json<CropResult>()).toEqual({ Asset: null, Error: 'AssetsLibrary.CropOutOfBounds' });
    });

    it('measures bounds on the oriented image', async () => {
      const tagged = await sharp({ create: { width: 400, height: 100, channels: 3, background: '#221100' } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer();
      const [file] = await uploadOk(editor, [{ name: 'tall.jpg', data: tagged }], { Temporary: 'true' });
      expect(file).toMatchObject({ Width: 100, Height: 400 });
      const inside = (await crop(file?.tmpName ?? '', [0, 300, 100, 100, 100, 100])).json<CropResult>();
      expect(inside.Error).toBeNull();
    });

    it('answers an expired upload with an Error, and the cleanup removes its row and file', async () => {
      const file = await temporary(120, 120, '#999000');
      await t.app.db
        .update(assetUploads)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(assetUploads.tmpName, file.tmpName));
      expect((await crop(file.tmpName, [0, 0, 10, 10, 10, 10])).json<CropResult>().Error).toBe(
        'AssetsLibrary.TemporaryUploadExpired',
      );
      const [row] = await t.app.db.select().from(assetUploads).where(eq(assetUploads.tmpName, file.tmpName));
      const { assetsLibraryService } = await import('../src/modules/assets-library/assets-library-service');
      const service = assetsLibraryService(t.app.db, t.app.storage, {
        basePath: '',
        maxPixels: t.config.assets.maxPixels,
        pendingTtlMs: t.config.assets.temporaryUploadTtlMs,
        log: t.app.log,
      });
      expect(await service.removeExpiredUploads()).toBeGreaterThanOrEqual(1);
      expect(await t.app.storage.exists(row?.storageKey ?? '')).toBe(false);
      expect(
        await t.app.db.select().from(assetUploads).where(eq(assetUploads.tmpName, file.tmpName)),
      ).toEqual([]);
    });

    it('refuses the crop without the anti-forgery header, and to anonymous visitors', async () => {
      const file = await temporary(100, 100, '#00ff00');
      expectProblem(await crop(file.tmpName, [0, 0, 50, 50, 20, 20], '', {}), 403, '/problems/csrf');
      const anonymous = await t
        .browser()
        .request({ method: 'GET', url: `/assets/croptempimg/${file.tmpName}/0/0/50/50/20/20` });
      expectProblem(anonymous, 401);
      expect((await crop(file.tmpName, [0, 0, 50, 50, 20, 20])).json<CropResult>().Error).toBeNull();
    });
  });

  describe('folders', () => {
    it('creates, renames and moves folders, refusing cycles and path characters', async () => {
      const a = await createFolder('Tree A');
      const b = await createFolder('B', a.FolderId);
      const c = await createFolder('C', b.FolderId);
      expect([a.ItemLevel, b.ItemLevel, c.ItemLevel]).toEqual([1, 2, 3]);
      expect(c.ParentId).toBe(b.FolderId);

      expectProblem(
        await editor.send('POST', '/api/v1/assetslibrary/folders', { Name: 'b', ParentId: a.FolderId }),
        409,
      );
      const slash = expectProblem(
        await editor.send('PATCH', `/api/v1/assetslibrary/folders/${b.FolderId}`, { Name: '../etc' }),
        400,
      );
      expect(JSON.stringify(slash.errors)).toContain('AssetsLibrary.InvalidName');
      expectProblem(
        await editor.send('POST', '/api/v1/assetslibrary/folders', { Name: 'a\\b', ParentId: null }),
        400,
      );

      expectProblem(
        await editor.send('PATCH', `/api/v1/assetslibrary/folders/${a.FolderId}`, { ParentId: c.FolderId }),
        409,
      );
      expectProblem(
        await editor.send('PATCH', `/api/v1/assetslibrary/folders/${a.FolderId}`, { ParentId: a.FolderId }),
        409,
      );

      // B (with C below) moves to the root and is renamed: the whole subtree's levels follow.
      const moved = await api<FolderNode>('PATCH', `/api/v1/assetslibrary/folders/${b.FolderId}`, {
        Name: 'B moved',
        ParentId: null,
      });
      expect(moved).toMatchObject({ Name: 'B moved', ItemLevel: 1, ParentId: null });
      expect(moved.Children.map((child) => [child.FolderId, child.ItemLevel])).toEqual([[c.FolderId, 2]]);

      const tree = await api<FolderNode[]>('GET', '/api/v1/assetslibrary/folders/hierarchy');
      expect(tree.map((node) => node.Name)).toEqual(expect.arrayContaining(['Tree A', 'B moved']));
      const subtree = await api<FolderNode[]>(
        'GET',
        `/api/v1/assetslibrary/folders/hierarchy?folderId=${b.FolderId}`,
      );
      expect(subtree).toHaveLength(1);
      expect(subtree[0]?.Children[0]?.FolderId).toBe(c.FolderId);
      expectProblem(
        await editor.request({
          method: 'GET',
          url: '/api/v1/assetslibrary/folders/hierarchy?folderId=00000000-0000-4000-8000-00000000dead',
        }),
        404,
      );
    });

    it('guards a non-empty folder and deletes a subtree without touching anything else', async () => {
      const keep = await createFolder('Keep');
      const doomed = await createFolder('Doomed');
      const inner = await createFolder('Inner', doomed.FolderId);
      const [kept] = await uploadOk(editor, [{ name: 'kept.png', data: await png(30, 30, '#777777') }], {
        FolderId: keep.FolderId,
      });
      const [gone] = await uploadOk(editor, [{ name: 'gone.png', data: await png(30, 30, '#777777') }], {
        FolderId: inner.FolderId,
      });
      expectProblem(
        await editor.send('DELETE', `/api/v1/assetslibrary/folders/${doomed.FolderId}`),
        409,
        '/problems/folder-not-empty',
      );
      const deleted = await editor.send(
        'DELETE',
        `/api/v1/assetslibrary/folders/${doomed.FolderId}?Recursive=true`,
      );
      expect(deleted.statusCode).toBe(204);
      expectProblem(
        await editor.request({ method: 'GET', url: `/api/v1/assetslibrary/assets/${gone?.AssetId}` }),
        404,
      );
      expect(filesUnder(assetsDir()).some((key) => key.includes(assetIdOf(gone)))).toBe(false);
      const stillThere = await api<Asset>('GET', `/api/v1/assetslibrary/assets/${kept?.AssetId}`);
      expect(stillThere.FolderId).toBe(keep.FolderId);
      expect(await t.app.storage.exists(`images/${assetIdOf(kept)}/thumb.webp`)).toBe(true);
      await t.app.jobs.runDue({ limit: 100 });
      expect(await t.app.storage.exists(`images/${assetIdOf(kept)}/large.webp`)).toBe(true);
      expect(filesUnder(assetsDir()).some((key) => key.includes(assetIdOf(gone)))).toBe(false);
      const tree = await api<FolderNode[]>('GET', '/api/v1/assetslibrary/folders/hierarchy');
      expect(tree.map((node) => node.FolderId)).not.toContain(doomed.FolderId);
      expect(tree.find((node) => node.FolderId === keep.FolderId)?.AssetCount).toBe(1);
      // An empty folder goes without Recursive.
      const empty = await createFolder('Empty');
      expect(
        (await editor.send('DELETE', `/api/v1/assetslibrary/folders/${empty.FolderId}`)).statusCode,
      ).toBe(204);
    });
  });

  describe('listing and assets', () => {
    let folder: FolderNode;
    let ids: string[];

    beforeAll(async () => {
      const parent = await createFolder('Listing parent');
      folder = await createFolder('Listing', parent.FolderId);
      const files = await uploadOk(
        editor,
        await Promise.all(
          ['alpha', 'beta', 'gamma', 'delta', 'epsilon'].map(async (name, i) => ({
            name: `${name}.png`,
            data: await png(10 + i, 10, '#101010'),
          })),
        ),
        { FolderId: folder.FolderId },
      );
      ids = files.map(assetIdOf);
    });

    it('pages through a folder by key without duplicates, with the total', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: AssetsByFolder = await listing(
          { id: folder.FolderId },
          `Limit=2${cursor ? `&Cursor=${cursor}` : ''}`,
        );
        expect(page.Total).toBe(5);
        seen.push(...page.Items.map((item) => item.AssetId));
        cursor = page.NextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(pages).toBe(3);
      expect(seen).toEqual(ids);
    });

    it('accepts an ancestor as root and refuses any other folder as root', async () => {
      const parentId = folder.ParentId ?? '';
      const page = await listing({ root: parentId, id: folder.FolderId });
      expect(page).toMatchObject({ RootFolderId: parentId, FolderId: folder.FolderId, Total: 5 });
      const other = await createFolder('Not an ancestor');
      expectProblem(
        await editor.request({
          method: 'GET',
          url: `/fr/assetslibrary/asset/assetsbyfolder/${other.FolderId}/${folder.FolderId}`,
        }),
        404,
      );
      expectProblem(
        await editor.request({ method: 'GET', url: '/xx/assetslibrary/asset/assetsbyfolder' }),
        404,
      );
      expectProblem(
        await editor.request({ method: 'GET', url: '/fr/assetslibrary/asset/assetsbyfolder?Cursor=garbage' }),
        400,
      );
      const root = await listing();
      expect(root.FolderId).toBeNull();
      expect(root.Items.every((item) => item.FolderId === null)).toBe(true);
    });

    it('searches names within the folder', async () => {
      const found = await listing({ id: folder.FolderId }, 'Q=ALPH');
      expect(found.Items.map((item) => item.Name)).toEqual(['alpha.png']);
      expect(found.Total).toBe(1);
      const percent = await listing({ id: folder.FolderId }, `Q=${encodeURIComponent('%a')}`);
      expect(percent.Total).toBe(0);
    });

    it('reorders in one call, the unlisted ones after in their order', async () => {
      const [a, b, c, d, e] = ids as [string, string, string, string, string];
      await api('POST', '/api/v1/assetslibrary/assets/reorder', {
        FolderId: folder.FolderId,
        AssetIds: [d, b],
      });
      const page = await listing({ id: folder.FolderId });
      expect(page.Items.map((item) => item.AssetId)).toEqual([d, b, a, c, e]);
      expect(page.Items.map((item) => item.Position)).toEqual([1, 2, 3, 4, 5]);
      expectProblem(
        await editor.send('POST', '/api/v1/assetslibrary/assets/reorder', {
          FolderId: null,
          AssetIds: [a],
        }),
        400,
      );
    });

    it('renames, moves, and deletes assets', async () => {
      const id = ids[4] ?? '';
      const renamed = await api<Asset>('PATCH', `/api/v1/assetslibrary/assets/${id}`, {
        Name: 'Épsilon final',
      });
      // The extension stays: the name had one, the new name did not.
      expect(renamed).toMatchObject({
        Name: 'Épsilon final.png',
        name: 'Épsilon final.png',
        OriginalFileName: 'epsilon.png',
      });
      const typedWithIt = await api<Asset>('PATCH', `/api/v1/assetslibrary/assets/${id}`, {
        Name: ' Épsilon.PNG ',
      });
      expect(typedWithIt.Name).toBe('Épsilon.PNG');
      expectProblem(await editor.send('PATCH', `/api/v1/assetslibrary/assets/${id}`, { Name: 'a/b' }), 400);
      const target = await createFolder('Move target');
      await api('POST', '/api/v1/assetslibrary/assets/move', { AssetIds: [id], FolderId: target.FolderId });
      expect((await api<Asset>('GET', `/api/v1/assetslibrary/assets/${id}`)).FolderId).toBe(target.FolderId);
      expect((await listing({ id: folder.FolderId })).Total).toBe(4);
      const removed = await editor.send('DELETE', `/api/v1/assetslibrary/assets/${id}`);
      expect(removed.statusCode).toBe(204);
      expect(await t.app.storage.exists(`images/${id}/large.webp`)).toBe(false);
      expectProblem(await editor.request({ method: 'GET', url: `/api/v1/assetslibrary/assets/${id}` }), 404);
    });

    it('turns a square image under a new revision, and refuses other images', async () => {
      const half = await sharp({
        create: { width: 100, height: 100, channels: 3, background: '#ffffff' },
      })
        .composite([{ input: await png(50, 100, '#000000'), left: 0, top: 0 }])
        .png()
        .toBuffer();
      const [square] = await uploadOk(editor, [{ name: 'square.png', data: half }]);
      const id = assetIdOf(square);
      const turned = await api<Asset>('POST', `/api/v1/assetslibrary/assets/${id}/rotate`, {
        Direction: 'right',
      });
      expect(turned.Uri).toBe(`/assets/images/${id}/large-r1.webp`);
      expect(turned.thumbnail_url).toBe(`/assets/images/${id}/thumb-r1.webp`);
      const image = await editor.request({ method: 'GET', url: turned.Uri });
      expect(image.statusCode).toBe(200);
      // The black half was on the left; turned right it is on top.
      const { data } = await sharp(image.rawPayload).raw().toBuffer({ resolveWithObject: true });
      expect(data[0]).toBeLessThan(30);
      const bottomLeft = (99 * 100 + 0) * 3;
      expect(data[bottomLeft]).toBeGreaterThan(220);
      expect(await t.app.storage.exists(`images/${id}/large.webp`)).toBe(false);
      // The old address leads to the current revision.
      const old = await editor.request({ method: 'GET', url: `/assets/images/${id}/large.webp` });
      expect([old.statusCode, old.headers.location]).toEqual([302, turned.Uri]);

      const [wide] = await uploadOk(editor, [{ name: 'wide.png', data: await png(120, 60, '#00aa00') }]);
      expectProblem(
        await editor.send('POST', `/api/v1/assetslibrary/assets/${wide?.AssetId}/rotate`, {
          Direction: 'left',
        }),
        409,
      );
    });
  });

  it('keeps every folder’s asset count equal to its rows through uploads, moves and deletes', async () => {
    // Runs last: by now every kind of change above has gone through the triggers. A crop waits for
    // its form's save (ADR 015): the library counts it only then.
    const drift = await t.app.db.execute<{ id: string; kept: number; actual: number }>(sql`
      SELECT f.id, f.asset_count AS kept,
             (SELECT count(*) FROM assets a WHERE a.folder_id = f.id AND a.pending_until IS NULL)::int AS actual
        FROM asset_folders f`);
    expect(drift.rows.length).toBeGreaterThan(3);
    expect(drift.rows.filter((row) => Number(row.kept) !== Number(row.actual))).toEqual([]);
    const moved = await createFolder('Count target');
    const [a, b] = (
      await uploadOk(editor, [
        { name: 'count-a.png', data: await png(12, 12, '#123456') },
        { name: 'count-b.png', data: await png(13, 12, '#654321') },
      ])
    ).map(assetIdOf) as [string, string];
    await api('POST', '/api/v1/assetslibrary/assets/move', { AssetIds: [a, b], FolderId: moved.FolderId });
    expect((await listing({ id: moved.FolderId })).Total).toBe(2);
    await editor.send('DELETE', `/api/v1/assetslibrary/assets/${a}`);
    expect((await listing({ id: moved.FolderId })).Total).toBe(1);
    const tree = await api<FolderNode[]>('GET', '/api/v1/assetslibrary/folders/hierarchy');
    expect(tree.find((node) => node.FolderId === moved.FolderId)?.AssetCount).toBe(1);
  });
});
