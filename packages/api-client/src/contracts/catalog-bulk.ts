import { z } from 'zod';
import { PRODUCT_STATUSES } from './catalog-admin';
import { CultureSchema } from './localization';

/**
 * Bulk work on the staff's catalogue (ADR 040): the catalogue as CSV (products, variants, prices
 * and stock, one row per variant, identity by SKU), its import with a dry run, and price changes by
 * a percentage on a filtered selection of products.
 */

/** The most data rows one file may have; a longer file is refused. */
export const CATALOG_CSV_MAX_ROWS = 100_000;
/** Data rows of one batch at most: a batch is written in one transaction, all or nothing. */
export const CATALOG_CSV_BATCH_ROWS = 200;

/** The product list's filters, which the export and the bulk price change select with. */
export const CatalogSelectionSchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(['all', ...PRODUCT_STATUSES]).default('all'),
  /** Only products without a translation in this culture. */
  missing: CultureSchema.optional(),
});
export type CatalogSelection = z.input<typeof CatalogSelectionSchema>;

/** GET {app}/api/v1/backoffice/catalog/manage/csv/export: the list's filters, as a query. */
export const CatalogCsvExportQuerySchema = CatalogSelectionSchema;

/** POST …/csv/import[?dryRun=true], multipart with one `file` part. */
export const CatalogCsvImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** A bad row: its line in the file (the header is line 1), the column, and the message's i18n key. */
export const CatalogCsvRowErrorSchema = z.object({
  Line: z.number().int(),
  Column: z.string(),
  Message: z.string(),
});
export type CatalogCsvRowError = z.infer<typeof CatalogCsvRowErrorSchema>;

export const CatalogCsvReportSchema = z
  .object({
    DryRun: z.boolean(),
    /** Data rows read. */
    Rows: z.number().int(),
    Products: z.number().int(),
    Created: z.number().int(),
    Updated: z.number().int(),
    /** Products the file leaves as they are (nothing written for them). */
    Unchanged: z.number().int(),
    Batches: z.number().int(),
    /** Batches written (an import), or that would be (a dry run); a batch with a bad row writes nothing. */
    AppliedBatches: z.number().int(),
    /** Every bad row, in file order (the first thousand). */
    Errors: z.array(CatalogCsvRowErrorSchema),
    ErrorCount: z.number().int(),
  })
  .meta({ id: 'CatalogCsvReport' });
export type CatalogCsvReport = z.infer<typeof CatalogCsvReportSchema>;

/** A price change by a percentage: +10 raises by 10 %, -5 lowers by 5 %, rounded to the cent. */
export const BulkPriceChangeSchema = CatalogSelectionSchema.extend({
  Percent: z
    .number({ error: 'Validation.Number' })
    .min(-90, 'CatalogBulk.PercentRange')
    .max(500, 'CatalogBulk.PercentRange')
    .multipleOf(0.01, 'CatalogAdmin.PriceCents')
    .refine((value) => value !== 0, 'CatalogBulk.PercentZero'),
}).meta({ id: 'BulkPriceChange' });
export type BulkPriceChange = z.input<typeof BulkPriceChangeSchema>;

export const BulkPriceExampleSchema = z.object({
  ProductId: z.string(),
  Reference: z.string(),
  Name: z.string(),
  Sku: z.string(),
  Before: z.number(),
  After: z.number(),
});

export const BulkPricePreviewSchema = z
  .object({
    /** Products the change would touch. */
    Count: z.number().int(),
    Variants: z.number().int(),
    Examples: z.array(BulkPriceExampleSchema),
  })
  .meta({ id: 'BulkPricePreview' });
export type BulkPricePreview = z.infer<typeof BulkPricePreviewSchema>;

export const BulkPriceResultSchema = z
  .object({ Count: z.number().int(), Variants: z.number().int() })
  .meta({ id: 'BulkPriceResult' });
export type BulkPriceResult = z.infer<typeof BulkPriceResultSchema>;
