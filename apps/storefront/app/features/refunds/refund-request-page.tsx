import {
  isApiError,
  type RefundForm,
  type RefundMethod,
  type RefundRequestBody,
  RefundRequestBodySchema,
} from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { QuantityInput } from '@vitrine/ui';
import { computeRefundTotals, translateMessage } from '@vitrine/validation';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../lib/api-context';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';

type BankField = 'BankAccountHolder' | 'IBAN' | 'BIC';
type FieldErrors = Partial<Record<BankField | 'Lines' | 'PaymentMethod' | 'Form', string>>;

/** The refund arithmetic of spec 001 §5 for the quantities chosen: lines, count and amount. */
export function refundFigures(form: RefundForm, quantities: Readonly<Record<string, number>>) {
  return computeRefundTotals(
    form.Lines.map((line) => ({
      unitPriceInclTax: line.UnitPriceTaxIncl,
      quantity: quantities[line.OrderLineId] ?? 0,
    })),
    form.CurrencyCode as Parameters<typeof computeRefundTotals>[1],
  );
}

/** Server and schema messages by field: the first of each, in the page's language. */
function fieldErrorsOf(
  errors: Record<string, string[]> | undefined,
  t: (key: string, params?: Record<string, string | number>) => string,
): FieldErrors {
  const found: FieldErrors = {};
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const message = messages[0];
    if (!message) continue;
    const field = (
      ['BankAccountHolder', 'IBAN', 'BIC', 'PaymentMethod'].includes(path)
        ? path
        : path.startsWith('Lines')
          ? 'Lines'
          : 'Form'
    ) as keyof FieldErrors;
    found[field] ??= translateMessage(message, t);
  }
  return found;
}

/**
 * The refund request page (spec 001 §2 "Refund request page", §5): per-line quantity selectors
 * (at most what was bought minus what was refunded or asked already), each line's refunded amount
 * (unit price including tax × quantity, 2 decimals, decimal comma), the totals of items and amount,
 * and the payment-method choice; the bank-transfer block (holder, IBAN, BIC) shows only for
 * `BankTransfer`. The form is checked with the shared rules before it is sent, and again by the server.
 */
export function RefundRequestPage({ form }: { form: RefundForm }) {
  const { t, culture } = useTranslation();
  const { basePath } = useSite();
  const api = useApi();
  const navigate = useNavigate();
  const prefix = useId();
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [method, setMethod] = useState<RefundMethod>(form.Methods[0] ?? 'BankTransfer');
  const [bank, setBank] = useState<Record<BankField, string>>({ BankAccountHolder: '', IBAN: '', BIC: '' });
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const figures = useMemo(() => refundFigures(form, quantities), [form, quantities]);
  const orderUrl = inApp(basePath, shopUrls.order(culture, form.OrderId));
  const id = (name: string) => `${prefix}-${name}`;

  const body = (): RefundRequestBody => ({
    Lines: form.Lines.filter((line) => (quantities[line.OrderLineId] ?? 0) > 0).map((line) => ({
      OrderLineId: line.OrderLineId,
      Quantity: quantities[line.OrderLineId] ?? 0,
    })),
    PaymentMethod: method,
    Reason: reason,
    ...(method === 'BankTransfer' ? bank : {}),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = body();
    const checked = RefundRequestBodySchema.safeParse(values);
    const found: FieldErrors = checked.success
      ? {}
      : fieldErrorsOf(
          Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), [issue.message]])),
          t,
        );
    if (!values.Lines.length) found.Lines = t('Refunds.NothingSelected');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const created = await api.refunds.request(form.OrderId, values, culture, { handles: [400, 404, 422] });
      navigate(`${inApp(basePath, shopUrls.refunds(culture))}?sent=${encodeURIComponent(created.Number)}`);
    } catch (error) {
      if (isApiError(error) && [400, 404, 422].includes(error.status)) {
        const answered = fieldErrorsOf(error.problem?.errors, t);
        setErrors(Object.keys(answered).length ? answered : { Form: t('Core.Error') });
      } else throw error;
    } finally {
      setBusy(false);
    }
  };

  const bankField = (name: BankField, label: string, autoComplete?: string) => (
    <div className="refund-bank__field">
      <label htmlFor={id(name)}>{t(label)}</label>
      <input
        id={id(name)}
        name={name}
        type="text"
        required
        autoComplete={autoComplete}
        value={bank[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? id(`${name}-error`) : undefined}
        onChange={(event) => setBank((current) => ({ ...current, [name]: event.target.value }))}
      />
      {errors[name] ? (
        <p id={id(`${name}-error`)} className="form-error" role="alert">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <section className="refund-page" aria-labelledby={id('title')}>
      <p className="refund-page__back">
        <a href={orderUrl}>{t('Refunds.BackToOrder')}</a>
      </p>
      <h1 id={id('title')}>{t('Refunds.PageTitle', { number: form.OrderNumber })}</h1>
      {!form.Refundable ? (
        <p className="refund-page__none">{t('Refunds.NotRefundable')}</p>
      ) : (
        <form className="refund-form" noValidate onSubmit={submit} aria-labelledby={id('title')}>
          <p>{t('Refunds.Intro')}</p>
          <div className="refund-lines__wrap">
            <table className="refund-lines">
              <thead>
                <tr>
                  <th scope="col">{t('Refunds.Item')}</th>
                  <th scope="col">{t('Refunds.UnitPrice')}</th>
                  <th scope="col">{t('Refunds.Bought')}</th>
                  <th scope="col">{t('Refunds.QuantityToRefund')}</th>
                  <th scope="col">{t('Refunds.LineAmount')}</th>
                </tr>
              </thead>
              <tbody>
                {form.Lines.map((line, index) => (
                  <tr key={line.OrderLineId} data-testid="refund-line">
                    <th scope="row">
                      {line.Name}
                      <span className="refund-lines__sku">{line.SKU}</span>
                    </th>
                    <td data-label={t('Refunds.UnitPrice')}>{line.UnitPriceTaxInclHtml}</td>
                    <td data-label={t('Refunds.Bought')}>{line.Quantity}</td>
                    <td data-label={t('Refunds.QuantityToRefund')}>
                      {line.RefundableQuantity > 0 ? (
                        <>
                          <QuantityInput
                            id={id(`quantity-${index}`)}
                            value={quantities[line.OrderLineId] ?? 0}
                            onChange={(quantity) =>
                              setQuantities((current) => ({ ...current, [line.OrderLineId]: quantity }))
                            }
                            min={0}
                            zeroFloor
                            max={line.RefundableQuantity}
                            label={t('Refunds.QuantityLabel', { name: line.Name })}
                            hideLabel
                            decreaseLabel={t('Refunds.Decrease', { name: line.Name })}
                            increaseLabel={t('Refunds.Increase', { name: line.Name })}
                          />
                          <span className="refund-lines__max">
                            {t('Refunds.MaxHint', { max: line.RefundableQuantity })}
                          </span>
                        </>
                      ) : (
                        <span>0</span>
                      )}
                    </td>
                    <td data-label={t('Refunds.LineAmount')} data-testid="refund-line-amount">
                      {figures.lines[index]?.display}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {errors.Lines ? (
            <p className="form-error" role="alert">
              {errors.Lines}
            </p>
          ) : null}
          <dl className="refund-totals" aria-live="polite">
            <div>
              <dt>{t('Refunds.TotalCount')}</dt>
              <dd data-testid="refund-total-count">{figures.totalQuantity}</dd>
            </div>
            <div>
              <dt>{t('Refunds.TotalAmount')}</dt>
              <dd data-testid="refund-total-amount">
                {figures.totalAmountDisplay} {form.CurrencyCode}
              </dd>
            </div>
          </dl>
          <fieldset className="refund-methods">
            <legend>{t('Refunds.PaymentMethod')}</legend>
            {form.Methods.map((option) => (
              <label key={option} className="refund-methods__option">
                <input
                  type="radio"
                  name="PaymentMethod"
                  value={option}
                  checked={method === option}
                  onChange={() => setMethod(option)}
                />
                {t(`Refunds.Method.${option}`)}
              </label>
            ))}
          </fieldset>
          {method === 'BankTransfer' ? (
            <fieldset className="refund-bank" data-testid="bank-transfer-info">
              <legend>{t('Refunds.BankTransferInfo')}</legend>
              {bankField('BankAccountHolder', 'Refunds.BankAccountHolder', 'name')}
              {bankField('IBAN', 'Refunds.IBAN')}
              {bankField('BIC', 'Refunds.BIC')}
            </fieldset>
          ) : null}
          <div className="refund-form__reason">
            <label htmlFor={id('reason')}>{t('Refunds.Reason')}</label>
            <textarea
              id={id('reason')}
              name="Reason"
              rows={3}
              maxLength={1000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          {errors.Form || errors.PaymentMethod ? (
            <p className="form-error" role="alert">
              {errors.Form ?? errors.PaymentMethod}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? t('Refunds.Sending') : t('Refunds.Submit')}
          </button>
        </form>
      )}
    </section>
  );
}
