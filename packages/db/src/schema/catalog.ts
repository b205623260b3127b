import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { assets } from './assets-library';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The culture's PostgreSQL text-search configuration, as an immutable expression so that the
 * search vector can be a generated column (stemming per language: chaises → chaise).
 */
export const searchConfigFor = (cultureColumn: string) =>
  `(CASE ${cultureColumn} WHEN 'fr' THEN 'french'::regconfig WHEN 'nl' THEN 'dutch'::regconfig WHEN 'es' THEN 'spanish'::regconfig WHEN 'de' THEN 'german'::regconfig WHEN 'it' THEN 'italian'::regconfig WHEN 'pt' THEN 'portuguese'::regconfig ELSE 'simple'::regconfig END)`;

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id'),
    /** Materialised path of ids, '/<root>/<child>/', so that a category's subtree is one prefix scan. */
    path: text('path').notNull(),
    depth: integer('depth').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    /** The photo that stands for the category (home page tiles); an asset of the library. */
    imageAssetId: uuid('image_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    /** Raised by every staff change (names, place in the tree): an older edit is refused. */
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('categories_parent_idx').on(table.parentId),
    index('categories_path_idx').on(table.path.op('text_pattern_ops')),
  ],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    culture: varchar('culture', { length: 2 }).notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    /** The category page's title and meta description; empty: the name. */
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.categoryId, table.culture] }),
    uniqueIndex('category_translations_culture_slug_key').on(table.culture, table.slug),
  ],
);

/**
 * The slugs a category had before it was renamed, per culture, so that an old address answers a
 * permanent redirect to the current one. Filled by a trigger on category_translations (migration
 * 0011): every write path keeps it, the back office's and a script's alike.
 */
export const categorySlugHistory = pgTable(
  'category_slug_history',
  {
    culture: varchar('culture', { length: 2 }).notNull(),
    slug: text('slug').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.culture, table.slug] }),
    index('category_slug_history_category_idx').on(table.categoryId),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    logoAssetId: uuid('logo_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
    version: integer('version').notNull().default(1),
  },
  (table) => [uniqueIndex('brands_slug_key').on(table.slug)],
);

export const tags = pgTable('tags', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  version: integer('version').notNull().default(1),
});

export const tagTranslations = pgTable(
  'tag_translations',
  {
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    culture: varchar('culture', { length: 2 }).notNull(),
    name: text('name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tagId, table.culture] })],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    isPublished: boolean('is_published').notNull().default(true),
    /** Lowest variant price including tax, kept by the catalogue service for sorting and price facets. */
    priceFrom: numeric('price_from', { precision: 12, scale: 2 }).notNull(),
    currencyCode: char('currency_code', { length: 3 }).notNull().default('EUR'),
    /** Its sales-tax class: each country has a rate per class (`tax_rates`). */
    taxClass: text('tax_class').notNull().default('standard'),
    /** Sales rank for the "popular" sort (higher sells more). */
    popularity: integer('popularity').notNull().default(0),
    /** Raised by every staff save: a save made over an older version is refused (optimistic locking). */
    version: integer('version').notNull().default(1),
    /** Withdrawn for good but kept, since orders refer to its variants; an archived product is unpublished. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /*
     * The listing's read model (ADR 007), kept by database triggers from the variants, stock,
     * categories and tags, so that every facet choice is a condition on the product row (GIN
     * indexes) and the facet counts read one row per product, never the variants.
     */
    /** A variant can be ordered now: available and in stock in an active warehouse. */
    inStock: boolean('in_stock').notNull().default(false),
    /** The attribute values of its variants. */
    valueIds: uuid('value_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Its primary and linked categories with all their ancestors (a subtree filter is one overlap). */
    categoryIds: uuid('category_ids').array().notNull().default(sql`'{}'::uuid[]`),
    tagIds: uuid('tag_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_reference_key').on(table.reference),
    index('products_value_ids_idx').using('gin', table.valueIds),
    index('products_category_ids_idx').using('gin', table.categoryIds),
    index('products_tag_ids_idx').using('gin', table.tagIds),
    index('products_category_idx').on(table.categoryId),
    index('products_brand_idx').on(table.brandId),
    index('products_price_idx').on(table.priceFrom),
    index('products_popularity_idx').on(table.popularity),
    index('products_created_idx').on(table.createdAt),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    culture: varchar('culture', { length: 2 }).notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    descriptionHtml: text('description_html').notNull().default(''),
    /** The page's title and meta description for search engines; empty: the name and short description. */
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    // Searched through product_search, a copy per culture partition kept by trigger (migration 0007).
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql.raw(
        `setweight(to_tsvector(${searchConfigFor('culture')}, coalesce(name, '')), 'A') || setweight(to_tsvector(${searchConfigFor('culture')}, coalesce(short_description, '')), 'B')`,
      ),
    ),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.culture] }),
    uniqueIndex('product_translations_culture_slug_key').on(table.culture, table.slug),
    index('product_translations_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('product_translations_culture_name_idx').on(table.culture, table.name),
  ],
);

/** A product's former slugs per culture, kept by a trigger on product_translations (see categorySlugHistory). */
export const productSlugHistory = pgTable(
  'product_slug_history',
  {
    culture: varchar('culture', { length: 2 }).notNull(),
    slug: text('slug').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.culture, table.slug] }),
    index('product_slug_history_product_idx').on(table.productId),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.categoryId] }),
    index('product_categories_category_idx').on(table.categoryId),
  ],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.tagId] }),
    index('product_tags_tag_idx').on(table.tagId),
  ],
);

/** A variation axis (colour, size). 'Square' displays colour swatches (spec 001 §3). */
export const attributes = pgTable('attributes', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  displayType: text('display_type').$type<'Square' | 'List' | 'Dropdown'>().notNull().default('List'),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Offered as a filter in the shop's listings, at facetPosition among the attributes that are. */
  isFacet: boolean('is_facet').notNull().default(true),
  facetPosition: integer('facet_position').notNull().default(0),
  version: integer('version').notNull().default(1),
});

export const attributeTranslations = pgTable(
  'attribute_translations',
  {
    attributeId: uuid('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    culture: varchar('culture', { length: 2 }).notNull(),
    name: text('name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.attributeId, table.culture] })],
);

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attributeId: uuid('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    colorCode1: text('color_code_1'),
    colorCode2: text('color_code_2'),
    colorCode3: text('color_code_3'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('attribute_values_attribute_key_key').on(table.attributeId, table.key)],
);

export const attributeValueTranslations = pgTable(
  'attribute_value_translations',
  {
    valueId: uuid('value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
    culture: varchar('culture', { length: 2 }).notNull(),
    displayValue: text('display_value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.valueId, table.culture] })],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    /** The barcode (EAN-8 or EAN-13), when the goods have one. */
    ean: text('ean'),
    weightGrams: integer('weight_grams'),
    unitPriceTaxIncl: numeric('unit_price_tax_incl', { precision: 12, scale: 2 }).notNull(),
    unitPriceTaxExcl: numeric('unit_price_tax_excl', { precision: 12, scale: 2 }).notNull(),
    currencyCode: char('currency_code', { length: 3 }).notNull().default('EUR'),
    /** A variant that cannot be ordered: its values show as unavailable (spec 001 §3, §5). */
    isAvailable: boolean('is_available').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * How it may be ordered (spec 001 §5): at least this many, by this step, at most this many
     * (0: no maximum). The product form and the cart both correct a quantity onto these.
     */
    minOrderQuantity: integer('min_order_quantity').notNull().default(1),
    orderQuantityStep: integer('order_quantity_step').notNull().default(1),
    maxOrderQuantity: integer('max_order_quantity').notNull().default(0),
  },
  (table) => [
    uniqueIndex('product_variants_sku_key').on(table.sku),
    index('product_variants_product_idx').on(table.productId),
    check('product_variants_min_order_quantity', sql`${table.minOrderQuantity} >= 1`),
    check('product_variants_order_quantity_step', sql`${table.orderQuantityStep} >= 1`),
    check(
      'product_variants_max_order_quantity',
      sql`${table.maxOrderQuantity} = 0 OR ${table.maxOrderQuantity} >= ${table.minOrderQuantity}`,
    ),
  ],
);

export const variantAttributeValues = pgTable(
  'variant_attribute_values',
  {
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    attributeId: uuid('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    valueId: uuid('value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.variantId, table.attributeId] }),
    index('variant_attribute_values_value_idx').on(table.valueId),
  ],
);

/** Tiered (degressive) prices: from this quantity on, this unit price. */
export const degressivePrices = pgTable(
  'degressive_prices',
  {
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    unitPriceTaxIncl: numeric('unit_price_tax_incl', { precision: 12, scale: 2 }).notNull(),
    unitPriceTaxExcl: numeric('unit_price_tax_excl', { precision: 12, scale: 2 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.variantId, table.minQuantity] })],
);

export const warehouses = pgTable('warehouses', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  city: text('city').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const warehouseStock = pgTable(
  'warehouse_stock',
  {
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.warehouseId, table.variantId] }),
    index('warehouse_stock_variant_idx').on(table.variantId),
  ],
);

/** Product photos in gallery order; a photo may belong to one colour (attribute value) only. */
export const productPhotos = pgTable(
  'product_photos',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    attributeValueId: uuid('attribute_value_id').references(() => attributeValues.id, {
      onDelete: 'set null',
    }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.assetId] }),
    index('product_photos_product_sort_idx').on(table.productId, table.sortOrder),
  ],
);

export const productAssociations = pgTable(
  'product_associations',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    associatedProductId: uuid('associated_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'related' | 'cross-sell'>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.associatedProductId, table.kind] })],
);

/**
 * Every change of a warehouse's stock made by staff, with its reason and who made it: the count
 * a warehouse holds is the sum of its history, and a correction is explained (like the prepaid
 * accounts' ledger). Orders move stock through the checkout and are recorded by their own lines.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    reason: text('reason').notNull(),
    /** The staff member's account (kept as an id: the ledger outlives a closed account). */
    actorId: uuid('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stock_movements_variant_idx').on(table.variantId, table.createdAt),
    check('stock_movements_quantity_after', sql`${table.quantityAfter} >= 0`),
  ],
);

/** Who changed what in the catalogue, and when: one row per staff save, with the fields it changed. */
export const catalogAudit = pgTable(
  'catalog_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entity: text('entity')
      .$type<'product' | 'attribute-value' | 'category' | 'brand' | 'tag' | 'attribute'>()
      .notNull(),
    entityId: uuid('entity_id').notNull(),
    action: text('action').notNull(),
    actorId: uuid('actor_id'),
    version: integer('version'),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('catalog_audit_entity_idx').on(table.entityId, table.createdAt)],
);
