import { CULTURES, type Culture } from '@vitrine/i18n';
import { z } from 'zod';
import { AssetEditSchema, AssetSchema } from './assets-library';
import { AlternateSchema, PhotoSchema } from './catalog';
import { ContentBlocksSchema, NEWS_POSTS_PER_PAGE, RenderedBlockSchema } from './content-blocks';

const max = (n: number) => `Validation.MaxLength|{"max":${n}}`;
const Required = 'Validation.Required';
const Slug = z
  .string({ error: Required })
  .trim()
  .min(1, Required)
  .max(200, max(200))
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}-]*$/u, 'Validation.Slug');
const Title = z.string({ error: Required }).trim().min(1, Required).max(200, max(200));

/** A news category, flat: ParentId says where it hangs (null at the top). */
export const NewsCategorySchema = z
  .object({
    CategoryId: z.string().uuid(),
    ParentId: z.string().uuid().nullable(),
    Name: z.string(),
    Slug: z.string(),
    /** The category's RSS feed in this culture. */
    FeedUrl: z.string(),
  })
  .meta({ id: 'NewsCategory' });
export type NewsCategory = z.infer<typeof NewsCategorySchema>;

export const NewsPostSummarySchema = z
  .object({
    PostId: z.string().uuid(),
    Culture: z.string(),
    Slug: z.string(),
    Title: z.string(),
    Summary: z.string(),
    /** When it was (or will be) published, ISO 8601. */
    PublishAt: z.string(),
    Url: z.string(),
    CategoryId: z.string().uuid(),
    CategoryName: z.string(),
    CoverImage: PhotoSchema.nullable(),
  })
  .meta({ id: 'NewsPostSummary' });
export type NewsPostSummary = z.infer<typeof NewsPostSummarySchema>;

export const NewsPostPageSchema = z
  .object({
    Items: z.array(NewsPostSummarySchema),
    Page: z.number().int(),
    PageCount: z.number().int(),
    Total: z.number().int(),
  })
  .meta({ id: 'NewsPostPage' });
export type NewsPostPage = z.infer<typeof NewsPostPageSchema>;

/** One month of news: the days that have posts, and a page of the month's posts. */
export const NewsCalendarSchema = NewsPostPageSchema.extend({
  Year: z.number().int(),
  Month: z.number().int(),
  Days: z.array(z.number().int()),
}).meta({ id: 'NewsCalendar' });
export type NewsCalendar = z.infer<typeof NewsCalendarSchema>;

export const NewsPostSchema = NewsPostSummarySchema.extend({
  Blocks: z.array(RenderedBlockSchema),
  Alternates: z.array(AlternateSchema),
}).meta({ id: 'NewsPost' });
export type NewsPost = z.infer<typeof NewsPostSchema>;

const Flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const CategoryIdList = z
  .string()
  .max(800)
  .regex(/^([0-9a-f-]{36}(,[0-9a-f-]{36})*)?$/i, 'Validation.Uuid')
  .transform((value) => (value ? value.split(',') : []));
const PageNumber = z.coerce.number().int().min(1).max(10_000).default(1);

/** The widgets' selection: which categories (none: all), with their children or not, how many per page. */
export const NewsSelectionQuerySchema = z.object({
  CategoryIds: CategoryIdList.default([]),
  DisplayChildren: Flag.default(false),
  PostPerPage: z.coerce.number().int().min(1).max(24).default(NEWS_POSTS_PER_PAGE),
  Page: PageNumber,
});

export const NewsListQuerySchema = NewsSelectionQuerySchema.extend({
  /** The list shows the posts published up to the end of this day (YYYY-MM-DD), newest first. */
  Until: z.iso.date('Validation.Date').optional(),
});
export type NewsListQuery = z.input<typeof NewsListQuerySchema>;

export const NewsCalendarQuerySchema = NewsSelectionQuerySchema.extend({
  Year: z.coerce.number().int().min(1970).max(9999),
  Month: z.coerce.number().int().min(1).max(12),
});
export type NewsCalendarQuery = z.input<typeof NewsCalendarQuerySchema>;

// ---- back office ----

export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

export const NewsTranslationInputSchema = z.object({
  Title,
  Slug,
  Summary: z.string().trim().max(1000, max(1000)).default(''),
  Blocks: ContentBlocksSchema,
});
export type NewsTranslationInput = z.input<typeof NewsTranslationInputSchema>;

/** One optional entry per culture: a culture left out has no translation (the post is not shown there). */
const translations = <T extends z.ZodType>(schema: T) =>
  z.object(
    Object.fromEntries(CULTURES.map((culture) => [culture, schema.optional()])) as Record<
      Culture,
      z.ZodOptional<T>
    >,
  );

export const SaveNewsPostRequestSchema = z
  .object({
    CategoryId: z.string({ error: Required }).uuid('Validation.Uuid'),
    CoverAssetId: z.string().uuid('Validation.Uuid').nullable().default(null),
    Status: z.enum(NEWS_STATUSES),
    /** When the post becomes public (ISO 8601 with offset); a published post is public from then on. */
    PublishAt: z.iso.datetime({ offset: true, error: 'Validation.Date' }),
    Translations: translations(NewsTranslationInputSchema),
    /** The version the editor started from (an update only): a newer save by someone else is a 409. */
    Version: z.number().int().min(1).optional(),
    /** The image widgets' renames and turns, written with the post (ADR 015). */
    Edits: z.array(AssetEditSchema).max(50).optional(),
  })
  .meta({ id: 'SaveNewsPostRequest' });
export type SaveNewsPostRequest = z.input<typeof SaveNewsPostRequestSchema>;

export const AdminNewsPostSchema = z
  .object({
    PostId: z.string().uuid(),
    CategoryId: z.string().uuid(),
    CoverImage: AssetSchema.nullable(),
    Status: z.enum(NEWS_STATUSES),
    PublishAt: z.string(),
    Version: z.number().int(),
    UpdatedAt: z.string(),
    Translations: translations(
      z.object({ Title: z.string(), Slug: z.string(), Summary: z.string(), Blocks: ContentBlocksSchema }),
    ),
    /** The library assets the blocks hold, for the editor's image widgets. */
    Assets: z.array(AssetSchema),
  })
  .meta({ id: 'AdminNewsPost' });
export type AdminNewsPost = z.infer<typeof AdminNewsPostSchema>;

export const AdminNewsPostSummarySchema = z
  .object({
    PostId: z.string().uuid(),
    Title: z.string(),
    CategoryName: z.string(),
    Status: z.enum(NEWS_STATUSES),
    PublishAt: z.string(),
    /** The cultures the post is written in; the others are missing. */
    Cultures: z.array(z.string()),
    Version: z.number().int(),
    UpdatedAt: z.string(),
  })
  .meta({ id: 'AdminNewsPostSummary' });
export type AdminNewsPostSummary = z.infer<typeof AdminNewsPostSummarySchema>;

export const AdminNewsCategorySchema = z
  .object({
    CategoryId: z.string().uuid(),
    ParentId: z.string().uuid().nullable(),
    Translations: translations(z.object({ Name: z.string(), Slug: z.string() })),
  })
  .meta({ id: 'AdminNewsCategory' });
export type AdminNewsCategory = z.infer<typeof AdminNewsCategorySchema>;

export const SaveNewsCategoryRequestSchema = z
  .object({
    ParentId: z.string().uuid('Validation.Uuid').nullable().default(null),
    Translations: translations(z.object({ Name: Title, Slug })),
  })
  .meta({ id: 'SaveNewsCategoryRequest' });
export type SaveNewsCategoryRequest = z.input<typeof SaveNewsCategoryRequestSchema>;
