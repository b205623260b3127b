import { screen, within } from '@testing-library/react';
import type { AssetUsages } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { asset, folder, listing } from '../../../test/asset-fixtures';
import { json, staffUser } from '../../../test/fake-api';
import { renderApp, renderInApp, text } from '../../../test/render-app';
import { AssetUsageList } from './asset-usage-list';

const ASSET = '00000000-0000-4000-8000-000000000001';

function usagesOf(usages: AssetUsages) {
  return renderInApp(<AssetUsageList assetId={ASSET} />, {
    routes: { [`GET /api/v1/assetslibrary/assets/${ASSET}/usages`]: () => json(200, usages) },
  });
}

describe('where an asset is used, before it is deleted', () => {
  it('lists every use with its kind, cultures and state, and says a published body blocks the delete', async () => {
    usagesOf({
      Deletable: false,
      Usages: [
        { Kind: 'product-photo', OwnerId: 'p1', Title: 'Chemise en lin', Cultures: [], Published: false },
        { Kind: 'page-body', OwnerId: 'p2', Title: 'Atelier', Cultures: ['fr', 'nl'], Published: true },
        { Kind: 'news-body', OwnerId: 'p3', Title: 'Portes ouvertes', Cultures: ['fr'], Published: false },
      ],
    });
    const list = await screen.findByRole('list', { name: text('AssetUsages.Title') });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `${text('AssetUsages.Kind.product-photo')} : Chemise en lin`,
      `${text('AssetUsages.Kind.page-body')} : AtelierFR, NL · ${text('AssetUsages.Published')}`,
      `${text('AssetUsages.Kind.news-body')} : Portes ouvertesFR · ${text('AssetUsages.Draft')}`,
    ]);
    expect(screen.getByText(text('AssetUsages.Blocked'))).toBeTruthy();
  });

  it('says so when the asset is used nowhere', async () => {
    usagesOf({ Deletable: true, Usages: [] });
    expect(await screen.findByText(text('AssetUsages.None'))).toBeTruthy();
    expect(screen.queryByText(text('AssetUsages.Blocked'))).toBeNull();
  });

  it('is listed in the library’s delete dialog, whose delete stays off while a published body shows the asset', async () => {
    const photo = asset('vitrine.jpg');
    const view = renderApp({
      url: '/admin/assets',
      routes: {
        'GET /api/v1/security/me': () => json(200, staffUser(['editor'])),
        'GET /api/v1/assetslibrary/folders/hierarchy': () => json(200, [folder('Logos')]),
        'GET /fr/assetslibrary/asset/assetsbyfolder': () => json(200, listing([photo])),
        [`GET /api/v1/assetslibrary/assets/${photo.AssetId}/usages`]: () =>
          json(200, {
            Deletable: false,
            Usages: [
              { Kind: 'page-body', OwnerId: 'p2', Title: 'Atelier', Cultures: ['fr'], Published: true },
            ],
          }),
      },
    });
    await view.user.click(
      await screen.findByRole('button', {
        name: text('Backoffice.AssetsDeleteItem', { name: 'vitrine.jpg' }),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: text('Backoffice.AssetsDeleteFile') });
    const list = await within(dialog).findByRole('list', { name: text('AssetUsages.Title') });
    expect(within(list).getByRole('listitem').textContent).toContain('Atelier');
    expect(within(dialog).getByText(text('AssetUsages.Blocked'))).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('button', { name: text('Backoffice.AssetsDelete') })
        .hasAttribute('disabled'),
    ).toBe(true);
  });
});
