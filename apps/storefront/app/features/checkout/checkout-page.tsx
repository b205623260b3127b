import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BirthListCartDelivery,
  isApiError,
  type PlaceOrder,
  type PlaceOrderBody,
  PlaceOrderBodySchema,
  type ShoppingCart,
} from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import type { Translate } from '@vitrine/i18n';
import { BlockingLoader } from '@vitrine/ui';
import { translateMessage } from '@vitrine/validation';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useNavigate, useRevalidator } from 'react-router';
import { useApi } from '../../lib/api-context';
import { announceCartChanged, announceTaxCountryChanged } from '../../lib/cart-events';
import { refusalMessages } from '../cart/cart-problem';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';
import { CountryField, fieldId, TextField } from './checkout-fields';
import {
  type AddressFieldNames,
  BILLING_FIELDS,
  type CheckoutField,
  cartCountries,
  checkoutDefaults,
  FIELD_LABELS,
  FORM_FIELDS,
  orderBody,
  SHIPPING_FIELDS,
} from './checkout-form-fields';
import { checkoutRefusal } from './checkout-problem';
import { CheckoutShippingMethods } from './checkout-shipping-methods';
import { CheckoutSummary } from './checkout-summary';
import { useIdempotencyKey } from './idempotency-key';
import { type PaymentChoice, type PrepaidAccountChoice, paymentAddress } from './payment-page';
import { scrollToTop } from './scroll-to-top';
import { type AddressBook, useAddressBook } from './use-address-book';

/** Where the VAT number's check stands; the form group's style follows it (spec 001 §4 "VAT validity"). */
type VatCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'valid' }
  | { state: 'invalid'; message: string }
  | { state: 'unknown'; message: string };

/**
 * The one-step checkout (spec 001 §2 "One-step checkout", §3 "Address fields", §4 "Checkout
 * submit" and "VAT validity"). The form is checked with the server's own schema; an invalid one
 * scrolls to the top where the list of errors links to each field, a valid one puts the button in
 * its loading state and places the order once per idempotency key. Changing the billing or
 * shipping country or the "same address" toggle prices the cart for those countries (the
 * server's `setCountry`), as does choosing a delivery method: each answer is the cart the summary
 * shows, so the total sent as `ExpectedTotal` is the one on screen.
 */
export function CheckoutPage({
  initial,
  addressBook = null,
  parents = null,
  prepaidAccount = null,
}: {
  initial: ShoppingCart;
  /** A signed-in customer's saved addresses, for the billing and delivery pickers. */
  addressBook?: AddressBook | null;
  /** The cart's gifts may go to their birth list's parents (whose address the page never has). */
  parents?: BirthListCartDelivery | null;
  /** A signed-in customer's prepaid account with money on it: the order may be paid from it. */
  prepaidAccount?: PrepaidAccountChoice | null;
}) {
  const { t, culture } = useTranslation();
  const { basePath, user } = useSite();
  const api = useApi();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const idempotency = useIdempotencyKey();
  const [cart, setCart] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const [errorList, setErrorList] = useState(false);
  // Spec 001 §2 one-step checkout "prepaid account choice": carried to the make-payment form.
  const [payWith, setPayWith] = useState<PaymentChoice>('card');
  const [vat, setVat] = useState<VatCheck>(initial.VatNumber ? { state: 'valid' } : { state: 'idle' });
  // Bumped on every refused or invalid submit: the top of the form takes the focus once rendered.
  const [attempt, setAttempt] = useState(0);
  const cartRef = useRef(cart);
  const running = useRef(false);
  const placing = useRef(false);
  // The last number checked (with its country) and what the register said of it.
  const vatChecked = useRef<{ key: string; validity: boolean | null }>(
    initial.VatNumber
      ? { key: `${cartCountries(initial).billing}:${initial.VatNumber}`, validity: true }
      : { key: '', validity: null },
  );
  const top = useRef<HTMLDivElement>(null);

  const {
    register,
    handleSubmit,
    watch,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<PlaceOrderBody, unknown, PlaceOrder>({
    resolver: zodResolver(PlaceOrderBodySchema),
    defaultValues: checkoutDefaults(initial, user),
    // The page scrolls to the top and the list of errors takes the focus instead.
    shouldFocusError: false,
  });
  const company = watch('AccountType') === 'Company';
  const same = watch('SameAddressForShipping');
  const toParents = (parents?.Offered && watch('DeliverToBirthList')) === true;
  const saved = useAddressBook({
    book: addressBook,
    form: { watch, getValues, setValue, clearErrors },
    countries: cart.ShippingCountries ?? [],
    onCountries: () => priceForCountries(),
    onVat: () => void checkVat(),
  });

  // New page data (a revalidation after a VAT check, a navigation back) replaces the cart shown.
  useEffect(() => {
    cartRef.current = initial;
    setCart(initial);
  }, [initial]);

  useEffect(() => {
    if (attempt > 0) top.current?.focus({ preventScroll: true });
  }, [attempt]);

  function show(next: ShoppingCart) {
    const before = cartRef.current;
    cartRef.current = next;
    setCart(next);
    announceCartChanged(next);
    if (next.TaxCountryCode && next.TaxCountryCode !== before.TaxCountryCode)
      // This page shows the re-priced cart already: the other pages' follower must not reload it.
      announceTaxCountryChanged(
        { country: next.TaxCountryCode, freeShipping: next.FreeShipping ?? false },
        { fromCartPage: true },
      );
  }

  /** The form's countries back to those the cart is priced for (a refused change, another tab's). */
  function alignCountries(next: ShoppingCart) {
    const { shipping, billing, same: together } = cartCountries(next);
    setValue('BillingCountry', billing);
    if (!together) setValue('SameAddressForShipping', false);
    setValue('ShippingCountryId', shipping);
  }

  /** One cart call at a time, under the blocking loader; a refusal is shown and the cart read again. */
  async function run(call: () => Promise<ShoppingCart>) {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      show(await call());
      setMessages([]);
    } catch (error) {
      const refused = refusalMessages(error);
      if (refused) setMessages(refused);
      const fresh = await api.cart.shoppingCart(culture).catch(() => null);
      if (fresh) {
        show(fresh);
        alignCountries(fresh);
      }
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  /** Spec 001 7.38: the cart is priced for the delivery country, and the billing one when it differs. */
  function priceForCountries() {
    const values = getValues();
    const shipping =
      values.DeliverToBirthList && parents?.CountryId
        ? parents.CountryId
        : values.SameAddressForShipping
          ? values.BillingCountry
          : (values.ShippingCountryId ?? '');
    const billing = values.BillingCountry === shipping ? null : values.BillingCountry;
    void run(() => api.shipping.setCountry(shipping, billing, culture));
  }

  /**
   * Spec 001 §4 "VAT validity": the number is checked when the field is left changed; the group
   * shows a success or error style; when the validity changed (and was and is not both unknown)
   * the page's data is read again in place, since a valid number may change the prices.
   */
  async function checkVat() {
    const { BillingVAT, BillingCountry } = getValues();
    const number = (BillingVAT ?? '').trim();
    const key = `${BillingCountry}:${number}`;
    if (key === vatChecked.current.key) return;
    vatChecked.current = { ...vatChecked.current, key };
    if (!number) {
      setVat({ state: 'idle' });
      settleVat(null);
      return;
    }
    setVat({ state: 'checking' });
    try {
      const answer = await api.vat.validateVAT({
        countryId: BillingCountry,
        VAT: number,
        customerId: user?.UserId,
      });
      if (vatChecked.current.key !== key) return;
      const validity = answer.IsVATValidWebService;
      if (validity === true) setVat({ state: 'valid' });
      else
        setVat({
          state: validity === false ? 'invalid' : 'unknown',
          message: answer.ErrorMessage ?? 'Validation.VatNumber',
        });
      settleVat(validity);
    } catch (error) {
      if (vatChecked.current.key !== key) return;
      // Not checked: the next time the field is left, it is asked again.
      vatChecked.current = { ...vatChecked.current, key: '' };
      const refused = isApiError(error) ? Object.values(error.problem?.errors ?? {}).flat() : [];
      if (isApiError(error) && error.status === 400)
        setVat({ state: 'invalid', message: refused[0] ?? 'Validation.VatNumber' });
      else
        setVat({
          state: 'unknown',
          message: isApiError(error) && error.status === 429 ? 'Cart.TooManyChanges' : 'Core.Error',
        });
    }
  }

  function settleVat(validity: boolean | null) {
    const before = vatChecked.current.validity;
    vatChecked.current = { ...vatChecked.current, validity };
    if (before !== validity) void revalidate();
  }

  function showProblems() {
    setAttempt((count) => count + 1);
    scrollToTop();
  }

  const onValid = async (values: PlaceOrder) => {
    if (placing.current) return;
    placing.current = true;
    setSubmitting(true);
    setMessages([]);
    setErrorList(false);
    const body = orderBody(values, cartRef.current.AmountTaxIncl);
    try {
      const placed = await api.orders.placeOrder(body, idempotency.keyFor(body), culture);
      // The server emptied the cart: the header shows it.
      announceCartChanged();
      navigate(
        placed.Order.CanPay
          ? paymentAddress(shopUrls.payment(culture, placed.OrderId), prepaidAccount ? payWith : null)
          : shopUrls.orderConfirmation(culture, placed.OrderId),
      );
    } catch (error) {
      placing.current = false;
      setSubmitting(false);
      const refusal = checkoutRefusal(error, FORM_FIELDS);
      // No answer or a failure: the error flow said so, and a retry sends the same key.
      if (!refusal) return;
      if (refusal.newKey) idempotency.forget();
      for (const [name, list] of Object.entries(refusal.fields))
        setError(name as CheckoutField, { type: 'server', message: list[0] });
      setErrorList(Object.keys(refusal.fields).length > 0);
      setMessages(refusal.messages);
      showProblems();
      if (refusal.rereadCart) {
        const fresh = await api.cart.shoppingCart(culture).catch(() => null);
        if (fresh) {
          show(fresh);
          alignCountries(fresh);
        }
      }
    }
  };

  const onSubmit = handleSubmit(onValid, () => {
    setMessages([]);
    setErrorList(true);
    showProblems();
  });

  const countries = cart.ShippingCountries ?? [];
  const catalogUrl = inApp(basePath, shopUrls.catalog(culture));
  const listed = errorList ? listErrors(errors) : [];
  const vatStatusId = `${fieldId('BillingVAT')}-status`;

  return (
    <div className="checkout-page" aria-busy={busy || submitting}>
      <h1>{t('Checkout.Title')}</h1>
      <div className="checkout-page__messages" ref={top} tabIndex={-1}>
        {messages.length ? (
          <div className="notice notice--error" role="alert" data-testid="checkout-refusal">
            {messages.map((message) => (
              <p key={message}>{translateMessage(message, t)}</p>
            ))}
          </div>
        ) : null}
        {listed.length ? (
          <div className="notice notice--error checkout-errors" role="alert">
            <p className="checkout-errors__title">{t('Checkout.FormErrors', { count: listed.length })}</p>
            <ul>
              {listed.map(({ name, message }) => (
                <li key={name}>
                  <a href={`#${fieldId(name)}`} onClick={focusField(name)}>
                    {t('Checkout.FieldError', {
                      field: labelOf(name, t),
                      message: translateMessage(message, t),
                    })}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {cart.Items.length === 0 ? (
        <div className="cart-empty">
          <p className="cart-empty__title">{t('Cart.Empty')}</p>
          <p>{t('Cart.EmptyText')}</p>
          <a className="button button--primary" href={catalogUrl}>
            {t('Cart.BrowseCatalog')}
          </a>
        </div>
      ) : (
        <form
          className="checkout-page__layout"
          noValidate
          onSubmit={onSubmit}
          aria-label={t('Checkout.Title')}
        >
          <div className="checkout-form">
            <fieldset className="checkout-section">
              <legend className="checkout-section__legend">
                <h2 className="checkout-section__title">{t('Checkout.Contact')}</h2>
              </legend>
              <TextField
                name="Email"
                label={t('Checkout.Email')}
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                error={errors.Email?.message}
                registration={register('Email')}
              />
              <fieldset className="checkout-choice">
                <legend>{t('Checkout.AccountType')}</legend>
                <div className="form-check">
                  <input
                    type="radio"
                    id={fieldId('AccountType-Private')}
                    value="Private"
                    {...register('AccountType')}
                  />
                  <label htmlFor={fieldId('AccountType-Private')}>{t('Checkout.AccountPrivate')}</label>
                </div>
                <div className="form-check">
                  <input
                    type="radio"
                    id={fieldId('AccountType-Company')}
                    value="Company"
                    aria-controls={fieldId('company')}
                    {...register('AccountType')}
                  />
                  <label htmlFor={fieldId('AccountType-Company')}>{t('Checkout.AccountCompany')}</label>
                </div>
              </fieldset>
              <div id={fieldId('company')} className="checkout-grid" hidden={!company}>
                <TextField
                  name="BillingCompany"
                  label={t('Checkout.Company')}
                  autoComplete="billing organization"
                  required
                  className="checkout-grid__wide"
                  error={errors.BillingCompany?.message}
                  registration={register('BillingCompany')}
                />
                <TextField
                  name="BillingVAT"
                  label={t('Checkout.VatNumber')}
                  autoComplete="off"
                  className={`checkout-grid__wide${vatGroupClass(vat)}`}
                  error={errors.BillingVAT?.message}
                  invalid={vat.state === 'invalid'}
                  describedBy={vat.state === 'idle' ? `${fieldId('BillingVAT')}-hint` : vatStatusId}
                  registration={register('BillingVAT', {
                    onBlur: () => void checkVat(),
                  })}
                >
                  {vat.state === 'idle' ? (
                    <p className="form-hint" id={`${fieldId('BillingVAT')}-hint`}>
                      {t('Checkout.VatHint')}
                    </p>
                  ) : (
                    <p className={`checkout-vat checkout-vat--${vat.state}`} id={vatStatusId} role="status">
                      {vatText(vat, t)}
                    </p>
                  )}
                </TextField>
              </div>
            </fieldset>

            <fieldset className="checkout-section">
              <legend className="checkout-section__legend">
                <h2 className="checkout-section__title">{t('Checkout.BillingAddress')}</h2>
              </legend>
              {saved.billingPicker}
              {/* A saved address chosen, its fields stay in the form as hidden inputs. */}
              <div className="checkout-typed-address" hidden={saved.billingChosen}>
                <AddressFields
                  names={BILLING_FIELDS}
                  section="billing"
                  errors={errors}
                  register={register}
                  countries={countries}
                  onCountry={() => {
                    priceForCountries();
                    if (getValues('AccountType') === 'Company') void checkVat();
                  }}
                />
                <TextField
                  name="BillingPhone"
                  label={t('Checkout.Phone')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="billing tel"
                  error={errors.BillingPhone?.message}
                  registration={register('BillingPhone')}
                />
              </div>
            </fieldset>

            {parents?.Offered ? (
              <div className="form-check checkout-parents">
                <input
                  type="checkbox"
                  id={fieldId('DeliverToBirthList')}
                  aria-describedby={`${fieldId('DeliverToBirthList')}-hint`}
                  {...register('DeliverToBirthList', {
                    onChange: (event: { target: { checked: boolean } }) => {
                      // The parents' address is the shipping one: nothing to type for it.
                      if (event.target.checked) setValue('SameAddressForShipping', true);
                      priceForCountries();
                    },
                  })}
                />
                <label htmlFor={fieldId('DeliverToBirthList')}>
                  {t('BirthList.DeliverToParents', { title: parents.Title ?? '' })}
                </label>
                <p className="form-hint" id={`${fieldId('DeliverToBirthList')}-hint`}>
                  {t('BirthList.DeliverToParentsHint')}
                </p>
              </div>
            ) : null}

            <div className="form-check checkout-same-address" hidden={toParents}>
              <input
                type="checkbox"
                id={fieldId('SameAddressForShipping')}
                aria-controls={fieldId('shipping-address')}
                {...register('SameAddressForShipping', {
                  onChange: (event: { target: { checked: boolean } }) => {
                    // Delivered elsewhere: it starts from the billing country until the shopper picks another.
                    if (!event.target.checked) setValue('ShippingCountryId', getValues('BillingCountry'));
                    priceForCountries();
                  },
                })}
              />
              <label htmlFor={fieldId('SameAddressForShipping')}>{t('Checkout.SameAddress')}</label>
            </div>

            <fieldset
              className="checkout-section"
              id={fieldId('shipping-address')}
              hidden={same || toParents}
            >
              <legend className="checkout-section__legend">
                <h2 className="checkout-section__title">{t('Checkout.ShippingAddress')}</h2>
              </legend>
              {saved.deliveryPicker}
              <div className="checkout-typed-address" hidden={saved.shippingChosen}>
                <AddressFields
                  names={SHIPPING_FIELDS}
                  section="shipping"
                  errors={errors}
                  register={register}
                  countries={countries}
                  onCountry={priceForCountries}
                />
              </div>
            </fieldset>

            <CheckoutShippingMethods
              cart={cart}
              onChoose={(methodId) => void run(() => api.shipping.setShippingMethod(methodId, culture))}
              readForm={getValues}
              onPickupPoint={(point) => void run(() => api.pickupPoints.choose(point, culture))}
            />
          </div>

          <CheckoutSummary cart={cart}>
            {prepaidAccount ? (
              <fieldset className="checkout-choice form-field">
                <legend>{t('Checkout.PaymentMethod')}</legend>
                <div className="form-check">
                  <input
                    type="radio"
                    id={fieldId('pay-card')}
                    name="PaymentChoice"
                    checked={payWith === 'card'}
                    onChange={() => setPayWith('card')}
                  />
                  <label htmlFor={fieldId('pay-card')}>{t('Checkout.PayByCard')}</label>
                </div>
                <div className="form-check">
                  <input
                    type="radio"
                    id={fieldId('pay-prepaid')}
                    name="PaymentChoice"
                    checked={payWith === 'prepaid'}
                    onChange={() => setPayWith('prepaid')}
                  />
                  <label htmlFor={fieldId('pay-prepaid')}>
                    {t('Checkout.UsePrepaid', { balance: prepaidAccount.BalanceHtml })}
                  </label>
                </div>
              </fieldset>
            ) : null}
            <button
              type="submit"
              className="button button--primary checkout-submit"
              disabled={submitting}
              aria-busy={submitting}
            >
              {submitting ? (
                <>
                  <span className="spinner spinner--small" aria-hidden="true" />
                  {t('Checkout.Submitting')}
                </>
              ) : (
                t('Checkout.Submit')
              )}
            </button>
            <a
              className="button button--link checkout-summary__back"
              href={inApp(basePath, shopUrls.cart(culture))}
            >
              {t('Checkout.BackToCart')}
            </a>
          </CheckoutSummary>
        </form>
      )}
      {saved.modals}
      <BlockingLoader label={t('Cart.Updating')} active={busy} />
    </div>
  );
}

type Register = ReturnType<typeof useForm<PlaceOrderBody, unknown, PlaceOrder>>['register'];

/** An address block (billing or shipping): the same fields under their own names and autocomplete section. */
function AddressFields({
  names,
  section,
  errors,
  register,
  countries,
  onCountry,
}: {
  names: AddressFieldNames;
  section: 'billing' | 'shipping';
  errors: FieldErrors<PlaceOrderBody>;
  register: Register;
  countries: NonNullable<ShoppingCart['ShippingCountries']>;
  onCountry: () => void;
}) {
  const { t } = useTranslation();
  const error = (name: CheckoutField) => errors[name]?.message;
  return (
    <div className="checkout-grid">
      <TextField
        name={names.FirstName}
        label={t('Checkout.FirstName')}
        autoComplete={`${section} given-name`}
        required
        error={error(names.FirstName)}
        registration={register(names.FirstName)}
      />
      <TextField
        name={names.LastName}
        label={t('Checkout.LastName')}
        autoComplete={`${section} family-name`}
        required
        error={error(names.LastName)}
        registration={register(names.LastName)}
      />
      <TextField
        name={names.Street1}
        label={t('Checkout.Street')}
        autoComplete={`${section} address-line1`}
        required
        className="checkout-grid__wide"
        error={error(names.Street1)}
        registration={register(names.Street1)}
      />
      <TextField
        name={names.HouseNumber}
        label={t('Checkout.HouseNumber')}
        required
        error={error(names.HouseNumber)}
        registration={register(names.HouseNumber)}
      />
      <TextField
        name={names.BoxNumber}
        label={t('Checkout.BoxNumber')}
        error={error(names.BoxNumber)}
        registration={register(names.BoxNumber)}
      />
      <TextField
        name={names.PostalCode}
        label={t('Checkout.PostalCode')}
        autoComplete={`${section} postal-code`}
        required
        error={error(names.PostalCode)}
        registration={register(names.PostalCode)}
      />
      <TextField
        name={names.City}
        label={t('Checkout.City')}
        autoComplete={`${section} address-level2`}
        required
        error={error(names.City)}
        registration={register(names.City)}
      />
      <CountryField
        name={names.Country}
        label={t('Checkout.Country')}
        autoComplete={`${section} country`}
        className="checkout-grid__wide"
        countries={countries}
        error={error(names.Country)}
        registration={register(names.Country, { onChange: onCountry })}
      />
    </div>
  );
}

function listErrors(errors: FieldErrors<PlaceOrderBody>) {
  return FIELD_LABELS.flatMap(([name]) => {
    const message = errors[name]?.message;
    return message ? [{ name, message }] : [];
  });
}

function labelOf(name: CheckoutField, t: Translate) {
  const key = FIELD_LABELS.find(([field]) => field === name)?.[1] ?? name;
  return name.startsWith('Shipping') ? `${t(key)} (${t('Checkout.ShippingAddress')})` : t(key);
}

/** A link of the error list puts the focus in its field (which scrolls it into view). */
function focusField(name: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const field = document.getElementById(fieldId(name));
    if (!field) return;
    event.preventDefault();
    field.focus();
  };
}

function vatGroupClass(vat: VatCheck) {
  if (vat.state === 'valid') return ' form-field--valid';
  if (vat.state === 'invalid') return ' form-field--invalid';
  return '';
}

function vatText(vat: VatCheck, t: Translate) {
  if (vat.state === 'checking') return t('Checkout.VatChecking');
  if (vat.state === 'valid') return t('Checkout.VatValid');
  if (vat.state === 'invalid' || vat.state === 'unknown') return translateMessage(vat.message, t);
  return '';
}
