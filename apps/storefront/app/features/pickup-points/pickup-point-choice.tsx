import type {
  CartShippingMethod,
  PlaceOrderBody,
  SavedPickupPointRequest,
  ShoppingCart,
} from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';
import { placeOfLocation, readLocation } from './location-cookie';
import { PickupPointDialog } from './pickup-point-dialog';
import { SEARCH_QUERY } from './pickup-point-search';
import { hoursLines, initialSearchPlace, type SearchPlace } from './search-place';

interface Start {
  place: SearchPlace;
  names: { firstName: string; lastName: string };
  medium: 'link' | 'typed';
}

/**
 * The checkout's pickup point (spec 001 §2, §4 "Pickup point"): for a method that delivers to a
 * pickup point, the point chosen for the cart, and the way to the search dialog to choose one
 * (or another). Without script the button is a link to the search's page. The dialog opens on
 * the place spec 001 §5 gives (or the last place searched in that country); a point chosen there
 * is saved through `onChoose`, which reloads the checkout in place as every cart change does.
 */
export function PickupPointChoice({
  cart,
  method,
  readForm,
  onChoose,
}: {
  cart: ShoppingCart;
  method: CartShippingMethod;
  /** The checkout form's values as they are now (its billing names and addresses). */
  readForm?: (() => PlaceOrderBody) | undefined;
  onChoose?: ((point: SavedPickupPointRequest) => void) | undefined;
}) {
  const { t, culture } = useTranslation();
  const { basePath, cmsName } = useSite();
  const [start, setStart] = useState<Start | null>(null);
  const [open, setOpen] = useState(false);
  const chosen = cart.PickupPoint?.ShippingMethodId === method.Id ? cart.PickupPoint : null;
  const country = cart.ShippingCountryCode ?? '';
  const suggests = cart.ShippingCountries?.find((option) => option.Code === country)?.HasPlaces ?? false;

  // Without script (or before it runs) the link opens the search's page on the cart's place.
  const pageUrl = inApp(
    basePath,
    shopUrls.pickupPointSearch(culture, {
      [SEARCH_QUERY.shippingMethodId]: method.Id,
      [SEARCH_QUERY.carrier]: method.Carrier,
      [SEARCH_QUERY.country]: country,
      [SEARCH_QUERY.postalCode]: cart.City?.PostalCode,
      [SEARCH_QUERY.city]: cart.City?.Name,
    }),
  );

  function openDialog(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setStart(startOf());
    setOpen(true);
  }

  function startOf(): Start {
    const values = readForm?.();
    const names = {
      firstName: values?.BillingFirstName ?? '',
      lastName: values?.BillingLastName ?? '',
    };
    const stored = readLocation(document.cookie, cmsName);
    const last = stored ? placeOfLocation(stored) : null;
    if (last && last.CountryCode === country) return { place: last, names, medium: 'typed' };
    const address = (street?: string, number?: string) => [street, number].filter(Boolean).join(' ');
    const place = initialSearchPlace({
      billing: {
        street: address(values?.BillingStreet1, values?.BillingHouseNumber),
        postalCode: values?.BillingPostalCode ?? '',
        city: values?.BillingCity ?? '',
        country: values?.BillingCountry ?? country,
      },
      shipping:
        values?.SameAddressForShipping !== false
          ? null
          : {
              street: address(values.ShippingStreet1, values.ShippingHouseNumber),
              postalCode: values.ShippingPostalCode ?? '',
              city: values.ShippingCity ?? '',
              country: values.ShippingCountryId ?? country,
            },
      defaultShipping: { country, postalCode: cart.City?.PostalCode ?? '' },
    });
    return { place, names, medium: 'link' };
  }

  const hours = chosen ? hoursLines(chosen.StandardHoursOfOperation) : [];
  return (
    <div className="pickup-choice">
      <h3 className="pickup-choice__title">{t('PickupSearch.YourPoint')}</h3>
      {chosen ? (
        <div className="pickup-choice__point" data-testid="checkout-pickup-point">
          <p className="pickup-choice__name">{chosen.Name}</p>
          <p className="pickup-choice__address">
            {chosen.Street1}
            <br />
            {chosen.PostalCode} {chosen.City}
          </p>
          {hours.length ? (
            <ul className="pickup-choice__hours" aria-label={t('PickupSearch.Hours')}>
              {hours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <p className="pickup-choice__none">{t('PickupSearch.NoneChosen')}</p>
      )}
      <a
        className={chosen ? 'button button--secondary' : 'button button--primary'}
        href={pageUrl}
        aria-haspopup="dialog"
        onClick={openDialog}
      >
        {chosen ? t('PickupSearch.Change') : t('PickupSearch.Open')}
      </a>
      {start ? (
        <PickupPointDialog
          open={open}
          onClose={() => setOpen(false)}
          shippingMethodId={method.Id}
          carrier={method.Carrier}
          initialPlace={start.place}
          initialMedium={start.medium}
          suggests={suggests}
          names={start.names}
          pageUrl={pageUrl}
          onChoose={(point) => {
            setOpen(false);
            onChoose?.(point);
          }}
        />
      ) : null}
    </div>
  );
}
