import type { WishlistDetail, WishlistSummary } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { useTranslation } from '../i18n/translation-context';

export interface WishlistItemsActions {
  /** Saves the quantity form (the inputs named `qty:<variantId>`). */
  onQuantities?: (form: HTMLFormElement) => void;
  onRemove?: (wishlistProductId: string) => void;
  onMove?: (wishlistProductId: string, toWishlistId: string) => void;
  busy?: boolean;
}

/**
 * The table area of the wishlists page (spec 001 §2 `catalog/wishlist/list_item?wishlistid`): the
 * products of one list with the quantity form, remove and move. Plain forms posting to the page,
 * so the same markup works as the HTML fragment and without script; with script, the page's
 * handlers take the submissions.
 */
export function WishlistItemsTable({
  list,
  lists,
  basePath,
  actions = {},
}: {
  list: WishlistDetail;
  lists: readonly WishlistSummary[];
  basePath: string;
  actions?: WishlistItemsActions;
}) {
  const { t, culture } = useTranslation();
  const pageUrl = inApp(basePath, shopUrls.wishlists(culture, list.Id));
  const others = lists.filter((other) => other.Id !== list.Id);
  if (list.Items.length === 0) return <p className="wishlist-items__empty">{t('Wishlists.Empty')}</p>;
  // One form (nested forms are not allowed): its buttons say what to do (`intent`), so that
  // without script the page's action does it; with script, their handlers do.
  const handle = (run: (() => void) | undefined) => (event: { preventDefault(): void }) => {
    if (!run) return;
    event.preventDefault();
    run();
  };
  return (
    <form
      className="wishlist-items"
      method="post"
      action={pageUrl}
      // The quantities are normalised (spec 001 §5), not refused by the browser.
      noValidate
      onSubmit={(event) => {
        if (!actions.onQuantities) return;
        event.preventDefault();
        actions.onQuantities(event.currentTarget);
      }}
    >
      {/* The default button: Enter in a quantity saves the quantities, never removes a row. */}
      <button type="submit" name="intent" value="quantities" hidden tabIndex={-1} />
      <div className="data-table-scroll">
        <table className="wishlist-items__table">
          <caption className="visually-hidden">{list.Name}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Wishlists.Product')}</th>
              <th scope="col">{t('Wishlists.Price')}</th>
              <th scope="col">{t('Wishlists.Quantity')}</th>
              <th scope="col">{t('Wishlists.Actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.Items.map((item) => (
              <tr key={item.Id} className="wishlist-item" data-variant={item.ProductVariantId}>
                <th scope="row" className="wishlist-item__product">
                  {item.Photo ? (
                    <img src={item.Photo.ThumbnailUrl} alt="" width={64} height={64} loading="lazy" />
                  ) : null}
                  <a href={item.ProductUrl}>{item.ProductName}</a>
                  <span className="wishlist-item__sku">{item.SKU}</span>
                  {item.IsAvailable ? null : (
                    <span className="wishlist-item__unavailable">{t('Wishlists.Unavailable')}</span>
                  )}
                </th>
                <td>{item.UnitPriceTaxInclHtml}</td>
                <td>
                  <label className="visually-hidden" htmlFor={`qty-${item.Id}`}>
                    {t('Wishlists.Quantity')} — {item.ProductName}
                  </label>
                  <input
                    id={`qty-${item.Id}`}
                    className="wishlist-item__quantity"
                    type="number"
                    name={`qty:${item.ProductVariantId}`}
                    min={1}
                    step={1}
                    defaultValue={item.Quantity}
                    inputMode="numeric"
                  />
                </td>
                <td className="wishlist-item__actions">
                  <button
                    type="submit"
                    name="intent"
                    value={`remove:${item.Id}`}
                    className="button button--link"
                    disabled={actions.busy}
                    onClick={handle(actions.onRemove && (() => actions.onRemove?.(item.Id)))}
                  >
                    {t('Wishlists.RemoveProduct', { name: item.ProductName })}
                  </button>
                  {others.length > 0 ? (
                    <span className="wishlist-item__move">
                      <label htmlFor={`move-${item.Id}`}>{t('Wishlists.MoveTo')}</label>
                      <select id={`move-${item.Id}`} name={`to:${item.Id}`}>
                        {others.map((other) => (
                          <option key={other.Id} value={other.Id}>
                            {other.Name}
                          </option>
                        ))}
                      </select>
                      <button
                        type="submit"
                        name="intent"
                        value={`move:${item.Id}`}
                        className="button button--secondary"
                        disabled={actions.busy}
                        onClick={(event) => {
                          const select = event.currentTarget.form?.elements.namedItem(`to:${item.Id}`);
                          const to = select instanceof HTMLSelectElement ? select.value : '';
                          handle(actions.onMove && (() => actions.onMove?.(item.Id, to)))(event);
                        }}
                      >
                        {t('Wishlists.Move')}
                      </button>
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button
        type="submit"
        name="intent"
        value="quantities"
        className="button button--secondary"
        disabled={actions.busy}
      >
        {t('Wishlists.SaveQuantities')}
      </button>
    </form>
  );
}

/** The quantity form's items: every `qty:<variant>` input, normalised to a positive whole number. */
export function quantitiesOf(
  entries: Iterable<[string, FormDataEntryValue]>,
  normalise: (raw: unknown) => number,
): { variantId: string; qty: number }[] {
  const items: { variantId: string; qty: number }[] = [];
  for (const [name, value] of entries)
    if (name.startsWith('qty:')) items.push({ variantId: name.slice(4), qty: normalise(value) });
  return items;
}
