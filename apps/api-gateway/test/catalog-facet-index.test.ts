import type { CatalogListResponse } from '@vitrine/api-client';
import { CULTURES } from '@vitrine/i18n';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildFacetIndex,
  chosenFacets,
  INDEXED_SORTS,
  withoutFacet,
} from '../src/modules/catalog/facet-index';
import {
  type FacetCountRow,
  type FacetIndexRow,
  type ListingCriteria,
  listingRepository,
  tsQuery,
} from '../src/modules/catalog/listing-repository';
import { liveFacetIndex, SETTLE_MS } from '../src/modules/catalog/live-facet-index';
import { uuidArrayLiteral } from '../src/modules/catalog/urls';
import { ATTR, BRAND, CAT, insertCatalogFixture, P, TAG, VAL } from './fixtures/catalog';
import { databaseTargets, startTestApp, type TestApp } from './helpers';

const sorted = (rows: FacetCountRow[]) =>
  rows
    .filter((row) => row.n > 0 || row.kind === 'total' || row.kind === 'stock')
    .map((row) => ({ ...row, n: Number(row.n) }))
    .sort((a, b) => `${a.kind}:${a.key}`.localeCompare(`${b.kind}:${b.key}`));

describe.each(databaseTargets)('facet index on $name', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(url);
    await insertCatalogFixture(t.app.db, t.app.storage);
  });
  afterAll(() => t?.close());

  /**
   * The counts as one SQL statement over the read model computes them: the oracle the index must
   * agree with, for every combination of scope and choices below.
   */
  async function countedBySql(criteria: ListingCriteria, childIds: string[]): Promise<FacetCountRow[]> {
    const uuids = (ids: readonly string[]) => sql`${uuidArrayLiteral(ids)}::uuid[]`;
    const where = [sql`p.is_published`];
    if (criteria.q)
      where.push(
        sql`p.id IN (SELECT product_id FROM product_translations WHERE culture = ${criteria.culture}
              AND search_vector @@ ${tsQuery(criteria.culture, criteria.q)})`,
      );
    if (criteria.categoryId) where.push(sql`p.category_ids && ${uuids([criteria.categoryId])}`);
    if (criteria.brandId) where.push(sql`p.brand_id = ${criteria.brandId}::uuid`);
    if (criteria.categoryIds?.length) where.push(sql`p.category_ids && ${uuids(criteria.categoryIds)}`);
    if (criteria.brandIds?.length) where.push(sql`p.brand_id = ANY(${uuids(criteria.brandIds)})`);
    if (criteria.tagIds?.length) where.push(sql`p.tag_ids && ${uuids(criteria.tagIds)}`);
    if (criteria.priceMin !== undefined) where.push(sql`p.price_from >= ${criteria.priceMin}::numeric`);
    if (criteria.priceMax !== undefined) where.push(sql`p.price_from <= ${criteria.priceMax}::numeric`);
    if (criteria.inStock) where.push(sql`p.in_stock`);
    for (const values of Object.values(criteria.attributes ?? {}))
      where.push(sql`p.value_ids && ${uuids(values)}`);
    const result = await t.app.db.execute<FacetCountRow>(sql`
      WITH base AS MATERIALIZED (
        SELECT p.* FROM products p JOIN product_translations t ON t.product_id = p.id AND t.culture = ${criteria.culture}
         WHERE ${sql.join(where, sql` AND `)})
      SELECT 'total' AS kind, NULL AS key, count(*)::int AS n, min(price_from)::text AS mn, max(price_from)::text AS mx FROM base
      UNION ALL SELECT 'stock', NULL, count(*)::int, NULL, NULL FROM base WHERE in_stock
      UNION ALL SELECT 'brand', brand_id::text, count(*)::int, NULL, NULL FROM base WHERE brand_id IS NOT NULL GROUP BY brand_id
      UNION ALL SELECT 'tag', x::text, count(*)::int, NULL, NULL FROM base, unnest(tag_ids) x GROUP BY x
      UNION ALL SELECT 'category', x::text, count(*)::int, NULL, NULL FROM base, unnest(category_ids) x
                 WHERE x = ANY(${uuids(childIds)}) GROUP BY x
      UNION ALL SELECT 'value', av.attribute_id::text || ':' || av.id::text, count(*)::int, NULL, NULL
                  FROM base, unnest(value_ids) x JOIN attribute_values av ON av.id = x GROUP BY av.attribute_id, av.id`);
    return result.rows;
  }

  it('counts exactly what a SQL statement over the read model counts, for every kind of criteria', async () => {
    const listing = listingRepository(t.app.db);
    const index = await buildFacetIndex(await listing.facetIndexRows(), await listing.valueAttributes());
    const scopes: Omit<ListingCriteria, 'culture'>[] = [
      {},
      { categoryId: CAT.furniture },
      { categoryId: CAT.decoration, brandIds: [BRAND.lumen, BRAND.atelier] },
      { brandId: BRAND.nordik, attributes: { [ATTR.colour]: [VAL.blue, VAL.red] } },
      { categoryIds: [CAT.chairs, CAT.lamps], tagIds: [TAG.promo] },
      { priceMin: 20, priceMax: 200, inStock: true },
      { priceMax: 0 },
      { attributes: { [ATTR.colour]: [VAL.green], [ATTR.size]: [VAL.s, VAL.m] } },
      { brandIds: ['00000000-0000-4000-8000-0000000fffff'] },
      { q: 'chaises' },
      { q: 'chaise', inStock: true, brandIds: [BRAND.nordik] },
    ];
    const children = [[CAT.furniture, CAT.decoration], [CAT.chairs, CAT.tables], []];
    let compared = 0;
    for (const culture of ['fr', 'nl'] as const)
      for (const scope of scopes)
        for (const childIds of children) {
          const criteria = { culture, ...scope };
          const matches = criteria.q
            ? index.rank(await listing.searchMatches(culture, criteria.q))
            : undefined;
          const { all, without } = index.disjunctiveCounts(criteria, childIds, matches);
          expect(sorted(all), JSON.stringify(criteria)).toEqual(
            sorted(await countedBySql(criteria, childIds)),
          );
          compared++;
          // Each chosen facet counts over the criteria without its own choice.
          expect([...without.keys()]).toEqual(chosenFacets(criteria));
          for (const facet of chosenFacets(criteria)) {
            const scope = withoutFacet(criteria, facet);
            expect(sorted(without.get(facet) ?? []), `${JSON.stringify(criteria)} without ${facet}`).toEqual(
              sorted(await countedBySql(scope, childIds)),
            );
            compared++;
          }
        }
    expect(compared).toBe(138);
  });

  it('pages a search in the order of ts_rank, then product id, among the matches passing the filters', async () => {
    const listing = listingRepository(t.app.db);
    const index = await buildFacetIndex(await listing.facetIndexRows(), await listing.valueAttributes());
    const cases: [string, Omit<ListingCriteria, 'culture' | 'q'>][] = [
      ['chaise', {}],
      ['chaise OR table OR lampe OR coussin', {}],
      ['chaise OR table OR lampe OR coussin', { brandIds: [BRAND.nordik, BRAND.atelier] }],
      ['chaise OR table OR lampe OR coussin', { inStock: true, priceMax: 300 }],
    ];
    for (const [q, scope] of cases) {
      const criteria: ListingCriteria = { culture: 'fr', q, ...scope };
      const matches = index.rank(await listing.searchMatches('fr', q));
      expect(matches.length, q).toBeGreaterThan(1);
      const bySql = await t.app.db.execute<{ id: string }>(sql`
        SELECT p.id FROM products p JOIN product_translations t ON t.product_id = p.id AND t.culture = 'fr'
         WHERE p.is_published AND t.search_vector @@ ${tsQuery('fr', q)}
           ${criteria.brandIds ? sql`AND p.brand_id = ANY(${uuidArrayLiteral(criteria.brandIds)}::uuid[])` : sql``}
           ${criteria.inStock ? sql`AND p.in_stock` : sql``}
           ${criteria.priceMax !== undefined ? sql`AND p.price_from <= ${criteria.priceMax}` : sql``}
         ORDER BY ts_rank(t.search_vector, ${tsQuery('fr', q)}) DESC, p.id`);
      const expected = bySql.rows.map((row) => row.id);
      expect(expected.length, q).toBeGreaterThan(1);
      expect(index.rankedPage(criteria, matches, 100, 0), q).toEqual(expected);
      expect(index.rankedPage(criteria, matches, 2, 1), q).toEqual(expected.slice(1, 3));
    }
  });

  it('pages every kept sort as the SQL page query orders it, for listings and searches', async () => {
    const listing = listingRepository(t.app.db);
    const index = await buildFacetIndex(await listing.facetIndexRows(), await listing.valueAttributes());
    const saved = await t.app.db.execute<{ id: string; popularity: number; price: string; created: string }>(
      sql`SELECT id, popularity, price_from::text AS price, created_at::text AS created FROM products
           WHERE id IN (${P(2)}, ${P(3)})`,
    );
    // Two products made equal in every sort key: the product id must break the tie, as in SQL.
    await t.app.db.execute(sql`UPDATE products SET popularity = 7, price_from = 59.00,
      created_at = '2026-01-01T00:00:00.000001Z' WHERE id IN (${P(2)}, ${P(3)})`);
    try {
      const tied = await buildFacetIndex(await listing.facetIndexRows(), await listing.valueAttributes());
      const scopes: Omit<ListingCriteria, 'culture'>[] = [
        {},
        { categoryId: CAT.furniture },
        { brandIds: [BRAND.nordik, BRAND.atelier], inStock: true },
        { attributes: { [ATTR.colour]: [VAL.blue, VAL.green] }, priceMax: 300 },
        { q: 'chaise OR table OR lampe OR coussin' },
      ];
      let compared = 0;
      for (const sort of INDEXED_SORTS)
        for (const scope of scopes)
          for (const [limit, offset] of [
            [100, 0],
            [2, 1],
          ] as const) {
            const criteria: ListingCriteria = { culture: 'fr', ...scope };
            const matches = criteria.q ? tied.rank(await listing.searchMatches('fr', criteria.q)) : undefined;
            const expected = await listing.pageIds(criteria, sort, limit, offset);
            if (limit === 100) expect(expected.length, `${sort} ${JSON.stringify(scope)}`).toBeGreaterThan(1);
            expect(
              tied.sortedPage(criteria, sort, limit, offset, matches),
              `${sort} ${JSON.stringify(scope)}`,
            ).toEqual(expected);
            compared++;
          }
      expect(compared).toBe(40);
      expect(index.size).toBe(tied.size);
    } finally {
      for (const row of saved.rows)
        await t.app.db.execute(sql`UPDATE products SET popularity = ${row.popularity}, price_from = ${row.price}::numeric,
          created_at = ${row.created}::timestamptz WHERE id = ${row.id}`);
    }
  });

  it('counts the category tree per culture, unpublished products left out', async () => {
    const listing = listingRepository(t.app.db);
    const index = await buildFacetIndex(await listing.facetIndexRows(), await listing.valueAttributes());
    const furniture = index.subtreeCounts('fr').get(CAT.furniture);
    expect(furniture).toBe(7);
    expect(index.productIds).not.toContain(P(12));
  });

  it('follows a change written by another instance, on the very next listing', async () => {
    const list = async (query: string) =>
      (await t.app.inject({ url: `/api/v1/catalog/fr/products?${query}` })).json<CatalogListResponse>();
    const before = await list('pageindex=1');
    const nordik = (body: CatalogListResponse) =>
      body.Facets.Brands.find((brand) => brand.Id === BRAND.nordik)?.Count ?? 0;
    // Straight to the database, as another gateway instance or an import would.
    await t.app.db.execute(sql`UPDATE products SET is_published = false WHERE id = ${P(1)}`);
    try {
      const after = await list('pageindex=2');
      expect(after.TotalCount).toBe(before.TotalCount - 1);
      expect(nordik(after)).toBe(nordik(before) - 1);
    } finally {
      await t.app.db.execute(sql`UPDATE products SET is_published = true WHERE id = ${P(1)}`);
    }
    expect((await list('pageindex=3')).TotalCount).toBe(before.TotalCount);
  });
});

describe('live facet index', () => {
  const row = (id: string, cultures = CULTURES.join(',')): FacetIndexRow => ({
    id,
    brandId: null,
    price: '10.00',
    inStock: true,
    valueIds: '',
    categoryIds: '',
    tagIds: '',
    cultures,
    popularity: 0,
    createdAt: '0',
  });

  /** A catalogue whose revision and rows move separately, as a writer's do before it commits. */
  function fakeCatalogue() {
    const state = { revision: '1', rows: [row(P(1))], builds: 0 };
    const listing = {
      facetIndexRows: async () => {
        state.builds++;
        return [...state.rows];
      },
      valueAttributes: async () => new Map<string, string>(),
      catalogRevision: async () => state.revision,
    } as unknown as ReturnType<typeof listingRepository>;
    return { state, listing };
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  const total = (index: Awaited<ReturnType<ReturnType<typeof liveFacetIndex>['get']>>) =>
    index.disjunctiveCounts({ culture: 'fr' }, []).all.find((r) => r.kind === 'total')?.n;

  it('builds once for requests arriving together, and again only when the revision moves or this instance writes', async () => {
    const { state, listing } = fakeCatalogue();
    const live = liveFacetIndex(listing);
    await Promise.all([live.get(), live.get(), live.get()]);
    expect(state.builds).toBe(1);
    await live.get();
    expect(state.builds).toBe(1);

    state.rows.push(row(P(2)));
    state.revision = '2';
    expect(total(await live.get())).toBe(2);
    expect(state.builds).toBe(2);

    live.invalidate();
    await live.get();
    expect(state.builds).toBe(3);
  });

  it('rebuilds once more after SETTLE_MS, catching a writer that took its revision before committing', async () => {
    let clock = 0;
    const { state, listing } = fakeCatalogue();
    const live = liveFacetIndex(listing, () => clock);
    await live.get();
    clock = SETTLE_MS * 2;
    await live.get(); // settles the start-up build in the background
    await flush();
    const settled = state.builds;

    // The writer has bumped the revision, its rows are not committed yet.
    state.revision = '2';
    expect(total(await live.get())).toBe(1);
    state.rows.push(row(P(2))); // ...and now they are, under the same revision
    clock += 1000;
    expect(total(await live.get())).toBe(1);
    expect(state.builds).toBe(settled + 1);

    clock += SETTLE_MS;
    expect(total(await live.get())).toBe(1); // starts the settling rebuild, answered as it is
    await flush();
    expect(total(await live.get())).toBe(2);
    expect(state.builds).toBe(settled + 2);
    // Settled: no more rebuilds while nothing moves.
    clock += SETTLE_MS * 3;
    await live.get();
    expect(state.builds).toBe(settled + 2);
  });

  it('answers a failed build with its error, keeps no half-built index, and tries again on the next request', async () => {
    const { state, listing } = fakeCatalogue();
    const rows = listing.facetIndexRows;
    let failures = 1;
    listing.facetIndexRows = async () => {
      if (failures-- > 0) throw new Error('connection lost');
      return rows();
    };
    const live = liveFacetIndex(listing);
    await expect(live.get()).rejects.toThrow('connection lost');
    expect(total(await live.get())).toBe(1);
    expect(state.builds).toBe(1);

    // A later rebuild that fails fails its request only: the next one rebuilds.
    state.rows.push(row(P(2)));
    state.revision = '2';
    failures = 1;
    await expect(live.get()).rejects.toThrow('connection lost');
    expect(total(await live.get())).toBe(2);
  });

  it('leaves out products without a translation in the culture', async () => {
    const index = await buildFacetIndex([row(P(1), 'fr,nl'), row(P(2), 'nl')], new Map());
    expect(index.disjunctiveCounts({ culture: 'fr' }, []).all.find((r) => r.kind === 'total')?.n).toBe(1);
    expect(index.subtreeCounts('nl').size).toBe(0);
    expect(index.disjunctiveCounts({ culture: 'nl' }, []).all.find((r) => r.kind === 'total')?.n).toBe(2);
  });
});
