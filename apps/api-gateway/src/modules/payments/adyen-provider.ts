import { createHmac } from 'node:crypto';
import { isCurrencyCode, Money } from '@vitrine/money';
import { safeEqual } from '../../lib/tokens';
import {
  type NotificationItem,
  type PaymentProvider,
  PaymentProviderUnavailableError,
  PaymentSignatureError,
  UnreadableNotificationError,
} from './payment-provider';

/** The Checkout API version this adapter is written against. */
export const ADYEN_CHECKOUT_VERSION = 'v71';
const DEFAULT_TIMEOUT_MS = 15_000;

export interface AdyenOptions {
  apiKey: string;
  merchantAccount: string;
  clientKey: string;
  /** The webhook's HMAC key, hexadecimal, as the Customer Area shows it. */
  hmacKey: string;
  environment: 'test' | 'live';
  /** https://checkout-test.adyen.com, or the live account's https://{prefix}-checkout-live.adyenpayments.com/checkout. */
  checkoutUrl: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/** A standard webhook's NotificationRequestItem, as Adyen documents it (every field may be missing). */
interface AdyenNotificationItem {
  pspReference?: unknown;
  originalReference?: unknown;
  merchantAccountCode?: unknown;
  merchantReference?: unknown;
  amount?: { value?: unknown; currency?: unknown };
  eventCode?: unknown;
  success?: unknown;
  reason?: unknown;
  additionalData?: { hmacSignature?: unknown } | null;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * The signature Adyen puts in a standard webhook item's `additionalData.hmacSignature`: HMAC-SHA256,
 * keyed with the hex-decoded HMAC key, over
 * `pspReference:originalReference:merchantAccountCode:merchantReference:value:currency:eventCode:success`
 * (a missing value is empty), in base64.
 */
export function adyenNotificationSignature(item: AdyenNotificationItem, hmacKeyHex: string): string {
  const signed = [
    item.pspReference,
    item.originalReference,
    item.merchantAccountCode,
    item.merchantReference,
    item.amount?.value,
    item.amount?.currency,
    item.eventCode,
    item.success,
  ]
    .map(text)
    .join(':');
  return createHmac('sha256', Buffer.from(hmacKeyHex, 'hex')).update(signed, 'utf8').digest('base64');
}

function readItems(rawBody: string): AdyenNotificationItem[] {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new UnreadableNotificationError('The notification is not JSON.');
  }
  const entries = (body as { notificationItems?: unknown } | null)?.notificationItems;
  if (!Array.isArray(entries) || entries.length === 0)
    throw new UnreadableNotificationError('The notification has no notificationItems.');
  return entries.map((entry) => {
    const item = (entry as { NotificationRequestItem?: unknown } | null)?.NotificationRequestItem;
    if (!item || typeof item !== 'object')
      throw new UnreadableNotificationError('A notification item has no NotificationRequestItem.');
    return item as AdyenNotificationItem;
  });
}

function ourItem(item: AdyenNotificationItem): NotificationItem {
  const { pspReference, merchantReference, eventCode, success, amount } = item;
  const value = amount?.value;
  const currency = amount?.currency;
  if (
    typeof pspReference !== 'string' ||
    typeof merchantReference !== 'string' ||
    typeof eventCode !== 'string' ||
    (success !== 'true' && success !== 'false') ||
    typeof value !== 'number' ||
    !Number.isSafeInteger(value) ||
    !isCurrencyCode(currency)
  )
    throw new UnreadableNotificationError('A notification item lacks a field Adyen always sends.');
  return {
    // Adyen may deliver an event more than once; its reference, code and outcome name it.
    eventKey: `${eventCode}:${pspReference}:${success}`,
    merchantReference,
    pspReference,
    eventCode,
    success: success === 'true',
    amount: Money.ofMinor(value, currency),
    reason: typeof item.reason === 'string' && item.reason ? item.reason : null,
    payload: item as Record<string, unknown>,
  };
}

/**
 * Adyen (ADR 024), against its documented APIs: Checkout API v71's sessions flow
 * (`POST {checkoutUrl}/v71/sessions`, authenticated by `X-API-Key`, made idempotent by our
 * merchant reference as `Idempotency-Key`) for the Web Drop-in, and standard webhooks
 * authenticated by their HMAC signature.
 */
export function adyenProvider(options: AdyenOptions): PaymentProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetch = options.fetch ?? globalThis.fetch;

  const checkoutUrl = options.checkoutUrl.replace(/\/+$/, '');

  /** One call of the Checkout API, answered as JSON; refused or unreachable is PaymentProviderUnavailableError. */
  async function post(
    url: string,
    what: string,
    idempotencyKey: string,
    payload: Record<string, unknown>,
  ): Promise<Record<string, unknown> | null> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'x-api-key': options.apiKey,
          'idempotency-key': idempotencyKey,
        },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new PaymentProviderUnavailableError(
        timedOut
          ? `Adyen did not answer the ${what} within ${timeoutMs} ms.`
          : `Adyen could not be reached: ${error instanceof Error ? error.message : String(error)}.`,
      );
    }
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok)
      throw new PaymentProviderUnavailableError(
        `Adyen refused the ${what} (HTTP ${response.status}` +
          `${body?.errorCode ? `, error ${text(body.errorCode)}` : ''}): ${text(body?.message) || 'no message'}.`,
      );
    return body;
  }

  const sessionsUrl = `${checkoutUrl}/${ADYEN_CHECKOUT_VERSION}/sessions`;

  return {
    id: 'adyen',

    async createSession(input) {
      const body = await post(sessionsUrl, 'session request', input.merchantReference, {
        merchantAccount: options.merchantAccount,
        amount: { value: input.amount.minor, currency: input.amount.currency },
        reference: input.merchantReference,
        returnUrl: input.returnUrl,
        countryCode: input.countryCode,
        shopperEmail: input.shopperEmail,
        shopperLocale: input.shopperLocale,
      });
      if (typeof body?.id !== 'string' || typeof body.sessionData !== 'string')
        throw new PaymentProviderUnavailableError('Adyen answered the session request without a session.');
      return { sessionId: body.id, sessionData: body.sessionData };
    },

    clientConfig: () => ({ environment: options.environment, clientKey: options.clientKey }),

    /**
     * Checkout API v71's refund of a captured payment: `POST /payments/{paymentPspReference}/refunds`
     * with the merchant account, the amount in minor units and our reference (also the
     * idempotency key). Adyen answers 201 with `status: "received"` and its own pspReference; the
     * outcome follows as a REFUND webhook event, which the payments module keeps.
     */
    async refund({ pspReference, merchantReference, amount }) {
      const url = `${checkoutUrl}/${ADYEN_CHECKOUT_VERSION}/payments/${encodeURIComponent(pspReference)}/refunds`;
      const body = await post(url, 'refund request', merchantReference, {
        merchantAccount: options.merchantAccount,
        amount: { value: amount.minor, currency: amount.currency },
        reference: merchantReference,
      });
      if (typeof body?.pspReference !== 'string' || body.status !== 'received')
        throw new PaymentProviderUnavailableError('Adyen answered the refund request without taking it.');
      return { reference: body.pspReference };
    },

    parseNotification(_headers, rawBody) {
      const items = readItems(rawBody);
      // Every item is authenticated before any is read: a delivery is trusted whole or not at all.
      for (const item of items) {
        const signature = item.additionalData?.hmacSignature;
        if (
          typeof signature !== 'string' ||
          !safeEqual(signature, adyenNotificationSignature(item, options.hmacKey))
        )
          throw new PaymentSignatureError();
      }
      return items.map(ourItem);
    },
  };
}
