import { localePath } from '@vitrine/i18n';
import { translateMessage } from '@vitrine/validation';
import { useId } from 'react';
import { AjaxForm } from '../ajax-form/ajax-form';
import { useTranslation } from '../i18n/translation-context';

export type NewsletterResult =
  | { ok: true; email: string; alreadySubscribed: boolean }
  | { ok: false; fieldErrors: Record<string, string[]>; failed?: boolean };

/** The footer's sign-up: an ajax form whose answer replaces it (mode replace-with). */
export function NewsletterForm() {
  const { t, culture } = useTranslation();
  const id = useId();
  return (
    <section className="newsletter" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="newsletter__title">
        {t('Newsletter.Title')}
      </h2>
      <p className="newsletter__text">{t('Newsletter.Text')}</p>
      <AjaxForm<NewsletterResult>
        action={localePath(culture, '/newsletter')}
        mode="replace-with"
        className="newsletter__form"
        renderResult={(result) =>
          result.ok ? (
            <p className="notice notice--success">
              {t(result.alreadySubscribed ? 'Newsletter.AlreadySubscribed' : 'Newsletter.Thanks', {
                email: result.email,
              })}
            </p>
          ) : result.failed ? (
            <p className="notice notice--error">{t('Core.Error')}</p>
          ) : null
        }
      >
        {({ result, busy }) => {
          const error = result && !result.ok ? result.fieldErrors.Email?.[0] : undefined;
          return (
            <div className={`newsletter__row form-field${error ? ' form-field--invalid' : ''}`}>
              <label htmlFor={`${id}-email`}>{t('Newsletter.Email')}</label>
              <div className="newsletter__inputs">
                <input
                  id={`${id}-email`}
                  type="email"
                  name="Email"
                  autoComplete="email"
                  required
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                />
                <button type="submit" className="button" disabled={busy}>
                  {t('Newsletter.Subscribe')}
                </button>
              </div>
              {error ? (
                <span className="form-error" id={`${id}-error`}>
                  {translateMessage(error, t)}
                </span>
              ) : null}
            </div>
          );
        }}
      </AjaxForm>
    </section>
  );
}
