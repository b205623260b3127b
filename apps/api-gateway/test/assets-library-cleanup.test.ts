import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetsLibraryService } from '../src/modules/assets-library/assets-library-service';
import { libraryCleanup } from '../src/modules/assets-library/cleanup';
import { createEditor, EDITOR, png, signedIn, uploadOk } from './assets-library-helpers';
import { databaseTargets, startTestApp, type TestApp } from './helpers';

describe.each(databaseTargets)('the asset library cleanup on $name', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(url);
    await createEditor(t);
  });
  afterAll(() => t?.close());

  it('leaves anything younger than the age guard, and every file an asset or upload owns', async () => {
    const editor = await signedIn(t, EDITOR);
    const [kept] = await uploadOk(editor, [{ name: 'kept.png', data: await png(30, 20) }]);
    const [pending] = await uploadOk(editor, [{ name: 'crop-me.png', data: await png(40, 20) }], {
      Temporary: 'true',
    });
    if (!kept?.AssetId || !pending?.tmpName) throw new Error('uploads failed');
    const root = path.join(t.config.dataDir, 'assets');
    const tmp = path.join(t.config.dataDir, 'tmp');
    const files = {
      part: path.join(tmp, 'upload-crashed'),
      partial: path.join(root, 'images', kept.AssetId, 'large.webp.1.2.tmp'),
      orphan: path.join(root, 'files', '5b1c0a4e-2d3f-4e5a-9b8c-7d6e5f4a3b2c'),
      orphanUpload: path.join(root, 'uploads', `${'ef'.repeat(24)}.png`),
    };
    for (const file of Object.values(files)) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, 'left behind');
    }
    const staleAfterMs = 60_000;
    const sweeper = libraryCleanup(
      t.app.db,
      t.app.storage,
      assetsLibraryService(t.app.db, t.app.storage, { basePath: '', maxPixels: 1e7, log: t.app.log }),
      { tmpDir: tmp, staleAfterMs, log: t.app.log },
    );
    // Just written: a write in progress as far as anyone can tell.
    expect(await sweeper.run()).toEqual({ expiredUploads: 0, tmpFiles: 0, partialFiles: 0, orphanFiles: 0 });
    for (const file of Object.values(files)) expect(existsSync(file)).toBe(true);

    const past = new Date(Date.now() - 2 * staleAfterMs);
    for (const file of Object.values(files)) utimesSync(file, past, past);
    const owned = [
      path.join(root, 'images', kept.AssetId, 'large.webp'),
      path.join(root, 'images', kept.AssetId, 'thumb.webp'),
    ];
    for (const file of owned) utimesSync(file, past, past);
    expect(await sweeper.run()).toEqual({ expiredUploads: 0, tmpFiles: 1, partialFiles: 1, orphanFiles: 2 });
    for (const file of Object.values(files)) expect(existsSync(file)).toBe(false);
    for (const file of owned) expect(existsSync(file)).toBe(true);
    // The temporary upload waiting for its crop is kept until it expires, then goes with its file.
    const later = new Date(Date.now() + 2 * t.config.assets.temporaryUploadTtlMs);
    expect((await sweeper.run(later)).expiredUploads).toBe(1);
  });
});
