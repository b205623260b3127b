import { CATALOG_PAGE_SIZES, CATALOG_SORTS, type CatalogSort } from '@vitrine/api-client';
import { useId } from 'react';
import { useTranslation } from '../../i18n/translation-context';
import { WishlistCount } from '../../wishlists/wishlist-count';
import type { CatalogDisplay, ListChange } from './filter-model';

/**
 * Sort, page size and view. A GET form, so that without script it still submits (and drops
 * pageindex, which it does not carry); with script each change loads the list in place at once.
 */
export function ListToolbar({
  action,
  display,
  sort,
  pageSize,
  hidden,
  hrefFor,
  onChange,
  showRelevance,
}: {
  action: string;
  display: CatalogDisplay;
  sort: CatalogSort;
  pageSize: number;
  /** Parameters kept on submit (q, filter, display). */
  hidden: Record<string, string>;
  hrefFor: (change: ListChange) => string;
  onChange: (change: ListChange) => void;
  showRelevance: boolean;
}) {
  const { t } = useTranslation();
  const sortId = useId();
  const sizeId = useId();
  // Relevance only means something for a search; kept if the list says it is sorted so.
  const sorts = CATALOG_SORTS.filter(
    (value) => showRelevance || value !== 'relevance' || sort === 'relevance',
  );
  return (
    <div className="list-toolbar">
      <form method="get" action={action} className="list-toolbar__form">
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="list-toolbar__field">
          <label htmlFor={sortId}>{t('Catalog.Sort')}</label>
          <select
            id={sortId}
            name="sort"
            value={sort}
            onChange={(event) => onChange({ sort: event.target.value as CatalogSort })}
          >
            {sorts.map((value) => (
              <option key={value} value={value}>
                {t(`Catalog.Sort.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="list-toolbar__field">
          <label htmlFor={sizeId}>{t('Catalog.PageSize')}</label>
          <select
            id={sizeId}
            name="pageSize"
            value={pageSize}
            onChange={(event) => onChange({ pageSize: Number(event.target.value) })}
          >
            {CATALOG_PAGE_SIZES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <noscript>
          <button type="submit" className="button button--secondary">
            {t('Catalog.ApplyFilters')}
          </button>
        </noscript>
      </form>
      <nav className="view-switch" aria-label={t('Catalog.Display')}>
        {(['grid', 'table'] as const).map((value) => (
          <a
            key={value}
            className="view-switch__link"
            href={hrefFor({ display: value })}
            aria-current={display === value ? 'true' : undefined}
          >
            <span aria-hidden="true" className={`view-switch__icon view-switch__icon--${value}`} />
            {value === 'grid' ? t('Catalog.Grid') : t('Catalog.Table')}
          </a>
        ))}
      </nav>
      <WishlistCount />
    </div>
  );
}
