import { type PaymentSession, PROBLEM_TYPES } from '@vitrine/api-client';
import type { Database, Executor } from '@vitrine/db';
import { Money } from '@vitrine/money';
import { BusinessRuleError, ConflictError, NotFoundError } from '../../lib/domain-errors';
import { enqueueJob } from '../../lib/job-queue';
import { unitOfWork, type Work } from '../../lib/unit-of-work';
import type { OrdersService } from '../orders/index';
import type { NotificationHeaders, NotificationItem, PaymentProvider } from './payment-provider';
import { type PaymentAttemptRow, paymentsRepository } from './payments-repository';

/**
 * The job staff see (and a refund handler takes) when money was taken that no order can keep: the
 * order had expired and was cancelled, or it was already paid.
 */
export const REFUND_LATE_JOB = 'payments.refund-late';

export interface RefundLatePayload {
  attemptId: string;
  pspReference: string;
  reason: 'order-cancelled' | 'order-already-paid' | 'amount-mismatch' | 'attempt-replaced';
  /** What the provider took (jobs written before it was kept lack it: staff refund those by hand). */
  amount?: string;
  currencyCode?: string;
}

export interface PaymentAuthorised {
  readonly orderId: string;
  readonly attemptId: string;
  readonly pspReference: string;
}

/**
 * What follows from a payment in the unit of work that records it: the order becomes paid (and
 * whatever else that means: the confirmation e-mail, a prepaid debit). Answers false when the
 * order, under its lock, could no longer be paid (it expired, or was paid some other way): the
 * money is then to be refunded.
 */
export type OnAuthorised = (work: Work, payment: PaymentAuthorised) => Promise<boolean>;

export interface StartAttempt {
  readonly orderId: string;
  /** What this attempt asks the provider to take (the order's total, or what the prepaid balance left). */
  readonly amount: Money;
}

/** Who pays and where they come back: what the provider's session is opened with. */
export interface SessionShopper {
  /** ISO 3166-1 alpha-2 (the billing country): which payment methods the drop-in offers. */
  readonly countryCode: string;
  readonly email: string;
  readonly culture: string;
  /** Absolute: the provider sends the shopper there after a method that leaves the page. */
  readonly returnUrl: string;
}

/** What one notification item did, for the log and the tests. */
export type NotificationOutcome =
  | 'replayed'
  | 'recorded'
  | 'unknown-reference'
  | 'succeeded'
  | 'failed'
  | 'refund-enqueued';

interface Logger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface PaymentsDependencies {
  readonly provider: PaymentProvider;
  readonly orders: OrdersService;
  readonly onAuthorised: OnAuthorised;
  readonly log?: Logger;
}

/**
 * The settling every payment gets unless another module provides its own: the order, still
 * placed under its lock, becomes paid by the system (which sends its confirmation).
 */
export function moveOrderToPaid(orders: OrdersService): OnAuthorised {
  return async (work, { orderId, pspReference }) => {
    const { moved } = await orders.move(
      work,
      orderId,
      'paid',
      { kind: 'system', id: null },
      `Payment ${pspReference}`,
      'placed',
    );
    return moved;
  };
}

/**
 * The attempt through which the provider took an order's payment (its pspReference is what a
 * refund names), or null when the order was not paid through the provider.
 */
export const paidAttemptOf = (executor: Executor, orderId: string): Promise<PaymentAttemptRow | null> =>
  paymentsRepository(executor).succeededForOrder(orderId);

const notPayable = (detail: string) => new BusinessRuleError(PROBLEM_TYPES.orderNotPayable, detail);

/**
 * Card payments (ADR 011, ADR 024): an attempt is recorded before the provider is called
 * (`startAttempt`, inside the caller's unit of work), the provider's session is opened after the
 * commit (`openSession`, outside any transaction), and the provider's notifications — never the
 * browser — say whether it was paid (`handleNotification`), each one handled once.
 */
export function paymentsService(db: Database, { provider, orders, onAuthorised, log }: PaymentsDependencies) {
  function sessionView(attempt: PaymentAttemptRow): PaymentSession {
    if (!attempt.sessionId || !attempt.sessionData)
      throw new NotFoundError('This payment has no session yet.');
    if (attempt.provider !== provider.id)
      throw notPayable('This payment was started with another provider: start a new one.');
    const client = provider.clientConfig();
    return {
      Environment: client.environment,
      ClientKey: client.clientKey,
      SessionId: attempt.sessionId,
      SessionData: attempt.sessionData,
      Provider: provider.id,
      AttemptId: attempt.id,
    };
  }

  async function attemptOrThrow(attemptId: string): Promise<PaymentAttemptRow> {
    const attempt = await paymentsRepository(db).byId(attemptId);
    if (!attempt) throw new NotFoundError(`There is no payment attempt '${attemptId}'.`);
    return attempt;
  }

  async function refundLater(work: Work, payload: RefundLatePayload): Promise<NotificationOutcome> {
    await enqueueJob(work.tx, { kind: REFUND_LATE_JOB, payload });
    log?.warn(payload, 'a payment was taken that no order can keep: it is to be refunded');
    return 'refund-enqueued';
  }

  async function handleItem(work: Work, item: NotificationItem): Promise<NotificationOutcome> {
    const repository = paymentsRepository(work.tx);
    if (!(await repository.recordEvent(provider.id, item.eventKey, item.payload))) return 'replayed';
    // Captures, refunds and chargebacks are kept for staff; only an authorisation settles an order.
    if (item.eventCode !== 'AUTHORISATION') return 'recorded';
    const attempt = await repository.lockByReference(item.merchantReference);
    if (!attempt) {
      // The provider's account may take payments that are not this shop's.
      log?.warn(
        { merchantReference: item.merchantReference },
        'a payment notification names no attempt of ours',
      );
      return 'unknown-reference';
    }
    const paid = {
      attemptId: attempt.id,
      pspReference: item.pspReference,
      amount: item.amount.toDecimal(),
      currencyCode: item.amount.currency,
    };

    if (!item.success) {
      // A refused try after the payment went through (another card in the same drop-in) changes nothing.
      if (attempt.status === 'succeeded' || attempt.status === 'cancelled') return 'recorded';
      await repository.markFailed(attempt.id, item.pspReference, item.reason ?? 'Refused');
      return 'failed';
    }
    if (attempt.status === 'succeeded')
      return attempt.pspReference === item.pspReference
        ? 'recorded'
        : refundLater(work, { ...paid, reason: 'order-already-paid' });
    // Replaced by an attempt for less (the prepaid account paid part of the order meanwhile): the
    // sum it took is not what the order owes, whatever the order's state.
    if (attempt.status === 'cancelled') {
      await repository.notePspReference(attempt.id, item.pspReference);
      return refundLater(work, { ...paid, reason: 'attempt-replaced' });
    }
    if (!item.amount.equals(Money.parse(attempt.amount, attempt.currencyCode))) {
      await repository.markFailed(
        attempt.id,
        item.pspReference,
        `Authorised ${item.amount.toString()} instead of ${attempt.amount} ${attempt.currencyCode}`,
      );
      return refundLater(work, { ...paid, reason: 'amount-mismatch' });
    }
    const other = await repository.succeededForOrder(attempt.orderId);
    if (other) {
      await repository.notePspReference(attempt.id, item.pspReference);
      return refundLater(work, { ...paid, reason: 'order-already-paid' });
    }

    await repository.markSucceeded(attempt.id, item.pspReference);
    if (await onAuthorised(work, { orderId: attempt.orderId, ...paid })) return 'succeeded';
    // The order expired (its stock went back) or was paid some other way before the money came.
    const order = await orders.row(attempt.orderId, work);
    return refundLater(work, {
      ...paid,
      reason: order?.status === 'cancelled' ? 'order-cancelled' : 'order-already-paid',
    });
  }

  return {
    provider,

    /**
     * Records the intent (ADR 011 step 1) inside the caller's unit of work: a pending attempt
     * under a fresh merchant reference, `V-100001-2` for the order's second try. Nothing is sent
     * to the provider here; `openSession` does that once the work is committed.
     */
    async startAttempt(work: Work, { orderId, amount }: StartAttempt): Promise<PaymentAttemptRow> {
      const order = await orders.row(orderId, work);
      if (!order) throw new NotFoundError(`There is no order '${orderId}'.`);
      if (order.status !== 'placed') throw notPayable(`An order that is ${order.status} cannot be paid.`);
      if (amount.currency !== order.currencyCode || !amount.isPositive())
        throw new Error(`cannot ask ${amount.toString()} for an order in ${order.currencyCode}`);
      const repository = paymentsRepository(work.tx);
      if (await repository.succeededForOrder(orderId)) throw notPayable('This order is paid already.');
      const attempts = await repository.countForOrder(orderId);
      // Two attempts started at once take the same number: the second takes the next one.
      for (let next = attempts + 1; next <= attempts + 5; next++) {
        const attempt = await repository.insertAttempt({
          orderId,
          provider: provider.id,
          merchantReference: `${order.number}-${next}`,
          amount: amount.toDecimal(),
          currencyCode: amount.currency,
        });
        if (attempt) {
          await repository.cancelPendingOtherThan(orderId, attempt.amount);
          return attempt;
        }
      }
      throw new ConflictError('Too many payments of this order are being started at once.');
    },

    /**
     * Calls out (ADR 011 step 2), outside any transaction: opens the provider's session for a
     * pending attempt and keeps it. Asking again answers the kept session; the merchant reference
     * is the provider's idempotency key, so a retry after a lost answer opens no second one.
     */
    async openSession(attemptId: string, shopper: SessionShopper): Promise<PaymentSession> {
      const attempt = await attemptOrThrow(attemptId);
      if (attempt.sessionId) return sessionView(attempt);
      if (attempt.provider !== provider.id)
        throw notPayable('This payment was started with another provider: start a new one.');
      if (attempt.status !== 'pending') throw notPayable(`This payment is ${attempt.status}.`);
      let session: Awaited<ReturnType<PaymentProvider['createSession']>>;
      try {
        session = await provider.createSession({
          merchantReference: attempt.merchantReference,
          amount: Money.parse(attempt.amount, attempt.currencyCode),
          countryCode: shopper.countryCode,
          shopperEmail: shopper.email,
          shopperLocale: `${shopper.culture}-${shopper.countryCode}`,
          returnUrl: shopper.returnUrl,
        });
      } catch (error) {
        log?.error({ err: error, attemptId }, 'the payment provider did not open a session');
        throw error;
      }
      const stored = await paymentsRepository(db).setSessionOnce(
        attempt.id,
        session.sessionId,
        session.sessionData,
      );
      return sessionView(stored ?? attempt);
    },

    /** The session an attempt was opened with, for the payment screen shown again. */
    async sessionOf(attemptId: string): Promise<PaymentSession> {
      return sessionView(await attemptOrThrow(attemptId));
    },

    attempt: (attemptId: string) => attemptOrThrow(attemptId),

    /** The attempt whose session this is, with the configured provider; null when there is none. */
    attemptBySession: (sessionId: string) => paymentsRepository(db).bySession(provider.id, sessionId),

    /** The order's most recent attempt (what the payment screen shows), or null. */
    latestForOrder: (orderId: string) => paymentsRepository(db).latestForOrder(orderId),

    /**
     * A provider's webhook delivery (ADR 011 step 3): authenticated as a whole by the provider
     * (PaymentSignatureError otherwise), then each item in its own unit of work, recorded once by
     * the provider's event key, so a redelivery changes nothing.
     */
    async handleNotification(
      providerId: string,
      headers: NotificationHeaders,
      rawBody: string,
    ): Promise<NotificationOutcome[]> {
      if (providerId !== provider.id)
        throw new NotFoundError(`Payments are not taken by '${providerId}' in this shop.`);
      const items = provider.parseNotification(headers, rawBody);
      const outcomes: NotificationOutcome[] = [];
      for (const item of items) outcomes.push(await unitOfWork(db, (work) => handleItem(work, item)));
      return outcomes;
    },
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
