import type { PlaceOrderBody, SavedPickupPointRequest, ShoppingCart } from '@vitrine/api-client';
import { useState } from 'react';
import { useTranslation } from '../i18n/translation-context';
import { PickupPointChoice } from '../pickup-points/pickup-point-choice';

/**
 * The checkout's delivery method (spec 001 §2 "shipping method choice with hover info"): each
 * method with its cost for this cart; its information shows while the pointer is over it or the
 * radio has the focus, and Escape puts it away (WCAG 1.4.13). The information stays the radio's
 * description for assistive technologies when it is not shown. A method that delivers to a
 * pickup point shows the point chosen for it and the way to the pickup-point dialog.
 */
export function CheckoutShippingMethods({
  cart,
  onChoose,
  readForm,
  onPickupPoint,
}: {
  cart: ShoppingCart;
  onChoose: (methodId: string) => void;
  /** The form's values now: the pickup search starts from its addresses and uses its billing names. */
  readForm?: () => PlaceOrderBody;
  /** Saves the point chosen in the pickup-point dialog. */
  onPickupPoint?: (point: SavedPickupPointRequest) => void;
}) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const methods = cart.ShippingMethods ?? [];
  const shown = hovered ?? focused;
  const pickupMethod = methods.find((method) => method.Id === cart.ShippingMethodId && method.IsPickupPoint);

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
      {pickupMethod ? (
        <PickupPointChoice cart={cart} method={pickupMethod} readForm={readForm} onChoose={onPickupPoint} />
      ) : null}
    </fieldset>
  );
}
