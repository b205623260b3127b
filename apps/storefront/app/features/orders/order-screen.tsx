import type { Order } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { OrderAddresses, OrderSummary } from '../checkout/order-details';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';
import { OrderDate } from './order-date';

/**
 * The order screen: one of the customer's orders as it was placed (lines, amounts, addresses or
 * pickup point), where it stands and how it got there; one still to pay offers its payment.
 */
export function OrderScreen({ order }: { order: Order }) {
  const { t, culture } = useTranslation();
  const { basePath } = useSite();
  return (
    <div className="checkout-page order-screen">
      <p className="order-screen__back">
        <a href={inApp(basePath, shopUrls.orders(culture))}>{t('Orders.BackToOrders')}</a>
      </p>
      <h1>{t('Orders.OrderNumber', { number: order.Number })}</h1>
      <dl className="order-facts">
        <div>
          <dt>{t('Orders.PlacedOn')}</dt>
          <dd>
            <OrderDate at={order.PlacedAt} withTime />
          </dd>
        </div>
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
      {order.CanPay ? (
        <p>
          <a className="button button--primary" href={inApp(basePath, shopUrls.payment(culture, order.Id))}>
            {t('Checkout.PayNow')}
          </a>
        </p>
      ) : null}
      <div className="checkout-page__layout">
        <OrderAddresses order={order} />
        <OrderSummary order={order} />
      </div>
      <section className="order-history" aria-labelledby="order-history-title">
        <h2 id="order-history-title">{t('Orders.History')}</h2>
        <ol className="order-history__list">
          {order.History.map((entry) => (
            <li key={`${entry.Status}-${entry.At}`} className="order-history__entry">
              <span className={`order-status order-status--${entry.Status}`}>
                {t(`Orders.Status.${entry.Status}`)}
              </span>
              <OrderDate at={entry.At} withTime />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
