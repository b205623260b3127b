import { CULTURES, type Culture } from '@vitrine/i18n';
import { z } from 'zod';
import { AssetEditSchema, AssetSchema } from './assets-library';
import { ContentBlocksSchema, RenderedBlockSchema } from './content-blocks';

/** Spec 001 §9: the FAQ's anchor scroll lasts 500 ms (the rest of the shop's anchors take 800). */
export const FAQ_ANCHOR_SCROLL_MS = 500;

const max = (n: number) => `Validation.MaxLength|{"max":${n}}`;
const Required = 'Validation.Required';
/** A section's anchor: the address hash of its menu entry (`/fr/faq#livraison`). */
const Anchor = z
  .string({ error: Required })
  .trim()
  .min(1, Required)
  .max(100, max(100))
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}-]*$/u, 'Validation.Slug');
const Title = z.string({ error: Required }).trim().min(1, Required).max(200, max(200));
const Question = z.string({ error: Required }).trim().min(1, Required).max(500, max(500));

/** A question's own anchor on the page, from its id: editing the question keeps deep links working. */
export const faqEntryAnchor = (entryId: string) => `q-${entryId.slice(0, 8)}`;

export const FaqEntrySchema = z
  .object({
    EntryId: z.string().uuid(),
    /** The question's anchor on the page (a deep link opens it). */
    Anchor: z.string(),
    Question: z.string(),
    Answer: z.array(RenderedBlockSchema),
  })
  .meta({ id: 'FaqEntry' });
export type FaqEntry = z.infer<typeof FaqEntrySchema>;

export const FaqSectionSchema = z
  .object({
    SectionId: z.string().uuid(),
    Title: z.string(),
    Anchor: z.string(),
    Entries: z.array(FaqEntrySchema),
  })
  .meta({ id: 'FaqSection' });
export type FaqSection = z.infer<typeof FaqSectionSchema>;

/** The FAQ page in one culture: its sections in order, each with its published questions in order. */
export const FaqSchema = z
  .object({
    Culture: z.string(),
    Sections: z.array(FaqSectionSchema),
    /** The cultures that have a FAQ (for the page's language alternates). */
    Cultures: z.array(z.string()),
  })
  .meta({ id: 'Faq' });
export type Faq = z.infer<typeof FaqSchema>;

// ---- back office ----

export const FAQ_STATUSES = ['draft', 'published'] as const;
export type FaqStatus = (typeof FAQ_STATUSES)[number];

/** One optional entry per culture: a culture left out has no translation (not shown there). */
const translations = <T extends z.ZodType>(schema: T) =>
  z.object(
    Object.fromEntries(CULTURES.map((culture) => [culture, schema.optional()])) as Record<
      Culture,
      z.ZodOptional<T>
    >,
  );

const Version = z.number().int().min(1).optional();

export const SaveFaqSectionRequestSchema = z
  .object({
    Translations: translations(z.object({ Title, Anchor })),
    /** The version the editor started from (an update only): a newer save by someone else is a 409. */
    Version,
  })
  .meta({ id: 'SaveFaqSectionRequest' });
export type SaveFaqSectionRequest = z.input<typeof SaveFaqSectionRequestSchema>;

export const AdminFaqSectionSchema = z
  .object({
    SectionId: z.string().uuid(),
    SortOrder: z.number().int(),
    Version: z.number().int(),
    UpdatedAt: z.string(),
    Translations: translations(z.object({ Title: z.string(), Anchor: z.string() })),
  })
  .meta({ id: 'AdminFaqSection' });
export type AdminFaqSection = z.infer<typeof AdminFaqSectionSchema>;

export const FaqEntryTranslationInputSchema = z.object({ Question, Blocks: ContentBlocksSchema });
export type FaqEntryTranslationInput = z.input<typeof FaqEntryTranslationInputSchema>;

export const SaveFaqEntryRequestSchema = z
  .object({
    SectionId: z.string({ error: Required }).uuid('Validation.Uuid'),
    Status: z.enum(FAQ_STATUSES),
    Translations: translations(FaqEntryTranslationInputSchema),
    Version,
    /** The image widgets' renames and turns, written with the entry (ADR 015). */
    Edits: z.array(AssetEditSchema).max(50).optional(),
  })
  .meta({ id: 'SaveFaqEntryRequest' });
export type SaveFaqEntryRequest = z.input<typeof SaveFaqEntryRequestSchema>;

export const AdminFaqEntrySchema = z
  .object({
    EntryId: z.string().uuid(),
    SectionId: z.string().uuid(),
    SortOrder: z.number().int(),
    Status: z.enum(FAQ_STATUSES),
    Version: z.number().int(),
    UpdatedAt: z.string(),
    Translations: translations(z.object({ Question: z.string(), Blocks: ContentBlocksSchema })),
    /** The library assets the answers hold, for the editor's image widgets. */
    Assets: z.array(AssetSchema),
  })
  .meta({ id: 'AdminFaqEntry' });
export type AdminFaqEntry = z.infer<typeof AdminFaqEntrySchema>;

export const AdminFaqEntrySummarySchema = z
  .object({
    EntryId: z.string().uuid(),
    SectionId: z.string().uuid(),
    SortOrder: z.number().int(),
    /** The question in the culture asked for, or in the first culture it has. */
    Question: z.string(),
    Status: z.enum(FAQ_STATUSES),
    /** The cultures the entry is written in; the others are missing. */
    Cultures: z.array(z.string()),
    Version: z.number().int(),
    UpdatedAt: z.string(),
  })
  .meta({ id: 'AdminFaqEntrySummary' });
export type AdminFaqEntrySummary = z.infer<typeof AdminFaqEntrySummarySchema>;

/** Publishing or withdrawing an entry without re-sending it; a stale Version is a 409. */
export const FaqEntryStatusRequestSchema = z
  .object({ Status: z.enum(FAQ_STATUSES), Version: z.number().int().min(1) })
  .meta({ id: 'FaqEntryStatusRequest' });
export type FaqEntryStatusRequest = z.input<typeof FaqEntryStatusRequestSchema>;

/**
 * The whole FAQ's order at once: every section once, each with every one of its entries once (an
 * entry listed under another section moves there).
 */
export const FaqOrderRequestSchema = z
  .object({
    Sections: z
      .array(
        z.object({
          SectionId: z.string().uuid('Validation.Uuid'),
          EntryIds: z.array(z.string().uuid('Validation.Uuid')).max(1000, max(1000)),
        }),
      )
      .max(200, max(200)),
  })
  .meta({ id: 'FaqOrderRequest' });
export type FaqOrderRequest = z.input<typeof FaqOrderRequestSchema>;
