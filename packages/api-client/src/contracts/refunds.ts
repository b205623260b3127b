import { formSchema, textField } from '@vitrine/validation';
import { z } from 'zod';
import { OrderStatusSchema } from './orders';

/**
 * Refunds (spec 001 §2 "Refund request page", §5): a customer asks for part or all of an order's
 * lines back, choosing how the money returns; staff approve it in whole or in part, or reject it.
 * A line's amount is its unit price including tax × the quantity, 2 decimals, with a decimal
 * comma (`AmountDisplay`); the totals are the sums of the lines (ADR 010 for the other amounts).
 */

export const REFUND_STATUSES = [
  'requested',
  'approved',
  'partially_approved',
  'rejected',
  'completed',
] as const;
export const RefundStatusSchema = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof RefundStatusSchema>;

/** The way it was paid (the payment provider), the customer's prepaid account, or a bank transfer. */
export const REFUND_METHODS = ['OriginalPayment', 'PrepaidAccount', 'BankTransfer'] as const;
export const RefundMethodSchema = z.enum(REFUND_METHODS);
export type RefundMethod = z.infer<typeof RefundMethodSchema>;

/** The most lines one request may carry (an order's lines are fewer). */
export const REFUND_MAX_LINES = 200;
export const REFUND_REASON_MAX = 1000;

/** A line of the refund request page: what was bought and what may still be asked back. */
export const RefundableLineSchema = z
  .object({
    OrderLineId: z.string(),
    Name: z.string(),
    SKU: z.string(),
    /** Bought. */
    Quantity: z.number().int(),
    /** Bought minus what was refunded or is asked already (and not rejected): the selector's maximum. */
    RefundableQuantity: z.number().int(),
    UnitPriceTaxIncl: z.number(),
    UnitPriceTaxInclHtml: z.string(),
  })
  .meta({ id: 'RefundableLine' });
export type RefundableLine = z.infer<typeof RefundableLineSchema>;

/** GET {app}/api/v1/sales/orders/{orderId}/refund: what the refund request page offers. */
export const RefundFormSchema = z
  .object({
    OrderId: z.string(),
    OrderNumber: z.string(),
    OrderStatus: OrderStatusSchema,
    CurrencyCode: z.string(),
    /** False when the order cannot be refunded now (not paid yet, cancelled, refunded). */
    Refundable: z.boolean(),
    Lines: z.array(RefundableLineSchema),
    /** The methods the customer may choose, in the order the page shows them. */
    Methods: z.array(RefundMethodSchema),
  })
  .meta({ id: 'RefundForm' });
export type RefundForm = z.infer<typeof RefundFormSchema>;

const quantity = z
  .number({ error: 'Validation.Integer' })
  .int('Validation.Integer')
  .min(0, 'Validation.Min|{"min":0}')
  .max(100_000, 'Validation.Max|{"max":100000}');

export const RefundLineRequestSchema = z.object({
  OrderLineId: z.string().uuid('Validation.Uuid'),
  Quantity: quantity,
});
export type RefundLineRequest = z.infer<typeof RefundLineRequestSchema>;

const whenBankTransfer = { requiredif: { field: 'PaymentMethod', value: 'BankTransfer' } } as const;

/**
 * POST {app}/api/v1/sales/orders/{orderId}/refunds: the lines and quantities asked back (lines
 * at 0 are left out), how the money returns and, for `BankTransfer` only, the account it goes
 * to (IBAN and BIC checked by the shared rules, on the page and on the server alike).
 */
export const RefundRequestBodySchema = formSchema(
  {
    Lines: z
      .array(RefundLineRequestSchema)
      .max(REFUND_MAX_LINES, `Validation.Max|{"max":${REFUND_MAX_LINES}}`),
    PaymentMethod: RefundMethodSchema,
    Reason: textField({ maxlength: REFUND_REASON_MAX }, { trim: true }).default(''),
    BankAccountHolder: textField({ maxlength: 100 }, { trim: true }).optional(),
    IBAN: textField({ maxlength: 42 }, { trim: true }).optional(),
    BIC: textField({ maxlength: 11 }, { trim: true }).optional(),
  },
  {
    BankAccountHolder: whenBankTransfer,
    IBAN: { ...whenBankTransfer, iban: true },
    BIC: { ...whenBankTransfer, bic: true },
  },
).meta({ id: 'RefundRequestBody' });
export type RefundRequestBody = z.input<typeof RefundRequestBodySchema>;
export type RefundRequestInput = z.output<typeof RefundRequestBodySchema>;

export const RefundLineSchema = z
  .object({
    OrderLineId: z.string(),
    Name: z.string(),
    SKU: z.string(),
    Quantity: z.number().int(),
    /** Null until staff decide. */
    ApprovedQuantity: z.number().int().nullable(),
    UnitPriceTaxIncl: z.number(),
    UnitPriceTaxInclHtml: z.string(),
    /** Unit price × quantity asked, as a number and as the refund page shows it ("12,30"). */
    Amount: z.number(),
    AmountDisplay: z.string(),
  })
  .meta({ id: 'RefundLine' });
export type RefundLine = z.infer<typeof RefundLineSchema>;

export const RefundHistoryEntrySchema = z
  .object({ Status: RefundStatusSchema, At: z.string(), ActorKind: z.string(), Note: z.string() })
  .meta({ id: 'RefundHistoryEntry' });
export type RefundHistoryEntry = z.infer<typeof RefundHistoryEntrySchema>;

/** A refund request as its customer reads it. */
export const RefundRequestSchema = z
  .object({
    Id: z.string(),
    Number: z.string(),
    OrderId: z.string(),
    OrderNumber: z.string(),
    Status: RefundStatusSchema,
    PaymentMethod: RefundMethodSchema,
    CurrencyCode: z.string(),
    CreatedAt: z.string(),
    Reason: z.string(),
    Lines: z.array(RefundLineSchema),
    TotalQuantity: z.number().int(),
    TotalAmount: z.number(),
    TotalAmountDisplay: z.string(),
    TotalAmountHtml: z.string(),
    /** What staff approved; null until then (and for a rejection). */
    ApprovedAmount: z.number().nullable(),
    ApprovedAmountHtml: z.string().nullable(),
    RejectionReason: z.string().nullable(),
    /** The account a bank transfer goes to: its holder and the IBAN's last four characters. */
    BankAccount: z.object({ Holder: z.string(), IbanEnd: z.string() }).nullable(),
    History: z.array(RefundHistoryEntrySchema),
  })
  .meta({ id: 'RefundRequest' });
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

export const RefundRequestListSchema = z
  .object({ Items: z.array(RefundRequestSchema), TotalCount: z.number().int() })
  .meta({ id: 'RefundRequestList' });
export type RefundRequestList = z.infer<typeof RefundRequestListSchema>;

export const RefundIdParamsSchema = z.object({ refundId: z.string().uuid('Validation.Uuid') });

// Staff (sales and admins).

export const STAFF_REFUNDS_PAGE_SIZE = 20;

export const StaffRefundListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(STAFF_REFUNDS_PAGE_SIZE),
  status: RefundStatusSchema.optional(),
});
export interface StaffRefundListQuery {
  page?: number;
  pageSize?: number;
  status?: RefundStatus;
}

export const StaffRefundSummarySchema = z
  .object({
    Id: z.string(),
    Number: z.string(),
    OrderId: z.string(),
    OrderNumber: z.string(),
    Email: z.string(),
    Status: RefundStatusSchema,
    PaymentMethod: RefundMethodSchema,
    CreatedAt: z.string(),
    TotalQuantity: z.number().int(),
    TotalAmountHtml: z.string(),
  })
  .meta({ id: 'StaffRefundSummary' });
export type StaffRefundSummary = z.infer<typeof StaffRefundSummarySchema>;

export const StaffRefundListSchema = z
  .object({
    Items: z.array(StaffRefundSummarySchema),
    TotalCount: z.number().int(),
    Page: z.number().int(),
    PageSize: z.number().int(),
  })
  .meta({ id: 'StaffRefundList' });
export type StaffRefundList = z.infer<typeof StaffRefundListSchema>;

export const StaffRefundHistoryEntrySchema = RefundHistoryEntrySchema.extend({
  ActorEmail: z.string().nullable(),
}).meta({ id: 'StaffRefundHistoryEntry' });

/** A refund request as staff decide on it: the whole bank account, who did what, the version. */
export const StaffRefundSchema = RefundRequestSchema.extend({
  Email: z.string(),
  OrderStatus: OrderStatusSchema,
  BankTransfer: z.object({ Holder: z.string(), IBAN: z.string(), BIC: z.string() }).nullable(),
  Restocked: z.boolean(),
  SettlementReference: z.string().nullable(),
  History: z.array(StaffRefundHistoryEntrySchema),
  /** Sent back with a decision: a request decided by someone else meanwhile refuses it (409). */
  Version: z.number().int(),
}).meta({ id: 'StaffRefund' });
export type StaffRefund = z.infer<typeof StaffRefundSchema>;

const version = z.number({ error: 'Validation.Integer' }).int('Validation.Integer').min(1);

/**
 * POST {app}/api/v1/backoffice/refunds/{refundId}/approve: the quantity approved per line (at most
 * what was asked; fewer is a partial approval), whether the goods came back (their stock is given
 * back), and a note for the history.
 */
export const StaffRefundApproveSchema = z
  .object({
    Lines: z.array(RefundLineRequestSchema).max(REFUND_MAX_LINES),
    Restock: z.boolean().default(false),
    Note: z.string().trim().max(500, 'Validation.MaxLength|{"max":500}').default(''),
    Version: version,
  })
  .meta({ id: 'StaffRefundApprove' });
export type StaffRefundApprove = z.input<typeof StaffRefundApproveSchema>;

/** POST {app}/api/v1/backoffice/refunds/{refundId}/reject: why, told to the customer. */
export const StaffRefundRejectSchema = z
  .object({
    Reason: z
      .string({ error: 'Validation.Required' })
      .trim()
      .min(1, 'Validation.Required')
      .max(500, 'Validation.MaxLength|{"max":500}'),
    Version: version,
  })
  .meta({ id: 'StaffRefundReject' });
export type StaffRefundReject = z.input<typeof StaffRefundRejectSchema>;

/** POST {app}/api/v1/backoffice/refunds/{refundId}/complete: the bank transfer was made (its reference). */
export const StaffRefundCompleteSchema = z
  .object({
    Reference: z
      .string({ error: 'Validation.Required' })
      .trim()
      .min(1, 'Validation.Required')
      .max(200, 'Validation.MaxLength|{"max":200}'),
    Version: version,
  })
  .meta({ id: 'StaffRefundComplete' });
export type StaffRefundComplete = z.input<typeof StaffRefundCompleteSchema>;
