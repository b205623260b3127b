import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Asset, AssetsByFolder, FolderNode } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { AssetFolders } from './asset-folders';
import { parseCmsBlocks, splitAssetFolderWidgets } from './cms-widgets';

const id = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;
const folder = (n: number, name: string, level: number, children: FolderNode[] = []): FolderNode => ({
  FolderId: id(n),
  Name: name,
  ItemLevel: level,
  ParentId: null,
  AssetCount: 1,
  Children: children,
});
const file = (n: number, name: string, size: number): Asset => ({
  AssetId: id(50 + n),
  guid: id(50 + n),
  Name: name,
  name,
  OriginalFileName: name,
  Uri: `/assets/files/${id(50 + n)}`,
  thumbnail_url: null,
  size,
  fileType: 'Other',
  MimeType: 'application/pdf',
  Width: null,
  Height: null,
  FolderId: null,
  Position: n,
  CreatedAt: '2026-11-01T10:00:00.000Z',
});
const listing = (folderId: string, items: Asset[]): AssetsByFolder => ({
  RootFolderId: id(1),
  FolderId: folderId,
  Items: items,
  NextCursor: null,
  Total: items.length,
});

// Downloads (level 1) › Manuals (2) › Old (3); Downloads › Forms (2).
const TREE = folder(1, 'Téléchargements', 1, [
  folder(2, 'Notices', 2, [folder(3, 'Anciennes', 3)]),
  folder(4, 'Formulaires', 2),
]);

describe('the asset-folder widget', () => {
  it('opens to the given depth, lists the top folder’s files as downloads, and loads a chosen folder’s', async () => {
    const asked: string[] = [];
    renderInShop(
      <AssetFolders
        data={{
          title: 'Documents',
          depth: 1,
          tree: TREE,
          files: listing(id(1), [file(1, 'catalogue.pdf', 2_500_000)]),
        }}
      />,
      {
        fetch: async (input) => {
          asked.push(String(input));
          return Response.json(listing(id(2), [file(2, 'notice-chaise.pdf', 20_480)]));
        },
      },
    );
    const tree = within(screen.getByRole('navigation', { name: 'Dossiers' }));
    // Depth 1: the top folder is open, its children are shown closed.
    expect(
      tree.getByRole('button', { name: 'Fermer le dossier Téléchargements' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(tree.getByRole('button', { name: 'Notices' })).toBeTruthy();
    expect(tree.queryByRole('button', { name: 'Anciennes' })).toBeNull();
    expect(
      tree.getByRole('button', { name: 'Ouvrir le dossier Notices' }).getAttribute('aria-expanded'),
    ).toBe('false');
    // A folder without children has no toggle.
    expect(tree.queryByRole('button', { name: /dossier Formulaires/ })).toBeNull();

    const download = screen.getByRole('link', { name: /Télécharger catalogue\.pdf/ });
    expect(download.getAttribute('href')).toBe(`/assets/files/${id(51)}`);
    expect(download.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Fichiers de Téléchargements' })).toBeTruthy();

    await userEvent.click(tree.getByRole('button', { name: 'Ouvrir le dossier Notices' }));
    expect(tree.getByRole('button', { name: 'Anciennes' })).toBeTruthy();
    await userEvent.click(tree.getByRole('button', { name: 'Notices' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Fichiers de Notices' })).toBeTruthy());
    expect(screen.getByRole('link', { name: /Télécharger notice-chaise\.pdf/ })).toBeTruthy();
    expect(tree.getByRole('button', { name: 'Notices' }).getAttribute('aria-current')).toBe('true');
    expect(asked.some((url) => url.includes(`/api/v1/assetslibrary/public/folders/${id(2)}/assets`))).toBe(
      true,
    );

    await userEvent.click(tree.getByRole('button', { name: 'Fermer le dossier Téléchargements' }));
    expect(tree.queryByRole('button', { name: 'Notices' })).toBeNull();
  });

  it('a greater depth starts deeper folders open; an empty folder says so; nothing published shows nothing', () => {
    const { container } = renderInShop(
      <AssetFolders data={{ title: '', depth: 2, tree: TREE, files: listing(id(1), []) }} />,
    );
    expect(screen.getByRole('button', { name: 'Anciennes' })).toBeTruthy();
    expect(screen.getByText('Ce dossier ne contient aucun fichier.')).toBeTruthy();
    container.remove();
    const none = renderInShop(
      <AssetFolders data={{ title: 'Documents', depth: 1, tree: null, files: null }} />,
    );
    expect(none.container.querySelector('.asset-folders')).toBeNull();
  });

  it('is placed by editors as a section of the page, its folder and depth read from it', () => {
    const html = `<p>Avant</p><section data-widget="asset-folders" data-title="Docs" data-folder="${id(2)}" data-depth="3"></section><p>Après</p>`;
    expect(parseCmsBlocks(html)[1]).toEqual({
      kind: 'asset-folders',
      folders: { title: 'Docs', folderId: id(2), depth: 3 },
    });
    expect(splitAssetFolderWidgets(html).map((part) => part.kind)).toEqual(['html', 'asset-folders', 'html']);
    // A malformed folder id or depth falls back to the published top folder, depth 1.
    expect(
      parseCmsBlocks(
        '<section data-widget="asset-folders" data-folder="../x" data-depth="zero"></section>',
      )[0],
    ).toEqual({ kind: 'asset-folders', folders: { title: '', folderId: undefined, depth: 1 } });
    // Other widgets stay in the HTML of pages that do not fill them.
    expect(splitAssetFolderWidgets('<section data-widget="brands"></section>')).toEqual([
      { kind: 'html', html: '<section data-widget="brands"></section>' },
    ]);
  });
});
