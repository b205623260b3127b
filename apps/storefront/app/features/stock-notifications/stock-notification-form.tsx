import { StockNotificationFormSchema } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { translateMessage } from '@vitrine/validation';
import { type FormEvent, useId, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';
import { type SubscribeOutcome, subscribeFailure } from './subscribe-outcome';

export interface StockNotificationFormProps {
  productVariantId: string;
  productId: string;
  /** What a submission without script came to (the page's action). */
  outcome?: SubscribeOutcome | null;
}

/**
 * The back-in-stock form (spec 001 §2, `catalog/stocknotification/subscribe`), the page's and
 * the modal's: a guest gives the address to write to and confirms it from a message; a signed-in
 * customer subscribes in one click, at their account's address. Without script it posts to the
 * page, which answers with the same outcome.
 */
export function StockNotificationForm({
  productVariantId,
  productId,
  outcome: initial = null,
}: StockNotificationFormProps) {
  const { t, culture } = useTranslation();
  const { basePath, user } = useSite();
  const api = useApi();
  const id = useId();
  const [outcome, setOutcome] = useState<SubscribeOutcome | null>(initial);
  const [busy, setBusy] = useState(false);

  if (outcome?.state === 'done') {
    const { answer } = outcome;
    const key = answer.AlreadySubscribed
      ? 'StockNotification.AlreadySubscribed'
      : answer.Status === 'pending-confirmation'
        ? 'StockNotification.PendingConfirmation'
        : 'StockNotification.Active';
    return (
      <p className="notice notice--success stock-notification__done" role="status">
        {t(key, { email: answer.Email })}
      </p>
    );
  }

  const emailErrors = outcome?.state === 'refused' ? outcome.email : [];
  const formError =
    outcome?.state === 'refused'
      ? outcome.form.map((message) => translateMessage(message, t)).join(' ')
      : outcome?.state === 'failed'
        ? t(outcome.message)
        : '';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const email = String(new FormData(event.currentTarget).get('Email') ?? '');
    if (!user) {
      const checked = StockNotificationFormSchema.safeParse({ Email: email });
      if (!checked.success) {
        setOutcome({ state: 'refused', email: checked.error.issues.map((issue) => issue.message), form: [] });
        return;
      }
    }
    setBusy(true);
    try {
      const answer = await api.stockNotifications.subscribe({
        ProductVariantId: productVariantId,
        ProductId: productId,
        Culture: culture,
        ...(user ? {} : { Email: email }),
      });
      setOutcome({ state: 'done', answer });
    } catch (error) {
      setOutcome(subscribeFailure(error));
    } finally {
      setBusy(false);
    }
  }

  const emailError = emailErrors.length
    ? emailErrors.map((message) => translateMessage(message, t)).join(' ')
    : '';
  return (
    <form
      className="stock-notification"
      method="post"
      action={inApp(
        basePath,
        shopUrls.stockNotificationSubscribe(culture, {
          ProductVariantId: productVariantId,
          ProductId: productId,
        }),
      )}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-describedby={formError ? `${id}-form-error` : undefined}
    >
      <input type="hidden" name="ProductVariantId" value={productVariantId} />
      <input type="hidden" name="ProductId" value={productId} />
      {user ? (
        <p>{t('StockNotification.CustomerIntro', { email: user.Email })}</p>
      ) : (
        <>
          <p>{t('StockNotification.Intro')}</p>
          <div className={`form-field${emailError ? ' form-field--invalid' : ''}`}>
            <label htmlFor={`${id}-email`}>{t('StockNotification.Email')}</label>
            <input
              id={`${id}-email`}
              type="email"
              name="Email"
              autoComplete="email"
              required
              maxLength={254}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${id}-email-error` : undefined}
            />
            {emailError ? (
              <span className="form-error" id={`${id}-email-error`}>
                {emailError}
              </span>
            ) : null}
          </div>
        </>
      )}
      {formError ? (
        <p className="notice notice--error" id={`${id}-form-error`} role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('StockNotification.Subscribing') : t('StockNotification.Subscribe')}
      </button>
    </form>
  );
}
