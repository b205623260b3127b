import type { CustomerAddress } from '@vitrine/api-client';
import { useId } from 'react';
import { useTranslation } from '../i18n/translation-context';

export type AddressKind = 'billing' | 'shipping';

/** An address on one line, for a button's or a notice's words. */
export function addressSummary(address: CustomerAddress): string {
  const street = [address.Street1, address.HouseNumber, address.BoxNumber].filter(Boolean).join(' ');
  return `${address.FirstName} ${address.LastName}, ${street}, ${address.PostalCode} ${address.City}`;
}

/** An address as a card shows it: the name (and company), the street, the place and the country. */
export function AddressLines({ address }: { address: CustomerAddress }) {
  const street = [address.Street1, address.HouseNumber, address.BoxNumber].filter(Boolean).join(' ');
  return (
    <span className="address-card__lines">
      <span className="address-card__name">
        {address.FirstName} {address.LastName}
      </span>
      {address.Company ? <span>{address.Company}</span> : null}
      <span>{street}</span>
      <span>
        {address.PostalCode} {address.City}
      </span>
      <span>{address.CountryName}</span>
    </span>
  );
}

export interface AddressPickerProps {
  kind: AddressKind;
  /** The customer's addresses of this kind, the defaults first. */
  addresses: readonly CustomerAddress[];
  /** The saved address in use; null: the address typed in the form. */
  chosenId: string | null;
  /** The page lets the customer add an address (`has-creation`) or edit one (`has-edit`). */
  hasCreation: boolean;
  hasEdit: boolean;
  /** The radios' name: the form field a plain form would send (the fragment's). */
  name?: string;
  /** Without it the radios are the page's own (the fragment): chosen by default, not followed. */
  onChoose?: (address: CustomerAddress | null) => void;
  onAdd?: () => void;
  onEdit?: (address: CustomerAddress) => void;
}

/**
 * A delivery or billing address picker (spec 001 §2 "Delivery and billing address pickers"):
 * the customer's saved addresses as radio cards, and "type another address"; an address is
 * added or edited in a modal only where the page allows it, as its `data-has-creation` and
 * `data-has-edit` attributes say.
 */
export function AddressPicker({
  kind,
  addresses,
  chosenId,
  hasCreation,
  hasEdit,
  name,
  onChoose,
  onAdd,
  onEdit,
}: AddressPickerProps) {
  const { t } = useTranslation();
  const groupId = useId();
  const radioName = name ?? `${kind}-address-${groupId}`;
  const radioId = (id: string | null) => `${groupId}-${id ?? 'typed'}`;
  // Interactive on the page; the markup's initial state in the fragment.
  const radioProps = (address: CustomerAddress | null) => {
    const chosen = chosenId === (address?.Id ?? null);
    return onChoose ? { checked: chosen, onChange: () => onChoose(address) } : { defaultChecked: chosen };
  };

  return (
    <fieldset
      className="address-picker"
      data-kind={kind}
      data-has-creation={hasCreation}
      data-has-edit={hasEdit}
    >
      <legend className="address-picker__legend">
        {t(kind === 'billing' ? 'Addresses.BillingPicker' : 'Addresses.DeliveryPicker')}
      </legend>
      {addresses.length ? (
        <ul className="address-picker__list">
          {addresses.map((address) => (
            <li key={address.Id} className="address-card" data-address-id={address.Id}>
              <input
                type="radio"
                id={radioId(address.Id)}
                name={radioName}
                value={address.Id}
                {...radioProps(address)}
              />
              <label htmlFor={radioId(address.Id)}>
                <AddressLines address={address} />
                {address.IsDefault ? (
                  <span className="address-card__badge">{t('Addresses.Default')}</span>
                ) : null}
              </label>
              {hasEdit ? (
                <button
                  type="button"
                  className="button button--link address-card__edit"
                  aria-label={t('Addresses.EditAddress', { address: addressSummary(address) })}
                  data-address-action="edit"
                  onClick={onEdit ? () => onEdit(address) : undefined}
                >
                  {t('Addresses.Edit')}
                </button>
              ) : null}
            </li>
          ))}
          <li className="address-card address-card--typed">
            <input type="radio" id={radioId(null)} name={radioName} value="" {...radioProps(null)} />
            <label htmlFor={radioId(null)}>{t('Addresses.TypeAnother')}</label>
          </li>
        </ul>
      ) : (
        <p className="address-picker__none">{t('Addresses.None')}</p>
      )}
      {hasCreation ? (
        <button
          type="button"
          className="button button--secondary address-picker__add"
          data-address-action="create"
          onClick={onAdd}
        >
          {t('Addresses.Add')}
        </button>
      ) : null}
    </fieldset>
  );
}
