import { type CustomerReferenceSearchResult, isApiError } from '@vitrine/api-client';
import { referenceSearchTextSchema, translateMessage } from '@vitrine/validation';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { useTranslation } from '../i18n/translation-context';

/**
 * The reference search (spec 001 §2, §5, §7): the signed-in customer looks a product up by the
 * reference they keep for it (from 2 characters) and gets each `CustomerSKU` linked to its
 * product (`ProductLink`), a page at a time. Only the customer's own references are searched.
 */
export function CustomerReferenceSearch() {
  const { t, culture } = useTranslation();
  const api = useApi().customerReferences;
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ q: string; answer: CustomerReferenceSearchResult } | null>(null);
  const running = useRef<AbortController | null>(null);

  async function load(q: string, page: number) {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    try {
      const answer = await api.search(q, page, culture, { signal: controller.signal, handles: [0] });
      setResult({ q, answer });
    } catch (failure) {
      if (controller.signal.aborted) return;
      if (isApiError(failure) && failure.status === 400)
        setError(
          failure.problem?.errors?.q?.map((message) => translateMessage(message, t)).join(' ') ??
            t('Core.ErrorServer'),
        );
    } finally {
      if (running.current === controller) {
        running.current = null;
        setBusy(false);
      }
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = referenceSearchTextSchema.safeParse(text);
    if (!checked.success) {
      setError(checked.error.issues.map((issue) => translateMessage(issue.message, t)).join(' '));
      return;
    }
    setError('');
    void load(checked.data, 1);
  }

  const answer = result?.answer;
  const pageCount = answer ? Math.max(1, Math.ceil(answer.TotalCount / answer.PageSize)) : 1;
  return (
    <section className="customer-reference-search" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('CustomerReference.SearchTitle')}</h2>
      <search>
        <form className="customer-reference-search__form" noValidate onSubmit={submit}>
          <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
            <label htmlFor={`${id}-q`}>{t('CustomerReference.SearchLabel')}</label>
            <input
              id={`${id}-q`}
              type="search"
              name="q"
              value={text}
              minLength={2}
              maxLength={100}
              autoComplete="off"
              onChange={(event) => setText(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error ? (
              <span className="form-error" id={`${id}-error`}>
                {error}
              </span>
            ) : null}
          </div>
          <button
            type="submit"
            className="button button--primary"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? t('CustomerReference.Searching') : t('CustomerReference.SearchButton')}
          </button>
        </form>
      </search>
      <div aria-live="polite" aria-busy={busy || undefined}>
        {answer ? (
          answer.Items.length ? (
            <>
              <p className="customer-reference-search__count">
                {t('CustomerReference.ResultCount', { count: answer.TotalCount })}
              </p>
              <ul className="customer-reference-search__results" data-testid="customer-reference-results">
                {answer.Items.map((hit) => (
                  <li key={hit.ProductVariantId} className="customer-reference-search__hit">
                    {hit.ProductLink ? (
                      <a href={hit.ProductLink} className="customer-reference-search__sku">
                        {hit.CustomerSKU}
                      </a>
                    ) : (
                      <span className="customer-reference-search__sku">{hit.CustomerSKU}</span>
                    )}
                    <span className="customer-reference-search__product">
                      {hit.ProductName}
                      {hit.SKU ? ` · ${t('CustomerReference.Sku')} ${hit.SKU}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
              {pageCount > 1 ? (
                <nav
                  className="customer-reference-search__pages"
                  aria-label={t('CustomerReference.SearchTitle')}
                >
                  <button
                    type="button"
                    className="button button--link"
                    disabled={busy || answer.Page <= 1}
                    onClick={() => result && void load(result.q, answer.Page - 1)}
                  >
                    {t('CustomerReference.Previous')}
                  </button>
                  <span>
                    {answer.Page} / {pageCount}
                  </span>
                  <button
                    type="button"
                    className="button button--link"
                    disabled={busy || answer.Page >= pageCount}
                    onClick={() => result && void load(result.q, answer.Page + 1)}
                  >
                    {t('CustomerReference.Next')}
                  </button>
                </nav>
              ) : null}
            </>
          ) : (
            <p className="customer-reference-search__none">{t('CustomerReference.NoResult')}</p>
          )
        ) : null}
      </div>
    </section>
  );
}
