import { emailField, formSchema, textField } from '@vitrine/validation';
import { z } from 'zod';
import { CountryCodeSchema } from './shipping';

/** An order's life (spec 001 §1.8). */
export const ORDER_STATUSES = ['placed', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const ACCOUNT_TYPES = ['Private', 'Company'] as const;

const name = () => textField({ required: true, maxlength: 100 }, { trim: true });
const line = (max: number) => textField({ required: true, maxlength: max }, { trim: true });
const optional = (max: number) => textField({ maxlength: max }, { trim: true }).optional();

/**
 * The one-step checkout's form (spec 001 §3 "Address fields"): the billing address with its
 * `Billing*` fields, `AccountType` and `SameAddressForShipping`, the shipping address's fields
 * when it differs, or saved addresses by id (`ExistingBillingAddressId`,
 * `ExistingShippingAddressId`). No price travels with it: the server prices the cart itself.
 * `ExpectedTotal` is what the shopper was shown; a different total now refuses the order
 * (the prices changed meanwhile) instead of charging a sum nobody saw.
 */
export const PlaceOrderBodySchema = formSchema(
  {
    Email: emailField({ required: true, maxlength: 320 }),
    AccountType: z.enum(ACCOUNT_TYPES).default('Private'),
    ExistingBillingAddressId: z.string().uuid('Validation.Uuid').optional(),
    ExistingShippingAddressId: z.string().uuid('Validation.Uuid').optional(),
    BillingFirstName: name(),
    BillingLastName: name(),
    BillingCompany: optional(150),
    BillingStreet1: line(200),
    BillingHouseNumber: line(20),
    BillingBoxNumber: optional(20),
    BillingPostalCode: line(12),
    BillingCity: line(100),
    BillingCountry: CountryCodeSchema,
    BillingPhone: optional(40),
    BillingVAT: optional(40),
    SameAddressForShipping: z.boolean().default(true),
    ShippingFirstName: optional(100),
    ShippingLastName: optional(100),
    ShippingStreet1: optional(200),
    ShippingHouseNumber: optional(20),
    ShippingBoxNumber: optional(20),
    ShippingPostalCode: optional(12),
    ShippingCity: optional(100),
    ShippingCountryId: CountryCodeSchema.optional(),
    ExpectedTotal: z.number().nonnegative().optional(),
    /**
     * Ship to the parents of the birth list whose gifts the cart holds (ADR 033): the server takes
     * their saved address, which the buyer never sees; the typed shipping fields are ignored.
     */
    DeliverToBirthList: z.boolean().default(false),
  },
  {
    BillingCompany: { requiredif: { field: 'AccountType', value: 'Company' } },
    ShippingFirstName: { requiredif: { field: 'SameAddressForShipping', value: false } },
    ShippingLastName: { requiredif: { field: 'SameAddressForShipping', value: false } },
    ShippingStreet1: { requiredif: { field: 'SameAddressForShipping', value: false } },
    ShippingHouseNumber: { requiredif: { field: 'SameAddressForShipping', value: false } },
    ShippingPostalCode: { requiredif: { field: 'SameAddressForShipping', value: false } },
    ShippingCity: { requiredif: { field: 'SameAddressForShipping', value: false } },
    ShippingCountryId: { requiredif: { field: 'SameAddressForShipping', value: false } },
  },
).meta({ id: 'PlaceOrderBody' });
export type PlaceOrderBody = z.input<typeof PlaceOrderBodySchema>;
export type PlaceOrder = z.output<typeof PlaceOrderBodySchema>;

export const OrderAddressSchema = z
  .object({
    FirstName: z.string(),
    LastName: z.string(),
    Company: z.string().nullable(),
    Street1: z.string(),
    HouseNumber: z.string(),
    BoxNumber: z.string().nullable(),
    PostalCode: z.string(),
    City: z.string(),
    CountryId: z.string(),
    CountryName: z.string(),
    Phone: z.string().nullable(),
  })
  .meta({ id: 'OrderAddress' });
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

export const OrderLineSchema = z
  .object({
    Id: z.string(),
    ProductVariantId: z.string(),
    Name: z.string(),
    SKU: z.string(),
    Quantity: z.number().int(),
    UnitPriceTaxIncl: z.number(),
    UnitPriceTaxInclHtml: z.string(),
    TotalTaxIncl: z.number(),
    TotalTaxInclHtml: z.string(),
    ItemOrigin: z.string(),
    /** The customer's own reference for the variant as it was when they ordered. */
    CustomerSKU: z.string().nullish(),
  })
  .meta({ id: 'OrderLine' });

export const OrderHistoryEntrySchema = z
  .object({ Status: OrderStatusSchema, At: z.string(), ActorKind: z.string(), Note: z.string() })
  .meta({ id: 'OrderHistoryEntry' });

export const OrderSchema = z
  .object({
    Id: z.string(),
    Number: z.string(),
    Status: OrderStatusSchema,
    PlacedAt: z.string(),
    Email: z.string(),
    AccountType: z.enum(ACCOUNT_TYPES),
    VAT: z.string().nullable(),
    VatExempt: z.boolean(),
    CurrencyCode: z.string(),
    Items: z.array(OrderLineSchema),
    SubtotalHtml: z.string(),
    Discount: z.number(),
    DiscountHtml: z.string(),
    ShippingAmountHtml: z.string(),
    ShippingMethodName: z.string().nullable(),
    TaxAmountHtml: z.string(),
    AmountTaxIncl: z.number(),
    AmountTaxInclHtml: z.string(),
    AmountTaxExclHtml: z.string(),
    BillingAddress: OrderAddressSchema,
    ShippingAddress: OrderAddressSchema,
    PickupPointName: z.string().nullable(),
    /**
     * Delivered to the parents of this birth list: the shopper's answers then hold only the
     * shipping address's country (staff see the address itself).
     */
    DeliveredToBirthList: z.string().nullish(),
    History: z.array(OrderHistoryEntrySchema),
    /** Placed and not paid yet: the shopper may (re)open the payment screen. */
    CanPay: z.boolean(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof OrderSchema>;

export const OrderPlacedSchema = z
  .object({ OrderId: z.string(), Number: z.string(), Order: OrderSchema })
  .meta({ id: 'OrderPlaced' });
export type OrderPlaced = z.infer<typeof OrderPlacedSchema>;

export const OrderSummarySchema = z
  .object({
    Id: z.string(),
    Number: z.string(),
    Status: OrderStatusSchema,
    PlacedAt: z.string(),
    ItemsQuantityCount: z.number().int(),
    AmountTaxIncl: z.number(),
    AmountTaxInclHtml: z.string(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderListSchema = z
  .object({
    Items: z.array(OrderSummarySchema),
    TotalCount: z.number().int(),
    PageNumber: z.number().int(),
    PageSize: z.number().int(),
  })
  .meta({ id: 'OrderList' });
export type OrderList = z.infer<typeof OrderListSchema>;

export const OrderListQuerySchema = z.object({
  pagenbr: z.coerce.number().int().min(1).max(10_000).default(1),
});

/**
 * The make-payment form (spec 001 §2): pay the order by card, with the customer's prepaid
 * account first when they choose it (prepaid accounts are the customer's, spec 001 §1.11).
 */
export const MakePaymentBodySchema = z
  .object({ UsePrepaidAccount: z.boolean().default(false) })
  .meta({ id: 'MakePaymentBody' });
export type MakePaymentBody = z.input<typeof MakePaymentBodySchema>;

/** Its address: a path parameter. */
export const OrderIdParamsSchema = z.object({ orderId: z.string().uuid('Validation.Uuid') });
