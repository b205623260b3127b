import type { Country, Order } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { OrderAddresses, OrderFacts, OrderSummary, PayNowLink } from '../checkout/order-details';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';
import { DeliveryAddressRequest } from './delivery-address-request';
import { OrderDate } from './order-date';
import { ReorderButton } from './reorder-button';

/** A paid order, not refunded yet: its customer may ask for lines back (spec 001 §2 "Refund request page"). */
const canAskForRefund = (order: Order) =>
  order.Status === 'paid' || order.Status === 'shipped' || order.Status === 'delivered';

/** A history entry that keeps the status and names a refund request ("R-1001: …"). */
const isRefundEntry = (note: string) => /^R-\d+:/.test(note);

/** An order still at the shop (not shipped, not cancelled): its customer may ask for another address. */
const canAskForAnotherAddress = (order: Order) => order.Status === 'placed' || order.Status === 'paid';

/**
 * The order screen: one of the customer's orders as it was placed (lines, amounts, addresses or
 * pickup point), where it stands and how it got there; one still to pay offers its payment. Each
 * line may be put back in the cart; a signed-in customer may ask the shop to deliver an order not
 * yet shipped elsewhere (spec 001 §2 "Order screen with a change-delivery-address modal").
 */
export function OrderScreen({ order, countries = [] }: { order: Order; countries?: readonly Country[] }) {
  const { t, culture } = useTranslation();
  const { basePath, user } = useSite();
  return (
    <div className="checkout-page order-screen">
      <p className="order-screen__back">
        <a href={inApp(basePath, shopUrls.orders(culture))}>{t('Orders.BackToOrders')}</a>
      </p>
      <h1>{t('Orders.OrderNumber', { number: order.Number })}</h1>
      <OrderFacts
        order={order}
        lead={
          <div>
            <dt>{t('Orders.PlacedOn')}</dt>
            <dd>
              <OrderDate at={order.PlacedAt} withTime />
            </dd>
          </div>
        }
      />
      <PayNowLink order={order} />
      {user && canAskForRefund(order) ? (
        <p className="order-screen__refund">
          <a
            className="button button--secondary"
            href={inApp(basePath, shopUrls.refundRequest(culture, order.Id))}
          >
            {t('Refunds.RequestRefund')}
          </a>
        </p>
      ) : null}
      <div className="checkout-page__layout">
        <div className="order-screen__addresses">
          <OrderAddresses order={order} />
          {user && canAskForAnotherAddress(order) && countries.length ? (
            <DeliveryAddressRequest order={order} countries={countries} />
          ) : null}
        </div>
        <OrderSummary
          order={order}
          lineAction={(line) => (
            <ReorderButton
              request={{
                OrderId: order.Id,
                ItemKey: line.Id,
                ItemOrigin: 'Order',
                name: line.Name,
                quantity: line.Quantity,
                price: line.UnitPriceTaxIncl,
                currencyCode: order.CurrencyCode,
              }}
              text={t('Orders.Reorder.AddLine')}
              label={t('Orders.Reorder.AddLineLabel', { name: line.Name })}
            />
          )}
        />
      </div>
      <section className="order-history" aria-labelledby="order-history-title">
        <h2 id="order-history-title">{t('Orders.History')}</h2>
        <ol className="order-history__list">
          {order.History.map((entry, index) => (
            <li key={`${entry.Status}-${entry.At}-${entry.ActorKind}`} className="order-history__entry">
              {/* The status did not move: a refund, or the customer's own request for another address. */}
              {index > 0 && order.History[index - 1]?.Status === entry.Status ? (
                <span className="order-history__request">
                  {isRefundEntry(entry.Note) ? t('Refunds.InHistory') : t('Orders.AddressRequest.InHistory')}
                </span>
              ) : (
                <span className={`order-status order-status--${entry.Status}`}>
                  {t(`Orders.Status.${entry.Status}`)}
                </span>
              )}
              <OrderDate at={entry.At} withTime />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
