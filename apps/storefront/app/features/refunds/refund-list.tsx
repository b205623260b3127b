import type { RefundRequest } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { AccountNav } from '../account/account-nav';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';
import { OrderDate } from '../orders/order-date';

/**
 * The customer's refund requests, newest first: each with its order, date, status, what was asked
 * (lines and amounts with a decimal comma) and, once decided, what was approved or why not.
 */
export function RefundList({ items, sent }: { items: readonly RefundRequest[]; sent?: string | null }) {
  const { t, culture } = useTranslation();
  const { basePath } = useSite();
  return (
    <section className="account-page refunds-page" aria-labelledby="refunds-title">
      <h1 id="refunds-title">{t('Refunds.MyRefunds')}</h1>
      <AccountNav />
      {sent ? (
        <p className="refunds-page__sent" role="status">
          {t('Refunds.Sent', { number: sent })}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p>{t('Refunds.NoRefunds')}</p>
      ) : (
        <ul className="record-cards">
          {items.map((refund) => (
            <li key={refund.Id} className="record-card" data-testid="refund-row">
              <h2 className="record-card__title">
                {t('Refunds.Number')} {refund.Number}
              </h2>
              <dl className="record-card__facts">
                <div>
                  <dt>{t('Refunds.Order')}</dt>
                  <dd>
                    <a href={inApp(basePath, shopUrls.order(culture, refund.OrderId))}>
                      {refund.OrderNumber}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt>{t('Refunds.Date')}</dt>
                  <dd>
                    <OrderDate at={refund.CreatedAt} />
                  </dd>
                </div>
                <div>
                  <dt>{t('Refunds.StatusLabel')}</dt>
                  <dd className={`refund-status refund-status--${refund.Status}`} data-testid="refund-status">
                    {t(`Refunds.Status.${refund.Status}`)}
                  </dd>
                </div>
                <div>
                  <dt>{t('Refunds.PaymentMethod')}</dt>
                  <dd>{t(`Refunds.Method.${refund.PaymentMethod}`)}</dd>
                </div>
                <div>
                  <dt>{t('Refunds.TotalCount')}</dt>
                  <dd>{refund.TotalQuantity}</dd>
                </div>
                <div>
                  <dt>{t('Refunds.Amount')}</dt>
                  <dd>
                    {refund.TotalAmountDisplay} {refund.CurrencyCode}
                  </dd>
                </div>
                {refund.ApprovedAmountHtml ? (
                  <div>
                    <dt>{t('Refunds.ApprovedAmount')}</dt>
                    <dd>{refund.ApprovedAmountHtml}</dd>
                  </div>
                ) : null}
              </dl>
              <ul className="refund-card__lines">
                {refund.Lines.map((line) => (
                  <li key={line.OrderLineId}>
                    {line.Name} — {line.Quantity} × {line.UnitPriceTaxInclHtml} = {line.AmountDisplay}{' '}
                    {refund.CurrencyCode}
                    {line.ApprovedQuantity !== null && line.ApprovedQuantity !== line.Quantity
                      ? ` (${t('Refunds.Status.approved')}: ${line.ApprovedQuantity})`
                      : ''}
                  </li>
                ))}
              </ul>
              {refund.RejectionReason ? (
                <p className="refund-card__reason">
                  <strong>{t('Refunds.RejectionReason')}:</strong> {refund.RejectionReason}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
