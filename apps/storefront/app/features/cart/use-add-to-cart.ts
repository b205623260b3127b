import type { CartUpdate } from '@vitrine/api-client';
import { useCallback, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useApi } from '../../lib/api-context';
import { announceCartChanged } from '../../lib/cart-events';
import { useTranslation } from '../i18n/translation-context';
import { trackAddToCart } from '../tracking/data-layer';
import { refusalMessages } from './cart-problem';

/** What the product form knows of the variant being added (spec 001 §3 product form inputs). */
export interface AddToCartItem {
  productVariantId: string;
  sku: string;
  name: string;
  brand?: string | undefined;
  category?: string | undefined;
  unitPriceTaxIncl: number;
  currency: string;
  quantity: number;
}

export type AddToCartState =
  | { status: 'idle' }
  | { status: 'adding' }
  | { status: 'added'; update: CartUpdate; item: AddToCartItem }
  | { status: 'refused'; messages: string[] };

/**
 * Spec 001 §4 "Add to cart", in its order: the API call, the analytics event, the 'cart changed'
 * announcement, then the confirmation (the caller shows it from the 'added' state) while the page
 * is reloaded in place. A refusal the
 * shopper can act on (400, 404, 422) comes back as messages for the form; any other failure has
 * been reported by the error flow and leaves the form as it was.
 */
export function useAddToCart() {
  const api = useApi().cart;
  const { culture } = useTranslation();
  const [state, setState] = useState<AddToCartState>({ status: 'idle' });
  const { revalidate } = useRevalidator();
  // A second click while the first add runs would add twice: one add at a time.
  const running = useRef(false);

  const add = useCallback(
    async (item: AddToCartItem) => {
      if (running.current) return;
      running.current = true;
      setState({ status: 'adding' });
      try {
        const update = await api.addToCart(
          { ProductVariantId: item.productVariantId, Quantity: item.quantity, Name: item.name },
          culture,
        );
        trackAddToCart(item.currency, {
          id: item.productVariantId,
          name: item.name,
          variant: item.sku,
          brand: item.brand,
          category: item.category,
          price: item.unitPriceTaxIncl,
          quantity: addedQuantity(update, item.quantity),
        });
        announceCartChanged(update);
        setState({ status: 'added', update, item });
        // The page is reloaded in place (spec 001 §4 "Cart update"): its data as it is now.
        void revalidate();
      } catch (error) {
        const messages = refusalMessages(error);
        setState(messages ? { status: 'refused', messages } : { status: 'idle' });
      } finally {
        running.current = false;
      }
    },
    [api, culture, revalidate],
  );

  const dismiss = useCallback(() => setState({ status: 'idle' }), []);

  return { state, add, dismiss };
}

/**
 * What this add put in the cart: the quantity asked for, less what the server refused of the
 * line's new total (stock, maximum). The analytics event counts what was really added.
 */
export function addedQuantity(update: CartUpdate, asked: number): number {
  const change = update.CartChange;
  if (!change || change.ItemId !== update.ItemId) return asked;
  return Math.max(0, asked - (change.RequestedQuantity - change.Quantity));
}
