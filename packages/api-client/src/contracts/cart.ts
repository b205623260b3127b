import { QUANTITY_CEILING, quantitySchema } from '@vitrine/validation';
import { z } from 'zod';
import { PhotoSchema } from './catalog';
import { CartCouponFields } from './coupons';
import { CultureSchema } from './localization';
import { CartShippingFields } from './shipping';

/**
 * The cart's public contract (spec 001 §3 and §7): field names as the spec writes them. Amounts
 * are priced on the server from the catalogue only; the client never sends one. They travel as
 * JSON numbers in major units with the cart's currency, and as text formatted for the culture
 * (the spec's *Html fields, which the header widget shows as they are).
 */

const Uuid = z.string().uuid('Validation.Uuid');

/** Where a line was added from (spec 001 §3: "ItemOrigin (Catalog or other)"). */
export const CART_ITEM_ORIGINS = ['Catalog', 'Order', 'Wishlist', 'BirthList'] as const;
export const CartItemOriginSchema = z.enum(CART_ITEM_ORIGINS);
/**
 * The origins a client may name on the catalogue's add to cart: a birth-list line is made only by
 * the birth list's own call, which checks the share link and records the gift the line carries.
 */
export const ClientItemOriginSchema = CartItemOriginSchema.exclude(['BirthList']);
export type CartItemOrigin = z.infer<typeof CartItemOriginSchema>;

/**
 * A quantity a cart call may ask for: a whole number from 1 to QUANTITY_CEILING. The variant's own
 * rules (minimum, step, maximum, stock) are applied by the server, which answers what it changed.
 */
export const CartQuantitySchema = quantitySchema({ max: QUANTITY_CEILING }).meta({
  description: `A whole number from 1 to ${QUANTITY_CEILING}.`,
});

/** The `culture` the answer's names and amounts are given in; the shop's default culture without it. */
export const CartCultureQuerySchema = z.object({ culture: CultureSchema.optional() });
export type CartCultureQuery = z.infer<typeof CartCultureQuerySchema>;

/** POST {app}/api/v1/catalog/products/addtocart */
export const AddToCartRequestSchema = z
  .object({
    ProductVariantId: Uuid,
    Quantity: CartQuantitySchema,
    /** The name the shopper saw (analytics, the confirmation); the cart shows the catalogue's. */
    Name: z.string().max(300).optional(),
    /** The order-origin fields of spec 001 §3, when the line comes from elsewhere than the catalogue. */
    ItemOrigin: ClientItemOriginSchema.optional(),
    ItemKey: z.string().trim().min(1).max(100).optional(),
    OrderId: Uuid.optional(),
  })
  .meta({ id: 'AddToCartRequest' });
export type AddToCartRequest = z.input<typeof AddToCartRequestSchema>;

/** PUT {app}/api/v1/shoppingcarts/shoppingcartitems/{id} */
export const CartItemQuantityRequestSchema = z
  .object({ Quantity: CartQuantitySchema })
  .meta({ id: 'CartItemQuantityRequest' });
export type CartItemQuantityRequest = z.input<typeof CartItemQuantityRequestSchema>;

export const CartItemParamsSchema = z.object({ id: Uuid });
/** Clearing a product: every line of its variants leaves the cart. */
export const CartProductParamsSchema = z.object({ productId: Uuid });

export const ShoppingCartItemSchema = z
  .object({
    /** The line's id (spec 001 §3 "Cart line: item-id"), for the quantity and delete calls. */
    Id: z.string().uuid(),
    ProductVariantId: z.string().uuid(),
    ProductId: z.string().uuid(),
    ProductName: z.string(),
    SKU: z.string(),
    ProductUrl: z.string(),
    Photo: PhotoSchema.nullable(),
    Quantity: z.number().int().min(1),
    /** The quantity input's rules (data-min-qty, step, data-max-qty with 0 for none). */
    MinQuantity: z.number().int().min(0),
    QuantityStep: z.number().int().min(1),
    MaxQuantity: z.number().int().min(0),
    StockQuantity: z.number().int().min(0),
    /** False when the variant can no longer be ordered (unpublished, unavailable or sold out). */
    IsAvailable: z.boolean(),
    /** The unit price for the line's quantity (degressive prices applied), tax included. */
    UnitPriceTaxIncl: z.number(),
    UnitPriceTaxInclHtml: z.string(),
    /** True when a degressive price lowered the unit price at this quantity. */
    TierApplied: z.boolean(),
    TotalTaxIncl: z.number(),
    TotalTaxInclHtml: z.string(),
    ItemOrigin: CartItemOriginSchema,
    /** The line as a cart-change message names it: its origin and its key ("Catalog:{id}"). */
    ItemOriginAndKey: z.string(),
    /** The signed-in customer's own reference for the variant (spec 001 §1), if they keep one. */
    CustomerSKU: z.string().nullish(),
  })
  .meta({ id: 'ShoppingCartItem' });
export type ShoppingCartItem = z.infer<typeof ShoppingCartItemSchema>;

/** GET {app}/api/v1/shoppingcarts: the cart info of spec 001 §3 and its lines. */
export const ShoppingCartSchema = z
  .object({
    ItemsCount: z.number().int().min(0),
    ItemsQuantityCount: z.number().int().min(0),
    CurrencyCode: z.string().length(3),
    AmountTaxIncl: z.number(),
    AmountTaxExcl: z.number(),
    AmountTaxInclHtml: z.string(),
    AmountTaxExclHtml: z.string(),
    Items: z.array(ShoppingCartItemSchema),
    ...CartShippingFields,
    ...CartCouponFields,
  })
  .meta({ id: 'ShoppingCart' });
export type ShoppingCart = z.infer<typeof ShoppingCartSchema>;

/** Why the server ordered another quantity than the one asked for. */
export const CART_CHANGE_REASONS = ['Minimum', 'Step', 'Maximum', 'Stock'] as const;
export const CartChangeReasonSchema = z.enum(CART_CHANGE_REASONS);
export type CartChangeReason = z.infer<typeof CartChangeReasonSchema>;

/**
 * Spec 001 §3 "Cart-change info": the server changed the quantity asked for (stock, step, minimum,
 * maximum); the cart page shows it as an info alert naming the item (§4 "Cart update").
 */
export const CartChangeSchema = z
  .object({
    ItemOriginAndKey: z.string(),
    ItemName: z.string(),
    ItemId: z.string().uuid(),
    RequestedQuantity: z.number().int(),
    Quantity: z.number().int(),
    Reason: CartChangeReasonSchema,
    /** The i18n key of the alert with its parameters (`Cart.QuantityAdjusted.Stock|{…}`). */
    Message: z.string(),
  })
  .meta({ id: 'CartChange' });
export type CartChange = z.infer<typeof CartChangeSchema>;

/** The answer of an add or a quantity change: the cart, the line, and what the server changed. */
export const CartUpdateSchema = ShoppingCartSchema.extend({
  /** The line that was added to or changed. */
  ItemId: z.string().uuid(),
  CartChange: CartChangeSchema.nullable(),
}).meta({ id: 'CartUpdate' });
export type CartUpdate = z.infer<typeof CartUpdateSchema>;

/** The answer of POST {app}/api/v1/shoppingcarts/coupon: truthy when the code was valid (spec 001 §7). */
export const CouponAppliedSchema = z
  .object({ IsValid: z.literal(true), Cart: ShoppingCartSchema })
  .meta({ id: 'CouponApplied' });
export type CouponApplied = z.infer<typeof CouponAppliedSchema>;
