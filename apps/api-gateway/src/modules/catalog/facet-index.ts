import { CULTURES, type Culture } from '@vitrine/i18n';
import type { FacetCountRow, FacetIndexRow, ListingCriteria, SearchMatches } from './listing-repository';

/**
 * The facet index (ADR 008): the read model's facet columns of every published product, held in
 * memory as typed arrays, so that the counts of any scope are one pass over at most the
 * catalogue's products (a few milliseconds at 100,000) instead of a statement reading every row of
 * the scope. Dictionary ids (brands, categories, tags, attribute values) are numbered once; a
 * product's lists are slices of one flat array (compressed sparse rows).
 */

/** A facet that can have a choice: the fixed ones and each attribute. */
export type FacetName = 'category' | 'brand' | 'tag' | 'price' | 'stock' | `attribute:${string}`;

/** The facets the criteria make a choice in. */
export function chosenFacets(criteria: ListingCriteria): FacetName[] {
  const chosen: FacetName[] = [];
  if (criteria.categoryIds?.length) chosen.push('category');
  if (criteria.brandIds?.length) chosen.push('brand');
  if (criteria.tagIds?.length) chosen.push('tag');
  if (criteria.priceMin !== undefined || criteria.priceMax !== undefined) chosen.push('price');
  if (criteria.inStock) chosen.push('stock');
  for (const [attributeId, values] of Object.entries(criteria.attributes ?? {}))
    if (values.length) chosen.push(`attribute:${attributeId}`);
  return chosen;
}

/** The same criteria with one facet's choice left out. */
export function withoutFacet(criteria: ListingCriteria, facet: FacetName): ListingCriteria {
  switch (facet) {
    case 'category':
      return { ...criteria, categoryIds: undefined };
    case 'brand':
      return { ...criteria, brandIds: undefined };
    case 'tag':
      return { ...criteria, tagIds: undefined };
    case 'price':
      return { ...criteria, priceMin: undefined, priceMax: undefined };
    case 'stock':
      return { ...criteria, inStock: undefined };
    default: {
      const attributeId = facet.slice('attribute:'.length);
      const attributes = Object.fromEntries(
        Object.entries(criteria.attributes ?? {}).filter(
          ([id, values]) => id !== attributeId && values.length,
        ),
      );
      return { ...criteria, attributes: Object.keys(attributes).length ? attributes : undefined };
    }
  }
}

/** The sorts the facet index can page by itself; names sort by the culture's collation, in SQL. */
export const INDEXED_SORTS = ['popular', 'newest', 'price-asc', 'price-desc'] as const;
export type IndexedSort = (typeof INDEXED_SORTS)[number];

export interface DisjunctiveCounts {
  /** The counts over the products passing every criterion. */
  all: FacetCountRow[];
  /** Per chosen facet, the counts over the products passing every criterion but that choice. */
  without: Map<FacetName, FacetCountRow[]>;
}

export interface FacetIndex {
  readonly size: number;
  readonly productIds: readonly string[];
  /**
   * The disjunctive counts of a listing in ONE pass over its scope: a product failing no choice
   * counts everywhere, one failing exactly one choice counts only for that choice's facet.
   */
  disjunctiveCounts(
    criteria: ListingCriteria,
    childCategoryIds: readonly string[],
    matches?: Int32Array,
  ): DisjunctiveCounts;
  /** Products per category subtree (every ancestor counts its descendants' products) in a culture. */
  subtreeCounts(culture: Culture): Map<string, number>;
  /** This build's number: anything derived from its ordinals is only valid with it. */
  readonly build: number;
  /**
   * A search's matches as ordinals in relevance order: rank, then product id, as the SQL order
   * was (ordinals follow the product ids). Unknown ids (unpublished products) are left out.
   */
  rank(matches: SearchMatches): Int32Array;
  /** One page of ranked matches: those that pass ALL the criteria, from offset. */
  rankedPage(criteria: ListingCriteria, ranked: Int32Array, limit: number, offset: number): string[];
  /**
   * One page in a sort the index keeps (ties broken by product id, as the SQL does), of the
   * products passing ALL the criteria (only the matches, for a search).
   */
  sortedPage(
    criteria: ListingCriteria,
    sort: IndexedSort,
    limit: number,
    offset: number,
    matches?: Int32Array,
  ): string[];
  /** Rough bytes held: typed arrays and id strings. */
  readonly approximateBytes: number;
}

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
  get byteLength(): number {
    return this.offsets.byteLength + this.items.byteLength;
  }
  /** Adds one to counts[ordinal] for each ordinal in product's list (only the flagged ones, if given). */
  count(product: number, counts: Int32Array, only?: Uint8Array) {
    for (let k = this.offsets[product] as number, end = this.offsets[product + 1] as number; k < end; k++) {
      const ordinal = this.items[k] as number;
      if (!only || only[ordinal]) counts[ordinal] = (counts[ordinal] as number) + 1;
    }
  }
  /** Whether product's list holds an ordinal flagged in flags. */
  any(product: number, flags: Uint8Array): boolean {
    for (let k = this.offsets[product] as number, end = this.offsets[product + 1] as number; k < end; k++)
      if (flags[this.items[k] as number]) return true;
    return false;
  }
}

let builds = 0;
const BUILD_CHUNK = 5000;

/** Ordinals follow the product ids (rows come in that order from SQL; others are sorted here). */
export async function buildFacetIndex(
  unordered: readonly FacetIndexRow[],
  valueAttributes: ReadonlyMap<string, string>,
): Promise<FacetIndex> {
  const inIdOrder = unordered.every((row, i) => i === 0 || (unordered[i - 1] as FacetIndexRow).id < row.id);
  const rows = inIdOrder
    ? unordered
    : [...unordered].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const size = rows.length;
  const productIds: string[] = new Array(size);
  const ordinalById = new Map<string, number>();
  const brands = new Dictionary();
  const values = new Dictionary();
  const categories = new Dictionary();
  const tags = new Dictionary();
  const brand = new Int32Array(size).fill(-1);
  const price = new Float64Array(size);
  const priceText: string[] = new Array(size);
  const inStock = new Uint8Array(size);
  const cultureBits = new Uint8Array(size);
  const popularity = new Float64Array(size);
  const createdAt = new Float64Array(size);
  const valueLists = new Lists(size);
  const categoryLists = new Lists(size);
  const tagLists = new Lists(size);
  const cultureBit = new Map(CULTURES.map((culture, index) => [culture as string, 1 << index]));

  for (let i = 0; i < size; i++) {
    // A rebuild runs while the instance serves: it hands the event loop back every few thousand rows.
    if (i > 0 && i % BUILD_CHUNK === 0) await new Promise((resolve) => setImmediate(resolve));
    const row = rows[i] as FacetIndexRow;
    productIds[i] = row.id;
    ordinalById.set(row.id, i);
    if (row.brandId) brand[i] = brands.ordinal(row.brandId);
    price[i] = Number(row.price);
    priceText[i] = row.price;
    inStock[i] = row.inStock ? 1 : 0;
    popularity[i] = Number(row.popularity);
    createdAt[i] = Number(row.createdAt);
    for (const culture of row.cultures.split(','))
      cultureBits[i] = (cultureBits[i] as number) | (cultureBit.get(culture) ?? 0);
    valueLists.add(i, row.valueIds, values);
    categoryLists.add(i, row.categoryIds, categories);
    tagLists.add(i, row.tagIds, tags);
  }
  // The facet rows name a value as attribute:value; a value whose attribute is gone counts nowhere.
  const valueKeys = values.ids.map((id) => {
    const attributeId = valueAttributes.get(id);
    return attributeId ? `${attributeId}:${id}` : null;
  });

  type Test = (i: number) => boolean;
  /** One test per fixed condition (always applied) and one per facet choice, by facet. */
  function tests(criteria: ListingCriteria): { fixed: Test[]; choices: Map<FacetName, Test> } {
    const bit = cultureBit.get(criteria.culture) ?? 0;
    const inList = (lists: Lists, dictionary: Dictionary, ids: readonly string[]): Test => {
      const flags = dictionary.flags(ids);
      return (i) => lists.any(i, flags);
    };
    const fixed: Test[] = [(i) => ((cultureBits[i] as number) & bit) !== 0];
    if (criteria.categoryId) fixed.push(inList(categoryLists, categories, [criteria.categoryId]));
    if (criteria.brandId) {
      const wanted = brands.find(criteria.brandId) ?? -2;
      fixed.push((i) => brand[i] === wanted);
    }
    if (criteria.tagId) fixed.push(inList(tagLists, tags, [criteria.tagId]));

    const choices = new Map<FacetName, Test>();
    if (criteria.categoryIds?.length)
      choices.set('category', inList(categoryLists, categories, criteria.categoryIds));
    if (criteria.brandIds?.length) {
      const flags = brands.flags(criteria.brandIds);
      choices.set('brand', (i) => (brand[i] as number) >= 0 && flags[brand[i] as number] === 1);
    }
    if (criteria.tagIds?.length) choices.set('tag', inList(tagLists, tags, criteria.tagIds));
    const min = criteria.priceMin ?? Number.NEGATIVE_INFINITY;
    const max = criteria.priceMax ?? Number.POSITIVE_INFINITY;
    if (criteria.priceMin !== undefined || criteria.priceMax !== undefined)
      choices.set('price', (i) => (price[i] as number) >= min && (price[i] as number) <= max);
    if (criteria.inStock) choices.set('stock', (i) => inStock[i] === 1);
    for (const [attributeId, chosen] of Object.entries(criteria.attributes ?? {}))
      if (chosen.length) choices.set(`attribute:${attributeId}`, inList(valueLists, values, chosen));
    return { fixed, choices };
  }

  function passesAll(criteria: ListingCriteria): Test {
    const { fixed, choices } = tests(criteria);
    const all = [...fixed, ...choices.values()];
    return (i) => {
      for (const test of all) if (!test(i)) return false;
      return true;
    };
  }

  /** What one scope counts; several are filled in one pass. */
  class Tally {
    total = 0;
    stock = 0;
    min = -1;
    max = -1;
    readonly brands = new Int32Array(brands.ids.length);
    readonly values = new Int32Array(values.ids.length);
    readonly categories = new Int32Array(categories.ids.length);
    readonly tags = new Int32Array(tags.ids.length);
    constructor(private readonly childFlags: Uint8Array) {}

    add(i: number) {
      this.total++;
      if (inStock[i]) this.stock++;
      const p = price[i] as number;
      if (this.min < 0 || p < (price[this.min] as number)) this.min = i;
      if (this.max < 0 || p > (price[this.max] as number)) this.max = i;
      const b = brand[i] as number;
      if (b >= 0) this.brands[b] = (this.brands[b] as number) + 1;
      tagLists.count(i, this.tags);
      categoryLists.count(i, this.categories, this.childFlags);
      valueLists.count(i, this.values);
    }

    /** This tally plus another (the products failing only one choice, added to those failing none). */
    plus(other: Tally): Tally {
      const sum = new Tally(this.childFlags);
      sum.total = this.total + other.total;
      sum.stock = this.stock + other.stock;
      const lower = (a: number, b: number) =>
        a < 0 ? b : b < 0 ? a : (price[b] as number) < (price[a] as number) ? b : a;
      const higher = (a: number, b: number) =>
        a < 0 ? b : b < 0 ? a : (price[b] as number) > (price[a] as number) ? b : a;
      sum.min = lower(this.min, other.min);
      sum.max = higher(this.max, other.max);
      for (const key of ['brands', 'values', 'categories', 'tags'] as const) {
        const target = sum[key];
        this[key].forEach((n, k) => {
          target[k] = n + (other[key][k] as number);
        });
      }
      return sum;
    }

    rows(): FacetCountRow[] {
      const rows: FacetCountRow[] = [
        {
          kind: 'total',
          key: null,
          n: this.total,
          mn: this.min < 0 ? null : (priceText[this.min] as string),
          mx: this.max < 0 ? null : (priceText[this.max] as string),
        },
        { kind: 'stock', key: null, n: this.stock, mn: null, mx: null },
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
      push('brand', this.brands, (ordinal) => brands.ids[ordinal] ?? null);
      push('tag', this.tags, (ordinal) => tags.ids[ordinal] ?? null);
      push('category', this.categories, (ordinal) => categories.ids[ordinal] ?? null);
      push('value', this.values, (ordinal) => valueKeys[ordinal] ?? null);
      return rows;
    }
  }

  function pass(
    fixed: readonly Test[],
    choices: ReadonlyMap<FacetName, Test>,
    childCategoryIds: readonly string[],
    matches: Int32Array | undefined,
  ): DisjunctiveCounts {
    const facets = [...choices.keys()];
    const choiceTests = [...choices.values()];
    const childFlags = categories.flags(childCategoryIds);
    const all = new Tally(childFlags);
    const onlyFailing = facets.map(() => new Tally(childFlags));
    const visit = (i: number) => {
      for (const test of fixed) if (!test(i)) return;
      let failed = -1;
      for (let f = 0; f < choiceTests.length; f++)
        if (!(choiceTests[f] as Test)(i)) {
          if (failed >= 0) return; // fails two choices: counts in no facet
          failed = f;
        }
      (failed < 0 ? all : (onlyFailing[failed] as Tally)).add(i);
    };
    if (matches) for (const i of matches) visit(i);
    else for (let i = 0; i < size; i++) visit(i);
    return {
      all: all.rows(),
      without: new Map(facets.map((facet, f) => [facet, all.plus(onlyFailing[f] as Tally).rows()])),
    };
  }

  // Each kept sort as ordinals in order, made on first use. Ordinals follow the ids, so "then by
  // id" is "then by ordinal".
  const orders = new Map<IndexedSort, Int32Array>();
  const orderOf = (sort: IndexedSort): Int32Array => {
    let order = orders.get(sort);
    if (!order) {
      const by = (key: Float64Array, direction: 1 | -1) => (a: number, b: number) =>
        ((key[a] as number) - (key[b] as number)) * direction || a - b;
      const compare = {
        popular: by(popularity, -1),
        newest: by(createdAt, -1),
        'price-asc': by(price, 1),
        'price-desc': by(price, -1),
      }[sort];
      order = Int32Array.from({ length: size }, (_, i) => i).sort(compare);
      orders.set(sort, order);
    }
    return order;
  };

  /** The ids of the products in order that pass, from offset, at most limit of them. */
  function page(order: Int32Array, passes: Test, limit: number, offset: number): string[] {
    const ids: string[] = [];
    let skipped = 0;
    for (const ordinal of order) {
      if (!passes(ordinal)) continue;
      if (skipped < offset) skipped++;
      else if (ids.push(productIds[ordinal] as string) === limit) break;
    }
    return ids;
  }

  const idBytes = productIds.length * 90;
  const typedBytes = [
    brand,
    price,
    inStock,
    cultureBits,
    popularity,
    createdAt,
    valueLists,
    categoryLists,
    tagLists,
  ]
    .map((array) => array.byteLength)
    .reduce((sum, bytes) => sum + bytes, 0);

  return {
    size,
    productIds,
    build: ++builds,
    approximateBytes: idBytes * 2 + typedBytes,
    rank(matches) {
      const ordinals = new Int32Array(matches.ids.length);
      const ranks = new Float64Array(matches.ids.length);
      let found = 0;
      matches.ids.forEach((id, k) => {
        const ordinal = ordinalById.get(id);
        if (ordinal === undefined) return;
        ordinals[found] = ordinal;
        ranks[found++] = matches.ranks[k] as number;
      });
      const order = Uint32Array.from({ length: found }, (_, k) => k).sort(
        (a, b) =>
          (ranks[b] as number) - (ranks[a] as number) || (ordinals[a] as number) - (ordinals[b] as number),
      );
      return Int32Array.from(order, (k) => ordinals[k] as number);
    },

    rankedPage(criteria, ranked, limit, offset) {
      return page(ranked, passesAll(criteria), limit, offset);
    },

    sortedPage(criteria, sort, limit, offset, matches) {
      const passes = passesAll(criteria);
      if (!matches) return page(orderOf(sort), passes, limit, offset);
      const matched = new Uint8Array(size);
      for (const ordinal of matches) matched[ordinal] = 1;
      return page(orderOf(sort), (i) => matched[i] === 1 && passes(i), limit, offset);
    },

    disjunctiveCounts(criteria, childCategoryIds, matches) {
      const { fixed, choices } = tests(criteria);
      return pass(fixed, choices, childCategoryIds, matches);
    },

    subtreeCounts(culture) {
      const bit = cultureBit.get(culture) ?? 0;
      const counted = new Int32Array(categories.ids.length);
      for (let i = 0; i < size; i++)
        if (((cultureBits[i] as number) & bit) !== 0) categoryLists.count(i, counted);
      const result = new Map<string, number>();
      counted.forEach((n, ordinal) => {
        if (n > 0) result.set(categories.ids[ordinal] as string, n);
      });
      return result;
    },
  };
}
