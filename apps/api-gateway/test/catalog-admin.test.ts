import {
  CatalogAuditEntrySchema,
  CatalogEditorOptionsSchema,
  CatalogListResponseSchema,
  DegressivePriceSchema,
  PROBLEM_TYPES,
  ProductDetailSchema,
  type ProductEdit,
  type StaffProduct,
  StaffProductListSchema,
  StaffProductSchema,
  StockMovementSchema,
} from '@vitrine/api-client';
import {
  catalogAudit,
  orderLines,
  orders,
  products,
  productVariants,
  stockMovements,
  users,
} from '@vitrine/db';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/security/passwords';
import { ATTR, CAT, insertCatalogFixture, slugOf, uid, VAL, WH } from './fixtures/catalog';
import {
  databaseTargets,
  expectProblem,
  expectTranslatedErrors,
  startTestApp,
  type TestApp,
  type TestBrowser,
} from './helpers';
import { readMailbox } from './mailbox';

const MANAGE = '/api/v1/backoffice/catalog/manage';
const PRODUCTS = `${MANAGE}/products`;

/** A product in two cultures with two colours and two sizes, one tier on the first variant. */
const lanternEdit = (): ProductEdit => ({
  Reference: 'LANT-001',
  CategoryId: CAT.lamps,
  BrandId: null,
  TaxClass: 'standard',
  Translations: [
    {
      Culture: 'fr',
      Name: 'Lanterne Zéphyrine',
      Slug: 'lanterne-zephyrine',
      ShortDescription: 'Une lanterne en laiton',
      Description: 'Premier paragraphe <script>alert(1)</script>\n\nSecond & dernier',
      SeoTitle: 'Lanterne en laiton',
      SeoDescription: 'Une lanterne pour le jardin',
    },
    { Culture: 'nl', Name: 'Lantaarn Zefirine', Slug: 'lantaarn-zefirine' },
  ],
  Variants: [
    {
      Sku: 'LANT-RED-S',
      Ean: '5412345678908',
      WeightGrams: 800,
      UnitPrice: 121,
      Tiers: [{ MinQuantity: 10, UnitPrice: 96.8 }],
      ValueIds: [VAL.red, VAL.s],
    },
    { Sku: 'LANT-RED-M', UnitPrice: 133.1, ValueIds: [VAL.red, VAL.m] },
    { Sku: 'LANT-BLUE-S', UnitPrice: 121, ValueIds: [VAL.blue, VAL.s] },
    { Sku: 'LANT-BLUE-M', UnitPrice: 133.1, ValueIds: [VAL.blue, VAL.m] },
  ],
});

describe.each(databaseTargets)('catalogue editing API on $name', ({ url }) => {
  let t: TestApp;
  const people = {
    customer: { email: 'ca-shopper@test.example', id: uid(9101), roles: ['customer'] as const },
    editor: { email: 'ca-editor@test.example', id: uid(9102), roles: ['editor'] as const },
    sales: { email: 'ca-sales@test.example', id: uid(9103), roles: ['sales'] as const },
    catalogue: { email: 'ca-catalogue@test.example', id: uid(9104), roles: ['catalogue'] as const },
    admin: { email: 'ca-boss@test.example', id: uid(9105), roles: ['admin'] as const },
  };
  const password = 'staff-password-123';
  const browsers = new Map<string, TestBrowser>();
  const as = (who: keyof typeof people) => {
    const browser = browsers.get(who);
    if (!browser) throw new Error(`${who} is not signed in`);
    return browser;
  };
  const ok = <T>(response: LightMyRequestResponse, schema: { parse(value: unknown): T }): T => {
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    return schema.parse(response.json());
  };
  const productCount = async () =>
    Number((await t.app.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`)).rows[0]?.n);
  /** The edit a saved product's answer makes again (what the editor sends back). */
  const editOf = (product: StaffProduct): ProductEdit => ({
    Version: product.Version,
    Reference: product.Reference,
    CategoryId: product.CategoryId,
    BrandId: product.BrandId,
    TaxClass: product.TaxClass,
    Translations: product.Translations.map(({ FormerSlugs: _, ...translation }) => translation),
    Variants: product.Variants.map(({ Stock: _, UnitPriceTaxExcl: __, Tiers, ...variant }) => ({
      ...variant,
      Tiers: Tiers.map((tier) => ({ MinQuantity: tier.MinQuantity, UnitPrice: tier.UnitPrice })),
    })),
  });
  const search = async (q: string, filter?: object) =>
    ok(
      await t.browser().request({
        method: 'GET',
        url: `/api/v1/catalog/fr/products?q=${encodeURIComponent(q)}${
          filter ? `&filter=${encodeURIComponent(JSON.stringify(filter))}` : ''
        }`,
      }),
      CatalogListResponseSchema,
    );
  const listing = async (filter: object) =>
    ok(
      await t.browser().request({
        method: 'GET',
        url: `/api/v1/catalog/fr/products?pageSize=96&filter=${encodeURIComponent(JSON.stringify(filter))}`,
      }),
      CatalogListResponseSchema,
    );

  let lantern: StaffProduct;

  beforeAll(async () => {
    t = await startTestApp(url, { LOGIN_RATE_LIMIT: '1000' });
    await insertCatalogFixture(t.app.db, t.app.storage);
    const hash = await hashPassword(password);
    for (const [name, who] of Object.entries(people)) {
      await t.app.db
        .insert(users)
        .values({ id: who.id, email: who.email, passwordHash: hash, roles: [...who.roles] });
      const browser = t.browser();
      const response = await browser.signIn(who.email, password);
      if (response.statusCode !== 200) throw new Error(`sign-in of ${name}: ${response.body}`);
      browsers.set(name, browser);
    }
  });

  afterAll(async () => {
    await t?.close();
  });

  it('lets only catalogue staff and admins change products; editors and sales read; customers and visitors neither', async () => {
    const expected = {
      customer: { read: 403, write: 403 },
      editor: { read: 200, write: 403 },
      sales: { read: 200, write: 403 },
      catalogue: { read: 200, write: 400 },
      admin: { read: 200, write: 400 },
    } as const;
    for (const [who, statuses] of Object.entries(expected)) {
      const browser = as(who as keyof typeof people);
      const read = await browser.request({ method: 'GET', url: PRODUCTS });
      expect(read.statusCode, `${who} reads`).toBe(statuses.read);
      // An empty body: those who may write reach the validation; the others are stopped before.
      const write = await browser.send('POST', PRODUCTS, {});
      expect(write.statusCode, `${who} writes`).toBe(statuses.write);
      const stock = await browser.send('POST', `${PRODUCTS}/${uid(100 + 1)}/variants/${uid(1010)}/stock`, {
        WarehouseId: WH.brussels,
        Quantity: 1,
        Reason: 'count',
      });
      expect(stock.statusCode, `${who} moves stock`).toBe(statuses.write === 403 ? 403 : 200);
    }
    const visitor = await t.browser().request({ method: 'GET', url: PRODUCTS });
    expect(visitor.statusCode).toBe(401);
    // Editors keep the photos.
    const photos = await as('editor').request({ method: 'GET', url: '/api/v1/backoffice/catalog/products' });
    expect(photos.statusCode).toBe(200);
  });

  it('creates a product unpublished, with the tax-exclusive prices derived from its tax class and the description escaped', async () => {
    const before = await productCount();
    lantern = ok(await as('catalogue').send('POST', PRODUCTS, lanternEdit()), StaffProductSchema);
    expect(await productCount()).toBe(before + 1);
    expect(lantern.Version).toBe(1);
    expect(lantern.Status).toBe('unpublished');
    expect(lantern.Translations.map((translation) => translation.Culture)).toEqual(['fr', 'nl']);
    const [redS] = lantern.Variants;
    // 121.00 at the shop country's standard 21 %: 100.00 without tax; the tier likewise.
    expect(redS?.UnitPriceTaxExcl).toBe(100);
    expect(redS?.Tiers).toEqual([{ MinQuantity: 10, UnitPrice: 96.8, UnitPriceTaxExcl: 80 }]);
    expect(redS?.Ean).toBe('5412345678908');
    expect(redS?.WeightGrams).toBe(800);
    expect(redS?.ValueIds.sort()).toEqual([VAL.red, VAL.s].sort());
    const fr = lantern.Translations.find((translation) => translation.Culture === 'fr');
    expect(fr?.Description).toBe('Premier paragraphe <script>alert(1)</script>\n\nSecond & dernier');
    const [stored] = (
      await t.app.db.execute<{ html: string }>(
        sql`SELECT description_html AS html FROM product_translations WHERE product_id = ${lantern.Id} AND culture = 'fr'`,
      )
    ).rows;
    expect(stored?.html).toBe(
      '<p>Premier paragraphe &lt;script&gt;alert(1)&lt;/script&gt;</p><p>Second &amp; dernier</p>',
    );
    const [priceFrom] = await t.app.db
      .select({ priceFrom: products.priceFrom })
      .from(products)
      .where(eq(products.id, lantern.Id));
    expect(priceFrom?.priceFrom).toBe('121.00');
    // An unpublished product is nowhere in the shop.
    expect((await search('zephyrine')).TotalCount).toBe(0);

    // A reduced-rate product derives its exclusive price at the reduced rate (6 % in Belgium).
    const reduced = ok(
      await as('admin').send('POST', PRODUCTS, {
        ...lanternEdit(),
        Reference: 'BOOK-001',
        TaxClass: 'reduced',
        Translations: [{ Culture: 'fr', Name: 'Livre', Slug: 'livre-de-jardin' }],
        Variants: [{ Sku: 'BOOK-1', UnitPrice: 10.6 }],
      }),
      StaffProductSchema,
    );
    expect(reduced.Variants[0]?.UnitPriceTaxExcl).toBe(10);
  });

  it('sets stock per warehouse through adjustments recorded with their reason and who made them', async () => {
    const variant = lantern.Variants[0]!;
    const stock = (warehouseId: string, Quantity: number, Reason = 'Réception') =>
      as('catalogue').send('POST', `${PRODUCTS}/${lantern.Id}/variants/${variant.Id}/stock`, {
        WarehouseId: warehouseId,
        Quantity,
        Reason,
      });
    ok(await stock(WH.brussels, 12), StaffProductSchema);
    const after = ok(await stock(WH.lyon, 5), StaffProductSchema);
    ok(await stock(WH.brussels, 9, 'Casse'), StaffProductSchema);
    expect(after.Variants[0]?.Stock.sort((a, b) => a.WarehouseId.localeCompare(b.WarehouseId))).toEqual([
      { WarehouseId: WH.brussels, Quantity: 12 },
      { WarehouseId: WH.lyon, Quantity: 5 },
    ]);
    const ledger = ok(
      await as('sales').request({ method: 'GET', url: `${PRODUCTS}/${lantern.Id}/stock-movements` }),
      StockMovementSchema.array(),
    );
    expect(ledger.map((row) => [row.WarehouseId, row.Delta, row.QuantityAfter, row.Reason])).toEqual([
      [WH.brussels, -3, 9, 'Casse'],
      [WH.lyon, 5, 5, 'Réception'],
      [WH.brussels, 12, 12, 'Réception'],
    ]);
    expect(
      ledger.every(
        (row) => row.ActorId === people.catalogue.id && row.ActorName?.includes(people.catalogue.email),
      ),
    ).toBe(true);

    const moves = async () => (await t.app.db.select().from(stockMovements)).length;
    const count = await moves();
    const negative = expectProblem(await stock(WH.brussels, -1), 400);
    expect(negative.errors?.Quantity).toEqual(['CatalogAdmin.StockNegative']);
    const noReason = expectProblem(await stock(WH.brussels, 3, '  '), 400);
    expect(Object.keys(noReason.errors ?? {})).toEqual(['Reason']);
    const unknown = expectProblem(await stock(uid(59), 3), 400);
    expect(unknown.errors?.WarehouseId).toEqual(['CatalogAdmin.WarehouseUnknown']);
    expectProblem(
      await as('catalogue').send('POST', `${PRODUCTS}/${lantern.Id}/variants/${uid(1010)}/stock`, {
        WarehouseId: WH.brussels,
        Quantity: 3,
        Reason: 'x',
      }),
      404,
    );
    expect(await moves()).toBe(count);
  });

  it('publishes: the product is found by search and by its facet at once, and its page shows the tier', async () => {
    const published = ok(
      await as('catalogue').send('PUT', `${PRODUCTS}/${lantern.Id}/status`, {
        Status: 'published',
        Version: lantern.Version,
      }),
      StaffProductSchema,
    );
    expect(published.Status).toBe('published');
    expect(published.Version).toBe(lantern.Version + 1);
    lantern = published;
    const found = await search('zephyrine');
    expect(found.Items.map((item) => item.ProductId)).toEqual([lantern.Id]);
    const red = await listing({ ProductAttributes: { [ATTR.colour]: [VAL.red] } });
    expect(red.Items.map((item) => item.ProductId)).toContain(lantern.Id);
    const colour = red.Facets.ProductAttributes.find((facet) => facet.AttributeId === ATTR.colour);
    expect(colour?.Values.find((value) => value.ProductAttributeValueId === VAL.red)?.Count).toBeGreaterThan(
      0,
    );
    const page = ok(
      await t
        .browser()
        .request({ method: 'GET', url: '/api/v1/catalog/nl/products/by-slug?slug=lantaarn-zefirine' }),
      ProductDetailSchema,
    );
    expect(page.ProductId).toBe(lantern.Id);
    const fr = ok(
      await t
        .browser()
        .request({ method: 'GET', url: '/api/v1/catalog/fr/products/by-slug?slug=lanterne-zephyrine' }),
      ProductDetailSchema,
    );
    expect([fr.SeoTitle, fr.SeoDescription]).toEqual(['Lanterne en laiton', 'Une lanterne pour le jardin']);
    expect(fr.DescriptionHtml).toBe(
      '<p>Premier paragraphe &lt;script&gt;alert(1)&lt;/script&gt;</p><p>Second &amp; dernier</p>',
    );
    const tiers = ok(
      await t.browser().request({
        method: 'GET',
        url: `/api/v1/catalog/widgets/degressiveprice?productVariantId=${lantern.Variants[0]?.Id}`,
      }),
      DegressivePriceSchema,
    );
    expect(tiers.Tiers.map((tier) => [tier.MinQuantity, tier.UnitPriceTaxIncl])).toEqual([
      [1, 121],
      [10, 96.8],
    ]);
    // The sitemap lists it too.
    const sitemap = await t.browser().request({ method: 'GET', url: '/sitemap-products-1.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('lanterne-zephyrine');
  });

  it('a stock rise made by staff sends the back-in-stock notices of the variant, once', async () => {
    const variant = lantern.Variants[1]!;
    expect(variant.Stock.every((entry) => entry.Quantity === 0)).toBe(true);
    const subscribed = await as('customer').send('POST', '/api/v1/catalog/stocknotifications/subscribe', {
      Culture: 'fr',
      ProductId: lantern.Id,
      ProductVariantId: variant.Id,
    });
    expect(subscribed.statusCode).toBe(201);
    const drainJobs = async () => {
      for (let round = 0; round < 10; round += 1) {
        const report = await t.app.jobs.runDue({ limit: 100 });
        if (report.done + report.retried + report.failed === 0) return;
      }
    };
    const noticesTo = async () =>
      (await readMailbox(t.config.dataDir)).filter(
        (message) => message.to.includes(people.customer.email) && (message.text ?? '').includes(variant.Sku),
      );
    await drainJobs();
    expect(await noticesTo()).toHaveLength(0);

    const adjust = (Quantity: number) =>
      as('catalogue').send('POST', `${PRODUCTS}/${lantern.Id}/variants/${variant.Id}/stock`, {
        WarehouseId: WH.lyon,
        Quantity,
        Reason: 'Réception',
      });
    ok(await adjust(4), StaffProductSchema);
    await drainJobs();
    expect(await noticesTo()).toHaveLength(1);
    // A second rise of a variant already in stock is no restock: nobody is told again.
    ok(await adjust(6), StaffProductSchema);
    await drainJobs();
    expect(await noticesTo()).toHaveLength(1);
    // The variant goes back to none; the later tests start from the product as it now is.
    lantern = ok(await adjust(0), StaffProductSchema);
  });

  it('refuses every bad input with a message per field, writing nothing', async () => {
    const before = await productCount();
    const [existingSku] = await t.app.db.select({ sku: productVariants.sku }).from(productVariants).limit(1);
    const cases: [string, (edit: ProductEdit) => void, string, string][] = [
      [
        'a SKU another product has',
        (e) => (e.Variants[0]!.Sku = existingSku!.sku),
        'Variants.0.Sku',
        'CatalogAdmin.SkuTaken',
      ],
      [
        'a SKU twice',
        (e) => (e.Variants[1]!.Sku = e.Variants[0]!.Sku),
        'Variants.1.Sku',
        'CatalogAdmin.SkuTaken',
      ],
      [
        'a slug another product has',
        (e) => (e.Translations[0]!.Slug = slugOf('Chaise Oslo')),
        'Translations.0.Slug',
        'CatalogAdmin.SlugTaken',
      ],
      [
        'a tier below the base quantity',
        (e) => {
          e.Variants[0]!.Tiers = [{ MinQuantity: 2, UnitPrice: 1 }];
          e.Variants[0]!.MinOrderQuantity = 2;
        },
        'Variants.0.Tiers.0.MinQuantity',
        'CatalogAdmin.TierBelowBase',
      ],
      [
        'a negative price',
        (e) => (e.Variants[0]!.UnitPrice = -1),
        'Variants.0.UnitPrice',
        'CatalogAdmin.PriceNegative',
      ],
      [
        'a negative tier price',
        (e) => (e.Variants[0]!.Tiers = [{ MinQuantity: 5, UnitPrice: -0.5 }]),
        'Variants.0.Tiers.0.UnitPrice',
        'CatalogAdmin.PriceNegative',
      ],
      [
        'a variant without its attributes',
        (e) => (e.Variants[3]!.ValueIds = [VAL.blue]),
        'Variants.3.ValueIds',
        'CatalogAdmin.VariantAttributesMissing',
      ],
      [
        'variants without any attribute',
        (e) => {
          for (const variant of e.Variants) variant.ValueIds = [];
        },
        'Variants.0.ValueIds',
        'CatalogAdmin.VariantAttributesMissing',
      ],
      [
        'two variants of the same values',
        (e) => (e.Variants[1]!.ValueIds = [VAL.red, VAL.s]),
        'Variants.1.ValueIds',
        'CatalogAdmin.VariantTwice',
      ],
      [
        'an unknown value',
        (e) => (e.Variants[0]!.ValueIds = [uid(49), VAL.s]),
        'Variants.0.ValueIds',
        'CatalogAdmin.ValueUnknown',
      ],
      [
        'a slug with a space',
        (e) => (e.Translations[0]!.Slug = 'lanterne rouge'),
        'Translations.0.Slug',
        'CatalogAdmin.SlugInvalid',
      ],
      [
        'a slug with a slash',
        (e) => (e.Translations[0]!.Slug = 'lanterne/rouge'),
        'Translations.0.Slug',
        'CatalogAdmin.SlugInvalid',
      ],
      [
        'a slug with a question mark',
        (e) => (e.Translations[0]!.Slug = 'lanterne?'),
        'Translations.0.Slug',
        'CatalogAdmin.SlugInvalid',
      ],
      [
        'a slug with a percent sign',
        (e) => (e.Translations[0]!.Slug = '100%-laiton'),
        'Translations.0.Slug',
        'CatalogAdmin.SlugInvalid',
      ],
      [
        'a slug with capitals',
        (e) => (e.Translations[0]!.Slug = 'Lanterne'),
        'Translations.0.Slug',
        'CatalogAdmin.SlugInvalid',
      ],
      [
        'one culture twice',
        (e) => (e.Translations[1]!.Culture = 'fr'),
        'Translations.1.Culture',
        'CatalogAdmin.CultureTwice',
      ],
      ['an unknown category', (e) => (e.CategoryId = uid(9)), 'CategoryId', 'CatalogAdmin.CategoryUnknown'],
      [
        'a reference another product has',
        (e) => (e.Reference = 'LANT-001'),
        'Reference',
        'CatalogAdmin.ReferenceTaken',
      ],
      ['a bad EAN', (e) => (e.Variants[0]!.Ean = '12345'), 'Variants.0.Ean', 'CatalogAdmin.EanInvalid'],
      [
        'a maximum below the minimum',
        (e) => {
          e.Variants[0]!.MinOrderQuantity = 5;
          e.Variants[0]!.MaxOrderQuantity = 2;
          e.Variants[0]!.Tiers = [];
        },
        'Variants.0.MaxOrderQuantity',
        'CatalogAdmin.MaxBelowMin',
      ],
      ['no variant', (e) => (e.Variants = []), 'Variants', 'CatalogAdmin.VariantRequired'],
      ['no translation', (e) => (e.Translations = []), 'Translations', 'CatalogAdmin.TranslationRequired'],
    ];
    for (const [label, change, field, key] of cases) {
      const edit = lanternEdit();
      edit.Reference = 'LANT-NEW';
      edit.Translations[0]!.Slug = 'lanterne-neuve';
      edit.Translations[1]!.Slug = 'lantaarn-nieuw';
      for (const [i, variant] of edit.Variants.entries()) variant.Sku = `NEW-${i}`;
      change(edit);
      const problem = expectProblem(await as('catalogue').send('POST', PRODUCTS, edit), 400);
      expect(problem.errors?.[field], `${label}: ${JSON.stringify(problem.errors)}`).toContain(key);
      expectTranslatedErrors(problem.errors);
    }
    // The same refusals on a change of an existing product leave it as it was.
    const edit = editOf(lantern);
    edit.Variants[0]!.UnitPrice = 1;
    edit.Variants[1]!.Sku = existingSku!.sku;
    expectProblem(await as('catalogue').send('PUT', `${PRODUCTS}/${lantern.Id}`, edit), 400);
    const unchanged = ok(
      await as('catalogue').request({ method: 'GET', url: `${PRODUCTS}/${lantern.Id}` }),
      StaffProductSchema,
    );
    expect(unchanged).toEqual(lantern);
    expect(await productCount()).toBe(before);
  });

  it('refuses a save made over someone else’s newer save, with both versions', async () => {
    const first = editOf(lantern);
    const second = editOf(lantern);
    first.Translations[0]!.Name = 'Lanterne Zéphyrine dorée';
    second.Translations[0]!.Name = 'Lanterne Zéphyrine argentée';
    const saved = ok(
      await as('catalogue').send('PUT', `${PRODUCTS}/${lantern.Id}`, first),
      StaffProductSchema,
    );
    expect(saved.Version).toBe(lantern.Version + 1);
    const refused = await as('admin').send('PUT', `${PRODUCTS}/${lantern.Id}`, second);
    const problem = expectProblem(refused, 409, PROBLEM_TYPES.staleEdit);
    const body = refused.json<{ YourVersion: number; CurrentVersion: number; Current: unknown }>();
    expect(body.YourVersion).toBe(lantern.Version);
    expect(body.CurrentVersion).toBe(saved.Version);
    expect(StaffProductSchema.parse(body.Current).Translations[0]?.Name).toBe('Lanterne Zéphyrine dorée');
    expectTranslatedErrors(problem.errors);
    // A status change from the old version is refused the same way.
    expectProblem(
      await as('admin').send('PUT', `${PRODUCTS}/${lantern.Id}/status`, {
        Status: 'unpublished',
        Version: lantern.Version,
      }),
      409,
      PROBLEM_TYPES.staleEdit,
    );
    // Two saves at the same moment from the same version: one wins, the other is told.
    const a = editOf(saved);
    const b = editOf(saved);
    a.Variants[0]!.UnitPrice = 125;
    b.Variants[0]!.UnitPrice = 126;
    const answers = await Promise.all([
      as('catalogue').send('PUT', `${PRODUCTS}/${lantern.Id}`, a),
      as('admin').send('PUT', `${PRODUCTS}/${lantern.Id}`, b),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    lantern = ok(
      await as('sales').request({ method: 'GET', url: `${PRODUCTS}/${lantern.Id}` }),
      StaffProductSchema,
    );
    expect(lantern.Version).toBe(saved.Version + 1);
  });

  it('renames a slug: the old address resolves to the product under its new slug, and search finds the new name', async () => {
    const edit = editOf(lantern);
    edit.Translations[1]!.Slug = 'lantaarn-zefirine-messing';
    edit.Translations[1]!.Name = 'Lantaarn Messing';
    const renamed = ok(
      await as('catalogue').send('PUT', `${PRODUCTS}/${lantern.Id}`, edit),
      StaffProductSchema,
    );
    expect(renamed.Translations.find((translation) => translation.Culture === 'nl')?.FormerSlugs).toEqual([
      'lantaarn-zefirine',
    ]);
    const old = ok(
      await t
        .browser()
        .request({ method: 'GET', url: '/api/v1/catalog/nl/products/by-slug?slug=lantaarn-zefirine' }),
      ProductDetailSchema,
    );
    expect(old.ProductId).toBe(lantern.Id);
    expect(old.Slug).toBe('lantaarn-zefirine-messing');
    const nl = ok(
      await t.browser().request({ method: 'GET', url: '/api/v1/catalog/nl/products?q=messing' }),
      CatalogListResponseSchema,
    );
    expect(nl.Items.map((item) => item.ProductId)).toEqual([lantern.Id]);
    lantern = renamed;
  });

  it('removes a variant, keeps one an order refers to as unavailable, archives and lists products by status and missing translation', async () => {
    // An order of the blue S: that variant can no longer be deleted.
    const blueS = lantern.Variants.find((variant) => variant.Sku === 'LANT-BLUE-S')!;
    const [order] = await t.app.db
      .insert(orders)
      .values({
        number: 'CA-1',
        email: 'ada@example.com',
        culture: 'fr',
        currencyCode: 'EUR',
        taxCountryCode: 'BE',
        subtotal: '121.00',
        discount: '0.00',
        shipping: '0.00',
        tax: '21.00',
        totalTaxIncl: '121.00',
        totalTaxExcl: '100.00',
      })
      .returning();
    await t.app.db.insert(orderLines).values({
      orderId: order!.id,
      position: 1,
      variantId: blueS.Id,
      productId: lantern.Id,
      sku: blueS.Sku,
      name: 'Lanterne',
      quantity: 1,
      unitPriceTaxIncl: '121.00',
      taxRate: '21',
      discount: '0.00',
      tax: '21.00',
      totalTaxIncl: '121.00',
    });
    const edit = editOf(lantern);
    edit.Variants = edit.Variants.filter((variant) => !['LANT-BLUE-M', 'LANT-BLUE-S'].includes(variant.Sku));
    const fewer = ok(
      await as('catalogue').send('PUT', `${PRODUCTS}/${lantern.Id}`, edit),
      StaffProductSchema,
    );
    expect(fewer.Variants.map((variant) => [variant.Sku, variant.IsAvailable])).toEqual([
      ['LANT-RED-S', true],
      ['LANT-RED-M', true],
      ['LANT-BLUE-S', false],
    ]);

    const list = async (query: string) =>
      ok(await as('sales').request({ method: 'GET', url: `${PRODUCTS}?${query}` }), StaffProductListSchema);
    const missingDe = await list('missing=de&q=lant');
    expect(missingDe.Items.map((item) => item.Id)).toEqual([lantern.Id]);
    expect(missingDe.Items[0]?.MissingCultures).toEqual(['es', 'de', 'it', 'pt']);
    expect((await list('missing=nl&q=lant')).Items).toEqual([]);
    expect((await list('status=published&q=LANT-001')).Items.map((item) => item.Id)).toEqual([lantern.Id]);

    const archived = ok(
      await as('catalogue').send('PUT', `${PRODUCTS}/${lantern.Id}/status`, {
        Status: 'archived',
        Version: fewer.Version,
      }),
      StaffProductSchema,
    );
    expect(archived.Status).toBe('archived');
    expect((await search('zephyrine')).TotalCount).toBe(0);
    expect((await list('status=archived')).Items.map((item) => item.Id)).toEqual([lantern.Id]);
    expect((await list('status=published&q=LANT-001')).Items).toEqual([]);
    // Kept, with its variants: orders keep pointing at them.
    expect(
      (await t.app.db.select().from(productVariants).where(eq(productVariants.productId, lantern.Id))).length,
    ).toBeGreaterThan(0);
    lantern = archived;
  });

  it('keeps an audit trail of who changed what', async () => {
    const trail = ok(
      await as('editor').request({ method: 'GET', url: `${PRODUCTS}/${lantern.Id}/audit` }),
      CatalogAuditEntrySchema.array(),
    );
    expect(trail.map((entry) => entry.Action).reverse()).toEqual([
      'create',
      'published',
      'update',
      'update',
      'update',
      'update',
      'archived',
    ]);
    const rename = trail.find((entry) => JSON.stringify(entry.Changes).includes('lantaarn-zefirine-messing'));
    expect(rename?.ActorId).toBe(people.catalogue.id);
    expect(Object.keys(rename?.Changes ?? {})).toEqual(['Translations']);
    expect((await t.app.db.select().from(catalogAudit)).length).toBeGreaterThanOrEqual(trail.length);
  });

  it('offers the editor its choices, and adds a colour with its swatch', async () => {
    const options = ok(
      await as('catalogue').request({ method: 'GET', url: `${MANAGE}/options?culture=fr` }),
      CatalogEditorOptionsSchema,
    );
    expect(options.Warehouses.map((warehouse) => warehouse.Id)).toContain(WH.brussels);
    expect(
      options.Attributes.find((attribute) => attribute.Id === ATTR.colour)?.Values.length,
    ).toBeGreaterThan(0);
    const added = ok(
      await as('catalogue').send('POST', `${MANAGE}/attributes/${ATTR.colour}/values?culture=nl`, {
        Key: 'ochre',
        ColorCode: '#cc7722',
        Names: [
          { Culture: 'fr', Name: 'Ocre' },
          { Culture: 'nl', Name: 'Oker' },
        ],
      }),
      CatalogEditorOptionsSchema,
    );
    expect(added.Attributes.find((attribute) => attribute.Id === ATTR.colour)?.Values).toContainEqual(
      expect.objectContaining({ Key: 'ochre', Name: 'Oker', ColorCode: '#cc7722' }),
    );
    const twice = expectProblem(
      await as('catalogue').send('POST', `${MANAGE}/attributes/${ATTR.colour}/values`, {
        Key: 'ochre',
        ColorCode: '#cc7722',
        Names: [{ Culture: 'fr', Name: 'Ocre' }],
      }),
      400,
    );
    expect(twice.errors?.Key).toEqual(['CatalogAdmin.KeyTaken']);
    expect(
      expectProblem(
        await as('catalogue').send('POST', `${MANAGE}/attributes/${ATTR.colour}/values`, {
          Key: 'bad',
          ColorCode: 'red',
          Names: [{ Culture: 'fr', Name: 'Rouge' }],
        }),
        400,
      ).errors?.ColorCode,
    ).toEqual(['CatalogAdmin.ColorInvalid']);
    expectProblem(await as('editor').send('POST', `${MANAGE}/attributes/${ATTR.colour}/values`, {}), 403);
  });
});
