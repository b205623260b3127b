import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Country,
  type DeliveryAddressRequestBody,
  DeliveryAddressRequestBodySchema,
  type DeliveryAddressRequestInput,
  type DeliveryAddressRequestResult,
  type Order,
} from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { Modal } from '@vitrine/ui';
import { translateMessage } from '@vitrine/validation';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFetcher } from 'react-router';
import { CountryField, TextField } from '../checkout/checkout-fields';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';
import { useNotices } from '../notices/notices';

type FieldName = keyof DeliveryAddressRequestBody & string;

const FIELDS: readonly FieldName[] = [
  'FirstName',
  'LastName',
  'Company',
  'Street1',
  'HouseNumber',
  'BoxNumber',
  'PostalCode',
  'City',
  'CountryId',
  'Phone',
  'Comment',
];

/** The form as it opens: the address the order goes to now, for the customer to change. */
function startValues(order: Order): DeliveryAddressRequestBody {
  const address = order.ShippingAddress;
  return {
    FirstName: address.FirstName,
    LastName: address.LastName,
    Company: address.Company ?? '',
    Street1: address.Street1,
    HouseNumber: address.HouseNumber,
    BoxNumber: address.BoxNumber ?? '',
    PostalCode: address.PostalCode,
    City: address.City,
    CountryId: address.CountryId,
    Phone: address.Phone ?? '',
    Comment: '',
  };
}

/**
 * The order screen's change-delivery-address request (spec 001 §2, §4 "Delivery-address
 * request"): a modal with the delivery address form, posted as a form to `{app}/{culture}/sales/
 * order/ChangeDeliveryAddressRequest`. An error message closes the modal with an error notice; a
 * success message closes it, shows a notice and turns the trigger into a disabled 'email sent'
 * button. Field refusals stay beside their fields, in the modal.
 */
export function DeliveryAddressRequest({
  order,
  countries,
}: {
  order: Order;
  countries: readonly Country[];
}) {
  const { t, culture } = useTranslation();
  const { basePath } = useSite();
  const { notify } = useNotices();
  const fetcher = useFetcher<DeliveryAddressRequestResult>();
  const prefix = useId();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<DeliveryAddressRequestBody, unknown, DeliveryAddressRequestInput>({
    resolver: zodResolver(DeliveryAddressRequestBodySchema),
    defaultValues: startValues(order),
  });

  // Each opening starts from the order's address as it is.
  useEffect(() => {
    if (open) reset(startValues(order));
  }, [open, order, reset]);

  // The answer, once: a success or an error closes the modal; field refusals keep it open.
  const handled = useRef<DeliveryAddressRequestResult | null>(null);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    if (result.Success) {
      setOpen(false);
      setSent(true);
      notify({ kind: 'success', message: result.SuccessMessage });
      return;
    }
    const fieldErrors = Object.entries(result.FieldErrors ?? {}).filter(([name]) =>
      (FIELDS as readonly string[]).includes(name),
    );
    if (fieldErrors.length) {
      for (const [name, list] of fieldErrors)
        if (list[0]) setError(name as FieldName, { type: 'server', message: list[0] });
      return;
    }
    setOpen(false);
    notify({ kind: 'error', message: result.ErrorMessage });
  }, [fetcher.state, fetcher.data, notify, setError]);

  const send = (values: DeliveryAddressRequestInput) => {
    const form = new FormData();
    form.set('OrderId', order.Id);
    for (const name of FIELDS) {
      const value = values[name];
      if (value) form.set(name, value);
    }
    void fetcher.submit(form, {
      method: 'post',
      action: inApp(basePath, shopUrls.changeDeliveryAddressRequest(culture)),
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    void handleSubmit(send)(event);
  };

  const busy = fetcher.state !== 'idle';
  const id = (name: string) => `${prefix}-${name}`;
  const field = (
    name: FieldName,
    label: string,
    options: { required?: boolean; wide?: boolean; autoComplete?: string; tel?: boolean } = {},
  ) => (
    <TextField
      name={name}
      id={id(name)}
      label={t(label)}
      required={options.required ?? false}
      autoComplete={options.autoComplete}
      {...(options.tel ? { type: 'tel', inputMode: 'tel' as const } : {})}
      className={options.wide ? 'checkout-grid__wide' : undefined}
      error={errors[name]?.message}
      registration={register(name)}
    />
  );

  if (sent)
    return (
      <button type="button" className="button button--secondary order-screen__address-request" disabled>
        {t('Orders.AddressRequest.EmailSent')}
      </button>
    );

  return (
    <>
      <button
        type="button"
        className="button button--secondary order-screen__address-request"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('Orders.AddressRequest.Open')}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('Orders.AddressRequest.Title')}
        closeLabel={t('Core.Close')}
        className="address-modal"
      >
        <form
          className="address-form"
          method="post"
          noValidate
          onSubmit={onSubmit}
          aria-label={t('Orders.AddressRequest.Title')}
        >
          <p>{t('Orders.AddressRequest.Intro')}</p>
          <div className="checkout-grid">
            {field('FirstName', 'Checkout.FirstName', { required: true, autoComplete: 'given-name' })}
            {field('LastName', 'Checkout.LastName', { required: true, autoComplete: 'family-name' })}
            {field('Company', 'Checkout.Company', { wide: true, autoComplete: 'organization' })}
            {field('Street1', 'Checkout.Street', {
              required: true,
              wide: true,
              autoComplete: 'address-line1',
            })}
            {field('HouseNumber', 'Checkout.HouseNumber', { required: true })}
            {field('BoxNumber', 'Checkout.BoxNumber')}
            {field('PostalCode', 'Checkout.PostalCode', { required: true, autoComplete: 'postal-code' })}
            {field('City', 'Checkout.City', { required: true, autoComplete: 'address-level2' })}
            <CountryField
              name="CountryId"
              id={id('CountryId')}
              label={t('Checkout.Country')}
              autoComplete="country"
              className="checkout-grid__wide"
              countries={countries}
              error={errors.CountryId?.message}
              registration={register('CountryId')}
            />
            {field('Phone', 'Checkout.Phone', { wide: true, autoComplete: 'tel', tel: true })}
            <div className={`form-field checkout-grid__wide${errors.Comment ? ' form-field--invalid' : ''}`}>
              <label htmlFor={id('Comment')}>
                {t('Orders.AddressRequest.Comment')}{' '}
                <span className="form-optional">{t('Checkout.Optional')}</span>
              </label>
              <textarea
                id={id('Comment')}
                rows={3}
                maxLength={1000}
                aria-invalid={errors.Comment ? true : undefined}
                aria-describedby={errors.Comment ? id('Comment-error') : undefined}
                {...register('Comment')}
              />
              {errors.Comment?.message ? (
                <span className="form-error" id={id('Comment-error')}>
                  {translateMessage(errors.Comment.message, t)}
                </span>
              ) : null}
            </div>
          </div>
          <div className="address-form__actions">
            <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
              {t('Addresses.Cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
              {busy ? (
                <>
                  <span className="spinner spinner--small" aria-hidden="true" />
                  {t('Orders.AddressRequest.Sending')}
                </>
              ) : (
                t('Orders.AddressRequest.Submit')
              )}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
