import { DeliveryAddressPickerQuerySchema } from '@vitrine/api-client';
import { readAddressBook } from '../features/checkout/address-book.server';
import { renderDeliveryAddressPickerFragment } from '../features/checkout/delivery-address-picker-fragment.server';
import { loadStrings } from '../features/i18n/load-strings';
import { routeCulture } from '../lib/route-culture';
import type { Route } from './+types/delivery-address-picker-widget';

const HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
};

/**
 * {app}/{culture}/widget/DeliveryAddressPicker (spec 001 §7, the cart page's
 * `getDeliveryAddressPicker`): the signed-in customer's delivery addresses as a picker's HTML
 * fragment, with the page's `hasCreation` and `hasEdit` flags as its data attributes; a guest
 * gets 401 and the invitation to sign in. The customer's own, so never cached or indexed.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  const query = DeliveryAddressPickerQuerySchema.safeParse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  if (!query.success) return new Response('', { status: 400, headers: HEADERS });
  const allows = { hasCreation: query.data.hasCreation ?? false, hasEdit: query.data.hasEdit ?? false };
  const [book, strings] = await Promise.all([
    readAddressBook(context.api, culture, allows),
    loadStrings(context.api, culture),
  ]);
  return new Response(renderDeliveryAddressPickerFragment({ book, culture, strings }), {
    status: book ? 200 : 401,
    headers: HEADERS,
  });
}
