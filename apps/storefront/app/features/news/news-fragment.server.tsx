import { type ApiClient, NEWS_POSTS_PER_PAGE } from '@vitrine/api-client';
import type { Culture, StringResources } from '@vitrine/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { ApiContext } from '../../lib/api-context';
import { TranslationProvider } from '../i18n/translation-context';
import {
  type NewsCalendarData,
  type NewsCalendarSettings,
  NewsCalendarWidget,
  type NewsListData,
  type NewsListSettings,
  NewsListWidget,
} from './news-widgets';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The widgets' path segments (spec 001 §7): `{categoryIds}` comma-separated or `all`,
 * `{displayChildren}` true or false, `{postPerPage}` 1 to 24. Null when one is not valid.
 */
export function widgetSelection(params: {
  categoryIds?: string;
  displayChildren?: string;
  postPerPage?: string;
}): { CategoryIds: string[]; DisplayChildren: boolean; PostPerPage: number } | null {
  const ids = params.categoryIds === 'all' || !params.categoryIds ? [] : params.categoryIds.split(',');
  if (!ids.every((id) => UUID.test(id)) || ids.length > 20) return null;
  const children = params.displayChildren?.toLowerCase();
  if (children !== 'true' && children !== 'false') return null;
  const perPage = params.postPerPage ? Number(params.postPerPage) : NEWS_POSTS_PER_PAGE;
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 24) return null;
  return { CategoryIds: ids, DisplayChildren: children === 'true', PostPerPage: perPage };
}

export const calendarSettings = (
  selection: NonNullable<ReturnType<typeof widgetSelection>>,
): NewsCalendarSettings => ({
  Name: 'news-calendar',
  ...selection,
});
export const listSettings = (
  selection: NonNullable<ReturnType<typeof widgetSelection>>,
  layout: string | null,
): NewsListSettings => ({
  Name: 'news-list',
  ...selection,
  Layout: layout === 'masonry' ? 'masonry' : 'blog',
});

function render(
  api: ApiClient,
  culture: Culture,
  strings: StringResources,
  widget: React.ReactNode,
): Response {
  const html = renderToStaticMarkup(
    <TranslationProvider culture={culture} strings={strings}>
      <ApiContext.Provider value={{ api, requestLogin: () => undefined }}>{widget}</ApiContext.Provider>
    </TranslationProvider>,
  );
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      // Public news, the same for everyone: a short cache keeps a busy widget cheap.
      'Cache-Control': 'public, max-age=60',
      'X-Robots-Tag': 'noindex',
    },
  });
}

export const renderCalendarFragment = (
  api: ApiClient,
  culture: Culture,
  strings: StringResources,
  data: NewsCalendarData,
) => render(api, culture, strings, <NewsCalendarWidget data={data} />);

export const renderListFragment = (
  api: ApiClient,
  culture: Culture,
  strings: StringResources,
  data: NewsListData,
) => render(api, culture, strings, <NewsListWidget data={data} />);
