import { CULTURES, type Culture } from '@vitrine/i18n';
import { z } from 'zod';
import { AssetEditSchema, AssetSchema } from './assets-library';
import { PageBlocksSchema } from './content-blocks';
import { ProblemSchema } from './problem';

/**
 * Content pages edited in the back office (ADR 035, ADR 041): a draft of every culture and the
 * published versions kept; publishing copies the draft to a new version, now or at a date.
 */

const max = (n: number) => `Validation.MaxLength|{"max":${n}}`;
const Required = 'Validation.Required';
const Slug = z
  .string({ error: Required })
  .trim()
  .min(1, Required)
  .max(200, max(200))
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}-]*(\/[\p{L}\p{N}][\p{L}\p{N}-]*)*$/u, 'Validation.Slug');

/** One culture of a page: its address, its words for search engines and its body of blocks. */
export const PageTranslationInputSchema = z.object({
  Title: z.string({ error: Required }).trim().min(1, Required).max(200, max(200)),
  Slug,
  Summary: z.string().trim().max(1000, max(1000)).default(''),
  /** The title search engines show; the page's title when empty. */
  MetaTitle: z.string().trim().max(200, max(200)).default(''),
  MetaDescription: z.string().trim().max(500, max(500)).default(''),
  Blocks: PageBlocksSchema,
});
export type PageTranslationInput = z.input<typeof PageTranslationInputSchema>;
export type PageTranslation = z.output<typeof PageTranslationInputSchema>;

const translations = <T extends z.ZodType>(schema: T) =>
  z.object(
    Object.fromEntries(CULTURES.map((culture) => [culture, schema.optional()])) as Record<
      Culture,
      z.ZodOptional<T>
    >,
  );

export const PageTranslationsSchema = translations(PageTranslationInputSchema);
export type PageTranslations = z.output<typeof PageTranslationsSchema>;

export const SaveContentPageRequestSchema = z
  .object({
    /** A new page's technical name (letters, digits, dashes); ignored on an update. */
    Key: z
      .string()
      .trim()
      .max(100, max(100))
      .regex(/^[a-z0-9][a-z0-9-]*$/, 'Validation.Slug')
      .optional(),
    ShowInMenu: z.boolean().default(false),
    Translations: PageTranslationsSchema,
    /** The draft's version the editor started from (an update only): a newer save is a 409. */
    Version: z.number().int().min(1).optional(),
    /** The image widgets' renames and turns, written with the draft (ADR 015). */
    Edits: z.array(AssetEditSchema).max(50).optional(),
  })
  .meta({ id: 'SaveContentPageRequest' });
export type SaveContentPageRequest = z.input<typeof SaveContentPageRequestSchema>;

export const PublishContentPageRequestSchema = z
  .object({
    Version: z.number({ error: Required }).int().min(1),
    /** Publish at this instant (ISO 8601 with offset); now when left out or past. */
    PublishAt: z.iso.datetime({ offset: true, error: 'Validation.Date' }).optional(),
  })
  .meta({ id: 'PublishContentPageRequest' });
export type PublishContentPageRequest = z.input<typeof PublishContentPageRequestSchema>;

export const RestoreContentPageRequestSchema = z
  .object({ Version: z.number({ error: Required }).int().min(1) })
  .meta({ id: 'RestoreContentPageRequest' });

const StoredTranslations = translations(
  z.object({
    Title: z.string(),
    Slug: z.string(),
    Summary: z.string(),
    MetaTitle: z.string(),
    MetaDescription: z.string(),
    Blocks: PageBlocksSchema,
  }),
);

export const AdminContentPageSchema = z
  .object({
    PageId: z.string().uuid(),
    Key: z.string(),
    IsHomepage: z.boolean(),
    ShowInMenu: z.boolean(),
    /** The draft's version, sent back with the next save. */
    Version: z.number().int(),
    UpdatedAt: z.string(),
    /** The draft: what editors work on. */
    Draft: StoredTranslations,
    /** What the shop shows; null while the page was never published. */
    Published: StoredTranslations.nullable(),
    PublishedNumber: z.number().int().nullable(),
    /** Whether the draft differs from what the shop shows. */
    HasChanges: z.boolean(),
    /** When the draft will be published by itself; null when nothing is scheduled. */
    ScheduledAt: z.string().nullable(),
    /** The library assets the bodies hold, for the editor's image widgets. */
    Assets: z.array(AssetSchema),
  })
  .meta({ id: 'AdminContentPage' });
export type AdminContentPage = z.infer<typeof AdminContentPageSchema>;

export const AdminContentPageSummarySchema = z
  .object({
    PageId: z.string().uuid(),
    Key: z.string(),
    Title: z.string(),
    IsHomepage: z.boolean(),
    /** The cultures the draft has: the others are missing translations. */
    Cultures: z.array(z.string()),
    PublishedNumber: z.number().int().nullable(),
    HasChanges: z.boolean(),
    ScheduledAt: z.string().nullable(),
    Version: z.number().int(),
  })
  .meta({ id: 'AdminContentPageSummary' });
export type AdminContentPageSummary = z.infer<typeof AdminContentPageSummarySchema>;

export const ContentPageVersionSchema = z
  .object({
    Number: z.number().int(),
    PublishedAt: z.string(),
    /** The shop's current version. */
    Current: z.boolean(),
    Cultures: z.array(z.string()),
    Title: z.string(),
  })
  .meta({ id: 'ContentPageVersion' });
export type ContentPageVersion = z.infer<typeof ContentPageVersionSchema>;

export const CONTENT_PAGE_CONFLICT = '/problems/content-page-edit-conflict';

/** A save over another editor's newer one: the refusal carries their version, to compare with yours. */
export const ContentPageConflictSchema = ProblemSchema.extend({
  Current: AdminContentPageSchema.optional(),
}).meta({
  id: 'ContentPageConflict',
});
