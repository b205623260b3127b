import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Country,
  isApiError,
  type Order,
  type PaymentSession,
  type TestCardPayment,
  type TestCardPaymentBody,
  TestCardPaymentBodySchema,
} from '@vitrine/api-client';
import { shopUrls } from '@vitrine/api-client/urls';
import { translateMessage } from '@vitrine/validation';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useApi } from '../../lib/api-context';
import { useTranslation } from '../i18n/translation-context';
import { CountryField, TextField } from './checkout-fields';

type CardField = keyof TestCardPaymentBody & string;

/** The order's billing address, as the card's: the shopper changes it only when the card's differs. */
function cardDefaults(order: Order): TestCardPaymentBody {
  const address = order.BillingAddress;
  const street = [address.Street1, address.HouseNumber].filter(Boolean).join(' ');
  return {
    HolderName: '',
    CardNumber: '',
    ExpiryMonth: '',
    ExpiryYear: '',
    Cvc: '',
    BillingStreet: address.BoxNumber ? `${street} / ${address.BoxNumber}` : street,
    BillingPostalCode: address.PostalCode,
    BillingCity: address.City,
    BillingCountryId: address.CountryId,
  };
}

const CARD_FIELDS: ReadonlySet<string> = new Set<CardField>([
  'HolderName',
  'CardNumber',
  'ExpiryMonth',
  'ExpiryYear',
  'Cvc',
  'BillingStreet',
  'BillingPostalCode',
  'BillingCity',
  'BillingCountryId',
]);

/**
 * The built-in test provider's card drop-in (spec 001 §2 "payment screen with a card payment
 * drop-in", §5 "requires holder name and billing address"): the card with the autocomplete
 * tokens browsers fill cards with, and its billing address, prefilled from the order. Checked
 * with the server's schema; an authorised card goes to the confirmation, a refused one says so
 * and the form stays for another card.
 */
export function TestCardForm({
  session,
  order,
  countries,
}: {
  session: PaymentSession;
  order: Order;
  countries: readonly Country[];
}) {
  const { t, culture } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const sending = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TestCardPaymentBody, unknown, TestCardPayment>({
    resolver: zodResolver(TestCardPaymentBodySchema),
    defaultValues: cardDefaults(order),
  });
  const error = (name: CardField) => errors[name]?.message;
  // The order's own country stays choosable even if the shop no longer delivers there.
  const countryChoices = countries.some((country) => country.Code === order.BillingAddress.CountryId)
    ? countries
    : [
        { Code: order.BillingAddress.CountryId, Name: order.BillingAddress.CountryName, HasPlaces: false },
        ...countries,
      ];

  const onValid = async (card: TestCardPayment) => {
    if (sending.current) return;
    sending.current = true;
    setPaying(true);
    setMessage(null);
    try {
      const result = await api.payments.payWithTestCard(session.SessionId, card);
      if (result.Status === 'succeeded') {
        navigate(shopUrls.orderConfirmation(culture, order.Id));
        return;
      }
      setMessage('Payment.Refused');
    } catch (failure) {
      if (isApiError(failure) && failure.status === 400) {
        const problems = failure.problem?.errors ?? {};
        for (const [name, list] of Object.entries(problems))
          if (CARD_FIELDS.has(name)) setError(name as CardField, { type: 'server', message: list[0] });
        const other = Object.entries(problems).find(([name]) => !CARD_FIELDS.has(name));
        if (other) setMessage(other[1][0] ?? 'Payment.FailedTryAgain');
      } else if (isApiError(failure) && failure.status === 409) {
        // Paid already (another tab): the confirmation says so.
        navigate(shopUrls.orderConfirmation(culture, order.Id));
        return;
      } else if (isApiError(failure) && failure.status === 429) setMessage('Cart.TooManyChanges');
      else if (isApiError(failure) && failure.status === 404) setMessage('Payment.FailedTryAgain');
    }
    sending.current = false;
    setPaying(false);
  };

  return (
    <form className="card-form" noValidate onSubmit={handleSubmit(onValid)} aria-labelledby="card-form-title">
      <h2 id="card-form-title" className="checkout-section__title">
        {t('Checkout.CardTitle')}
      </h2>
      <p className="notice notice--info">{t('Payment.TestModeNotice')}</p>
      <div role="alert">
        {message ? (
          <p className="notice notice--error" data-testid="payment-refused">
            {translateMessage(message, t)}
          </p>
        ) : null}
      </div>
      <div className="checkout-grid">
        <TextField
          name="HolderName"
          label={t('Payment.HolderName')}
          autoComplete="cc-name"
          required
          className="checkout-grid__wide"
          error={error('HolderName')}
          registration={register('HolderName')}
        />
        <TextField
          name="CardNumber"
          label={t('Payment.CardNumber')}
          inputMode="numeric"
          autoComplete="cc-number"
          required
          className="checkout-grid__wide"
          error={error('CardNumber')}
          registration={register('CardNumber')}
        />
        <TextField
          name="ExpiryMonth"
          label={t('Payment.ExpiryMonth')}
          inputMode="numeric"
          autoComplete="cc-exp-month"
          required
          error={error('ExpiryMonth')}
          registration={register('ExpiryMonth')}
        />
        <TextField
          name="ExpiryYear"
          label={t('Payment.ExpiryYear')}
          inputMode="numeric"
          autoComplete="cc-exp-year"
          required
          error={error('ExpiryYear')}
          registration={register('ExpiryYear')}
        />
        <TextField
          name="Cvc"
          label={t('Payment.Cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          error={error('Cvc')}
          registration={register('Cvc')}
        />
      </div>
      <fieldset className="checkout-section">
        <legend className="checkout-section__legend">
          <h3 className="checkout-section__subtitle">{t('Payment.BillingAddress')}</h3>
        </legend>
        <div className="checkout-grid">
          <TextField
            name="BillingStreet"
            label={t('Payment.BillingStreet')}
            autoComplete="billing address-line1"
            required
            className="checkout-grid__wide"
            error={error('BillingStreet')}
            registration={register('BillingStreet')}
          />
          <TextField
            name="BillingPostalCode"
            label={t('Checkout.PostalCode')}
            autoComplete="billing postal-code"
            required
            error={error('BillingPostalCode')}
            registration={register('BillingPostalCode')}
          />
          <TextField
            name="BillingCity"
            label={t('Checkout.City')}
            autoComplete="billing address-level2"
            required
            error={error('BillingCity')}
            registration={register('BillingCity')}
          />
          <CountryField
            name="BillingCountryId"
            label={t('Checkout.Country')}
            autoComplete="billing country"
            className="checkout-grid__wide"
            countries={countryChoices}
            error={error('BillingCountryId')}
            registration={register('BillingCountryId')}
          />
        </div>
      </fieldset>
      <button
        type="submit"
        className="button button--primary checkout-submit"
        disabled={paying}
        aria-busy={paying}
      >
        {paying ? (
          <>
            <span className="spinner spinner--small" aria-hidden="true" />
            {t('Checkout.PayingNow')}
          </>
        ) : (
          t('Payment.Pay', { amount: session.AmountToPayHtml ?? order.AmountTaxInclHtml })
        )}
      </button>
    </form>
  );
}
