import type { ShoppingCart } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { onCartChanged } from '../../lib/cart-events';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';
import { CartItemsList } from './cart-items-list';

/**
 * The header cart widget (spec 001 §2): a link to the cart page with the number of articles, and
 * on a large screen the cart's lines under it while the pointer or the focus is there. The page is
 * cached by nobody but rendered for everyone the same way, so the count is asked for after
 * hydration (spec: "loads its item list on page load"), again when the list is opened (another
 * tab may have changed the cart), and taken from each 'cart changed' announcement.
 */
export function HeaderCart() {
  const { t, culture } = useTranslation();
  const { basePath } = useSite();
  const api = useApi().cart;
  const panelId = useId();
  const [cart, setCart] = useState<ShoppingCart | null>(null);
  const [open, setOpen] = useState(false);
  const running = useRef<AbortController | null>(null);
  // Escape gives the focus back to the link: that focus must not open the list again.
  const dismissed = useRef(false);

  const load = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    api
      // A superseded or interrupted load is no failure to report; a newer one follows.
      .shoppingCart(culture, { signal: controller.signal, handles: [0] })
      .then((next) => {
        if (!controller.signal.aborted) setCart(next);
      })
      .catch(() => {
        // Reported by the error flow when it was more than an abort; the last count stays.
      });
  }, [api, culture]);

  useEffect(() => {
    load();
    const stop = onCartChanged((next) => {
      if (!next) return load();
      // The announcer's answer is the cart as the server left it: newer than any load under way.
      running.current?.abort();
      setCart(next);
    });
    return () => {
      stop();
      running.current?.abort();
    };
  }, [load]);

  const show = () => {
    if (dismissed.current) {
      dismissed.current = false;
      return;
    }
    if (!open) load();
    setOpen(true);
  };

  const cartUrl = inApp(basePath, shopUrls.cart(culture));
  const count = cart?.ItemsQuantityCount ?? null;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the pointer and focus only reveal the link's own preview; the link stays the control.
    <div
      className={open ? 'header-cart is-open' : 'header-cart'}
      data-count={count ?? undefined}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') show();
      }}
      onPointerLeave={() => setOpen(false)}
      onFocus={show}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          dismissed.current = true;
          event.currentTarget.querySelector<HTMLElement>('.header-cart__link')?.focus();
        }
      }}
    >
      <a className="header-cart__link" href={cartUrl}>
        <span aria-hidden="true" className="icon-cart" />
        <span className="header-cart__label">{t('Cart.HeaderLabel')}</span>
        {count !== null ? (
          <>
            <span className="header-cart__count" aria-hidden="true" data-testid="header-cart-count">
              {count}
            </span>
            <span className="visually-hidden">{t('Cart.HeaderCount', { count })}</span>
          </>
        ) : null}
      </a>
      {cart && cart.Items.length > 0 ? (
        <section
          className="header-cart__panel"
          id={panelId}
          aria-label={t('Cart.HeaderItems')}
          hidden={!open}
        >
          <CartItemsList cart={cart} cartUrl={cartUrl} />
        </section>
      ) : null}
    </div>
  );
}
