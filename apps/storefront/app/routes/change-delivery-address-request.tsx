import { data } from 'react-router';
import { alternatesFromData } from '../features/document/page-alternates';
import { forwardDeliveryAddressRequest } from '../features/orders/delivery-address-request.server';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/change-delivery-address-request';

// Never a page of its own (its loader answers 404), but a route like any other.
export const handle: PageHandle = { alternates: alternatesFromData };

/** POST {app}/{culture}/sales/order/ChangeDeliveryAddressRequest (spec 001 §7). */
export function action({ request, params, context }: Route.ActionArgs) {
  return forwardDeliveryAddressRequest(context.api, routeCulture(params), request);
}

/** A GET of this address is no page. */
export function loader({ params }: Route.LoaderArgs) {
  throw data(null, { status: 404, statusText: params.culture });
}
