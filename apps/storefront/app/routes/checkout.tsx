import { readAddressBook } from '../features/checkout/address-book.server';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { alternatesFromData, samePathAlternates } from '../features/document/page-alternates';
import { MapPageDataProvider } from '../features/maps/map-page-data';
import { readMapPageData } from '../features/maps/map-page-data.server';
import { loadPrepaidBalance } from '../features/prepaid-accounts/prepaid-pages.server';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/checkout';

export const handle: PageHandle = { alternates: alternatesFromData };

/** {app}/{culture}/sales/checkout: the one-step checkout (spec 001 §2), over the visitor's cart. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  // The pickup-point dialog's map and search settings are the page's data (spec 001 §9).
  const [cart, maps, addressBook, parents, prepaidAccount] = await Promise.all([
    context.api.cart.shoppingCart(culture),
    readMapPageData(context.api),
    // A signed-in customer picks saved addresses here, and may add and edit them.
    readAddressBook(context.api, culture, { hasCreation: true, hasEdit: true }),
    // Gifts of a birth list that delivers to its parents: the page offers to ship them there.
    context.api.birthLists.cartDelivery(culture),
    // A signed-in customer with money on a prepaid account may choose to pay from it.
    loadPrepaidBalance(context.api, culture),
  ]);
  return {
    cart,
    parents,
    maps,
    addressBook,
    prepaidAccount,
    alternates: samePathAlternates(context.site.basePath, '/sales/checkout'),
  };
}

// The shopper's own cart and addresses: nothing for a search engine.
export const meta: Route.MetaFunction = ({ matches }) => {
  const { shopName, strings } = layoutFacts(matches);
  const title = strings['Checkout.Title'] ?? 'Checkout';
  return [{ title: shopName ? `${title} | ${shopName}` : title }, { name: 'robots', content: 'noindex' }];
};

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return (
    <MapPageDataProvider value={loaderData.maps}>
      <CheckoutPage
        initial={loaderData.cart}
        addressBook={loaderData.addressBook}
        parents={loaderData.parents}
        prepaidAccount={loaderData.prepaidAccount}
      />
    </MapPageDataProvider>
  );
}
