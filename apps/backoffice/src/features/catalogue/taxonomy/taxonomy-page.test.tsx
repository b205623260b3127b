import { screen, waitFor, within } from '@testing-library/react';
import type { CategoryCreate, FacetOrder, StaffAttribute, StaffCategory } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { type FakeRoutes, json, problem, staffUser } from '../../../test/fake-api';
import { renderApp, text } from '../../../test/render-app';

const ME = 'GET /api/v1/security/me';
const MANAGE = '/api/v1/backoffice/catalog/manage';
const URL = '/admin/catalogue-structure';
/** Forms filled field by field: generous for a busy machine. */
const CEILING = 30_000;
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const category = (
  n: number,
  name: string,
  parent: number | null,
  cultures: StaffCategory['Translations'][number]['Culture'][],
  extra: Partial<StaffCategory> = {},
): StaffCategory => ({
  Id: id(n),
  ParentId: parent === null ? null : id(parent),
  Depth: parent === null ? 0 : 1,
  SortOrder: 0,
  IsPublished: true,
  Version: 2,
  Name: name,
  Translations: cultures.map((culture) => ({
    Culture: culture,
    Name: `${name} ${culture}`,
    Slug: `${name.toLowerCase()}-${culture}`,
    SeoTitle: '',
    SeoDescription: '',
    FormerSlugs: [],
  })),
  MissingCultures: (['fr', 'nl', 'es', 'de', 'it', 'pt'] as const).filter((c) => !cultures.includes(c)),
  ProductCount: 0,
  ChildCount: 0,
  ...extra,
});

const ALL_SIX = ['fr', 'nl', 'es', 'de', 'it', 'pt'] as const;
const FURNITURE = category(1, 'Mobilier', null, [...ALL_SIX], { ChildCount: 1 });
const CHAIRS = category(2, 'Chaises', 1, ['fr', 'nl', 'es', 'it', 'pt'], { ProductCount: 4 });
const DECORATION = category(3, 'Décoration', null, ['fr', 'nl']);
const TREE = [FURNITURE, CHAIRS, DECORATION];

const attribute = (n: number, name: string, position: number): StaffAttribute => ({
  Id: id(n),
  Key: name.toLowerCase(),
  DisplayType: 'List',
  Version: 1,
  IsFacet: true,
  FacetPosition: position,
  Name: name,
  Translations: [{ Culture: 'fr', Name: name }],
  MissingCultures: ['nl', 'es', 'de', 'it', 'pt'],
  Values: [],
});

const routesFor = (roles: Parameters<typeof staffUser>[0], extra: FakeRoutes = {}): FakeRoutes => ({
  [ME]: () => json(200, staffUser(roles)),
  [`GET ${MANAGE}/categories`]: () => json(200, TREE),
  [`GET ${MANAGE}/attributes`]: () => json(200, [attribute(50, 'Couleur', 0), attribute(51, 'Taille', 1)]),
  ...extra,
});

const NAMES = ['Mobilier', 'Chaises', 'Décoration'];
/** The category a tree row shows (its text goes on with the missing badges). */
const nameOf = (item: HTMLElement) => NAMES.find((name) => item.textContent?.startsWith(name));

async function treeItems() {
  const tree = await screen.findByRole('tree', { name: text('Taxonomy.CategoryTree') });
  await waitFor(() => expect(within(tree).getAllByRole('treeitem').length).toBeGreaterThan(0));
  return { tree, items: () => within(tree).getAllByRole('treeitem') };
}

describe('the catalogue structure area', () => {
  it('shows the category tree with a badge per missing translation, and filters on one culture', async () => {
    const view = renderApp({ url: URL, routes: routesFor(['sales']) });
    const { items } = await treeItems();
    expect(items().map(nameOf)).toEqual(NAMES);
    const chairs = items()[1] as HTMLElement;
    expect(within(chairs).getByText(text('Taxonomy.Missing', { culture: 'allemand' }))).toBeTruthy();
    expect(within(items()[0] as HTMLElement).queryByText(/Traduction manquante/)).toBeNull();
    // Sales read: no way to create.
    expect(screen.queryByRole('button', { name: text('Taxonomy.NewCategory') })).toBeNull();

    await view.user.click(screen.getByRole('combobox', { name: text('Taxonomy.MissingFilter') }));
    await view.user.click(await screen.findByRole('option', { name: 'allemand' }));
    // Chaises (under Mobilier, which is shown to place it) and Décoration lack German.
    await waitFor(() => expect(items().map(nameOf)).toEqual(NAMES));
    expect(items()).toHaveLength(3);
    await view.user.click(screen.getByRole('combobox', { name: text('Taxonomy.MissingFilter') }));
    await view.user.click(await screen.findByRole('option', { name: 'espagnol' }));
    await waitFor(() => expect(items().map(nameOf)).toEqual(['Décoration']));
  });

  it(
    'creates a category under another with names in French and Dutch, its slugs following the names',
    async () => {
      const created = category(9, 'Luminaires', 3, ['fr', 'nl']);
      const view = renderApp({
        url: URL,
        routes: routesFor(['catalogue'], { [`POST ${MANAGE}/categories`]: () => json(200, created) }),
      });
      await treeItems();
      await view.user.click(screen.getByRole('button', { name: text('Taxonomy.NewCategory') }));
      const form = await screen.findByRole('form', { name: text('Taxonomy.NewCategory') });
      await view.user.click(within(form).getByRole('combobox', { name: text('Taxonomy.Parent') }));
      await view.user.click(await screen.findByRole('option', { name: 'Décoration' }));
      await view.user.click(within(form).getByRole('textbox', { name: text('CatalogAdmin.Name') }));
      await view.user.paste('Luminaires d’été');
      await view.user.click(within(form).getByRole('tab', { name: /^néerlandais/ }));
      await view.user.click(within(form).getByRole('textbox', { name: text('CatalogAdmin.Name') }));
      await view.user.paste('Verlichting');
      await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
      await waitFor(() => expect(view.server.callsTo('POST', `${MANAGE}/categories`)).toHaveLength(1));
      const sent = view.server.callsTo('POST', `${MANAGE}/categories`)[0]?.body as CategoryCreate;
      expect(sent).toEqual({
        ParentId: id(3),
        IsPublished: true,
        Translations: [
          {
            Culture: 'fr',
            Name: 'Luminaires d’été',
            Slug: 'luminaires-d-ete',
            SeoTitle: '',
            SeoDescription: '',
          },
          { Culture: 'nl', Name: 'Verlichting', Slug: 'verlichting', SeoTitle: '', SeoDescription: '' },
        ],
      });
      expect(await screen.findByText(text('Taxonomy.CategorySaved'))).toBeTruthy();
    },
    CEILING,
  );

  it('checks a slug a URL cannot keep before sending it', async () => {
    const view = renderApp({ url: URL, routes: routesFor(['catalogue']) });
    await treeItems();
    await view.user.click(screen.getByRole('button', { name: text('Taxonomy.NewCategory') }));
    const form = await screen.findByRole('form', { name: text('Taxonomy.NewCategory') });
    await view.user.click(within(form).getByRole('textbox', { name: text('CatalogAdmin.Name') }));
    await view.user.paste('Tapis');
    const slug = within(form).getByRole('textbox', { name: text('CatalogAdmin.Slug') });
    await view.user.clear(slug);
    await view.user.paste('Tapis / Rugs?');
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    expect(await within(form).findByText(text('CatalogAdmin.SlugInvalid'))).toBeTruthy();
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    expect(view.server.callsTo('POST', `${MANAGE}/categories`)).toEqual([]);
  });

  it('tells when someone else saved the category meanwhile, with both versions', async () => {
    const theirs = { ...CHAIRS, Version: 3, Name: 'Sièges' };
    const view = renderApp({
      url: URL,
      routes: routesFor(['catalogue'], {
        [`PUT ${MANAGE}/categories/${CHAIRS.Id}`]: () =>
          problem(409, '/problems/stale-edit', {
            errors: { Version: ['CatalogAdmin.StaleEdit'] },
            YourVersion: 2,
            CurrentVersion: 3,
            Current: theirs,
          }),
      }),
    });
    const { items } = await treeItems();
    await view.user.click(items()[1] as HTMLElement);
    const form = await screen.findByRole('form', {
      name: text('Taxonomy.EditCategory', { name: 'Chaises' }),
    });
    const name = within(form).getByRole('textbox', { name: text('CatalogAdmin.Name') });
    expect((name as HTMLInputElement).value).toBe('Chaises fr');
    await view.user.click(within(form).getByRole('button', { name: text('Backoffice.Save') }));
    expect(await within(form).findByText(text('Taxonomy.Stale', { current: 3, yours: 2 }))).toBeTruthy();
    expect(within(form).getByRole('button', { name: text('Taxonomy.LoadTheirs') })).toBeTruthy();
  });

  it('says why a category with products is not deleted', async () => {
    const view = renderApp({
      url: URL,
      routes: routesFor(['admin'], {
        [`DELETE ${MANAGE}/categories/${CHAIRS.Id}`]: () =>
          problem(409, '/problems/category-not-empty', { errors: { _: ['Taxonomy.CategoryHasProducts'] } }),
      }),
    });
    const { items } = await treeItems();
    await view.user.click(items()[1] as HTMLElement);
    const form = await screen.findByRole('form', {
      name: text('Taxonomy.EditCategory', { name: 'Chaises' }),
    });
    await view.user.click(within(form).getByRole('button', { name: text('Taxonomy.Delete') }));
    const dialog = await screen.findByRole('dialog');
    await view.user.click(within(dialog).getByRole('button', { name: text('Taxonomy.Delete') }));
    expect(await within(form).findByText(text('Taxonomy.CategoryHasProducts'))).toBeTruthy();
  });

  it('orders the shop’s filters and turns one off', async () => {
    const view = renderApp({
      url: `${URL}?view=facets`,
      routes: routesFor(['catalogue'], {
        [`PUT ${MANAGE}/attributes/facets`]: () =>
          json(200, [attribute(51, 'Taille', 0), attribute(50, 'Couleur', 1)]),
      }),
    });
    const list = await screen.findByRole('list', { name: text('Taxonomy.Tab.Facets') });
    await within(list).findByText('Taille');
    await view.user.click(screen.getByRole('button', { name: text('Taxonomy.MoveUp', { name: 'Taille' }) }));
    await view.user.click(
      screen.getByRole('checkbox', { name: text('Taxonomy.IsFacet', { name: 'Couleur' }) }),
    );
    await view.user.click(screen.getByRole('button', { name: text('Taxonomy.SaveFacets') }));
    expect(await screen.findByText(text('Taxonomy.FacetsSaved'))).toBeTruthy();
    const sent = view.server.callsTo('PUT', `${MANAGE}/attributes/facets`)[0]?.body as FacetOrder;
    expect(sent.Attributes).toEqual([
      { Id: id(51), Version: 1, IsFacet: true },
      { Id: id(50), Version: 1, IsFacet: false },
    ]);
  });
});
