import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asset } from '../../../test/asset-fixtures';
import { json, staffUser } from '../../../test/fake-api';
import { renderApp, text } from '../../../test/render-app';

const ME = 'GET /api/v1/security/me';
const PAGE_ID = '11111111-1111-4111-8111-111111111111';
const PRODUCT_ID = '22222222-2222-4222-8222-222222222222';

describe('the content area: a page’s hero image', () => {
  it('removes the hero image and saves, with a success notice', async () => {
    const hero = asset('hero.jpg', { Width: 1600, Height: 600 });
    const page = { PageId: PAGE_ID, Key: 'about', Title: 'About us', IsHomepage: false, HeroImage: hero };
    const view = renderApp({
      url: '/admin/content',
      routes: {
        [ME]: () => json(200, staffUser(['editor'])),
        'GET /api/v1/backoffice/content/pages': () => json(200, [page]),
        [`PUT /api/v1/backoffice/content/pages/${PAGE_ID}/media`]: () =>
          json(200, { ...page, HeroImage: null }),
      },
    });
    await view.user.click(await screen.findByRole('button', { name: /About us/ }));
    const form = await screen.findByRole('form', { name: 'About us' });
    expect(within(form).getByRole('img', { name: 'hero.jpg' })).toBeTruthy();
    expect(
      within(form).getByText(text('Backoffice.AssetsImageHint', { width: 1600, height: 600 })),
    ).toBeTruthy();

    await view.user.click(
      within(form).getByRole('button', { name: text('Backoffice.AssetsRemoveItem', { name: 'hero.jpg' }) }),
    );
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));

    expect(await within(form).findByText(text('Backoffice.ContentSaved'))).toBeTruthy();
    expect(view.server.callsTo('PUT', `/api/v1/backoffice/content/pages/${PAGE_ID}/media`)[0]?.body).toEqual({
      HeroAssetId: null,
      Edits: [],
    });
  });
});

describe('the catalogue area: a product’s photos', () => {
  it('searches from 2 characters, reorders the photos, saves and links to the product in the shop', async () => {
    const front = asset('front.jpg', { Width: 800, Height: 800 });
    const back = asset('back.jpg');
    const product = { ProductId: PRODUCT_ID, Name: 'Linen shirt', Slug: 'linen-shirt' };
    const view = renderApp({
      url: '/admin/catalogue',
      routes: {
        [ME]: () => json(200, staffUser(['editor'])),
        'GET /api/v1/backoffice/catalog/products': (request) =>
          json(200, { Items: request.url.searchParams.get('q') ? [{ ...product, PhotoCount: 2 }] : [] }),
        [`GET /api/v1/backoffice/catalog/products/${PRODUCT_ID}/media`]: () =>
          json(200, { ...product, Photos: [front, back] }),
        [`PUT /api/v1/backoffice/catalog/products/${PRODUCT_ID}/photos`]: () =>
          json(200, { ...product, Photos: [back, front] }),
      },
    });
    const search = await screen.findByRole('searchbox', { name: text('Backoffice.CatalogueSearch') });
    await view.user.type(search, 'l');
    expect(await screen.findByText(text('Backoffice.AssetsSearchHint', { min: 2 }))).toBeTruthy();
    await view.user.type(search, 'i');
    await view.user.click(await screen.findByRole('button', { name: /Linen shirt/ }));
    expect(view.server.calls.some((call) => call.url.searchParams.get('q') === 'l')).toBe(false);

    const form = await screen.findByRole('form', { name: 'Linen shirt' });
    await view.user.click(
      await within(form).findByRole('button', {
        name: text('Backoffice.AssetsMoveEarlier', { name: 'back.jpg' }),
      }),
    );
    // A turn of the square photo is sent with the save, the only call that changes anything.
    await view.user.click(
      within(form).getByRole('button', { name: text('Backoffice.AssetsRotateRight', { name: 'front.jpg' }) }),
    );
    expect(view.server.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));

    await waitFor(() =>
      expect(
        view.server.callsTo('PUT', `/api/v1/backoffice/catalog/products/${PRODUCT_ID}/photos`)[0]?.body,
      ).toEqual({
        AssetIds: [back.AssetId, front.AssetId],
        Edits: [{ AssetId: front.AssetId, Rotation: 90 }],
      }),
    );
    const link = await within(form).findByRole('link', { name: text('Backoffice.CatalogueViewInShop') });
    expect(link.getAttribute('href')).toBe('/fr/p/linen-shirt');
  });
});
