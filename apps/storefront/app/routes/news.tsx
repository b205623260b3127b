import { isApiError } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { alternatesFromData, samePathAlternates } from '../features/document/page-alternates';
import { useTranslation } from '../features/i18n/translation-context';
import { todayIso } from '../features/news/news-dates';
import { NewsCalendarWidget, NewsListWidget } from '../features/news/news-widgets';
import { loadNewsCalendar, loadNewsList } from '../features/news/news-widgets.server';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/news';

export const handle: PageHandle = { alternates: alternatesFromData };

const EVERY_CATEGORY = { CategoryIds: [] as string[], DisplayChildren: false, PostPerPage: 3 };

/** The news: every category's posts (the list widget, blog layout), this month's calendar, the feeds. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  const now = new Date();
  const [list, calendar, categories] = await Promise.all([
    loadNewsList(context.api, culture, { Name: 'news-list', ...EVERY_CATEGORY, Layout: 'blog' }, todayIso()),
    loadNewsCalendar(
      context.api,
      culture,
      { Name: 'news-calendar', ...EVERY_CATEGORY },
      {
        year: now.getUTCFullYear(),
        month: now.getUTCMonth() + 1,
      },
    ),
    context.api.news.categories(culture, { handles: [500, 502, 503, 504] }).catch((error: unknown) => {
      if (isApiError(error)) return [];
      throw error;
    }),
  ]);
  return {
    list,
    calendar,
    // The top categories' feeds (a feed holds its children's posts).
    feeds: categories
      .filter((category) => category.ParentId === null)
      .map((category) => ({ name: category.Name, url: category.FeedUrl })),
    alternates: samePathAlternates(context.site.basePath, '/news'),
    canonical: `${new URL(request.url).origin}${inApp(context.site.basePath, shopUrls.news(culture))}`,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { strings, shopName } = layoutFacts(matches);
  return [
    { title: `${strings['News.Title'] ?? ''} | ${shopName}` },
    ...(data ? [{ tagName: 'link', rel: 'canonical', href: data.canonical }] : []),
    ...(data?.feeds ?? []).map((feed) => ({
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: feed.name,
      href: feed.url,
    })),
  ];
};

export default function News({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="news-page">
      <header className="page-header">
        <h1>{t('News.Title')}</h1>
      </header>
      <div className="news-page__layout">
        <NewsListWidget data={loaderData.list} />
        <aside className="news-page__aside">
          <NewsCalendarWidget data={loaderData.calendar} />
          {loaderData.feeds.length ? (
            <ul className="news-page__feeds">
              {loaderData.feeds.map((feed) => (
                <li key={feed.url}>
                  {/* A feed is a file for feed readers, not a page: not loaded in place. */}
                  <a href={feed.url} className="no-ajax" type="application/rss+xml">
                    {t('News.Feed', { category: feed.name })}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
