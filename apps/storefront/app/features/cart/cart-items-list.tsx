import type { ShoppingCart } from '@vitrine/api-client';
import { CustomerReferenceOfLine } from '../customer-references/customer-reference-of-line';
import { useTranslation } from '../i18n/translation-context';

/** How many lines the header's list shows; the cart page has them all. */
export const LISTED_ITEMS = 5;

/**
 * The cart's first lines with their photo, name and price, its total and the way to the cart page:
 * the header cart's list, and the `{culture}/widget/shoppingcartitems` fragment (spec 001 §2).
 */
export function CartItemsList({ cart, cartUrl }: { cart: ShoppingCart; cartUrl: string }) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="header-cart__items">
        {cart.Items.slice(0, LISTED_ITEMS).map((item) => (
          <li key={item.Id} className="header-cart__item" data-item-key={item.ItemOriginAndKey}>
            {item.Photo ? (
              <img src={item.Photo.ThumbnailUrl} alt="" width={48} height={48} loading="lazy" />
            ) : (
              <span className="header-cart__no-photo" />
            )}
            <a href={item.ProductUrl} className="header-cart__name">
              {item.ProductName}
            </a>
            <CustomerReferenceOfLine reference={item.CustomerSKU} className="header-cart__reference" />
            <span className="header-cart__line">
              {item.Quantity} × {item.UnitPriceTaxInclHtml}
            </span>
          </li>
        ))}
      </ul>
      <p className="header-cart__total">
        <span>{t('Cart.TotalTaxIncl')}</span> <strong>{cart.AmountTaxInclHtml}</strong>
      </p>
      <a className="button button--primary header-cart__go" href={cartUrl}>
        {t('Cart.GoToBasket')}
      </a>
    </>
  );
}
