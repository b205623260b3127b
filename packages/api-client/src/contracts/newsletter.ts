import { emailField } from '@vitrine/validation';
import { z } from 'zod';
import { CultureSchema } from './localization';

export const NewsletterSubscriptionRequestSchema = z
  .object({
    Email: emailField({ required: true, maxlength: 320 }),
    Culture: CultureSchema,
  })
  .meta({ id: 'NewsletterSubscriptionRequest' });
export type NewsletterSubscriptionRequest = z.input<typeof NewsletterSubscriptionRequestSchema>;

export const NewsletterSubscriptionSchema = z
  .object({
    Email: z.string(),
    /** True when the address was already on the list (the call is idempotent). */
    AlreadySubscribed: z.boolean(),
  })
  .meta({ id: 'NewsletterSubscription' });
export type NewsletterSubscription = z.infer<typeof NewsletterSubscriptionSchema>;
