import { CULTURES } from '@vitrine/i18n';
import { z } from 'zod';
import { CultureSchema } from './localization';
import { ProblemSchema } from './problem';
import { TaxClassSchema } from './staff-tax-rates';

/**
 * The staff's catalogue: products, their translations and SEO per culture, variants made of
 * attribute values, prices with degressive tiers, stock per warehouse moved by adjustments with a
 * reason. Prices travel as numbers in major units, tax included, in the shop's currency (ADR 010);
 * the tax-exclusive price is derived by the gateway from the tax class, never typed.
 */

const Uuid = z.string().uuid('Validation.Uuid');

/**
 * A slug a URL keeps as it is: letters and digits of any script joined by single dashes (no space,
 * slash, question mark, hash, percent sign or capital letters).
 */
export const PRODUCT_SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u;

const text = (max: number) =>
  z.string({ error: 'Validation.Required' }).trim().max(max, 'Validation.MaxLength');
const required = (max: number) => text(max).min(1, 'Validation.Required');

const price = z
  .number({ error: 'Validation.Number' })
  .min(0, 'CatalogAdmin.PriceNegative')
  .max(99_999_999, 'CatalogAdmin.PriceTooHigh')
  .multipleOf(0.01, 'CatalogAdmin.PriceCents');

const count = (min: number) =>
  z
    .number({ error: 'Validation.Integer' })
    .int('Validation.Integer')
    .min(min, 'CatalogAdmin.QuantityTooLow')
    .max(1_000_000_000, 'CatalogAdmin.QuantityTooHigh');

export const PRODUCT_STATUSES = ['published', 'unpublished', 'archived'] as const;
export const ProductStatusSchema = z.enum(PRODUCT_STATUSES);
export type ProductStatus = z.infer<typeof ProductStatusSchema>;

export const ProductTranslationEditSchema = z.object({
  Culture: CultureSchema,
  Name: required(200),
  Slug: z
    .string({ error: 'Validation.Required' })
    .trim()
    .min(1, 'Validation.Required')
    .max(200, 'Validation.MaxLength')
    .regex(PRODUCT_SLUG_PATTERN, 'CatalogAdmin.SlugInvalid'),
  ShortDescription: text(500).default(''),
  /** Plain text; blank lines part paragraphs. No markup is kept. */
  Description: text(20_000).default(''),
  SeoTitle: text(200).default(''),
  SeoDescription: text(500).default(''),
});
export type ProductTranslationEdit = z.input<typeof ProductTranslationEditSchema>;

export const PriceTierEditSchema = z.object({
  /** From this quantity on: above the variant's minimum order quantity (checked with it). */
  MinQuantity: count(1),
  UnitPrice: price,
});

export const VariantEditSchema = z.object({
  /** Absent for a new variant. */
  Id: Uuid.optional(),
  Sku: required(64).regex(/^[A-Za-z0-9._-]+$/, 'CatalogAdmin.SkuInvalid'),
  Ean: z
    .string()
    .trim()
    .regex(/^(\d{8}|\d{13})$/, 'CatalogAdmin.EanInvalid')
    .nullable()
    .default(null),
  WeightGrams: count(0).nullable().default(null),
  IsAvailable: z.boolean().default(true),
  /** Tax included, in the shop's currency. */
  UnitPrice: price,
  Tiers: z.array(PriceTierEditSchema).max(20).default([]),
  MinOrderQuantity: count(1).default(1),
  OrderQuantityStep: count(1).default(1),
  /** 0: no maximum. */
  MaxOrderQuantity: count(0).default(0),
  /** One value per variation attribute of the product (colour, size). */
  ValueIds: z.array(Uuid).max(10).default([]),
});
export type VariantEdit = z.input<typeof VariantEditSchema>;

/** POST and PUT {app}/api/v1/backoffice/catalog/manage/products[/{id}]: the whole product in one save. */
export const ProductEditSchema = z
  .object({
    /** The version this edit was made from; required to change an existing product. */
    Version: z.number().int().min(1).optional(),
    Reference: required(64),
    CategoryId: Uuid,
    BrandId: Uuid.nullable().default(null),
    TaxClass: TaxClassSchema.default('standard'),
    Translations: z
      .array(ProductTranslationEditSchema)
      .min(1, 'CatalogAdmin.TranslationRequired')
      .max(CULTURES.length),
    Variants: z.array(VariantEditSchema).min(1, 'CatalogAdmin.VariantRequired').max(200),
  })
  .meta({ id: 'ProductEdit' });
export type ProductEdit = z.input<typeof ProductEditSchema>;
export type ProductEditParsed = z.output<typeof ProductEditSchema>;

export const ProductStatusChangeSchema = z
  .object({ Status: ProductStatusSchema, Version: z.number().int().min(1) })
  .meta({ id: 'ProductStatusChange' });
export type ProductStatusChange = z.input<typeof ProductStatusChangeSchema>;

/** POST …/manage/variants/{id}/stock: a warehouse's new count, with why. */
export const StockAdjustmentSchema = z
  .object({
    WarehouseId: Uuid,
    /** The count the warehouse holds after the adjustment. */
    Quantity: z
      .number({ error: 'Validation.Integer' })
      .int('Validation.Integer')
      .min(0, 'CatalogAdmin.StockNegative')
      .max(1_000_000_000, 'CatalogAdmin.QuantityTooHigh'),
    Reason: required(200),
  })
  .meta({ id: 'StockAdjustment' });
export type StockAdjustment = z.input<typeof StockAdjustmentSchema>;

/** POST …/manage/attributes/{id}/values: a new value of a variation attribute (a colour with its swatch). */
export const AttributeValueEditSchema = z
  .object({
    Key: required(64).regex(/^[a-z0-9-]+$/, 'CatalogAdmin.KeyInvalid'),
    /** The swatch colour, #rrggbb (colours only). */
    ColorCode: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'CatalogAdmin.ColorInvalid')
      .nullable()
      .default(null),
    Names: z
      .array(z.object({ Culture: CultureSchema, Name: required(100) }))
      .min(1, 'CatalogAdmin.TranslationRequired')
      .max(CULTURES.length),
  })
  .meta({ id: 'AttributeValueEdit' });
export type AttributeValueEdit = z.input<typeof AttributeValueEditSchema>;

export const StaffProductListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(['all', ...PRODUCT_STATUSES]).default('all'),
  /** Only products without a translation in this culture. */
  missing: CultureSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  culture: CultureSchema.optional(),
});

export type StaffProductListQuery = z.input<typeof StaffProductListQuerySchema>;

export const StaffProductSummarySchema = z
  .object({
    Id: z.string(),
    Reference: z.string(),
    Name: z.string(),
    Status: ProductStatusSchema,
    /** The cultures it has no name and slug in yet. */
    MissingCultures: z.array(CultureSchema),
    VariantCount: z.number().int(),
    PriceFrom: z.number(),
    Version: z.number().int(),
    UpdatedAt: z.string(),
  })
  .meta({ id: 'StaffProductSummary' });
export type StaffProductSummary = z.infer<typeof StaffProductSummarySchema>;

export const StaffProductListSchema = z
  .object({
    Items: z.array(StaffProductSummarySchema),
    Total: z.number().int(),
    Page: z.number().int(),
    PageSize: z.number().int(),
  })
  .meta({ id: 'StaffProductList' });
export type StaffProductList = z.infer<typeof StaffProductListSchema>;

export const StaffStockSchema = z.object({
  WarehouseId: z.string(),
  Quantity: z.number().int(),
});

export const StaffVariantSchema = z.object({
  Id: z.string(),
  Sku: z.string(),
  Ean: z.string().nullable(),
  WeightGrams: z.number().int().nullable(),
  IsAvailable: z.boolean(),
  UnitPrice: z.number(),
  /** Derived from the tax class by the shop country's rate. */
  UnitPriceTaxExcl: z.number(),
  Tiers: z.array(
    z.object({ MinQuantity: z.number().int(), UnitPrice: z.number(), UnitPriceTaxExcl: z.number() }),
  ),
  MinOrderQuantity: z.number().int(),
  OrderQuantityStep: z.number().int(),
  MaxOrderQuantity: z.number().int(),
  ValueIds: z.array(z.string()),
  Stock: z.array(StaffStockSchema),
});
export type StaffVariant = z.infer<typeof StaffVariantSchema>;

export const StaffProductTranslationSchema = z.object({
  Culture: CultureSchema,
  Name: z.string(),
  Slug: z.string(),
  ShortDescription: z.string(),
  Description: z.string(),
  SeoTitle: z.string(),
  SeoDescription: z.string(),
  /** The slugs it had before, which redirect to this one. */
  FormerSlugs: z.array(z.string()),
});

export const StaffProductSchema = z
  .object({
    Id: z.string(),
    Version: z.number().int(),
    Reference: z.string(),
    CategoryId: z.string(),
    BrandId: z.string().nullable(),
    TaxClass: TaxClassSchema,
    CurrencyCode: z.string().length(3),
    Status: ProductStatusSchema,
    Translations: z.array(StaffProductTranslationSchema),
    Variants: z.array(StaffVariantSchema),
    UpdatedAt: z.string(),
  })
  .meta({ id: 'StaffProduct' });
export type StaffProduct = z.infer<typeof StaffProductSchema>;

/**
 * The 409 of a catalogue save: made over a newer save (type stale-edit), with both versions and
 * the product as it now is, so the editor can show them side by side; or an identifier another
 * save took meanwhile (type conflict).
 */
export const CatalogConflictProblemSchema = ProblemSchema.extend({
  YourVersion: z.number().int().optional(),
  CurrentVersion: z.number().int().optional(),
  Current: StaffProductSchema.optional(),
}).meta({ id: 'CatalogConflictProblem' });
export type CatalogConflictProblem = z.infer<typeof CatalogConflictProblemSchema>;

const Named = z.object({ Id: z.string(), Name: z.string() });

/** What the editor's pickers offer: categories, brands, attributes with their values, warehouses. */
export const CatalogEditorOptionsSchema = z
  .object({
    Categories: z.array(Named),
    Brands: z.array(Named),
    Attributes: z.array(
      z.object({
        Id: z.string(),
        Key: z.string(),
        Name: z.string(),
        DisplayType: z.string(),
        Values: z.array(
          z.object({ Id: z.string(), Key: z.string(), Name: z.string(), ColorCode: z.string().nullable() }),
        ),
      }),
    ),
    Warehouses: z.array(
      z.object({ Id: z.string(), Code: z.string(), Name: z.string(), IsActive: z.boolean() }),
    ),
  })
  .meta({ id: 'CatalogEditorOptions' });
export type CatalogEditorOptions = z.infer<typeof CatalogEditorOptionsSchema>;

export const StockMovementSchema = z
  .object({
    Id: z.string(),
    VariantId: z.string(),
    WarehouseId: z.string(),
    Delta: z.number().int(),
    QuantityAfter: z.number().int(),
    Reason: z.string(),
    ActorId: z.string().nullable(),
    ActorName: z.string().nullable(),
    CreatedAt: z.string(),
  })
  .meta({ id: 'StockMovement' });
export type StockMovement = z.infer<typeof StockMovementSchema>;

export const CatalogAuditEntrySchema = z
  .object({
    Action: z.string(),
    Version: z.number().int().nullable(),
    ActorId: z.string().nullable(),
    ActorName: z.string().nullable(),
    Changes: z.record(z.string(), z.unknown()),
    CreatedAt: z.string(),
  })
  .meta({ id: 'CatalogAuditEntry' });
export type CatalogAuditEntry = z.infer<typeof CatalogAuditEntrySchema>;
