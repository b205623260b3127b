import { z } from 'zod';
import { OrderHistoryEntrySchema, OrderIdParamsSchema, OrderSchema, OrderStatusSchema } from './orders';

/**
 * The staff's order desk (sales and admins): the shop's orders, newest first, found by status,
 * number or e-mail, and moved through their statuses. Amounts travel as JSON numbers in major
 * units with their currency and as text formatted for the culture (ADR 010).
 */

export const STAFF_ORDERS_PAGE_SIZE = 20;
export const STAFF_ORDERS_MAX_PAGE_SIZE = 100;

/** GET {app}/api/v1/backoffice/orders: `page`, `pageSize`, `status`, `q` (a number or an e-mail, or part of one). */
export const StaffOrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(STAFF_ORDERS_MAX_PAGE_SIZE).default(STAFF_ORDERS_PAGE_SIZE),
  status: OrderStatusSchema.optional(),
  q: z.string().trim().max(320, 'Validation.MaxLength|{"max":320}').optional(),
});
/** The list's query as a caller writes it. */
export interface StaffOrderListQuery {
  page?: number;
  pageSize?: number;
  status?: z.infer<typeof OrderStatusSchema>;
  q?: string;
}

export const StaffOrderSummarySchema = z
  .object({
    Id: z.string(),
    Number: z.string(),
    Status: OrderStatusSchema,
    PlacedAt: z.string(),
    Email: z.string(),
    /** The billing address's first and last name. */
    CustomerName: z.string(),
    ItemsQuantityCount: z.number().int(),
    AmountTaxIncl: z.number(),
    AmountTaxInclHtml: z.string(),
    CurrencyCode: z.string(),
  })
  .meta({ id: 'StaffOrderSummary' });
export type StaffOrderSummary = z.infer<typeof StaffOrderSummarySchema>;

export const StaffOrderListSchema = z
  .object({
    Items: z.array(StaffOrderSummarySchema),
    TotalCount: z.number().int(),
    Page: z.number().int(),
    PageSize: z.number().int(),
  })
  .meta({ id: 'StaffOrderList' });
export type StaffOrderList = z.infer<typeof StaffOrderListSchema>;

/** A move in the order's history, with the staff member who made it (their e-mail) when it was staff. */
export const StaffOrderHistoryEntrySchema = OrderHistoryEntrySchema.extend({
  ActorId: z.string().nullable(),
  ActorEmail: z.string().nullable(),
}).meta({ id: 'StaffOrderHistoryEntry' });
export type StaffOrderHistoryEntry = z.infer<typeof StaffOrderHistoryEntrySchema>;

/** The order as its shopper reads it, plus what the desk needs to move it. */
export const StaffOrderSchema = OrderSchema.extend({
  /** The customer's account; null for a guest's order. */
  CustomerId: z.string().nullable(),
  History: z.array(StaffOrderHistoryEntrySchema),
  /** The statuses staff may move it to now (payments and refunds are recorded by their own features). */
  NextStatuses: z.array(OrderStatusSchema),
  /** Sent back with a move: an order moved by someone else meanwhile refuses it (409). */
  Version: z.number().int(),
}).meta({ id: 'StaffOrder' });
export type StaffOrder = z.infer<typeof StaffOrderSchema>;

/** POST {app}/api/v1/backoffice/orders/{orderId}/status. */
export const StaffOrderMoveSchema = z
  .object({
    Status: OrderStatusSchema,
    /** Why (a cancellation's reason, a parcel's tracking number): kept in the history. */
    Note: z.string().trim().max(500, 'Validation.MaxLength|{"max":500}').default(''),
    Version: z.number({ error: 'Validation.Integer' }).int('Validation.Integer').min(1),
  })
  .meta({ id: 'StaffOrderMove' });
export type StaffOrderMove = z.input<typeof StaffOrderMoveSchema>;

export const StaffOrderParamsSchema = OrderIdParamsSchema;
