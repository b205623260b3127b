import { QUANTITY_CEILING } from '@vitrine/validation';
import { z } from 'zod';
import { CultureSchema } from './localization';

/**
 * The catalogue's public contract (spec 001 §3 and §7): field names as the spec writes them.
 * Amounts are JSON numbers with two decimals, computed exactly on the server (numeric columns).
 */

export const PhotoSchema = z
  .object({
    AssetId: z.string().uuid(),
    AssetName: z.string(),
    /** The large rendition (≤ 1200 px), for the gallery and zoom. */
    Url: z.string(),
    /** A small rendition (≤ 320 px), for thumbnails and lists. */
    ThumbnailUrl: z.string(),
    Width: z.number().int().nullable(),
    Height: z.number().int().nullable(),
    /** The colour (attribute value) this photo shows, when it shows one. */
    AttributeValueId: z.string().uuid().nullable(),
  })
  .meta({ id: 'Photo' });
export type Photo = z.infer<typeof PhotoSchema>;

/**
 * The same page in another culture: the hreflang links, the sitemap and the language choice all
 * read these (one source of the other culture's address).
 */
export const AlternateSchema = z
  .object({ Culture: z.string(), Slug: z.string(), Url: z.string() })
  .meta({ id: 'Alternate' });
export type Alternate = z.infer<typeof AlternateSchema>;

export const VariationDisplayTypeSchema = z.enum(['Square', 'List', 'Dropdown']);

export const ProductAttributeValueSchema = z
  .object({
    ProductAttributeValueId: z.string().uuid(),
    DisplayValue: z.string(),
    /** No available variant has this value together with the other selected values. */
    IsUnavailable: z.boolean(),
    ColorCode1: z.string().nullable(),
    ColorCode2: z.string().nullable(),
    ColorCode3: z.string().nullable(),
  })
  .meta({ id: 'ProductAttributeValue' });
export type ProductAttributeValue = z.infer<typeof ProductAttributeValueSchema>;

export const ProductVariantAttributeSchema = z
  .object({
    AttributeId: z.string().uuid(),
    Name: z.string(),
    /** 'Square' means colour swatches. */
    VariationDisplayTypeValue: VariationDisplayTypeSchema,
    /** The selected value id for this attribute. */
    Value: z.string().uuid().nullable(),
    ProductAttributeValuesViewModel: z.array(ProductAttributeValueSchema),
  })
  .meta({ id: 'ProductVariantAttribute' });
export type ProductVariantAttribute = z.infer<typeof ProductVariantAttributeSchema>;

export const ProductVariantViewModelSchema = z
  .object({
    ProductId: z.string().uuid(),
    ProductVariantId: z.string().uuid(),
    SKU: z.string(),
    UnitPriceTaxIncl: z.number(),
    UnitPriceTaxExcl: z.number(),
    CurrencyCode: z.string().length(3),
    /** The unit price for the requested quantity (degressive prices applied). */
    QuantityUnitPriceTaxIncl: z.number(),
    Quantity: z.number().int().min(1),
    IsAvailable: z.boolean(),
    StockQuantity: z.number().int().min(0),
    /** How the variant may be ordered (spec 001 §5): the quantity input's min, step and max (0: none). */
    MinQuantity: z.number().int().min(1),
    QuantityStep: z.number().int().min(1),
    MaxQuantity: z.number().int().min(0),
    /**
     * VariantValueId1..n: the selected value per attribute, in attribute order; the storefront's
     * form posts them back as VariantValueId1, VariantValueId2, … (spec 001 §3).
     */
    VariantValueIds: z.array(z.string().uuid()),
  })
  .meta({ id: 'ProductVariantViewModel' });
export type ProductVariantViewModel = z.infer<typeof ProductVariantViewModelSchema>;

/** GET {app}/api/v1/catalog/products/{productId}/productvariants */
export const VariationResponseSchema = ProductVariantViewModelSchema.extend({
  ProductVariantAttributesViewModel: z.array(ProductVariantAttributeSchema),
}).meta({ id: 'VariationResponse' });
export type VariationResponse = z.infer<typeof VariationResponseSchema>;

/**
 * The variations call's query: the product form's non-empty inputs, VariantValueId1..n (any n, in
 * the order of the form's attributes, gaps left where an attribute has no choice), besides the
 * quantity and culture. The object is open, so each VariantValueIdN is checked to be a UUID.
 */
export const VARIANT_VALUE_KEY = /^VariantValueId\d+$/;
export const VariationQuerySchema = z
  .looseObject({
    culture: CultureSchema.optional(),
    Quantity: z.coerce.number().int().min(1).max(QUANTITY_CEILING).default(1),
  })
  .superRefine((query, context) => {
    for (const [key, value] of Object.entries(query)) {
      if (VARIANT_VALUE_KEY.test(key) && !z.uuid().safeParse(value).success)
        context.addIssue({ code: 'custom', path: [key], message: 'Validation.Uuid' });
    }
  })
  .meta({
    description: 'Quantity and the selected values as VariantValueId1, VariantValueId2, … (UUIDs).',
  });
export type VariationQuery = z.infer<typeof VariationQuerySchema>;

/** The query for the values chosen per attribute (empty where none is chosen yet). */
export function variationQuery(
  valueIds: readonly (string | null)[],
  extra: { quantity?: number | undefined; culture?: string | undefined } = {},
): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  valueIds.forEach((id, index) => {
    if (id) query[`VariantValueId${index + 1}`] = id;
  });
  if (extra.quantity !== undefined) query.Quantity = extra.quantity;
  if (extra.culture !== undefined) query.culture = extra.culture;
  return query;
}

/** The chosen value ids of a parsed variations query, in the order of their keys' numbers. */
export function selectedValueIds(query: Record<string, unknown>): string[] {
  return Object.entries(query)
    .filter(
      (entry): entry is [string, string] => VARIANT_VALUE_KEY.test(entry[0]) && typeof entry[1] === 'string',
    )
    .sort(([a], [b]) => Number(a.slice(14)) - Number(b.slice(14)))
    .map(([, value]) => value);
}

export const ColorSwatchSchema = z.object({
  ProductAttributeValueId: z.string().uuid(),
  DisplayValue: z.string(),
  ColorCode1: z.string().nullable(),
  ColorCode2: z.string().nullable(),
  ColorCode3: z.string().nullable(),
});

export const ProductListItemSchema = z
  .object({
    ProductId: z.string().uuid(),
    Name: z.string(),
    Slug: z.string(),
    ProductUrl: z.string(),
    Reference: z.string(),
    BrandName: z.string().nullable(),
    CategoryName: z.string(),
    ShortDescription: z.string(),
    PriceFrom: z.number(),
    CurrencyCode: z.string().length(3),
    IsInStock: z.boolean(),
    Photo: PhotoSchema.nullable(),
    ColorSwatches: z.array(ColorSwatchSchema),
  })
  .meta({ id: 'ProductListItem' });
export type ProductListItem = z.infer<typeof ProductListItemSchema>;

/**
 * The `filter` query parameter (JSON): an object keyed by filter name, each a list or a single
 * value; ProductAttributes is keyed by attribute id and holds lists of value ids (spec 001 §3).
 */
export const CatalogFilterSchema = z
  .object({
    Brands: z.array(z.string().uuid()).max(50).optional(),
    Categories: z.array(z.string().uuid()).max(50).optional(),
    Tags: z.array(z.string().uuid()).max(50).optional(),
    PriceMin: z.number().min(0).optional(),
    PriceMax: z.number().min(0).optional(),
    InStock: z.boolean().optional(),
    ProductAttributes: z.record(z.string().uuid(), z.array(z.string().uuid()).max(100)).optional(),
  })
  .strict()
  .meta({ id: 'CatalogFilter' });
export type CatalogFilter = z.infer<typeof CatalogFilterSchema>;

export const CATALOG_SORTS = [
  'relevance',
  'popular',
  'newest',
  'price-asc',
  'price-desc',
  'name-asc',
  'name-desc',
] as const;
export const CatalogSortSchema = z.enum(CATALOG_SORTS);
export type CatalogSort = z.infer<typeof CatalogSortSchema>;
export const CATALOG_PAGE_SIZES = [12, 24, 48, 96] as const;

/** GET {app}/api/v1/catalog/{culture}/products: the query parameters of spec 001 §2. */
export const CatalogListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  categoryId: z.string().uuid().optional(),
  brandId: z.string().uuid().optional(),
  tag: z.string().uuid().optional(),
  /** JSON of CatalogFilterSchema; malformed JSON is a 400. */
  filter: z.string().max(4000).optional(),
  sort: CatalogSortSchema.optional(),
  pageSize: z.coerce
    .number()
    .int()
    .refine((value) => (CATALOG_PAGE_SIZES as readonly number[]).includes(value), 'Validation.PageSize')
    .optional(),
  /** 1-based. */
  pageindex: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type CatalogListQuery = z.infer<typeof CatalogListQuerySchema>;

export const FacetEntrySchema = z.object({
  Id: z.string().uuid(),
  Name: z.string(),
  Count: z.number().int(),
  Selected: z.boolean(),
});

export const AttributeFacetSchema = z.object({
  AttributeId: z.string().uuid(),
  Name: z.string(),
  VariationDisplayTypeValue: VariationDisplayTypeSchema,
  Values: z.array(
    z.object({
      ProductAttributeValueId: z.string().uuid(),
      DisplayValue: z.string(),
      ColorCode1: z.string().nullable(),
      ColorCode2: z.string().nullable(),
      ColorCode3: z.string().nullable(),
      Count: z.number().int(),
      Selected: z.boolean(),
    }),
  ),
});

/** Counts of what each choice would give with the other filters kept (computed in SQL). */
export const CatalogFacetsSchema = z
  .object({
    Categories: z.array(FacetEntrySchema),
    Brands: z.array(FacetEntrySchema),
    Tags: z.array(FacetEntrySchema),
    ProductAttributes: z.array(AttributeFacetSchema),
    Price: z.object({ Min: z.number(), Max: z.number() }).nullable(),
    InStockCount: z.number().int(),
  })
  .meta({ id: 'CatalogFacets' });
export type CatalogFacets = z.infer<typeof CatalogFacetsSchema>;

export const CatalogListResponseSchema = z
  .object({
    Items: z.array(ProductListItemSchema),
    TotalCount: z.number().int(),
    PageIndex: z.number().int(),
    PageSize: z.number().int(),
    PageCount: z.number().int(),
    Sort: CatalogSortSchema,
    Filter: CatalogFilterSchema,
    Facets: CatalogFacetsSchema,
    /**
     * Set when the search text matched nothing and the results are for this correction of it (each
     * unknown word replaced by the catalogue word it is most likely a typo of): "did you mean".
     * Null (or absent) when the results are for the text as written.
     */
    SearchCorrection: z.string().nullable().optional(),
  })
  .meta({ id: 'CatalogListResponse' });
export type CatalogListResponse = z.infer<typeof CatalogListResponseSchema>;

/**
 * GET {app}/api/v1/catalog/search/suggestions?q&nbrResults=5&accuracy=0.3: the first products of the
 * page the text opens, in relevance order; accuracy is how close a word must be to be read as a typo.
 */
export const SearchSuggestionsQuerySchema = z.object({
  q: z.string().max(200).default(''),
  nbrResults: z.coerce.number().int().min(1).max(30).default(5),
  // Three decimals: PostgreSQL refuses a threshold such as 1e-320 (it reaches set_config as text).
  accuracy: z.coerce
    .number()
    .min(0)
    .max(1)
    .default(0.3)
    .transform((value) => Math.round(value * 1000) / 1000),
  culture: CultureSchema.optional(),
});
export const SearchSuggestionSchema = z
  .object({
    Name: z.string(),
    Photo: z.object({ AssetId: z.string().uuid(), AssetName: z.string() }).nullable(),
    ProductUrl: z.string(),
    /** What tells two products of the same name apart: their brand, then their reference. */
    BrandName: z.string().nullable(),
    Reference: z.string(),
    /** Set when the text matched nothing and these are for its correction (as on the result page). */
    SearchCorrection: z.string().nullable(),
  })
  .meta({ id: 'SearchSuggestion' });
export const SearchSuggestionsSchema = z.array(SearchSuggestionSchema);
export type SearchSuggestion = z.infer<typeof SearchSuggestionSchema>;

export const CategoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    CategoryId: z.string().uuid(),
    Name: z.string(),
    Slug: z.string(),
    Url: z.string(),
    ProductCount: z.number().int(),
    /** The photo that stands for the category (home page tiles); null when it has none. */
    Photo: PhotoSchema.nullable(),
    Children: z.array(CategoryNodeSchema),
  }),
);
export interface CategoryNode {
  CategoryId: string;
  Name: string;
  Slug: string;
  Url: string;
  ProductCount: number;
  Photo: Photo | null;
  Children: CategoryNode[];
}

/** A category as a link: a breadcrumb step. */
export const CategoryLinkSchema = z
  .object({ CategoryId: z.string().uuid(), Name: z.string(), Url: z.string() })
  .meta({ id: 'CategoryLink' });
export type CategoryLink = z.infer<typeof CategoryLinkSchema>;

/** GET {app}/api/v1/catalog/{culture}/categories/by-slug: a category page's own facts. */
export const CategoryDetailSchema = z
  .object({
    CategoryId: z.string().uuid(),
    Culture: CultureSchema,
    Name: z.string(),
    /** The current slug in this culture: it differs from the asked one after a rename or for another culture's slug. */
    Slug: z.string(),
    Url: z.string(),
    /** The page's title and meta description for search engines, set by staff; empty: the name. */
    SeoTitle: z.string().optional(),
    SeoDescription: z.string().optional(),
    Photo: PhotoSchema.nullable(),
    Alternates: z.array(AlternateSchema),
    /** Its published subtree with product counts: the page's category list. */
    Children: z.array(CategoryNodeSchema),
    /** From the root down to its parent: the breadcrumb. */
    Ancestors: z.array(CategoryLinkSchema),
  })
  .meta({ id: 'CategoryDetail' });
export type CategoryDetail = z.infer<typeof CategoryDetailSchema>;

export const BrandSchema = z
  .object({ BrandId: z.string().uuid(), Name: z.string(), Slug: z.string(), Logo: PhotoSchema.nullable() })
  .meta({ id: 'Brand' });
export type Brand = z.infer<typeof BrandSchema>;

export const ProductDetailSchema = z
  .object({
    ProductId: z.string().uuid(),
    Culture: CultureSchema,
    Name: z.string(),
    Slug: z.string(),
    Reference: z.string(),
    ShortDescription: z.string(),
    DescriptionHtml: z.string(),
    /** The page's title and description for search engines, as staff set them; empty: the name and short description. */
    SeoTitle: z.string().optional(),
    SeoDescription: z.string().optional(),
    Brand: BrandSchema.nullable(),
    Category: z.object({ CategoryId: z.string().uuid(), Name: z.string(), Url: z.string() }),
    /** From the root category down to the product's own. */
    Breadcrumb: z.array(z.object({ Name: z.string(), Url: z.string() })),
    /** The default variant, with its attributes, as the variations call answers. */
    Variation: VariationResponseSchema,
    Photos: z.array(PhotoSchema),
    Related: z.array(ProductListItemSchema),
    CrossSell: z.array(ProductListItemSchema),
    Alternates: z.array(AlternateSchema),
  })
  .meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** Widget data (spec 001 §7: the HTML fragments become JSON feeding components). */
export const DegressivePriceSchema = z
  .object({
    ProductVariantId: z.string().uuid(),
    CurrencyCode: z.string().length(3),
    Tiers: z.array(
      z.object({
        MinQuantity: z.number().int(),
        MaxQuantity: z.number().int().nullable(),
        UnitPriceTaxIncl: z.number(),
        UnitPriceTaxExcl: z.number(),
      }),
    ),
  })
  .meta({ id: 'DegressivePrice' });
export type DegressivePrice = z.infer<typeof DegressivePriceSchema>;

export const StockByWarehouseSchema = z
  .object({
    ProductId: z.string().uuid(),
    ProductVariantId: z.string().uuid(),
    TotalQuantity: z.number().int(),
    Warehouses: z.array(
      z.object({
        WarehouseId: z.string().uuid(),
        Name: z.string(),
        City: z.string(),
        Quantity: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'StockByWarehouse' });
export type StockByWarehouse = z.infer<typeof StockByWarehouseSchema>;

export const ProductPhotosGallerySchema = z
  .object({
    ProductId: z.string().uuid(),
    ProductVariantId: z.string().uuid().nullable(),
    Photos: z.array(PhotoSchema),
  })
  .meta({ id: 'ProductPhotosGallery' });
export type ProductPhotosGallery = z.infer<typeof ProductPhotosGallerySchema>;

/** The mega menu's query: the root categories whose panels are wanted (spec 001 §7, categoryIdsString). */
export const MEGA_MENU_MAX_CATEGORIES = 20;
export const MEGA_MENU_FEATURED_PRODUCTS = 4;

export const MegaMenuChildSchema = z
  .object({
    CategoryId: z.string().uuid(),
    Name: z.string(),
    Url: z.string(),
    ProductCount: z.number().int(),
  })
  .meta({ id: 'MegaMenuChild' });
export type MegaMenuChild = z.infer<typeof MegaMenuChildSchema>;

/**
 * One panel per requested category, in the order asked. A category that is unknown or no longer
 * published gets an empty panel rather than failing the others (a page rendered before it was
 * unpublished still asks for it).
 */
export const MegaMenuEntrySchema = z
  .object({
    CategoryId: z.string().uuid(),
    Children: z.array(MegaMenuChildSchema),
    FeaturedProducts: z.array(ProductListItemSchema).max(MEGA_MENU_FEATURED_PRODUCTS),
  })
  .meta({ id: 'MegaMenuEntry' });
export type MegaMenuEntry = z.infer<typeof MegaMenuEntrySchema>;

export const MegaMenuSchema = z.array(MegaMenuEntrySchema).meta({ id: 'MegaMenu' });
export type MegaMenu = z.infer<typeof MegaMenuSchema>;
