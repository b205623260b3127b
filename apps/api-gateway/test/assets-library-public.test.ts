import type { AssetsByFolder, FolderNode } from '@vitrine/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditor, EDITOR, png, signedIn, uploadOk } from './assets-library-helpers';
import { databaseTargets, expectProblem, startTestApp, type TestApp, type TestBrowser } from './helpers';

/**
 * The storefront's folder widget reads the one folder the library publishes (ASSETS_PUBLIC_FOLDER)
 * without signing in; nothing else of the library is listed.
 */
describe.each(databaseTargets)('the published asset folder on $name', ({ url }) => {
  let t: TestApp;
  let editor: TestBrowser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(url, { ASSETS_PUBLIC_FOLDER: 'Téléchargements' });
    await createEditor(t);
    editor = await signedIn(t, EDITOR);
    const folder = async (Name: string, ParentId?: string) => {
      const answer = await editor.send('POST', '/api/v1/assetslibrary/folders', { Name, ParentId });
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json<FolderNode>().FolderId;
    };
    ids.published = await folder('téléchargements');
    ids.manuals = await folder('Notices', ids.published);
    ids.deep = await folder('Anciennes', ids.manuals);
    ids.private = await folder('Interne');
    ids.privateChild = await folder('Contrats', ids.private);
    await uploadOk(editor, [{ name: 'notice.png', data: await png(40, 30) }], { FolderId: ids.manuals });
    await uploadOk(editor, [{ name: 'secret.png', data: await png(40, 30, '#000000') }], {
      FolderId: ids.private,
    });
  });
  afterAll(() => t?.close());

  it('a visitor reads the published tree and its folders’ files, with their download addresses', async () => {
    const visitor = t.browser();
    const tree = await visitor.request({
      method: 'GET',
      url: '/api/v1/assetslibrary/public/folders/hierarchy',
    });
    expect(tree.statusCode).toBe(200);
    expect(tree.headers['cache-control']).toBe('public, max-age=60');
    const [root, ...others] = tree.json<FolderNode[]>();
    expect(others).toHaveLength(0);
    expect(root).toMatchObject({ FolderId: ids.published, ItemLevel: 1 });
    expect(root?.Children.map((child) => child.Name)).toEqual(['Notices']);
    expect(root?.Children[0]?.Children.map((child) => child.Name)).toEqual(['Anciennes']);

    const sub = await visitor.request({
      method: 'GET',
      url: `/api/v1/assetslibrary/public/folders/hierarchy?folderId=${ids.manuals}`,
    });
    expect(sub.json<FolderNode[]>()[0]).toMatchObject({ FolderId: ids.manuals, ItemLevel: 2 });

    const files = await visitor.request({
      method: 'GET',
      url: `/api/v1/assetslibrary/public/folders/${ids.manuals}/assets`,
    });
    expect(files.statusCode).toBe(200);
    const listing = files.json<AssetsByFolder>();
    expect(listing.Items.map((item) => item.Name)).toEqual(['notice.png']);
    const download = await visitor.request({ method: 'GET', url: listing.Items[0]?.Uri ?? '' });
    expect(download.statusCode).toBe(200);
  });

  it('nothing outside the published folder is listed: 404, as for a folder that does not exist', async () => {
    const visitor = t.browser();
    for (const id of [ids.private, ids.privateChild, '00000000-0000-4000-8000-000000000000']) {
      expectProblem(
        await visitor.request({
          method: 'GET',
          url: `/api/v1/assetslibrary/public/folders/hierarchy?folderId=${id}`,
        }),
        404,
      );
      expectProblem(
        await visitor.request({ method: 'GET', url: `/api/v1/assetslibrary/public/folders/${id}/assets` }),
        404,
      );
    }
    // The library's own listing is still the editors'.
    expectProblem(
      await visitor.request({ method: 'GET', url: '/api/v1/assetslibrary/folders/hierarchy' }),
      401,
    );
  });

  it('refuses bad input with 400', async () => {
    const visitor = t.browser();
    expectProblem(
      await visitor.request({
        method: 'GET',
        url: '/api/v1/assetslibrary/public/folders/hierarchy?folderId=nope',
      }),
      400,
    );
    expectProblem(
      await visitor.request({ method: 'GET', url: '/api/v1/assetslibrary/public/folders/nope/assets' }),
      400,
    );
    expectProblem(
      await visitor.request({
        method: 'GET',
        url: `/api/v1/assetslibrary/public/folders/${ids.manuals}/assets?Limit=100000`,
      }),
      400,
    );
  });
});

describe('no published folder', () => {
  it('without ASSETS_PUBLIC_FOLDER nothing is listed', async () => {
    const t = await startTestApp(undefined);
    try {
      await createEditor(t);
      const editor = await signedIn(t, EDITOR);
      await editor.send('POST', '/api/v1/assetslibrary/folders', { Name: 'Téléchargements' });
      expectProblem(
        await t.browser().request({ method: 'GET', url: '/api/v1/assetslibrary/public/folders/hierarchy' }),
        404,
      );
    } finally {
      await t.close();
    }
  });
});
