import { type PaymentProviderId, PROBLEM_TYPES } from '@vitrine/api-client';
import type { Money } from '@vitrine/money';
import { DomainError } from '../../lib/domain-errors';

/** The request headers as a provider's webhook delivered them (Node's shape). */
export type NotificationHeaders = Readonly<Record<string, string | string[] | undefined>>;

export interface SessionRequest {
  /** Ours, unique per attempt: the provider's idempotency key and the reference its notifications carry. */
  readonly merchantReference: string;
  readonly amount: Money;
  /** ISO 3166-1 alpha-2: which payment methods the drop-in offers. */
  readonly countryCode: string;
  readonly shopperEmail: string;
  /** A locale as the provider reads it: fr-BE, nl-NL. */
  readonly shopperLocale: string;
  /** Where the shopper comes back after a payment method that leaves our page (3-D Secure, a bank). */
  readonly returnUrl: string;
}

export interface ProviderSession {
  readonly sessionId: string;
  readonly sessionData: string;
}

/** A refund of (part of) a payment the provider took. */
export interface RefundCall {
  /** The provider's reference of the payment that is refunded. */
  readonly pspReference: string;
  /** Ours, unique per refund: the provider's idempotency key, so a retry refunds once. */
  readonly merchantReference: string;
  readonly amount: Money;
}

/** The provider took the refund: its own reference of it. */
export interface ProviderRefund {
  readonly reference: string;
}

/** One event a provider told us about, in our words; `eventKey` is the provider's own identity of it. */
export interface NotificationItem {
  readonly eventKey: string;
  readonly merchantReference: string;
  readonly pspReference: string;
  readonly eventCode: 'AUTHORISATION' | (string & {});
  readonly success: boolean;
  readonly amount: Money;
  /** The provider's reason for a refusal, as it wrote it; null when it gave none. */
  readonly reason: string | null;
  /** The event as the provider sent it, kept with the event for staff and audits. */
  readonly payload: Readonly<Record<string, unknown>>;
}

/**
 * A payment service provider behind one interface (ADR 011, ADR 024), as Medusa's payment
 * providers are: it opens a session the shopper's drop-in pays in, tells the drop-in where it
 * runs, and reads (and authenticates) the notifications it sends about payments. Adyen in
 * production; the built-in test provider in development, demos and tests.
 */
export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** Calls out: never inside a database transaction. Throws PaymentProviderUnavailableError. */
  createSession(input: SessionRequest): Promise<ProviderSession>;
  clientConfig(): { environment: string; clientKey: string };
  /**
   * Calls out: gives (part of) a payment back. Never inside a database transaction. The same
   * merchant reference refunds once however often it is asked. Throws
   * PaymentProviderUnavailableError when the provider cannot be reached or refuses.
   */
  refund(input: RefundCall): Promise<ProviderRefund>;
  /**
   * The items of one webhook delivery, every one authenticated. Throws PaymentSignatureError when
   * any signature is missing or wrong (nothing of that delivery is then handled), and
   * UnreadableNotificationError when the body is not the provider's format.
   */
  parseNotification(headers: NotificationHeaders, rawBody: string): NotificationItem[];
}

/** A notification that the provider did not sign (or that someone changed on the way): 401. */
export class PaymentSignatureError extends DomainError {
  readonly status = 401;
  constructor(detail = 'The notification’s signature is not the payment provider’s.') {
    super(PROBLEM_TYPES.paymentSignature, detail);
  }
}

/** A body that is not a notification of the provider's format: 400. */
export class UnreadableNotificationError extends DomainError {
  readonly status = 400;
  constructor(detail = 'The notification is not in the payment provider’s format.') {
    super(PROBLEM_TYPES.validation, detail);
  }
}

/**
 * The provider could not be reached, did not answer in time, or refused our call: 503, the
 * shopper may try again (the same merchant reference makes a retry safe).
 */
export class PaymentProviderUnavailableError extends DomainError {
  readonly status = 503;
  constructor(detail: string) {
    super(PROBLEM_TYPES.paymentProviderUnavailable, detail);
  }
}
