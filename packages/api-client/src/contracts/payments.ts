import { encodeMessage, luhn, MESSAGE_KEYS } from '@vitrine/validation';
import { z } from 'zod';

/** The providers a shop may be configured with (ADR 024). */
export const PAYMENT_PROVIDERS = ['test', 'adyen'] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];

/**
 * What the payment screen needs to open the provider's card drop-in (spec 001 §3 "Payment
 * session"): the provider's environment and public client key, and the session it created for
 * this payment. `AttemptId` names our own record of the try.
 */
export const PaymentSessionSchema = z
  .object({
    Environment: z.string(),
    ClientKey: z.string(),
    SessionId: z.string(),
    SessionData: z.string(),
    Provider: z.enum(PAYMENT_PROVIDERS),
    AttemptId: z.string(),
    /**
     * What the provider is asked for, formatted for the culture, when it is less than the order's
     * total: the rest once the customer's prepaid account paid its part.
     */
    AmountToPayHtml: z.string().optional(),
  })
  .meta({ id: 'PaymentSession' });
export type PaymentSession = z.infer<typeof PaymentSessionSchema>;

/** The make-payment answer when the prepaid account paid the whole order: nothing is left for a card. */
export const OrderPaidSchema = z
  .object({ Status: z.literal('paid'), OrderId: z.string(), PaidFromPrepaidHtml: z.string() })
  .meta({ id: 'OrderPaid' });
export type OrderPaid = z.infer<typeof OrderPaidSchema>;

/** POST .../makepayment: the provider's session for what is left to pay, or the order paid already. */
export const MakePaymentAnswerSchema = z.union([PaymentSessionSchema, OrderPaidSchema]);
export type MakePaymentAnswer = z.infer<typeof MakePaymentAnswerSchema>;

/** Its address: the session the built-in test provider created. */
export const TestPaymentSessionParamsSchema = z.object({
  sessionId: z.string().trim().min(1, 'Validation.Required').max(200, 'Validation.Invalid'),
});

/** The provider whose notification it is: a path parameter. */
export const PaymentProviderParamsSchema = z.object({
  provider: z.string().max(40, 'Validation.Invalid').meta({ example: 'adyen' }),
});

const required = (key: string, max: number) =>
  z.string({ error: key }).trim().min(1, key).max(max, encodeMessage(MESSAGE_KEYS.MaxLength, { max }));

const MONTH = /^(0?[1-9]|1[0-2])$/;
const YEAR = /^(\d{2}|\d{4})$/;

/** A month and year written as the card shows them (3 / 30, 03 / 2030) as a calendar year and month. */
function expiryOf(month: string, year: string): { year: number; month: number } | null {
  if (!MONTH.test(month) || !YEAR.test(year)) return null;
  return { month: Number(month), year: year.length === 2 ? 2000 + Number(year) : Number(year) };
}

/** A card is good until the last day of its expiry month. */
export function isCardExpired(month: string, year: string, now: Date = new Date()): boolean {
  const expiry = expiryOf(month, year);
  if (!expiry) return false;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return expiry.year * 12 + expiry.month < current;
}

const expiryPart = (pattern: RegExp) =>
  z
    .union([z.string(), z.number()], { error: 'Payment.ExpiryInvalid' })
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(pattern, 'Payment.ExpiryInvalid'));

/**
 * The built-in test provider's card form (spec 001 §5: "Card payment drop-in requires holder
 * name and billing address"): the holder, the card (Luhn-valid number, expiry not past, CVC)
 * and the billing address. Each field reports its own message key; no card number is ever
 * stored, only the outcome.
 */
export const TestCardPaymentBodySchema = z
  .object({
    HolderName: required('Payment.HolderNameRequired', 100),
    CardNumber: z
      .string({ error: 'Payment.CardNumberRequired' })
      .trim()
      .min(1, 'Payment.CardNumberRequired')
      .refine((value) => {
        if (!/^[\d -]+$/.test(value)) return false;
        const digits = value.replace(/\D/g, '');
        return digits.length >= 12 && digits.length <= 19 && luhn(digits);
      }, 'Payment.CardNumberInvalid')
      .transform((value) => value.replace(/\D/g, '')),
    ExpiryMonth: expiryPart(MONTH),
    ExpiryYear: expiryPart(YEAR),
    Cvc: z
      .string({ error: 'Payment.CvcInvalid' })
      .trim()
      .regex(/^\d{3,4}$/, 'Payment.CvcInvalid'),
    BillingStreet: required('Payment.BillingAddressRequired', 200),
    BillingPostalCode: required('Payment.BillingAddressRequired', 12),
    BillingCity: required('Payment.BillingAddressRequired', 100),
    BillingCountryId: z
      .string({ error: 'Payment.BillingAddressRequired' })
      .trim()
      .min(1, 'Payment.BillingAddressRequired')
      .regex(/^[A-Za-z]{2}$/, 'Shipping.CountryCode')
      .transform((code) => code.toUpperCase()),
  })
  .superRefine((body, context) => {
    if (typeof body.ExpiryMonth !== 'string' || typeof body.ExpiryYear !== 'string') return;
    if (isCardExpired(body.ExpiryMonth, body.ExpiryYear))
      context.addIssue({ code: 'custom', path: ['ExpiryYear'], message: 'Payment.ExpiryPast' });
  })
  .meta({ id: 'TestCardPaymentBody' });
export type TestCardPaymentBody = z.input<typeof TestCardPaymentBodySchema>;
export type TestCardPayment = z.output<typeof TestCardPaymentBodySchema>;

/**
 * What became of a payment on the test provider's page: the same outcome a provider's webhook
 * would have brought. `RefusalReason` is the provider's own word ("Refused"); the page shows
 * `Payment.Refused` in the shopper's language.
 */
export const TestCardPaymentResultSchema = z
  .object({
    Status: z.enum(['succeeded', 'failed']),
    OrderId: z.string(),
    RefusalReason: z.string().nullable(),
  })
  .meta({ id: 'TestCardPaymentResult' });
export type TestCardPaymentResult = z.infer<typeof TestCardPaymentResultSchema>;

/** The address a provider's webhook is configured with (its Customer Area), under the {app} base path. */
export const paymentNotificationsPath = (provider: PaymentProviderId) =>
  `/api/v1/payments/${encodeURIComponent(provider)}/notifications`;
