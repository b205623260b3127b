import { screen, waitFor, within } from '@testing-library/react';
import type { AdminNewsCategory, AdminNewsPost, AdminNewsPostSummary } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { json, problem, staffUser } from '../../test/fake-api';
import { renderApp, text } from '../../test/render-app';
import { moveBlock, requestOf, slugify } from './news-form-model';

const ME = 'GET /api/v1/security/me';
const STAFF = '/api/v1/backoffice/news';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const CATEGORY: AdminNewsCategory = {
  CategoryId: id(1),
  ParentId: null,
  Translations: { fr: { Name: 'Atelier', Slug: 'atelier' } },
};
const SUMMARY: AdminNewsPostSummary = {
  PostId: id(2),
  Title: 'Portes ouvertes',
  CategoryName: 'Atelier',
  Status: 'published',
  PublishAt: '2026-11-01T10:00:00.000Z',
  Cultures: ['fr', 'nl'],
  Version: 3,
  UpdatedAt: '2026-11-01T10:00:00.000Z',
};
const POST: AdminNewsPost = {
  PostId: id(2),
  CategoryId: id(1),
  CoverImage: null,
  Status: 'published',
  PublishAt: '2026-11-01T10:00:00.000Z',
  Version: 3,
  UpdatedAt: '2026-11-01T10:00:00.000Z',
  Translations: {
    fr: {
      Title: 'Portes ouvertes',
      Slug: 'portes-ouvertes',
      Summary: 'Venez',
      Blocks: [
        { Type: 'text', Id: id(10), Content: [{ Kind: 'paragraph', Runs: [{ Text: 'Premier' }] }] },
        {
          Type: 'text',
          Id: id(11),
          Content: [{ Kind: 'paragraph', Runs: [{ Text: 'Second', Bold: true }] }],
        },
      ],
    },
    nl: { Title: 'Opendeur', Slug: 'opendeur', Summary: '', Blocks: [] },
  },
  Assets: [],
};

function newsApp(put: (body: unknown) => Response) {
  return renderApp({
    url: '/admin/news',
    routes: {
      [ME]: () => json(200, staffUser(['editor'])),
      [`GET ${STAFF}/posts`]: () => json(200, [SUMMARY]),
      [`GET ${STAFF}/categories`]: () => json(200, [CATEGORY]),
      [`GET ${STAFF}/posts/${POST.PostId}`]: () => json(200, POST),
      [`PUT ${STAFF}/posts/${POST.PostId}`]: (request) => put(request.body),
    },
  });
}

describe('the news area', () => {
  it('shows each post’s missing translations at a glance, and its state', async () => {
    newsApp(() => json(200, POST));
    const list = await screen.findByRole('list', { name: text('News.Title') });
    const entry = within(list).getByRole('button', { name: /Portes ouvertes/ });
    expect(within(entry).getByText(text('News.Admin.Published'))).toBeTruthy();
    expect(within(entry).getByLabelText(`ES : ${text('News.Admin.Missing')}`)).toBeTruthy();
    expect(within(entry).queryByLabelText(`FR : ${text('News.Admin.Missing')}`)).toBeNull();
  });

  it('reorders and removes blocks, and sends the body as structured blocks with the version it started from', async () => {
    const sent: unknown[] = [];
    const view = newsApp((body) => {
      sent.push(body);
      return json(200, { ...POST, Version: 4 });
    });
    await view.user.click(await screen.findByRole('button', { name: /Portes ouvertes/ }));
    const form = await screen.findByRole('form', { name: 'Portes ouvertes' });
    // The Spanish tab says its translation is missing.
    expect(within(form).getByRole('tab', { name: /ES/ }).textContent).toContain(text('News.Admin.Missing'));
    await view.user.click(
      within(form).getByRole('button', { name: text('News.Admin.MoveDown', { index: 1 }) }),
    );
    await view.user.click(within(form).getByRole('button', { name: text('News.Admin.AddGallery') }));
    await view.user.click(
      within(form).getByRole('button', { name: text('News.Admin.Remove', { index: 3 }) }),
    );
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    expect(await within(form).findByText(text('News.Admin.Saved'))).toBeTruthy();
    expect(sent[0]).toMatchObject({
      Version: 3,
      Status: 'published',
      Translations: {
        fr: {
          Blocks: [
            {
              Type: 'text',
              Id: id(11),
              Content: [{ Kind: 'paragraph', Runs: [{ Text: 'Second', Bold: true }] }],
            },
            { Type: 'text', Id: id(10) },
          ],
        },
        nl: { Title: 'Opendeur' },
      },
    });
  });

  it('places a widget with its settings: the list in masonry layout with the subcategories', async () => {
    const sent: unknown[] = [];
    const view = newsApp((body) => {
      sent.push(body);
      return json(200, { ...POST, Version: 4 });
    });
    await view.user.click(await screen.findByRole('button', { name: /Portes ouvertes/ }));
    const form = await screen.findByRole('form', { name: 'Portes ouvertes' });
    await view.user.click(within(form).getByRole('button', { name: text('News.Admin.AddList') }));
    await view.user.click(
      within(form).getByRole('checkbox', { name: `${text('News.Admin.DisplayChildren')} 3` }),
    );
    await view.user.click(within(form).getByRole('combobox', { name: `${text('News.Admin.Layout')} 3` }));
    await view.user.click(await screen.findByRole('option', { name: text('News.Admin.LayoutMasonry') }));
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    expect(await within(form).findByText(text('News.Admin.Saved'))).toBeTruthy();
    const body = sent[0] as { Translations: { fr: { Blocks: unknown[] } } };
    expect(body.Translations.fr.Blocks[2]).toMatchObject({
      Type: 'widget',
      Widget: {
        Name: 'news-list',
        CategoryIds: [],
        DisplayChildren: true,
        PostPerPage: 3,
        Layout: 'masonry',
      },
    });
  });

  it('says so when another editor saved the post in the meantime, and reloads it on demand', async () => {
    const view = newsApp(() => problem(409, '/problems/news-edit-conflict'));
    await view.user.click(await screen.findByRole('button', { name: /Portes ouvertes/ }));
    const form = await screen.findByRole('form', { name: 'Portes ouvertes' });
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    const alerts = await within(form).findAllByText(text('News.Admin.Conflict'));
    expect(alerts.length).toBeGreaterThan(0);
    await view.user.click(within(form).getByRole('button', { name: text('News.Admin.Reload') }));
    await waitFor(() => expect(view.server.callsTo('GET', `${STAFF}/posts/${POST.PostId}`).length).toBe(2));
    await waitFor(() => expect(screen.queryByText(text('News.Admin.Conflict'))).toBeNull());
  });
});

describe('the news form model', () => {
  it('makes slugs without accents and moves blocks within bounds', () => {
    expect(slugify('Ça déménage à Liège !')).toBe('ca-demenage-a-liege');
    expect(moveBlock(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveBlock(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('sends a gallery’s images in order and their pending renames once', () => {
    const picked = (n: number, renamed = false) => ({ AssetId: id(n), Name: `n${n}`, Renamed: renamed });
    const body = requestOf(
      {
        CategoryId: id(1),
        Status: 'draft',
        PublishAt: '2026-11-20T10:00',
        Cover: [picked(5, true)],
        Translations: {
          fr: {
            Title: 'T',
            Slug: 't',
            Summary: '',
            Blocks: [{ Type: 'gallery', Id: id(20), Images: [picked(6), picked(5, true)], Caption: 'c' }],
          },
        },
      },
      undefined,
    );
    expect(body.CoverAssetId).toBe(id(5));
    expect(body.Translations.fr?.Blocks[0]).toEqual({
      Type: 'gallery',
      Id: id(20),
      AssetIds: [id(6), id(5)],
      Caption: 'c',
    });
    expect(body.Edits).toEqual([{ AssetId: id(5), Name: 'n5' }]);
    expect(body).not.toHaveProperty('Version');
  });
});
