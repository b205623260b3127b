import { type NewsletterSubscriptionRequest, NewsletterSubscriptionSchema } from '../contracts/newsletter';
import type { Requester } from '../http';

export function newsletterApi(request: Requester) {
  return {
    subscribe: (body: NewsletterSubscriptionRequest) =>
      request('POST', '/api/v1/newsletter/subscriptions', {
        body,
        schema: NewsletterSubscriptionSchema,
        handles: [400, 429],
      }),
  };
}
