import { CULTURES } from '@vitrine/i18n';
import { z } from 'zod';
import { AssetEditSchema, AssetSchema } from './assets-library';
import { PRODUCT_SLUG_PATTERN } from './catalog-admin';
import { CultureSchema } from './localization';
import { ProblemSchema } from './problem';

/**
 * How the staff arrange the catalogue: categories as a tree (names, slugs and SEO per culture),
 * brands with their logo, tags, and which attributes the shop offers as filters and in what order.
 * Every one carries a version: a change made over a newer one is a 409 of type stale-edit with
 * both versions and the current state, as the product editor's (ADR 037).
 */

const Uuid = z.string().uuid('Validation.Uuid');

/** A category with products or subcategories is not deleted: move or delete those first. */
export const CATEGORY_NOT_EMPTY = '/problems/category-not-empty';
/** A brand or tag still given to products is not deleted. */
export const TAXONOMY_IN_USE = '/problems/taxonomy-in-use';

export const TAXONOMY_NAME_MAX = 120;
export const TAXONOMY_SLUG_MAX = 120;

const name = (max = TAXONOMY_NAME_MAX) =>
  z
    .string({ error: 'Validation.Required' })
    .trim()
    .min(1, 'Validation.Required')
    .max(max, 'Validation.MaxLength');
const text = (max: number) =>
  z.string({ error: 'Validation.Required' }).trim().max(max, 'Validation.MaxLength');
/** Lowercase letters and digits of any script joined by single dashes, as product slugs. */
const slug = z
  .string({ error: 'Validation.Required' })
  .trim()
  .min(1, 'Validation.Required')
  .max(TAXONOMY_SLUG_MAX, 'Validation.MaxLength')
  .regex(PRODUCT_SLUG_PATTERN, 'CatalogAdmin.SlugInvalid');
const version = z.number({ error: 'Validation.Required' }).int().min(1);
const translations = <T extends z.ZodType>(item: T) => z.array(item).max(CULTURES.length);

// ---- Categories ------------------------------------------------------------------------------

export const CategoryTranslationEditSchema = z.object({
  Culture: CultureSchema,
  Name: name(),
  Slug: slug,
  SeoTitle: text(200).default(''),
  SeoDescription: text(500).default(''),
});
export type CategoryTranslationEdit = z.input<typeof CategoryTranslationEditSchema>;

/** POST …/manage/categories: a new category at the end of its parent's children. */
export const CategoryCreateSchema = z
  .object({
    ParentId: Uuid.nullable().default(null),
    IsPublished: z.boolean().default(true),
    Translations: translations(CategoryTranslationEditSchema).min(1, 'CatalogAdmin.TranslationRequired'),
  })
  .meta({ id: 'CategoryCreate' });
export type CategoryCreate = z.input<typeof CategoryCreateSchema>;
export type CategoryCreateParsed = z.output<typeof CategoryCreateSchema>;

/** PUT …/manage/categories/{id}: names, slugs and SEO (a culture left out is removed), published. */
export const CategoryEditSchema = z
  .object({
    Version: version,
    IsPublished: z.boolean().default(true),
    Translations: translations(CategoryTranslationEditSchema).min(1, 'CatalogAdmin.TranslationRequired'),
  })
  .meta({ id: 'CategoryEdit' });
export type CategoryEdit = z.input<typeof CategoryEditSchema>;
export type CategoryEditParsed = z.output<typeof CategoryEditSchema>;

/** PUT …/manage/categories/{id}/position: under another parent (null: at the top), at an index. */
export const CategoryMoveSchema = z
  .object({
    Version: version,
    ParentId: Uuid.nullable(),
    Index: z.number({ error: 'Validation.Integer' }).int().min(0).max(100_000),
  })
  .meta({ id: 'CategoryMove' });
export type CategoryMove = z.input<typeof CategoryMoveSchema>;
export type CategoryMoveParsed = z.output<typeof CategoryMoveSchema>;

export const StaffCategorySchema = z
  .object({
    Id: z.string(),
    ParentId: z.string().nullable(),
    Depth: z.number().int(),
    SortOrder: z.number().int(),
    IsPublished: z.boolean(),
    Version: z.number().int(),
    /** In the staff's culture, else the first it has. */
    Name: z.string(),
    Translations: z.array(
      z.object({
        Culture: CultureSchema,
        Name: z.string(),
        Slug: z.string(),
        SeoTitle: z.string(),
        SeoDescription: z.string(),
        FormerSlugs: z.array(z.string()),
      }),
    ),
    MissingCultures: z.array(CultureSchema),
    ProductCount: z.number().int(),
    ChildCount: z.number().int(),
  })
  .meta({ id: 'StaffCategory' });
export type StaffCategory = z.infer<typeof StaffCategorySchema>;

/** Every category, parents before their children, siblings in order. */
export const StaffCategoryListSchema = z.array(StaffCategorySchema).meta({ id: 'StaffCategoryList' });

export const TaxonomyListQuerySchema = z.object({
  culture: CultureSchema.optional(),
  /** Only those lacking a translation in this culture. */
  missing: CultureSchema.optional(),
});
export type TaxonomyListQuery = z.infer<typeof TaxonomyListQuerySchema>;

export const VersionQuerySchema = z.object({ version: z.coerce.number().int().min(1) });

// ---- Brands ----------------------------------------------------------------------------------

export const BrandEditSchema = z
  .object({
    /** Required to change an existing brand. */
    Version: version.optional(),
    Name: name(),
    Slug: slug,
    LogoAssetId: Uuid.nullable().default(null),
    /** The image widget's pending edits of the logo (a rename, a turn), written with the save. */
    Edits: z.array(AssetEditSchema).max(5).optional(),
  })
  .meta({ id: 'BrandEdit' });
export type BrandEdit = z.input<typeof BrandEditSchema>;
export type BrandEditParsed = z.output<typeof BrandEditSchema>;

export const StaffBrandSchema = z
  .object({
    Id: z.string(),
    Name: z.string(),
    Slug: z.string(),
    Version: z.number().int(),
    Logo: AssetSchema.nullable(),
    ProductCount: z.number().int(),
  })
  .meta({ id: 'StaffBrand' });
export type StaffBrand = z.infer<typeof StaffBrandSchema>;

// ---- Tags ------------------------------------------------------------------------------------

export const TagEditSchema = z
  .object({
    Version: version.optional(),
    /** A stable name for scripts and imports: lowercase letters, digits and dashes. */
    Key: name(64).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'CatalogAdmin.SlugInvalid'),
    Translations: translations(z.object({ Culture: CultureSchema, Name: name() })),
  })
  .meta({ id: 'TagEdit' });
export type TagEdit = z.input<typeof TagEditSchema>;
export type TagEditParsed = z.output<typeof TagEditSchema>;

export const StaffTagSchema = z
  .object({
    Id: z.string(),
    Key: z.string(),
    Version: z.number().int(),
    Name: z.string(),
    Translations: z.array(z.object({ Culture: CultureSchema, Name: z.string() })),
    MissingCultures: z.array(CultureSchema),
    ProductCount: z.number().int(),
  })
  .meta({ id: 'StaffTag' });
export type StaffTag = z.infer<typeof StaffTagSchema>;

/** PUT …/manage/products/{id}/tags: the product's tags, all of them. */
export const ProductTagsEditSchema = z
  .object({ TagIds: z.array(Uuid).max(100) })
  .meta({ id: 'ProductTagsEdit' });
export type ProductTagsEdit = z.input<typeof ProductTagsEditSchema>;
export const ProductTagsSchema = z.object({ TagIds: z.array(z.string()) }).meta({ id: 'ProductTags' });

// ---- Attributes as facets --------------------------------------------------------------------

export const StaffAttributeSchema = z
  .object({
    Id: z.string(),
    Key: z.string(),
    DisplayType: z.string(),
    Version: z.number().int(),
    IsFacet: z.boolean(),
    FacetPosition: z.number().int(),
    Name: z.string(),
    Translations: z.array(z.object({ Culture: CultureSchema, Name: z.string() })),
    MissingCultures: z.array(CultureSchema),
    Values: z.array(
      z.object({
        Id: z.string(),
        Key: z.string(),
        Name: z.string(),
        Translations: z.array(z.object({ Culture: CultureSchema, Name: z.string() })),
        MissingCultures: z.array(CultureSchema),
      }),
    ),
  })
  .meta({ id: 'StaffAttribute' });
export type StaffAttribute = z.infer<typeof StaffAttributeSchema>;

/** PUT …/manage/attributes/{id}: the attribute's and its values' names per culture. */
export const AttributeEditSchema = z
  .object({
    Version: version,
    Translations: translations(z.object({ Culture: CultureSchema, Name: name() })),
    Values: z
      .array(
        z.object({
          Id: Uuid,
          Translations: translations(z.object({ Culture: CultureSchema, Name: name() })),
        }),
      )
      .max(500)
      .default([]),
  })
  .meta({ id: 'AttributeEdit' });
export type AttributeEdit = z.input<typeof AttributeEditSchema>;
export type AttributeEditParsed = z.output<typeof AttributeEditSchema>;

/**
 * PUT …/manage/attributes/facets: every attribute in the order the shop's filters show them, each
 * with the version it was seen at and whether it filters.
 */
export const FacetOrderSchema = z
  .object({
    Attributes: z
      .array(z.object({ Id: Uuid, Version: version, IsFacet: z.boolean() }))
      .min(1)
      .max(200),
  })
  .meta({ id: 'FacetOrder' });
export type FacetOrder = z.input<typeof FacetOrderSchema>;
export type FacetOrderParsed = z.output<typeof FacetOrderSchema>;

/**
 * A refused change: stale-edit (someone saved since; both versions and the current state), a
 * category or brand still in use, or an identifier another save took meanwhile.
 */
export const TaxonomyConflictProblemSchema = ProblemSchema.extend({
  YourVersion: z.number().int().optional(),
  CurrentVersion: z.number().int().optional(),
  Current: z.unknown().optional(),
}).meta({ id: 'TaxonomyConflictProblem' });
export type TaxonomyConflictProblem = z.infer<typeof TaxonomyConflictProblemSchema>;
