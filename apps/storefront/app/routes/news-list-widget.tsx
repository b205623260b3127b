import { data } from 'react-router';
import { loadStrings } from '../features/i18n/load-strings';
import { listSettings, renderListFragment, widgetSelection } from '../features/news/news-fragment.server';
import { loadNewsList } from '../features/news/news-widgets.server';
import { routeCulture } from '../lib/route-culture';
import type { Route } from './+types/news-list-widget';

/**
 * {website}/widget/news/newslist/{categoryIds}/{displayChildren}/{postPerPage}/{year-month-day}
 * (spec 001 §7): the list widget as an HTML fragment, the posts up to that day; `?page=` and
 * `?layout=masonry` (blog otherwise).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  const selection = widgetSelection(params);
  const date = params.date ?? '';
  if (!selection || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
    throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  const page = Math.max(1, Number(query.get('page')) || 1);
  const [strings, widget] = await Promise.all([
    loadStrings(context.api, culture),
    loadNewsList(context.api, culture, listSettings(selection, query.get('layout')), date, page),
  ]);
  return renderListFragment(context.api, culture, strings, widget);
}
