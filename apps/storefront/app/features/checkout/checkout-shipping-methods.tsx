import type { ShoppingCart } from '@vitrine/api-client';
import { useState } from 'react';
import { useTranslation } from '../i18n/translation-context';

/**
 * The checkout's delivery method (spec 001 §2 "shipping method choice with hover info"): each
 * method with its cost for this cart; its information shows while the pointer is over it or the
 * radio has the focus, and Escape puts it away (WCAG 1.4.13). The information stays the radio's
 * description for assistive technologies when it is not shown.
 */
export function CheckoutShippingMethods({
  cart,
  onChoose,
}: {
  cart: ShoppingCart;
  onChoose: (methodId: string) => void;
}) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const methods = cart.ShippingMethods ?? [];
  const shown = hovered ?? focused;

  return (
    <fieldset className="checkout-section checkout-methods">
      <legend className="checkout-section__legend">
        <h2 className="checkout-section__title">{t('Shipping.Method')}</h2>
      </legend>
      {methods.length === 0 ? <p className="notice notice--error">{t('Checkout.NoShippingMethod')}</p> : null}
      {methods.map((method) => {
        const id = `checkout-method-${method.Id}`;
        const infoShown = shown === method.Id && dismissed !== method.Id && method.Description !== '';
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: hovering only shows what the radio's focus shows too; the radio is the control.
          <div
            key={method.Id}
            className="checkout-method"
            onMouseEnter={() => {
              setHovered(method.Id);
              setDismissed(null);
            }}
            onMouseLeave={() => setHovered(null)}
          >
            <input
              type="radio"
              id={id}
              name="ShippingMethodId"
              value={method.Id}
              checked={cart.ShippingMethodId === method.Id}
              aria-describedby={method.Description ? `${id}-info` : undefined}
              onChange={() => onChoose(method.Id)}
              onFocus={() => {
                setFocused(method.Id);
                setDismissed(null);
              }}
              onBlur={() => setFocused((current) => (current === method.Id ? null : current))}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setDismissed(method.Id);
              }}
            />
            <label htmlFor={id}>
              <span className="checkout-method__name">{method.Name}</span>{' '}
              <span className="checkout-method__cost">
                {method.IsFree ? t('Shipping.Free') : method.CostHtml}
              </span>
            </label>
            {method.Description ? (
              <span id={`${id}-info`} className="checkout-method__info" hidden={!infoShown}>
                {method.Description}
              </span>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
