import type {
  NewsCalendar,
  NewsPostPage,
  NewsPostSummary,
  NewsSelection,
  WidgetSettings,
} from '@vitrine/api-client';
import { useId, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { imageSources } from '../content/hero-image';
import { useTranslation } from '../i18n/translation-context';
import { formatMonth, formatNewsDate, monthWeeks, shiftMonth, weekdayNames } from './news-dates';

export type NewsCalendarSettings = Extract<WidgetSettings, { Name: 'news-calendar' }>;
export type NewsListSettings = Extract<WidgetSettings, { Name: 'news-list' }>;

/** A widget's read failed (spec 001 §8): null data; the widget shows the inline danger alert. */
export type NewsCalendarData = { settings: NewsCalendarSettings; calendar: NewsCalendar | null };
export type NewsListData = { settings: NewsListSettings; until: string; page: NewsPostPage | null };

// The widget handles its own failures: the page's error modal is not for a widget that pages.
const OWN_FAILURES = { handles: [0, 400, 404, 500, 502, 503, 504] };

export const selectionOf = (
  settings: Pick<NewsCalendarSettings, 'CategoryIds' | 'DisplayChildren' | 'PostPerPage'>,
): NewsSelection => ({
  categoryIds: settings.CategoryIds,
  displayChildren: settings.DisplayChildren,
  postPerPage: settings.PostPerPage,
});

/** Spec 001 §8 "News widget failure": an inline danger alert with Core.Error. */
export function NewsWidgetFailure() {
  const { t } = useTranslation();
  return (
    <div className="alert alert--danger" role="alert">
      {t('Core.Error')}
    </div>
  );
}

export function NewsPostCard({ post, headingLevel = 3 }: { post: NewsPostSummary; headingLevel?: 2 | 3 }) {
  const { t, culture } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const cover = post.CoverImage ? imageSources(post.CoverImage) : null;
  return (
    <article className="news-card">
      {cover ? (
        <img
          className="news-card__image"
          src={post.CoverImage?.ThumbnailUrl}
          srcSet={cover.srcSet}
          sizes={cover.srcSet ? '(max-width: 600px) 100vw, 400px' : undefined}
          width={cover.width}
          height={cover.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="news-card__body">
        <Heading className="news-card__title">
          <a href={post.Url}>{post.Title}</a>
        </Heading>
        <p className="news-card__meta">
          <time dateTime={post.PublishAt}>
            {t('News.PublishedOn', { date: formatNewsDate(culture, post.PublishAt) })}
          </time>
          {post.CategoryName ? <span className="news-card__category"> · {post.CategoryName}</span> : null}
        </p>
        {post.Summary ? <p className="news-card__summary">{post.Summary}</p> : null}
      </div>
    </article>
  );
}

function Pager({
  page,
  pageCount,
  busy,
  onPage,
}: {
  page: number;
  pageCount: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav className="news-pager" aria-label={t('News.Pages')}>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('News.PreviousPage')}
      </button>
      <span className="news-pager__status" aria-live="polite">
        {t('News.PageOf', { page, count: pageCount })}
      </span>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy || page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t('News.NextPage')}
      </button>
    </nav>
  );
}

/**
 * The news list widget (spec 001 §2, §7, §9): the posts up to a day, newest first, 3 a page unless
 * set otherwise, in blog (one under the other) or masonry layout; it pages in place.
 */
export function NewsListWidget({ data, title }: { data: NewsListData; title?: string }) {
  const { t, culture } = useTranslation();
  const api = useApi();
  const headingId = useId();
  const [page, setPage] = useState(data.page);
  const [busy, setBusy] = useState(false);
  const show = async (number: number) => {
    setBusy(true);
    try {
      setPage(
        await api.news.list(
          culture,
          { ...selectionOf(data.settings), page: number, until: data.until },
          OWN_FAILURES,
        ),
      );
    } catch {
      setPage(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      className={`news-list news-list--${data.settings.Layout}`}
      aria-labelledby={headingId}
      aria-busy={busy}
    >
      <h2 id={headingId} className="news-list__title">
        {title ?? t('News.List')}
      </h2>
      {page === null ? (
        <NewsWidgetFailure />
      ) : page.Items.length === 0 ? (
        <p>{t('News.NoPosts')}</p>
      ) : (
        <>
          <div className="news-list__items">
            {page.Items.map((post) => (
              <NewsPostCard key={post.PostId} post={post} />
            ))}
          </div>
          <Pager page={page.Page} pageCount={page.PageCount} busy={busy} onPage={show} />
        </>
      )}
    </section>
  );
}

/**
 * The news calendar widget (spec 001 §2, §7): one month, its days with posts marked, and the
 * month's posts below it, paged; the previous and next months load in place.
 */
export function NewsCalendarWidget({ data }: { data: NewsCalendarData }) {
  const { t, culture } = useTranslation();
  const api = useApi();
  const headingId = useId();
  const [calendar, setCalendar] = useState(data.calendar);
  const [shown, setShown] = useState(() =>
    data.calendar
      ? { year: data.calendar.Year, month: data.calendar.Month }
      : shiftMonth(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 0),
  );
  const [busy, setBusy] = useState(false);
  const load = async (year: number, month: number, page = 1) => {
    setBusy(true);
    setShown({ year, month });
    try {
      setCalendar(
        await api.news.calendar(culture, { ...selectionOf(data.settings), year, month, page }, OWN_FAILURES),
      );
    } catch {
      setCalendar(null);
    } finally {
      setBusy(false);
    }
  };
  const move = (by: number) => {
    const next = shiftMonth(shown.year, shown.month, by);
    void load(next.year, next.month);
  };
  const days = new Set(calendar?.Days ?? []);
  const weekdays = weekdayNames(culture);
  const monthTitle = formatMonth(culture, shown.year, shown.month);
  return (
    <section className="news-calendar" aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId} className="news-calendar__title">
        {t('News.Calendar')}
      </h2>
      <div className="news-calendar__head">
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => move(-1)}>
          <span aria-hidden="true">‹</span> {t('News.PreviousMonth')}
        </button>
        <p className="news-calendar__month" aria-live="polite">
          {monthTitle}
        </p>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => move(1)}>
          {t('News.NextMonth')} <span aria-hidden="true">›</span>
        </button>
      </div>
      {calendar === null ? (
        <NewsWidgetFailure />
      ) : (
        <>
          <table className="news-calendar__grid">
            <caption className="visually-hidden">{monthTitle}</caption>
            <thead>
              <tr>
                {weekdays.map((day) => (
                  <th key={day.long} scope="col" abbr={day.long}>
                    {day.short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(shown.year, shown.month).map((week, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a month's weeks are its rows.
                <tr key={row}>
                  {week.map((day, column) =>
                    day === null ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: empty cells have no day.
                      <td key={column} />
                    ) : (
                      <td
                        key={`day-${day}`}
                        className={
                          days.has(day)
                            ? 'news-calendar__day news-calendar__day--posts'
                            : 'news-calendar__day'
                        }
                      >
                        {day}
                        {days.has(day) ? (
                          <span className="visually-hidden">
                            {' '}
                            {t('News.PostsOn', {
                              date: formatNewsDate(
                                culture,
                                new Date(Date.UTC(shown.year, shown.month - 1, day)).toISOString(),
                              ),
                            })}
                          </span>
                        ) : null}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {calendar.Items.length === 0 ? (
            <p>{t('News.NoPosts')}</p>
          ) : (
            <div className="news-calendar__posts">
              {calendar.Items.map((post) => (
                <NewsPostCard key={post.PostId} post={post} />
              ))}
            </div>
          )}
          <Pager
            page={calendar.Page}
            pageCount={calendar.PageCount}
            busy={busy}
            onPage={(number) => void load(shown.year, shown.month, number)}
          />
        </>
      )}
    </section>
  );
}
