import { data } from 'react-router';
import { loadStrings } from '../features/i18n/load-strings';
import {
  calendarSettings,
  renderCalendarFragment,
  widgetSelection,
} from '../features/news/news-fragment.server';
import { loadNewsCalendar } from '../features/news/news-widgets.server';
import { routeCulture } from '../lib/route-culture';
import type { Route } from './+types/news-calendar-widget';

/**
 * {website}/widget/news/calendar/{categoryIds}/{displayChildren}/{postPerPage}/{month}/{year}
 * (spec 001 §7): the calendar widget as an HTML fragment; `?page=` pages the month's posts.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  const selection = widgetSelection(params);
  const month = Number(params.month);
  const year = Number(params.year);
  if (
    !selection ||
    !Number.isInteger(month) ||
    month < 1 ||
    month > 12 ||
    !Number.isInteger(year) ||
    year < 1970 ||
    year > 9999
  )
    throw data(null, { status: 404 });
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
  const [strings, widget] = await Promise.all([
    loadStrings(context.api, culture),
    loadNewsCalendar(context.api, culture, calendarSettings(selection), { year, month, page }),
  ]);
  return renderCalendarFragment(context.api, culture, strings, widget);
}
