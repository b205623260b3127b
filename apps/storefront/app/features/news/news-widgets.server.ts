import type { ApiClient } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';
import type { NewsCarouselData } from './news-carousel';
import { todayIso } from './news-dates';
import type { NewsTickerData } from './news-ticker';
import type { NewsCalendarData, NewsListData } from './news-widgets';
import { selectionOf } from './news-widgets';

export type NewsWidgetData =
  | ({ kind: 'news-calendar' } & NewsCalendarData)
  | ({ kind: 'news-list' } & NewsListData)
  | ({ kind: 'news-carousel' } & NewsCarouselData)
  | ({ kind: 'news-ticker' } & NewsTickerData);

/** A read that fails leaves its widget with the inline alert; the page itself still renders. */
const orNull = <T>(read: Promise<T>) => read.catch(() => null);
const OWN_FAILURES = { handles: [400, 404, 500, 502, 503, 504] };

export async function loadNewsCalendar(
  api: ApiClient,
  culture: Culture,
  settings: NewsCalendarData['settings'],
  at: { year: number; month: number; page?: number },
): Promise<NewsCalendarData> {
  return {
    settings,
    calendar: await orNull(api.news.calendar(culture, { ...selectionOf(settings), ...at }, OWN_FAILURES)),
  };
}

export async function loadNewsList(
  api: ApiClient,
  culture: Culture,
  settings: NewsListData['settings'],
  until: string,
  page = 1,
): Promise<NewsListData> {
  return {
    settings,
    until,
    page: await orNull(api.news.list(culture, { ...selectionOf(settings), until, page }, OWN_FAILURES)),
  };
}

/**
 * How each news widget block reads its data on the server (the content renderer's registry):
 * the calendar opens on the current month, the lists run up to today.
 */
export const NEWS_WIDGET_LOADERS = {
  'news-calendar': (api: ApiClient, culture: Culture, widget: NewsCalendarData['settings']) => {
    const now = new Date();
    return loadNewsCalendar(api, culture, widget, {
      year: now.getUTCFullYear(),
      month: now.getUTCMonth() + 1,
    }).then((data): NewsWidgetData => ({ kind: 'news-calendar', ...data }));
  },
  'news-list': (api: ApiClient, culture: Culture, widget: NewsListData['settings']) =>
    loadNewsList(api, culture, widget, todayIso()).then(
      (data): NewsWidgetData => ({ kind: 'news-list', ...data }),
    ),
  'news-ticker': (api: ApiClient, culture: Culture, widget: NewsTickerData['settings']) =>
    orNull(api.news.list(culture, { ...selectionOf(widget), until: todayIso() }, OWN_FAILURES)).then(
      (page): NewsWidgetData => ({ kind: 'news-ticker', settings: widget, page }),
    ),
  'news-carousel': (api: ApiClient, culture: Culture, widget: NewsCarouselData['settings']) =>
    orNull(api.news.list(culture, { ...selectionOf(widget), until: todayIso() }, OWN_FAILURES)).then(
      (page): NewsWidgetData => ({ kind: 'news-carousel', settings: widget, page }),
    ),
};
