import {
  BulkPricePreviewSchema,
  BulkPriceResultSchema,
  CATALOG_CSV_BATCH_ROWS,
  CATALOG_CSV_MAX_ROWS,
  type CatalogCsvReport,
  CatalogCsvReportSchema,
} from '@vitrine/api-client';
import { stockNotifications, users } from '@vitrine/db';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/security/passwords';
import { CAT, insertCatalogFixture, uid, V } from './fixtures/catalog';
import { catalogFile, csvHeader, csvText, productRow } from './fixtures/catalog-csv';
import {
  databaseTargets,
  expectProblem,
  expectTranslatedErrors,
  startTestApp,
  type TestApp,
  type TestBrowser,
} from './helpers';

const MANAGE = '/api/v1/backoffice/catalog/manage';
const IMPORT = `${MANAGE}/csv/import`;
const EXPORT = `${MANAGE}/csv/export`;

/** A multipart/form-data body with one `file` part, as the back office sends it. */
async function filePart(content: string | Uint8Array, name = 'catalogue.csv') {
  const form = new FormData();
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'text/csv' }), name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

describe.each(databaseTargets)('catalogue CSV and bulk prices on $name', ({ url }) => {
  let t: TestApp;
  const people = {
    customer: { email: 'csv-shopper@test.example', id: uid(9201), roles: ['customer'] as const },
    editor: { email: 'csv-editor@test.example', id: uid(9202), roles: ['editor'] as const },
    sales: { email: 'csv-sales@test.example', id: uid(9203), roles: ['sales'] as const },
    catalogue: { email: 'csv-catalogue@test.example', id: uid(9204), roles: ['catalogue'] as const },
    admin: { email: 'csv-boss@test.example', id: uid(9205), roles: ['admin'] as const },
  };
  const browsers = new Map<string, TestBrowser>();
  const as = (who: keyof typeof people) => {
    const browser = browsers.get(who);
    if (!browser) throw new Error(`${who} is not signed in`);
    return browser;
  };

  const upload = async (
    content: string | Uint8Array,
    { dryRun, who = 'catalogue' }: { dryRun: boolean; who?: keyof typeof people },
  ) => {
    const browser = as(who);
    const { payload, contentType } = await filePart(content);
    return browser.request({
      method: 'POST',
      url: `${IMPORT}?dryRun=${dryRun}`,
      headers: { 'content-type': contentType, 'x-csrf-token': await browser.antiforgeryToken() },
      payload,
    });
  };
  const report = (response: LightMyRequestResponse): CatalogCsvReport => {
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    return CatalogCsvReportSchema.parse(response.json());
  };
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await t.app.db.execute<{ n: number }>(query)).rows[0]?.n);
  const productsLike = (prefix: string) =>
    count(sql`SELECT count(*)::int AS n FROM products WHERE reference LIKE ${`${prefix}-%`}`);
  const exportOf = async (q: string) => {
    const response = await as('catalogue').request({ method: 'GET', url: `${EXPORT}?q=${q}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="catalogue-/);
    return response.body;
  };

  beforeAll(async () => {
    t = await startTestApp(url, { LOGIN_RATE_LIMIT: '1000' });
    await insertCatalogFixture(t.app.db, t.app.storage);
    const hash = await hashPassword('staff-password-123');
    for (const [name, who] of Object.entries(people)) {
      await t.app.db
        .insert(users)
        .values({ id: who.id, email: who.email, passwordHash: hash, roles: [...who.roles] });
      const browser = t.browser();
      const response = await browser.signIn(who.email, 'staff-password-123');
      if (response.statusCode !== 200) throw new Error(`sign-in of ${name}: ${response.body}`);
      browsers.set(name, browser);
    }
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('lets only catalogue staff and admins import, export and change prices in bulk', async () => {
    const file = catalogFile('ROLE', 1, CAT.lamps);
    for (const who of ['customer', 'editor', 'sales', 'catalogue', 'admin'] as const) {
      const allowed = who === 'catalogue' || who === 'admin';
      const expected = allowed ? 200 : 403;
      expect((await upload(file, { dryRun: true, who })).statusCode, `${who} imports`).toBe(expected);
      const exported = await as(who).request({ method: 'GET', url: `${EXPORT}?q=nothing-at-all` });
      expect(exported.statusCode, `${who} exports`).toBe(expected);
      const preview = await as(who).send('POST', `${MANAGE}/bulk-prices/preview`, {
        q: 'nothing-at-all',
        Percent: 5,
      });
      expect(preview.statusCode, `${who} previews prices`).toBe(expected);
      const apply = await as(who).send('POST', `${MANAGE}/bulk-prices`, { q: 'nothing-at-all', Percent: 5 });
      expect(apply.statusCode, `${who} changes prices`).toBe(expected);
    }
    const visitor = await t.browser().request({ method: 'GET', url: EXPORT });
    expect(visitor.statusCode).toBe(401);
    expect(await productsLike('ROLE')).toBe(0);
  });

  it('dry-runs a 1,000-row file and reports its three bad rows with line, column and message, writing nothing', async () => {
    const bad = catalogFile('DRY', 1000, CAT.lamps, (row, i) => {
      if (i === 10) return { ...row, UnitPrice: '-4.00' };
      if (i === 500) return { ...row, Sku: 'DRY-499-A' };
      if (i === 777) return { ...row, 'Slug.fr': 'Lampe Dry 777!' };
      return row;
    });
    const answer = report(await upload(bad, { dryRun: true }));
    expect(answer.DryRun).toBe(true);
    expect(answer.Rows).toBe(1000);
    expect(answer.Products).toBe(1000);
    expect(answer.ErrorCount).toBe(3);
    // The header is line 1: product i is on line i + 1.
    expect(answer.Errors).toEqual([
      { Line: 11, Column: 'UnitPrice', Message: 'CatalogAdmin.PriceNegative' },
      { Line: 501, Column: 'Sku', Message: 'CatalogCsv.SkuTwice' },
      { Line: 778, Column: 'Slug.fr', Message: 'CatalogAdmin.SlugInvalid' },
    ]);
    expectTranslatedErrors({ rows: answer.Errors.map((error) => error.Message) });
    expect(answer.Batches).toBe(Math.ceil(1000 / CATALOG_CSV_BATCH_ROWS));
    expect(answer.AppliedBatches).toBe(answer.Batches - 3);
    expect(await productsLike('DRY')).toBe(0);

    // The fixed file: a clean dry run, then the import writes it all, unpublished.
    const fixed = catalogFile('DRY', 1000, CAT.lamps);
    const check = report(await upload(fixed, { dryRun: true }));
    expect(check.ErrorCount).toBe(0);
    expect(check.Created).toBe(1000);
    expect(await productsLike('DRY')).toBe(0);
    const done = report(await upload(fixed, { dryRun: false }));
    expect(done).toMatchObject({ DryRun: false, Created: 1000, Updated: 0, ErrorCount: 0 });
    expect(done.AppliedBatches).toBe(done.Batches);
    expect(await productsLike('DRY')).toBe(1000);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM products WHERE reference LIKE 'DRY-%' AND NOT is_published`,
      ),
    ).toBe(1000);
    // Prices tax included as given, the tax-exclusive ones derived (21 %), the tier kept.
    const [variant] = (
      await t.app.db.execute<{ incl: string; excl: string; tier: string }>(
        sql`SELECT v.unit_price_tax_incl::text AS incl, v.unit_price_tax_excl::text AS excl,
                   (SELECT d.unit_price_tax_incl::text FROM degressive_prices d WHERE d.variant_id = v.id AND d.min_quantity = 10) AS tier
              FROM product_variants v WHERE v.sku = 'DRY-1-A'`,
      )
    ).rows;
    expect(variant).toEqual({ incl: '12.34', excl: '10.20', tier: '11.00' });
    // Stock through the ledger: reason import, the importer named.
    const [movement] = (
      await t.app.db.execute<{ reason: string; actor: string; delta: number; after: number }>(
        sql`SELECT m.reason, m.actor_id::text AS actor, m.delta, m.quantity_after AS after
              FROM stock_movements m JOIN product_variants v ON v.id = m.variant_id WHERE v.sku = 'DRY-1-A'`,
      )
    ).rows;
    expect(movement).toEqual({ reason: 'import', actor: people.catalogue.id, delta: 5, after: 5 });
    // The audit trail has the creations.
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM catalog_audit a JOIN products p ON p.id = a.entity_id
             WHERE p.reference LIKE 'DRY-%' AND a.action = 'create' AND a.actor_id = ${people.catalogue.id}`,
      ),
    ).toBe(1000);
  }, 300_000);

  it('exports a file that imports back unchanged, and the same file again', async () => {
    const first = await exportOf('DRY-');
    expect(first.startsWith('\ufeffReference,Sku,Status,')).toBe(true);
    const rows = parse(first, { bom: true }) as string[][];
    expect(rows.length).toBe(1001);
    const answer = report(await upload(first, { dryRun: false }));
    expect(answer).toMatchObject({ Created: 0, Updated: 0, Unchanged: 1000, ErrorCount: 0 });
    expect(await exportOf('DRY-')).toBe(first);
  }, 300_000);

  it('escapes cells a spreadsheet would run as a formula, and takes them back as they were', async () => {
    // As a spreadsheet would write them: the import takes one apostrophe away before = + - @.
    const names = ['=HYPERLINK("http://evil.example")', '+1+2', '-5 % sale', '@SUM(A1)', "'=quoted"];
    const kept = ['=HYPERLINK("http://evil.example")', '+1+2', '-5 % sale', '@SUM(A1)', '=quoted'];
    const file = csvText(
      names.map((name, i) => ({ ...productRow('FORM', i + 1, CAT.lamps), 'Name.fr': name })),
    );
    expect(report(await upload(file, { dryRun: false })).Created).toBe(names.length);
    const exported = await exportOf('FORM-');
    const rows = parse(exported, { bom: true }) as string[][];
    const column = rows[0]?.indexOf('Name.fr') ?? -1;
    const cells = rows.slice(1).map((row) => row[column]);
    // The names as stored are exact; the file carries them behind an apostrophe.
    expect(cells.sort()).toEqual(kept.map((name) => `'${name}`).sort());
    const stored = (
      await t.app.db.execute<{ name: string }>(
        sql`SELECT t.name FROM product_translations t JOIN products p ON p.id = t.product_id
             WHERE p.reference LIKE 'FORM-%' AND t.culture = 'fr'`,
      )
    ).rows.map((row) => row.name);
    expect(stored.sort()).toEqual([...kept].sort());
    expect(report(await upload(exported, { dryRun: true })).Unchanged).toBe(names.length);
  });

  it('refuses a file with wrong columns before any row, with one clear error per column', async () => {
    const header = [...csvHeader().filter((column) => column !== 'UnitPrice'), 'Colour', 'Stock.NOWHERE'];
    const response = await upload(catalogFile('COLS', 3, CAT.lamps, undefined, header), { dryRun: true });
    const problem = expectProblem(response, 400, '/problems/validation');
    expect(problem.errors).toEqual({
      UnitPrice: ['CatalogCsv.ColumnMissing'],
      Colour: ['CatalogCsv.ColumnUnknown'],
      'Stock.NOWHERE': ['CatalogCsv.WarehouseUnknown'],
    });
    expectTranslatedErrors(problem.errors);
  });

  it('refuses a file that is not UTF-8, and takes one with a byte-order mark', async () => {
    const text = catalogFile('ENC', 2, CAT.lamps, (row) => ({ ...row, 'Name.fr': 'Lampe été' }));
    const latin1 = Buffer.from(text, 'latin1');
    const problem = expectProblem(await upload(latin1, { dryRun: true }), 400);
    expect(problem.errors).toEqual({ File: ['CatalogCsv.NotUtf8'] });
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect(expectProblem(await upload(utf16, { dryRun: true }), 400).errors).toEqual({
      File: ['CatalogCsv.NotUtf8'],
    });
    const withBom = report(await upload(`\ufeff${text}`, { dryRun: false }));
    expect(withBom).toMatchObject({ Created: 2, ErrorCount: 0 });
    expect(
      await count(sql`SELECT count(*)::int AS n FROM product_translations WHERE name = 'Lampe été'`),
    ).toBe(2);
  });

  it(`refuses a file of more than ${CATALOG_CSV_MAX_ROWS} rows`, async () => {
    const header = csvHeader();
    const row = header.map((column) => (column === 'Reference' ? 'HUGE' : '')).join(',');
    const text = `${header.join(',')}\n${`${row}\n`.repeat(CATALOG_CSV_MAX_ROWS + 1)}`;
    const problem = expectProblem(await upload(text, { dryRun: true }), 400);
    expect(problem.errors).toEqual({ File: ['CatalogCsv.TooManyRows'] });
    expectTranslatedErrors(problem.errors);
    expect(await productsLike('HUGE')).toBe(0);
  }, 120_000);

  it('writes every batch whose rows are good and nothing of a batch with a bad row', async () => {
    // Three batches; a row of the second carries the SKU of a product already in the catalogue.
    const rows = CATALOG_CSV_BATCH_ROWS * 2 + 50;
    const bad = CATALOG_CSV_BATCH_ROWS + 20;
    const file = catalogFile('BATCH', rows, CAT.lamps, (row, i) =>
      i === bad ? { ...row, Sku: 'DRY-1-A' } : row,
    );
    const answer = report(await upload(file, { dryRun: false }));
    expect(answer.Batches).toBe(3);
    expect(answer.AppliedBatches).toBe(2);
    expect(answer.Errors).toEqual([{ Line: bad + 1, Column: 'Sku', Message: 'CatalogAdmin.SkuTaken' }]);
    expect(answer.Created).toBe(rows - CATALOG_CSV_BATCH_ROWS);
    expect(await productsLike('BATCH')).toBe(rows - CATALOG_CSV_BATCH_ROWS);
    const second = await count(
      sql`SELECT count(*)::int AS n FROM products WHERE reference IN (${sql.join(
        Array.from(
          { length: CATALOG_CSV_BATCH_ROWS },
          (_, i) => sql`${`BATCH-${CATALOG_CSV_BATCH_ROWS + i + 1}`}`,
        ),
        sql`, `,
      )})`,
    );
    expect(second).toBe(0);
  }, 120_000);

  it('reports per row: a tier below the base quantity, a variant without its attributes, a negative stock', async () => {
    const base = productRow('RULE', 1, CAT.lamps);
    const file = csvText([
      { ...base, Tiers: '1=10.00', MinOrderQuantity: '2' },
      { ...productRow('RULE', 2, CAT.lamps), Attributes: 'colour=red; size=s' },
      { ...productRow('RULE', 2, CAT.lamps), Sku: 'RULE-2-B', Attributes: 'colour=blue' },
      { ...productRow('RULE', 3, CAT.lamps), 'Stock.BXL': '-1' },
    ]);
    const answer = report(await upload(file, { dryRun: true }));
    expect(answer.Errors).toEqual([
      { Line: 2, Column: 'Tiers', Message: 'CatalogAdmin.TierBelowBase' },
      { Line: 4, Column: 'Attributes', Message: 'CatalogAdmin.VariantAttributesMissing' },
      { Line: 5, Column: 'Stock.BXL', Message: 'CatalogAdmin.StockNegative' },
    ]);
  });

  it('fires the back-in-stock notices when an import raises a count', async () => {
    // Product 1's first variant (fixture) with someone waiting for it and no stock left.
    const variant = V(1, 0);
    await t.app.db.execute(sql`UPDATE warehouse_stock SET quantity = 0 WHERE variant_id = ${variant}`);
    const [product] = (
      await t.app.db.execute<{ id: string }>(
        sql`SELECT product_id AS id FROM product_variants WHERE id = ${variant}`,
      )
    ).rows;
    await t.app.db.insert(stockNotifications).values({
      variantId: variant,
      productId: product?.id ?? '',
      email: 'waiting@test.example',
      culture: 'fr',
      status: 'active',
    });
    const jobs = () =>
      count(
        sql`SELECT count(*)::int AS n FROM jobs WHERE kind = 'stock-notifications.variant-restocked' AND payload->>'variantId' = ${variant}`,
      );
    const before = await jobs();
    const exported = await as('catalogue').request({
      method: 'GET',
      url: `${EXPORT}?q=${encodeURIComponent('Chaise Oslo')}`,
    });
    const rows = parse(exported.body, { bom: true }) as string[][];
    const header = rows[0] ?? [];
    const sku = (
      await t.app.db.execute<{ sku: string }>(sql`SELECT sku FROM product_variants WHERE id = ${variant}`)
    ).rows[0]?.sku;
    const changed = rows.map((row, i) =>
      i > 0 && row[header.indexOf('Sku')] === sku
        ? row.map((cell, j) => (header[j] === 'Stock.BXL' ? '7' : cell))
        : row,
    );
    const { stringify } = await import('csv-stringify/sync');
    const answer = report(await upload(stringify(changed), { dryRun: false }));
    expect(answer.ErrorCount).toBe(0);
    expect(answer.Updated).toBe(1);
    expect(await jobs()).toBe(before + 1);
    const [movement] = (
      await t.app.db.execute<{ reason: string; delta: number }>(
        sql`SELECT reason, delta FROM stock_movements WHERE variant_id = ${variant} ORDER BY created_at DESC LIMIT 1`,
      )
    ).rows;
    expect(movement).toEqual({ reason: 'import', delta: 7 });
  });

  it('previews and applies a price change by a percentage, rounded to the cent, audited', async () => {
    const bad = await as('catalogue').send('POST', `${MANAGE}/bulk-prices/preview`, {
      q: 'DRY-',
      Percent: 0,
    });
    expect(expectProblem(bad, 400).errors).toEqual({ Percent: ['CatalogBulk.PercentZero'] });
    const preview = BulkPricePreviewSchema.parse(
      (
        await as('catalogue').send('POST', `${MANAGE}/bulk-prices/preview`, { q: 'DRY-', Percent: 10 })
      ).json(),
    );
    expect(preview.Count).toBe(1000);
    expect(preview.Variants).toBe(1000);
    expect(preview.Examples.length).toBe(5);
    // 12.34 + 10 % = 13.574, rounded half up to 13.57.
    expect(preview.Examples[0]).toMatchObject({ Before: 12.34, After: 13.57 });
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM product_variants WHERE sku = 'DRY-1-A' AND unit_price_tax_incl = 12.34`,
      ),
    ).toBe(1);

    const revision = async () =>
      (await t.app.db.execute<{ r: string }>(sql`SELECT last_value::text AS r FROM catalog_revision`)).rows[0]
        ?.r;
    const before = await revision();
    const result = BulkPriceResultSchema.parse(
      (await as('admin').send('POST', `${MANAGE}/bulk-prices`, { q: 'DRY-', Percent: 10 })).json(),
    );
    expect(result).toEqual({ Count: 1000, Variants: 1000 });
    expect(await revision()).not.toBe(before);
    const [variant] = (
      await t.app.db.execute<{ incl: string; excl: string; tier: string; from: string; version: number }>(
        sql`SELECT v.unit_price_tax_incl::text AS incl, v.unit_price_tax_excl::text AS excl,
                   (SELECT d.unit_price_tax_incl::text FROM degressive_prices d WHERE d.variant_id = v.id) AS tier,
                   p.price_from::text AS from, p.version
              FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.sku = 'DRY-1-A'`,
      )
    ).rows;
    // 13.57 / 1.21 = 11.21; the tier 11.00 + 10 % = 12.10.
    expect(variant).toMatchObject({ incl: '13.57', excl: '11.21', tier: '12.10', from: '13.57' });
    const [audit] = (
      await t.app.db.execute<{ actor: string; changes: unknown }>(
        sql`SELECT a.actor_id::text AS actor, a.changes FROM catalog_audit a JOIN products p ON p.id = a.entity_id
             WHERE p.reference = 'DRY-1' AND a.action = 'bulk-price'`,
      )
    ).rows;
    expect(audit?.actor).toBe(people.admin.id);
    const changes = typeof audit?.changes === 'string' ? JSON.parse(audit.changes) : audit?.changes;
    expect(changes).toEqual({
      Percent: 10,
      UnitPrices: { from: { 'DRY-1-A': 12.34 }, to: { 'DRY-1-A': 13.57 } },
    });
    // The other products kept their prices.
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM product_variants WHERE sku = 'BATCH-1-A' AND unit_price_tax_incl = 12.34`,
      ),
    ).toBe(1);
  }, 120_000);
});
