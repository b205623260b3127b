import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asset, folder, listing, uploaded } from '../../../test/asset-fixtures';
import { type FakeRoutes, json, problem, staffUser } from '../../../test/fake-api';
import { renderApp, text } from '../../../test/render-app';

const ME = 'GET /api/v1/security/me';
const HIERARCHY = 'GET /api/v1/assetslibrary/folders/hierarchy';
const ROOT_LISTING = 'GET /fr/assetslibrary/asset/assetsbyfolder';
const UPLOAD = 'POST /api/v1/assetslibrary/uploads';

const summer = folder('Summer', { ItemLevel: 2, AssetCount: 1 });
const campaigns = folder('Campaigns', { Children: [summer] });
summer.ParentId = campaigns.FolderId;
const logos = folder('Logos');
const photo = asset('beach.jpg', { Width: 1600, Height: 900, size: 1536 * 1024 });

function library(routes: FakeRoutes = {}) {
  return renderApp({
    url: '/admin/assets',
    routes: {
      [ME]: () => json(200, staffUser(['editor'])),
      [HIERARCHY]: () => json(200, [campaigns, logos]),
      [ROOT_LISTING]: () => json(200, listing([photo])),
      ...routes,
    },
  });
}

function fileDrop(files: File[]) {
  return { dataTransfer: { files, types: ['Files'], dropEffect: 'none' } };
}

describe('the asset library page', () => {
  it('shows the tree open to depth 1 and the root folder’s assets with size and dimensions', async () => {
    library();
    const tree = await screen.findByRole('tree', { name: text('Backoffice.AssetsFolders') });
    const names = () =>
      within(tree)
        .getAllByRole('treeitem')
        .map((item) => item.textContent);
    await waitFor(() => expect(names()).toHaveLength(4));
    expect(names()[0]).toContain(text('Backoffice.AssetsAllFiles'));
    // Campaigns (depth 1) is open, so Summer (depth 2) shows.
    expect(names().some((name) => name?.includes('Summer'))).toBe(true);

    const grid = await screen.findByRole('list', {
      name: text('Backoffice.AssetsFilesOf', { folder: text('Backoffice.AssetsAllFiles') }),
    });
    const card = within(grid).getByRole('listitem', { name: 'beach.jpg' });
    expect(card.textContent).toContain('1600 × 900 px');
    expect(card.textContent).toMatch(/1,5\sMo/);
    // The file input behind the upload button has the button's name too.
    expect(screen.getByLabelText(text('Backoffice.AssetsUpload'), { selector: 'input' })).toBeTruthy();
  });

  it('draws only the visible rows of a tree of 10,000 folders, and scrolls to the others', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => folder(`Folder ${String(i).padStart(5, '0')}`));
    library({ [HIERARCHY]: () => json(200, many) });
    const tree = await screen.findByRole('tree', { name: text('Backoffice.AssetsFolders') });
    await waitFor(() => expect(within(tree).getAllByRole('treeitem').length).toBeGreaterThan(5));
    // Virtualised: a window of rows, not ten thousand of them.
    expect(within(tree).getAllByRole('treeitem').length).toBeLessThan(40);
    expect(within(tree).queryByText('Folder 09999')).toBeNull();
    // jsdom lays nothing out: the scroller gets the sizes a browser would give it.
    const scroller = tree.firstElementChild as HTMLElement;
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 240 });
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 36 * 10_001 });
    fireEvent.scroll(scroller, { target: { scrollTop: 36 * 9_995 } });
    expect(await within(tree).findByText('Folder 09999')).toBeTruthy();
    expect(within(tree).getAllByRole('treeitem').length).toBeLessThan(40);
  });

  it('lists a folder’s assets when it is clicked and pushes the changeFolder event', async () => {
    const view = library({
      [`GET /fr/assetslibrary/asset/assetsbyfolder/${campaigns.FolderId}/${summer.FolderId}`]: () =>
        json(
          200,
          listing([asset('sunset.jpg')], { RootFolderId: campaigns.FolderId, FolderId: summer.FolderId }),
        ),
    });
    const tree = await screen.findByRole('tree');
    const tabbable = () =>
      within(tree)
        .getAllByRole('treeitem')
        .filter((item) => item.tabIndex === 0);
    expect(tabbable()).toHaveLength(1);
    expect(tabbable()[0]?.textContent).toBe(text('Backoffice.AssetsAllFiles'));
    await view.user.click(await within(tree).findByText('Summer'));

    expect(await screen.findByRole('listitem', { name: 'sunset.jpg' })).toBeTruthy();
    // A roving tabindex: the selected folder is the tree's one stop in the tab order.
    expect(tabbable()).toHaveLength(1);
    expect(tabbable()[0]?.textContent).toContain('Summer');
    expect(window.dataLayer).toContainEqual({
      event: 'changeFolder',
      rootFolderId: campaigns.FolderId,
      targetFolderId: summer.FolderId,
    });
  });

  it('asks again before deleting a folder that is not empty, then deletes it with everything inside', async () => {
    const deleted: string[] = [];
    const view = library({
      [`DELETE /api/v1/assetslibrary/folders/${campaigns.FolderId}`]: (request) => {
        const recursive = request.url.searchParams.get('Recursive') === 'true';
        deleted.push(String(recursive));
        return recursive ? new Response(null, { status: 204 }) : problem(409, '/problems/folder-not-empty');
      },
    });
    const tree = await screen.findByRole('tree');
    await view.user.click(await within(tree).findByText('Campaigns'));
    await view.user.click(screen.getByRole('button', { name: text('Backoffice.AssetsDelete') }));

    let dialog = await screen.findByRole('dialog', { name: text('Backoffice.AssetsDeleteFolder') });
    expect(dialog.textContent).toContain(text('Backoffice.AssetsConfirmDeleteFolder', { name: 'Campaigns' }));
    await view.user.click(within(dialog).getByRole('button', { name: text('Backoffice.AssetsDelete') }));

    dialog = await screen.findByRole('dialog', { name: text('Backoffice.AssetsDeleteFolder') });
    await within(dialog).findByText(text('Backoffice.AssetsFolderNotEmpty', { name: 'Campaigns' }));
    // A handled 409: no generic error dialog on top.
    expect(screen.queryByRole('dialog', { name: text('Core.Error') })).toBeNull();
    await view.user.click(within(dialog).getByRole('button', { name: text('Backoffice.AssetsDeleteAll') }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toEqual(['false', 'true']);
  });

  it('creates a folder inside the selected one', async () => {
    const view = library({
      'POST /api/v1/assetslibrary/folders': (request) =>
        json(
          201,
          folder(String((request.body as { Name: string }).Name), { ParentId: logos.FolderId, ItemLevel: 2 }),
        ),
    });
    const tree = await screen.findByRole('tree');
    await view.user.click(await within(tree).findByText('Logos'));
    await view.user.click(screen.getByRole('button', { name: text('Backoffice.AssetsNewFolder') }));
    const dialog = await screen.findByRole('dialog', { name: text('Backoffice.AssetsNewFolder') });
    await view.user.type(
      within(dialog).getByLabelText(text('Backoffice.AssetsFolderName'), { exact: false }),
      'Brand',
    );
    await view.user.click(within(dialog).getByRole('button', { name: text('Backoffice.Save') }));

    await waitFor(() => expect(view.server.callsTo('POST', '/api/v1/assetslibrary/folders')).toHaveLength(1));
    expect(view.server.callsTo('POST', '/api/v1/assetslibrary/folders')[0]?.body).toEqual({
      Name: 'Brand',
      ParentId: logos.FolderId,
    });
  });

  it('checks a drop before uploading: too many files, then a file too large while the others go', async () => {
    const view = library();
    const zone = (await screen.findAllByTestId('upload-drop-zone'))[0] as HTMLElement;
    const many = Array.from({ length: 21 }, (_, i) => new File(['x'], `f${i}.jpg`, { type: 'image/jpeg' }));
    fireEvent.drop(zone, fileDrop(many));
    expect(await screen.findByText(text('Validation.MaxFiles', { max: 20 }))).toBeTruthy();
    expect(view.server.callsTo('POST', '/api/v1/assetslibrary/uploads')).toHaveLength(0);

    const huge = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 60 * 1024 * 1024 });
    fireEvent.drop(zone, fileDrop([huge, new File(['x'], 'small.jpg', { type: 'image/jpeg' })]));
    expect(await screen.findByText(`huge.jpg — ${text('Validation.MaxFileSize', { max: 50 })}`)).toBeTruthy();
    await waitFor(() => expect(view.server.callsTo('POST', '/api/v1/assetslibrary/uploads')).toHaveLength(1));
  });

  it('uploads dropped files with their progress, the anti-forgery header and each file’s own error', async () => {
    const ok = asset('new.png', { Width: 640, Height: 480 });
    const view = library({
      [UPLOAD]: (request) => {
        const file = request.form?.get('files') as File;
        return json(
          200,
          file.name === 'broken.png'
            ? [
                uploaded(ok, {
                  AssetId: null,
                  guid: null,
                  Name: 'broken.png',
                  Error: 'Validation.ImageInvalid',
                }),
              ]
            : [uploaded(ok)],
        );
      },
    });
    const zone = (await screen.findAllByTestId('upload-drop-zone'))[0] as HTMLElement;
    fireEvent.drop(
      zone,
      fileDrop([
        new File(['png'], 'new.png', { type: 'image/png' }),
        new File(['png'], 'broken.png', { type: 'image/png' }),
      ]),
    );

    const uploads = await screen.findByRole('list', { name: text('Backoffice.AssetsUploads') });
    await within(uploads).findByText(text('Validation.ImageInvalid'));
    expect(within(uploads).getByText(text('Backoffice.AssetsUploaded'))).toBeTruthy();
    const calls = view.server.callsTo('POST', '/api/v1/assetslibrary/uploads');
    expect(calls).toHaveLength(2);
    expect(calls[0]?.headers.get('x-csrf-token')).toBe('test-token');
    expect(
      screen.getByRole('progressbar', { name: text('Backoffice.AssetsUploadProgress', { name: 'new.png' }) }),
    ).toBeTruthy();
  });

  it('shows the generic error dialog when an upload fails', async () => {
    library({ [UPLOAD]: () => problem(500, '/problems/internal') });
    const zone = (await screen.findAllByTestId('upload-drop-zone'))[0] as HTMLElement;
    fireEvent.drop(zone, fileDrop([new File(['png'], 'a.png', { type: 'image/png' })]));

    const dialog = await screen.findByRole('dialog', { name: text('Core.Error') });
    expect(within(dialog).getByText(text('Manager.UnknowsErrors'))).toBeTruthy();
  });

  it('renames, reorders with the keyboard buttons and deletes an asset', async () => {
    const second = asset('second.jpg');
    const view = library({
      [ROOT_LISTING]: () => json(200, listing([photo, second])),
      [`PATCH /api/v1/assetslibrary/assets/${photo.AssetId}`]: () =>
        json(200, { ...photo, Name: 'renamed.jpg' }),
      'POST /api/v1/assetslibrary/assets/reorder': () => new Response(null, { status: 204 }),
      [`DELETE /api/v1/assetslibrary/assets/${second.AssetId}`]: () => new Response(null, { status: 204 }),
    });
    await view.user.click(
      await screen.findByRole('button', { name: text('Backoffice.AssetsMoveLater', { name: 'beach.jpg' }) }),
    );
    await waitFor(() =>
      expect(view.server.callsTo('POST', '/api/v1/assetslibrary/assets/reorder')).toHaveLength(1),
    );
    expect(view.server.callsTo('POST', '/api/v1/assetslibrary/assets/reorder')[0]?.body).toEqual({
      FolderId: null,
      AssetIds: [second.AssetId, photo.AssetId],
    });

    await view.user.click(
      await screen.findByRole('button', { name: text('Backoffice.AssetsRenameItem', { name: 'beach.jpg' }) }),
    );
    const rename = await screen.findByRole('dialog', { name: text('Backoffice.AssetsRenameFile') });
    const field = within(rename).getByLabelText<HTMLInputElement>(text('Backoffice.AssetsFileName'), {
      exact: false,
    });
    // The extension is kept beside the field, not in it: typing a bare name cannot drop it.
    expect(field.value).toBe('beach');
    expect(
      within(rename).getByText(text('Backoffice.AssetsExtensionKept', { extension: '.jpg' })),
    ).toBeTruthy();
    await view.user.clear(field);
    await view.user.type(field, 'renamed');
    await view.user.click(within(rename).getByRole('button', { name: text('Backoffice.Save') }));
    await waitFor(() =>
      expect(view.server.callsTo('PATCH', `/api/v1/assetslibrary/assets/${photo.AssetId}`)[0]?.body).toEqual({
        Name: 'renamed.jpg',
      }),
    );
    // The rename dialog closes (its exit transition hides the page from assistive technology).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await view.user.click(
      await screen.findByRole('button', {
        name: text('Backoffice.AssetsDeleteItem', { name: 'second.jpg' }),
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: text('Backoffice.AssetsDeleteFile') });
    await view.user.click(within(confirm).getByRole('button', { name: text('Backoffice.AssetsDelete') }));
    await waitFor(() =>
      expect(view.server.callsTo('DELETE', `/api/v1/assetslibrary/assets/${second.AssetId}`)).toHaveLength(1),
    );
  });
});
