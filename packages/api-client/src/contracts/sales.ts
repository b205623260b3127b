import { customerSearchTextSchema, encodeMessage, MESSAGE_KEYS } from '@vitrine/validation';
import { z } from 'zod';
import { CustomerAddressSchema } from './customer-addresses';
import { CultureSchema } from './localization';
import { PrepaidEntrySchema } from './prepaid-accounts';
import { ProblemSchema } from './problem';

/**
 * The sales desk (sales staff and admins, spec 001 §1 "back-office sales staff pick a customer
 * (searched by e-mail) when making an order with a prepaid account"): the customer picker
 * (`GET {app}/api/v1/sales/customers`, answering `Email` and `CustomerId`), the picked customer's
 * saved addresses, and an order placed for them, priced on the server as their own checkout would
 * price it. Amounts travel as JSON numbers in major units and as text formatted for the culture.
 */

export const SALES_CUSTOMERS_LIMIT = 10;
export const SALES_CUSTOMERS_MAX_LIMIT = 50;
/** Lines of one order placed by sales staff. */
export const SALES_ORDER_MAX_LINES = 100;
export const SALES_ORDER_MAX_QUANTITY = 9_999;

const id = () => z.string().uuid('Validation.Uuid');

/** GET {app}/api/v1/sales/customers?email&limit: at least 2 characters of the e-mail (spec 001 §9). */
export const SalesCustomerSearchQuerySchema = z.object({
  email: customerSearchTextSchema,
  limit: z.coerce.number().int().min(1).max(SALES_CUSTOMERS_MAX_LIMIT).default(SALES_CUSTOMERS_LIMIT),
});
export interface SalesCustomerSearchQuery {
  email: string;
  limit?: number;
}

/** A search result: the spec's `Email` and `CustomerId`, with what staff need to tell two apart. */
export const SalesCustomerSchema = z
  .object({
    CustomerId: z.string(),
    Email: z.string(),
    FirstName: z.string(),
    LastName: z.string(),
    /** The company of the customer's default billing address, when they buy as one. */
    Company: z.string().nullable(),
  })
  .meta({ id: 'SalesCustomer' });
export type SalesCustomer = z.infer<typeof SalesCustomerSchema>;
export const SalesCustomerListSchema = z.array(SalesCustomerSchema);

export const SalesCustomerParamsSchema = z.object({ customerId: id() });

/** The picked customer with their saved addresses (the order's billing and delivery). */
export const SalesCustomerDetailSchema = SalesCustomerSchema.extend({
  Addresses: z.array(CustomerAddressSchema),
}).meta({ id: 'SalesCustomerDetail' });
export type SalesCustomerDetail = z.infer<typeof SalesCustomerDetailSchema>;

/** GET {app}/api/v1/sales/products?q: variants by SKU or product name, for an order's lines. */
export const SalesProductSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(2, encodeMessage(MESSAGE_KEYS.SearchMinLength, { min: 2 }))
    .max(100),
});
export const SalesProductSchema = z
  .object({ ProductVariantId: z.string(), Name: z.string(), SKU: z.string() })
  .meta({ id: 'SalesProduct' });
export type SalesProduct = z.infer<typeof SalesProductSchema>;
export const SalesProductListSchema = z.array(SalesProductSchema);

const quantity = () =>
  z
    .number({ error: 'Validation.Integer' })
    .int('Validation.Integer')
    .min(1, encodeMessage(MESSAGE_KEYS.Min, { min: 1 }))
    .max(SALES_ORDER_MAX_QUANTITY, encodeMessage(MESSAGE_KEYS.Max, { max: SALES_ORDER_MAX_QUANTITY }));

/**
 * An order for a customer as the sales form holds it: the customer, the lines, the saved
 * addresses (the delivery one defaults to the billing one). Prices are never sent: the server
 * prices it from the catalogue for this customer.
 */
export const SalesOrderDraftSchema = z.object({
  CustomerId: id(),
  Lines: z
    .array(z.object({ ProductVariantId: id(), Quantity: quantity() }))
    .min(1, 'Sales.Order.NoLines')
    .max(SALES_ORDER_MAX_LINES, encodeMessage(MESSAGE_KEYS.Max, { max: SALES_ORDER_MAX_LINES })),
  BillingAddressId: id(),
  ShippingAddressId: id().optional(),
});
export type SalesOrderDraft = z.infer<typeof SalesOrderDraftSchema>;

/** POST {app}/api/v1/sales/prepaidorders: the draft with the total staff were shown (a change answers 409). */
export const SalesOrderPlaceSchema = SalesOrderDraftSchema.extend({
  ExpectedTotal: z.number().optional(),
});
export type SalesOrderPlace = z.infer<typeof SalesOrderPlaceSchema>;

export const SalesQuoteLineSchema = z.object({
  ProductVariantId: z.string(),
  ProductName: z.string(),
  SKU: z.string(),
  /** The customer's own reference for the variant (spec 001 customer references). */
  CustomerSKU: z.string().nullable(),
  /** The quantity as the variant's rules and stock allow it (may differ from the one asked). */
  Quantity: z.number().int(),
  UnitPriceTaxIncl: z.number(),
  UnitPriceTaxInclHtml: z.string(),
  TierApplied: z.boolean(),
  TotalTaxIncl: z.number(),
  TotalTaxInclHtml: z.string(),
});

/** POST {app}/api/v1/sales/prepaidorders/quote: the draft priced for the customer, nothing written. */
export const SalesOrderQuoteSchema = z
  .object({
    Items: z.array(SalesQuoteLineSchema),
    CurrencyCode: z.string(),
    SubtotalHtml: z.string(),
    ShippingMethodName: z.string().nullable(),
    ShippingAmountHtml: z.string(),
    TaxAmountHtml: z.string(),
    AmountTaxIncl: z.number(),
    AmountTaxInclHtml: z.string(),
  })
  .meta({ id: 'SalesOrderQuote' });
export type SalesOrderQuote = z.infer<typeof SalesOrderQuoteSchema>;

export const SalesOrderPlacedSchema = z
  .object({ OrderId: z.string(), Number: z.string(), AmountTaxInclHtml: z.string() })
  .meta({ id: 'SalesOrderPlaced' });
export type SalesOrderPlaced = z.infer<typeof SalesOrderPlacedSchema>;

/** The most one top-up staff record may credit (a typing slip of a zero is refused, not credited). */
export const SALES_TOPUP_MAX = 100_000;

/** GET {app}/api/v1/sales/customers/{customerId}/prepaidaccount?page: the balance and its history. */
export const SalesPrepaidQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  culture: CultureSchema.optional(),
});

/** A ledger entry as staff read it: who made it (a staff member's e-mail) and the transfer's reference. */
export const SalesPrepaidEntrySchema = PrepaidEntrySchema.extend({
  ActorEmail: z.string().nullable(),
  PaymentReference: z.string().nullable(),
}).meta({ id: 'SalesPrepaidEntry' });
export type SalesPrepaidEntry = z.infer<typeof SalesPrepaidEntrySchema>;

export const SalesPrepaidAccountSchema = z
  .object({
    CustomerId: z.string(),
    PrepaidAccountId: z.string(),
    CurrencyCode: z.string(),
    Balance: z.number(),
    BalanceHtml: z.string(),
    History: z.object({
      Items: z.array(SalesPrepaidEntrySchema),
      TotalCount: z.number().int(),
      PageNumber: z.number().int(),
      PageSize: z.number().int(),
    }),
  })
  .meta({ id: 'SalesPrepaidAccount' });
export type SalesPrepaidAccount = z.infer<typeof SalesPrepaidAccountSchema>;

/**
 * POST {app}/api/v1/sales/customers/{customerId}/prepaidaccount/topups: a bank transfer received
 * for the customer, credited on their behalf (once per `Idempotency-Key`).
 */
export const SalesTopUpSchema = z.object({
  Amount: z
    .number({ error: 'Validation.Number' })
    .positive(encodeMessage(MESSAGE_KEYS.Min, { min: 0.01 }))
    .max(SALES_TOPUP_MAX, encodeMessage(MESSAGE_KEYS.Max, { max: SALES_TOPUP_MAX }))
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: 'Sales.Prepaid.AmountCents',
    }),
  Reference: z
    .string({ error: encodeMessage(MESSAGE_KEYS.Required) })
    .trim()
    .min(1, encodeMessage(MESSAGE_KEYS.Required))
    .max(100, encodeMessage(MESSAGE_KEYS.MaxLength, { max: 100 })),
  Reason: z
    .string()
    .trim()
    .max(300, encodeMessage(MESSAGE_KEYS.MaxLength, { max: 300 }))
    .default(''),
});
export type SalesTopUp = z.infer<typeof SalesTopUpSchema>;
export type SalesTopUpBody = z.input<typeof SalesTopUpSchema>;

/**
 * A refused sales form: the problem with the `Message` the form shows (spec 001 §8 "Sales customer
 * form failure"). A body the server could not even read (malformed JSON) answers without one.
 */
export const SalesFormProblemSchema = ProblemSchema.extend({ Message: z.string().optional() }).meta({
  id: 'SalesFormProblem',
});
export type SalesFormProblem = z.infer<typeof SalesFormProblemSchema>;
