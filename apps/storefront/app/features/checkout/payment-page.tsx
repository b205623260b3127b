import {
  type Country,
  isApiError,
  type Order,
  type PaymentSession,
  PROBLEM_TYPES,
} from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { translateMessage } from '@vitrine/validation';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { useApi } from '../../lib/api-context';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';
import { AdyenDropIn } from './adyen-drop-in';
import { OrderSummary } from './order-details';
import { scrollToTop } from './scroll-to-top';
import { TestCardForm } from './test-card-form';

/** How the shopper chose to pay at the checkout; the make-payment form opens on it. */
export type PaymentChoice = 'card' | 'prepaid';
const PAYMENT_CHOICE_PARAM = 'pay';

/** The payment page's address, carrying the checkout's choice when there was one to make. */
export const paymentAddress = (url: string, choice: PaymentChoice | null) =>
  choice ? `${url}?${PAYMENT_CHOICE_PARAM}=${choice}` : url;

/** The checkout's choice read back from the payment page's address (anything else: none). */
export function paymentChoiceIn(url: URL): PaymentChoice | null {
  const value = url.searchParams.get(PAYMENT_CHOICE_PARAM);
  return value === 'card' || value === 'prepaid' ? value : null;
}

/**
 * A signed-in customer's prepaid account the order may be paid from (ADR 034): offered when it
 * holds money; what it does not cover is then paid by card.
 */
export interface PrepaidAccountChoice {
  /** The account's balance, formatted for the culture. */
  BalanceHtml: string;
}

/**
 * The payment of an order (spec 001 §2 "Make-payment form with an optional prepaid account, and a
 * payment screen with a card payment drop-in"): the form asks the server for a payment session,
 * then the provider's drop-in takes the card (our own card form for the built-in test provider).
 * An order that cannot be paid any more says where it stands and links to its confirmation.
 */
export function PaymentPage({
  order,
  countries,
  prepaidAccount = null,
  chosen = null,
}: {
  order: Order;
  countries: readonly Country[];
  prepaidAccount?: PrepaidAccountChoice | null;
  /** The way of paying chosen at the checkout, if any. */
  chosen?: PaymentChoice | null;
}) {
  const { t, culture } = useTranslation();
  const { basePath } = useSite();
  const [session, setSession] = useState<PaymentSession | null>(null);
  const confirmation = inApp(basePath, shopUrls.orderConfirmation(culture, order.Id));

  if (!order.CanPay)
    return (
      <div className="checkout-page payment-page">
        <h1>{t('Checkout.PaymentTitle')}</h1>
        <div className="notice notice--info" data-testid="order-not-payable">
          <p>{t('Orders.NotPayable')}</p>
          <p>
            {t('Checkout.OrderStatusIs', {
              number: order.Number,
              status: t(`Orders.Status.${order.Status}`),
            })}
          </p>
        </div>
        <a className="button button--primary" href={confirmation}>
          {t('Checkout.SeeOrder')}
        </a>
      </div>
    );

  return (
    <div className="checkout-page payment-page">
      <h1>{t('Checkout.PaymentTitle')}</h1>
      <p className="payment-page__order">{t('Checkout.OrderToPay', { number: order.Number })}</p>
      <div className="checkout-page__layout">
        <div className="checkout-form">
          {session === null ? (
            <MakePaymentForm
              order={order}
              prepaidAccount={prepaidAccount}
              chosen={chosen}
              onSession={setSession}
            />
          ) : session.Provider === 'test' ? (
            <TestCardForm session={session} order={order} countries={countries} />
          ) : (
            <AdyenDropIn session={session} order={order} onRetry={() => setSession(null)} />
          )}
        </div>
        <OrderSummary order={order} />
      </div>
    </div>
  );
}

/**
 * Spec 001 §4 "Make-payment": an invalid form (a prepaid account offered and no way of paying
 * chosen) scrolls to the top; otherwise the button shows its loading state while the server
 * opens the payment session.
 */
function MakePaymentForm({
  order,
  prepaidAccount,
  chosen,
  onSession,
}: {
  order: Order;
  prepaidAccount: PrepaidAccountChoice | null;
  chosen: PaymentChoice | null;
  onSession: (session: PaymentSession) => void;
}) {
  const { t, culture } = useTranslation();
  const api = useApi();
  const { revalidate } = useRevalidator();
  const navigate = useNavigate();
  const [method, setMethod] = useState<PaymentChoice | null>(prepaidAccount ? chosen : 'card');
  const [invalid, setInvalid] = useState(false);
  const [paying, setPaying] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const [attempt, setAttempt] = useState(0);
  const top = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (attempt > 0) top.current?.focus({ preventScroll: true });
  }, [attempt]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (paying) return;
    setMessages([]);
    if (method === null) {
      setInvalid(true);
      setAttempt((count) => count + 1);
      scrollToTop();
      return;
    }
    setPaying(true);
    try {
      const answer = await api.orders.makePayment(
        order.Id,
        prepaidAccount ? { UsePrepaidAccount: method === 'prepaid' } : {},
        culture,
      );
      // The prepaid account paid it all: nothing is left for a card.
      if ('Status' in answer) navigate(shopUrls.orderConfirmation(culture, order.Id));
      else onSession(answer);
    } catch (error) {
      setPaying(false);
      // No answer or the server's own failure: the error flow has said so.
      if (!isApiError(error) || error.status === 0 || (error.status >= 500 && error.status !== 503)) return;
      const listed = Object.values(error.problem?.errors ?? {}).flat();
      if (error.status === 503) setMessages(['Payment.Unavailable']);
      else setMessages(listed.length ? [...new Set(listed)] : ['Payment.FailedTryAgain']);
      setAttempt((count) => count + 1);
      // Paid or cancelled meanwhile: the page reads the order again and says where it stands.
      if (error.problem?.type === PROBLEM_TYPES.orderNotPayable) void revalidate();
    }
  }

  const choiceError = 'make-payment-method-error';
  return (
    <form className="make-payment" noValidate onSubmit={submit} aria-labelledby="make-payment-title">
      <div ref={top} tabIndex={-1} className="checkout-page__messages">
        {messages.length ? (
          <div className="notice notice--error" role="alert">
            {messages.map((message) => (
              <p key={message}>{translateMessage(message, t)}</p>
            ))}
          </div>
        ) : null}
        {invalid ? (
          <p className="notice notice--error" role="alert">
            {t('Checkout.FormErrors', { count: 1 })}
          </p>
        ) : null}
      </div>
      <h2 id="make-payment-title" className="checkout-section__title">
        {t('Checkout.AmountToPay')}{' '}
        <span className="make-payment__amount" data-testid="amount-to-pay">
          {order.AmountTaxInclHtml}
        </span>
      </h2>
      {prepaidAccount ? (
        <fieldset
          className={`checkout-choice form-field${invalid ? ' form-field--invalid' : ''}`}
          aria-describedby={invalid ? choiceError : undefined}
        >
          <legend>{t('Checkout.PaymentMethod')}</legend>
          <div className="form-check">
            <input
              type="radio"
              id="make-payment-card"
              name="PaymentMethod"
              checked={method === 'card'}
              onChange={() => {
                setMethod('card');
                setInvalid(false);
              }}
            />
            <label htmlFor="make-payment-card">{t('Checkout.PayByCard')}</label>
          </div>
          <div className="form-check">
            <input
              type="radio"
              id="make-payment-prepaid"
              name="PaymentMethod"
              checked={method === 'prepaid'}
              onChange={() => {
                setMethod('prepaid');
                setInvalid(false);
              }}
            />
            <label htmlFor="make-payment-prepaid">
              {t('Checkout.UsePrepaid', { balance: prepaidAccount.BalanceHtml })}
            </label>
          </div>
          {invalid ? (
            <span className="form-error" id={choiceError}>
              {t('Checkout.ChoosePaymentMethod')}
            </span>
          ) : null}
        </fieldset>
      ) : null}
      <button
        type="submit"
        className="button button--primary checkout-submit"
        disabled={paying}
        aria-busy={paying}
      >
        {paying ? (
          <>
            <span className="spinner spinner--small" aria-hidden="true" />
            {t('Checkout.Paying')}
          </>
        ) : (
          t('Checkout.Pay')
        )}
      </button>
    </form>
  );
}
