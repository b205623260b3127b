import {
  encodeMessage,
  isPlainText,
  MESSAGE_KEYS,
  plainTextMessage,
  referenceSearchTextSchema,
} from '@vitrine/validation';
import { z } from 'zod';
import { CultureSchema } from './localization';

/**
 * Customer references (spec 001 §1 "keep customer-specific product references", §3, §7): a
 * signed-in customer's own reference for a product variant, `CustomerSKU`. One per customer and
 * variant; nobody else ever reads it. The spec names the update widget
 * (`/widget/catalog/CustomerReferenceUpdate`, answering `Status`, `Message`) and the search
 * (`GET {app}/api/v1/catalog/customerref/search?q&page`, answering `CustomerSKU`, `ProductLink`).
 */

/** The longest reference kept (the column's length). */
export const CUSTOMER_SKU_MAX = 100;
/** References per page of the reference search. */
export const CUSTOMER_REFERENCE_PAGE_SIZE = 20;

/** How the update form shows its outcome (spec 001 §4 "in a modal or growl by setting"). */
export const CUSTOMER_REFERENCE_DISPLAYS = ['modal', 'growl'] as const;
export const CustomerReferenceDisplaySchema = z.enum(CUSTOMER_REFERENCE_DISPLAYS);
export type CustomerReferenceDisplay = z.infer<typeof CustomerReferenceDisplaySchema>;

const id = () => z.string().uuid('Validation.Uuid');

/** The reference as typed: trimmed, at most CUSTOMER_SKU_MAX characters, empty clears it. */
export const customerSkuField = () =>
  z
    .string()
    .trim()
    .max(CUSTOMER_SKU_MAX, encodeMessage(MESSAGE_KEYS.MaxLength, { max: CUSTOMER_SKU_MAX }))
    .refine((value) => isPlainText(value), plainTextMessage);

/** GET …/catalog/widgets/customerreferenceupdate?productVariantId: the form's current value. */
export const CustomerReferenceQuerySchema = z.object({ productVariantId: id() });

/** The signed-in customer's reference for one variant (null: none yet) and how the form answers. */
export const CustomerReferenceSchema = z
  .object({
    ProductVariantId: z.string().uuid(),
    CustomerSKU: z.string().nullable(),
    Display: CustomerReferenceDisplaySchema,
  })
  .meta({ id: 'CustomerReference' });
export type CustomerReference = z.infer<typeof CustomerReferenceSchema>;

/** POST …/catalog/widgets/customerreferenceupdate: sets (or, empty, clears) the variant's reference. */
export const CustomerReferenceUpdateSchema = z
  .object({
    ProductVariantId: id(),
    CustomerSKU: customerSkuField(),
    /** The language of the answer's Message. */
    Culture: CultureSchema.optional(),
  })
  .meta({ id: 'CustomerReferenceUpdate' });
export type CustomerReferenceUpdate = z.input<typeof CustomerReferenceUpdateSchema>;

/** The form as it is filled in. */
export const CustomerReferenceFormSchema = z.object({ CustomerSKU: customerSkuField() });

export const CUSTOMER_REFERENCE_UPDATE_STATUSES = ['Saved', 'Cleared'] as const;

/** Spec 001 §3 "Reference update result: Status, Message", with the reference as now kept. */
export const CustomerReferenceUpdateResultSchema = z
  .object({
    Status: z.enum(CUSTOMER_REFERENCE_UPDATE_STATUSES),
    /** Translated into the asked culture: the form shows it as it is (spec 001 §8). */
    Message: z.string(),
    CustomerSKU: z.string().nullable(),
  })
  .meta({ id: 'CustomerReferenceUpdateResult' });
export type CustomerReferenceUpdateResult = z.infer<typeof CustomerReferenceUpdateResultSchema>;

/** GET {app}/api/v1/catalog/customerref/search?q&page (q from 2 characters, spec 001 §5). */
export const CustomerReferenceSearchQuerySchema = z.object({
  q: referenceSearchTextSchema.max(CUSTOMER_SKU_MAX),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  culture: CultureSchema.optional(),
});

/** Spec 001 §3 "Customer reference search result: CustomerSKU, ProductLink", with what names it. */
export const CustomerReferenceHitSchema = z
  .object({
    CustomerSKU: z.string(),
    ProductLink: z.string(),
    ProductVariantId: z.string().uuid(),
    ProductName: z.string(),
    SKU: z.string(),
  })
  .meta({ id: 'CustomerReferenceHit' });
export type CustomerReferenceHit = z.infer<typeof CustomerReferenceHitSchema>;

export const CustomerReferenceSearchResultSchema = z
  .object({
    Items: z.array(CustomerReferenceHitSchema),
    Page: z.number().int().min(1),
    PageSize: z.number().int().min(1),
    TotalCount: z.number().int().min(0),
  })
  .meta({ id: 'CustomerReferenceSearchResult' });
export type CustomerReferenceSearchResult = z.infer<typeof CustomerReferenceSearchResultSchema>;
