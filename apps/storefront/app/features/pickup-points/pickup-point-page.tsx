import type { PickupPointSearchAnswer } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { translateMessage } from '@vitrine/validation';
import { useNavigate } from 'react-router';
import { useApi } from '../../lib/api-context';
import { announceCartChanged } from '../../lib/cart-events';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';
import { PickupPointSearch } from './pickup-point-search';
import type { SearchPlace } from './search-place';

/** The page's content: the search for the cart's pickup method, and the way back to the checkout. */
export function PickupPointSearchView({
  method,
  place,
  answer,
  suggests,
  refused = [],
}: {
  method: { Id: string; Name: string; Carrier: string } | null;
  place: SearchPlace;
  answer: PickupPointSearchAnswer | null;
  suggests: boolean;
  /** Why the choice sent without script was refused. */
  refused?: string[];
}) {
  const { t, culture } = useTranslation();
  const { basePath, user } = useSite();
  const api = useApi();
  const navigate = useNavigate();
  const checkoutUrl = inApp(basePath, shopUrls.checkout(culture));
  const pageUrl = inApp(basePath, shopUrls.pickupPointSearch(culture));
  return (
    <div className="pickup-page">
      <h1>{t('PickupSearch.Title')}</h1>
      {refused.length ? (
        <div className="notice notice--error" role="alert">
          {refused.map((message) => (
            <p key={message}>{translateMessage(message, t)}</p>
          ))}
        </div>
      ) : null}
      {method ? (
        <PickupPointSearch
          key={`${method.Id}|${place.CountryCode}|${place.Address}|${place.PostalCode}|${place.City}`}
          shippingMethodId={method.Id}
          carrier={method.Carrier}
          initialPlace={place}
          initialAnswer={answer}
          suggests={suggests}
          // The checkout's billing names are not known here; a signed-in customer's are.
          names={{ firstName: user?.FirstName ?? '', lastName: user?.LastName ?? '' }}
          pageUrl={pageUrl}
          onChoose={async (point) => {
            const cart = await api.pickupPoints.choose(point, culture);
            announceCartChanged(cart);
            navigate(shopUrls.checkout(culture));
          }}
        />
      ) : (
        <p className="notice">{t('PickupSearch.NoMethod')}</p>
      )}
      <p>
        <a className="button button--link" href={checkoutUrl}>
          {t('PickupSearch.BackToCheckout')}
        </a>
      </p>
    </div>
  );
}
