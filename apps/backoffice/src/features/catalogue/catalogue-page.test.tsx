import { screen, waitFor, within } from '@testing-library/react';
import type { CatalogEditorOptions, ProductEdit, StaffProduct, StaffProductList } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { type FakeRoutes, json, problem, staffUser } from '../../test/fake-api';
import { renderApp, text } from '../../test/render-app';

const ME = 'GET /api/v1/security/me';
/** A whole product form filled field by field: the app's ceiling doubled for a busy machine. */
const FORM_CEILING = 30_000;
const MANAGE = '/api/v1/backoffice/catalog/manage';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const OPTIONS: CatalogEditorOptions = {
  Categories: [{ Id: id(1), Name: 'Lampes' }],
  Brands: [{ Id: id(2), Name: 'Lumen' }],
  Attributes: [
    {
      Id: id(3),
      Key: 'colour',
      Name: 'Couleur',
      DisplayType: 'Square',
      Values: [
        { Id: id(31), Key: 'red', Name: 'Rouge', ColorCode: '#cc0000' },
        { Id: id(32), Key: 'blue', Name: 'Bleu', ColorCode: '#0000cc' },
      ],
    },
  ],
  Warehouses: [{ Id: id(5), Code: 'BRU', Name: 'Bruxelles', IsActive: true }],
};

const LAMP: StaffProduct = {
  Id: id(10),
  Version: 3,
  Reference: 'LAMP-1',
  CategoryId: id(1),
  BrandId: id(2),
  TaxClass: 'standard',
  CurrencyCode: 'EUR',
  Status: 'published',
  Translations: [
    {
      Culture: 'fr',
      Name: 'Lampe Nova',
      Slug: 'lampe-nova',
      ShortDescription: '',
      Description: '',
      SeoTitle: '',
      SeoDescription: '',
      FormerSlugs: [],
    },
  ],
  Variants: [
    {
      Id: id(11),
      Sku: 'LAMP-1-RED',
      Ean: null,
      WeightGrams: null,
      IsAvailable: true,
      UnitPrice: 121,
      UnitPriceTaxExcl: 100,
      Tiers: [],
      MinOrderQuantity: 1,
      OrderQuantityStep: 1,
      MaxOrderQuantity: 0,
      ValueIds: [id(31)],
      Stock: [{ WarehouseId: id(5), Quantity: 4 }],
    },
  ],
  UpdatedAt: '2026-11-20T10:00:00.000Z',
};

const LIST: StaffProductList = {
  Items: [
    {
      Id: LAMP.Id,
      Reference: 'LAMP-1',
      Name: 'Lampe Nova',
      Status: 'published',
      MissingCultures: ['nl', 'es', 'de', 'it', 'pt'],
      VariantCount: 1,
      PriceFrom: 121,
      Version: 3,
      UpdatedAt: LAMP.UpdatedAt,
    },
  ],
  Total: 1,
  Page: 1,
  PageSize: 50,
};

const routesFor = (roles: Parameters<typeof staffUser>[0], extra: FakeRoutes = {}): FakeRoutes => ({
  [ME]: () => json(200, staffUser(roles)),
  [`GET ${MANAGE}/products`]: () => json(200, LIST),
  [`GET ${MANAGE}/options`]: () => json(200, OPTIONS),
  [`GET ${MANAGE}/products/${LAMP.Id}`]: () => json(200, LAMP),
  ...extra,
});

describe('the catalogue area', () => {
  /** Types a whole value at once (pasted), as a staff member pasting it would. */
  async function fill(view: ReturnType<typeof renderApp>, field: HTMLElement, value: string) {
    await view.user.click(field);
    await view.user.paste(value);
  }

  it(
    'lists products with their missing translations at a glance, and checks a new product before sending it',
    async () => {
      const view = renderApp({ url: '/admin/catalogue', routes: routesFor(['catalogue']) });
      const table = await screen.findByRole('table', { name: text('CatalogAdmin.Products') });
      const row = (await within(table).findByText('Lampe Nova')).closest('tr') as HTMLElement;
      expect(
        within(row).getByText(text('CatalogAdmin.Missing', { cultures: 'NL, ES, DE, IT, PT' })),
      ).toBeTruthy();

      await view.user.click(screen.getByRole('button', { name: text('CatalogAdmin.New') }));
      const form = await screen.findByRole('form', { name: text('CatalogAdmin.New') });
      await view.user.click(within(form).getByRole('tab', { name: text('CatalogAdmin.Tab.Prices') }));
      await fill(view, within(form).getByRole('textbox', { name: text('CatalogAdmin.UnitPrice') }), '-5');
      await view.user.click(within(form).getByRole('button', { name: text('CatalogAdmin.AddTier') }));
      await fill(view, within(form).getByRole('textbox', { name: text('CatalogAdmin.TierFrom') }), '1');
      await view.user.click(within(form).getByRole('button', { name: text('CatalogAdmin.Save') }));
      // Nothing sent: the first field in error is shown on its tab, and every tab keeps its messages.
      const reference = await within(form).findByRole('textbox', { name: text('CatalogAdmin.Reference') });
      expect(reference.getAttribute('aria-invalid')).toBe('true');
      await view.user.click(within(form).getByRole('tab', { name: text('CatalogAdmin.Tab.Prices') }));
      expect(
        within(form)
          .getByRole('textbox', { name: text('CatalogAdmin.UnitPrice') })
          .getAttribute('aria-invalid'),
      ).toBe('true');
      expect(within(form).getByText(text('CatalogAdmin.PriceNegative'))).toBeTruthy();
      expect(within(form).getByText(text('CatalogAdmin.TierBelowBase'))).toBeTruthy();
      expect(view.server.callsTo('POST', `${MANAGE}/products`)).toEqual([]);
    },
    FORM_CEILING,
  );

  it(
    'sends a new product, shows the server’s refusal on its tab, then opens the saved product',
    async () => {
      const created: StaffProduct = {
        ...LAMP,
        Id: id(20),
        Version: 1,
        Status: 'unpublished',
        Reference: 'NEW-1',
      };
      let answer: () => Response = () =>
        problem(400, '/problems/validation', { errors: { 'Variants.0.Sku': ['CatalogAdmin.SkuTaken'] } });
      const view = renderApp({
        url: '/admin/catalogue?product=new',
        routes: routesFor(['catalogue'], {
          [`POST ${MANAGE}/products`]: () => answer(),
          [`GET ${MANAGE}/products/${created.Id}`]: () => json(200, created),
        }),
      });
      const form = await screen.findByRole('form', { name: text('CatalogAdmin.New') });
      await fill(view, within(form).getByRole('textbox', { name: text('CatalogAdmin.Reference') }), 'NEW-1');
      await view.user.click(within(form).getByRole('combobox', { name: text('CatalogAdmin.Category') }));
      await view.user.click(await screen.findByRole('option', { name: 'Lampes' }));
      await view.user.click(within(form).getByRole('tab', { name: text('CatalogAdmin.Tab.Translations') }));
      await fill(
        view,
        within(form).getByRole('textbox', { name: text('CatalogAdmin.Name') }),
        'Lampe Éclair',
      );
      await view.user.click(within(form).getByRole('tab', { name: text('CatalogAdmin.Tab.Variants') }));
      await fill(view, within(form).getByRole('textbox', { name: text('CatalogAdmin.Sku') }), 'NEW-1-RED');
      await view.user.click(within(form).getByRole('tab', { name: text('CatalogAdmin.Tab.Prices') }));
      await fill(view, within(form).getByRole('textbox', { name: text('CatalogAdmin.UnitPrice') }), '12,10');
      await view.user.click(within(form).getByRole('button', { name: text('CatalogAdmin.Save') }));
      // The server's refusal opens the tab of the field it names.
      const sku = await within(form).findByRole('textbox', { name: text('CatalogAdmin.Sku') });
      expect(sku.getAttribute('aria-invalid')).toBe('true');
      expect(within(form).getAllByText(text('CatalogAdmin.SkuTaken'))).not.toHaveLength(0);
      const sent = view.server.callsTo('POST', `${MANAGE}/products`)[0]?.body as ProductEdit;
      expect(sent).toMatchObject({
        Reference: 'NEW-1',
        CategoryId: id(1),
        BrandId: null,
        Translations: [{ Culture: 'fr', Name: 'Lampe Éclair', Slug: 'lampe-eclair' }],
        Variants: [{ Sku: 'NEW-1-RED', UnitPrice: 12.1, Tiers: [], ValueIds: [] }],
      });
      expect(sent.Version).toBeUndefined();

      answer = () => json(200, created);
      await view.user.click(within(form).getByRole('button', { name: text('CatalogAdmin.Save') }));
      expect(await screen.findByText(text('CatalogAdmin.Saved'))).toBeTruthy();
      await waitFor(() => expect(view.router.state.location.search).toBe(`?product=${created.Id}`));
      expect(screen.getByRole('button', { name: text('CatalogAdmin.Publish') })).toBeTruthy();
    },
    FORM_CEILING,
  );

  it('shows both versions when someone saved the product meanwhile, and saves over it when asked', async () => {
    const theirs: StaffProduct = {
      ...LAMP,
      Version: 4,
      Translations: [{ ...LAMP.Translations[0]!, Name: 'Lampe Nova argentée' }],
    };
    let puts = 0;
    const view = renderApp({
      url: `/admin/catalogue?product=${LAMP.Id}`,
      routes: routesFor(['admin'], {
        [`PUT ${MANAGE}/products/${LAMP.Id}`]: (request) => {
          puts += 1;
          const edit = request.body as ProductEdit;
          if (edit.Version === 3)
            return problem(409, '/problems/stale-edit', {
              errors: { Version: ['CatalogAdmin.StaleEdit'] },
              YourVersion: 3,
              CurrentVersion: 4,
              Current: theirs,
            });
          return json(200, {
            ...theirs,
            Version: 5,
            Translations: [{ ...theirs.Translations[0]!, Name: edit.Translations[0]!.Name }],
          });
        },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Lampe Nova' });
    await view.user.click(within(form).getByRole('tab', { name: text('CatalogAdmin.Tab.Translations') }));
    const name = within(form).getByRole('textbox', { name: text('CatalogAdmin.Name') });
    await view.user.clear(name);
    await fill(view, name, 'Lampe Nova dorée');
    await view.user.click(within(form).getByRole('button', { name: text('CatalogAdmin.Save') }));

    const dialog = await screen.findByRole('dialog', { name: text('CatalogAdmin.Conflict.Title') });
    expect(
      within(dialog).getByText(text('CatalogAdmin.Conflict.Text', { current: 4, yours: 3 })),
    ).toBeTruthy();
    const row = within(dialog)
      .getByRole('rowheader', { name: `FR · ${text('CatalogAdmin.Name')}` })
      .closest('tr') as HTMLElement;
    expect(within(row).getByText('Lampe Nova dorée')).toBeTruthy();
    expect(within(row).getByText('Lampe Nova argentée')).toBeTruthy();
    // Only what differs is listed.
    expect(within(dialog).queryByRole('rowheader', { name: text('CatalogAdmin.Reference') })).toBeNull();

    await view.user.click(within(dialog).getByRole('button', { name: text('CatalogAdmin.Conflict.Keep') }));
    expect(await screen.findByText(text('CatalogAdmin.Saved'))).toBeTruthy();
    expect(puts).toBe(2);
    const again = view.server.callsTo('PUT', `${MANAGE}/products/${LAMP.Id}`)[1]?.body as
      | ProductEdit
      | undefined;
    expect(again?.Version).toBe(4);
    expect(screen.getByText(text('CatalogAdmin.VersionLabel', { version: 5 }))).toBeTruthy();
  });

  it('takes the saved version when the staff member chooses it', async () => {
    const theirs: StaffProduct = { ...LAMP, Version: 4, Reference: 'LAMP-1B' };
    const view = renderApp({
      url: `/admin/catalogue?product=${LAMP.Id}`,
      routes: routesFor(['catalogue'], {
        [`PUT ${MANAGE}/products/${LAMP.Id}`]: () =>
          problem(409, '/problems/stale-edit', { YourVersion: 3, CurrentVersion: 4, Current: theirs }),
      }),
    });
    const form = await screen.findByRole('form', { name: 'Lampe Nova' });
    await view.user.click(within(form).getByRole('button', { name: text('CatalogAdmin.Save') }));
    const dialog = await screen.findByRole('dialog', { name: text('CatalogAdmin.Conflict.Title') });
    await view.user.click(within(dialog).getByRole('button', { name: text('CatalogAdmin.Conflict.Take') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      (within(form).getByRole('textbox', { name: text('CatalogAdmin.Reference') }) as HTMLInputElement).value,
    ).toBe('LAMP-1B');
    expect(screen.getByText(text('CatalogAdmin.VersionLabel', { version: 4 }))).toBeTruthy();
  });

  it('adds a colour with its swatch, offered to the variants at once', async () => {
    const ochre = { Id: id(33), Key: 'ocre', Name: 'Ocre', ColorCode: '#cc7722' };
    const view = renderApp({
      url: `/admin/catalogue?product=${LAMP.Id}`,
      routes: routesFor(['catalogue'], {
        [`POST ${MANAGE}/attributes/${id(3)}/values`]: () =>
          json(200, {
            ...OPTIONS,
            Attributes: [{ ...OPTIONS.Attributes[0]!, Values: [...OPTIONS.Attributes[0]!.Values, ochre] }],
          }),
      }),
    });
    const form = await screen.findByRole('form', { name: 'Lampe Nova' });
    await view.user.click(within(form).getByRole('tab', { name: text('CatalogAdmin.Tab.Variants') }));
    const label = text('CatalogAdmin.AddValue', { attribute: 'Couleur' });
    await view.user.click(within(form).getByRole('button', { name: label }));
    const group = within(form).getByRole('group', { name: label });
    await fill(view, within(group).getByLabelText(new RegExp(text('CatalogAdmin.ValueName'))), 'Ocre');
    await view.user.click(within(group).getByRole('button', { name: text('CatalogAdmin.Save') }));
    expect(await within(form).findByText(text('CatalogAdmin.ValueAdded', { value: 'Ocre' }))).toBeTruthy();
    expect(view.server.callsTo('POST', `${MANAGE}/attributes/${id(3)}/values`)[0]?.body).toEqual({
      Key: 'ocre',
      ColorCode: '#888888',
      Names: [{ Culture: 'fr', Name: 'Ocre' }],
    });
    await view.user.click(within(form).getByRole('combobox', { name: 'Couleur' }));
    expect(await screen.findByRole('option', { name: 'Ocre' })).toBeTruthy();
  });

  it('shows a product’s stock ledger and audit trail in the staff member’s language', async () => {
    const view = renderApp({
      url: `/admin/catalogue?product=${LAMP.Id}`,
      routes: routesFor(['sales'], {
        [`GET ${MANAGE}/products/${LAMP.Id}/stock-movements`]: () =>
          json(200, [
            {
              Id: id(90),
              VariantId: id(11),
              WarehouseId: id(5),
              Delta: -2,
              QuantityAfter: 4,
              Reason: 'Casse',
              ActorId: id(7),
              ActorName: 'Claire Stock (claire@shop.example)',
              CreatedAt: '2026-11-21T09:30:00.000Z',
            },
          ]),
        [`GET ${MANAGE}/products/${LAMP.Id}/audit`]: () =>
          json(200, [
            {
              Action: 'published',
              Version: 3,
              ActorId: id(7),
              ActorName: 'Claire Stock (claire@shop.example)',
              Changes: { Status: ['unpublished', 'published'] },
              CreatedAt: '2026-11-20T10:00:00.000Z',
            },
            {
              Action: 'made-up',
              Version: null,
              ActorId: null,
              ActorName: null,
              Changes: {},
              CreatedAt: '2026-11-19T10:00:00.000Z',
            },
          ]),
      }),
    });
    const form = await screen.findByRole('form', { name: 'Lampe Nova' });
    await view.user.click(within(form).getByRole('tab', { name: text('CatalogHistory.Tab') }));
    const ledger = await screen.findByRole('table', { name: text('CatalogHistory.StockLedger') });
    const move = within(ledger).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(move)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1),
    ).toEqual(['LAMP-1-RED', 'Bruxelles', '-2', '4', 'Casse', 'Claire Stock (claire@shop.example)']);
    const trail = await screen.findByRole('table', { name: text('CatalogHistory.AuditTrail') });
    const [published, unknown] = within(trail).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(published!).getByText(text('CatalogHistory.Action.published'))).toBeTruthy();
    expect(within(published!).getByText('Status')).toBeTruthy();
    expect(within(unknown!).getByText('made-up')).toBeTruthy();
    expect(within(unknown!).getByText(text('CatalogHistory.System'))).toBeTruthy();
  });

  it('lets sales read a product without changing it', async () => {
    const view = renderApp({ url: `/admin/catalogue?product=${LAMP.Id}`, routes: routesFor(['sales']) });
    const form = await screen.findByRole('form', { name: 'Lampe Nova' });
    expect(within(form).getByText(text('CatalogAdmin.ReadOnly'))).toBeTruthy();
    expect(
      (within(form).getByRole('textbox', { name: text('CatalogAdmin.Reference') }) as HTMLInputElement)
        .disabled,
    ).toBe(true);
    expect(within(form).queryByRole('button', { name: text('CatalogAdmin.Save') })).toBeNull();
    await view.user.click(within(form).getByRole('tab', { name: text('CatalogAdmin.Tab.Stock') }));
    expect(within(form).getByRole('table', { name: text('CatalogAdmin.InStock') }).textContent).toContain(
      '4',
    );
    expect(within(form).queryByRole('button', { name: text('CatalogAdmin.Adjust') })).toBeNull();
  });
});
