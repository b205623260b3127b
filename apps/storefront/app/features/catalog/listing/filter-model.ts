import {
  CATALOG_PAGE_SIZES,
  CATALOG_SORTS,
  type CatalogFilter,
  CatalogFilterSchema,
  type CatalogListQuery,
  type CatalogSort,
} from '@vitrine/api-client';

/** The list filters that hold lists of ids (spec 001 §3: each filter is a list or a single value). */
export type ListFilterKey = 'Brands' | 'Categories' | 'Tags';
export type CatalogDisplay = 'grid' | 'table';

/** The list page's state, exactly what its address carries (spec 001 §2). */
export interface ListState {
  display: CatalogDisplay;
  sort: CatalogSort | undefined;
  pageSize: number | undefined;
  pageindex: number;
  filter: CatalogFilter;
  q: string;
  /** The tag searched for (spec 001 §2 tag search), a tag id. */
  tag: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the filter parameter; malformed or unknown JSON is ignored rather than failing the page. */
export function parseFilter(raw: string | null | undefined): CatalogFilter {
  if (!raw) return {};
  try {
    const parsed = CatalogFilterSchema.safeParse(JSON.parse(raw));
    return parsed.success ? pruneFilter(parsed.data) : {};
  } catch {
    return {};
  }
}

/** Spec 001 §4: an empty key is deleted (empty lists, empty attribute groups, cleared values). */
export function pruneFilter(filter: CatalogFilter): CatalogFilter {
  const result: CatalogFilter = {};
  for (const key of ['Brands', 'Categories', 'Tags'] as const) {
    const values = filter[key];
    if (values && values.length > 0) result[key] = [...values];
  }
  if (typeof filter.PriceMin === 'number' && Number.isFinite(filter.PriceMin))
    result.PriceMin = filter.PriceMin;
  if (typeof filter.PriceMax === 'number' && Number.isFinite(filter.PriceMax))
    result.PriceMax = filter.PriceMax;
  if (filter.InStock === true) result.InStock = true;
  const attributes = Object.entries(filter.ProductAttributes ?? {}).filter(([, values]) => values.length > 0);
  if (attributes.length > 0)
    result.ProductAttributes = Object.fromEntries(attributes.map(([id, values]) => [id, [...values]]));
  return result;
}

export function isFilterEmpty(filter: CatalogFilter): boolean {
  return Object.keys(pruneFilter(filter)).length === 0;
}

/** The filter as the address carries it, or null when nothing is selected (the parameter is dropped). */
export function serialiseFilter(filter: CatalogFilter): string | null {
  const pruned = pruneFilter(filter);
  return Object.keys(pruned).length === 0 ? null : JSON.stringify(pruned);
}

/**
 * Spec 001 §4: a filter item is toggled on click. Selecting adds it to the set, deselecting
 * removes it; with `single`, choosing replaces the other values of the key (a radio group).
 */
export function toggleFilterValue(
  filter: CatalogFilter,
  key: ListFilterKey,
  id: string,
  single = false,
): CatalogFilter {
  const current = filter[key] ?? [];
  const next = current.includes(id)
    ? current.filter((value) => value !== id)
    : single
      ? [id]
      : [...current, id];
  return pruneFilter({ ...filter, [key]: next });
}

export function toggleAttributeValue(
  filter: CatalogFilter,
  attributeId: string,
  valueId: string,
): CatalogFilter {
  const attributes = { ...(filter.ProductAttributes ?? {}) };
  const current = attributes[attributeId] ?? [];
  attributes[attributeId] = current.includes(valueId)
    ? current.filter((value) => value !== valueId)
    : [...current, valueId];
  return pruneFilter({ ...filter, ProductAttributes: attributes });
}

export function setFilterValue<K extends 'PriceMin' | 'PriceMax' | 'InStock'>(
  filter: CatalogFilter,
  key: K,
  value: CatalogFilter[K] | undefined,
): CatalogFilter {
  const next = { ...filter };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return pruneFilter(next);
}

const DISPLAYS: readonly CatalogDisplay[] = ['grid', 'table'];

/** Reads the list state from the address; invalid values fall back to the defaults. */
export function readListState(search: URLSearchParams): ListState {
  const display = search.get('display');
  const sort = search.get('sort');
  const pageSize = Number(search.get('pageSize'));
  const pageindex = Number(search.get('pageindex'));
  return {
    display: DISPLAYS.includes(display as CatalogDisplay) ? (display as CatalogDisplay) : 'grid',
    sort: (CATALOG_SORTS as readonly string[]).includes(sort ?? '') ? (sort as CatalogSort) : undefined,
    pageSize: (CATALOG_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : undefined,
    pageindex: Number.isInteger(pageindex) && pageindex >= 1 && pageindex <= 10_000 ? pageindex : 1,
    filter: parseFilter(search.get('filter')),
    q: (search.get('q') ?? '').trim().slice(0, 200),
    // A malformed tag is ignored like any other bad parameter, rather than failing the page.
    tag: UUID.test(search.get('tag') ?? '') ? (search.get('tag') as string) : undefined,
  };
}

/** The API query for a list state. */
export function toListQuery(state: ListState, extra: Partial<CatalogListQuery> = {}): CatalogListQuery {
  const filter = serialiseFilter(state.filter);
  return {
    ...extra,
    ...(state.q ? { q: state.q } : {}),
    ...(state.tag ? { tag: state.tag } : {}),
    ...(filter ? { filter } : {}),
    ...(state.sort ? { sort: state.sort } : {}),
    ...(state.pageSize ? { pageSize: state.pageSize } : {}),
    ...(state.pageindex > 1 ? { pageindex: state.pageindex } : {}),
  };
}

export interface ListChange {
  filter?: CatalogFilter;
  sort?: CatalogSort | null;
  pageSize?: number | null;
  display?: CatalogDisplay;
  pageindex?: number;
  /** A tag id to search for, or null to drop the tag search. */
  tag?: string | null;
}

/**
 * The address of the list after a change. Spec 001 §2: pageindex is removed whenever the
 * filters, the sort or the page size change; other parameters are kept as they are.
 */
export function listHref(pathname: string, search: URLSearchParams | string, change: ListChange): string {
  const params = new URLSearchParams(search);
  const resetsPage = 'filter' in change || 'sort' in change || 'pageSize' in change || 'tag' in change;
  if (change.tag !== undefined) {
    if (change.tag) params.set('tag', change.tag);
    else {
      // The entity names what the tag search looks for: without a tag there is no tag search.
      params.delete('tag');
      params.delete('entityName');
    }
  }
  if (change.filter !== undefined) {
    const filter = serialiseFilter(change.filter);
    if (filter) params.set('filter', filter);
    else params.delete('filter');
  }
  if (change.sort !== undefined) {
    if (change.sort) params.set('sort', change.sort);
    else params.delete('sort');
  }
  if (change.pageSize !== undefined) {
    if (change.pageSize) params.set('pageSize', String(change.pageSize));
    else params.delete('pageSize');
  }
  if (change.display !== undefined) {
    if (change.display === 'grid') params.delete('display');
    else params.set('display', change.display);
  }
  if (resetsPage) params.delete('pageindex');
  else if (change.pageindex !== undefined) {
    if (change.pageindex > 1) params.set('pageindex', String(change.pageindex));
    else params.delete('pageindex');
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** What the catalogue's tags tag: a tag search over products (spec 001 §2's `entityName`). */
export const TAG_ENTITY_NAME = 'Product';

/**
 * Spec 001 §2: a tag search reloads the list with the tag, the current sort and the `entityName`
 * (the kind of thing the tag search looks for: the one the address already names, else
 * products); the search text, filters and page start afresh.
 */
export function tagSearchHref(
  pathname: string,
  search: URLSearchParams | string,
  tagId: string,
  entityName: string = TAG_ENTITY_NAME,
): string {
  const current = new URLSearchParams(search);
  const params = new URLSearchParams({ tag: tagId });
  const sort = current.get('sort');
  if (sort) params.set('sort', sort);
  params.set('entityName', current.get('entityName') || entityName);
  return `${pathname}?${params.toString()}`;
}
