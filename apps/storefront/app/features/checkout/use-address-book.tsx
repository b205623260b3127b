import {
  type Country,
  type CustomerAddress,
  type PlaceOrder,
  type PlaceOrderBody,
  servesAs,
} from '@vitrine/api-client';
import { type ReactNode, useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { AddressFormModal } from './address-form-modal';
import { type AddressKind, AddressPicker } from './address-picker';
import { BILLING_FIELDS, type CheckoutField, SHIPPING_FIELDS } from './checkout-form-fields';

/**
 * A signed-in customer's address book as the page's loader gives it: their addresses, and whether
 * this page lets them add (`has-creation`) or edit (`has-edit`) one in a modal.
 */
export interface AddressBook {
  addresses: CustomerAddress[];
  hasCreation: boolean;
  hasEdit: boolean;
}

type CheckoutForm = UseFormReturn<PlaceOrderBody, unknown, PlaceOrder>;

/** What a saved billing address sets beside the address itself: changed by hand, the address is a typed one. */
const SET_WITH_BILLING = new Set<string>(['AccountType', 'BillingCompany', 'BillingVAT']);

const BILLING_TYPED: CheckoutField[] = [
  ...Object.values(BILLING_FIELDS),
  'AccountType',
  'BillingCompany',
  'BillingVAT',
  'BillingPhone',
];
const SHIPPING_TYPED: CheckoutField[] = Object.values(SHIPPING_FIELDS);

/** Two types share a kind (billing or delivery): a default of one is no longer the other's. */
const shareAKind = (a: CustomerAddress, b: CustomerAddress) =>
  (['billing', 'shipping'] as const).some(
    (kind) => servesAs(a.AddressType, kind) && servesAs(b.AddressType, kind),
  );

interface Editing {
  kind: AddressKind;
  address: CustomerAddress | null;
  /** A new address starts in the country the form has for its kind. */
  country: string;
}

/**
 * The checkout's billing and delivery address pickers (spec 001 §2): choosing a saved billing
 * address copies its fields into the form's `Billing*` inputs (hidden while it is chosen), selects
 * its account type and names it as `ExistingBillingAddressId`; a saved delivery address does the
 * same for the shipping fields and `ExistingShippingAddressId`. A country that changes prices the
 * cart again (`onCountries`), a company's number is checked (`onVat`). The modal that adds or
 * edits an address exists only when the page allows one of them.
 */
export function useAddressBook({
  book,
  form,
  countries,
  onCountries,
  onVat,
}: {
  book: AddressBook | null;
  form: Pick<CheckoutForm, 'watch' | 'getValues' | 'setValue' | 'clearErrors'>;
  /** The countries the page offers (those the shop delivers to): an address elsewhere is not offered. */
  countries: readonly Country[];
  onCountries: () => void;
  onVat: () => void;
}): {
  billingPicker: ReactNode;
  deliveryPicker: ReactNode;
  modals: ReactNode;
  billingChosen: boolean;
  shippingChosen: boolean;
} {
  const { watch, getValues, setValue, clearErrors } = form;
  const [addresses, setAddresses] = useState<CustomerAddress[]>(book?.addresses ?? []);
  const [editing, setEditing] = useState<Editing>({ kind: 'billing', address: null, country: '' });
  const [modalOpen, setModalOpen] = useState(false);
  const billingId = watch('ExistingBillingAddressId') ?? null;
  const shippingId = watch('ExistingShippingAddressId') ?? null;

  // New page data (a navigation back, a revalidation) brings the address book as the server has it.
  const bookAddresses = book?.addresses;
  useEffect(() => {
    if (bookAddresses) setAddresses(bookAddresses);
  }, [bookAddresses]);

  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (type !== 'change' || !name) return;
      // The customer changed by hand what the saved billing address set: it is theirs to type now.
      if (SET_WITH_BILLING.has(name) && getValues('ExistingBillingAddressId'))
        setValue('ExistingBillingAddressId', undefined);
      // Delivered to the billing address again: no saved delivery address is in use.
      if (name === 'SameAddressForShipping' && getValues('ExistingShippingAddressId'))
        setValue('ExistingShippingAddressId', undefined);
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, setValue]);

  const offered = (kind: AddressKind) =>
    addresses.filter(
      (address) =>
        servesAs(address.AddressType, kind) &&
        countries.some((country) => country.Code === address.CountryId),
    );

  function chooseBilling(address: CustomerAddress | null) {
    if (!address) {
      setValue('ExistingBillingAddressId', undefined);
      return;
    }
    const before = getValues();
    setValue('ExistingBillingAddressId', address.Id);
    setValue('AccountType', address.AccountType);
    setValue('BillingCompany', address.Company ?? '');
    setValue('BillingVAT', address.VAT ?? '');
    setValue(BILLING_FIELDS.FirstName, address.FirstName);
    setValue(BILLING_FIELDS.LastName, address.LastName);
    setValue(BILLING_FIELDS.Street1, address.Street1);
    setValue(BILLING_FIELDS.HouseNumber, address.HouseNumber);
    setValue(BILLING_FIELDS.BoxNumber, address.BoxNumber ?? '');
    setValue(BILLING_FIELDS.PostalCode, address.PostalCode);
    setValue(BILLING_FIELDS.City, address.City);
    setValue(BILLING_FIELDS.Country, address.CountryId);
    setValue('BillingPhone', address.Phone ?? '');
    clearErrors(BILLING_TYPED);
    if (before.BillingCountry !== address.CountryId) onCountries();
    if (address.AccountType === 'Company') onVat();
  }

  function chooseDelivery(address: CustomerAddress | null) {
    if (!address) {
      setValue('ExistingShippingAddressId', undefined);
      return;
    }
    const before = getValues();
    setValue('ExistingShippingAddressId', address.Id);
    setValue(SHIPPING_FIELDS.FirstName, address.FirstName);
    setValue(SHIPPING_FIELDS.LastName, address.LastName);
    setValue(SHIPPING_FIELDS.Street1, address.Street1);
    setValue(SHIPPING_FIELDS.HouseNumber, address.HouseNumber);
    setValue(SHIPPING_FIELDS.BoxNumber, address.BoxNumber ?? '');
    setValue(SHIPPING_FIELDS.PostalCode, address.PostalCode);
    setValue(SHIPPING_FIELDS.City, address.City);
    setValue(SHIPPING_FIELDS.Country, address.CountryId);
    clearErrors(SHIPPING_TYPED);
    if (before.ShippingCountryId !== address.CountryId) onCountries();
  }

  function open(kind: AddressKind, address: CustomerAddress | null) {
    const values = getValues();
    const country =
      kind === 'billing' ? values.BillingCountry : (values.ShippingCountryId ?? values.BillingCountry);
    setEditing({ kind, address, country });
    setModalOpen(true);
  }

  /** The address saved in the modal is in the list, and in use where it was added or edited from. */
  function saved(address: CustomerAddress) {
    setAddresses((current) => {
      const others = current.map((other) =>
        address.IsDefault && other.IsDefault && shareAKind(other, address)
          ? { ...other, IsDefault: false }
          : other,
      );
      return current.some((other) => other.Id === address.Id)
        ? others.map((other) => (other.Id === address.Id ? address : other))
        : [...others, address];
    });
    setModalOpen(false);
    const usable = (kind: AddressKind) =>
      servesAs(address.AddressType, kind) && countries.some((country) => country.Code === address.CountryId);
    const billing = getValues('ExistingBillingAddressId');
    const shipping = getValues('ExistingShippingAddressId');
    if (editing.kind === 'billing' || billing === address.Id) {
      if (usable('billing')) chooseBilling(address);
      else if (billing === address.Id) chooseBilling(null);
    }
    if (editing.kind === 'shipping' || shipping === address.Id) {
      if (usable('shipping')) chooseDelivery(address);
      else if (shipping === address.Id) chooseDelivery(null);
    }
  }

  if (!book)
    return {
      billingPicker: null,
      deliveryPicker: null,
      modals: null,
      billingChosen: false,
      shippingChosen: false,
    };

  const picker = (kind: AddressKind, list: CustomerAddress[], chosenId: string | null) =>
    list.length || book.hasCreation ? (
      <AddressPicker
        kind={kind}
        addresses={list}
        chosenId={chosenId}
        hasCreation={book.hasCreation}
        hasEdit={book.hasEdit}
        onChoose={kind === 'billing' ? chooseBilling : chooseDelivery}
        onAdd={() => open(kind, null)}
        onEdit={(address) => open(kind, address)}
      />
    ) : null;
  const billingList = offered('billing');
  const deliveryList = offered('shipping');

  return {
    billingPicker: picker('billing', billingList, billingId),
    deliveryPicker: picker('shipping', deliveryList, shippingId),
    modals:
      book.hasCreation || book.hasEdit ? (
        <AddressFormModal
          open={modalOpen}
          kind={editing.kind}
          address={editing.address}
          countries={countries}
          country={editing.country}
          onClose={() => setModalOpen(false)}
          onSaved={saved}
        />
      ) : null,
    billingChosen: billingList.some((address) => address.Id === billingId),
    shippingChosen: deliveryList.some((address) => address.Id === shippingId),
  };
}
