import type { ProductVariantAttribute } from '@vitrine/api-client';
import { useId } from 'react';
import { useTranslation } from '../../i18n/translation-context';
import { Swatch } from '../swatch';

/**
 * The variation choice (spec 001 §3, §5): 'Square' attributes as colour swatches, 'List' as
 * buttons, 'Dropdown' as a select; unavailable values are disabled and say so.
 */
export function VariationPicker({
  attributes,
  onSelect,
  disabled = false,
}: {
  attributes: ProductVariantAttribute[];
  onSelect: (attributeIndex: number, valueId: string) => void;
  disabled?: boolean;
}) {
  return (
    <div className="variations">
      {attributes.map((attribute, index) => (
        <VariationAttribute
          key={attribute.AttributeId}
          attribute={attribute}
          disabled={disabled}
          onSelect={(valueId) => onSelect(index, valueId)}
        />
      ))}
    </div>
  );
}

function VariationAttribute({
  attribute,
  onSelect,
  disabled,
}: {
  attribute: ProductVariantAttribute;
  onSelect: (valueId: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const unavailable = t('Catalog.Unavailable');
  const labelOf = (value: ProductVariantAttribute['ProductAttributeValuesViewModel'][number]) =>
    value.IsUnavailable ? `${value.DisplayValue} (${unavailable})` : value.DisplayValue;
  const selected = attribute.ProductAttributeValuesViewModel.find(
    (value) => value.ProductAttributeValueId === attribute.Value,
  );

  if (attribute.VariationDisplayTypeValue === 'Dropdown') {
    return (
      <div className="form-field variation variation--dropdown">
        <label htmlFor={id}>{attribute.Name}</label>
        <select
          id={id}
          name={`attribute-${attribute.AttributeId}`}
          value={attribute.Value ?? ''}
          disabled={disabled}
          onChange={(event) => {
            const chosen = attribute.ProductAttributeValuesViewModel.find(
              (value) => value.ProductAttributeValueId === event.target.value,
            );
            if (chosen && !chosen.IsUnavailable) onSelect(chosen.ProductAttributeValueId);
          }}
        >
          {attribute.Value ? null : (
            <option value="">{t('Catalog.ChooseValue', { name: attribute.Name })}</option>
          )}
          {attribute.ProductAttributeValuesViewModel.map((value) => (
            <option
              key={value.ProductAttributeValueId}
              value={value.ProductAttributeValueId}
              disabled={value.IsUnavailable}
            >
              {labelOf(value)}
            </option>
          ))}
        </select>
      </div>
    );
  }

  if (attribute.VariationDisplayTypeValue === 'Square') {
    return (
      <fieldset className="variation variation--square">
        <legend>
          {attribute.Name}
          {selected ? <span className="variation__selected"> : {selected.DisplayValue}</span> : null}
        </legend>
        <div className="variation__swatches">
          {attribute.ProductAttributeValuesViewModel.map((value) => {
            const inputId = `${id}-${value.ProductAttributeValueId}`;
            return (
              <span key={value.ProductAttributeValueId} className="variation__swatch">
                <input
                  id={inputId}
                  type="radio"
                  className="visually-hidden variation__radio"
                  name={`attribute-${attribute.AttributeId}`}
                  value={value.ProductAttributeValueId}
                  checked={attribute.Value === value.ProductAttributeValueId}
                  disabled={disabled || value.IsUnavailable}
                  onChange={() => {
                    if (!value.IsUnavailable) onSelect(value.ProductAttributeValueId);
                  }}
                />
                <label
                  htmlFor={inputId}
                  title={labelOf(value)}
                  className={
                    value.IsUnavailable ? 'variation__swatch-label is-unavailable' : 'variation__swatch-label'
                  }
                >
                  <Swatch colours={value} />
                  <span className="visually-hidden">{labelOf(value)}</span>
                </label>
              </span>
            );
          })}
        </div>
      </fieldset>
    );
  }

  return (
    <fieldset className="variation variation--list">
      <legend>{attribute.Name}</legend>
      <div className="variation__buttons">
        {attribute.ProductAttributeValuesViewModel.map((value) => (
          <button
            key={value.ProductAttributeValueId}
            type="button"
            className="variation__button"
            aria-pressed={attribute.Value === value.ProductAttributeValueId}
            disabled={disabled || value.IsUnavailable}
            onClick={() => onSelect(value.ProductAttributeValueId)}
          >
            {labelOf(value)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
