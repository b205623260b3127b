import { randomBytes } from 'node:crypto';
import { PROBLEM_TYPES, type TestCardPayment } from '@vitrine/api-client';
import { isCurrencyCode, Money } from '@vitrine/money';
import { ConflictError } from '../../lib/domain-errors';
import { hmac, safeEqual } from '../../lib/tokens';
import {
  type NotificationHeaders,
  type NotificationItem,
  type PaymentProvider,
  PaymentProviderUnavailableError,
  PaymentSignatureError,
  type ProviderSession,
  UnreadableNotificationError,
} from './payment-provider';

/** The cards the test provider knows by number; any other Luhn-valid number is authorised. */
export const TEST_CARDS = { authorised: '4111111111111111', refused: '4000000000000002' } as const;

/** The header the test provider signs its notifications in (HMAC-SHA256 of the raw body). */
export const TEST_SIGNATURE_HEADER = 'x-vitrine-test-signature';

interface SessionToken {
  sessionId: string;
  reference: string;
  value: number;
  currency: string;
}

interface TestNotificationItem {
  eventKey?: unknown;
  merchantReference?: unknown;
  pspReference?: unknown;
  eventCode?: unknown;
  success?: unknown;
  amount?: { value?: unknown; currency?: unknown };
  reason?: unknown;
}

/** A notification as the test provider's webhook would deliver it. */
export interface TestDelivery {
  headers: Record<string, string>;
  rawBody: string;
}

export interface TestPaymentProvider extends PaymentProvider {
  readonly id: 'test';
  /**
   * What the test provider's card page does with a card: authorises it (or refuses 4000 0000 0000
   * 0002) for the session's amount, which only its own signed session data says, and answers the
   * notification it sends about it, signed as its webhook signs them.
   */
  pay(session: ProviderSession, card: TestCardPayment): TestDelivery;
}

const pspReference = () => `TEST${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * The built-in provider of development, demos and tests (ADR 024): no network, no money. Its
 * sessions carry their reference and amount signed with the shop's test secret, so a session
 * cannot be made up or changed, and its notifications are signed like a real provider's, so they
 * travel the same webhook path and are refused the same way when forged.
 */
export function testProvider({ secret }: { secret: string }): TestPaymentProvider {
  const sign = (value: string) => hmac(secret, value);

  function readSession(session: ProviderSession): SessionToken {
    const [payload = '', signature = ''] = session.sessionData.split('.');
    const token = safeEqual(signature, sign(payload))
      ? (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SessionToken)
      : null;
    if (!token || token.sessionId !== session.sessionId)
      throw new ConflictError(
        'This payment session was not opened by this shop’s test provider.',
        PROBLEM_TYPES.orderNotPayable,
      );
    return token;
  }

  function deliver(item: Record<string, unknown>): TestDelivery {
    const rawBody = JSON.stringify({ notificationItems: [item] });
    return {
      headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: sign(rawBody) },
      rawBody,
    };
  }

  return {
    id: 'test',

    async createSession(input) {
      const sessionId = `TS${randomBytes(12).toString('hex').toUpperCase()}`;
      const token: SessionToken = {
        sessionId,
        reference: input.merchantReference,
        value: input.amount.minor,
        currency: input.amount.currency,
      };
      const payload = Buffer.from(JSON.stringify(token)).toString('base64url');
      return { sessionId, sessionData: `${payload}.${sign(payload)}` };
    },

    clientConfig: () => ({ environment: 'test', clientKey: 'test_vitrine' }),

    // No money moves: the refund's reference is derived from ours, so asking again answers the same.
    async refund({ pspReference: payment, merchantReference, amount }) {
      if (!payment.startsWith('TEST'))
        throw new PaymentProviderUnavailableError(`The test provider took no payment ${payment}.`);
      if (!amount.isPositive()) throw new PaymentProviderUnavailableError('A refund must be above zero.');
      return { reference: `TESTREFUND${sign(merchantReference).slice(0, 12).toUpperCase()}` };
    },

    pay(session, card) {
      const token = readSession(session);
      const refused = card.CardNumber === TEST_CARDS.refused;
      const reference = pspReference();
      return deliver({
        eventKey: `AUTHORISATION:${reference}:${!refused}`,
        merchantReference: token.reference,
        pspReference: reference,
        eventCode: 'AUTHORISATION',
        success: !refused,
        amount: { value: token.value, currency: token.currency },
        reason: refused ? 'Refused' : null,
      });
    },

    parseNotification(headers: NotificationHeaders, rawBody: string): NotificationItem[] {
      const signature = headers[TEST_SIGNATURE_HEADER];
      if (typeof signature !== 'string' || !safeEqual(signature, sign(rawBody)))
        throw new PaymentSignatureError();
      let body: { notificationItems?: unknown };
      try {
        body = JSON.parse(rawBody) as { notificationItems?: unknown };
      } catch {
        throw new UnreadableNotificationError('The notification is not JSON.');
      }
      if (!Array.isArray(body?.notificationItems))
        throw new UnreadableNotificationError('The notification has no notificationItems.');
      return body.notificationItems.map((entry: TestNotificationItem) => {
        const value = entry?.amount?.value;
        const currency = entry?.amount?.currency;
        if (
          typeof entry?.eventKey !== 'string' ||
          typeof entry.merchantReference !== 'string' ||
          typeof entry.pspReference !== 'string' ||
          typeof entry.eventCode !== 'string' ||
          typeof entry.success !== 'boolean' ||
          typeof value !== 'number' ||
          !Number.isSafeInteger(value) ||
          !isCurrencyCode(currency)
        )
          throw new UnreadableNotificationError('A notification item lacks a field.');
        return {
          eventKey: entry.eventKey,
          merchantReference: entry.merchantReference,
          pspReference: entry.pspReference,
          eventCode: entry.eventCode,
          success: entry.success,
          amount: Money.ofMinor(value, currency),
          reason: typeof entry.reason === 'string' ? entry.reason : null,
          payload: entry as Record<string, unknown>,
        };
      });
    },
  };
}
