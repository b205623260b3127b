import { PROBLEM_TYPES, type TestCardPayment, type TestCardPaymentResult } from '@vitrine/api-client';
import { ConflictError, NotFoundError } from '../../lib/domain-errors';
import type { PaymentsService } from './payments-service';
import type { TestPaymentProvider } from './test-provider';

/**
 * The test provider's card page (ADR 024): the card goes to the test provider, whose notification
 * takes the webhook's own path through `handleNotification`, so a test payment settles the order
 * exactly as a real provider's would.
 */
export function testPaymentService(payments: PaymentsService, provider: TestPaymentProvider) {
  return {
    async pay(sessionId: string, card: TestCardPayment): Promise<TestCardPaymentResult> {
      const attempt = await payments.attemptBySession(sessionId);
      if (!attempt?.sessionData) throw new NotFoundError(`There is no test payment session '${sessionId}'.`);
      if (attempt.status === 'succeeded')
        throw new ConflictError('This payment session is paid already.', PROBLEM_TYPES.orderNotPayable);
      const delivery = provider.pay({ sessionId, sessionData: attempt.sessionData }, card);
      await payments.handleNotification(provider.id, delivery.headers, delivery.rawBody);
      const after = await payments.attempt(attempt.id);
      const succeeded = after.status === 'succeeded';
      return {
        Status: succeeded ? 'succeeded' : 'failed',
        OrderId: after.orderId,
        RefusalReason: succeeded ? null : (after.refusalReason ?? 'Refused'),
      };
    },
  };
}

export type TestPaymentService = ReturnType<typeof testPaymentService>;
