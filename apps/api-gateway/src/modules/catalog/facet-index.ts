import { CULTURES, type Culture } from '@vitrine/i18n';
import type { FacetCountRow, ListingCriteria, SearchMatches } from './listing-repository';

/**
 * The facet index (ADR 008): the read model's facet columns of every published product, held in
 * memory as typed arrays, so that the counts of any scope are one pass over at most the
 * catalogue's products (a few milliseconds at 100,000) instead of a statement reading every row of
 * the scope. Dictionary ids (brands, categories, tags, attribute values) are numbered once; a
 * product's lists are slices of one flat array (compressed sparse rows).
 */
export interface FacetIndex {
  readonly size: number;
  readonly productIds: readonly string[];
  ordinalOf(productId: string): number | undefined;
  /** Every count of the products passing ALL the criteria, as the facet statement returned them. */
  counts(
    criteria: ListingCriteria,
    childCategoryIds: readonly string[],
    matches?: Int32Array,
  ): FacetCountRow[];
  /** Products per category subtree (every ancestor counts its descendants' products) in a culture. */
  subtreeCounts(culture: Culture): Map<string, number>;
  /** Ordinals of product ids (unknown ones, such as unpublished products, are left out). */
  ordinals(productIds: Iterable<string>): Int32Array;
  /**
   * One page of a search in relevance order (rank, then product id, as the SQL order breaks ties)
   * among its matches that pass ALL the criteria.
   */
  rankedPage(criteria: ListingCriteria, matches: SearchMatches, limit: number, offset: number): string[];
}

/** One published product as the index is built from it (the ids lists comma-separated). */
export type FacetIndexRow = {
  id: string;
  brandId: string | null;
  /** price_from as text (exact, for the range it reports) or null when the product has none. */
  price: string | null;
  inStock: boolean;
  valueIds: string;
  categoryIds: string;
  tagIds: string;
  /** Cultures with a translation, comma-separated. */
  cultures: string;
};

class Dictionary {
  readonly ids: string[] = [];
  private readonly ordinals = new Map<string, number>();
  ordinal(id: string): number {
    let ordinal = this.ordinals.get(id);
    if (ordinal === undefined) {
      ordinal = this.ids.length;
      this.ordinals.set(id, ordinal);
      this.ids.push(id);
    }
    return ordinal;
  }
  find(id: string): number | undefined {
    return this.ordinals.get(id);
  }
  /** A flag per ordinal for a set of ids; ids the dictionary never saw match no product anyway. */
  flags(ids: readonly string[]): Uint8Array {
    const flags = new Uint8Array(this.ids.length);
    for (const id of ids) {
      const ordinal = this.ordinals.get(id);
      if (ordinal !== undefined) flags[ordinal] = 1;
    }
    return flags;
  }
}

/** Lists of dictionary ordinals per product: product i's are items[offsets[i]..offsets[i + 1]). */
class Lists {
  readonly offsets: Int32Array;
  private items: Int32Array;
  private length = 0;
  constructor(products: number) {
    this.offsets = new Int32Array(products + 1);
    this.items = new Int32Array(Math.max(16, products * 4));
  }
  add(product: number, joined: string, dictionary: Dictionary) {
    if (joined !== '')
      for (const id of joined.split(',')) {
        if (this.length === this.items.length) {
          const grown = new Int32Array(this.items.length * 2);
          grown.set(this.items);
          this.items = grown;
        }
        this.items[this.length++] = dictionary.ordinal(id);
      }
    this.offsets[product + 1] = this.length;
  }
  get values(): Int32Array {
    return this.items;
  }
  /** Whether product's list holds an ordinal flagged in flags. */
  any(product: number, flags: Uint8Array): boolean {
    for (let k = this.offsets[product] as number, end = this.offsets[product + 1] as number; k < end; k++)
      if (flags[this.items[k] as number]) return true;
    return false;
  }
}

export function buildFacetIndex(
  rows: readonly FacetIndexRow[],
  valueAttributes: ReadonlyMap<string, string>,
): FacetIndex {
  const size = rows.length;
  const productIds: string[] = new Array(size);
  const ordinalById = new Map<string, number>();
  const brands = new Dictionary();
  const values = new Dictionary();
  const categories = new Dictionary();
  const tags = new Dictionary();
  const brand = new Int32Array(size).fill(-1);
  const price = new Float64Array(size).fill(Number.NaN);
  const priceText: (string | null)[] = new Array(size);
  const inStock = new Uint8Array(size);
  const cultureBits = new Uint8Array(size);
  const valueLists = new Lists(size);
  const categoryLists = new Lists(size);
  const tagLists = new Lists(size);
  const cultureBit = new Map(CULTURES.map((culture, index) => [culture as string, 1 << index]));

  rows.forEach((row, i) => {
    productIds[i] = row.id;
    ordinalById.set(row.id, i);
    if (row.brandId) brand[i] = brands.ordinal(row.brandId);
    if (row.price !== null) price[i] = Number(row.price);
    priceText[i] = row.price;
    inStock[i] = row.inStock ? 1 : 0;
    for (const culture of row.cultures.split(','))
      cultureBits[i] = (cultureBits[i] as number) | (cultureBit.get(culture) ?? 0);
    valueLists.add(i, row.valueIds, values);
    categoryLists.add(i, row.categoryIds, categories);
    tagLists.add(i, row.tagIds, tags);
  });
  // The facet rows name a value as attribute:value; a value whose attribute is gone counts nowhere.
  const valueKeys = values.ids.map((id) => {
    const attributeId = valueAttributes.get(id);
    return attributeId ? `${attributeId}:${id}` : null;
  });

  function predicate(criteria: ListingCriteria): (i: number) => boolean {
    const tests: ((i: number) => boolean)[] = [];
    const bit = cultureBit.get(criteria.culture) ?? 0;
    tests.push((i) => ((cultureBits[i] as number) & bit) !== 0);
    const listTest = (lists: Lists, dictionary: Dictionary, ids: readonly string[]) => {
      const flags = dictionary.flags(ids);
      tests.push((i) => lists.any(i, flags));
    };
    if (criteria.categoryId) listTest(categoryLists, categories, [criteria.categoryId]);
    if (criteria.brandId) {
      const wanted = brands.find(criteria.brandId) ?? -2;
      tests.push((i) => brand[i] === wanted);
    }
    if (criteria.tagId) listTest(tagLists, tags, [criteria.tagId]);
    if (criteria.categoryIds?.length) listTest(categoryLists, categories, criteria.categoryIds);
    if (criteria.brandIds?.length) {
      const flags = brands.flags(criteria.brandIds);
      tests.push((i) => (brand[i] as number) >= 0 && flags[brand[i] as number] === 1);
    }
    if (criteria.tagIds?.length) listTest(tagLists, tags, criteria.tagIds);
    // NaN (no price) fails both comparisons, as NULL does in SQL.
    const { priceMin, priceMax } = criteria;
    if (priceMin !== undefined) tests.push((i) => (price[i] as number) >= priceMin);
    if (priceMax !== undefined) tests.push((i) => (price[i] as number) <= priceMax);
    if (criteria.inStock) tests.push((i) => inStock[i] === 1);
    for (const chosen of Object.values(criteria.attributes ?? {}))
      if (chosen.length) listTest(valueLists, values, chosen);
    return (i) => {
      for (const test of tests) if (!test(i)) return false;
      return true;
    };
  }

  return {
    size,
    productIds,
    ordinalOf: (productId) => ordinalById.get(productId),
    ordinals(ids) {
      const found: number[] = [];
      for (const id of ids) {
        const ordinal = ordinalById.get(id);
        if (ordinal !== undefined) found.push(ordinal);
      }
      return Int32Array.from(found).sort();
    },

    rankedPage(criteria, matches, limit, offset) {
      const passes = predicate(criteria);
      const passing: number[] = [];
      matches.ids.forEach((id, k) => {
        const ordinal = ordinalById.get(id);
        if (ordinal !== undefined && passes(ordinal)) passing.push(k);
      });
      passing.sort((a, b) => {
        const byRank = (matches.ranks[b] as number) - (matches.ranks[a] as number);
        if (byRank !== 0) return byRank;
        const idA = matches.ids[a] as string;
        const idB = matches.ids[b] as string;
        return idA < idB ? -1 : idA > idB ? 1 : 0;
      });
      return passing.slice(offset, offset + limit).map((k) => matches.ids[k] as string);
    },

    counts(criteria, childCategoryIds, matches) {
      const passes = predicate(criteria);
      const childFlags = categories.flags(childCategoryIds);
      const brandCounts = new Int32Array(brands.ids.length);
      const valueCounts = new Int32Array(values.ids.length);
      const categoryCounts = new Int32Array(categories.ids.length);
      const tagCounts = new Int32Array(tags.ids.length);
      const categoryItems = categoryLists.values;
      const valueItems = valueLists.values;
      const tagItems = tagLists.values;
      let total = 0;
      let stock = 0;
      let min = -1;
      let max = -1;
      const count = (i: number) => {
        if (!passes(i)) return;
        total++;
        if (inStock[i]) stock++;
        const p = price[i] as number;
        if (!Number.isNaN(p)) {
          if (min < 0 || p < (price[min] as number)) min = i;
          if (max < 0 || p > (price[max] as number)) max = i;
        }
        const b = brand[i] as number;
        if (b >= 0) brandCounts[b] = (brandCounts[b] as number) + 1;
        for (let k = tagLists.offsets[i] as number, end = tagLists.offsets[i + 1] as number; k < end; k++)
          tagCounts[tagItems[k] as number] = (tagCounts[tagItems[k] as number] as number) + 1;
        for (
          let k = categoryLists.offsets[i] as number, end = categoryLists.offsets[i + 1] as number;
          k < end;
          k++
        ) {
          const c = categoryItems[k] as number;
          if (childFlags[c]) categoryCounts[c] = (categoryCounts[c] as number) + 1;
        }
        for (let k = valueLists.offsets[i] as number, end = valueLists.offsets[i + 1] as number; k < end; k++)
          valueCounts[valueItems[k] as number] = (valueCounts[valueItems[k] as number] as number) + 1;
      };
      if (matches) for (const i of matches) count(i);
      else for (let i = 0; i < size; i++) count(i);

      const rows: FacetCountRow[] = [
        {
          kind: 'total',
          key: null,
          n: total,
          mn: min < 0 ? null : (priceText[min] ?? null),
          mx: max < 0 ? null : (priceText[max] ?? null),
        },
        { kind: 'stock', key: null, n: stock, mn: null, mx: null },
      ];
      const push = (
        kind: FacetCountRow['kind'],
        counted: Int32Array,
        key: (ordinal: number) => string | null,
      ) =>
        counted.forEach((n, ordinal) => {
          const name = n > 0 ? key(ordinal) : null;
          if (name !== null) rows.push({ kind, key: name, n, mn: null, mx: null });
        });
      push('brand', brandCounts, (ordinal) => brands.ids[ordinal] ?? null);
      push('tag', tagCounts, (ordinal) => tags.ids[ordinal] ?? null);
      push('category', categoryCounts, (ordinal) => categories.ids[ordinal] ?? null);
      push('value', valueCounts, (ordinal) => valueKeys[ordinal] ?? null);
      return rows;
    },

    subtreeCounts(culture) {
      const bit = cultureBit.get(culture) ?? 0;
      const counted = new Int32Array(categories.ids.length);
      const items = categoryLists.values;
      for (let i = 0; i < size; i++) {
        if (((cultureBits[i] as number) & bit) === 0) continue;
        for (
          let k = categoryLists.offsets[i] as number, end = categoryLists.offsets[i + 1] as number;
          k < end;
          k++
        )
          counted[items[k] as number] = (counted[items[k] as number] as number) + 1;
      }
      const result = new Map<string, number>();
      counted.forEach((n, ordinal) => {
        if (n > 0) result.set(categories.ids[ordinal] as string, n);
      });
      return result;
    },
  };
}
