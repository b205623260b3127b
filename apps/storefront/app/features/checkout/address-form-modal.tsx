import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDRESS_TYPES,
  type Country,
  type CustomerAddress,
  type CustomerAddressBody,
  CustomerAddressBodySchema,
  type CustomerAddressInput,
  isApiError,
} from '@vitrine/api-client';
import { Modal } from '@vitrine/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '../../lib/api-context';
import { useTranslation } from '../i18n/translation-context';
import { useNotices } from '../notices/notices';
import type { AddressKind } from './address-picker';
import { CountryField, TextField } from './checkout-fields';

/** Calls that fail rather than refuse: the form says so itself instead of the error flow's dialog. */
const FAILURES = [0, 500, 502, 503, 504];

const FIELDS = new Set<string>([
  'AddressType',
  'AccountType',
  'FirstName',
  'LastName',
  'Company',
  'VAT',
  'Street1',
  'HouseNumber',
  'BoxNumber',
  'PostalCode',
  'City',
  'CountryId',
  'Phone',
  'IsDefault',
]);

type FieldName = keyof CustomerAddressBody & string;

const TYPE_LABELS = {
  Billing: 'Addresses.TypeBilling',
  Shipping: 'Addresses.TypeShipping',
  Both: 'Addresses.TypeBoth',
} as const;

/** The form as it opens: the address edited, or a new one for the picker's kind in the form's country. */
function formValues(
  address: CustomerAddress | null,
  kind: AddressKind,
  country: string,
): CustomerAddressBody {
  if (!address)
    return {
      AddressType: kind === 'billing' ? 'Billing' : 'Shipping',
      AccountType: 'Private',
      FirstName: '',
      LastName: '',
      Company: '',
      VAT: '',
      Street1: '',
      HouseNumber: '',
      BoxNumber: '',
      PostalCode: '',
      City: '',
      CountryId: country,
      Phone: '',
      IsDefault: false,
    };
  return {
    AddressType: address.AddressType,
    AccountType: address.AccountType,
    FirstName: address.FirstName,
    LastName: address.LastName,
    Company: address.Company ?? '',
    VAT: address.VAT ?? '',
    Street1: address.Street1,
    HouseNumber: address.HouseNumber,
    BoxNumber: address.BoxNumber ?? '',
    PostalCode: address.PostalCode,
    City: address.City,
    CountryId: address.CountryId,
    Phone: address.Phone ?? '',
    IsDefault: address.IsDefault,
  };
}

const filled = (value: string | undefined) => (value ? value : undefined);

/** What is sent: a private person's company and VAT number are not, nor empty optional fields. */
function bodyOf(values: CustomerAddressInput): CustomerAddressBody {
  const company = values.AccountType === 'Company';
  return {
    ...values,
    Company: company ? filled(values.Company) : undefined,
    VAT: company ? filled(values.VAT) : undefined,
    BoxNumber: filled(values.BoxNumber),
    Phone: filled(values.Phone),
  };
}

export interface AddressFormModalProps {
  open: boolean;
  /** The picker it was opened from: a new address is of its kind unless the customer says otherwise. */
  kind: AddressKind;
  /** The address edited; null: a new one. */
  address: CustomerAddress | null;
  /** The countries offered (those the shop delivers to). */
  countries: readonly Country[];
  /** A new address's country: the one the form has for this kind now. */
  country: string;
  onClose: () => void;
  onSaved: (address: CustomerAddress) => void;
}

/**
 * The pickers' modal (spec 001 §2): adds or edits a saved address, checked with the server's own
 * schema. A save that fails shows the notice 'An error has occured' (spec 001 §8 "Address form
 * failure"), with the server's reasons beside their fields when it gave some.
 */
export function AddressFormModal({
  open,
  kind,
  address,
  countries,
  country,
  onClose,
  onSaved,
}: AddressFormModalProps) {
  const { t, culture } = useTranslation();
  const api = useApi();
  const { notify } = useNotices();
  const prefix = useId();
  const [saving, setSaving] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors },
  } = useForm<CustomerAddressBody, unknown, CustomerAddressInput>({
    resolver: zodResolver(CustomerAddressBodySchema),
    defaultValues: formValues(address, kind, country),
  });
  const company = watch('AccountType') === 'Company';

  // Each opening starts from the address as it is now (or an empty one in the form's country);
  // the country is read then, not followed (a re-priced cart must not empty a form being typed).
  const startCountry = useRef(country);
  startCountry.current = country;
  useEffect(() => {
    if (open) reset(formValues(address, kind, startCountry.current));
  }, [open, address, kind, reset]);

  const save = async (values: CustomerAddressInput) => {
    setSaving(true);
    try {
      const body = bodyOf(values);
      const saved = address
        ? await api.customerAddresses.update(address.Id, body, culture, { handles: FAILURES })
        : await api.customerAddresses.create(body, culture, { handles: FAILURES });
      notify({ kind: 'success', message: t('Addresses.Saved') });
      onSaved(saved);
    } catch (error) {
      notify({ kind: 'error', message: t('Addresses.Error') });
      if (isApiError(error) && error.status === 400)
        for (const [name, list] of Object.entries(error.problem?.errors ?? {}))
          if (FIELDS.has(name) && list[0]) setError(name as FieldName, { type: 'server', message: list[0] });
    } finally {
      setSaving(false);
    }
  };

  // Its submit is its own, wherever the page puts the modal: never the order form's.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    void handleSubmit(save)(event);
  };

  const id = (name: string) => `${prefix}-${name}`;
  const field = (
    name: FieldName,
    label: string,
    options: { required?: boolean; wide?: boolean; autoComplete?: string; tel?: boolean } = {},
  ) => (
    <TextField
      name={name}
      id={id(name)}
      label={t(label)}
      required={options.required ?? false}
      autoComplete={options.autoComplete}
      {...(options.tel ? { type: 'tel', inputMode: 'tel' as const } : {})}
      className={options.wide ? 'checkout-grid__wide' : undefined}
      error={errors[name]?.message}
      registration={register(name)}
    />
  );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t(address ? 'Addresses.EditTitle' : 'Addresses.AddTitle')}
      closeLabel={t('Core.Close')}
      className="address-modal"
    >
      <form
        className="address-form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t(address ? 'Addresses.EditTitle' : 'Addresses.AddTitle')}
      >
        <fieldset className="checkout-choice">
          <legend>{t('Addresses.Type')}</legend>
          {ADDRESS_TYPES.map((type) => (
            <div className="form-check" key={type}>
              <input type="radio" id={id(`AddressType-${type}`)} value={type} {...register('AddressType')} />
              <label htmlFor={id(`AddressType-${type}`)}>{t(TYPE_LABELS[type])}</label>
            </div>
          ))}
        </fieldset>
        <fieldset className="checkout-choice">
          <legend>{t('Checkout.AccountType')}</legend>
          <div className="form-check">
            <input type="radio" id={id('AccountType-Private')} value="Private" {...register('AccountType')} />
            <label htmlFor={id('AccountType-Private')}>{t('Checkout.AccountPrivate')}</label>
          </div>
          <div className="form-check">
            <input type="radio" id={id('AccountType-Company')} value="Company" {...register('AccountType')} />
            <label htmlFor={id('AccountType-Company')}>{t('Checkout.AccountCompany')}</label>
          </div>
        </fieldset>
        <div className="checkout-grid">
          {company ? (
            <>
              {field('Company', 'Checkout.Company', {
                required: true,
                wide: true,
                autoComplete: 'organization',
              })}
              {field('VAT', 'Checkout.VatNumber', { wide: true, autoComplete: 'off' })}
            </>
          ) : null}
          {field('FirstName', 'Checkout.FirstName', { required: true, autoComplete: 'given-name' })}
          {field('LastName', 'Checkout.LastName', { required: true, autoComplete: 'family-name' })}
          {field('Street1', 'Checkout.Street', { required: true, wide: true, autoComplete: 'address-line1' })}
          {field('HouseNumber', 'Checkout.HouseNumber', { required: true })}
          {field('BoxNumber', 'Checkout.BoxNumber')}
          {field('PostalCode', 'Checkout.PostalCode', { required: true, autoComplete: 'postal-code' })}
          {field('City', 'Checkout.City', { required: true, autoComplete: 'address-level2' })}
          <CountryField
            name="CountryId"
            id={id('CountryId')}
            label={t('Checkout.Country')}
            autoComplete="country"
            className="checkout-grid__wide"
            countries={countries}
            error={errors.CountryId?.message}
            registration={register('CountryId')}
          />
          {field('Phone', 'Checkout.Phone', { wide: true, autoComplete: 'tel', tel: true })}
        </div>
        <div className="form-check address-form__default">
          <input type="checkbox" id={id('IsDefault')} {...register('IsDefault')} />
          <label htmlFor={id('IsDefault')}>{t('Addresses.IsDefault')}</label>
        </div>
        <div className="address-form__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('Addresses.Cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving}>
            {saving ? (
              <>
                <span className="spinner spinner--small" aria-hidden="true" />
                {t('Addresses.Saving')}
              </>
            ) : (
              t('Addresses.Save')
            )}
          </button>
        </div>
      </form>
    </Modal>
  );
}
