import type { ShoppingCart } from '@vitrine/api-client';
import { SelectSearch, selectSearchClass } from '@vitrine/ui';
import { canLookUpPostalCode } from '@vitrine/validation';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { debounce } from '../../lib/debounce';
import { useTranslation } from '../i18n/translation-context';

/** The typeahead waits this long after the last keystroke before it asks (tests wait for the list, not the time). */
export const POSTAL_TYPEAHEAD_DEBOUNCE_MS = 250;

type Run = (call: () => Promise<ShoppingCart>) => void;

/**
 * The cart page's delivery (spec 001 §2 "choose shipping method and shipping country",
 * "postal-code typeahead"; §4 "Cart update"): the country select, the methods with their cost and
 * information, and the postal-code typeahead. Every choice goes through the page's `run`, so the
 * blocking loader, the in-place reload and the 'cart changed' announcement apply as for a
 * quantity change. Shown when the answer carries delivery (the gateway always sends it).
 */
export function CartShipping({ cart, run }: { cart: ShoppingCart; run: Run }) {
  const { t, culture } = useTranslation();
  const api = useApi().shipping;
  if (!cart.ShippingMethods || !cart.ShippingCountryCode) return null;
  const country = cart.ShippingCountryCode;
  const methods = cart.ShippingMethods;

  return (
    <section className="cart-shipping" aria-labelledby="cart-shipping-title">
      <h2 id="cart-shipping-title" className="cart-summary__title">
        {t('Shipping.Title')}
      </h2>
      <div className="form-field">
        <label htmlFor="cart-shipping-country">{t('Shipping.Country')}</label>
        {/* A long country list gets the Select2 search box (spec 000 §9); a short one is read at a glance. */}
        <SelectSearch
          searchLabel={t('Shipping.SearchCountry')}
          resultsLabel={(count) => t('Shipping.CountriesLeft', { count })}
        >
          <select
            id="cart-shipping-country"
            className={`form-control ${selectSearchClass(cart.ShippingCountries?.length ?? 0)}`.trim()}
            value={country}
            onChange={(event) => {
              const code = event.target.value;
              run(() => api.setShippingCountry(code, culture));
            }}
          >
            {(cart.ShippingCountries ?? []).map((option) => (
              <option key={option.Code} value={option.Code}>
                {option.Name}
              </option>
            ))}
          </select>
        </SelectSearch>
      </div>
      {methods.length ? (
        <fieldset className="cart-shipping__methods">
          <legend>{t('Shipping.Method')}</legend>
          {methods.map((method) => {
            const id = `cart-shipping-method-${method.Id}`;
            return (
              <div className="cart-shipping__method" key={method.Id}>
                <input
                  type="radio"
                  id={id}
                  name="cart-shipping-method"
                  value={method.Id}
                  checked={cart.ShippingMethodId === method.Id}
                  aria-describedby={method.Description ? `${id}-info` : undefined}
                  onChange={() => run(() => api.setShippingMethod(method.Id, culture))}
                />
                <label htmlFor={id}>
                  <span className="cart-shipping__name">{method.Name}</span>{' '}
                  <span className="cart-shipping__cost" data-testid="shipping-method-cost">
                    {method.IsFree ? t('Shipping.Free') : method.CostHtml}
                  </span>
                </label>
                {method.Description ? (
                  <span id={`${id}-info`} className="cart-shipping__info">
                    {method.Description}
                  </span>
                ) : null}
              </div>
            );
          })}
        </fieldset>
      ) : null}
      {/* Only where the shop knows the country's places: elsewhere every search would find nothing. */}
      {cart.ShippingCountries?.find((option) => option.Code === country)?.HasPlaces ? (
        <PostalCodeTypeahead
          key={country}
          country={country}
          chosen={cart.City ? `${cart.City.PostalCode} ${cart.City.Name}` : null}
          onChoose={(cityId) => run(() => api.postCity(cityId, culture))}
        />
      ) : null}
      <dl className="cart-summary__amounts cart-shipping__amounts">
        <div>
          <dt>{t('Shipping.Amount')}</dt>
          <dd data-testid="cart-shipping-amount">
            {cart.FreeShipping ? t('Shipping.FreeShipping') : cart.ShippingAmountHtml}
          </dd>
        </div>
        <div>
          <dt>{t('Shipping.TaxAmount')}</dt>
          <dd data-testid="cart-tax-amount">{cart.TaxAmountHtml}</dd>
        </div>
      </dl>
    </section>
  );
}

type Lookup =
  | { state: 'idle' }
  | { state: 'loading'; text: string }
  | { state: 'done'; text: string; places: [string, string][] };

/**
 * An accessible combobox (WAI-ARIA APG "combobox with listbox popup"): from 4 characters the
 * places of the country are fetched (debounced, a superseded call aborted); arrows move through
 * them, Enter or a click chooses one, Escape closes. Nothing found shows the no-city-found text.
 */
function PostalCodeTypeahead({
  country,
  chosen,
  onChoose,
}: {
  country: string;
  chosen: string | null;
  onChoose: (cityId: string) => void;
}) {
  const { t } = useTranslation();
  const api = useApi().shipping;
  const base = useId();
  const inputId = `${base}-input`;
  const listId = `${base}-list`;
  const hintId = `${base}-hint`;
  const [text, setText] = useState('');
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const pending = useRef<AbortController | null>(null);

  const search = useMemo(
    () =>
      debounce((query: string) => {
        pending.current?.abort();
        const controller = new AbortController();
        pending.current = controller;
        api
          .cities(country, query, { signal: controller.signal })
          .then((found) => {
            if (controller.signal.aborted) return;
            setLookup({ state: 'done', text: query, places: Object.entries(found) });
            setActive(-1);
            setOpen(true);
          })
          .catch(() => {
            if (!controller.signal.aborted) setLookup({ state: 'idle' });
          });
      }, POSTAL_TYPEAHEAD_DEBOUNCE_MS),
    [api, country],
  );
  useEffect(
    () => () => {
      search.cancel();
      pending.current?.abort();
    },
    [search],
  );

  const places = lookup.state === 'done' ? lookup.places : [];
  const expanded = open && places.length > 0;

  function type(value: string) {
    setText(value);
    if (!canLookUpPostalCode(value)) {
      search.cancel();
      pending.current?.abort();
      setLookup({ state: 'idle' });
      setOpen(false);
      return;
    }
    setLookup({ state: 'loading', text: value.trim() });
    search(value.trim());
  }

  function choose(index: number) {
    const place = places[index];
    if (!place) return;
    setText(place[1]);
    setOpen(false);
    setActive(-1);
    onChoose(place[0]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && places.length) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current + 1) % places.length);
    } else if (event.key === 'ArrowUp' && places.length) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current <= 0 ? places.length - 1 : current - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  }

  const nothing = lookup.state === 'done' && lookup.places.length === 0;
  return (
    <div className="form-field cart-shipping__postal">
      <label htmlFor={inputId}>{t('Shipping.PostalCode')}</label>
      <input
        id={inputId}
        className="form-control"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-describedby={hintId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => places.length && setOpen(true)}
      />
      <p id={hintId} className="form-hint">
        {chosen ? t('Shipping.CityChosen', { city: chosen }) : t('Shipping.PostalCodeHint')}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label={t('Shipping.PostalCode')}
        className="typeahead__list"
        hidden={!expanded}
      >
        {places.map(([id, label], index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: options of a combobox are reached through aria-activedescendant, focus stays in the input.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses with the arrow keys and Enter in the input.
          <div
            key={id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'typeahead__option is-active' : 'typeahead__option'}
            // Pressing the mouse would blur the input first; the choice is made on the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
            onMouseEnter={() => setActive(index)}
          >
            {label}
          </div>
        ))}
      </div>
      <div aria-live="polite" className="typeahead__status">
        {nothing ? <p className="typeahead__empty">{t('Shipping.NoCityFound')}</p> : null}
        {expanded ? (
          <span className="visually-hidden">{t('Shipping.Suggestions', { count: places.length })}</span>
        ) : null}
      </div>
    </div>
  );
}
