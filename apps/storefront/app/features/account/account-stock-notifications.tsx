import type { MyStockNotification } from '@vitrine/api-client';
import { formatShortDate } from '@vitrine/i18n';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useApi } from '../../lib/api-context';
import { useTranslation } from '../i18n/translation-context';
import { useNotices } from '../notices/notices';
import { AccountNav } from './account-nav';

/**
 * `{culture}/account/stocknotifications`: the sold-out variants the customer waits for, since
 * when, each with a button that cancels its alert; the list is read again after each.
 */
export function AccountStockNotifications({ items }: { items: readonly MyStockNotification[] }) {
  const { t, culture } = useTranslation();
  const api = useApi();
  const { notify } = useNotices();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);

  const cancel = async (item: MyStockNotification) => {
    setBusy(item.Id);
    try {
      await api.stockNotifications.cancel(item.Id);
      notify({ kind: 'success', message: t('AccountProfile.StockCancelled') });
      await revalidate();
    } catch {
      // The error flow has shown it.
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="account-page">
      <h1>{t('AccountProfile.StockNotifications')}</h1>
      <AccountNav />
      <p>{t('AccountProfile.StockIntro')}</p>
      {items.length === 0 ? (
        <p>{t('AccountProfile.StockNone')}</p>
      ) : (
        <ul className="account-stock-notifications">
          {items.map((item) => (
            <li key={item.Id} className="account-stock-notification" data-testid="stock-notification">
              <dl>
                <div>
                  <dt>{t('AccountProfile.StockProduct')}</dt>
                  <dd>
                    <a href={item.ProductUrl}>{item.ProductName}</a>
                  </dd>
                </div>
                <div>
                  <dt>{t('AccountProfile.StockVariant')}</dt>
                  <dd>{item.SKU}</dd>
                </div>
                <div>
                  <dt>{t('AccountProfile.StockSince')}</dt>
                  <dd>
                    <time dateTime={item.CreatedAt}>
                      {formatShortDate(new Date(item.CreatedAt), culture)}
                    </time>
                  </dd>
                </div>
              </dl>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={t('AccountProfile.StockCancelLabel', {
                  name: `${item.ProductName} (${item.SKU})`,
                })}
                disabled={busy !== null}
                aria-busy={busy === item.Id}
                onClick={() => void cancel(item)}
              >
                {t('AccountProfile.StockCancel')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
