import { screen, waitFor, within } from '@testing-library/react';
import type { AdminFaqEntry, AdminFaqEntrySummary, AdminFaqSection } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { json, problem, staffUser } from '../../test/fake-api';
import { renderApp, text } from '../../test/render-app';
import { entryRequestOf, moveEntry, moveSection, orderOf } from './faq-model';

const ME = 'GET /api/v1/security/me';
const STAFF = '/api/v1/backoffice/faq';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const AT = '2026-11-01T10:00:00.000Z';

const SHIPPING: AdminFaqSection = {
  SectionId: id(1),
  SortOrder: 0,
  Version: 2,
  UpdatedAt: AT,
  Translations: {
    fr: { Title: 'Livraison', Anchor: 'livraison' },
    nl: { Title: 'Levering', Anchor: 'levering' },
  },
};
const RETURNS: AdminFaqSection = {
  SectionId: id(2),
  SortOrder: 1,
  Version: 1,
  UpdatedAt: AT,
  Translations: { fr: { Title: 'Retours', Anchor: 'retours' } },
};
const summary = (
  n: number,
  sectionId: string,
  sortOrder: number,
  question: string,
): AdminFaqEntrySummary => ({
  EntryId: id(n),
  SectionId: sectionId,
  SortOrder: sortOrder,
  Question: question,
  Status: n === 12 ? 'draft' : 'published',
  Cultures: n === 11 ? ['fr', 'nl'] : ['fr'],
  Version: 3,
  UpdatedAt: AT,
});
const ENTRIES = [
  summary(11, id(1), 0, 'Quels délais ?'),
  summary(12, id(1), 1, 'Le samedi ?'),
  summary(21, id(2), 0, 'Comment retourner ?'),
];
const ENTRY: AdminFaqEntry = {
  EntryId: id(11),
  SectionId: id(1),
  SortOrder: 0,
  Status: 'published',
  Version: 3,
  UpdatedAt: AT,
  Translations: {
    fr: {
      Question: 'Quels délais ?',
      Blocks: [
        { Type: 'text', Id: id(90), Content: [{ Kind: 'paragraph', Runs: [{ Text: 'Deux jours.' }] }] },
      ],
    },
    nl: { Question: 'Welke termijnen?', Blocks: [] },
  },
  Assets: [],
};

function faqApp(routes: Record<string, (request: { body: unknown }) => Response> = {}) {
  return renderApp({
    url: '/admin/faq',
    routes: {
      [ME]: () => json(200, staffUser(['editor'])),
      [`GET ${STAFF}/sections`]: () => json(200, [SHIPPING, RETURNS]),
      [`GET ${STAFF}/entries`]: () => json(200, ENTRIES),
      [`GET ${STAFF}/entries/${ENTRY.EntryId}`]: () => json(200, ENTRY),
      ...routes,
    },
  });
}

// Whole-app journeys with typing: slow on a shared machine, never waiting on a timer.
describe('the FAQ area', { timeout: 60_000 }, () => {
  it('shows sections and questions in page order, with their missing translations at a glance', async () => {
    faqApp();
    const list = await screen.findByRole('list', { name: text('Faq.Admin.Questions') });
    const entries = within(list).getAllByRole('button');
    expect(entries.map((entry) => entry.textContent?.split('?')[0])).toEqual([
      'Quels délais ',
      'Le samedi ',
      'Comment retourner ',
    ]);
    expect(within(entries[1] as HTMLElement).getByText(text('Faq.Admin.Draft'))).toBeTruthy();
    expect(
      within(entries[0] as HTMLElement).getByLabelText(`ES : ${text('Faq.Admin.Missing')}`),
    ).toBeTruthy();
    expect(
      within(entries[0] as HTMLElement).queryByLabelText(`NL : ${text('Faq.Admin.Missing')}`),
    ).toBeNull();
    const sections = screen.getByRole('region', { name: text('Faq.Admin.Sections') });
    expect(
      within(sections)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Livraison', 'Retours']);
    expect(within(sections).getAllByLabelText(`NL : ${text('Faq.Admin.Missing')}`)).toHaveLength(1);
  });

  it('moves a section and a question, sending the whole order', async () => {
    const sent: unknown[] = [];
    const view = faqApp({
      [`PUT ${STAFF}/order`]: (request) => {
        sent.push(request.body);
        return new Response(null, { status: 204 });
      },
    });
    const sections = await screen.findByRole('region', { name: text('Faq.Admin.Sections') });
    await view.user.click(
      await within(sections).findByRole('button', {
        name: text('Faq.Admin.MoveDown', { name: 'Livraison' }),
      }),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      Sections: [
        { SectionId: id(2), EntryIds: [id(21)] },
        { SectionId: id(1), EntryIds: [id(11), id(12)] },
      ],
    });
    await view.user.click(
      within(sections).getByRole('button', { name: text('Faq.Admin.MoveUp', { name: 'Le samedi ?' }) }),
    );
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({
      Sections: [
        { SectionId: id(1), EntryIds: [id(12), id(11)] },
        { SectionId: id(2), EntryIds: [id(21)] },
      ],
    });
    expect(
      within(sections).getByRole('button', { name: text('Faq.Admin.MoveUp', { name: 'Livraison' }) }),
    ).toHaveProperty('disabled', true);
  });

  it('edits a question’s answer as blocks and saves it with the version it started from', async () => {
    const sent: unknown[] = [];
    const view = faqApp({
      [`PUT ${STAFF}/entries/${ENTRY.EntryId}`]: (request) => {
        sent.push(request.body);
        return json(200, { ...ENTRY, Version: 4 });
      },
    });
    await view.user.click(
      within(await screen.findByRole('list', { name: text('Faq.Admin.Questions') })).getByRole('button', {
        name: /Quels délais/,
      }),
    );
    const form = await screen.findByRole('form', { name: 'Quels délais ?' });
    expect(within(form).getByRole('tab', { name: /ES/ }).textContent).toContain(text('Faq.Admin.Missing'));
    const answer = within(form).getByRole('textbox', { name: `${text('Blocks.Text')} 1` });
    await view.user.clear(answer);
    await view.user.click(answer);
    await view.user.paste('Deux jours **ouvrables**.');
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    expect(await within(form).findByText(text('Faq.Admin.Saved'))).toBeTruthy();
    expect(sent[0]).toMatchObject({
      SectionId: id(1),
      Status: 'published',
      Version: 3,
      Translations: {
        fr: {
          Question: 'Quels délais ?',
          Blocks: [
            {
              Type: 'text',
              Id: id(90),
              Content: [
                {
                  Kind: 'paragraph',
                  Runs: [{ Text: 'Deux jours ' }, { Text: 'ouvrables', Bold: true }, { Text: '.' }],
                },
              ],
            },
          ],
        },
        nl: { Question: 'Welke termijnen?' },
      },
    });
  });

  it('publishes or withdraws a question with its version, and shows a conflict in a dialog with a reload', async () => {
    const statuses: unknown[] = [];
    const view = faqApp({
      [`PUT ${STAFF}/entries/${ENTRY.EntryId}/status`]: (request) => {
        statuses.push(request.body);
        return statuses.length === 1
          ? json(200, { ...ENTRY, Status: 'draft', Version: 4 })
          : problem(409, '/problems/faq-edit-conflict');
      },
    });
    await view.user.click(
      within(await screen.findByRole('list', { name: text('Faq.Admin.Questions') })).getByRole('button', {
        name: /Quels délais/,
      }),
    );
    const form = await screen.findByRole('form', { name: 'Quels délais ?' });
    await view.user.click(within(form).getByRole('button', { name: text('Faq.Admin.Unpublish') }));
    await waitFor(() => expect(statuses).toEqual([{ Status: 'draft', Version: 3 }]));
    await view.user.click(await within(form).findByRole('button', { name: text('Faq.Admin.Publish') }));
    await waitFor(() => expect(statuses[1]).toEqual({ Status: 'published', Version: 4 }));
    const dialog = await screen.findByRole('dialog', { name: text('Faq.Admin.ConflictTitle') });
    expect(within(dialog).getByText(text('Faq.Admin.Conflict'))).toBeTruthy();
    await view.user.click(within(dialog).getByRole('button', { name: text('Faq.Admin.Reload') }));
    await waitFor(() =>
      expect(view.server.callsTo('GET', `${STAFF}/entries/${ENTRY.EntryId}`).length).toBe(2),
    );
    await waitFor(() => expect(screen.queryByText(text('Faq.Admin.Conflict'))).toBeNull());
  });

  it('adds a section in several cultures, its anchor following the title, with the server’s errors per field', {
    timeout: 30_000,
  }, async () => {
    const sent: unknown[] = [];
    const view = faqApp({
      [`POST ${STAFF}/sections`]: (request) => {
        sent.push(request.body);
        return problem(400, '/problems/validation', {
          errors: { 'Translations.nl.Anchor': ['Faq.AnchorTaken'] },
        });
      },
    });
    await view.user.click(await screen.findByRole('button', { name: text('Faq.Admin.NewSection') }));
    const dialog = await screen.findByRole('dialog', { name: text('Faq.Admin.NewSection') });
    await view.user.type(
      within(dialog).getByLabelText(`${text('Faq.Admin.SectionTitle')} (FR)`),
      'Paie sûre',
    );
    await view.user.type(within(dialog).getByLabelText(`${text('Faq.Admin.SectionTitle')} (NL)`), 'Betaling');
    expect(within(dialog).getByLabelText(`${text('Faq.Admin.Anchor')} (FR)`)).toHaveProperty(
      'value',
      'paie-sure',
    );
    await view.user.click(within(dialog).getByRole('button', { name: text('Faq.Admin.Save') }));
    expect(await within(dialog).findByText(text('Faq.AnchorTaken'))).toBeTruthy();
    expect(sent[0]).toEqual({
      Translations: {
        fr: { Title: 'Paie sûre', Anchor: 'paie-sure' },
        nl: { Title: 'Betaling', Anchor: 'betaling' },
      },
    });
  });
});

describe('the FAQ form model', () => {
  it('orders sections and their questions, and moves them within bounds', () => {
    const order = orderOf([RETURNS, SHIPPING], ENTRIES);
    expect(order).toEqual([
      { SectionId: id(1), EntryIds: [id(11), id(12)] },
      { SectionId: id(2), EntryIds: [id(21)] },
    ]);
    expect(moveSection(order, id(1), -1)).toEqual(order);
    expect(moveEntry(order, id(21), 1)).toEqual(order);
    expect(moveEntry(order, id(11), 1)[0]?.EntryIds).toEqual([id(12), id(11)]);
  });

  it('sends no version for a new question, and the images’ pending renames once', () => {
    const picked = { AssetId: id(5), Name: 'plan', Renamed: true };
    const body = entryRequestOf(
      {
        SectionId: id(1),
        Status: 'draft',
        Translations: {
          fr: { Question: 'Où ?', Blocks: [{ Type: 'image', Id: id(30), Images: [picked], Caption: '' }] },
          de: { Question: 'Wo?', Blocks: [{ Type: 'image', Id: id(31), Images: [picked], Caption: '' }] },
        },
      },
      undefined,
    );
    expect(body).not.toHaveProperty('Version');
    expect(body.Translations.fr?.Blocks).toEqual([
      { Type: 'image', Id: id(30), AssetId: id(5), Caption: '' },
    ]);
    expect(body.Edits).toEqual([{ AssetId: id(5), Name: 'plan' }]);
  });
});
