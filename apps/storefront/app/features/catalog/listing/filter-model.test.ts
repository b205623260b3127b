import { describe, expect, it } from 'vitest';
import {
  isFilterEmpty,
  listHref,
  parseFilter,
  readListState,
  serialiseFilter,
  setFilterValue,
  tagSearchHref,
  toggleAttributeValue,
  toggleFilterValue,
  toListQuery,
} from './filter-model';

const BRAND_A = '11111111-1111-4111-8111-111111111111';
const BRAND_B = '22222222-2222-4222-8222-222222222222';
const ATTRIBUTE = '33333333-3333-4333-8333-333333333333';
const VALUE = '44444444-4444-4444-8444-444444444444';

describe('filter model (spec 001 §3, §4)', () => {
  it('toggles an item: selecting adds it, deselecting removes it, an empty key is deleted', () => {
    const one = toggleFilterValue({}, 'Brands', BRAND_A);
    expect(one).toEqual({ Brands: [BRAND_A] });
    const two = toggleFilterValue(one, 'Brands', BRAND_B);
    expect(two).toEqual({ Brands: [BRAND_A, BRAND_B] });
    const back = toggleFilterValue(toggleFilterValue(two, 'Brands', BRAND_A), 'Brands', BRAND_B);
    expect(back).toEqual({});
    expect('Brands' in back).toBe(false);
  });

  it('a single-choice key replaces its value, and a second click removes it', () => {
    const first = toggleFilterValue({}, 'Categories', BRAND_A, true);
    expect(toggleFilterValue(first, 'Categories', BRAND_B, true)).toEqual({ Categories: [BRAND_B] });
    expect(toggleFilterValue(first, 'Categories', BRAND_A, true)).toEqual({});
  });

  it('keys attribute values by attribute id and deletes an emptied attribute', () => {
    const selected = toggleAttributeValue({}, ATTRIBUTE, VALUE);
    expect(selected).toEqual({ ProductAttributes: { [ATTRIBUTE]: [VALUE] } });
    expect(toggleAttributeValue(selected, ATTRIBUTE, VALUE)).toEqual({});
  });

  it('sets and clears single values', () => {
    const priced = setFilterValue(setFilterValue({}, 'PriceMin', 10), 'InStock', true);
    expect(priced).toEqual({ PriceMin: 10, InStock: true });
    expect(setFilterValue(priced, 'PriceMin', undefined)).toEqual({ InStock: true });
    expect(isFilterEmpty(setFilterValue({}, 'InStock', false))).toBe(true);
  });

  it('round-trips through JSON and ignores malformed input', () => {
    const filter = { Brands: [BRAND_A], ProductAttributes: { [ATTRIBUTE]: [VALUE] }, PriceMax: 50 };
    const json = serialiseFilter(filter);
    expect(json).not.toBeNull();
    expect(parseFilter(json)).toEqual(filter);
    expect(serialiseFilter({ Brands: [] })).toBeNull();
    expect(parseFilter('{not json')).toEqual({});
    expect(parseFilter('{"Unknown":[1]}')).toEqual({});
    expect(parseFilter('{"Brands":["not-a-uuid"]}')).toEqual({});
  });

  it('drops pageindex when the filter, the sort or the page size changes, not for the view', () => {
    const search = `q=robe&pageindex=3&sort=newest&display=table`;
    const filtered = new URL(listHref('/fr/catalog', search, { filter: { Brands: [BRAND_A] } }), 'http://x');
    expect(filtered.searchParams.get('pageindex')).toBeNull();
    expect(JSON.parse(filtered.searchParams.get('filter') ?? '')).toEqual({ Brands: [BRAND_A] });
    expect(filtered.searchParams.get('q')).toBe('robe');
    expect(listHref('/fr/catalog', search, { sort: 'price-asc' })).toBe(
      '/fr/catalog?q=robe&sort=price-asc&display=table',
    );
    expect(listHref('/fr/catalog', search, { pageSize: 48 })).toBe(
      '/fr/catalog?q=robe&sort=newest&display=table&pageSize=48',
    );
    expect(listHref('/fr/catalog', search, { display: 'grid' })).toBe(
      '/fr/catalog?q=robe&pageindex=3&sort=newest',
    );
    expect(listHref('/fr/catalog', search, { pageindex: 1 })).toBe(
      '/fr/catalog?q=robe&sort=newest&display=table',
    );
    expect(listHref('/fr/c/robes', '', { filter: {} })).toBe('/fr/c/robes');
  });

  it('reads the address, falling back to the defaults for invalid values', () => {
    const state = readListState(new URLSearchParams('display=list&sort=bad&pageSize=13&pageindex=-2&q= x '));
    expect(state).toEqual({
      display: 'grid',
      sort: undefined,
      pageSize: undefined,
      pageindex: 1,
      filter: {},
      q: 'x',
    });
    const good = readListState(new URLSearchParams('display=table&sort=name-asc&pageSize=24&pageindex=2'));
    expect(good).toMatchObject({ display: 'table', sort: 'name-asc', pageSize: 24, pageindex: 2 });
  });
});

describe('tag search (spec 001 §2)', () => {
  const tag = '00000000-0000-4000-8000-000000000021';

  it('reloads the list with the tag, keeping only the sort and the entityName and dropping pageindex', () => {
    const search = `q=chaise&sort=price-asc&pageindex=3&filter=${encodeURIComponent('{"InStock":true}')}`;
    expect(tagSearchHref('/fr/catalog', search, tag)).toBe(
      `/fr/catalog?tag=${tag}&sort=price-asc&entityName=Product`,
    );
    expect(tagSearchHref('/fr/catalog', 'pageindex=2', tag)).toBe(
      `/fr/catalog?tag=${tag}&entityName=Product`,
    );
    // The entity the address already names is carried over as it is.
    expect(tagSearchHref('/fr/catalog', 'entityName=News&sort=newest', tag)).toBe(
      `/fr/catalog?tag=${tag}&sort=newest&entityName=News`,
    );
    expect(tagSearchHref('/fr/catalog', '', tag, 'Brand')).toBe(`/fr/catalog?tag=${tag}&entityName=Brand`);
    // Removing the tag ends the tag search, its entity with it.
    expect(listHref('/fr/catalog', `tag=${tag}&sort=price-asc&entityName=Product`, { tag: null })).toBe(
      '/fr/catalog?sort=price-asc',
    );
  });

  it('reads a well-formed tag only, passes it to the API and keeps it across list changes', () => {
    const state = readListState(new URLSearchParams(`tag=${tag}&sort=newest`));
    expect(state.tag).toBe(tag);
    expect(toListQuery(state)).toEqual({ tag, sort: 'newest' });
    expect(readListState(new URLSearchParams('tag=12')).tag).toBeUndefined();
    expect(listHref('/fr/catalog', `tag=${tag}&pageindex=2`, { sort: 'name-asc' })).toBe(
      `/fr/catalog?tag=${tag}&sort=name-asc`,
    );
  });

  it('removes the tag (the chip) and the page with it', () => {
    expect(listHref('/fr/catalog', `tag=${tag}&sort=newest&pageindex=2`, { tag: null })).toBe(
      '/fr/catalog?sort=newest',
    );
  });
});
