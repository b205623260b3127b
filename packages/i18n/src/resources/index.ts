import { CULTURES, type Culture } from '../cultures';
import type { StringResources } from '../translator';
import { accountOrdersStrings } from './account-orders';
import { addressesStrings } from './addresses';
import { assetsLibraryStrings } from './assets-library';
import { backofficeStrings } from './backoffice';
import { cartStrings } from './cart';
import { catalogStrings } from './catalog';
import { checkoutStrings } from './checkout';
import { consentStrings } from './consent';
import { coreStrings } from './core';
import { couponsStrings } from './coupons';
import { currencyStrings } from './currency';
import { mailStrings } from './mail';
import { mapsStrings } from './maps';
import { newsletterStrings } from './newsletter';
import { noticesStrings } from './notices';
import { paymentStrings } from './payment';
import { pickupPointsStrings } from './pickup-points';
import { securityStrings } from './security';
import { shippingStrings } from './shipping';
import { stockNotificationsStrings } from './stock-notifications';
import { validationStrings } from './validation';
import { vatStrings } from './vat';

const namespaces = [
  coreStrings,
  securityStrings,
  consentStrings,
  validationStrings,
  backofficeStrings,
  newsletterStrings,
  catalogStrings,
  cartStrings,
  currencyStrings,
  assetsLibraryStrings,
  noticesStrings,
  vatStrings,
  couponsStrings,
  shippingStrings,
  mailStrings,
  checkoutStrings,
  paymentStrings,
  addressesStrings,
  accountOrdersStrings,
  mapsStrings,
  pickupPointsStrings,
  stockNotificationsStrings,
];

/** Every string resource of every culture: the body of GET /api/v1/localization/{culture}/stringresources. */
export const stringResources: Readonly<Record<Culture, StringResources>> = Object.fromEntries(
  CULTURES.map((culture) => [
    culture,
    Object.freeze(Object.assign({}, ...namespaces.map((namespace) => namespace[culture]))),
  ]),
) as Record<Culture, StringResources>;
