import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../i18n/translation-context';
import type { LinkOutcome } from './subscribe-outcome';

const TEXTS = {
  confirm: {
    title: 'StockNotification.ConfirmTitle',
    text: 'StockNotification.ConfirmText',
    button: 'StockNotification.ConfirmButton',
    done: 'StockNotification.Confirmed',
  },
  unsubscribe: {
    title: 'StockNotification.UnsubscribeTitle',
    text: 'StockNotification.UnsubscribeText',
    button: 'StockNotification.UnsubscribeButton',
    done: 'StockNotification.Unsubscribed',
  },
} as const;

/**
 * Where the links of the back-in-stock messages lead: the page says what the link does and a
 * button does it (no sign-in needed), then the outcome, with the product's link.
 */
export function StockNotificationLinkPage({
  page,
  token,
  outcome,
}: {
  page: 'confirm' | 'unsubscribe';
  token: string;
  outcome: LinkOutcome | undefined;
}) {
  const { t } = useTranslation();
  const texts = TEXTS[page];
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="stock-notification-page">
      <h1>{t(texts.title)}</h1>
      {outcome?.ok ? (
        <>
          <p className="notice notice--success" role="status">
            {t(texts.done, { product: outcome.result.ProductName })}
          </p>
          <p>
            <a href={outcome.result.ProductUrl}>{t('StockNotification.BackToProduct')}</a>
          </p>
        </>
      ) : outcome || !token ? (
        <p className="notice notice--error" role="alert">
          {t(outcome?.message ?? 'StockNotification.LinkInvalid')}
        </p>
      ) : (
        <Form method="post" className="stock-notification-page__form">
          <p>{t(texts.text)}</p>
          <input type="hidden" name="token" value={token} />
          <button
            type="submit"
            className="button button--primary"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {t(texts.button)}
          </button>
        </Form>
      )}
    </section>
  );
}
