import type { ShoppingCart } from '@vitrine/api-client';
import type { ReactNode } from 'react';
import { CouponTotals } from '../cart/coupon-box';
import { CustomerReferenceOfLine } from '../customer-references/customer-reference-of-line';
import { useTranslation } from '../i18n/translation-context';

/**
 * The order as the checkout will place it: the cart's lines, its discounts, delivery, VAT and
 * totals, as the server priced them for the chosen countries and method. Beside the form on a
 * desktop, under it on a phone; `children` is the submit area.
 */
export function CheckoutSummary({ cart, children }: { cart: ShoppingCart; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="cart-summary checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="cart-summary__title">
        {t('Cart.Summary')}
      </h2>
      <ul className="checkout-summary__lines">
        {cart.Items.map((item) => (
          <li key={item.Id} className="checkout-summary__line" data-testid="checkout-line">
            {item.Photo ? (
              <img
                className="checkout-summary__photo"
                src={item.Photo.ThumbnailUrl}
                alt=""
                width={56}
                height={56}
                loading="lazy"
              />
            ) : (
              <span className="checkout-summary__photo checkout-summary__photo--none" />
            )}
            <span className="checkout-summary__name">
              {item.ProductName}
              <CustomerReferenceOfLine reference={item.CustomerSKU} className="checkout-summary__detail" />
              <span className="checkout-summary__detail">
                {t('Checkout.LineQuantity', { quantity: item.Quantity, price: item.UnitPriceTaxInclHtml })}
              </span>
            </span>
            <span className="checkout-summary__total">{item.TotalTaxInclHtml}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-summary__amounts">
        <CouponTotals cart={cart} />
        {cart.ShippingAmountHtml !== undefined ? (
          <div>
            <dt>{t('Shipping.Amount')}</dt>
            <dd data-testid="checkout-shipping-amount">
              {cart.FreeShipping ? t('Shipping.FreeShipping') : cart.ShippingAmountHtml}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('Cart.TotalTaxExcl')}</dt>
          <dd data-testid="checkout-total-excl">{cart.AmountTaxExclHtml}</dd>
        </div>
        {cart.TaxAmountHtml !== undefined ? (
          <div>
            {/* A confirmed company number of another member state takes the VAT off (reverse charge). */}
            <dt>{cart.VatExempt ? t('Checkout.VatExempt') : t('Shipping.TaxAmount')}</dt>
            <dd data-testid="checkout-tax-amount">{cart.TaxAmountHtml}</dd>
          </div>
        ) : null}
        <div className="cart-summary__total">
          <dt>{t('Cart.TotalTaxIncl')}</dt>
          <dd data-testid="checkout-total-incl">{cart.AmountTaxInclHtml}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
