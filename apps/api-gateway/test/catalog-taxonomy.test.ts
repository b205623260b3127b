import {
  CATEGORY_NOT_EMPTY,
  CatalogListResponseSchema,
  CategoryDetailSchema,
  PROBLEM_TYPES,
  ProductTagsSchema,
  type StaffAttribute,
  StaffAttributeSchema,
  StaffBrandSchema,
  StaffCategoryListSchema,
  StaffCategorySchema,
  StaffTagSchema,
  TAXONOMY_IN_USE,
} from '@vitrine/api-client';
import { users } from '@vitrine/db';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hashPassword } from '../src/modules/security/passwords';
import { ATTR, BRAND, CAT, insertCatalogFixture, P, PHOTO, TAG, uid, VAL } from './fixtures/catalog';
import {
  databaseTargets,
  expectProblem,
  expectTranslatedErrors,
  startTestApp,
  type TestApp,
  type TestBrowser,
} from './helpers';

const MANAGE = '/api/v1/backoffice/catalog/manage';
const CATEGORIES = `${MANAGE}/categories`;
const BRANDS = `${MANAGE}/brands`;
const TAGS = `${MANAGE}/tags`;
const ATTRIBUTES = `${MANAGE}/attributes`;

describe.each(databaseTargets)('catalogue structure API on $name', ({ url }) => {
  let t: TestApp;
  const people = {
    customer: { email: 'tx-shopper@test.example', id: uid(9201), roles: ['customer'] as const },
    editor: { email: 'tx-editor@test.example', id: uid(9202), roles: ['editor'] as const },
    sales: { email: 'tx-sales@test.example', id: uid(9203), roles: ['sales'] as const },
    catalogue: { email: 'tx-catalogue@test.example', id: uid(9204), roles: ['catalogue'] as const },
    admin: { email: 'tx-boss@test.example', id: uid(9205), roles: ['admin'] as const },
  };
  const password = 'staff-password-123';
  const browsers = new Map<string, TestBrowser>();
  const as = (who: keyof typeof people) => browsers.get(who) as TestBrowser;
  const ok = <T>(response: LightMyRequestResponse, schema: { parse(value: unknown): T }): T => {
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    return schema.parse(response.json());
  };
  const get = (path: string, who: keyof typeof people = 'catalogue') =>
    as(who).request({ method: 'GET', url: path });
  const count = async (table: string) =>
    Number(
      (await t.app.db.execute<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))).rows[0]?.n,
    );
  const auditCount = async (entityId: string) =>
    Number(
      (
        await t.app.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM catalog_audit WHERE entity_id = ${entityId}::uuid`,
        )
      ).rows[0]?.n,
    );
  const tree = async () => ok(await get(CATEGORIES), StaffCategoryListSchema);
  const listing = async (filter: object) =>
    ok(
      await t.browser().request({
        method: 'GET',
        url: `/api/v1/catalog/fr/products?pageSize=96&filter=${encodeURIComponent(JSON.stringify(filter))}`,
      }),
      CatalogListResponseSchema,
    );
  const revision = async () =>
    String(
      (await t.app.db.execute<{ v: string }>(sql`SELECT last_value::text AS v FROM catalog_revision`)).rows[0]
        ?.v,
    );

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

  it('lets catalogue staff and admins change the structure; editors and sales read; customers and visitors neither', async () => {
    const expected = {
      customer: { read: 403, write: 403 },
      editor: { read: 200, write: 403 },
      sales: { read: 200, write: 403 },
      catalogue: { read: 200, write: 400 },
      admin: { read: 200, write: 400 },
    } as const;
    const calls: [string, 'POST' | 'PUT' | 'DELETE', string][] = [
      [CATEGORIES, 'POST', CATEGORIES],
      [CATEGORIES, 'PUT', `${CATEGORIES}/${CAT.chairs}`],
      [CATEGORIES, 'PUT', `${CATEGORIES}/${CAT.chairs}/position`],
      [CATEGORIES, 'DELETE', `${CATEGORIES}/${CAT.chairs}`],
      [BRANDS, 'POST', BRANDS],
      [BRANDS, 'PUT', `${BRANDS}/${BRAND.nordik}`],
      [BRANDS, 'DELETE', `${BRANDS}/${BRAND.nordik}`],
      [TAGS, 'POST', TAGS],
      [TAGS, 'PUT', `${TAGS}/${TAG.promo}`],
      [TAGS, 'DELETE', `${TAGS}/${TAG.promo}`],
      [`${MANAGE}/products/${P(1)}/tags`, 'PUT', `${MANAGE}/products/${P(1)}/tags`],
      [ATTRIBUTES, 'PUT', `${ATTRIBUTES}/${ATTR.colour}`],
      [ATTRIBUTES, 'PUT', `${ATTRIBUTES}/facets`],
    ];
    for (const [who, statuses] of Object.entries(expected))
      for (const [readPath, method, writePath] of calls) {
        const browser = as(who as keyof typeof people);
        const read = await browser.request({ method: 'GET', url: readPath });
        expect(read.statusCode, `${who} reads ${readPath}`).toBe(statuses.read);
        // A body without its fields: those who may write reach the validation, the others are stopped before.
        const write = await browser.send(method, writePath, method === 'DELETE' ? undefined : {});
        expect(write.statusCode, `${who} ${method} ${writePath}`).toBe(statuses.write);
      }
    expect((await t.browser().request({ method: 'GET', url: CATEGORIES })).statusCode).toBe(401);
  });

  describe('categories', () => {
    let lights: z.infer<typeof StaffCategorySchema>;

    it('creates a category under another with names in two cultures and shows the missing ones', async () => {
      const before = await revision();
      lights = ok(
        await as('catalogue').send('POST', `${CATEGORIES}?culture=fr`, {
          ParentId: CAT.decoration,
          Translations: [
            { Culture: 'fr', Name: 'Luminaires', Slug: 'luminaires', SeoTitle: 'Luminaires design' },
            { Culture: 'nl', Name: 'Verlichting', Slug: 'verlichting' },
          ],
        }),
        StaffCategorySchema,
      );
      expect(lights).toMatchObject({
        ParentId: CAT.decoration,
        Depth: 1,
        SortOrder: 2,
        Version: 1,
        Name: 'Luminaires',
        MissingCultures: ['es', 'de', 'it', 'pt'],
        ProductCount: 0,
        ChildCount: 0,
      });
      expect(lights.Translations.find((row) => row.Culture === 'fr')?.SeoTitle).toBe('Luminaires design');
      expect(await revision()).not.toBe(before);
      expect(await auditCount(lights.Id)).toBe(1);

      const all = await tree();
      // Tree order: each parent followed by its children in order.
      expect(all.map((row) => row.Id)).toEqual([
        CAT.furniture,
        CAT.chairs,
        CAT.tables,
        CAT.decoration,
        CAT.lamps,
        CAT.cushions,
        lights.Id,
      ]);
      expect(all.find((row) => row.Id === CAT.decoration)?.ChildCount).toBe(3);
      const missingDe = ok(await get(`${CATEGORIES}?missing=de`, 'sales'), StaffCategoryListSchema);
      expect(missingDe.length).toBe(7);
      const missingNl = ok(await get(`${CATEGORIES}?missing=nl`, 'editor'), StaffCategoryListSchema);
      expect(missingNl).toEqual([]);
      // The shop's menu shows it at once.
      const menu = await t
        .browser()
        .request({ method: 'GET', url: '/api/v1/catalog/nl/categories/by-slug?slug=verlichting' });
      expect(ok(menu, CategoryDetailSchema).Name).toBe('Verlichting');
      // The category page's title for search engines is the staff's.
      const page = await t
        .browser()
        .request({ method: 'GET', url: '/api/v1/catalog/fr/categories/by-slug?slug=luminaires' });
      expect(ok(page, CategoryDetailSchema)).toMatchObject({
        SeoTitle: 'Luminaires design',
        SeoDescription: '',
      });
    });

    it('renames it in place: the former slug redirects to the new one, the audit trail has both', async () => {
      const renamed = ok(
        await as('catalogue').send('PUT', `${CATEGORIES}/${lights.Id}`, {
          Version: lights.Version,
          Translations: [
            { Culture: 'fr', Name: 'Éclairage', Slug: 'eclairage' },
            { Culture: 'nl', Name: 'Verlichting', Slug: 'verlichting' },
            { Culture: 'de', Name: 'Beleuchtung', Slug: 'beleuchtung' },
          ],
        }),
        StaffCategorySchema,
      );
      expect(renamed.Version).toBe(2);
      expect(renamed.MissingCultures).toEqual(['es', 'it', 'pt']);
      expect(renamed.Translations.find((row) => row.Culture === 'fr')?.FormerSlugs).toEqual(['luminaires']);
      const old = ok(
        await t
          .browser()
          .request({ method: 'GET', url: '/api/v1/catalog/fr/categories/by-slug?slug=luminaires' }),
        CategoryDetailSchema,
      );
      expect(old.Slug).toBe('eclairage');
      lights = renamed;
      const audit = await t.app.db.execute<{ action: string; changes: Record<string, unknown> }>(
        sql`SELECT action, changes FROM catalog_audit WHERE entity_id = ${lights.Id}::uuid ORDER BY created_at`,
      );
      expect(audit.rows.map((row) => row.action)).toEqual(['create', 'update']);
      expect(Object.keys(audit.rows[1]?.changes ?? {})).toContain('Translations');
    });

    it('refuses bad input per field and writes nothing', async () => {
      const before = [await count('categories'), await count('category_translations')];
      const duplicate = expectProblem(
        await as('catalogue').send('POST', CATEGORIES, {
          ParentId: null,
          Translations: [
            { Culture: 'fr', Name: 'Autres chaises', Slug: 'chaises' },
            { Culture: 'nl', Name: 'Andere', Slug: 'andere' },
          ],
        }),
        400,
        PROBLEM_TYPES.validation,
      );
      expect(duplicate.errors).toEqual({ 'Translations.0.Slug': ['Taxonomy.SlugTaken'] });
      expectTranslatedErrors(duplicate.errors);

      const bad = expectProblem(
        await as('catalogue').send('POST', CATEGORIES, {
          Translations: [{ Culture: 'fr', Name: 'x'.repeat(121), Slug: 'Mes Chaises/?#' }],
        }),
        400,
      );
      expect(bad.errors?.['Translations.0.Name']).toEqual(['Validation.MaxLength']);
      expect(bad.errors?.['Translations.0.Slug']).toEqual(['CatalogAdmin.SlugInvalid']);
      expectTranslatedErrors(bad.errors);

      const twice = expectProblem(
        await as('catalogue').send('POST', CATEGORIES, {
          ParentId: uid(777),
          Translations: [
            { Culture: 'fr', Name: 'A', Slug: 'a-1' },
            { Culture: 'fr', Name: 'B', Slug: 'b-1' },
          ],
        }),
        400,
      );
      expect(twice.errors).toEqual({
        ParentId: ['Taxonomy.ParentUnknown'],
        'Translations.1.Culture': ['CatalogAdmin.CultureTwice'],
      });
      // A rename onto another category's slug: refused, the first culture left as it was.
      const rename = expectProblem(
        await as('catalogue').send('PUT', `${CATEGORIES}/${lights.Id}`, {
          Version: lights.Version,
          Translations: [
            { Culture: 'fr', Name: 'Éclairage bis', Slug: 'eclairage-bis' },
            { Culture: 'nl', Name: 'Lampen', Slug: 'lampen' },
          ],
        }),
        400,
      );
      expect(rename.errors).toEqual({ 'Translations.1.Slug': ['Taxonomy.SlugTaken'] });
      expect([await count('categories'), await count('category_translations')]).toEqual(before);
      expect(
        (await tree()).find((row) => row.Id === lights.Id)?.Translations.find((row) => row.Culture === 'fr')
          ?.Slug,
      ).toBe('eclairage');
    });

    it('refuses a second edit made from the same version, with both versions and the current state', async () => {
      const body = (name: string) => ({
        Version: lights.Version,
        Translations: [
          { Culture: 'fr', Name: name, Slug: 'eclairage' },
          { Culture: 'nl', Name: 'Verlichting', Slug: 'verlichting' },
        ],
      });
      const [first, second] = await Promise.all([
        as('catalogue').send('PUT', `${CATEGORIES}/${lights.Id}`, body('Éclairage A')),
        as('admin').send('PUT', `${CATEGORIES}/${lights.Id}`, body('Éclairage B')),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const refused = (first.statusCode === 409 ? first : second) as LightMyRequestResponse;
      const problem = expectProblem(refused, 409, PROBLEM_TYPES.staleEdit) as unknown as {
        YourVersion: number;
        CurrentVersion: number;
        Current: { Version: number; Name: string };
      };
      expect(problem.YourVersion).toBe(lights.Version);
      expect(problem.CurrentVersion).toBe(lights.Version + 1);
      expect(problem.Current.Version).toBe(lights.Version + 1);
      lights = ok(await get(`${CATEGORIES}/${lights.Id}`), StaffCategorySchema);
      // A move over a newer version is refused alike.
      expectProblem(
        await as('catalogue').send('PUT', `${CATEGORIES}/${lights.Id}/position`, {
          Version: lights.Version - 1,
          ParentId: null,
          Index: 0,
        }),
        409,
        PROBLEM_TYPES.staleEdit,
      );
    });

    it('moves a category with its products under another parent; the listing follows; never under its own subtree', async () => {
      const chairs = (await tree()).find((row) => row.Id === CAT.chairs);
      if (!chairs) throw new Error('no chairs');
      const ids = async (categoryId: string) =>
        (await listing({ Categories: [categoryId] })).Items.map((row) => row.ProductId);
      const chairProducts = await ids(CAT.chairs);
      expect(chairProducts.length).toBeGreaterThan(0);
      const decorationBefore = await ids(CAT.decoration);

      // Under its own child: refused.
      const child = ok(
        await as('catalogue').send('POST', CATEGORIES, {
          ParentId: CAT.chairs,
          Translations: [{ Culture: 'fr', Name: 'Tabourets', Slug: 'tabourets' }],
        }),
        StaffCategorySchema,
      );
      for (const parent of [child.Id, CAT.chairs]) {
        const loop = expectProblem(
          await as('catalogue').send('PUT', `${CATEGORIES}/${CAT.chairs}/position`, {
            Version: chairs.Version,
            ParentId: parent,
            Index: 0,
          }),
          400,
        );
        expect(loop.errors).toEqual({ ParentId: ['Taxonomy.MoveIntoOwnSubtree'] });
        expectTranslatedErrors(loop.errors);
      }

      // Under decoration, first: the subtree's paths and depths follow, the old siblings close up.
      const moved = ok(
        await as('catalogue').send('PUT', `${CATEGORIES}/${CAT.chairs}/position`, {
          Version: chairs.Version,
          ParentId: CAT.decoration,
          Index: 0,
        }),
        StaffCategoryListSchema,
      );
      const byId = new Map(moved.map((row) => [row.Id, row]));
      expect(byId.get(CAT.chairs)).toMatchObject({ ParentId: CAT.decoration, Depth: 1, SortOrder: 0 });
      expect(byId.get(child.Id)).toMatchObject({ Depth: 2 });
      expect(byId.get(CAT.tables)).toMatchObject({ SortOrder: 0 });
      expect(moved.filter((row) => row.ParentId === CAT.decoration).map((row) => row.Id)).toEqual([
        CAT.chairs,
        CAT.lamps,
        CAT.cushions,
        lights.Id,
      ]);
      const [path] = (
        await t.app.db.execute<{ path: string }>(
          sql`SELECT path FROM categories WHERE id = ${child.Id}::uuid`,
        )
      ).rows;
      expect(path?.path).toBe(`/${CAT.decoration}/${CAT.chairs}/${child.Id}/`);
      expect((await ids(CAT.decoration)).sort()).toEqual(
        [...new Set([...decorationBefore, ...chairProducts])].sort(),
      );

      // Reordered among its siblings: last.
      const version = byId.get(CAT.chairs)?.Version as number;
      const reordered = ok(
        await as('catalogue').send('PUT', `${CATEGORIES}/${CAT.chairs}/position`, {
          Version: version,
          ParentId: CAT.decoration,
          Index: 99,
        }),
        StaffCategoryListSchema,
      );
      expect(reordered.filter((row) => row.ParentId === CAT.decoration).map((row) => row.Id)).toEqual([
        CAT.lamps,
        CAT.cushions,
        lights.Id,
        CAT.chairs,
      ]);

      // And back where it was, for the tests that follow.
      const back = ok(
        await as('catalogue').send('PUT', `${CATEGORIES}/${CAT.chairs}/position`, {
          Version: version + 1,
          ParentId: CAT.furniture,
          Index: 0,
        }),
        StaffCategoryListSchema,
      );
      expect(back.filter((row) => row.ParentId === CAT.furniture).map((row) => row.Id)).toEqual([
        CAT.chairs,
        CAT.tables,
      ]);
      expect((await ids(CAT.decoration)).sort()).toEqual([...decorationBefore].sort());
      expect(await auditCount(CAT.chairs)).toBe(3);
      const stool = back.find((row) => row.Id === child.Id);
      expect(
        (await as('catalogue').send('DELETE', `${CATEGORIES}/${child.Id}?version=${stool?.Version}`))
          .statusCode,
      ).toBe(204);
    });

    it('refuses to delete a category with products or subcategories; deletes an empty one', async () => {
      const all = await tree();
      const furniture = all.find((row) => row.Id === CAT.furniture);
      const withChildren = expectProblem(
        await as('catalogue').send('DELETE', `${CATEGORIES}/${CAT.furniture}?version=${furniture?.Version}`),
        409,
        CATEGORY_NOT_EMPTY,
      );
      expect(withChildren.errors?._).toContain('Taxonomy.CategoryHasChildren');
      expectTranslatedErrors(withChildren.errors);
      const lamps = all.find((row) => row.Id === CAT.lamps);
      const withProducts = expectProblem(
        await as('catalogue').send('DELETE', `${CATEGORIES}/${CAT.lamps}?version=${lamps?.Version}`),
        409,
        CATEGORY_NOT_EMPTY,
      );
      expect(withProducts.errors).toEqual({ _: ['Taxonomy.CategoryHasProducts'] });
      expectProblem(
        await as('catalogue').send('DELETE', `${CATEGORIES}/${lights.Id}?version=${lights.Version - 1}`),
        409,
        PROBLEM_TYPES.staleEdit,
      );
      expectProblem(await as('catalogue').send('DELETE', `${CATEGORIES}/${lights.Id}`), 400);
      const deleted = await as('admin').send(
        'DELETE',
        `${CATEGORIES}/${lights.Id}?version=${lights.Version}`,
      );
      expect(deleted.statusCode).toBe(204);
      expect((await tree()).some((row) => row.Id === lights.Id)).toBe(false);
      expectProblem(await get(`${CATEGORIES}/${lights.Id}`), 404);
      // Created, renamed twice (once refused as stale), deleted.
      expect(await auditCount(lights.Id)).toBe(4);
    });
  });

  describe('brands', () => {
    it('creates, renames, gives a logo, refuses duplicates, stale edits and deleting one in use', async () => {
      const brand = ok(
        await as('catalogue').send('POST', BRANDS, {
          Name: 'Solstice',
          Slug: 'solstice',
          LogoAssetId: PHOTO.osloRed,
        }),
        StaffBrandSchema,
      );
      expect(brand).toMatchObject({ Name: 'Solstice', Slug: 'solstice', Version: 1, ProductCount: 0 });
      expect(brand.Logo?.AssetId).toBe(PHOTO.osloRed);
      const duplicate = expectProblem(
        await as('catalogue').send('POST', BRANDS, { Name: 'Nordik bis', Slug: 'nordik' }),
        400,
      );
      expect(duplicate.errors).toEqual({ Slug: ['Taxonomy.SlugTaken'] });
      const bad = expectProblem(
        await as('catalogue').send('POST', BRANDS, { Name: 'y'.repeat(121), Slug: 'Solstice Two' }),
        400,
      );
      expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['Name', 'Slug']);
      const unknownLogo = expectProblem(
        await as('catalogue').send('POST', BRANDS, { Name: 'Ghost', Slug: 'ghost', LogoAssetId: uid(888) }),
        400,
      );
      expect(Object.keys(unknownLogo.errors ?? {})).toEqual(['LogoAssetId']);
      expect((await as('catalogue').request({ method: 'GET', url: BRANDS })).json()).toHaveLength(4);

      const renamed = ok(
        await as('catalogue').send('PUT', `${BRANDS}/${brand.Id}`, {
          Version: 1,
          Name: 'Solstice Studio',
          Slug: 'solstice-studio',
          LogoAssetId: null,
        }),
        StaffBrandSchema,
      );
      expect(renamed).toMatchObject({ Version: 2, Logo: null, Slug: 'solstice-studio' });
      const staleEdit = expectProblem(
        await as('admin').send('PUT', `${BRANDS}/${brand.Id}`, { Version: 1, Name: 'Old', Slug: 'old' }),
        409,
        PROBLEM_TYPES.staleEdit,
      ) as unknown as { CurrentVersion: number; Current: { Name: string } };
      expect(staleEdit.CurrentVersion).toBe(2);
      expect(staleEdit.Current.Name).toBe('Solstice Studio');
      // Shoppers' brand list follows at once.
      const shopBrands = (
        await t.browser().request({ method: 'GET', url: '/api/v1/catalog/fr/brands' })
      ).json<{ Name: string }[]>();
      expect(shopBrands.map((row) => row.Name)).toContain('Solstice Studio');

      const nordik = ok(await get(BRANDS), z.array(StaffBrandSchema)).find((row) => row.Id === BRAND.nordik);
      expect(nordik?.ProductCount).toBeGreaterThan(0);
      expectProblem(
        await as('catalogue').send('DELETE', `${BRANDS}/${BRAND.nordik}?version=${nordik?.Version}`),
        409,
        TAXONOMY_IN_USE,
      );
      expect((await as('catalogue').send('DELETE', `${BRANDS}/${brand.Id}?version=2`)).statusCode).toBe(204);
      expect(await auditCount(brand.Id)).toBe(3);
    });
  });

  describe('tags', () => {
    it('creates a tag named per culture, gives it to a product (the listing filters by it), and deletes it', async () => {
      const tag = ok(
        await as('catalogue').send('POST', `${TAGS}?culture=nl`, {
          Key: 'eco',
          Translations: [
            { Culture: 'fr', Name: 'Écologique' },
            { Culture: 'nl', Name: 'Ecologisch' },
          ],
        }),
        StaffTagSchema,
      );
      expect(tag).toMatchObject({
        Key: 'eco',
        Name: 'Ecologisch',
        MissingCultures: ['es', 'de', 'it', 'pt'],
      });
      const duplicate = expectProblem(
        await as('catalogue').send('POST', TAGS, { Key: 'promo', Translations: [] }),
        400,
      );
      expect(duplicate.errors).toEqual({ Key: ['Taxonomy.KeyTaken'] });
      expectProblem(await as('catalogue').send('POST', TAGS, { Key: 'Not a key!', Translations: [] }), 400);

      const current = ok(await get(`${MANAGE}/products/${P(1)}/tags`, 'sales'), ProductTagsSchema);
      const given = ok(
        await as('catalogue').send('PUT', `${MANAGE}/products/${P(1)}/tags`, {
          TagIds: [...current.TagIds, tag.Id],
        }),
        ProductTagsSchema,
      );
      expect(given.TagIds).toContain(tag.Id);
      expect((await listing({ Tags: [tag.Id] })).Items.map((row) => row.ProductId)).toEqual([P(1)]);
      const unknown = expectProblem(
        await as('catalogue').send('PUT', `${MANAGE}/products/${P(1)}/tags`, { TagIds: [uid(999)] }),
        400,
      );
      expect(unknown.errors).toEqual({ 'TagIds.0': ['Taxonomy.TagUnknown'] });
      expect(ok(await get(`${MANAGE}/products/${P(1)}/tags`), ProductTagsSchema).TagIds).toContain(tag.Id);
      expectProblem(
        await as('catalogue').send('PUT', `${MANAGE}/products/${uid(4242)}/tags`, { TagIds: [] }),
        404,
      );

      const missingDe = ok(await get(`${TAGS}?missing=de`), z.array(StaffTagSchema));
      expect(missingDe.map((row) => row.Key).sort()).toEqual(['eco', 'new', 'promo']);

      const renamed = ok(
        await as('catalogue').send('PUT', `${TAGS}/${tag.Id}`, {
          Version: 1,
          Key: 'eco',
          Translations: [{ Culture: 'fr', Name: 'Éco' }],
        }),
        StaffTagSchema,
      );
      expect(renamed).toMatchObject({ Version: 2, ProductCount: 1 });
      expectProblem(
        await as('catalogue').send('PUT', `${TAGS}/${tag.Id}`, { Version: 1, Key: 'eco', Translations: [] }),
        409,
        PROBLEM_TYPES.staleEdit,
      );
      expect((await as('catalogue').send('DELETE', `${TAGS}/${tag.Id}?version=2`)).statusCode).toBe(204);
      const [row] = (
        await t.app.db.execute<{ tags: string[] }>(
          sql`SELECT tag_ids::text[] AS tags FROM products WHERE id = ${P(1)}::uuid`,
        )
      ).rows;
      expect(row?.tags).not.toContain(tag.Id);
      expect(await auditCount(tag.Id)).toBe(3);
    });
  });

  describe('attributes as facets', () => {
    const attributes = async () => ok(await get(ATTRIBUTES), z.array(StaffAttributeSchema));
    const facetNames = async () =>
      (await listing({})).Facets.ProductAttributes.map((facet) => facet.AttributeId);

    it('names attributes and values per culture and shows what is missing', async () => {
      const [colour] = (await attributes()).filter((row) => row.Id === ATTR.colour) as [StaffAttribute];
      expect(colour.MissingCultures).toEqual(['es', 'de', 'it', 'pt']);
      const saved = ok(
        await as('catalogue').send('PUT', `${ATTRIBUTES}/${ATTR.colour}?culture=de`, {
          Version: colour.Version,
          Translations: [
            { Culture: 'fr', Name: 'Couleur' },
            { Culture: 'nl', Name: 'Kleur' },
            { Culture: 'de', Name: 'Farbe' },
          ],
          Values: [
            {
              Id: VAL.red,
              Translations: [
                { Culture: 'fr', Name: 'Rouge' },
                { Culture: 'de', Name: 'Rot' },
              ],
            },
          ],
        }),
        StaffAttributeSchema,
      );
      expect(saved).toMatchObject({
        Name: 'Farbe',
        Version: colour.Version + 1,
        MissingCultures: ['es', 'it', 'pt'],
      });
      expect(saved.Values.find((value) => value.Id === VAL.red)?.Name).toBe('Rot');
      const wrongValue = expectProblem(
        await as('catalogue').send('PUT', `${ATTRIBUTES}/${ATTR.colour}`, {
          Version: saved.Version,
          Translations: [],
          Values: [{ Id: VAL.s, Translations: [] }],
        }),
        400,
      );
      expect(wrongValue.errors).toEqual({ 'Values.0.Id': ['CatalogAdmin.ValueUnknown'] });
      expectProblem(
        await as('catalogue').send('PUT', `${ATTRIBUTES}/${ATTR.colour}`, {
          Version: colour.Version,
          Translations: [],
        }),
        409,
        PROBLEM_TYPES.staleEdit,
      );
      const missingIt = ok(await get(`${ATTRIBUTES}?missing=it`), z.array(StaffAttributeSchema));
      expect(missingIt.length).toBe(2);
    });

    it('filters the shop by the attributes staff choose, in their order', async () => {
      expect(await facetNames()).toEqual([ATTR.colour, ATTR.size]);
      const list = await attributes();
      const version = (id: string) => list.find((row) => row.Id === id)?.Version as number;
      const reordered = ok(
        await as('catalogue').send('PUT', `${ATTRIBUTES}/facets`, {
          Attributes: [
            { Id: ATTR.size, Version: version(ATTR.size), IsFacet: true },
            { Id: ATTR.colour, Version: version(ATTR.colour), IsFacet: true },
          ],
        }),
        z.array(StaffAttributeSchema),
      );
      expect(reordered.map((row) => [row.Id, row.FacetPosition])).toEqual([
        [ATTR.size, 0],
        [ATTR.colour, 1],
      ]);
      expect(await facetNames()).toEqual([ATTR.size, ATTR.colour]);

      const sizeOff = ok(
        await as('catalogue').send('PUT', `${ATTRIBUTES}/facets`, {
          Attributes: reordered.map((row) => ({
            Id: row.Id,
            Version: row.Version,
            IsFacet: row.Id !== ATTR.size,
          })),
        }),
        z.array(StaffAttributeSchema),
      );
      expect(await facetNames()).toEqual([ATTR.colour]);
      // The product page still varies by size.
      const variation = await t.browser().request({
        method: 'GET',
        url: `/api/v1/catalog/fr/products/${P(1)}/variation`,
      });
      expect(variation.statusCode).toBeLessThan(500);

      const incomplete = expectProblem(
        await as('catalogue').send('PUT', `${ATTRIBUTES}/facets`, {
          Attributes: [{ Id: ATTR.colour, Version: 99, IsFacet: true }],
        }),
        400,
      );
      expect(incomplete.errors).toEqual({ Attributes: ['Taxonomy.AttributesIncomplete'] });
      expectProblem(
        await as('catalogue').send('PUT', `${ATTRIBUTES}/facets`, {
          Attributes: reordered.map((row) => ({ Id: row.Id, Version: row.Version, IsFacet: true })),
        }),
        409,
        PROBLEM_TYPES.staleEdit,
      );
      // Back as the fixture had them.
      ok(
        await as('catalogue').send('PUT', `${ATTRIBUTES}/facets`, {
          Attributes: [...sizeOff]
            .sort((a, b) => (a.Id === ATTR.colour ? -1 : b.Id === ATTR.colour ? 1 : 0))
            .map((row) => ({ Id: row.Id, Version: row.Version, IsFacet: true })),
        }),
        z.array(StaffAttributeSchema),
      );
      expect(await facetNames()).toEqual([ATTR.colour, ATTR.size]);
    });
  });
});
