import type { CatalogFacets, CatalogFilter } from '@vitrine/api-client';
import { formatPrice } from '@vitrine/money';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation-context';
import { FACET_AUTO_SUBMIT_MS } from '../constants';
import { Swatch } from '../swatch';
import {
  type ListFilterKey,
  pruneFilter,
  serialiseFilter,
  setFilterValue,
  toggleAttributeValue,
  toggleFilterValue,
} from './filter-model';

export interface FiltersPanelProps {
  facets: CatalogFacets;
  /** The filter the list was loaded with. */
  filter: CatalogFilter;
  currencyCode: string;
  /** Spec 001 §4: refresh at once on each click, or on an explicit submit. */
  immediate: boolean;
  /** With explicit submit: submit by itself 1 s after the last change. */
  submitOnChange: boolean;
  /** Loads the list for a filter (the address then carries it, without pageindex). */
  onApply: (filter: CatalogFilter) => void;
  /** Leaves out the category facet (for a list that is already narrowed to one category). */
  hideCategories?: boolean;
}

/** The facets panel (spec 001 §2, §4): toggled items, counts from the listing, radios that uncheck. */
export function FiltersPanel({
  facets,
  filter,
  currencyCode,
  immediate,
  submitOnChange,
  onApply,
  hideCategories = false,
}: FiltersPanelProps) {
  const { t, culture } = useTranslation();
  const [draft, setDraft] = useState<CatalogFilter>(filter);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const applied = serialiseFilter(filter);

  // A new list (another address) brings its own filter: the draft starts again from it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised filter is the identity that matters.
  useEffect(() => {
    clearTimeout(timer.current);
    setDraft(filter);
  }, [applied]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function change(next: CatalogFilter) {
    const pruned = pruneFilter(next);
    setDraft(pruned);
    clearTimeout(timer.current);
    if (immediate) onApply(pruned);
    else if (submitOnChange) timer.current = setTimeout(() => onApply(pruned), FACET_AUTO_SUBMIT_MS);
  }

  const toggle = (key: ListFilterKey, id: string, single = false) =>
    change(toggleFilterValue(draft, key, id, single));

  return (
    <form
      className="facets"
      aria-label={t('Catalog.Filters')}
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        onApply(draft);
      }}
    >
      {!hideCategories && facets.Categories.length > 0 ? (
        <FacetGroup legend={t('Catalog.Categories')}>
          {facets.Categories.map((entry) => (
            <FacetChoice
              key={entry.Id}
              type="radio"
              name="facet-category"
              checked={draft.Categories?.includes(entry.Id) ?? false}
              count={entry.Count}
              // A click on the checked radio unchecks it (spec 001 §4).
              onToggle={() => toggle('Categories', entry.Id, true)}
            >
              {entry.Name}
            </FacetChoice>
          ))}
        </FacetGroup>
      ) : null}
      {facets.Brands.length > 0 ? (
        <FacetGroup legend={t('Catalog.Brands')}>
          {facets.Brands.map((entry) => (
            <FacetChoice
              key={entry.Id}
              type="checkbox"
              name="facet-brand"
              checked={draft.Brands?.includes(entry.Id) ?? false}
              count={entry.Count}
              onToggle={() => toggle('Brands', entry.Id)}
            >
              {entry.Name}
            </FacetChoice>
          ))}
        </FacetGroup>
      ) : null}
      {facets.ProductAttributes.map((attribute) => (
        <FacetGroup
          key={attribute.AttributeId}
          legend={attribute.Name}
          swatches={attribute.VariationDisplayTypeValue === 'Square'}
        >
          {attribute.Values.map((value) => (
            <FacetChoice
              key={value.ProductAttributeValueId}
              type="checkbox"
              name={`facet-attribute-${attribute.AttributeId}`}
              checked={
                draft.ProductAttributes?.[attribute.AttributeId]?.includes(value.ProductAttributeValueId) ??
                false
              }
              count={value.Count}
              onToggle={() =>
                change(toggleAttributeValue(draft, attribute.AttributeId, value.ProductAttributeValueId))
              }
              swatch={
                attribute.VariationDisplayTypeValue === 'Square' ? <Swatch colours={value} /> : undefined
              }
            >
              {value.DisplayValue}
            </FacetChoice>
          ))}
        </FacetGroup>
      ))}
      {facets.Tags.length > 0 ? (
        <FacetGroup legend={t('Catalog.Tags')}>
          {facets.Tags.map((entry) => (
            <FacetChoice
              key={entry.Id}
              type="checkbox"
              name="facet-tag"
              checked={draft.Tags?.includes(entry.Id) ?? false}
              count={entry.Count}
              onToggle={() => toggle('Tags', entry.Id)}
            >
              {entry.Name}
            </FacetChoice>
          ))}
        </FacetGroup>
      ) : null}
      {facets.Price ? (
        <FacetGroup legend={t('Catalog.Price')} list={false}>
          <p className="facets__hint">
            {t('Catalog.PriceRange', {
              min: formatPrice(facets.Price.Min, currencyCode, culture),
              max: formatPrice(facets.Price.Max, currencyCode, culture),
            })}
          </p>
          <div className="facets__price">
            <PriceField
              label={t('Catalog.PriceMin')}
              value={draft.PriceMin}
              placeholder={facets.Price.Min}
              onCommit={(value) => change(setFilterValue(draft, 'PriceMin', value))}
            />
            <PriceField
              label={t('Catalog.PriceMax')}
              value={draft.PriceMax}
              placeholder={facets.Price.Max}
              onCommit={(value) => change(setFilterValue(draft, 'PriceMax', value))}
            />
          </div>
        </FacetGroup>
      ) : null}
      <FacetGroup legend={t('Catalog.Availability')}>
        <FacetChoice
          type="checkbox"
          name="facet-instock"
          checked={draft.InStock === true}
          count={facets.InStockCount}
          onToggle={() => change(setFilterValue(draft, 'InStock', draft.InStock ? undefined : true))}
        >
          {t('Catalog.InStockOnly')}
        </FacetChoice>
      </FacetGroup>
      {immediate ? null : (
        <div className="form-actions">
          <button type="submit" className="button button--primary">
            {t('Catalog.ApplyFilters')}
          </button>
        </div>
      )}
    </form>
  );
}

function FacetGroup({
  legend,
  children,
  swatches = false,
  list = true,
}: {
  legend: string;
  children: ReactNode;
  swatches?: boolean;
  /** False for a group of fields (the price range) rather than a list of choices. */
  list?: boolean;
}) {
  return (
    <fieldset className={swatches ? 'facet facet--swatches' : 'facet'}>
      <legend className="facet__legend">{legend}</legend>
      {list ? <ul className="facet__list">{children}</ul> : <div className="facet__fields">{children}</div>}
    </fieldset>
  );
}

function FacetChoice({
  type,
  name,
  checked,
  count,
  onToggle,
  swatch,
  children,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  count: number;
  onToggle: () => void;
  swatch?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <li className="facet__item">
      <input
        id={id}
        type={type}
        name={name}
        checked={checked}
        // The click is the toggle: it also fires for an already checked radio, which onChange does not.
        onClick={onToggle}
        onChange={() => undefined}
      />
      <label htmlFor={id}>
        {swatch}
        <span className="facet__name">{children}</span>
        <span className="facet__count">({count})</span>
      </label>
    </li>
  );
}

function PriceField({
  label,
  value,
  placeholder,
  onCommit,
}: {
  label: string;
  value: number | undefined;
  placeholder: number;
  onCommit: (value: number | undefined) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value === undefined ? '' : String(value));
  useEffect(() => setText(value === undefined ? '' : String(value)), [value]);
  const commit = () => {
    const parsed = text.trim() === '' ? undefined : Number(text.replace(',', '.'));
    const next = parsed === undefined || (Number.isFinite(parsed) && parsed >= 0) ? parsed : undefined;
    if (next !== value) onCommit(next);
  };
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        value={text}
        placeholder={String(placeholder)}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          // Enter commits this field only; the form's own submit would still hold the old draft.
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
    </div>
  );
}
