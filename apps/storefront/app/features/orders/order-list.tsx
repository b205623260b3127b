import type { OrderList as OrderListPage } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { Pagination } from '../catalog/listing/pagination';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';
import { OrderDate } from './order-date';
import { ReorderButton } from './reorder-button';

/**
 * The customer's orders (spec 001 §2 "Order list", paged by `pagenbr`): number, date, status,
 * items and total, each leading to its order screen, and its add-to-cart button: the whole order
 * back in the cart at today's prices.
 */
export function OrderList({ list }: { list: OrderListPage }) {
  const { t, culture } = useTranslation();
  const { basePath } = useSite();
  const pageCount = Math.max(1, Math.ceil(list.TotalCount / list.PageSize));
  return (
    <section className="orders-page" aria-labelledby="orders-title">
      <h1 id="orders-title">{t('Orders.MyOrders')}</h1>
      {list.Items.length === 0 ? (
        <div className="orders-page__empty">
          <p>{t('Orders.None')}</p>
          <a className="button button--primary" href={inApp(basePath, shopUrls.catalog(culture))}>
            {t('Orders.StartShopping')}
          </a>
        </div>
      ) : (
        <>
          <p className="orders-page__count">{t('Orders.Count', { count: list.TotalCount })}</p>
          <ul className="record-cards">
            {list.Items.map((order) => (
              <li key={order.Id} className="record-card order-card" data-testid="order-row">
                <h2 className="record-card__title">
                  <a href={inApp(basePath, shopUrls.order(culture, order.Id))}>
                    {t('Orders.OrderNumber', { number: order.Number })}
                  </a>
                </h2>
                <dl className="record-card__facts order-card__facts">
                  <div>
                    <dt>{t('Orders.PlacedOn')}</dt>
                    <dd>
                      <OrderDate at={order.PlacedAt} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t('Checkout.OrderStatus')}</dt>
                    <dd className={`order-status order-status--${order.Status}`}>
                      {t(`Orders.Status.${order.Status}`)}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('Orders.Items')}</dt>
                    <dd>{order.ItemsQuantityCount}</dd>
                  </div>
                  <div>
                    <dt>{t('Cart.TotalTaxIncl')}</dt>
                    <dd className="order-card__total">{order.AmountTaxInclHtml}</dd>
                  </div>
                </dl>
                <div className="order-card__actions">
                  <ReorderButton
                    request={{ OrderId: order.Id, ItemOrigin: 'Order' }}
                    text={t('Orders.Reorder.OrderAgain')}
                    label={t('Orders.Reorder.OrderAgainLabel', { number: order.Number })}
                  />
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            pageIndex={list.PageNumber}
            pageCount={pageCount}
            hrefFor={(page) => inApp(basePath, shopUrls.orders(culture, page))}
          />
        </>
      )}
    </section>
  );
}
