import type { OrderAddToCartRequest } from '@vitrine/api-client';
import { translateMessage } from '@vitrine/validation';
import { useRef, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { announceCartChanged } from '../../lib/cart-events';
import { refusalMessages } from '../cart/cart-problem';
import { useTranslation } from '../i18n/translation-context';
import { useNotices } from '../notices/notices';

export interface ReorderButtonProps {
  /** The order's line (`ItemKey`), or without it the whole order, with what the page shows of it. */
  request: OrderAddToCartRequest;
  /** The button's text, and its accessible name when the text alone would be ambiguous in a list. */
  text: string;
  label: string;
  className?: string;
}

/**
 * "Order again" (spec 001 §2 "Order list: add-to-cart buttons per item"): `PUT
 * /api/v1/sales/orders/addtocart` with the line's fields. The server adds it at today's price;
 * the header's cart is told (spec 001 §4 "Cart update"), and a notice says what was added and
 * what differs from the order (a quantity the stock changed, a new price). A refusal is told the
 * same way; a failure has been shown by the error flow.
 */
export function ReorderButton({ request, text, label, className }: ReorderButtonProps) {
  const { t, culture } = useTranslation();
  const api = useApi();
  const { notify } = useNotices();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const add = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const answer = await api.orders.addToCart(request, culture);
      announceCartChanged(answer);
      const said = answer.Messages.map((message) => translateMessage(message, t));
      notify({
        kind: said.length ? 'warning' : 'success',
        message: [t('Orders.Reorder.Added'), ...said].join(' '),
      });
    } catch (error) {
      const messages = refusalMessages(error);
      if (messages)
        notify({ kind: 'error', message: messages.map((message) => translateMessage(message, t)).join(' ') });
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`button button--secondary button--small${className ? ` ${className}` : ''}`}
      aria-label={label}
      aria-busy={busy}
      disabled={busy}
      onClick={() => void add()}
    >
      {busy ? t('Orders.Reorder.Adding') : text}
    </button>
  );
}
