import { checkboxField, textField } from '@vitrine/validation';
import { z } from 'zod';
import { CartQuantitySchema } from './cart';
import { PhotoSchema } from './catalog';

/**
 * Birth lists (spec 001 §1 "a birth list variant" of the wishlists, §2 `openBirthlist`): a gift
 * registry its owner shares by a link; friends and family buy from it through the cart and the
 * checkout, and the owner sees what was bought and by whom. The spec shows no calls: these follow
 * the catalogue's, under {app}/api/v1/catalog/birthlists.
 */

export const BIRTH_LIST_TITLE_MAX = 100;
export const BIRTH_LIST_NAME_MAX = 100;
export const BIRTH_LIST_TEXT_MAX = 1000;
/** Lists one customer may keep: a registry per child is plenty. */
export const MAX_BIRTH_LISTS = 20;
/** Lines one list may hold. */
export const MAX_BIRTH_LIST_ITEMS = 200;

const Uuid = z.string().uuid('Validation.Uuid');
const optionalText = (max: number) => textField({ maxlength: max }, { trim: true }).optional();

/** A calendar day, `YYYY-MM-DD` (a date input's value). */
const DaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Validation.Date')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Validation.Date');

/** POST and PUT {app}/api/v1/catalog/birthlists[/{id}]: the list's own details. */
export const BirthListBodySchema = z
  .object({
    Title: textField({ required: true, maxlength: BIRTH_LIST_TITLE_MAX }, { trim: true }),
    BabyName: optionalText(BIRTH_LIST_NAME_MAX),
    /** The expected (or actual) birth date. */
    ExpectedDate: z.union([DaySchema, z.literal('')]).optional(),
    Message: optionalText(BIRTH_LIST_TEXT_MAX),
    /** One of the owner's saved addresses: gifts may then be delivered there. */
    DeliveryAddressId: z.union([Uuid, z.literal('')]).optional(),
  })
  .meta({ id: 'BirthListBody' });
export type BirthListBody = z.input<typeof BirthListBodySchema>;

export const BirthListParamsSchema = z.object({ id: Uuid });
export const BirthListItemParamsSchema = z.object({ id: Uuid, itemId: Uuid });
/** A share link's token: 256 random bits, base64url. */
export const BirthListTokenParamsSchema = z.object({
  token: z
    .string()
    .min(16, 'Validation.Invalid')
    .max(128)
    .regex(/^[\w-]+$/, 'Validation.Invalid'),
});

/** POST {app}/api/v1/catalog/birthlists/{id}/items: a variant and how many are wished for. */
export const BirthListItemAddSchema = z
  .object({ ProductVariantId: Uuid, Quantity: CartQuantitySchema })
  .meta({ id: 'BirthListItemAdd' });
export type BirthListItemAdd = z.input<typeof BirthListItemAddSchema>;

/** PUT {app}/api/v1/catalog/birthlists/{id}/items/{itemId} */
export const BirthListItemQuantitySchema = z
  .object({ Quantity: CartQuantitySchema })
  .meta({ id: 'BirthListItemQuantity' });
export type BirthListItemQuantity = z.input<typeof BirthListItemQuantitySchema>;

/** One wished-for item, with what was paid for already. `Done` once bought up to its quantity. */
export const BirthListItemSchema = z
  .object({
    Id: z.string().uuid(),
    ProductVariantId: z.string().uuid(),
    ProductId: z.string().uuid(),
    ProductName: z.string(),
    ProductUrl: z.string(),
    SKU: z.string(),
    Photo: PhotoSchema.nullable(),
    PriceHtml: z.string(),
    Quantity: z.number().int(),
    Bought: z.number().int(),
    Remaining: z.number().int(),
    Done: z.boolean(),
    /** Can be put in a cart now (published, orderable, in stock). */
    Available: z.boolean(),
  })
  .meta({ id: 'BirthListItem' });
export type BirthListItem = z.infer<typeof BirthListItemSchema>;

/** A paid gift as the owner sees it; `BuyerName` is null when the buyer chose to stay anonymous. */
export const BirthListPurchaseSchema = z
  .object({
    Id: z.string().uuid(),
    ItemId: z.string().uuid(),
    ProductName: z.string(),
    Quantity: z.number().int(),
    BuyerName: z.string().nullable(),
    Anonymous: z.boolean(),
    Message: z.string(),
    PaidAt: z.string(),
  })
  .meta({ id: 'BirthListPurchase' });
export type BirthListPurchase = z.infer<typeof BirthListPurchaseSchema>;

/** The delivery address as its owner sees it (buyers never do). */
export const BirthListDeliverySchema = z.object({
  Id: z.string().uuid(),
  Name: z.string(),
  Lines: z.array(z.string()),
});

/** The owner's view of one list. `IsShared`: a share link works now (its token is never shown again). */
export const BirthListSchema = z
  .object({
    Id: z.string().uuid(),
    Title: z.string(),
    BabyName: z.string().nullable(),
    ExpectedDate: z.string().nullable(),
    Message: z.string(),
    DeliveryAddress: BirthListDeliverySchema.nullable(),
    IsShared: z.boolean(),
    SharedAt: z.string().nullable(),
    Items: z.array(BirthListItemSchema),
    Purchases: z.array(BirthListPurchaseSchema),
  })
  .meta({ id: 'BirthList' });
export type BirthList = z.infer<typeof BirthListSchema>;

export const BirthListSummarySchema = z.object({
  Id: z.string().uuid(),
  Title: z.string(),
  BabyName: z.string().nullable(),
  ExpectedDate: z.string().nullable(),
  ItemCount: z.number().int(),
  IsShared: z.boolean(),
});
export type BirthListSummary = z.infer<typeof BirthListSummarySchema>;

/** GET {app}/api/v1/catalog/birthlists */
export const MyBirthListsSchema = z
  .object({ Items: z.array(BirthListSummarySchema) })
  .meta({ id: 'MyBirthLists' });
export type MyBirthLists = z.infer<typeof MyBirthListsSchema>;

/** POST {app}/api/v1/catalog/birthlists/{id}/share: the new link, shown once; the old one stops working. */
export const BirthListShareSchema = z
  .object({ Token: z.string(), ShareUrl: z.string() })
  .meta({ id: 'BirthListShare' });
export type BirthListShare = z.infer<typeof BirthListShareSchema>;

/** GET {app}/api/v1/catalog/birthlists/shared/{token}: the list as friends and family see it. */
export const SharedBirthListSchema = z
  .object({
    Title: z.string(),
    BabyName: z.string().nullable(),
    ExpectedDate: z.string().nullable(),
    Message: z.string(),
    /** The parents asked for delivery to their address: checkout offers it (without showing it). */
    DeliversToOwner: z.boolean(),
    Items: z.array(BirthListItemSchema),
  })
  .meta({ id: 'SharedBirthList' });
export type SharedBirthList = z.infer<typeof SharedBirthListSchema>;

/**
 * POST {app}/api/v1/catalog/birthlists/shared/{token}/addtocart: an item of the shared list goes in
 * the buyer's cart as a birth-list line; the buyer's name and message go to the parents with the
 * gift once it is paid, the name hidden when they stay anonymous.
 */
export const BirthListAddToCartSchema = z
  .object({
    BirthListItemId: Uuid,
    Quantity: CartQuantitySchema,
    BuyerName: optionalText(BIRTH_LIST_NAME_MAX),
    Message: optionalText(BIRTH_LIST_TEXT_MAX),
    Anonymous: checkboxField().default(false),
  })
  .meta({ id: 'BirthListAddToCart' });
export type BirthListAddToCart = z.input<typeof BirthListAddToCartSchema>;

/**
 * GET {app}/api/v1/catalog/birthlists/cartdelivery: whether the shopper's cart may be shipped to
 * the parents (every gift line of one list whose owner named a delivery address), with the list's
 * title and the address's country (its shipping is priced there); never the address itself.
 */
export const BirthListCartDeliverySchema = z
  .object({ Offered: z.boolean(), Title: z.string().nullable(), CountryId: z.string().nullable() })
  .meta({ id: 'BirthListCartDelivery' });
export type BirthListCartDelivery = z.infer<typeof BirthListCartDeliverySchema>;
