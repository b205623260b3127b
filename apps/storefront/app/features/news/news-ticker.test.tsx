import { screen, within } from '@testing-library/react';
import type { NewsPostSummary } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { NewsTickerWidget, newsTickerOptions } from './news-ticker';

const id = (n: number) => `00000000-0000-4000-8000-0000000005${String(n).padStart(2, '0')}`;
const post = (n: number): NewsPostSummary => ({
  PostId: id(n),
  Culture: 'fr',
  Slug: `post-${n}`,
  Title: `Titre ${n}`,
  Summary: '',
  PublishAt: '2026-11-20T09:00:00Z',
  Url: `/fr/news/post-${n}`,
  CategoryId: id(90),
  CategoryName: '',
  CoverImage: null,
});
const SETTINGS = { Name: 'news-ticker' as const, CategoryIds: [], DisplayChildren: false, PostPerPage: 5 };
const page = (items: NewsPostSummary[]) => ({ Items: items, Page: 1, PageCount: 1, Total: items.length });

describe('the news ticker', () => {
  it('shows one headline at a time, sliding up in a loop', () => {
    expect(newsTickerOptions()).toMatchObject({ direction: 'vertical', slidesPerView: 1, loop: true });
  });

  it('links every headline to its post and can be paused while it moves', () => {
    renderInShop(<NewsTickerWidget data={{ settings: SETTINGS, page: page([post(1), post(2), post(3)]) }} />);
    const ticker = screen.getByRole('region', { name: 'Dernières actualités' });
    expect(within(ticker).getByRole('link', { name: 'Titre 2' }).getAttribute('href')).toBe(
      '/fr/news/post-2',
    );
    expect(within(ticker).getByRole('button', { name: /Dernières actualités$/ })).toBeTruthy();
  });

  it('stays still with one headline, and shows Core.Error when its read failed', () => {
    const one = renderInShop(<NewsTickerWidget data={{ settings: SETTINGS, page: page([post(1)]) }} />);
    expect(screen.queryByRole('button', { name: /Dernières actualités$/ })).toBeNull();
    one.unmount();
    renderInShop(<NewsTickerWidget data={{ settings: SETTINGS, page: null }} />);
    expect(screen.getByRole('alert').textContent).toBe('Une erreur est survenue.');
  });
});
