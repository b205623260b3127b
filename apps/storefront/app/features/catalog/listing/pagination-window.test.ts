import { describe, expect, it } from 'vitest';
import { paginationWindow } from './pagination-window';

const pages = (current: number, count: number) =>
  paginationWindow(current, count).pages.map(({ page }) => page);

describe('pagination window (spec 001 §9)', () => {
  it('shows 2 neighbouring pages each side and no outer pages', () => {
    expect(pages(6, 20)).toEqual([4, 5, 6, 7, 8]);
    expect(pages(1, 20)).toEqual([1, 2, 3]);
    expect(pages(20, 20)).toEqual([18, 19, 20]);
    expect(pages(2, 3)).toEqual([1, 2, 3]);
  });

  it('gives each page its distance, so that phones keep only the current one', () => {
    expect(paginationWindow(5, 9).pages.filter(({ distance }) => distance === 0)).toEqual([
      { page: 5, distance: 0 },
    ]);
  });

  it('has previous and next only where they exist, and nothing for a single page', () => {
    expect(paginationWindow(1, 4)).toMatchObject({ previous: null, next: 2 });
    expect(paginationWindow(4, 4)).toMatchObject({ previous: 3, next: null });
    expect(paginationWindow(1, 1)).toEqual({ pages: [], previous: null, next: null });
    expect(paginationWindow(99, 4)).toMatchObject({ previous: 3, next: null });
  });
});
