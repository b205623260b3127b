import {
  CUSTOMER_SKU_MAX,
  type CustomerReference,
  CustomerReferenceFormSchema,
  isApiError,
} from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { Modal } from '@vitrine/ui';
import { translateMessage } from '@vitrine/validation';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useApi } from '../../lib/api-context';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';
import { useNotices } from '../notices/notices';
import { CUSTOMER_REFERENCE_MODAL_CLOSE_MS } from './constants';

type Outcome = { kind: 'success' | 'error'; message: string };

/**
 * The customer reference of the product page (spec 001 §2, §4, §8; the
 * `/widget/catalog/CustomerReferenceUpdate` form): the signed-in customer's own reference for the
 * variant shown, read again after every variations answer (`refresh`), and the form that changes
 * it. Its outcome shows in a modal that closes after 3000 ms, or as a growl, as the shop chose:
 * the server's Message on success, `Catalog.CustomerRefUpdateError` on failure.
 */
export function CustomerReferenceForm({
  productVariantId,
  refresh,
}: {
  productVariantId: string;
  /** Changes with every variations answer: the reference is read again then. */
  refresh: number;
}) {
  const { t, culture } = useTranslation();
  const api = useApi().customerReferences;
  const { notify } = useNotices();
  const { basePath } = useSite();
  const location = useLocation();
  const id = useId();
  const [current, setCurrent] = useState<CustomerReference | null>(null);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `refresh` is the signal to read again.
  useEffect(() => {
    const controller = new AbortController();
    api
      .get(productVariantId, { signal: controller.signal, handles: [0, 401, 404] })
      .then((reference) => {
        setCurrent(reference);
        setValue(reference.CustomerSKU ?? '');
        setFieldError('');
      })
      .catch(() => {
        if (!controller.signal.aborted) setCurrent(null);
      });
    return () => controller.abort();
  }, [api, productVariantId, refresh]);

  // The modal leaves by itself (spec 001 §9); the growl has its own timing.
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), CUSTOMER_REFERENCE_MODAL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  // Read by script only: without it, the form is its own page, which leads back here.
  if (!current)
    return (
      <noscript>
        <p className="customer-reference">
          <a
            href={inApp(
              basePath,
              shopUrls.customerReferenceUpdate(culture, productVariantId, {
                returnUrl: inApp(basePath, `${location.pathname}${location.search}`),
              }),
            )}
          >
            {t('CustomerReference.Title')}
          </a>
        </p>
      </noscript>
    );

  const show = (next: Outcome) => {
    if (current.Display === 'growl') notify({ kind: next.kind, message: next.message });
    else setOutcome(next);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !current) return;
    const checked = CustomerReferenceFormSchema.safeParse({ CustomerSKU: value });
    if (!checked.success) {
      setFieldError(checked.error.issues.map((issue) => translateMessage(issue.message, t)).join(' '));
      return;
    }
    setFieldError('');
    setBusy(true);
    try {
      const answer = await api.update(
        {
          ProductVariantId: current.ProductVariantId,
          CustomerSKU: checked.data.CustomerSKU,
          Culture: culture,
        },
        { handles: [0, 500, 502, 503] },
      );
      setCurrent({ ...current, CustomerSKU: answer.CustomerSKU });
      setValue(answer.CustomerSKU ?? '');
      show({ kind: 'success', message: answer.Message });
    } catch (error) {
      // Signed out meanwhile: the error flow asks to sign in; anything else is this form's failure.
      if (isApiError(error) && error.status === 401) return;
      show({ kind: 'error', message: t('Catalog.CustomerRefUpdateError') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="customer-reference" aria-labelledby={`${id}-title`} data-testid="customer-reference">
      <h2 className="customer-reference__title" id={`${id}-title`}>
        {t('CustomerReference.Title')}
      </h2>
      <p className="customer-reference__current" data-testid="customer-reference-current">
        {current.CustomerSKU ?? '—'}
      </p>
      <form className="customer-reference__form" noValidate onSubmit={(event) => void submit(event)}>
        <div className={`form-field${fieldError ? ' form-field--invalid' : ''}`}>
          <label htmlFor={`${id}-sku`}>{t('CustomerReference.Label')}</label>
          <input
            id={`${id}-sku`}
            name="CustomerSKU"
            value={value}
            maxLength={CUSTOMER_SKU_MAX}
            autoComplete="off"
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-hint ${id}-error` : `${id}-hint`}
          />
          <span className="form-hint" id={`${id}-hint`}>
            {t('CustomerReference.Hint')}
          </span>
          {fieldError ? (
            <span className="form-error" id={`${id}-error`}>
              {fieldError}
            </span>
          ) : null}
        </div>
        <button
          type="submit"
          className="button button--secondary"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? t('CustomerReference.Saving') : t('CustomerReference.Save')}
        </button>
      </form>
      <Modal
        open={outcome !== null}
        onClose={() => setOutcome(null)}
        title={t('CustomerReference.OutcomeTitle')}
        closeLabel={t('Core.Close')}
        size="small"
        className="customer-reference-modal"
      >
        {outcome ? (
          <p
            className={`notice notice--${outcome.kind}`}
            role={outcome.kind === 'error' ? 'alert' : 'status'}
            data-testid="customer-reference-outcome"
          >
            {outcome.message}
          </p>
        ) : null}
      </Modal>
    </section>
  );
}
