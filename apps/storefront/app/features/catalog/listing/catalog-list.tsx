import type { CatalogFilter, CatalogListResponse, CategoryNode } from '@vitrine/api-client';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/translation-context';
import { useSite } from '../../layout/site-context';
import { FILTERS_REFRESH } from '../constants';
import { CategoryList } from './category-list';
import { type ListChange, type ListState, listHref, serialiseFilter, tagSearchHref } from './filter-model';
import { FiltersPanel } from './filters-panel';
import { ListToolbar } from './list-toolbar';
import { Pagination } from './pagination';
import { ProductGrid, ProductTable } from './product-list';
import { SelectedFilters } from './selected-filters';

export interface CatalogListProps {
  title: string;
  state: ListState;
  list: CatalogListResponse;
  /** The category list shown beside the facets (roots with their children, or a category's children). */
  categories?: CategoryNode[];
  heading?: ReactNode;
}

/** The catalogue list page (spec 001 §2): toolbar, facets, selected filters, grid or table, pagination. */
export function CatalogList({ title, state, list, categories, heading }: CatalogListProps) {
  const { t } = useTranslation();
  const { basePath } = useSite();
  const location = useLocation();
  const navigate = useNavigate();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const currency = list.Items[0]?.CurrencyCode ?? 'EUR';

  const relative = (change: ListChange) => listHref(location.pathname, location.search, change);
  const href = (change: ListChange) => `${basePath}${relative(change)}`;
  // The list stays where the shopper is working; only a new page of results starts at the top.
  const go = (change: ListChange) => navigate(relative(change), { preventScrollReset: true });
  const applyFilter = (filter: CatalogFilter) => go({ filter });

  const hidden: Record<string, string> = {};
  if (state.q) hidden.q = state.q;
  if (state.tag) hidden.tag = state.tag;
  const activeTag = state.tag
    ? (list.Facets.Tags.find((entry) => entry.Id === state.tag)?.Name ?? t('Catalog.Tags'))
    : null;
  const filterJson = serialiseFilter(state.filter);
  if (filterJson) hidden.filter = filterJson;
  if (state.display !== 'grid') hidden.display = state.display;

  return (
    <div className="catalog">
      <header className="page-header catalog__header">
        <h1>{title}</h1>
        {heading}
        <p className="catalog__count" role="status">
          {t('Catalog.ProductCount', { count: list.TotalCount })}
        </p>
      </header>
      <div className="catalog__layout">
        <aside className={filtersOpen ? 'catalog__aside catalog__aside--open' : 'catalog__aside'}>
          <button
            type="button"
            className="button button--secondary catalog__filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls="catalog-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {t('Catalog.Filters')}
          </button>
          <div id="catalog-filters" className="catalog__filters">
            {categories && categories.length > 0 ? <CategoryList categories={categories} /> : null}
            <h2 className="catalog__filters-title">{t('Catalog.Filters')}</h2>
            <FiltersPanel
              facets={list.Facets}
              filter={state.filter}
              currencyCode={currency}
              immediate={FILTERS_REFRESH.immediate}
              submitOnChange={FILTERS_REFRESH.submitOnChange}
              onApply={applyFilter}
            />
            {list.Facets.Tags.length > 0 ? (
              <nav className="tag-links" aria-label={t('Catalog.Tags')}>
                <ul className="tag-links__list">
                  {list.Facets.Tags.map((entry) => (
                    <li key={entry.Id}>
                      <a
                        className="tag-link"
                        href={`${basePath}${tagSearchHref(location.pathname, location.search, entry.Id)}`}
                        aria-current={entry.Id === state.tag ? 'true' : undefined}
                      >
                        #{entry.Name}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </div>
        </aside>
        <section className="catalog__results" aria-label={title}>
          <ListToolbar
            action={`${basePath}${location.pathname}`}
            display={state.display}
            sort={list.Sort}
            pageSize={list.PageSize}
            hidden={hidden}
            hrefFor={href}
            onChange={go}
            showRelevance={Boolean(state.q)}
          />
          {activeTag ? (
            <p className="active-tag">
              <a
                className="filter-tag"
                href={href({ tag: null })}
                aria-label={t('Catalog.RemoveTag', { name: activeTag })}
              >
                <span>{t('Catalog.ActiveTag', { name: activeTag })}</span>
                <span aria-hidden="true" className="filter-tag__remove">
                  ×
                </span>
              </a>
            </p>
          ) : null}
          <SelectedFilters
            filter={state.filter}
            facets={list.Facets}
            currencyCode={currency}
            hrefFor={(filter) => href({ filter })}
          />
          {list.Items.length === 0 ? (
            <p className="notice catalog__empty">{t('Catalog.NoProductFound')}</p>
          ) : state.display === 'table' ? (
            <ProductTable items={list.Items} />
          ) : (
            <ProductGrid items={list.Items} />
          )}
          <Pagination
            pageIndex={list.PageIndex}
            pageCount={list.PageCount}
            hrefFor={(page) => href({ pageindex: page })}
          />
        </section>
      </div>
    </div>
  );
}
