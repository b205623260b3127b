import {
  type ApiError,
  type CatalogListResponse,
  type CategoryDetail,
  type CategoryNode,
  createApiClient,
  type ProductDetail,
  type VariationResponse,
} from '@vitrine/api-client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingRepository } from '../src/modules/catalog/listing-repository';
import { buildPrefixIndex } from '../src/modules/catalog/prefix-index';
import {
  ATTR,
  BRAND,
  CAT,
  insertCatalogFixture,
  P,
  PHOTO,
  PUBLISHED,
  TAG,
  V,
  VAL,
  WH,
} from './fixtures/catalog';
import { databaseTargets, expectProblem, startTestApp, type TestApp } from './helpers';

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe.each(databaseTargets)('catalogue API on $name', ({ url }) => {
  let t: TestApp;
  const get = (path: string) => t.app.inject({ url: path });
  const list = async (query = '', culture = 'fr') => {
    const response = await get(`/api/v1/catalog/${culture}/products${query ? `?${query}` : ''}`);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    return response.json<CatalogListResponse>();
  };
  const ids = (body: CatalogListResponse) => body.Items.map((item) => item.ProductId);
  const variation = async (productId: string, query: string) => {
    const response = await get(`/api/v1/catalog/products/${productId}/productvariants?${query}`);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    return response.json<VariationResponse>();
  };

  beforeAll(async () => {
    t = await startTestApp(url);
    await insertCatalogFixture(t.app.db, t.app.storage);
  });
  afterAll(() => t?.close());

  describe('listing', () => {
    it('lists the published products by popularity with their cards', async () => {
      const body = await list();
      expect(body).toMatchObject({
        TotalCount: 14,
        PageIndex: 1,
        PageSize: 24,
        PageCount: 1,
        Sort: 'popular',
      });
      expect(ids(body)).not.toContain(P(12));
      expect(ids(body).slice(0, 3)).toEqual([P(1), P(4), P(2)]);
      const oslo = body.Items[0];
      expect(oslo).toMatchObject({
        Name: 'Chaise Oslo',
        Slug: 'chaise-oslo',
        ProductUrl: '/fr/p/chaise-oslo',
        Reference: 'REF-1',
        BrandName: 'Nordik',
        CategoryName: 'Chaises',
        PriceFrom: 49.9,
        CurrencyCode: 'EUR',
        IsInStock: true,
        Photo: {
          AssetId: PHOTO.osloRed,
          Url: `/assets/images/${PHOTO.osloRed}/large.webp`,
          ThumbnailUrl: `/assets/images/${PHOTO.osloRed}/thumb.webp`,
          AttributeValueId: VAL.red,
        },
      });
      expect(oslo?.ColorSwatches.map((swatch) => swatch.ProductAttributeValueId)).toEqual([
        VAL.red,
        VAL.blue,
        VAL.green,
      ]);
      expect(oslo?.ColorSwatches[2]).toMatchObject({
        DisplayValue: 'Vert',
        ColorCode1: '#388e3c',
        ColorCode2: '#ffffff',
      });
      const byId = new Map(body.Items.map((item) => [item.ProductId, item]));
      // Stock 0, no stock rows, or stock only on an unavailable variant: not in stock.
      expect(byId.get(P(2))?.IsInStock).toBe(false);
      expect(byId.get(P(5))?.IsInStock).toBe(false);
      expect(byId.get(P(11))?.IsInStock).toBe(false);
      expect(byId.get(P(9))?.BrandName).toBeNull();
      expect(byId.get(P(9))?.Photo).toBeNull();
    });

    it('counts every facet over the whole listing', async () => {
      const { Facets } = await list();
      expect(Facets.Categories).toEqual([
        { Id: CAT.furniture, Name: 'Mobilier', Count: 7, Selected: false },
        { Id: CAT.decoration, Name: 'Décoration', Count: 8, Selected: false },
      ]);
      expect(Facets.Brands).toEqual([
        { Id: BRAND.nordik, Name: 'Nordik', Count: 4, Selected: false },
        { Id: BRAND.atelier, Name: 'Atelier', Count: 5, Selected: false },
        { Id: BRAND.lumen, Name: 'Lumen', Count: 3, Selected: false },
      ]);
      expect(Facets.Tags.map((tag) => [tag.Name, tag.Count])).toEqual(
        expect.arrayContaining([
          ['Promo', 3],
          ['Nouveauté', 3],
        ]),
      );
      const counts = Object.fromEntries(
        Facets.ProductAttributes.flatMap((attribute) =>
          attribute.Values.map((value) => [value.DisplayValue, value.Count]),
        ),
      );
      expect(counts).toEqual({ Rouge: 3, Bleu: 3, Vert: 4, S: 2, M: 2, L: 1 });
      expect(
        Facets.ProductAttributes.map((a) => [a.AttributeId, a.Name, a.VariationDisplayTypeValue]),
      ).toEqual([
        [ATTR.colour, 'Couleur', 'Square'],
        [ATTR.size, 'Taille', 'List'],
      ]);
      expect(Facets.Price).toEqual({ Min: 19, Max: 499 });
      expect(Facets.InStockCount).toBe(10);
    });

    it('keeps facets disjunctive: each counts with the other filters only', async () => {
      const filter = { Brands: [BRAND.nordik], ProductAttributes: { [ATTR.colour]: [VAL.blue] } };
      const body = await list(`filter=${json(filter)}`);
      expect(body.TotalCount).toBe(2);
      expect(ids(body).sort()).toEqual([P(1), P(3)]);
      expect(body.Filter).toEqual(filter);
      // Brands counted with the colour filter only: blue products are Oslo, Lounge (Nordik), Velours (Atelier).
      expect(body.Facets.Brands).toEqual([
        { Id: BRAND.nordik, Name: 'Nordik', Count: 2, Selected: true },
        { Id: BRAND.atelier, Name: 'Atelier', Count: 1, Selected: false },
      ]);
      const colour = body.Facets.ProductAttributes.find((a) => a.AttributeId === ATTR.colour);
      // Colours counted with the brand filter only (Nordik: Oslo, Lounge, Noyer, Tabouret).
      expect(colour?.Values.map((v) => [v.DisplayValue, v.Count, v.Selected])).toEqual([
        ['Rouge', 1, false],
        ['Bleu', 2, true],
        ['Vert', 1, false],
      ]);
      const size = body.Facets.ProductAttributes.find((a) => a.AttributeId === ATTR.size);
      expect(size?.Values.map((v) => [v.DisplayValue, v.Count])).toEqual([
        ['S', 1],
        ['M', 1],
      ]);
      expect(body.Facets.Categories.map((c) => [c.Id, c.Count])).toEqual([
        [CAT.furniture, 2],
        [CAT.decoration, 1],
      ]);
      expect(body.Facets.InStockCount).toBe(2);
    });

    it('keeps a selected value listed even when nothing else matches it', async () => {
      const filter = { Brands: [BRAND.lumen], ProductAttributes: { [ATTR.size]: [VAL.l] } };
      const body = await list(`filter=${json(filter)}`);
      expect(body.TotalCount).toBe(0);
      expect(body.Items).toEqual([]);
      const size = body.Facets.ProductAttributes.find((a) => a.AttributeId === ATTR.size);
      expect(size?.Values).toEqual([
        expect.objectContaining({ ProductAttributeValueId: VAL.l, Count: 0, Selected: true }),
      ]);
      expect(body.Facets.Brands.find((b) => b.Id === BRAND.lumen)).toMatchObject({
        Count: 0,
        Selected: true,
      });
    });

    it('narrows to a category subtree, including linked products, with its children as facets', async () => {
      const decoration = await list(`categoryId=${CAT.decoration}`);
      expect(decoration.TotalCount).toBe(8);
      expect(ids(decoration)).toContain(P(3));
      expect(decoration.Facets.Categories).toEqual([
        { Id: CAT.lamps, Name: 'Lampes', Count: 2, Selected: false },
        { Id: CAT.cushions, Name: 'Coussins', Count: 4, Selected: false },
      ]);
      const chairs = await list(`categoryId=${CAT.furniture}&filter=${json({ Categories: [CAT.chairs] })}`);
      expect(chairs.TotalCount).toBe(4);
      expect(ids(chairs).sort()).toEqual([P(1), P(2), P(3), P(10)]);
      expect(chairs.Facets.Categories).toEqual([
        { Id: CAT.chairs, Name: 'Chaises', Count: 4, Selected: true },
        { Id: CAT.tables, Name: 'Tables', Count: 2, Selected: false },
      ]);
    });

    it('narrows by brand, tag, price and stock', async () => {
      expect(ids(await list(`brandId=${BRAND.lumen}`)).sort()).toEqual([P(6), P(7), P(13)]);
      expect(ids(await list(`tag=${TAG.new}`)).sort()).toEqual([P(3), P(4), P(6)]);
      const priced = await list(`filter=${json({ PriceMin: 40, PriceMax: 90 })}`);
      expect(ids(priced).sort()).toEqual([P(1), P(10), P(14), P(15), P(2), P(6)].sort());
      expect(priced.Facets.Price).toEqual({ Min: 19, Max: 499 });
      const inStock = await list(`filter=${json({ InStock: true })}`);
      expect(inStock.TotalCount).toBe(10);
      expect(inStock.Items.every((item) => item.IsInStock)).toBe(true);
      const tagged = await list(`filter=${json({ Tags: [TAG.promo] })}`);
      expect(ids(tagged).sort()).toEqual([P(1), P(8), P(9)]);
      expect(tagged.Facets.Tags.find((tag) => tag.Id === TAG.promo)).toMatchObject({
        Count: 3,
        Selected: true,
      });
    });

    it('sorts every way, the product id breaking ties', async () => {
      const byPrice = PUBLISHED.slice().sort((a, b) => Number(a.price) - Number(b.price));
      expect(ids(await list('sort=price-asc'))).toEqual(byPrice.map((p) => P(p.n)));
      expect(ids(await list('sort=price-desc'))).toEqual(byPrice.reverse().map((p) => P(p.n)));
      const byName = PUBLISHED.slice().sort((a, b) => (a.fr < b.fr ? -1 : 1));
      expect(ids(await list('sort=name-asc'))).toEqual(byName.map((p) => P(p.n)));
      expect(ids(await list('sort=name-desc'))).toEqual(byName.reverse().map((p) => P(p.n)));
      const newest = PUBLISHED.slice().sort((a, b) => b.n - a.n);
      expect(ids(await list('sort=newest'))).toEqual(newest.map((p) => P(p.n)));
      const popular = PUBLISHED.slice().sort((a, b) => b.popularity - a.popularity);
      expect(ids(await list('sort=popular'))).toEqual(popular.map((p) => P(p.n)));
      // Relevance without text falls back to popularity.
      expect(ids(await list('sort=relevance'))).toEqual(popular.map((p) => P(p.n)));
    });

    it('pages, and answers a page past the end with no items', async () => {
      const popular = PUBLISHED.slice()
        .sort((a, b) => b.popularity - a.popularity)
        .map((p) => P(p.n));
      const first = await list('pageSize=12');
      expect(first).toMatchObject({ TotalCount: 14, PageSize: 12, PageCount: 2, PageIndex: 1 });
      expect(ids(first)).toEqual(popular.slice(0, 12));
      const second = await list('pageSize=12&pageindex=2');
      expect(ids(second)).toEqual(popular.slice(12));
      const past = await list('pageSize=12&pageindex=9');
      expect(past).toMatchObject({ Items: [], TotalCount: 14, PageIndex: 9, PageCount: 2 });
    });
  });

  describe('search', () => {
    it('finds a French plural by its stem, ranked by relevance', async () => {
      const body = await list('q=chaises');
      expect(body.Sort).toBe('relevance');
      // Names weigh more than descriptions: the two chairs first, then the armchair described as one.
      expect(ids(body).slice(0, 2).sort()).toEqual([P(1), P(2)]);
      expect(ids(body)[2]).toBe(P(3));
      expect(body.TotalCount).toBe(3);
      expect(ids(await list('q=chaises&sort=price-desc'))).toEqual([P(3), P(2), P(1)]);
    });

    it('searches in the culture’s own language', async () => {
      const body = await list('q=stoelen', 'nl');
      expect(ids(body).sort()).toEqual([P(1), P(2)]);
      expect(body.Items[0]?.ProductUrl).toMatch(/^\/nl\/p\/stoel-/);
      expect((await list('q=chaises', 'nl')).TotalCount).toBe(0);
    });

    it('accepts web search syntax and never fails on odd text', async () => {
      expect(ids(await list(`q=${encodeURIComponent('chaise -oslo')}`)).sort()).toEqual([P(2), P(3)]);
      expect((await list(`q=${encodeURIComponent('"& | ! :* (')}`)).TotalCount).toBe(0);
    });

    type Suggestion = {
      Name: string;
      ProductUrl: string;
      Photo: { AssetId: string } | null;
      BrandName: string | null;
      Reference: string;
      SearchCorrection: string | null;
    };
    const suggest = async (query: string) => {
      const response = await get(`/api/v1/catalog/search/suggestions?${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<Suggestion[]>();
    };
    const names = (body: CatalogListResponse) => body.Items.map((item) => item.Name);

    it('suggests the first results of the page the text opens', async () => {
      for (const q of ['chaises', 'cha', 'lampe', 'table basse', 'chaise -oslo']) {
        const page = await list(`q=${encodeURIComponent(q)}`);
        const suggestions = await suggest(`q=${encodeURIComponent(q)}&nbrResults=5&accuracy=0.3&culture=fr`);
        expect(
          suggestions.map((s) => s.Name),
          q,
        ).toEqual(names(page).slice(0, 5));
        expect(suggestions.length, q).toBeGreaterThan(0);
      }
      // The word being typed is a prefix on both: "cha" finds the chairs, and the armchair described as one.
      expect(ids(await list('q=cha')).sort()).toEqual([P(1), P(2), P(3)]);
      const [oslo] = (await suggest('q=chaise%20oslo')).filter((s) => s.Name === 'Chaise Oslo');
      expect(oslo).toMatchObject({
        ProductUrl: '/fr/p/chaise-oslo',
        Photo: { AssetId: PHOTO.osloRed },
        BrandName: 'Nordik',
        Reference: 'REF-1',
        SearchCorrection: null,
      });
      expect((await suggest('q=lampe&nbrResults=1')).map((s) => s.Name)).toHaveLength(1);
      expect((await suggest('q=stoel&culture=nl')).map((s) => s.Name).sort()).toEqual([
        'Stoel Bergen',
        'Stoel Oslo',
      ]);
      expect(await suggest('q=c')).toEqual([]);
      expect(await suggest(`q=${encodeURIComponent('  c ')}`)).toEqual([]);
      expect(await suggest('q=')).toEqual([]);
      expect(await suggest(`q=${encodeURIComponent('%_\\')}`)).toEqual([]);
    });

    it('reads a text that finds nothing as a typo, on the page and in the suggestions alike', async () => {
      const chairs = await list('q=chaise');
      for (const typo of ['chiase', 'chaize', 'CHIASE']) {
        const page = await list(`q=${typo}`);
        expect(page.SearchCorrection, typo).toBe('chaise');
        expect(ids(page), typo).toEqual(ids(chairs));
        expect(page.TotalCount).toBe(3);
        const suggestions = await suggest(`q=${typo}&accuracy=0.3`);
        expect(suggestions.map((s) => s.Name)).toEqual(names(page).slice(0, 5));
        expect(suggestions.every((s) => s.SearchCorrection === 'chaise')).toBe(true);
      }
      // Every sort pages the corrected text, the name sorts' SQL page too.
      expect(ids(await list('q=chiase&sort=name-desc'))).toEqual(ids(await list('q=chaise&sort=name-desc')));
      // While typing, the last word is compared with the start of the catalogue's words.
      expect((await list('q=chias')).SearchCorrection).toBe('chaise');
      // One word of two: only the unknown one changes.
      const two = await list(`q=${encodeURIComponent('chaise olso')}`);
      expect([two.SearchCorrection, ids(two)]).toEqual(['chaise oslo', [P(1)]]);
      expect((await list('q=vsae')).Items.map((item) => item.Name)).toEqual(['Vase Cylindre']);
      // Nothing close enough: no correction, no results, on both.
      const nothing = await list('q=xylophone');
      expect([nothing.TotalCount, nothing.SearchCorrection]).toEqual([0, null]);
      expect(await suggest('q=xylophone')).toEqual([]);
      // The accuracy is the closeness a typo needs: one letter in six is 0.83.
      expect(await suggest('q=chiase&accuracy=0.9')).toEqual([]);
      expect((await suggest('q=chiase&accuracy=0.8')).length).toBe(3);
      // A text that matches keeps its own results, even when a catalogue word is close to it.
      expect((await list('q=chaise')).SearchCorrection).toBeNull();
    });

    it('ranks a typed word from the prefix index exactly as the search statement ranks it', async () => {
      const repository = listingRepository(t.app.db);
      // Longer descriptions, so that lexemes have several positions and both weights.
      await t.app.db.execute(sql`UPDATE product_translations
        SET short_description = 'Chaise de salon, chaise de jardin, chaleur du chêne ' || name
        WHERE product_id = ${P(13)}`);
      try {
        for (const culture of ['fr', 'nl'] as const) {
          const index = buildPrefixIndex(await repository.searchVectors(culture));
          const prefixes = new Set<string>();
          for (const row of await repository.searchVectors(culture))
            for (const [, lexeme] of row.vector.matchAll(/'((?:[^']|'')*)'/g))
              for (let n = 1; n <= (lexeme as string).length; n++)
                prefixes.add((lexeme as string).slice(0, n));
          expect(prefixes.size).toBeGreaterThan(20);
          for (const prefix of prefixes) {
            const own = index.matches(prefix);
            const server = await repository.searchMatches(culture, prefix);
            const byId = (m: typeof own) =>
              Object.fromEntries(m.ids.map((id, k) => [id, Math.fround(m.ranks[k] as number)]));
            // The server's word is stemmed: compare on what the lexeme itself matches.
            const serverQuery = await repository.searchQueryText(culture, prefix);
            if (serverQuery !== `'${prefix}'`) continue;
            expect(byId(own), `${culture} ${prefix}`).toEqual(byId(server));
          }
        }
      } finally {
        await t.app.db.execute(
          sql`UPDATE product_translations SET short_description = '' WHERE product_id = ${P(13)}`,
        );
      }
    });

    it('suggests from the catalogue as it is now, with case and accents as the search reads them', async () => {
      const zephyr = async (q: string) =>
        (await suggest(`q=${encodeURIComponent(q)}&culture=fr`)).map((s) => s.Name);
      expect(await zephyr('zéphy')).toEqual([]);
      await t.app.db.execute(sql`UPDATE product_translations SET name = 'Vase Zéphyr'
        WHERE product_id = ${P(13)} AND culture = 'fr'`);
      try {
        for (const q of ['zéphy', 'ZÉPHY', 'Zéphyr', 'zéphyrs']) {
          expect(await zephyr(q), q).toEqual(['Vase Zéphyr']);
          expect(names(await list(`q=${encodeURIComponent(q)}`)), q).toEqual(['Vase Zéphyr']);
        }
        // The French configuration keeps accents: without one the word is another word, and its
        // stemmer reads "zéph" as "zeph" (a final é-syllable), on the page and in the dropdown alike.
        expect(await zephyr('zephy')).toEqual([]);
        expect(await zephyr('zéph')).toEqual([]);
        expect(await zephyr('cyl')).toEqual([]);
        expect((await list('q=zephy')).TotalCount).toBe(0);
      } finally {
        await t.app.db.execute(sql`UPDATE product_translations SET name = 'Vase Cylindre'
          WHERE product_id = ${P(13)} AND culture = 'fr'`);
      }
      expect(await zephyr('zéphy')).toEqual([]);
      expect(await zephyr('cyl')).toEqual(['Vase Cylindre']);
    });
  });

  describe('categories, brands and product page', () => {
    it('serves the category tree with subtree counts', async () => {
      const response = await get('/api/v1/catalog/fr/categories');
      expect(response.statusCode).toBe(200);
      const tree = response.json();
      expect(tree).toHaveLength(2);
      expect(tree[0]).toMatchObject({
        CategoryId: CAT.furniture,
        Name: 'Mobilier',
        Url: '/fr/c/mobilier',
        ProductCount: 7,
      });
      expect(
        tree[0].Children.map((c: { Name: string; ProductCount: number }) => [c.Name, c.ProductCount]),
      ).toEqual([
        ['Chaises', 4],
        ['Tables', 2],
      ]);
      expect(tree[1]).toMatchObject({ CategoryId: CAT.decoration, ProductCount: 8 });
      expect(tree[1].Children[1]).toMatchObject({ Name: 'Coussins', ProductCount: 4, Children: [] });
    });

    it('serves the brands', async () => {
      const response = await get('/api/v1/catalog/nl/brands');
      expect(response.json().map((b: { Name: string }) => b.Name)).toEqual(['Nordik', 'Atelier', 'Lumen']);
    });

    it('serves a product by slug with its default variant, breadcrumb, associations and alternates', async () => {
      const response = await get('/api/v1/catalog/fr/products/by-slug?slug=chaise-oslo');
      expect(response.statusCode).toBe(200);
      const product = response.json<ProductDetail>();
      expect(product).toMatchObject({
        ProductId: P(1),
        Culture: 'fr',
        Name: 'Chaise Oslo',
        Reference: 'REF-1',
        Brand: { BrandId: BRAND.nordik, Name: 'Nordik' },
        Category: { CategoryId: CAT.chairs, Name: 'Chaises', Url: '/fr/c/chaises' },
        Breadcrumb: [
          { Name: 'Mobilier', Url: '/fr/c/mobilier' },
          { Name: 'Chaises', Url: '/fr/c/chaises' },
        ],
      });
      expect(product.Variation).toMatchObject({
        ProductVariantId: V(1, 0),
        SKU: 'SKU-1-0',
        IsAvailable: true,
      });
      expect(product.Photos.map((photo) => photo.AssetId)).toEqual([
        PHOTO.osloRed,
        PHOTO.osloBlue,
        PHOTO.osloSide,
      ]);
      expect(product.Related.map((item) => item.ProductId)).toEqual([P(2), P(10)]);
      expect(product.CrossSell.map((item) => item.ProductId)).toEqual([P(9)]);
      expect(product.Alternates).toEqual([
        { Culture: 'fr', Slug: 'chaise-oslo', Url: '/fr/p/chaise-oslo' },
        { Culture: 'nl', Slug: 'stoel-oslo', Url: '/nl/p/stoel-oslo' },
      ]);
    });

    it('answers an unknown or unpublished slug with 404', async () => {
      expectProblem(
        await get('/api/v1/catalog/fr/products/by-slug?slug=nothing-here'),
        404,
        '/problems/not-found',
      );
      expectProblem(await get('/api/v1/catalog/fr/products/by-slug?slug=chaise-secrete'), 404);
      expectProblem(await get('/api/v1/catalog/fr/products/by-slug?slug=%3Cscript%3E'), 400);
    });

    it('answers another culture’s slug with the product in this culture (the page then redirects)', async () => {
      const product = (
        await get('/api/v1/catalog/nl/products/by-slug?slug=chaise-oslo')
      ).json<ProductDetail>();
      expect(product).toMatchObject({
        ProductId: P(1),
        Culture: 'nl',
        Slug: 'stoel-oslo',
        Name: 'Stoel Oslo',
      });
    });

    it('finds a renamed product and a renamed category by their former slugs, per culture', async () => {
      const rename = (table: string, key: string, id: string, culture: string, slug: string) =>
        t.app.db.execute(
          sql`update ${sql.identifier(table)} set slug = ${slug} where ${sql.identifier(key)} = ${id}::uuid and culture = ${culture}`,
        );
      await rename('product_translations', 'product_id', P(1), 'fr', 'chaise-oslo-en-chene');
      await rename('category_translations', 'category_id', CAT.chairs, 'nl', 'stoelen-en-krukken');
      try {
        const renamed = (
          await get('/api/v1/catalog/fr/products/by-slug?slug=chaise-oslo')
        ).json<ProductDetail>();
        expect(renamed).toMatchObject({ ProductId: P(1), Slug: 'chaise-oslo-en-chene' });
        expect(renamed.Alternates).toEqual([
          { Culture: 'fr', Slug: 'chaise-oslo-en-chene', Url: '/fr/p/chaise-oslo-en-chene' },
          { Culture: 'nl', Slug: 'stoel-oslo', Url: '/nl/p/stoel-oslo' },
        ]);
        // The former French slug asked in Dutch: the Dutch page.
        expect((await get('/api/v1/catalog/nl/products/by-slug?slug=chaise-oslo')).json()).toMatchObject({
          Slug: 'stoel-oslo',
        });
        const category = (
          await get('/api/v1/catalog/nl/categories/by-slug?slug=stoelen')
        ).json<CategoryDetail>();
        expect(category).toMatchObject({
          CategoryId: CAT.chairs,
          Culture: 'nl',
          Slug: 'stoelen-en-krukken',
          Url: '/nl/c/stoelen-en-krukken',
        });
        // The sitemap lists the current addresses, as the page's alternates name them.
        const sitemap = (await t.app.inject({ url: '/sitemap-pages.xml' })).body;
        for (const alternate of category.Alternates)
          expect(sitemap).toContain(
            `hreflang="${alternate.Culture}" href="${t.config.publicOrigin}${alternate.Url}"`,
          );
        expect(sitemap).not.toContain('/nl/c/stoelen<');
      } finally {
        await rename('product_translations', 'product_id', P(1), 'fr', 'chaise-oslo');
        await rename('category_translations', 'category_id', CAT.chairs, 'nl', 'stoelen');
      }
      expect((await get('/api/v1/catalog/fr/products/by-slug?slug=chaise-oslo')).json()).toMatchObject({
        Slug: 'chaise-oslo',
      });
    });

    it('serves a category page’s facts by slug, with its alternates, and 404s an unknown one', async () => {
      const response = await get('/api/v1/catalog/fr/categories/by-slug?slug=chaises');
      expect(response.statusCode).toBe(200);
      expect(response.json<CategoryDetail>()).toEqual({
        CategoryId: CAT.chairs,
        Culture: 'fr',
        Name: 'Chaises',
        Slug: 'chaises',
        Url: '/fr/c/chaises',
        SeoTitle: '',
        SeoDescription: '',
        Photo: null,
        Alternates: [
          { Culture: 'fr', Slug: 'chaises', Url: '/fr/c/chaises' },
          { Culture: 'nl', Slug: 'stoelen', Url: '/nl/c/stoelen' },
        ],
        Children: [],
        Ancestors: [{ CategoryId: CAT.furniture, Name: 'Mobilier', Url: '/fr/c/mobilier' }],
      });
      // A root: its published subtree with counts (the page's list), no breadcrumb above it.
      const root = (await get('/api/v1/catalog/fr/categories/by-slug?slug=mobilier')).json<CategoryDetail>();
      const tree = (await get('/api/v1/catalog/fr/categories')).json<CategoryNode[]>();
      expect(root.Ancestors).toEqual([]);
      expect(root.Children).toEqual(tree.find((node) => node.CategoryId === CAT.furniture)?.Children);
      expect(root.Children.map((child) => child.Name)).toEqual(['Chaises', 'Tables']);
      expect((await get('/api/v1/catalog/nl/categories/by-slug?slug=chaises')).json()).toMatchObject({
        Slug: 'stoelen',
      });
      expectProblem(await get('/api/v1/catalog/fr/categories/by-slug?slug=nulle-part'), 404);
      expectProblem(await get('/api/v1/catalog/fr/categories/by-slug?slug=%3Cb%3E'), 400);
    });
  });

  describe('variations', () => {
    it('resolves a complete selection, in any order, with each value’s availability', async () => {
      const body = await variation(P(1), `VariantValueId2=${VAL.red}&VariantValueId1=${VAL.m}&culture=fr`);
      expect(body).toMatchObject({
        ProductId: P(1),
        ProductVariantId: V(1, 1),
        SKU: 'SKU-1-1',
        UnitPriceTaxIncl: 52.9,
        UnitPriceTaxExcl: 44.08,
        CurrencyCode: 'EUR',
        QuantityUnitPriceTaxIncl: 52.9,
        Quantity: 1,
        IsAvailable: true,
        StockQuantity: 3,
        // No rules of its own: any quantity from one.
        MinQuantity: 1,
        QuantityStep: 1,
        MaxQuantity: 0,
        VariantValueIds: [VAL.red, VAL.m],
      });
      const [colour, size] = body.ProductVariantAttributesViewModel;
      expect(colour).toMatchObject({
        AttributeId: ATTR.colour,
        Name: 'Couleur',
        VariationDisplayTypeValue: 'Square',
        Value: VAL.red,
      });
      // With size M: red M exists, blue M is unavailable, green M does not exist.
      expect(colour?.ProductAttributeValuesViewModel.map((v) => [v.DisplayValue, v.IsUnavailable])).toEqual([
        ['Rouge', false],
        ['Bleu', true],
        ['Vert', true],
      ]);
      expect(colour?.ProductAttributeValuesViewModel[0]).toMatchObject({
        ColorCode1: '#d32f2f',
        ColorCode2: null,
      });
      // With red: S and M exist (L is not a size of this product).
      expect(size).toMatchObject({ AttributeId: ATTR.size, VariationDisplayTypeValue: 'List', Value: VAL.m });
      expect(size?.ProductAttributeValuesViewModel.map((v) => [v.DisplayValue, v.IsUnavailable])).toEqual([
        ['S', false],
        ['M', false],
      ]);
    });

    it('completes a partial selection with an available variant', async () => {
      const body = await variation(P(1), `VariantValueId1=${VAL.blue}`);
      expect(body).toMatchObject({
        ProductVariantId: V(1, 2),
        IsAvailable: true,
        VariantValueIds: [VAL.blue, VAL.s],
      });
      // The closed warehouse's 7 do not count.
      expect(body.StockQuantity).toBe(2);
      const size = body.ProductVariantAttributesViewModel[1];
      expect(size?.ProductAttributeValuesViewModel.map((v) => [v.DisplayValue, v.IsUnavailable])).toEqual([
        ['S', false],
        ['M', true],
      ]);
    });

    it('falls back from an impossible selection to the variant keeping most of it', async () => {
      const body = await variation(P(1), `VariantValueId1=${VAL.green}&VariantValueId2=${VAL.m}`);
      expect(body.IsAvailable).toBe(true);
      expect([V(1, 1), V(1, 4)]).toContain(body.ProductVariantId);
      expect(body.ProductVariantId).toBe(V(1, 1));
      // An unknown value is ignored rather than refused.
      const unknown = await variation(P(1), `VariantValueId1=${VAL.l}&VariantValueId2=${P(99)}`);
      expect(unknown.ProductVariantId).toBe(V(1, 0));
    });

    it('shows an unavailable variant when exactly that one is chosen', async () => {
      const body = await variation(P(1), `VariantValueId1=${VAL.blue}&VariantValueId2=${VAL.m}`);
      expect(body).toMatchObject({ ProductVariantId: V(1, 3), IsAvailable: false });
    });

    it('applies the degressive price of the quantity', async () => {
      const at = async (quantity: number) =>
        (await variation(P(1), `VariantValueId1=${VAL.red}&VariantValueId2=${VAL.s}&Quantity=${quantity}`))
          .QuantityUnitPriceTaxIncl;
      expect(await at(1)).toBe(49.9);
      expect(await at(9)).toBe(49.9);
      expect(await at(10)).toBe(44.9);
      expect(await at(60)).toBe(39.9);
    });

    it('serves a product without attributes', async () => {
      const body = await variation(P(4), 'Quantity=2');
      expect(body).toMatchObject({
        ProductVariantId: V(4),
        VariantValueIds: [],
        ProductVariantAttributesViewModel: [],
      });
    });

    it('refuses bad ids and quantities', async () => {
      expectProblem(
        await get(`/api/v1/catalog/products/${P(99)}/productvariants`),
        404,
        '/problems/not-found',
      );
      expectProblem(await get(`/api/v1/catalog/products/${P(12)}/productvariants`), 404);
      const notUuid = expectProblem(
        await get(`/api/v1/catalog/products/${P(1)}/productvariants?VariantValueId1=red`),
        400,
        '/problems/validation',
      );
      expect(notUuid.errors).toHaveProperty('VariantValueId1');
      expectProblem(await get('/api/v1/catalog/products/not-a-uuid/productvariants'), 400);
      expectProblem(await get(`/api/v1/catalog/products/${P(1)}/productvariants?Quantity=0`), 400);
      expectProblem(await get(`/api/v1/catalog/products/${P(1)}/productvariants?Quantity=abc`), 400);
      expectProblem(await get(`/api/v1/catalog/products/${P(1)}/productvariants?culture=en`), 400);
    });
  });

  describe('widgets', () => {
    it('ListFilter gives the listing’s facets for a category and the current filter', async () => {
      const response = await get(
        `/api/v1/catalog/widgets/listfilter?culture=fr&categoryId=${CAT.furniture}&currentFilter=${json({ Brands: [BRAND.atelier] })}`,
      );
      expect(response.statusCode).toBe(200);
      const facets = response.json();
      // Atelier in furniture: Bergen (chairs), Verre (tables), Banc (furniture itself).
      expect(facets.Categories).toEqual([
        { Id: CAT.chairs, Name: 'Chaises', Count: 1, Selected: false },
        { Id: CAT.tables, Name: 'Tables', Count: 1, Selected: false },
      ]);
      expect(facets.Brands).toEqual([
        { Id: BRAND.nordik, Name: 'Nordik', Count: 4, Selected: false },
        { Id: BRAND.atelier, Name: 'Atelier', Count: 3, Selected: true },
      ]);
      const lumen = await get(`/api/v1/catalog/widgets/listfilter?brandId=${BRAND.lumen}`);
      expect(lumen.json().Brands).toEqual([{ Id: BRAND.lumen, Name: 'Lumen', Count: 3, Selected: false }]);
      expectProblem(await get(`/api/v1/catalog/widgets/listfilter?categoryId=${P(99)}`), 404);
      const bad = expectProblem(await get('/api/v1/catalog/widgets/listfilter?currentFilter=%7B'), 400);
      expect(bad.errors).toHaveProperty('filter');
    });

    it('StockByWarehouse lists warehouses with stock, or every active one', async () => {
      const url = (all: boolean) =>
        `/api/v1/catalog/widgets/stockbywarehouse?productId=${P(1)}&productVariantId=${V(1, 0)}&displayAllActiveWarehouses=${all}`;
      const some = (await get(url(false))).json();
      expect(some).toEqual({
        ProductId: P(1),
        ProductVariantId: V(1, 0),
        TotalQuantity: 5,
        Warehouses: [{ WarehouseId: WH.brussels, Name: 'Bruxelles', City: 'Bruxelles', Quantity: 5 }],
      });
      const every = (await get(url(true))).json();
      expect(
        every.Warehouses.map((w: { WarehouseId: string; Quantity: number }) => [w.WarehouseId, w.Quantity]),
      ).toEqual([
        [WH.brussels, 5],
        [WH.lyon, 0],
      ]);
      expect(every.TotalQuantity).toBe(5);
      const none = (
        await get(`/api/v1/catalog/widgets/stockbywarehouse?productId=${P(1)}&productVariantId=${V(1, 4)}`)
      ).json();
      expect(none).toMatchObject({ TotalQuantity: 0, Warehouses: [] });
      expectProblem(
        await get(`/api/v1/catalog/widgets/stockbywarehouse?productId=${P(2)}&productVariantId=${V(1, 0)}`),
        404,
      );
      expectProblem(
        await get(
          `/api/v1/catalog/widgets/stockbywarehouse?productId=${P(1)}&productVariantId=${V(1, 0)}&displayAllActiveWarehouses=yes`,
        ),
        400,
      );
      expectProblem(await get(`/api/v1/catalog/widgets/stockbywarehouse?productId=${P(1)}`), 400);
    });

    it('DegressivePrice gives the sorted tiers from 1 at the base price', async () => {
      const response = await get(`/api/v1/catalog/widgets/degressiveprice?productVariantId=${V(1, 0)}`);
      expect(response.json()).toEqual({
        ProductVariantId: V(1, 0),
        CurrencyCode: 'EUR',
        Tiers: [
          { MinQuantity: 1, MaxQuantity: 9, UnitPriceTaxIncl: 49.9, UnitPriceTaxExcl: 41.58 },
          { MinQuantity: 10, MaxQuantity: 49, UnitPriceTaxIncl: 44.9, UnitPriceTaxExcl: 37.42 },
          { MinQuantity: 50, MaxQuantity: null, UnitPriceTaxIncl: 39.9, UnitPriceTaxExcl: 33.25 },
        ],
      });
      const flat = (await get(`/api/v1/catalog/widgets/degressiveprice?productVariantId=${V(4)}`)).json();
      expect(flat.Tiers).toEqual([
        { MinQuantity: 1, MaxQuantity: null, UnitPriceTaxIncl: 149, UnitPriceTaxExcl: 124.17 },
      ]);
      expectProblem(await get(`/api/v1/catalog/widgets/degressiveprice?productVariantId=${P(99)}`), 404);
      expectProblem(await get('/api/v1/catalog/widgets/degressiveprice?productVariantId=x'), 400);
    });

    it('ProductPhotosGallery puts the variant’s colour first', async () => {
      const gallery = async (variantId?: string) =>
        (
          await get(
            `/api/v1/catalog/widgets/productphotosgallery?productId=${P(1)}${variantId ? `&productVariantId=${variantId}` : ''}&culture=fr`,
          )
        ).json();
      const blue = await gallery(V(1, 2));
      expect(blue.ProductVariantId).toBe(V(1, 2));
      expect(blue.Photos.map((photo: { AssetId: string }) => photo.AssetId)).toEqual([
        PHOTO.osloBlue,
        PHOTO.osloRed,
        PHOTO.osloSide,
      ]);
      expect((await gallery(V(1, 0))).Photos[0].AssetId).toBe(PHOTO.osloRed);
      expect((await gallery()).ProductVariantId).toBeNull();
      expectProblem(await get(`/api/v1/catalog/widgets/productphotosgallery?productId=${P(99)}`), 404);
      expectProblem(
        await get(`/api/v1/catalog/widgets/productphotosgallery?productId=${P(1)}&productVariantId=${V(2)}`),
        404,
      );
    });
  });

  describe('bad parameters', () => {
    it('refuses malformed filter JSON and a filter of the wrong shape, naming the filter', async () => {
      const malformed = expectProblem(
        await get('/api/v1/catalog/fr/products?filter=%7Bnope'),
        400,
        '/problems/validation',
      );
      expect(malformed.errors?.filter).toBeDefined();
      for (const filter of [
        { Brands: 'nordik' },
        { Brands: ['nordik'] },
        { ProductAttributes: { colour: [VAL.red] } },
        { ProductAttributes: { [ATTR.colour]: VAL.red } },
        { Unknown: true },
        { PriceMin: -1 },
        [1, 2],
        'text',
      ]) {
        const problem = expectProblem(await get(`/api/v1/catalog/fr/products?filter=${json(filter)}`), 400);
        expect(problem.errors?.filter?.length).toBeGreaterThan(0);
      }
    });

    it('refuses bad paging, sorts, ids and cultures', async () => {
      expect(expectProblem(await get('/api/v1/catalog/fr/products?pageindex=-1'), 400).errors).toHaveProperty(
        'pageindex',
      );
      expectProblem(await get('/api/v1/catalog/fr/products?pageindex=0'), 400);
      expectProblem(await get('/api/v1/catalog/fr/products?pageindex=x'), 400);
      expect(expectProblem(await get('/api/v1/catalog/fr/products?pageSize=13'), 400).errors).toHaveProperty(
        'pageSize',
      );
      expectProblem(await get('/api/v1/catalog/fr/products?sort=cheapest'), 400);
      expectProblem(await get('/api/v1/catalog/fr/products?categoryId=12'), 400);
      expectProblem(await get(`/api/v1/catalog/fr/products?categoryId=${P(99)}`), 404, '/problems/not-found');
      expectProblem(await get(`/api/v1/catalog/fr/products?brandId=${P(99)}`), 404);
      expectProblem(await get(`/api/v1/catalog/fr/products?tag=${P(99)}`), 404);
      expect(expectProblem(await get('/api/v1/catalog/en/products'), 400).errors).toHaveProperty('culture');
      expectProblem(await get('/api/v1/catalog/en/categories'), 400);
      expectProblem(await get('/api/v1/catalog/search/suggestions?q=chaise&accuracy=2'), 400);
      expectProblem(await get('/api/v1/catalog/search/suggestions?q=chaise&nbrResults=0'), 400);
      expectProblem(await get('/api/v1/catalog/search/suggestions?q=chaise&culture=xx'), 400);
      // Unknown filter ids simply match nothing.
      expect((await list(`filter=${json({ Categories: [P(99)] })}`)).TotalCount).toBe(0);
    });
  });

  it('is served to the typed client, whose schemas accept every answer', async () => {
    const api = createApiClient({
      fetch: async (input) => {
        const target = new URL(String(input), 'http://gateway');
        const response = await t.app.inject({ url: `${target.pathname}${target.search}` });
        return new Response(response.body, {
          status: response.statusCode,
          headers: { 'content-type': String(response.headers['content-type'] ?? '') },
        });
      },
    });
    const listing = await api.catalog.list('fr', {
      q: 'chaises',
      sort: 'price-asc',
      filter: { ProductAttributes: { [ATTR.colour]: [VAL.green] } },
    });
    expect(listing.Items.map((item) => item.ProductId)).toEqual([P(1), P(2)]);
    expect((await api.catalog.list('fr', { filter: {} })).TotalCount).toBe(14);
    const variation = await api.catalog.variations(P(1), { valueIds: [VAL.m, '', VAL.red], quantity: 2 });
    expect(variation.ProductVariantId).toBe(V(1, 1));
    expect((await api.catalog.suggestions({ q: 'chaize', culture: 'fr' })).length).toBe(3);
    expect(await api.catalog.categories('nl')).toHaveLength(2);
    expect(await api.catalog.brands('fr')).toHaveLength(3);
    expect((await api.catalog.productBySlug('nl', 'stoel-oslo')).Name).toBe('Stoel Oslo');
    await expect(api.catalog.productBySlug('fr', 'nope')).rejects.toMatchObject({
      status: 404,
    } satisfies Partial<ApiError>);
    expect((await api.catalog.listFilter({ currentFilter: { InStock: true } })).InStockCount).toBe(10);
    expect(
      (
        await api.catalog.stockByWarehouse({
          productId: P(1),
          productVariantId: V(1, 0),
          displayAllActiveWarehouses: true,
        })
      ).Warehouses,
    ).toHaveLength(2);
    expect((await api.catalog.degressivePrice(V(1, 0))).Tiers).toHaveLength(3);
    expect(
      (await api.catalog.productPhotosGallery({ productId: P(1), productVariantId: V(1, 2) })).Photos,
    ).toHaveLength(3);
  });

  it('documents every catalogue route in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/catalog/{culture}/products',
        '/api/v1/catalog/{culture}/products/by-slug',
        '/api/v1/catalog/products/{productId}/productvariants',
        '/api/v1/catalog/search/suggestions',
        '/api/v1/catalog/{culture}/categories',
        '/api/v1/catalog/{culture}/brands',
        '/api/v1/catalog/widgets/listfilter',
        '/api/v1/catalog/widgets/stockbywarehouse',
        '/api/v1/catalog/widgets/degressiveprice',
        '/api/v1/catalog/widgets/productphotosgallery',
      ]),
    );
  });
});
