import { renderHook, screen, within } from '@testing-library/react';
import type { NewsPostSummary } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { useSliderAutoplay } from '../catalog/sliders/slider-autoplay';
import { slidesPerViewAt } from '../catalog/sliders/slides-per-view';
import { NEWS_CAROUSEL_AUTOPLAY_MS, NewsCarouselWidget, newsCarouselOptions } from './news-carousel';

const id = (n: number) => `00000000-0000-4000-8000-0000000004${String(n).padStart(2, '0')}`;
const post = (n: number): NewsPostSummary => ({
  PostId: id(n),
  Culture: 'fr',
  Slug: `post-${n}`,
  Title: `Actualité ${n}`,
  Summary: '',
  PublishAt: '2026-11-20T09:00:00Z',
  Url: `/fr/news/post-${n}`,
  CategoryId: id(90),
  CategoryName: 'Atelier',
  CoverImage: null,
});
const SETTINGS = { Name: 'news-carousel' as const, CategoryIds: [], DisplayChildren: false, PostPerPage: 6 };

describe('the news carousel (spec 001 §9)', () => {
  it('shows 3 slides, 2 below large and 1 below small', () => {
    expect(
      [1366, 992, 991, 576, 575, 360].map((width) => slidesPerViewAt(newsCarouselOptions(), width)),
    ).toEqual([3, 3, 2, 2, 1, 1]);
  });

  it('advances every 5000 ms', () => {
    expect(NEWS_CAROUSEL_AUTOPLAY_MS).toBe(5000);
    const { result } = renderHook(() => useSliderAutoplay(NEWS_CAROUSEL_AUTOPLAY_MS, 4));
    expect(result.current.autoplay).toMatchObject({ delay: 5000 });
  });

  it('holds the newest posts as slides, with a pause button while it can move', () => {
    renderInShop(
      <NewsCarouselWidget
        data={{
          settings: SETTINGS,
          page: { Items: [post(1), post(2), post(3), post(4)], Page: 1, PageCount: 1, Total: 4 },
        }}
      />,
    );
    const carousel = screen.getByRole('region', { name: 'À la une' });
    expect(within(carousel).getAllByRole('link', { name: /^Actualité \d$/ })).toHaveLength(4);
    expect(within(carousel).getByRole('button', { name: /À la une$/ })).toBeTruthy();
  });

  it('does not move with one post, and shows Core.Error when its read failed', () => {
    const one = renderInShop(
      <NewsCarouselWidget
        data={{ settings: SETTINGS, page: { Items: [post(1)], Page: 1, PageCount: 1, Total: 1 } }}
      />,
    );
    expect(screen.queryByRole('button', { name: /À la une$/ })).toBeNull();
    one.unmount();
    renderInShop(<NewsCarouselWidget data={{ settings: SETTINGS, page: null }} />);
    expect(screen.getByRole('alert').textContent).toBe('Une erreur est survenue.');
  });
});
