import { Money } from '@vitrine/money';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { PermanentJobError } from '../../lib/job-queue';
import { apiPrefix, type GatewayModule, type ModuleOptions } from '../../lib/module';
import { ordersOptions, ordersService } from '../orders/index';
import { adyenProvider } from './adyen-provider';
import type { PaymentProvider } from './payment-provider';
import { paymentsRepository } from './payments-repository';
import {
  moveOrderToPaid,
  type OnAuthorised,
  paymentsService,
  REFUND_LATE_JOB,
  type RefundLatePayload,
} from './payments-service';
import { paymentRoutes } from './routes';
import { testPaymentService } from './test-payment-service';
import { testProvider } from './test-provider';

export { ADYEN_CHECKOUT_VERSION, adyenNotificationSignature, adyenProvider } from './adyen-provider';
export {
  type NotificationHeaders,
  type NotificationItem,
  type PaymentProvider,
  PaymentProviderUnavailableError,
  PaymentSignatureError,
  type ProviderRefund,
  type ProviderSession,
  type RefundCall,
  type SessionRequest,
  UnreadableNotificationError,
} from './payment-provider';
export type { PaymentAttemptRow } from './payments-repository';
export {
  moveOrderToPaid,
  type NotificationOutcome,
  type OnAuthorised,
  type PaymentAuthorised,
  type PaymentsService,
  paidAttemptOf,
  paymentsService,
  REFUND_LATE_JOB,
  type RefundLatePayload,
  type SessionShopper,
  type StartAttempt,
} from './payments-service';
export { TEST_CARDS, TEST_SIGNATURE_HEADER, type TestPaymentProvider, testProvider } from './test-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Replaces the default settling of a confirmed payment (the order becomes paid) with the
     * caller's, for every payment this gateway confirms, webhooks included: checkout's, which also
     * writes the confirmation e-mail and any prepaid debit in the same unit of work. Once, from a
     * module registered after payments.
     */
    onPaymentAuthorised(hook: OnAuthorised): void;
  }
}

/** The configured provider: the built-in test provider, or Adyen's account. */
export function paymentProviderOf(config: Config): PaymentProvider {
  return config.payments.provider === 'adyen'
    ? adyenProvider(config.payments.adyen)
    : testProvider({ secret: config.payments.testSecret });
}

/**
 * Card payments (ADR 024): the providers' webhooks and, with the test provider, its card page.
 * A plugin that shares its scope (fastify-plugin) so that `onPaymentAuthorised` reaches the
 * modules registered after it; its routes stay in their own scope.
 */
export const paymentsModule: GatewayModule = fp(
  async (app: FastifyInstance, { config }: ModuleOptions) => {
    const test =
      config.payments.provider === 'test' ? testProvider({ secret: config.payments.testSecret }) : null;
    const provider = test ?? paymentProviderOf(config);
    if (test && config.env === 'production')
      app.log.warn('payments are taken by the built-in test provider: no money moves (set PAYMENT_PROVIDER)');

    const orders = ordersService(app.db, ordersOptions(config));
    const byDefault = moveOrderToPaid(orders);
    let settle: OnAuthorised | null = null;
    app.decorate('onPaymentAuthorised', (hook: OnAuthorised) => {
      if (settle) throw new Error('the settling of payments was provided already');
      settle = hook;
    });

    const payments = paymentsService(app.db, {
      provider,
      orders,
      onAuthorised: (work, payment) => (settle ?? byDefault)(work, payment),
      log: app.log,
    });
    // Money no order can keep goes back through the provider's refund call, keyed by the attempt
    // so that a retried job refunds once; the provider's answer is kept with the payment events.
    // A provider that is down makes the job try again later; a job without the amount (written
    // before it was kept) fails at once with what staff must do, so it stands out.
    app.jobs.register<RefundLatePayload>(REFUND_LATE_JOB, async (payload) => {
      const { attemptId, pspReference, reason, amount, currencyCode } = payload;
      if (!amount || !currencyCode)
        throw new PermanentJobError(
          `Refund payment ${pspReference} (attempt ${attemptId}, ${reason}) from the provider's back office.`,
        );
      const merchantReference = `late-refund-${attemptId}`;
      const refund = await provider.refund({
        pspReference,
        merchantReference,
        amount: Money.parse(amount, currencyCode),
      });
      await paymentsRepository(app.db).recordEvent(provider.id, merchantReference, {
        ...payload,
        eventCode: 'REFUND_REQUESTED',
        refundReference: refund.reference,
      });
      app.log.info(
        { attemptId, pspReference, refund: refund.reference },
        'a payment no order could keep was refunded',
      );
    });

    await app.register(paymentRoutes, {
      prefix: apiPrefix(config),
      config,
      payments,
      testPayments: test ? testPaymentService(payments, test) : null,
    });
  },
  { name: 'payments', dependencies: ['database', 'jobs'] },
);
