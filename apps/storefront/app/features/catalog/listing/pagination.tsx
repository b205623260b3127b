import { useTranslation } from '../../i18n/translation-context';
import { paginationWindow } from './pagination-window';

/** Spec 001 §9 pagination: previous/next, 2 neighbours (none on phones, by CSS), no outer pages. */
export function Pagination({
  pageIndex,
  pageCount,
  hrefFor,
}: {
  pageIndex: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation();
  const window = paginationWindow(pageIndex, pageCount);
  if (window.pages.length === 0) return null;
  return (
    <nav className="pagination" aria-label={t('Catalog.Pagination')}>
      <ul>
        <li>
          {window.previous ? (
            <a className="pagination__link pagination__step" href={hrefFor(window.previous)} rel="prev">
              <span aria-hidden="true">‹</span> {t('Catalog.Previous')}
            </a>
          ) : (
            <span className="pagination__link pagination__step" aria-disabled="true">
              <span aria-hidden="true">‹</span> {t('Catalog.Previous')}
            </span>
          )}
        </li>
        {window.pages.map(({ page, distance }) => (
          <li key={page} className={distance > 0 ? 'pagination__neighbour' : undefined}>
            {distance === 0 ? (
              <span className="pagination__link pagination__current" aria-current="page">
                <span className="visually-hidden">{t('Catalog.PageOf', { page, count: pageCount })}</span>
                <span aria-hidden="true">{page}</span>
              </span>
            ) : (
              <a className="pagination__link" href={hrefFor(page)} aria-label={t('Catalog.Page', { page })}>
                {page}
              </a>
            )}
          </li>
        ))}
        <li>
          {window.next ? (
            <a className="pagination__link pagination__step" href={hrefFor(window.next)} rel="next">
              {t('Catalog.Next')} <span aria-hidden="true">›</span>
            </a>
          ) : (
            <span className="pagination__link pagination__step" aria-disabled="true">
              {t('Catalog.Next')} <span aria-hidden="true">›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
