import { alternatesFromData } from '../features/document/page-alternates';
import { MapPageDataProvider } from '../features/maps/map-page-data';
import { PickupPointSearchView } from '../features/pickup-points/pickup-point-page';
import {
  choosePickupPointWithoutScript,
  loadPickupPointPage,
} from '../features/pickup-points/pickup-point-page.server';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/pickup-point-search';

export const handle: PageHandle = { alternates: alternatesFromData };

/**
 * {app}/{culture}/shippings/pickuppoint/search (spec 001 §2): the pickup-point search as a page,
 * for a direct link and for browsers without script (the checkout's button is a link to it).
 */
export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadPickupPointPage(context, routeCulture(params), request);
}

/** The choice sent without script: saved for the cart, then back to the checkout. */
export function action({ params, context, request }: Route.ActionArgs) {
  return choosePickupPointWithoutScript(context, routeCulture(params), request);
}

// The shopper's own search: nothing for a search engine.
export const meta: Route.MetaFunction = ({ matches }) => {
  const { shopName, strings } = layoutFacts(matches);
  const title = strings['PickupSearch.Title'] ?? 'Pickup point';
  return [{ title: shopName ? `${title} | ${shopName}` : title }, { name: 'robots', content: 'noindex' }];
};

export default function PickupPointSearchPage({ loaderData, actionData }: Route.ComponentProps) {
  const { method, place, answer, maps, suggests } = loaderData;
  return (
    <MapPageDataProvider value={maps}>
      <PickupPointSearchView
        method={method}
        place={place}
        answer={answer}
        suggests={suggests}
        refused={actionData?.refused ?? []}
      />
    </MapPageDataProvider>
  );
}
