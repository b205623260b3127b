import type { CartChange, ShoppingCart, ShoppingCartItem } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { BlockingLoader, QuantityInput } from '@vitrine/ui';
import { translateMessage } from '@vitrine/validation';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { announceCartChanged, announceTaxCountryChanged } from '../../lib/cart-events';
import { CustomerReferenceOfLine } from '../customer-references/customer-reference-of-line';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';
import { refusalMessages } from './cart-problem';
import { CartShipping } from './cart-shipping';
import { CouponBox, CouponTotals } from './coupon-box';

type Notice = { kind: 'info'; change: CartChange } | { kind: 'error'; messages: string[] } | null;

/**
 * The cart page (spec 001 §2, §4 "Cart update"): each change is one call whose answer is the cart
 * as the server left it, shown in place of the page's data and announced as 'cart changed' for
 * the header. A blocking loader covers the page while a call runs, so changes never cross. When
 * the server ordered another quantity than asked, an info alert names the item; a refusal (the
 * line is gone, sold out) is shown above the lines and the cart is read again.
 */
export function CartPage({ initial }: { initial: ShoppingCart }) {
  const { t, culture } = useTranslation();
  const { basePath } = useSite();
  const api = useApi().cart;
  const [cart, setCart] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [status, setStatus] = useState('');
  // A line whose input shows a quantity the server did not keep starts afresh from the answer.
  const [resets, setResets] = useState<Record<string, number>>({});
  const refocus = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const running = useRef(false);

  // New page data (a navigation back here, a revalidation) replaces what the page shows.
  useEffect(() => setCart(initial), [initial]);

  useEffect(() => {
    if (!refocus.current) return;
    const target = document.getElementById(refocus.current);
    refocus.current = null;
    (target ?? heading.current)?.focus();
  });

  async function run(call: () => Promise<ShoppingCart>, after: (next: ShoppingCart) => void) {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setStatus('');
    try {
      const next = await call();
      setCart(next);
      after(next);
      announceCartChanged(next);
      if (next.TaxCountryCode && next.TaxCountryCode !== cart.TaxCountryCode)
        announceTaxCountryChanged(
          { country: next.TaxCountryCode, freeShipping: next.FreeShipping ?? false },
          { fromCartPage: true },
        );
    } catch (error) {
      const messages = refusalMessages(error);
      if (messages) setNotice({ kind: 'error', messages });
      // Whatever the failure, the page shows the cart the server has.
      const fresh = await api.shoppingCart(culture).catch(() => null);
      if (fresh) {
        setCart(fresh);
        setResets((current) => bumpAll(current, fresh.Items));
        announceCartChanged(fresh);
      }
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  const changeQuantity = (item: ShoppingCartItem, quantity: number) =>
    run(
      async () => {
        const update = await api.changeQuantity(item.Id, quantity, culture);
        setNotice(update.CartChange ? { kind: 'info', change: update.CartChange } : null);
        return update;
      },
      (next) => {
        const kept = next.Items.find((line) => line.Id === item.Id)?.Quantity;
        if (kept !== undefined && kept !== quantity) {
          setResets((current) => ({ ...current, [item.Id]: (current[item.Id] ?? 0) + 1 }));
          refocus.current = quantityId(item.Id);
        }
      },
    );

  const remove = (item: ShoppingCartItem) =>
    run(
      async () => {
        const next = await api.deleteItem(item.Id, culture);
        setNotice(null);
        return next;
      },
      () => {
        setStatus(t('Cart.Removed', { name: item.ProductName }));
        // The row and its button are gone: the focus goes back to the top of the cart.
        refocus.current = 'cart-title';
      },
    );

  const clearProduct = (item: ShoppingCartItem) =>
    run(
      async () => {
        const next = await api.clearProduct(item.ProductId, culture);
        setNotice(null);
        return next;
      },
      () => {
        setStatus(t('Cart.ProductCleared', { name: item.ProductName }));
        refocus.current = 'cart-title';
      },
    );

  const empty = cart.Items.length === 0;
  // A product in several variants can be cleared at once, from its first line.
  const firstLineOf = new Map<string, string>();
  const linesOf = new Map<string, number>();
  for (const item of cart.Items) {
    if (!firstLineOf.has(item.ProductId)) firstLineOf.set(item.ProductId, item.Id);
    linesOf.set(item.ProductId, (linesOf.get(item.ProductId) ?? 0) + 1);
  }
  const catalogUrl = inApp(basePath, shopUrls.catalog(culture));

  return (
    <div className="cart-page" aria-busy={busy}>
      <h1 id="cart-title" ref={heading} tabIndex={-1}>
        {t('Cart.Title')}
      </h1>
      <div className="cart-page__messages" role="status">
        {notice?.kind === 'info' ? (
          <p className="notice notice--info" data-item-key={notice.change.ItemOriginAndKey}>
            {translateMessage(notice.change.Message, t)}
          </p>
        ) : null}
        {notice?.kind === 'error' ? (
          <p className="notice notice--error">
            {notice.messages.map((message) => translateMessage(message, t)).join(' ')}
          </p>
        ) : null}
        {status ? <p className="visually-hidden">{status}</p> : null}
      </div>
      {empty ? (
        <div className="cart-empty">
          <p className="cart-empty__title">{t('Cart.Empty')}</p>
          <p>{t('Cart.EmptyText')}</p>
          <a className="button button--primary" href={catalogUrl}>
            {t('Cart.BrowseCatalog')}
          </a>
        </div>
      ) : (
        <div className="cart-page__layout">
          <table className="cart-table">
            <caption className="visually-hidden">{t('Cart.Lines')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Cart.Product')}</th>
                <th scope="col" className="cart-table__number">
                  {t('Cart.UnitPrice')}
                </th>
                <th scope="col">{t('Cart.Quantity')}</th>
                <th scope="col" className="cart-table__number">
                  {t('Cart.LineTotal')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('Cart.Remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {cart.Items.map((item) => (
                <CartLine
                  key={`${item.Id}:${resets[item.Id] ?? 0}`}
                  item={item}
                  changed={notice?.kind === 'info' && notice.change.ItemId === item.Id}
                  onQuantity={(quantity) => void changeQuantity(item, quantity)}
                  onRemove={() => void remove(item)}
                  onClearProduct={
                    firstLineOf.get(item.ProductId) === item.Id && (linesOf.get(item.ProductId) ?? 0) > 1
                      ? () => void clearProduct(item)
                      : undefined
                  }
                />
              ))}
            </tbody>
          </table>
          <section className="cart-summary" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title" className="cart-summary__title">
              {t('Cart.Summary')}
            </h2>
            <CartShipping
              cart={cart}
              run={(call) =>
                void run(
                  async () => {
                    const next = await call();
                    setNotice(null);
                    return next;
                  },
                  () => {},
                )
              }
            />
            <dl className="cart-summary__amounts">
              <div>
                <dt>{t('Cart.Quantity')}</dt>
                <dd data-testid="cart-quantity-count">{cart.ItemsQuantityCount}</dd>
              </div>
              <CouponTotals cart={cart} />
              <div>
                <dt>{t('Cart.TotalTaxExcl')}</dt>
                <dd data-testid="cart-total-excl">{cart.AmountTaxExclHtml}</dd>
              </div>
              <div className="cart-summary__total">
                <dt>{t('Cart.TotalTaxIncl')}</dt>
                <dd data-testid="cart-total-incl">{cart.AmountTaxInclHtml}</dd>
              </div>
            </dl>
            <CouponBox cart={cart} run={run} />
            <a
              className="button button--primary cart-summary__checkout"
              href={inApp(basePath, shopUrls.checkout(culture))}
            >
              {t('Checkout.Proceed')}
            </a>
            <a className="button button--secondary cart-summary__continue" href={catalogUrl}>
              {t('Cart.ContinueShopping')}
            </a>
          </section>
        </div>
      )}
      <BlockingLoader label={t('Cart.Updating')} active={busy} />
    </div>
  );
}

const quantityId = (itemId: string) => `cart-quantity-${itemId}`;

function bumpAll(resets: Record<string, number>, items: readonly ShoppingCartItem[]) {
  return Object.fromEntries(items.map((item) => [item.Id, (resets[item.Id] ?? 0) + 1]));
}

function CartLine({
  item,
  changed,
  onQuantity,
  onRemove,
  onClearProduct,
}: {
  item: ShoppingCartItem;
  changed: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** Clears the whole product (all its variants' lines); offered on its first line when it has several. */
  onClearProduct?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const name = item.ProductName;
  // Two variants of one product are two lines with one name: the SKU tells their controls apart.
  const label = `${name} (${item.SKU})`;
  return (
    <tr
      className={changed ? 'cart-line is-changed' : 'cart-line'}
      data-item-key={item.ItemOriginAndKey}
      data-testid="cart-line"
    >
      <td className="cart-line__product">
        <div className="cart-line__product-box">
          {item.Photo ? (
            <img
              className="cart-line__photo"
              src={item.Photo.ThumbnailUrl}
              alt=""
              width={80}
              height={80}
              loading="lazy"
            />
          ) : (
            <span className="cart-line__photo cart-line__photo--none" />
          )}
          <div className="cart-line__details">
            <a className="cart-line__name" href={item.ProductUrl}>
              {name}
            </a>
            <span className="cart-line__sku">
              {t('Catalog.Sku')} <span data-testid="cart-line-sku">{item.SKU}</span>
            </span>
            <CustomerReferenceOfLine reference={item.CustomerSKU} className="cart-line__customer-reference" />
            {item.IsAvailable ? null : (
              <span className="stock stock--out">{t('Cart.VariantUnavailable')}</span>
            )}
            {onClearProduct ? (
              <button
                type="button"
                className="button button--link cart-line__clear-product"
                onClick={onClearProduct}
              >
                {t('Cart.ClearProduct', { name })}
              </button>
            ) : null}
          </div>
        </div>
      </td>
      <td className="cart-table__number cart-line__unit" data-label={t('Cart.UnitPrice')}>
        {item.UnitPriceTaxInclHtml}
        {item.TierApplied ? <span className="cart-line__tier">{t('Cart.TierApplied')}</span> : null}
      </td>
      <td className="cart-line__quantity">
        <QuantityInput
          id={quantityId(item.Id)}
          value={item.Quantity}
          onChange={onQuantity}
          min={Math.max(1, item.MinQuantity)}
          max={item.MaxQuantity}
          step={item.QuantityStep}
          label={t('Cart.QuantityOf', { name: label })}
          hideLabel
          decreaseLabel={t('Cart.DecreaseOf', { name: label })}
          increaseLabel={t('Cart.IncreaseOf', { name: label })}
        />
      </td>
      <td className="cart-table__number cart-line__total" data-label={t('Cart.LineTotal')}>
        <span data-testid="cart-line-total">{item.TotalTaxInclHtml}</span>
      </td>
      <td className="cart-line__remove">
        <button type="button" className="button button--link cart-line__remove-button" onClick={onRemove}>
          <span aria-hidden="true">{t('Cart.Remove')}</span>
          <span className="visually-hidden">{t('Cart.RemoveItem', { name: label })}</span>
        </button>
      </td>
    </tr>
  );
}
