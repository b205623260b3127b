import { emailField } from '@vitrine/validation';
import { z } from 'zod';
import { CultureSchema } from './localization';

/**
 * Back-in-stock notices (spec 001 §1 "subscribe to back-in-stock notices", §2 the
 * `catalog/stocknotification/subscribe` form). The spec names the form, not its calls: these
 * follow the catalogue's, under {app}/api/v1/catalog/stocknotifications.
 */
export const STOCK_NOTIFICATION_STATUSES = [
  'pending-confirmation',
  'active',
  'notified',
  'unsubscribed',
] as const;
export const StockNotificationStatusSchema = z.enum(STOCK_NOTIFICATION_STATUSES);
export type StockNotificationStatus = z.infer<typeof StockNotificationStatusSchema>;

/** The longest address SMTP carries. */
export const STOCK_NOTIFICATION_EMAIL_MAX = 254;

const id = () => z.string().uuid('Validation.Uuid');

/**
 * POST {app}/api/v1/catalog/stocknotifications/subscribe: the variant (of the product) to wait
 * for; a guest gives the address to write to (required for them, ignored for a signed-in
 * customer, who is written to at their account's address); the culture of the messages.
 */
export const StockNotificationSubscribeSchema = z
  .object({
    ProductVariantId: id(),
    ProductId: id(),
    Email: emailField({ maxlength: STOCK_NOTIFICATION_EMAIL_MAX }).optional(),
    Culture: CultureSchema,
  })
  .meta({ id: 'StockNotificationSubscribe' });
export type StockNotificationSubscribe = z.input<typeof StockNotificationSubscribeSchema>;

/** The form as it is filled in (the variant and product come from the page). */
export const StockNotificationFormSchema = z.object({
  Email: emailField({ required: true, maxlength: STOCK_NOTIFICATION_EMAIL_MAX }),
});
export type StockNotificationForm = z.input<typeof StockNotificationFormSchema>;

/**
 * The answer to a subscription: `pending-confirmation` (a guest: a message with the link to
 * confirm was sent) or `active` (a customer, or an address already confirmed for this variant).
 * `AlreadySubscribed` when an open subscription was there already: nothing new was sent.
 */
export const StockNotificationSubscribedSchema = z
  .object({
    Id: z.string().uuid(),
    Status: StockNotificationStatusSchema,
    Email: z.string(),
    AlreadySubscribed: z.boolean(),
  })
  .meta({ id: 'StockNotificationSubscribed' });
export type StockNotificationSubscribed = z.infer<typeof StockNotificationSubscribedSchema>;

/** The token of a confirmation or unsubscribe link, as the message carried it. */
export const StockNotificationTokenSchema = z
  .object({
    Token: z
      .string()
      .min(16, 'Validation.Invalid')
      .max(128)
      .regex(/^[\w-]+$/, 'Validation.Invalid'),
  })
  .meta({ id: 'StockNotificationToken' });
export type StockNotificationToken = z.input<typeof StockNotificationTokenSchema>;

/** What a confirmation or unsubscribe link did, and to which product. */
export const StockNotificationLinkResultSchema = z
  .object({
    Status: StockNotificationStatusSchema,
    ProductName: z.string(),
    ProductUrl: z.string(),
  })
  .meta({ id: 'StockNotificationLinkResult' });
export type StockNotificationLinkResult = z.infer<typeof StockNotificationLinkResultSchema>;

/** One of the signed-in customer's open subscriptions. */
export const MyStockNotificationSchema = z
  .object({
    Id: z.string().uuid(),
    ProductId: z.string().uuid(),
    ProductVariantId: z.string().uuid(),
    ProductName: z.string(),
    ProductUrl: z.string(),
    SKU: z.string(),
    Status: StockNotificationStatusSchema,
    CreatedAt: z.string(),
  })
  .meta({ id: 'MyStockNotification' });
export type MyStockNotification = z.infer<typeof MyStockNotificationSchema>;

export const MyStockNotificationsSchema = z
  .object({ Items: z.array(MyStockNotificationSchema) })
  .meta({ id: 'MyStockNotifications' });
export type MyStockNotifications = z.infer<typeof MyStockNotificationsSchema>;

export const StockNotificationParamsSchema = z.object({ id: id() });

/** `?culture=` of the customer's list (names in that culture). */
export const StockNotificationListQuerySchema = z.object({ culture: CultureSchema.optional() });
