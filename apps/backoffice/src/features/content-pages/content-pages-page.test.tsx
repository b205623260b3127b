import { screen, waitFor, within } from '@testing-library/react';
import type { AdminContentPage, AdminContentPageSummary } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { widgetNames } from '../../lib/content-blocks';
import { json, problem, staffUser } from '../../test/fake-api';
import { renderApp, text } from '../../test/render-app';

const ME = 'GET /api/v1/security/me';
const STAFF = '/api/v1/backoffice/pages';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const SUMMARY: AdminContentPageSummary = {
  PageId: id(1),
  Key: 'atelier',
  Title: 'Atelier',
  IsHomepage: false,
  Cultures: ['fr', 'nl'],
  PublishedNumber: 2,
  HasChanges: true,
  ScheduledAt: null,
  Version: 5,
};
const tr = (title: string, words: string[]) => ({
  Title: title,
  Slug: title.toLowerCase(),
  Summary: '',
  MetaTitle: '',
  MetaDescription: '',
  Blocks: words.map((word, index) => ({
    Type: 'text' as const,
    Id: id(10 + index),
    Content: [{ Kind: 'paragraph' as const, Runs: [{ Text: word }] }],
  })),
});
const PAGE: AdminContentPage = {
  PageId: id(1),
  Key: 'atelier',
  IsHomepage: false,
  ShowInMenu: false,
  Version: 5,
  UpdatedAt: '2026-11-01T10:00:00.000Z',
  Draft: { fr: tr('Atelier', ['Premier', 'Second']), nl: tr('Werkplaats', ['Eerste']) },
  Published: { fr: tr('Atelier', ['Premier']) },
  PublishedNumber: 2,
  HasChanges: true,
  ScheduledAt: null,
  Assets: [],
};

function pagesApp(put: (body: unknown) => Response) {
  return renderApp({
    url: '/admin/pages',
    routes: {
      [ME]: () => json(200, staffUser(['editor'])),
      [`GET ${STAFF}`]: () => json(200, [SUMMARY]),
      [`GET ${STAFF}/${PAGE.PageId}`]: () => json(200, PAGE),
      [`PUT ${STAFF}/${PAGE.PageId}`]: (request) => put(request.body),
      'GET /api/v1/backoffice/news/categories': () => json(200, []),
      'GET /api/v1/catalog/fr/categories': () =>
        json(200, [
          {
            CategoryId: id(40),
            Name: 'Linge de maison',
            Slug: 'linge',
            Url: '/fr/linge',
            ProductCount: 3,
            Photo: null,
            Children: [
              {
                CategoryId: id(41),
                Name: 'Nappes',
                Slug: 'nappes',
                Url: '/fr/nappes',
                ProductCount: 1,
                Photo: null,
                Children: [],
              },
            ],
          },
        ]),
    },
  });
}

async function openPage(view: ReturnType<typeof pagesApp>) {
  await view.user.click(await screen.findByRole('button', { name: /Atelier/ }));
  return screen.findByRole('form', { name: 'Atelier' });
}

describe('the pages area', () => {
  it('marks the missing translations in the list and on the tabs, and says what the shop shows', async () => {
    const view = pagesApp(() => json(200, PAGE));
    const list = await screen.findByRole('list', { name: text('ContentPages.List') });
    const entry = within(list).getByRole('button', { name: /Atelier/ });
    expect(within(entry).getByText(text('ContentPages.StateChanged'))).toBeTruthy();
    expect(within(entry).getByLabelText(`ES : ${text('ContentPages.Missing')}`)).toBeTruthy();
    expect(within(entry).queryByLabelText(`NL : ${text('ContentPages.Missing')}`)).toBeNull();
    const form = await openPage(view);
    expect(within(form).getByRole('tab', { name: /ES/ }).textContent).toContain(text('ContentPages.Missing'));
    expect(within(form).getByRole('tab', { name: /NL/ }).textContent).not.toContain(
      text('ContentPages.Missing'),
    );
    expect(within(form).getByText(new RegExp(text('ContentPages.LiveVersion', { number: 2 })))).toBeTruthy();
  });

  it('moves, removes and adds blocks, places a widget through the generic form and sends the draft as blocks', async () => {
    const sent: unknown[] = [];
    const view = pagesApp((body) => {
      sent.push(body);
      return json(200, { ...PAGE, Version: 6 });
    });
    const form = await openPage(view);
    await view.user.click(within(form).getByRole('button', { name: text('Blocks.MoveDown', { index: 1 }) }));
    await view.user.click(within(form).getByRole('button', { name: text('Blocks.Remove', { index: 2 }) }));
    await view.user.click(within(form).getByRole('button', { name: text('Blocks.AddText') }));
    await view.user.type(
      within(form).getByRole('textbox', { name: `${text('Blocks.Text')} 2` }),
      '## Horaires',
    );

    // "Add a widget" offers every widget of the contract.
    await view.user.click(within(form).getByRole('button', { name: text('Blocks.AddWidget') }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(widgetNames().length);
    await view.user.click(within(menu).getByRole('menuitem', { name: text('Widgets.map.Title') }));

    const map = within(form).getByRole('region', { name: `${text('Widgets.map.Title')} 3` });
    const zoom = within(map).getByRole('spinbutton', { name: text('Widgets.map.Zoom') });
    expect(zoom.getAttribute('min')).toBe('1');
    expect(zoom.getAttribute('max')).toBe('19');
    await view.user.clear(zoom);
    await view.user.type(zoom, '15');
    await view.user.click(within(map).getByRole('checkbox', { name: text('Widgets.map.FitBounds') }));
    const marker = within(map).getByRole('group', { name: `${text('Widgets.map.Markers')} 1` });
    await view.user.clear(within(marker).getByRole('spinbutton', { name: text('Widgets.map.Markers.Lat') }));
    await view.user.type(
      within(marker).getByRole('spinbutton', { name: text('Widgets.map.Markers.Lat') }),
      '50.85',
    );
    await view.user.clear(within(marker).getByRole('spinbutton', { name: text('Widgets.map.Markers.Lng') }));
    await view.user.type(
      within(marker).getByRole('spinbutton', { name: text('Widgets.map.Markers.Lng') }),
      '4.35',
    );
    await view.user.type(
      within(marker).getByRole('textbox', { name: text('Widgets.map.Markers.Label') }),
      'Atelier',
    );
    await view.user.click(
      within(map).getByRole('button', {
        name: text('Blocks.ItemAdd', { name: text('Widgets.map.Markers') }),
      }),
    );
    await view.user.click(
      within(map).getByRole('button', {
        name: text('Blocks.ItemRemove', { name: text('Widgets.map.Markers'), index: 2 }),
      }),
    );

    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    expect(await within(form).findByText(text('ContentPages.Saved'))).toBeTruthy();
    const body = sent[0] as { Version: number; Translations: { fr: { Blocks: unknown[] }; nl: unknown } };
    expect(body.Version).toBe(5);
    expect(body.Translations.nl).toMatchObject({ Title: 'Werkplaats' });
    expect(body.Translations.fr.Blocks).toEqual([
      { Type: 'text', Id: id(11), Content: [{ Kind: 'paragraph', Runs: [{ Text: 'Second' }] }] },
      {
        Type: 'text',
        Id: expect.any(String),
        Content: [{ Kind: 'heading', Level: 2, Runs: [{ Text: 'Horaires' }] }],
      },
      {
        Type: 'widget',
        Id: expect.any(String),
        Widget: {
          Name: 'map',
          Label: '',
          Zoom: 15,
          FitBounds: false,
          Markers: [{ Lat: 50.85, Lng: 4.35, Label: 'Atelier' }],
        },
      },
    ]);
  }, 120_000);

  it('generates each kind of field from the contract: choices, switches, bounded numbers, selects, dates and library images', async () => {
    const sent: unknown[] = [];
    const view = pagesApp((body) => {
      sent.push(body);
      return json(200, { ...PAGE, Version: 6 });
    });
    const form = await openPage(view);
    const addWidget = async (name: string) => {
      await view.user.click(within(form).getByRole('button', { name: text('Blocks.AddWidget') }));
      await view.user.click(await screen.findByRole('menuitem', { name: text(`Widgets.${name}.Title`) }));
    };

    await addWidget('social-share');
    const share = within(form).getByRole('region', { name: `${text('Widgets.social-share.Title')} 3` });
    const networks = within(share).getByRole('group', { name: text('Widgets.social-share.Networks') });
    for (const box of within(networks).getAllByRole('checkbox'))
      if ((box as HTMLInputElement).checked) await view.user.click(box);
    await view.user.click(within(networks).getByRole('checkbox', { name: 'x' }));
    await view.user.click(within(networks).getByRole('checkbox', { name: 'facebook' }));
    await view.user.click(
      within(share).getByRole('checkbox', { name: text('Widgets.social-share.ShowInPopup') }),
    );
    const count = within(share).getByRole('spinbutton', { name: text('Widgets.social-share.Count') });
    expect([count.getAttribute('min'), count.getAttribute('max')]).toEqual(['0', '7']);
    await view.user.type(count, '2');

    await addWidget('countdown');
    const countdown = within(form).getByRole('region', { name: `${text('Widgets.countdown.Title')} 4` });
    const ends = within(countdown).getByLabelText(text('Widgets.countdown.EndsAt'));
    expect(ends.getAttribute('type')).toBe('datetime-local');
    await view.user.type(ends, '2026-12-24T18:30');
    await view.user.click(within(countdown).getByRole('combobox', { name: text('Widgets.countdown.AtEnd') }));
    await view.user.click(await screen.findByRole('option', { name: /hide|Masquer|masquer/ }));

    // A slide's image is picked with the asset library's own widget, handed in by the app.
    await addWidget('hero-slider');
    const hero = within(form).getByRole('region', { name: `${text('Widgets.hero-slider.Title')} 5` });
    const slide = within(hero).getByRole('group', { name: `${text('Widgets.hero-slider.Slides')} 1` });
    expect(
      within(slide).getByRole('group', { name: text('Widgets.hero-slider.Slides.AssetId') }),
    ).toBeTruthy();

    // Catalogue categories are picked by name from the catalogue's tree.
    await addWidget('category-slider');
    const slider = within(form).getByRole('region', { name: `${text('Widgets.category-slider.Title')} 6` });
    await view.user.click(
      within(slider).getByRole('combobox', { name: text('Widgets.category-slider.CategoryIds') }),
    );
    await view.user.click(await screen.findByRole('option', { name: 'Nappes' }));
    await view.user.keyboard('{Escape}');

    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const blocks = (sent[0] as { Translations: { fr: { Blocks: { Widget?: unknown }[] } } }).Translations.fr
      .Blocks;
    expect(blocks[2]?.Widget).toEqual({
      Name: 'social-share',
      Networks: ['facebook', 'x'],
      Text: '',
      Url: '',
      Count: 2,
      ShowInPopup: true,
      ShowLabel: true,
    });
    expect(blocks[3]?.Widget).toMatchObject({
      Name: 'countdown',
      EndsAt: new Date('2026-12-24T18:30').toISOString(),
      AtEnd: 'hide',
    });
    expect(blocks[4]?.Widget).toMatchObject({ Name: 'hero-slider', Slides: [{ AssetId: '', Title: '' }] });
    expect(blocks.map((block) => (block.Widget as { Name?: string } | undefined)?.Name ?? 'text')).toEqual([
      'text',
      'text',
      'social-share',
      'countdown',
      'hero-slider',
      'category-slider',
    ]);
    expect(blocks[5]?.Widget).toEqual({ Name: 'category-slider', Heading: '', CategoryIds: [id(41)] });
  }, 120_000);

  it('shows the API’s errors on the field they name, inside a widget’s repeatable group too', async () => {
    const view = pagesApp(() =>
      problem(400, '/problems/validation', {
        errors: {
          'Translations.fr.Blocks.2.Widget.Markers.0.Label': ['Validation.Required'],
          'Translations.fr.Blocks.0.Content': ['Validation.Url'],
        },
      }),
    );
    const form = await openPage(view);
    await view.user.click(within(form).getByRole('button', { name: text('Blocks.AddWidget') }));
    await view.user.click(await screen.findByRole('menuitem', { name: text('Widgets.map.Title') }));
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    const marker = await within(form).findByRole('group', { name: `${text('Widgets.map.Markers')} 1` });
    await waitFor(() =>
      expect(
        within(marker)
          .getByRole('textbox', { name: text('Widgets.map.Markers.Label') })
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(within(marker).getByText(text('Validation.Required'))).toBeTruthy();
    expect(
      within(form)
        .getByRole('textbox', { name: `${text('Blocks.Text')} 1` })
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('shows the other editor’s version beside yours on a conflict, and keeps yours on demand', async () => {
    const sent: { Version?: number }[] = [];
    const theirs = { ...PAGE, Version: 6, Draft: { fr: tr('Atelier du samedi', ['Autre']) } };
    let calls = 0;
    const view = pagesApp((body) => {
      sent.push(body as { Version?: number });
      calls += 1;
      return calls === 1
        ? problem(409, '/problems/content-page-edit-conflict', { Current: theirs })
        : json(200, { ...PAGE, Version: 7 });
    });
    const form = await openPage(view);
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    const dialog = await screen.findByRole('dialog', { name: text('ContentPages.ConflictTitle') });
    const their = within(dialog).getByRole('region', { name: text('ContentPages.Theirs') });
    const mine = within(dialog).getByRole('region', { name: text('ContentPages.Mine') });
    expect(their.textContent).toContain('Atelier du samedi');
    expect(their.textContent).toContain(`NL : ${text('ContentPages.Missing')}`);
    expect(mine.textContent).toContain(`FR : Atelier — ${text('ContentPages.BlockCount', { count: 2 })}`);
    await view.user.click(within(dialog).getByRole('button', { name: text('ContentPages.KeepMine') }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((body) => body.Version)).toEqual([5, 6]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
