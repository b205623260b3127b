import type { Order, OrderAddress } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import type { ReactNode } from 'react';
import { CustomerReferenceOfLine } from '../customer-references/customer-reference-of-line';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';

/**
 * An order's lines and amounts as they were placed (the payment page's and the confirmation's
 * summary); `lineAction` puts something after each line (the order screen's add to cart).
 */
export function OrderSummary({
  order,
  lineAction,
}: {
  order: Order;
  lineAction?: (line: Order['Items'][number]) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="cart-summary checkout-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="cart-summary__title">
        {t('Checkout.Items')}
      </h2>
      <ul className="checkout-summary__lines">
        {order.Items.map((line) => (
          <li
            key={line.Id}
            className="checkout-summary__line checkout-summary__line--text"
            data-testid="order-line"
          >
            <span className="checkout-summary__name">
              {line.Name}
              <CustomerReferenceOfLine reference={line.CustomerSKU} className="checkout-summary__detail" />
              <span className="checkout-summary__detail">
                {t('Checkout.LineQuantity', { quantity: line.Quantity, price: line.UnitPriceTaxInclHtml })}
              </span>
            </span>
            <span className="checkout-summary__total">{line.TotalTaxInclHtml}</span>
            {lineAction ? <span className="checkout-summary__action">{lineAction(line)}</span> : null}
          </li>
        ))}
      </ul>
      <dl className="cart-summary__amounts">
        <div>
          <dt>{t('Checkout.Subtotal')}</dt>
          <dd>{order.SubtotalHtml}</dd>
        </div>
        {order.Discount > 0 ? (
          <div>
            <dt>{t('Checkout.Discount')}</dt>
            <dd>−{order.DiscountHtml}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            {t('Shipping.Amount')}
            {order.ShippingMethodName ? (
              <span className="checkout-summary__detail">{order.ShippingMethodName}</span>
            ) : null}
          </dt>
          <dd>{order.ShippingAmountHtml}</dd>
        </div>
        <div>
          <dt>{t('Cart.TotalTaxExcl')}</dt>
          <dd>{order.AmountTaxExclHtml}</dd>
        </div>
        <div>
          <dt>{order.VatExempt ? t('Checkout.VatExempt') : t('Shipping.TaxAmount')}</dt>
          <dd>{order.TaxAmountHtml}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>{t('Cart.TotalTaxIncl')}</dt>
          <dd data-testid="order-total">{order.AmountTaxInclHtml}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The order's billing and delivery addresses (or its pickup point). */
export function OrderAddresses({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <div className="order-addresses">
      <section className="order-address" aria-labelledby="order-billing-title">
        <h2 id="order-billing-title" className="order-address__title">
          {t('Checkout.BillingAddress')}
        </h2>
        <AddressLines address={order.BillingAddress} />
        {order.VAT ? (
          <p className="order-address__vat">{t('Checkout.VatNumberIs', { number: order.VAT })}</p>
        ) : null}
      </section>
      <section className="order-address" aria-labelledby="order-shipping-title">
        <h2 id="order-shipping-title" className="order-address__title">
          {t('Checkout.ShippingAddress')}
        </h2>
        {order.PickupPointName ? (
          <p className="order-address__pickup">
            {t('Checkout.PickupPoint', { name: order.PickupPointName })}
          </p>
        ) : null}
        {order.DeliveredToBirthList ? (
          // The buyer chose the parents and never learns their address.
          <p className="order-address__parents" data-testid="order-parents">
            {t('BirthList.DeliveredToParents', { title: order.DeliveredToBirthList })}
          </p>
        ) : (
          <AddressLines address={order.ShippingAddress} />
        )}
      </section>
    </div>
  );
}

function AddressLines({ address }: { address: OrderAddress }) {
  const street = [address.Street1, address.HouseNumber].filter(Boolean).join(' ');
  return (
    <address className="order-address__lines">
      <span>
        {address.FirstName} {address.LastName}
      </span>
      {address.Company ? <span>{address.Company}</span> : null}
      <span>{address.BoxNumber ? `${street} / ${address.BoxNumber}` : street}</span>
      <span>
        {address.PostalCode} {address.City}
      </span>
      <span>{address.CountryName}</span>
      {address.Phone ? <span>{address.Phone}</span> : null}
    </address>
  );
}

/**
 * An order at a glance: a leading fact the page chooses (its number, when it was placed), then
 * where it stands and the e-mail it is confirmed to.
 */
export function OrderFacts({ order, lead }: { order: Order; lead: ReactNode }) {
  const { t } = useTranslation();
  return (
    <dl className="order-facts">
      {lead}
      <div>
        <dt>{t('Checkout.OrderStatus')}</dt>
        <dd data-testid="order-status" className={`order-status order-status--${order.Status}`}>
          {t(`Orders.Status.${order.Status}`)}
        </dd>
      </div>
      <div>
        <dt>{t('Checkout.Email')}</dt>
        <dd>{order.Email}</dd>
      </div>
    </dl>
  );
}

/** An order still to pay leads back to its payment page. */
export function PayNowLink({ order }: { order: Order }) {
  const { t, culture } = useTranslation();
  const { basePath } = useSite();
  if (!order.CanPay) return null;
  return (
    <p>
      <a className="button button--primary" href={inApp(basePath, shopUrls.payment(culture, order.Id))}>
        {t('Checkout.PayNow')}
      </a>
    </p>
  );
}
