import {
  type CatalogFacets,
  type CatalogFilter,
  CatalogFilterSchema,
  type CatalogListQuery,
  type CatalogListResponse,
  type CatalogSort,
  type SearchSuggestion,
} from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';
import { SEARCH_ACCURACY, SEARCH_SUGGESTIONS_MIN_LENGTH } from '@vitrine/validation';
import { NotFoundError, ValidationError } from '../../lib/domain-errors';
import type { CatalogCache } from './catalog-cache-plugin';
import type { CatalogOptions, CatalogReads } from './catalog-reads';
import { type FacetIndex, type FacetName, INDEXED_SORTS, type IndexedSort } from './facet-index';
import type { FacetCountRow, ListingCriteria, SearchMatches } from './listing-repository';
import { buildPrefixIndex, type PrefixIndex } from './prefix-index';
import { buildVocabulary, correctSearch, type Vocabulary } from './search-text';
import { productUrl, wireAmount } from './urls';

export const DEFAULT_PAGE_SIZE = 24;
/** Typed words whose lexeme is remembered (a few bytes each). */
const LEXEMES = 10_000;
// A text that is one word of letters and digits: the word being typed.
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;
// No category has this id: a facet choice of unknown categories matches nothing.
const NO_CATEGORY = '00000000-0000-0000-0000-000000000000';

/** The `filter` parameter: JSON of CatalogFilterSchema, or a 400 naming the filter field. */
export function parseFilter(raw: string | undefined): CatalogFilter {
  if (raw === undefined || raw.trim() === '') return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ValidationError({ filter: ['Validation.Json'] }, 'The filter is not valid JSON.');
  }
  const parsed = CatalogFilterSchema.safeParse(json);
  if (!parsed.success) {
    const messages = parsed.error.issues.map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    );
    throw new ValidationError({ filter: messages }, 'The filter does not have the expected shape.');
  }
  return parsed.data;
}

/** The facet index a request works with, and its search's ranked matches (ordinals of that index). */
interface Indexed {
  index: FacetIndex;
  matches?: Int32Array | undefined;
  /** The text the matches are for: the shopper's, or its correction when that matched nothing. */
  searched?: string | undefined;
  /** Set when the matches are for a corrected text (ADR 012). */
  correction?: string | null | undefined;
}

/** A search's outcome, cached per culture, text and accuracy for one facet index build. */
interface Search {
  matches: Int32Array;
  searched: string;
  correction: string | null;
}

const isIndexedSort = (sort: string): sort is IndexedSort =>
  (INDEXED_SORTS as readonly string[]).includes(sort);

/**
 * The catalogue list (search, scope, facet choices, sort and page, with disjunctive facet counts),
 * the ListFilter widget, and search suggestions, which are the first results of the same search
 * (ADR 012).
 */
export function listingService(
  reads: CatalogReads,
  { basePath, currency }: CatalogOptions,
  caches: CatalogCache,
) {
  const { repository, listing, facetIndex, labelsFor, listItems } = reads;
  // The words of the product names per culture, to correct a search that matched nothing.
  const vocabularies = caches.cache<Vocabulary>();
  const vocabularyFor = (culture: Culture) =>
    vocabularies.get(culture, async () => buildVocabulary(await listing.searchWords(culture)));
  // The prefix index of each culture searched, for the facet index build it was made with: the
  // same revision of the catalogue (ADR 039). Built on the first search of a culture, then again
  // with each new build; the requests that arrive meanwhile share the build.
  const prefixIndexes = new Map<Culture, { build: number; index: Promise<PrefixIndex> }>();
  function prefixIndexFor(build: number, culture: Culture): Promise<PrefixIndex> {
    const known = prefixIndexes.get(culture);
    if (known && known.build >= build) return known.index;
    const index = listing.searchVectors(culture).then(buildPrefixIndex);
    prefixIndexes.set(culture, { build, index });
    index.catch(() => {
      if (prefixIndexes.get(culture)?.index === index) prefixIndexes.delete(culture);
    });
    return index;
  }
  // A typed word's lexeme in the culture's configuration (stemmed, lower case), or null when the
  // word makes no single lexeme (a stop word): the catalogue does not change it, so it is kept
  // for the gateway's life, up to LEXEMES words.
  const lexemes = new Map<string, string | null>();
  async function lexemeOf(culture: Culture, word: string): Promise<string | null> {
    const key = `${culture}:${word}`;
    const known = lexemes.get(key);
    if (known !== undefined) return known;
    const single = /^'((?:[^']|'')*)'$/.exec(await listing.searchQueryText(culture, word));
    const lexeme = single ? (single[1] as string).replaceAll("''", "'") : null;
    if (lexemes.size >= LEXEMES) lexemes.clear();
    lexemes.set(key, lexeme);
    return lexeme;
  }
  /**
   * A text's matches with their relevance. One plain word, the word being typed, is the prefix of
   * its lexeme (ADR 012) and comes from the prefix index; anything else (several words, quotes,
   * minus, a stop word) is the culture's search statement.
   */
  async function searchMatches(build: number, culture: Culture, text: string): Promise<SearchMatches> {
    const word = text.trim();
    if (PLAIN_WORD.test(word) && word.toLowerCase() !== 'or') {
      const lexeme = await lexemeOf(culture, word);
      if (lexeme) return (await prefixIndexFor(build, culture)).matches(lexeme);
    }
    return listing.searchMatches(culture, text);
  }
  // A search's matches, ranked, once per culture, text and accuracy (and facet index build) for
  // CATALOG_TTL_MS. Results and suggestions read the same entries (ADR 012).
  const searches = caches.cache<Search>();
  /**
   * The current facet index, with the search's ranked matches when the criteria search. A text that
   * matches nothing is read as a typo: each word the catalogue does not know is replaced by the
   * closest one it does, and the matches are those of that correction, named in the answer.
   */
  async function indexed(criteria: ListingCriteria, accuracy = SEARCH_ACCURACY): Promise<Indexed> {
    const index = await facetIndex.get();
    const { q, culture } = criteria;
    if (!q) return { index };
    const search = await searches.get(JSON.stringify([index.build, culture, q, accuracy]), async () => {
      const matches = index.rank(await searchMatches(index.build, culture, q));
      if (matches.length > 0) return { matches, searched: q, correction: null };
      const corrected = correctSearch(q, await vocabularyFor(culture), accuracy);
      const again = corrected ? index.rank(await searchMatches(index.build, culture, corrected)) : matches;
      return again.length > 0 && corrected
        ? { matches: again, searched: corrected, correction: corrected }
        : { matches, searched: q, correction: null };
    });
    return { index, ...search };
  }

  /** The listing's scope and choices, with the ids the request names resolved (unknown scope → 404). */
  async function criteriaFor(
    culture: Culture,
    scope: {
      q?: string | undefined;
      categoryId?: string | undefined;
      brandId?: string | undefined;
      tag?: string | undefined;
    },
    filter: CatalogFilter,
  ): Promise<ListingCriteria> {
    const categoryIds = [...(scope.categoryId ? [scope.categoryId] : []), ...(filter.Categories ?? [])];
    const [paths, brand, tag] = await Promise.all([
      repository.categoryPaths(categoryIds),
      scope.brandId ? repository.brands([scope.brandId]) : Promise.resolve(null),
      scope.tag ? repository.tagNames(culture, [scope.tag]) : Promise.resolve(null),
    ]);
    if (scope.categoryId && !paths.has(scope.categoryId))
      throw new NotFoundError(`There is no category '${scope.categoryId}'.`);
    if (brand && !brand.length) throw new NotFoundError(`There is no brand '${scope.brandId}'.`);
    if (tag && !tag.length) throw new NotFoundError(`There is no tag '${scope.tag}'.`);
    // Only published categories can be chosen; any other id matches nothing.
    const chosen = (filter.Categories ?? []).map((id) => (paths.has(id) ? id : NO_CATEGORY));
    return {
      culture,
      q: scope.q || undefined,
      categoryId: scope.categoryId,
      brandId: scope.brandId,
      tagId: scope.tag,
      categoryIds: chosen,
      brandIds: filter.Brands,
      tagIds: filter.Tags,
      priceMin: filter.PriceMin,
      priceMax: filter.PriceMax,
      inStock: filter.InStock,
      attributes: filter.ProductAttributes,
    };
  }

  async function facets(
    culture: Culture,
    criteria: ListingCriteria,
    filter: CatalogFilter,
    currentCategoryId: string | undefined,
    { index, matches }: Indexed,
  ): Promise<{ total: number; facets: CatalogFacets }> {
    const labels = await labelsFor(culture);
    const childIds = labels.categories
      .filter((row) => row.parentId === (currentCategoryId ?? null))
      .map((row) => row.id);
    // Disjunctive facets: each facet with a choice counts over the criteria without that choice,
    // the others (and the total) over all of them, in one pass over the scope in the facet index.
    const { all, without } = index.disjunctiveCounts(criteria, childIds, matches);
    const rowsFor = (facet: FacetName) => without.get(facet) ?? all;
    const counts = (kind: FacetCountRow['kind'], facet: FacetName) =>
      new Map(
        rowsFor(facet)
          .filter((row) => row.kind === kind)
          .map((row) => [row.key ?? '', Number(row.n)]),
      );
    const brandCounts = counts('brand', 'brand');
    const tagCounts = counts('tag', 'tag');
    const categoryCounts = counts('category', 'category');
    // A value's count comes from the rows of its own attribute's facet.
    const valueCounts = new Map<string, number>();
    for (const rows of [all, ...without.values()])
      for (const row of rows) {
        if (row.kind !== 'value' || row.key === null) continue;
        const [attributeId = '', valueId = ''] = row.key.split(':');
        if (rowsFor(`attribute:${attributeId}`) === rows) valueCounts.set(valueId, Number(row.n));
      }
    const total = all.find((row) => row.kind === 'total');
    const price = rowsFor('price').find((row) => row.kind === 'total');
    const inStock = rowsFor('stock').find((row) => row.kind === 'stock');

    const selectedBrands = new Set(filter.Brands ?? []);
    const selectedTags = new Set(filter.Tags ?? []);
    const selectedCategories = new Set(filter.Categories ?? []);
    const selectedValues = new Set(Object.values(filter.ProductAttributes ?? {}).flat());
    const listed = (counted: Map<string, number>, selected: Set<string>) => [
      ...new Set([...[...counted].filter(([, n]) => n > 0).map(([id]) => id), ...selected]),
    ];

    const among = <T>(rows: T[], ids: string[], idOf: (row: T) => string) => {
      const wanted = new Set(ids);
      return rows.filter((row) => wanted.has(idOf(row)));
    };
    const categoryRows = among(labels.categories, childIds, (row) => row.id);
    const brandRows = among(labels.brands, listed(brandCounts, selectedBrands), (row) => row.id);
    const tagRows = among(labels.tags, listed(tagCounts, selectedTags), (row) => row.id);
    const valueRows = among(labels.values, listed(valueCounts, selectedValues), (row) => row.valueId);

    const attributes: CatalogFacets['ProductAttributes'] = [];
    for (const row of valueRows) {
      let attribute = attributes.at(-1);
      if (attribute?.AttributeId !== row.attributeId) {
        attribute = {
          AttributeId: row.attributeId,
          Name: row.attributeName,
          VariationDisplayTypeValue: row.displayType,
          Values: [],
        };
        attributes.push(attribute);
      }
      attribute.Values.push({
        ProductAttributeValueId: row.valueId,
        DisplayValue: row.displayValue,
        ColorCode1: row.colorCode1,
        ColorCode2: row.colorCode2,
        ColorCode3: row.colorCode3,
        Count: valueCounts.get(row.valueId) ?? 0,
        Selected: selectedValues.has(row.valueId),
      });
    }
    return {
      total: Number(total?.n ?? 0),
      facets: {
        Categories: categoryRows
          .filter((row) => (categoryCounts.get(row.id) ?? 0) > 0 || selectedCategories.has(row.id))
          .map((row) => ({
            Id: row.id,
            Name: row.name,
            Count: categoryCounts.get(row.id) ?? 0,
            Selected: selectedCategories.has(row.id),
          })),
        Brands: brandRows.map((row) => ({
          Id: row.id,
          Name: row.name,
          Count: brandCounts.get(row.id) ?? 0,
          Selected: selectedBrands.has(row.id),
        })),
        Tags: tagRows.map((row) => ({
          Id: row.id,
          Name: row.name,
          Count: tagCounts.get(row.id) ?? 0,
          Selected: selectedTags.has(row.id),
        })),
        ProductAttributes: attributes,
        Price:
          price && Number(price.n) > 0 && price.mn !== null && price.mx !== null
            ? { Min: wireAmount(price.mn, currency), Max: wireAmount(price.mx, currency) }
            : null,
        InStockCount: Number(inStock?.n ?? 0),
      },
    };
  }

  /**
   * One page of product ids. The facet index pages every sort but the names' (those follow the
   * culture's collation, in SQL): a search by its ranked matches, the rest by the sort orders it
   * keeps, so that no page query walks an index past thousands of products a filter rejects.
   */
  async function pageIds(
    { index, matches }: Indexed,
    criteria: ListingCriteria,
    sort: CatalogSort,
    limit: number,
    offset: number,
  ) {
    const kept = sort === 'relevance' ? (matches ? 'relevance' : 'popular') : sort;
    if (kept === 'relevance') return index.rankedPage(criteria, matches ?? new Int32Array(), limit, offset);
    if (isIndexedSort(kept)) return index.sortedPage(criteria, kept, limit, offset, matches);
    return listing.pageIds(criteria, sort, limit, offset);
  }

  return {
    /** Builds the facet index ahead of the first listing (at start-up). */
    async warm(): Promise<void> {
      await facetIndex.get();
    },

    async list(culture: Culture, query: CatalogListQuery): Promise<CatalogListResponse> {
      const filter = parseFilter(query.filter);
      const criteria = await criteriaFor(culture, query, filter);
      const sort: CatalogSort = query.sort ?? (criteria.q ? 'relevance' : 'popular');
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const pageIndex = query.pageindex ?? 1;
      const scope = await indexed(criteria);
      // A corrected search pages (in SQL, for the name sorts) by the text it matched.
      const searched = { ...criteria, q: scope.searched ?? criteria.q };
      const [ids, counted] = await Promise.all([
        pageIds(scope, searched, sort, pageSize, (pageIndex - 1) * pageSize),
        facets(culture, searched, filter, query.categoryId, scope),
      ]);
      return {
        Items: await listItems(culture, ids),
        TotalCount: counted.total,
        PageIndex: pageIndex,
        PageSize: pageSize,
        PageCount: Math.ceil(counted.total / pageSize),
        Sort: sort,
        Filter: filter,
        Facets: counted.facets,
        SearchCorrection: scope.correction ?? null,
      };
    },

    /** The ListFilter widget: the listing's facets for a category or brand page. */
    async listFilter(
      culture: Culture,
      scope: {
        categoryId?: string | undefined;
        brandId?: string | undefined;
        currentFilter?: string | undefined;
      },
    ): Promise<CatalogFacets> {
      const filter = parseFilter(scope.currentFilter);
      const criteria = await criteriaFor(culture, scope, filter);
      return (await facets(culture, criteria, filter, scope.categoryId, await indexed(criteria))).facets;
    },

    async suggestions(
      culture: Culture,
      q: string,
      accuracy: number,
      limit: number,
    ): Promise<SearchSuggestion[]> {
      const text = q.trim();
      if (text.length < SEARCH_SUGGESTIONS_MIN_LENGTH) return [];
      // The first products of the page this text would open, in its relevance order (ADR 012).
      const criteria: ListingCriteria = { culture, q: text };
      const { index, matches, correction } = await indexed(criteria, accuracy);
      if (!matches?.length) return [];
      const ids = index.rankedPage(criteria, matches, limit, 0);
      const rows = new Map((await repository.listItems(culture, ids)).map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = rows.get(id);
        if (!row) return [];
        return [
          {
            Name: row.name,
            Photo: row.photoAssetId ? { AssetId: row.photoAssetId, AssetName: row.photoName ?? '' } : null,
            ProductUrl: productUrl(basePath, culture, row.slug),
            BrandName: row.brandName,
            Reference: row.reference,
            SearchCorrection: correction ?? null,
          },
        ];
      });
    },
  };
}

export type ListingService = ReturnType<typeof listingService>;
