import type { CatalogFacets, CatalogFilter } from '@vitrine/api-client';
import { formatPrice } from '@vitrine/money';
import { useTranslation } from '../../i18n/translation-context';
import { setFilterValue, toggleAttributeValue, toggleFilterValue } from './filter-model';

interface Tag {
  key: string;
  label: string;
  without: CatalogFilter;
}

/** The selected-filter tags (spec 001 §2): each removes its own filter; "clear all" removes them all. */
export function SelectedFilters({
  filter,
  facets,
  currencyCode,
  hrefFor,
}: {
  filter: CatalogFilter;
  facets: CatalogFacets;
  currencyCode: string;
  /** The list's address for a filter (pageindex dropped). */
  hrefFor: (filter: CatalogFilter) => string;
}) {
  const { t, culture } = useTranslation();
  const tags: Tag[] = [];
  const named = (entries: { Id: string; Name: string }[], id: string) =>
    entries.find((entry) => entry.Id === id)?.Name ?? null;
  for (const key of ['Categories', 'Brands', 'Tags'] as const) {
    for (const id of filter[key] ?? []) {
      const label = named(facets[key], id);
      if (label) tags.push({ key: `${key}-${id}`, label, without: toggleFilterValue(filter, key, id) });
    }
  }
  for (const [attributeId, valueIds] of Object.entries(filter.ProductAttributes ?? {})) {
    const attribute = facets.ProductAttributes.find((entry) => entry.AttributeId === attributeId);
    for (const valueId of valueIds) {
      const value = attribute?.Values.find((entry) => entry.ProductAttributeValueId === valueId);
      if (attribute && value)
        tags.push({
          key: `${attributeId}-${valueId}`,
          label: `${attribute.Name} : ${value.DisplayValue}`,
          without: toggleAttributeValue(filter, attributeId, valueId),
        });
    }
  }
  if (filter.PriceMin !== undefined)
    tags.push({
      key: 'PriceMin',
      label: `${t('Catalog.PriceMin')} : ${formatPrice(filter.PriceMin, currencyCode, culture)}`,
      without: setFilterValue(filter, 'PriceMin', undefined),
    });
  if (filter.PriceMax !== undefined)
    tags.push({
      key: 'PriceMax',
      label: `${t('Catalog.PriceMax')} : ${formatPrice(filter.PriceMax, currencyCode, culture)}`,
      without: setFilterValue(filter, 'PriceMax', undefined),
    });
  if (filter.InStock)
    tags.push({
      key: 'InStock',
      label: t('Catalog.InStockOnly'),
      without: setFilterValue(filter, 'InStock', undefined),
    });
  if (tags.length === 0) return null;
  return (
    <section className="selected-filters" aria-label={t('Catalog.SelectedFilters')}>
      <ul>
        {tags.map((tag) => (
          <li key={tag.key}>
            <a
              className="filter-tag"
              href={hrefFor(tag.without)}
              aria-label={t('Catalog.RemoveFilter', { name: tag.label })}
            >
              <span>{tag.label}</span>
              <span aria-hidden="true" className="filter-tag__remove">
                ×
              </span>
            </a>
          </li>
        ))}
        <li>
          <a className="button button--link selected-filters__clear" href={hrefFor({})}>
            {t('Catalog.ClearFilters')}
          </a>
        </li>
      </ul>
    </section>
  );
}
