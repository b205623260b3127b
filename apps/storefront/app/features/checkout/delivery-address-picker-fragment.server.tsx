import { servesAs } from '@vitrine/api-client';
import type { Culture, StringResources } from '@vitrine/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { TranslationProvider, useTranslation } from '../i18n/translation-context';
import { AddressPicker } from './address-picker';
import type { AddressBook } from './use-address-book';

/** The customer's delivery addresses, the default one chosen; or (book null) the guest told to sign in. */
function Fragment({ book }: { book: AddressBook | null }) {
  const { t } = useTranslation();
  if (!book)
    return (
      <section className="address-picker-panel">
        <p>{t('Addresses.SignInToSee')}</p>
      </section>
    );
  const delivery = book.addresses.filter((address) => servesAs(address.AddressType, 'shipping'));
  return (
    <section className="address-picker-panel" aria-label={t('Addresses.DeliveryPicker')}>
      <AddressPicker
        kind="shipping"
        addresses={delivery}
        chosenId={delivery.find((address) => address.IsDefault)?.Id ?? null}
        hasCreation={book.hasCreation}
        hasEdit={book.hasEdit}
        name="ExistingShippingAddressId"
      />
    </section>
  );
}

/**
 * The `{culture}/widget/DeliveryAddressPicker` fragment (spec 001 §7): the delivery address
 * picker as HTML, its radios named `ExistingShippingAddressId` as a form would send them.
 */
export function renderDeliveryAddressPickerFragment(input: {
  book: AddressBook | null;
  culture: Culture;
  strings: StringResources;
}): string {
  return renderToStaticMarkup(
    <TranslationProvider culture={input.culture} strings={input.strings}>
      <Fragment book={input.book} />
    </TranslationProvider>,
  );
}
