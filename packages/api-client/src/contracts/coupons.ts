import { couponFormSchema } from '@vitrine/validation';
import { z } from 'zod';

/**
 * Coupons (spec 001 §3 "Coupon: CouponCode", §7's coupon calls) and the staff's coupon area.
 * Amounts travel as JSON numbers in major units with their currency (ADR 010), and as text
 * formatted for the culture; nothing computes with those numbers.
 */

const Uuid = z.string().uuid('Validation.Uuid');
const IsoDate = z.string().datetime({ offset: true });

export const COUPON_KINDS = ['percentage', 'fixed'] as const;
export const CouponKindSchema = z.enum(COUPON_KINDS);
export type CouponKind = z.infer<typeof CouponKindSchema>;

/** POST and DELETE {app}/api/v1/shoppingcarts/coupon: the code, non-empty once trimmed (spec 001 §5). */
export const CouponRequestSchema = couponFormSchema
  .extend({ CouponCode: couponFormSchema.shape.CouponCode.pipe(z.string().max(64, 'Coupons.Unknown')) })
  .meta({ id: 'CouponRequest' });
export type CouponRequest = z.input<typeof CouponRequestSchema>;

/** A coupon kept on the cart: what it takes off now, or why it gives nothing at the moment. */
export const CartCouponSchema = z
  .object({
    Code: z.string(),
    Description: z.string(),
    DiscountAmount: z.number(),
    DiscountHtml: z.string(),
    /** The i18n key (with its parameters) saying why the coupon gives nothing now; null when it does. */
    InactiveReason: z.string().nullable(),
  })
  .meta({ id: 'CartCoupon' });
export type CartCoupon = z.infer<typeof CartCouponSchema>;

/** The coupon fields of the cart's answer (spread into ShoppingCart). */
export const CartCouponFields = {
  /** The coupons applied, in the order they were applied. */
  Coupons: z.array(CartCouponSchema).optional(),
  /** What the coupons take off the goods, tax included (0 without one). */
  DiscountAmount: z.number().optional(),
  DiscountAmountHtml: z.string().optional(),
};

export const CouponUserParamsSchema = z.object({ id: Uuid });

/** A coupon a customer may use (GET {app}/api/v1/couponcode/user/{id}, the coupon-codes modal). */
export const CustomerCouponSchema = z
  .object({
    Code: z.string(),
    Description: z.string(),
    Kind: CouponKindSchema,
    /** "10 %" or "5,00 €", formatted for the culture. */
    ValueHtml: z.string(),
    Percent: z.number().nullable(),
    Amount: z.number().nullable(),
    CurrencyCode: z.string().length(3),
    MinimumAmount: z.number().nullable(),
    MinimumAmountHtml: z.string().nullable(),
    StartsAt: IsoDate.nullable(),
    EndsAt: IsoDate.nullable(),
    /** Only this customer may use it. */
    IsPersonal: z.boolean(),
  })
  .meta({ id: 'CustomerCoupon' });
export type CustomerCoupon = z.infer<typeof CustomerCouponSchema>;

// ——— Staff: /api/v1/backoffice/coupons/… ———

const optionalAmount = z
  .number({ error: 'Validation.Number' })
  .positive('Coupons.AmountPositive')
  .max(99_999_999, 'Coupons.AmountPositive')
  .multipleOf(0.01, 'Coupons.AmountCents')
  .nullable();
const limit = z
  .number({ error: 'Validation.Integer' })
  .int('Validation.Integer')
  .min(1, 'Coupons.LimitPositive')
  .max(1_000_000_000)
  .nullable();

/** The body of a coupon's creation or edit: every rule, checked on the server as in the form. */
export const CouponEditSchema = z
  .object({
    Code: z
      .string({ error: 'Validation.Required' })
      .trim()
      .min(1, 'Validation.Required')
      .max(64, 'Validation.MaxLength|{"max":64}')
      .regex(/^[\p{L}\p{N}_-]+$/u, 'Coupons.CodePattern'),
    Description: z.string().trim().max(500, 'Validation.MaxLength|{"max":500}').default(''),
    Kind: CouponKindSchema,
    Percent: z
      .number({ error: 'Validation.Number' })
      .gt(0, 'Coupons.PercentRange')
      .max(100, 'Coupons.PercentRange')
      .nullable()
      .default(null),
    Amount: optionalAmount.default(null),
    MinimumAmount: optionalAmount.default(null),
    StartsAt: IsoDate.nullable().default(null),
    EndsAt: IsoDate.nullable().default(null),
    UsageLimit: limit.default(null),
    PerCustomerLimit: limit.default(null),
    /** A personal coupon: only this customer may use it, and it is listed for them. */
    CustomerId: Uuid.nullable().default(null),
    IsActive: z.boolean().default(true),
    ProductIds: z.array(Uuid).max(500).default([]),
    CategoryIds: z.array(Uuid).max(500).default([]),
    BrandIds: z.array(Uuid).max(500).default([]),
  })
  .superRefine((coupon, context) => {
    if (coupon.Kind === 'percentage' && coupon.Percent === null)
      context.addIssue({ code: 'custom', path: ['Percent'], message: 'Coupons.PercentRange' });
    if (coupon.Kind === 'fixed' && coupon.Amount === null)
      context.addIssue({ code: 'custom', path: ['Amount'], message: 'Coupons.AmountPositive' });
    if (coupon.StartsAt && coupon.EndsAt && Date.parse(coupon.StartsAt) >= Date.parse(coupon.EndsAt))
      context.addIssue({ code: 'custom', path: ['EndsAt'], message: 'Coupons.DatesOrder' });
  })
  .meta({ id: 'CouponEdit' });
export type CouponEdit = z.input<typeof CouponEditSchema>;
export type CouponEditParsed = z.output<typeof CouponEditSchema>;

/** A name for a picked id (a product, a category, a brand, a customer). */
export const CouponLookupSchema = z
  .object({ Id: z.string().uuid(), Name: z.string() })
  .meta({ id: 'CouponLookup' });
export type CouponLookup = z.infer<typeof CouponLookupSchema>;

export const CouponSchema = z
  .object({
    Id: z.string().uuid(),
    Code: z.string(),
    Description: z.string(),
    Kind: CouponKindSchema,
    Percent: z.number().nullable(),
    Amount: z.number().nullable(),
    CurrencyCode: z.string().length(3),
    MinimumAmount: z.number().nullable(),
    StartsAt: IsoDate.nullable(),
    EndsAt: IsoDate.nullable(),
    UsageLimit: z.number().int().nullable(),
    PerCustomerLimit: z.number().int().nullable(),
    CustomerId: z.string().uuid().nullable(),
    IsActive: z.boolean(),
    /** Orders that used it. */
    UsageCount: z.number().int().min(0),
    /** Carts it is applied to now. */
    CartCount: z.number().int().min(0),
    Customer: CouponLookupSchema.nullable(),
    Products: z.array(CouponLookupSchema),
    Categories: z.array(CouponLookupSchema),
    Brands: z.array(CouponLookupSchema),
  })
  .meta({ id: 'Coupon' });
export type Coupon = z.infer<typeof CouponSchema>;

export const CouponRedemptionSchema = z
  .object({
    Id: z.string().uuid(),
    OrderId: z.string().uuid(),
    CustomerId: z.string().uuid().nullable(),
    CustomerEmail: z.string().nullable(),
    Amount: z.number(),
    AmountHtml: z.string(),
    CurrencyCode: z.string().length(3),
    RedeemedAt: IsoDate,
  })
  .meta({ id: 'CouponRedemption' });
export type CouponRedemption = z.infer<typeof CouponRedemptionSchema>;

export const CouponIdParamsSchema = z.object({ id: Uuid });
export const COUPON_LOOKUP_KINDS = ['products', 'categories', 'brands', 'customers'] as const;
export const CouponLookupParamsSchema = z.object({ kind: z.enum(COUPON_LOOKUP_KINDS) });
export type CouponLookupKind = (typeof COUPON_LOOKUP_KINDS)[number];
export const CouponLookupQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
});
