import type { ApiClient, RenderedBlock } from '@vitrine/api-client';
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

/** The data of every widget block of a body, by block id: the current month, the list up to today. */
export async function loadBlockWidgets(
  api: ApiClient,
  culture: Culture,
  blocks: readonly RenderedBlock[],
): Promise<Record<string, NewsWidgetData>> {
  const now = new Date();
  const entries = await Promise.all(
    blocks.flatMap((block): Promise<[string, NewsWidgetData]>[] => {
      if (block.Type !== 'widget') return [];
      const widget = block.Widget;
      if (widget.Name === 'news-calendar')
        return [
          loadNewsCalendar(api, culture, widget, {
            year: now.getUTCFullYear(),
            month: now.getUTCMonth() + 1,
          }).then((data) => [block.Id, { kind: 'news-calendar', ...data }]),
        ];
      if (widget.Name === 'news-ticker')
        return [
          orNull(api.news.list(culture, { ...selectionOf(widget), until: todayIso() }, OWN_FAILURES)).then(
            (page): [string, NewsWidgetData] => [block.Id, { kind: 'news-ticker', settings: widget, page }],
          ),
        ];
      if (widget.Name === 'news-carousel')
        return [
          orNull(api.news.list(culture, { ...selectionOf(widget), until: todayIso() }, OWN_FAILURES)).then(
            (page): [string, NewsWidgetData] => [block.Id, { kind: 'news-carousel', settings: widget, page }],
          ),
        ];
      return [
        loadNewsList(api, culture, widget, todayIso()).then((data) => [
          block.Id,
          { kind: 'news-list', ...data },
        ]),
      ];
    }),
  );
  return Object.fromEntries(entries);
}
