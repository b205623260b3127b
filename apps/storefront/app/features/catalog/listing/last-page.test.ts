import { describe, expect, it } from 'vitest';
import { lastPageAddress } from './last-page';

const at = (href: string) => new URL(href, 'http://shop.example');

describe('lastPageAddress', () => {
  it('sends a page past the end to the last page and keeps the rest of the query', () => {
    expect(
      lastPageAddress(at('/fr/catalog?sort=price-asc&pageindex=9999&q=chaise'), {
        PageIndex: 9999,
        PageCount: 84,
      }),
    ).toBe('/fr/catalog?sort=price-asc&pageindex=84&q=chaise');
  });

  it('drops pageindex when the last page is the first', () => {
    expect(lastPageAddress(at('/fr/c/chaises?pageindex=3'), { PageIndex: 3, PageCount: 1 })).toBe(
      '/fr/c/chaises',
    );
  });

  it('leaves an existing page and an empty list alone', () => {
    expect(lastPageAddress(at('/fr/catalog?pageindex=2'), { PageIndex: 2, PageCount: 84 })).toBeNull();
    expect(lastPageAddress(at('/fr/catalog?q=zzz&pageindex=5'), { PageIndex: 5, PageCount: 0 })).toBeNull();
  });
});
