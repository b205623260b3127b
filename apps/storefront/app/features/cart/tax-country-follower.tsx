import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { onTaxCountryChanged } from '../../lib/cart-events';

const reloadDocument = () => window.location.reload();

/**
 * Spec 001 §4 "Tax country change", for every page of the shop: a change of the country whose
 * VAT the prices include reloads the page, or refreshes it in place (its loaders run again) when
 * free shipping is in use; the change the shopper made on the cart page is skipped there once,
 * since that page already shows the cart the server answered.
 */
export function TaxCountryFollower({ reload = reloadDocument }: { reload?: () => void }) {
  const { revalidate } = useRevalidator();
  useEffect(
    () =>
      onTaxCountryChanged((change, skip) => {
        if (skip) return;
        if (change.freeShipping) void revalidate();
        else reload();
      }),
    [revalidate, reload],
  );
  return null;
}
