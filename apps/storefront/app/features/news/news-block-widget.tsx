import type { WidgetBlock } from '../content/blocks/content-blocks';
import { NewsCarouselWidget } from './news-carousel';
import { NewsTickerWidget } from './news-ticker';
import { NewsCalendarWidget, NewsListWidget, NewsWidgetFailure } from './news-widgets';
import type { NewsWidgetData } from './news-widgets.server';

/** A widget block of a body, with the data the page's loader read for it. */
export function NewsBlockWidget({ block, data }: { block: WidgetBlock; data: NewsWidgetData | undefined }) {
  if (!data) return <NewsWidgetFailure />;
  if (data.kind === 'news-calendar' && block.Widget.Name === 'news-calendar')
    return <NewsCalendarWidget data={data} />;
  if (data.kind === 'news-list' && block.Widget.Name === 'news-list') return <NewsListWidget data={data} />;
  if (data.kind === 'news-carousel') return <NewsCarouselWidget data={data} />;
  if (data.kind === 'news-ticker') return <NewsTickerWidget data={data} />;
  return <NewsWidgetFailure />;
}

/** The news widgets as the content renderer's registry lists them. */
export const NEWS_WIDGET_VIEWS = {
  'news-calendar': NewsBlockWidget,
  'news-list': NewsBlockWidget,
  'news-carousel': NewsBlockWidget,
  'news-ticker': NewsBlockWidget,
};
