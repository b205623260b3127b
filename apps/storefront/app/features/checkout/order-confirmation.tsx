import type { Order } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';
import { OrderAddresses, OrderFacts, OrderSummary, PayNowLink } from './order-details';

/**
 * The order's confirmation: thanks, its number and where it stands (awaiting payment, paid …),
 * what was ordered at which amounts and where it goes. An order still to pay offers the payment
 * page again.
 */
export function OrderConfirmation({ order }: { order: Order }) {
  const { t, culture } = useTranslation();
  const { basePath } = useSite();
  return (
    <div className="checkout-page order-confirmation">
      <h1>{t('Checkout.ThankYou')}</h1>
      <p className="order-confirmation__lead">
        {order.Status === 'placed' ? t('Checkout.AwaitingPaymentText') : null}
        {order.Status === 'paid' ? t('Checkout.PaidText') : null}
      </p>
      <OrderFacts
        order={order}
        lead={
          <div>
            <dt>{t('Checkout.OrderNumber')}</dt>
            <dd data-testid="order-number">{order.Number}</dd>
          </div>
        }
      />
      <PayNowLink order={order} />
      <div className="checkout-page__layout">
        <OrderAddresses order={order} />
        <OrderSummary order={order} />
      </div>
      <p className="order-confirmation__back">
        <a className="button button--secondary" href={inApp(basePath, shopUrls.home(culture))}>
          {t('Checkout.BackToShop')}
        </a>
      </p>
    </div>
  );
}
