import { encodeMessage, MESSAGE_KEYS, prepaidAddToCartSchema } from '@vitrine/validation';
import { z } from 'zod';
import { CultureSchema } from './localization';
import { ProblemSchema } from './problem';

/**
 * A customer's prepaid account (spec 001 §1.11, §2 "Prepaid account page", §3, §7): its balance,
 * its history (a ledger: every top-up, payment, refund and correction with who made it and why),
 * the top-up form and the usage notification. Amounts travel as JSON numbers in major units and
 * as text formatted for the culture.
 */

export const PrepaidAccountSchema = z
  .object({
    PrepaidAccountId: z.string(),
    CurrencyCode: z.string(),
    Balance: z.number(),
    BalanceHtml: z.string(),
    /** The usage notification (an e-mail on each use and when the balance runs low). */
    IsNotificationActivated: z.boolean(),
    LowBalanceThreshold: z.number(),
    LowBalanceThresholdHtml: z.string(),
  })
  .meta({ id: 'PrepaidAccount' });
export type PrepaidAccount = z.infer<typeof PrepaidAccountSchema>;

export const PREPAID_ENTRY_KINDS = ['topup', 'payment', 'refund', 'correction'] as const;
export const PREPAID_ACTOR_KINDS = ['customer', 'guest', 'staff', 'system'] as const;

export const PrepaidEntrySchema = z
  .object({
    Id: z.number(),
    At: z.string(),
    Kind: z.enum(PREPAID_ENTRY_KINDS),
    /** Signed: a credit is positive, a payment negative. */
    Amount: z.number(),
    AmountHtml: z.string(),
    BalanceAfter: z.number(),
    BalanceAfterHtml: z.string(),
    Reason: z.string(),
    ActorKind: z.enum(PREPAID_ACTOR_KINDS),
    OrderId: z.string().nullable(),
  })
  .meta({ id: 'PrepaidEntry' });
export type PrepaidEntry = z.infer<typeof PrepaidEntrySchema>;

export const PrepaidHistorySchema = z
  .object({
    Items: z.array(PrepaidEntrySchema),
    TotalCount: z.number(),
    PageNumber: z.number(),
    PageSize: z.number(),
  })
  .meta({ id: 'PrepaidHistory' });
export type PrepaidHistory = z.infer<typeof PrepaidHistorySchema>;

const Uuid = z
  .string({ error: encodeMessage(MESSAGE_KEYS.Required) })
  .uuid(encodeMessage(MESSAGE_KEYS.Required));

export const PrepaidAccountParamsSchema = z.object({ prepaidAccountId: z.string().uuid('Validation.Uuid') });
export const PrepaidHistoryQuerySchema = z.object({
  pagenbr: z.coerce.number().int().min(1).max(100_000).default(1),
  culture: CultureSchema.optional(),
});

/** POST /api/v1/sales/prepaidaccounts/addtocart (spec 001 §3 "Prepaid add form"). */
export const PrepaidAddToCartBodySchema = prepaidAddToCartSchema
  .extend({ PrepaidAccountId: Uuid })
  .meta({ id: 'PrepaidAddToCart' });
export type PrepaidAddToCart = z.infer<typeof PrepaidAddToCartBodySchema>;

/** Its answer: the address to open (the top-up's payment page); empty when there is nothing to open. */
export const PrepaidAddToCartAnswerSchema = z.string().meta({ id: 'PrepaidAddToCartAnswer' });

/** A refused top-up: the problem with the `Message` the form shows (spec 001 §8). */
export const PrepaidFormProblemSchema = ProblemSchema.extend({
  /** Absent only where no form was read (a body that is not JSON at all). */
  Message: z.string().optional(),
}).meta({
  id: 'PrepaidFormProblem',
});

/** POST /api/v1/sales/prepaidaccounts/setnotification (spec 001 §3 "Prepaid notification payload"). */
export const PrepaidNotificationBodySchema = z
  .object({ IsActivated: z.boolean(), PrepaidAccountId: Uuid })
  .meta({ id: 'PrepaidNotification' });
export type PrepaidNotification = z.infer<typeof PrepaidNotificationBodySchema>;

export const PrepaidCultureQuerySchema = z.object({
  culture: CultureSchema.optional(),
});
