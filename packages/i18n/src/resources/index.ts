import { CULTURES, type Culture } from '../cultures';
import type { StringResources } from '../translator';
import { accountOrdersStrings } from './account-orders';
import { accountProfileStrings } from './account-profile';
import { addressesStrings } from './addresses';
import { announcementsStrings } from './announcements';
import { assetFoldersStrings } from './asset-folders';
import { assetsLibraryStrings } from './assets-library';
import { backofficeStrings } from './backoffice';
import { birthListsStrings } from './birth-lists';
import { cartStrings } from './cart';
import { catalogStrings } from './catalog';
import { catalogAdminStrings } from './catalog-admin';
import { catalogBulkStrings } from './catalog-bulk';
import { catalogHistoryStrings } from './catalog-history';
import { catalogTaxonomyStrings } from './catalog-taxonomy';
import { checkoutStrings } from './checkout';
import { consentStrings } from './consent';
import { contentEditorStrings } from './content-editor';
import { coreStrings } from './core';
import { couponsStrings } from './coupons';
import { currencyStrings } from './currency';
import { customerReferencesStrings } from './customer-references';
import { faqStrings } from './faq';
import { mailStrings } from './mail';
import { mapsStrings } from './maps';
import { mediaWidgetsStrings } from './media-widgets';
import { newsStrings } from './news';
import { newsletterStrings } from './newsletter';
import { noticesStrings } from './notices';
import { paymentStrings } from './payment';
import { pickupPointsStrings } from './pickup-points';
import { prepaidAccountsStrings } from './prepaid-accounts';
import { refundsStrings } from './refunds';
import { salesDeskStrings } from './sales-desk';
import { securityStrings } from './security';
import { selectSearchStrings } from './select-search';
import { shippingStrings } from './shipping';
import { slidersStrings } from './sliders';
import { stockNotificationsStrings } from './stock-notifications';
import { twoFactorStrings } from './two-factor';
import { validationStrings } from './validation';
import { vatStrings } from './vat';
import { wishlistsStrings } from './wishlists';

const namespaces = [
  coreStrings,
  announcementsStrings,
  securityStrings,
  consentStrings,
  validationStrings,
  backofficeStrings,
  newsletterStrings,
  newsStrings,
  faqStrings,
  catalogStrings,
  catalogAdminStrings,
  catalogHistoryStrings,
  catalogBulkStrings,
  catalogTaxonomyStrings,
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
  accountProfileStrings,
  assetFoldersStrings,
  mapsStrings,
  mediaWidgetsStrings,
  pickupPointsStrings,
  stockNotificationsStrings,
  birthListsStrings,
  twoFactorStrings,
  customerReferencesStrings,
  wishlistsStrings,
  refundsStrings,
  prepaidAccountsStrings,
  salesDeskStrings,
  slidersStrings,
  selectSearchStrings,
  contentEditorStrings,
];

/** Every string resource of every culture: the body of GET /api/v1/localization/{culture}/stringresources. */
export const stringResources: Readonly<Record<Culture, StringResources>> = Object.fromEntries(
  CULTURES.map((culture) => [
    culture,
    Object.freeze(Object.assign({}, ...namespaces.map((namespace) => namespace[culture]))),
  ]),
) as Record<Culture, StringResources>;
