import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewsCalendar, NewsPostPage, NewsPostSummary } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { monthWeeks } from './news-dates';
import { NewsCalendarWidget, NewsListWidget } from './news-widgets';

const id = (n: number) => `00000000-0000-4000-8000-0000000003${String(n).padStart(2, '0')}`;
const post = (n: number, title: string, at: string): NewsPostSummary => ({
  PostId: id(n),
  Culture: 'fr',
  Slug: `post-${n}`,
  Title: title,
  Summary: `Résumé ${n}`,
  PublishAt: at,
  Url: `/fr/news/post-${n}`,
  CategoryId: id(90),
  CategoryName: 'Atelier',
  CoverImage: null,
});
const page = (items: NewsPostSummary[], number: number, pageCount: number): NewsPostPage => ({
  Items: items,
  Page: number,
  PageCount: pageCount,
  Total: items.length,
});
const LIST = {
  Name: 'news-list' as const,
  CategoryIds: [id(90)],
  DisplayChildren: false,
  PostPerPage: 3,
  Layout: 'blog' as const,
};
const CALENDAR = { Name: 'news-calendar' as const, CategoryIds: [], DisplayChildren: true, PostPerPage: 3 };

describe('the news list widget', () => {
  it('shows a page of posts and loads the next in place with the widget’s selection', async () => {
    const asked: string[] = [];
    renderInShop(
      <NewsListWidget
        data={{
          settings: LIST,
          until: '2026-11-20',
          page: page(
            [post(1, 'Premier', '2026-11-20T09:00:00Z'), post(2, 'Deuxième', '2026-11-19T09:00:00Z')],
            1,
            2,
          ),
        }}
      />,
      {
        fetch: async (input) => {
          asked.push(String(input));
          return Response.json(page([post(3, 'Troisième', '2026-11-01T09:00:00Z')], 2, 2));
        },
      },
    );
    const list = screen.getByRole('region', { name: 'Liste des actualités' });
    expect(within(list).getByRole('link', { name: 'Premier' }).getAttribute('href')).toBe('/fr/news/post-1');
    expect(within(list).getByText('Publié le 20 novembre 2026')).toBeTruthy();
    expect(within(list).getByText('Page 1 sur 2')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Page précédente' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(list).getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(within(list).getByRole('link', { name: 'Troisième' })).toBeTruthy());
    expect(within(list).queryByRole('link', { name: 'Premier' })).toBeNull();
    const url = new URL(asked[0] ?? '', 'http://shop');
    expect(url.pathname).toBe('/api/v1/news/fr/posts');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      CategoryIds: id(90),
      DisplayChildren: 'false',
      PostPerPage: '3',
      Page: '2',
      Until: '2026-11-20',
    });
  });

  it('lays out in masonry when set, and says when there is no news', () => {
    const { container } = renderInShop(
      <NewsListWidget
        data={{ settings: { ...LIST, Layout: 'masonry' }, until: '2026-11-20', page: page([], 1, 1) }}
      />,
    );
    expect(container.querySelector('.news-list--masonry')).not.toBeNull();
    expect(screen.getByText('Aucune actualité pour le moment.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages des actualités' })).toBeNull();
  });

  it('shows the inline danger alert Core.Error when its read failed, or a later page fails', async () => {
    const failed = renderInShop(
      <NewsListWidget data={{ settings: LIST, until: '2026-11-20', page: null }} />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Une erreur est survenue.');
    expect(screen.getByRole('alert').className).toContain('alert--danger');
    failed.unmount();
    renderInShop(
      <NewsListWidget
        data={{
          settings: LIST,
          until: '2026-11-20',
          page: page([post(1, 'Premier', '2026-11-20T09:00:00Z')], 1, 2),
        }}
      />,
      { fetch: async () => new Response('down', { status: 503 }) },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Une erreur est survenue.'));
    // The widget's failure is its own: no error modal over the page.
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the news calendar widget', () => {
  const november: NewsCalendar = {
    ...page([post(1, 'Portes ouvertes', '2026-11-05T10:00:00Z')], 1, 1),
    Year: 2026,
    Month: 11,
    Days: [5, 18],
  };

  it('marks the month’s days with posts, lists them, and moves to the next month in place', async () => {
    const asked: string[] = [];
    renderInShop(<NewsCalendarWidget data={{ settings: CALENDAR, calendar: november }} />, {
      fetch: async (input) => {
        asked.push(String(input));
        return Response.json({ ...page([], 1, 1), Year: 2026, Month: 12, Days: [] });
      },
    });
    const calendar = screen.getByRole('region', { name: 'Calendrier des actualités' });
    expect(within(calendar).getByText('novembre 2026', { selector: 'p' })).toBeTruthy();
    const grid = within(calendar).getByRole('table');
    // Monday first: November 2026 starts on a Sunday, the 7th column.
    expect(within(grid).getAllByRole('columnheader')[0]?.getAttribute('abbr')).toBe('lundi');
    const marked = grid.querySelectorAll('.news-calendar__day--posts');
    expect([...marked].map((cell) => cell.firstChild?.textContent)).toEqual(['5', '18']);
    expect(within(grid).getByText('Actualités du 5 novembre 2026')).toBeTruthy();
    expect(within(calendar).getByRole('link', { name: 'Portes ouvertes' })).toBeTruthy();
    await userEvent.click(within(calendar).getByRole('button', { name: /Mois suivant/ }));
    await waitFor(() => expect(within(calendar).getByText('décembre 2026', { selector: 'p' })).toBeTruthy());
    await waitFor(() => expect(within(calendar).getByText('Aucune actualité pour le moment.')).toBeTruthy());
    const url = new URL(asked[0] ?? '', 'http://shop');
    expect(url.pathname).toBe('/api/v1/news/fr/calendar');
    expect(url.searchParams.get('Year')).toBe('2026');
    expect(url.searchParams.get('Month')).toBe('12');
    expect(url.searchParams.get('DisplayChildren')).toBe('true');
  });

  it('shows Core.Error in a danger alert when the month cannot be read', async () => {
    renderInShop(<NewsCalendarWidget data={{ settings: CALENDAR, calendar: november }} />, {
      fetch: async () => new Response('down', { status: 500 }),
    });
    await userEvent.click(screen.getByRole('button', { name: /Mois précédent/ }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Une erreur est survenue.'));
    expect(screen.getByText('octobre 2026', { selector: 'p' })).toBeTruthy();
  });

  it('lays a month out Monday first, in whole weeks', () => {
    const weeks = monthWeeks(2026, 11);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, 1]);
    expect(weeks.at(-1)).toEqual([30, null, null, null, null, null, null]);
    expect(weeks).toHaveLength(6);
  });
});
