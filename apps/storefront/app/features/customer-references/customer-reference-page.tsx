import { CUSTOMER_SKU_MAX, type CustomerReference } from '@vitrine/api-client';
import { useId } from 'react';
import { useTranslation } from '../i18n/translation-context';
import type { CustomerReferencePageOutcome } from './customer-reference-page.server';

/**
 * The customer reference form as a page (spec 001 §7 `/widget/catalog/CustomerReferenceUpdate`):
 * a plain form posted to the page itself, so that it works without script; the outcome is the
 * server's Message, and the way back leads to the product when the page was given it.
 */
export function CustomerReferencePage({
  reference,
  returnUrl,
  outcome,
}: {
  reference: CustomerReference;
  returnUrl: string | null;
  outcome: CustomerReferencePageOutcome | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const invalid = outcome?.kind === 'error';
  return (
    <section className="customer-reference customer-reference-page" aria-labelledby={`${id}-title`}>
      <h1 className="customer-reference__title" id={`${id}-title`}>
        {t('CustomerReference.Title')}
      </h1>
      {outcome ? (
        <p
          className={`notice notice--${outcome.kind}`}
          role={outcome.kind === 'error' ? 'alert' : 'status'}
          data-testid="customer-reference-outcome"
        >
          {outcome.message}
        </p>
      ) : null}
      <p className="customer-reference__current" data-testid="customer-reference-current">
        {reference.CustomerSKU ?? '—'}
      </p>
      <form className="customer-reference__form" method="post" noValidate>
        <div className={`form-field${invalid ? ' form-field--invalid' : ''}`}>
          <label htmlFor={`${id}-sku`}>{t('CustomerReference.Label')}</label>
          <input
            id={`${id}-sku`}
            name="CustomerSKU"
            // A new key after each answer: the field shows what the server now keeps.
            key={reference.CustomerSKU ?? ''}
            defaultValue={reference.CustomerSKU ?? ''}
            maxLength={CUSTOMER_SKU_MAX}
            autoComplete="off"
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-hint`}
          />
          <span className="form-hint" id={`${id}-hint`}>
            {t('CustomerReference.Hint')}
          </span>
        </div>
        <button type="submit" className="button button--secondary">
          {t('CustomerReference.Save')}
        </button>
      </form>
      {returnUrl ? (
        <p>
          <a href={returnUrl}>{t('CustomerReference.BackToProduct')}</a>
        </p>
      ) : null}
    </section>
  );
}
