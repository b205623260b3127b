import type { Country, CustomerAddress, CustomerAddressBody } from '@vitrine/api-client';
import { Modal } from '@vitrine/ui';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useApi } from '../../lib/api-context';
import { AddressFormModal } from '../checkout/address-form-modal';
import { useTranslation } from '../i18n/translation-context';
import { useNotices } from '../notices/notices';
import { AccountNav } from './account-nav';

const TYPE_LABELS = {
  Billing: 'Addresses.TypeBilling',
  Shipping: 'Addresses.TypeShipping',
  Both: 'Addresses.TypeBoth',
} as const;

/** How a button names the address it acts on: the name, the street and the place. */
const addressName = (address: CustomerAddress) =>
  `${address.FirstName} ${address.LastName}, ${address.Street1} ${address.HouseNumber}, ${address.City}`;

/** The address as saved, made the default (the API takes the whole address). */
const asDefault = (address: CustomerAddress): CustomerAddressBody => ({
  AddressType: address.AddressType,
  AccountType: address.AccountType,
  FirstName: address.FirstName,
  LastName: address.LastName,
  Company: address.Company ?? undefined,
  VAT: address.VAT ?? undefined,
  Street1: address.Street1,
  HouseNumber: address.HouseNumber,
  BoxNumber: address.BoxNumber ?? undefined,
  PostalCode: address.PostalCode,
  City: address.City,
  CountryId: address.CountryId,
  Phone: address.Phone ?? undefined,
  IsDefault: true,
});

type Editing = { address: CustomerAddress | null } | null;

/**
 * `{culture}/account/addresses`: the customer's saved addresses, the ones checkout's pickers
 * offer. Added and edited in the checkout's own modal, deleted after a confirmation, made the
 * default of their kind; the page reloads its data in place after each change.
 */
export function AccountAddresses({
  addresses,
  countries,
}: {
  addresses: readonly CustomerAddress[];
  countries: readonly Country[];
}) {
  const { t, culture } = useTranslation();
  const api = useApi();
  const { notify } = useNotices();
  const { revalidate } = useRevalidator();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CustomerAddress | null>(null);
  const [busy, setBusy] = useState(false);

  /** A change, then the list as it is now; a refusal or failure is told by the error flow. */
  const change = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notify({ kind: 'success', message: t(done) });
      await revalidate();
    } catch {
      // The error flow has shown it.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="account-page">
      <h1>{t('Account.Addresses')}</h1>
      <AccountNav />
      <p>{t('Account.AddressesIntro')}</p>
      <p>
        <button
          type="button"
          className="button button--primary"
          aria-haspopup="dialog"
          onClick={() => setEditing({ address: null })}
        >
          {t('Addresses.Add')}
        </button>
      </p>
      {addresses.length === 0 ? (
        <p>{t('Addresses.None')}</p>
      ) : (
        <ul className="account-addresses">
          {addresses.map((address) => {
            const name = addressName(address);
            const street = [address.Street1, address.HouseNumber].join(' ');
            return (
              <li key={address.Id} className="account-address" data-testid="account-address">
                <address className="account-address__lines">
                  <strong>
                    {address.FirstName} {address.LastName}
                  </strong>
                  {address.Company ? <span>{address.Company}</span> : null}
                  <span>{address.BoxNumber ? `${street} / ${address.BoxNumber}` : street}</span>
                  <span>
                    {address.PostalCode} {address.City}
                  </span>
                  <span>{address.CountryName}</span>
                  {address.Phone ? <span>{address.Phone}</span> : null}
                </address>
                <dl className="account-address__type">
                  <dt>{t('Addresses.Type')}</dt>
                  <dd>{t(TYPE_LABELS[address.AddressType])}</dd>
                </dl>
                {address.IsDefault ? (
                  <span className="address-card__badge">{t('Addresses.Default')}</span>
                ) : null}
                <div className="account-address__actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-haspopup="dialog"
                    aria-label={t('Addresses.EditAddress', { address: name })}
                    onClick={() => setEditing({ address })}
                  >
                    {t('Addresses.Edit')}
                  </button>
                  {address.IsDefault ? null : (
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={t('Account.MakeDefaultLabel', { address: name })}
                      disabled={busy}
                      onClick={() =>
                        void change(
                          () => api.customerAddresses.update(address.Id, asDefault(address), culture),
                          'Account.DefaultSet',
                        )
                      }
                    >
                      {t('Account.MakeDefault')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-haspopup="dialog"
                    aria-label={t('Account.DeleteLabel', { address: name })}
                    onClick={() => setDeleting(address)}
                  >
                    {t('Account.Delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <AddressFormModal
        open={editing !== null}
        kind="shipping"
        address={editing?.address ?? null}
        countries={countries}
        country={countries[0]?.Code ?? ''}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void revalidate();
        }}
      />
      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('Account.DeleteTitle')}
        closeLabel={t('Core.Close')}
        size="small"
      >
        <p>{deleting ? t('Account.DeleteConfirm', { address: addressName(deleting) }) : null}</p>
        <div className="address-form__actions">
          <button type="button" className="button button--secondary" onClick={() => setDeleting(null)}>
            {t('Addresses.Cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            aria-busy={busy}
            onClick={() => {
              const address = deleting;
              if (!address) return;
              setDeleting(null);
              void change(() => api.customerAddresses.remove(address.Id), 'Account.Deleted');
            }}
          >
            {t('Account.Delete')}
          </button>
        </div>
      </Modal>
    </div>
  );
}
