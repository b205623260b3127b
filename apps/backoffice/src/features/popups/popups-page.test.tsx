import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminAnnouncement, AdminAnnouncementSummary } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { json, problem, staffUser } from '../../test/fake-api';
import { renderApp, text } from '../../test/render-app';
import { emptyForm, emptyTranslation, requestOf } from './popups-form-model';

const ME = 'GET /api/v1/security/me';
const STAFF = '/api/v1/backoffice/announcements';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const ITEM: AdminAnnouncement = {
  Id: id(1),
  Kind: 'popup',
  Status: 'published',
  StartDatetime: null,
  EndDatetime: '2099-01-01T00:00:00.000Z',
  Priority: 5,
  PageKinds: ['home'],
  PathPatterns: ['/c/*'],
  Version: 2,
  UpdatedAt: '2026-11-01T10:00:00.000Z',
  Translations: {
    fr: {
      Title: 'Soldes d’hiver',
      Blocks: [
        { Type: 'text', Id: id(10), Content: [{ Kind: 'paragraph', Runs: [{ Text: 'Tout à -20 %' }] }] },
      ],
      LinkUrl: '/fr/catalog',
    },
    nl: { Title: 'Winteruitverkoop', Blocks: [], LinkUrl: null },
  },
  Assets: [],
};
const { Translations: _translations, Assets: _assets, ...fields } = ITEM;
const SUMMARY: AdminAnnouncementSummary = { ...fields, Title: 'Soldes d’hiver', Cultures: ['fr', 'nl'] };
const ENDED: AdminAnnouncementSummary = {
  ...SUMMARY,
  Id: id(2),
  Kind: 'popup-banner',
  Title: 'Atelier passé',
  EndDatetime: '2026-01-01T00:00:00.000Z',
  Cultures: ['fr', 'nl', 'es', 'de', 'it', 'pt'],
};

function popupsApp(routes: Record<string, (request: { body: unknown }) => Response> = {}) {
  return renderApp({
    url: '/admin/popups',
    routes: {
      [ME]: () => json(200, staffUser(['editor'])),
      [`GET ${STAFF}`]: () => json(200, [SUMMARY, ENDED]),
      [`GET ${STAFF}/${ITEM.Id}`]: () => json(200, ITEM),
      ...routes,
    },
  });
}

describe('the popups and banners area', () => {
  it('opens for editors, and shows each entry’s kind, state and missing translations at a glance', async () => {
    popupsApp();
    expect(
      await screen.findByRole('heading', { level: 1, name: text('Backoffice.Announcements') }),
    ).toBeTruthy();
    const list = await screen.findByRole('list', { name: text('Announcements.Admin.Title') });
    const live = within(list).getByRole('button', { name: /Soldes d’hiver/ });
    expect(within(live).getByText(text('Announcements.Admin.Live'))).toBeTruthy();
    expect(within(live).getByText(text('Announcements.Admin.Kind.popup'))).toBeTruthy();
    expect(within(live).getByLabelText(`ES : ${text('Announcements.Admin.Missing')}`)).toBeTruthy();
    expect(within(live).queryByLabelText(`FR : ${text('Announcements.Admin.Missing')}`)).toBeNull();
    const ended = within(list).getByRole('button', { name: /Atelier passé/ });
    expect(within(ended).getByText(text('Announcements.Admin.Ended'))).toBeTruthy();
    expect(within(ended).queryByLabelText(/Traduction manquante/)).toBeNull();
  }, 30_000);

  it('creates a popup for the home page in French, scheduled, and sends what the API takes', async () => {
    const sent: unknown[] = [];
    const view = popupsApp({
      [`POST ${STAFF}`]: (request) => {
        sent.push(request.body);
        return json(201, { ...ITEM, Id: id(3), Version: 1 });
      },
    });
    await view.user.click(await screen.findByRole('button', { name: text('Announcements.Admin.New') }));
    const form = await screen.findByRole('form', { name: text('Announcements.Admin.New') });
    await view.user.click(within(form).getByRole('combobox', { name: text('Announcements.Admin.Status') }));
    await view.user.click(await screen.findByRole('option', { name: text('Announcements.Admin.Published') }));
    await view.user.click(
      within(form).getByRole('checkbox', { name: text('Announcements.Admin.Page.home') }),
    );
    fireEvent.change(within(form).getByLabelText(text('Announcements.Admin.End')), {
      target: { value: '2099-12-31T23:59' },
    });
    // Every culture starts missing; French is written.
    expect(within(form).getByRole('tab', { name: /ES/ }).textContent).toContain(
      text('Announcements.Admin.Missing'),
    );
    await view.user.click(within(form).getByRole('button', { name: text('Announcements.Admin.Translate') }));
    fireEvent.change(
      within(form).getByRole('textbox', { name: new RegExp(text('Announcements.Admin.Heading')) }),
      {
        target: { value: 'Bienvenue' },
      },
    );
    fireEvent.change(within(form).getByRole('textbox', { name: text('Announcements.Admin.Text') }), {
      target: { value: 'Un **cadeau** vous attend' },
    });
    await view.user.click(within(form).getByRole('button', { name: text('Announcements.Admin.Preview') }));
    const preview = await screen.findByRole('dialog');
    expect(within(preview).getByText('Bienvenue')).toBeTruthy();
    expect(within(preview).getByText('cadeau').tagName).toBe('STRONG');
    await view.user.click(within(preview).getByRole('button', { name: text('Announcements.Close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      Kind: 'popup',
      Status: 'published',
      StartDatetime: null,
      EndDatetime: new Date('2099-12-31T23:59').toISOString(),
      PageKinds: ['home'],
      PathPatterns: [],
      Translations: {
        fr: {
          Title: 'Bienvenue',
          LinkUrl: null,
          Blocks: [
            {
              Type: 'text',
              Content: [
                {
                  Kind: 'paragraph',
                  Runs: [{ Text: 'Un ' }, { Text: 'cadeau', Bold: true }, { Text: ' vous attend' }],
                },
              ],
            },
          ],
        },
      },
    });
    expect(sent[0]).not.toHaveProperty('Version');
    expect(sent[0]).not.toHaveProperty('Translations.nl');
  }, 60_000);

  it('shows the API’s refusals next to their fields', async () => {
    const view = popupsApp({
      [`PUT ${STAFF}/${ITEM.Id}`]: () =>
        problem(400, '/problems/validation', {
          errors: {
            EndDatetime: ['Announcements.EndBeforeStart'],
            'PathPatterns.0': ['Announcements.PathPattern'],
            'Translations.fr.LinkUrl': ['Validation.Url'],
          },
        }),
    });
    await view.user.click(await screen.findByRole('button', { name: /Soldes d’hiver/ }));
    const form = await screen.findByRole('form', { name: 'Soldes d’hiver' });
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    expect((await within(form).findAllByText(text('Announcements.EndBeforeStart'))).length).toBeGreaterThan(
      0,
    );
    expect(within(form).getByLabelText(text('Announcements.Admin.End')).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(within(form).getByText(text('Announcements.PathPattern'))).toBeTruthy();
    expect(within(form).getByText(text('Validation.Url'))).toBeTruthy();
  }, 30_000);

  it('says so when another editor saved it in the meantime, and reloads it on demand', async () => {
    const sent: unknown[] = [];
    const view = popupsApp({
      [`PUT ${STAFF}/${ITEM.Id}`]: (request) => {
        sent.push(request.body);
        return problem(409, '/problems/announcement-edit-conflict');
      },
    });
    await view.user.click(await screen.findByRole('button', { name: /Soldes d’hiver/ }));
    const form = await screen.findByRole('form', { name: 'Soldes d’hiver' });
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    const alerts = await within(form).findAllByText(text('Announcements.Admin.Conflict'));
    expect(alerts.length).toBeGreaterThan(0);
    expect(sent[0]).toMatchObject({ Version: 2, PageKinds: ['home'], PathPatterns: ['/c/*'], Priority: 5 });
    await view.user.click(within(form).getByRole('button', { name: text('Announcements.Admin.Reload') }));
    await waitFor(() => expect(view.server.callsTo('GET', `${STAFF}/${ITEM.Id}`).length).toBe(2));
    await waitFor(() => expect(screen.queryByText(text('Announcements.Admin.Conflict'))).toBeNull());
  }, 30_000);

  it('deletes after confirmation', async () => {
    let deleted = 0;
    const view = popupsApp({
      [`DELETE ${STAFF}/${ITEM.Id}`]: () => {
        deleted++;
        return new Response(null, { status: 204 });
      },
    });
    await view.user.click(await screen.findByRole('button', { name: /Soldes d’hiver/ }));
    const form = await screen.findByRole('form', { name: 'Soldes d’hiver' });
    await view.user.click(within(form).getByRole('button', { name: text('Announcements.Admin.Delete') }));
    const confirm = await screen.findByRole('dialog');
    expect(
      within(confirm).getByText(text('Announcements.Admin.ConfirmDelete', { title: 'Soldes d’hiver' })),
    ).toBeTruthy();
    await view.user.click(within(confirm).getByRole('button', { name: text('Announcements.Admin.Delete') }));
    await waitFor(() => expect(deleted).toBe(1));
    expect(await screen.findByText(text('Announcements.Admin.Choose'))).toBeTruthy();
  }, 30_000);
});

describe('the popups form model', () => {
  it('sends the body as a text and an image block, keeping their ids, and paths one per line', () => {
    const french = {
      ...emptyTranslation(),
      Title: 'T',
      TextId: id(20),
      Markup: 'Bonjour',
      ImageId: id(21),
      Image: [{ AssetId: id(5), Name: 'n5', Renamed: true }],
      Caption: 'c',
      LinkUrl: ' ',
    };
    const body = requestOf(
      { ...emptyForm(), Paths: ' /c/*\n\n/p/lampe ', Priority: '3', Translations: { fr: french } },
      7,
    );
    expect(body.PathPatterns).toEqual(['/c/*', '/p/lampe']);
    expect(body.Priority).toBe(3);
    expect(body.Version).toBe(7);
    expect(body.Translations.fr).toEqual({
      Title: 'T',
      LinkUrl: null,
      Blocks: [
        { Type: 'text', Id: id(20), Content: [{ Kind: 'paragraph', Runs: [{ Text: 'Bonjour' }] }] },
        { Type: 'image', Id: id(21), AssetId: id(5), Caption: 'c' },
      ],
    });
    expect(body.Edits).toEqual([{ AssetId: id(5), Name: 'n5' }]);
  });
});
