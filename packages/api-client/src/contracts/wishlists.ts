import { encodeMessage, QUANTITY_CEILING, wishlistQuantitySchema } from '@vitrine/validation';
import { z } from 'zod';
import { ShoppingCartSchema } from './cart';
import { PhotoSchema } from './catalog';
import { CultureSchema } from './localization';
import { ProblemSchema } from './problem';

/**
 * Wishlists (spec 001 §3, §7 "Wishlist"): a signed-in customer's named lists of variants with a
 * quantity. The spec's calls keep their paths and names under {site}/api/v1/catalog/wishlist; it
 * shows no reads, list creation or moves, so those follow the same style. Another customer's list
 * or product is not found (404).
 */

export const WISHLIST_NAME_MAX = 100;
export const WISHLIST_DESCRIPTION_MAX = 1000;
/** A customer keeps a handful of lists; a ceiling keeps a script from making thousands. */
export const WISHLISTS_PER_CUSTOMER_MAX = 50;
/** And a list holds at most this many products. */
export const WISHLIST_PRODUCTS_MAX = 500;

const Uuid = z.string().uuid('Validation.Uuid');
/** A quantity from a query or a form: text that must read as a positive whole number. */
const Quantity = wishlistQuantitySchema.max(QUANTITY_CEILING, {
  error: encodeMessage('Validation.Max', { max: QUANTITY_CEILING }),
});
const QueryQuantity = z.coerce.number({ error: 'Validation.Quantity' }).pipe(Quantity);
const Name = z
  .string()
  .trim()
  .min(1, 'Validation.Required')
  .max(WISHLIST_NAME_MAX, encodeMessage('Validation.MaxLength', { max: WISHLIST_NAME_MAX }));
const Description = z
  .string()
  .trim()
  .max(WISHLIST_DESCRIPTION_MAX, encodeMessage('Validation.MaxLength', { max: WISHLIST_DESCRIPTION_MAX }));

/** `?culture=` of the answers that name products. */
export const WishlistCultureQuerySchema = z.object({ culture: CultureSchema.optional() });

/** One of the customer's lists (spec 001 §3 "Wishlist": Id, name, description). */
export const WishlistSummarySchema = z
  .object({
    Id: z.string().uuid(),
    Name: z.string(),
    Description: z.string(),
    /** How many products (variants) it holds. */
    ProductsCount: z.number().int(),
    /** Whether it holds the variant asked about (`productVariantId`); false without one. */
    ContainsVariant: z.boolean(),
    /** The quantity of that variant in it, when it holds it. */
    VariantQuantity: z.number().int().nullable(),
  })
  .meta({ id: 'WishlistSummary' });
export type WishlistSummary = z.infer<typeof WishlistSummarySchema>;

export const WishlistsSchema = z.object({ Items: z.array(WishlistSummarySchema) }).meta({ id: 'Wishlists' });
export type Wishlists = z.infer<typeof WishlistsSchema>;

/** GET .../wishlist/lists: `productVariantId` marks the lists that hold it (the modal's choice). */
export const WishlistsQuerySchema = z.object({
  culture: CultureSchema.optional(),
  productVariantId: Uuid.optional(),
});

/** A product of a list (spec 001 §3 "wishlist product": Id, variant, quantity), as the list page shows it. */
export const WishlistProductSchema = z
  .object({
    Id: z.string().uuid(),
    ProductVariantId: z.string().uuid(),
    ProductId: z.string().uuid(),
    Quantity: z.number().int(),
    ProductName: z.string(),
    SKU: z.string(),
    ProductUrl: z.string(),
    Photo: PhotoSchema.nullable(),
    UnitPriceTaxIncl: z.number(),
    UnitPriceTaxInclHtml: z.string(),
    CurrencyCode: z.string(),
    /** Can be ordered now (published, not switched off, the smallest quantity in stock). */
    IsAvailable: z.boolean(),
  })
  .meta({ id: 'WishlistProduct' });
export type WishlistProduct = z.infer<typeof WishlistProductSchema>;

/** GET .../wishlist/lists/{id}: one list with its products, oldest first. */
export const WishlistDetailSchema = z
  .object({
    Id: z.string().uuid(),
    Name: z.string(),
    Description: z.string(),
    Items: z.array(WishlistProductSchema),
  })
  .meta({ id: 'WishlistDetail' });
export type WishlistDetail = z.infer<typeof WishlistDetailSchema>;

export const WishlistParamsSchema = z.object({ id: Uuid });

/** POST .../wishlist/create */
export const WishlistCreateSchema = z
  .object({ Name, Description: Description.optional() })
  .meta({ id: 'WishlistCreate' });
export type WishlistCreate = z.input<typeof WishlistCreateSchema>;

/** The new-list tab of the modal (one schema for the form and the call). */
export const WishlistNewListFormSchema = z.object({ Name, Description: Description.optional() });

/**
 * POST .../wishlist/addproductvariant (query): the variant, its quantity (1 without one) and the
 * list: an existing `wishlistId`, or `name` (and `description`) of a new one made with it.
 * Adding a variant the list holds raises its quantity.
 */
export const WishlistAddQuerySchema = z
  .object({
    productVariantId: Uuid,
    quantity: QueryQuantity.optional(),
    wishlistId: Uuid.optional(),
    name: Name.optional(),
    description: Description.optional(),
    culture: CultureSchema.optional(),
  })
  .refine((query) => !!query.wishlistId !== !!query.name, {
    path: ['wishlistId'],
    message: 'Wishlists.ChooseList',
  });
export type WishlistAddQuery = z.input<typeof WishlistAddQuerySchema>;

/**
 * Spec 001 §3 "Wishlist add response" (the spec's spelling of IsSuccessfull), and the product's
 * row: `DataLayer` is the analytics event the page pushes.
 */
export const WishlistAddResponseSchema = z
  .object({
    Message: z.string(),
    WishlistId: z.string().uuid(),
    DataLayer: z.record(z.string(), z.unknown()),
    IsSuccessfull: z.boolean(),
    WishlistProductId: z.string().uuid(),
    Quantity: z.number().int(),
  })
  .meta({ id: 'WishlistAddResponse' });
export type WishlistAddResponse = z.infer<typeof WishlistAddResponseSchema>;

/** A refused add: the problem, with the add answer's `Message` to show (spec 001 §8) and `IsSuccessfull` false. */
export const WishlistAddProblemSchema = ProblemSchema.extend({
  Message: z.string(),
  IsSuccessfull: z.literal(false),
}).meta({ id: 'WishlistAddProblem' });

/**
 * POST .../wishlist/updatequantity: spec 001 §3 "Wishlist data" — the list (`WishlistId` in the
 * query, as the other §7 changes) and its `Items` (variantId, qty) in the body.
 */
export const WishlistQuantityQuerySchema = z.object({ WishlistId: Uuid });
export const WishlistQuantityBodySchema = z
  .object({
    Items: z
      .array(z.object({ variantId: Uuid, qty: Quantity }))
      .min(1, 'Validation.Required')
      .max(WISHLIST_PRODUCTS_MAX),
  })
  .meta({ id: 'WishlistQuantities' });
export type WishlistQuantityBody = z.input<typeof WishlistQuantityBodySchema>;

/** POST .../wishlist/updatename (query): Id with Name. */
export const WishlistNameQuerySchema = z.object({ Id: Uuid, Name });
/** POST .../wishlist/updatedescription (query): Id with Description (empty clears it). */
export const WishlistDescriptionQuerySchema = z.object({ Id: Uuid, Description: Description.default('') });

/** POST .../wishlist/delete (body): the list to delete, with its products. */
export const WishlistDeleteBodySchema = z.object({ Id: Uuid }).meta({ id: 'WishlistDelete' });

/** DELETE .../wishlist/deletefromlist (query): one wishlist product by its Id. */
export const WishlistProductQuerySchema = z.object({ Id: Uuid });
/** DELETE .../wishlist/deletefromalllist/{productVariantId} */
export const WishlistVariantParamsSchema = z.object({ productVariantId: Uuid });
/** DELETE .../wishlist/deletefromlist/{productVariantId}/{listId} */
export const WishlistVariantInListParamsSchema = z.object({ productVariantId: Uuid, listId: Uuid });

/** GET .../wishlist/isinthelist: the variant, in one list (`wishlistId`) or in any. */
export const WishlistIsInListQuerySchema = z.object({ productVariantId: Uuid, wishlistId: Uuid.optional() });
export const WishlistIsInListSchema = z
  .object({
    IsInTheList: z.boolean(),
    /** The lists that hold it (only the one asked about, when one was). */
    WishlistIds: z.array(z.string().uuid()),
  })
  .meta({ id: 'WishlistIsInList' });
export type WishlistIsInList = z.infer<typeof WishlistIsInListSchema>;

/** GET .../wishlist/products/count: the count widget. */
export const WishlistCountSchema = z
  .object({
    /** Distinct variants over all the customer's lists. */
    Count: z.number().int(),
    ListsCount: z.number().int(),
  })
  .meta({ id: 'WishlistCount' });
export type WishlistCount = z.infer<typeof WishlistCountSchema>;

/**
 * POST .../wishlist/move: a product to another of the customer's lists. When that list holds the
 * variant already, the quantities are added up there.
 */
export const WishlistMoveSchema = z
  .object({ WishlistProductId: Uuid, ToWishlistId: Uuid })
  .meta({ id: 'WishlistMove' });
export type WishlistMove = z.input<typeof WishlistMoveSchema>;

/** A wishlist product after a change: where it is now and its quantity. */
export const WishlistProductChangeSchema = z
  .object({ WishlistProductId: z.string().uuid(), WishlistId: z.string().uuid(), Quantity: z.number().int() })
  .meta({ id: 'WishlistProductChange' });
export type WishlistProductChange = z.infer<typeof WishlistProductChangeSchema>;

/** POST {site}/api/v1/catalog/products/addwishlisttocart (spec 001 §7, "order all products"). */
export const AddWishlistToCartSchema = z.object({ WishlistId: Uuid }).meta({ id: 'AddWishlistToCart' });
export type AddWishlistToCart = z.input<typeof AddWishlistToCartSchema>;

/** Why a product of the list did not go in the cart. */
export const WISHLIST_NOT_ADDED_REASONS = ['NotSold', 'Unavailable', 'OutOfStock'] as const;

export const WishlistToCartSchema = z
  .object({
    /** How many of the list's products went in the cart. */
    AddedCount: z.number().int(),
    NotAdded: z.array(
      z.object({
        WishlistProductId: z.string().uuid(),
        ProductVariantId: z.string().uuid(),
        ProductName: z.string(),
        Reason: z.enum(WISHLIST_NOT_ADDED_REASONS),
      }),
    ),
    /** The cart after the adds (the header widget shows it). */
    Cart: ShoppingCartSchema,
  })
  .meta({ id: 'WishlistToCart' });
export type WishlistToCart = z.infer<typeof WishlistToCartSchema>;
