import { type TestCardPaymentBody, TestCardPaymentResultSchema } from '../contracts/payments';
import { type CallOptions, type Requester, withCall } from '../http';

/**
 * Payments (ADR 024). The provider's drop-in takes the card itself; the only payment call our
 * pages make is the built-in test provider's, whose card form is ours.
 */
export function paymentsApi(request: Requester) {
  return {
    /**
     * POST {app}/api/v1/payments/test/sessions/{sessionId}/pay: pays a test provider's session
     * with a test card (4111 1111 1111 1111 is authorised, 4000 0000 0000 0002 refused).
     */
    payWithTestCard: (sessionId: string, body: TestCardPaymentBody, call?: CallOptions) =>
      request('POST', `/api/v1/payments/test/sessions/${encodeURIComponent(sessionId)}/pay`, {
        body,
        schema: TestCardPaymentResultSchema,
        ...withCall(call, [400, 404, 409, 429]),
      }),
  };
}
