import type { CartUpdate } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { Modal } from '@vitrine/ui';
import { translateMessage } from '@vitrine/validation';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';

/**
 * Spec 001 §4 add to cart, step 4: what went in the cart, with Continue Shopping (back to the
 * product) or Go to Basket. When the server put in another quantity than asked (stock, step,
 * maximum), its translated message says so before anything else.
 */
export function AddedToCartDialog({
  update,
  quantity,
  onClose,
}: {
  update: CartUpdate | null;
  quantity: number;
  onClose: () => void;
}) {
  const { t, culture } = useTranslation();
  const { basePath } = useSite();
  const line = update?.Items.find((item) => item.Id === update.ItemId);
  return (
    <Modal
      open={update !== null}
      onClose={onClose}
      title={t('Cart.AddedTitle')}
      closeLabel={t('Core.Close')}
      className="added-to-cart"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('Cart.ContinueShopping')}
          </button>
          {/* A plain link: the in-place navigation loads the cart page, which replaces this one. */}
          <a className="button button--primary" href={inApp(basePath, shopUrls.cart(culture))}>
            {t('Cart.GoToBasket')}
          </a>
        </>
      }
    >
      {update ? (
        <>
          {update.CartChange ? (
            <p className="notice notice--info">{translateMessage(update.CartChange.Message, t)}</p>
          ) : null}
          {line ? (
            <div className="added-to-cart__line">
              {line.Photo ? (
                <img
                  src={line.Photo.ThumbnailUrl}
                  alt=""
                  width={80}
                  height={80}
                  className="added-to-cart__photo"
                />
              ) : null}
              <div>
                <p className="added-to-cart__text">{t('Cart.AddedText', { name: line.ProductName })}</p>
                <p className="added-to-cart__meta">
                  <span>
                    {t('Catalog.Sku')} <span className="added-to-cart__sku">{line.SKU}</span>
                  </span>
                  <span>{t('Cart.AddedQuantity', { quantity })}</span>
                </p>
              </div>
            </div>
          ) : null}
          <p className="added-to-cart__totals">
            <span>{t('Cart.Articles', { count: update.ItemsQuantityCount })}</span>
            <span>
              {t('Cart.TotalTaxIncl')} <strong>{update.AmountTaxInclHtml}</strong>
            </span>
          </p>
        </>
      ) : null}
    </Modal>
  );
}
