import { CULTURES, type Culture } from '@vitrine/i18n';
import { z } from 'zod';
import { AssetEditSchema, AssetSchema } from './assets-library';
import { ContentBlocksSchema, RenderedBlockSchema } from './content-blocks';

/**
 * Popups and banners (spec 001 §2, §3, §4; ADR 043). One record, three kinds:
 * - `popup`: a modal shown 3000 ms after the page is reached; closing it records it as seen;
 * - `banner`: a strip above the page, removed when clicked (the click is recorded, and its link followed);
 * - `popup-banner`: a strip with a close button; closing it stores its dismissal by Id.
 * What is recorded lives in the visitor's `FlexoCMS.Popup` cookie, never on the server.
 */
export const ANNOUNCEMENT_KINDS = ['popup', 'banner', 'popup-banner'] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

/**
 * The kinds of storefront page an announcement can target. A page of no kind listed here (a
 * sign-in page, a widget fragment) is reached only by path patterns or "every page".
 */
export const PAGE_KINDS = [
  'home',
  'catalogue',
  'product',
  'news',
  'content',
  'cart',
  'checkout',
  'account',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export const ANNOUNCEMENT_STATUSES = ['draft', 'published'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

const max = (n: number) => `Validation.MaxLength|{"max":${n}}`;
const Required = 'Validation.Required';

/** A path of the shop below the culture (`/`, `/catalog`, `/p/lamp`), ending in `*` for "and below". */
const PATH_PATTERN = /^\/[^\s*?#]*\*?$/;
/** Where a banner leads: a path of this shop or an http(s) address (no script, no other scheme); empty: nowhere. */
const LINK = /^(|https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;

/** Where a page is, as targeting reads it: its kind (if it has one) and its path below the culture. */
export interface PageTarget {
  Kind: PageKind | null;
  /** `/` for the home page, `/catalog` for the catalogue… (no culture segment, no query). */
  Path: string;
}

export interface AnnouncementTargeting {
  PageKinds: readonly string[];
  PathPatterns: readonly string[];
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** A path pattern matches its path exactly, or with `*` every path that starts with what precedes it. */
export function pathMatches(pattern: string, path: string): boolean {
  const target = trimSlash(path || '/').toLowerCase();
  const wanted = pattern.toLowerCase();
  if (wanted.endsWith('*'))
    return target.startsWith(wanted.slice(0, -1)) || `${target}/` === wanted.slice(0, -1);
  return trimSlash(wanted) === target;
}

/**
 * Whether an announcement is for this page: with no page kind and no path pattern, every page;
 * otherwise a page whose kind is listed or whose path matches one of the patterns.
 */
export function targetsPage(targeting: AnnouncementTargeting, page: PageTarget): boolean {
  if (!targeting.PageKinds.length && !targeting.PathPatterns.length) return true;
  if (page.Kind && targeting.PageKinds.includes(page.Kind)) return true;
  return targeting.PathPatterns.some((pattern) => pathMatches(pattern, page.Path));
}

/** A live announcement as the storefront shows it, in one culture. */
export const AnnouncementSchema = z
  .object({
    Id: z.string().uuid(),
    Kind: z.enum(ANNOUNCEMENT_KINDS),
    Priority: z.number().int(),
    /** ISO 8601; null: from its publication on. */
    StartDatetime: z.string().nullable(),
    /** ISO 8601; null: until it is unpublished. */
    EndDatetime: z.string().nullable(),
    Title: z.string(),
    Blocks: z.array(RenderedBlockSchema),
    LinkUrl: z.string().nullable(),
    PageKinds: z.array(z.enum(PAGE_KINDS)),
    PathPatterns: z.array(z.string()),
  })
  .meta({ id: 'Announcement' });
export type Announcement = z.infer<typeof AnnouncementSchema>;

export const AnnouncementsQuerySchema = z.object({
  /** Only those for a page of this kind… */
  PageKind: z.enum(PAGE_KINDS).optional(),
  /** …or at this path below the culture. With neither: every live one of the culture, with its targeting. */
  Path: z.string().max(500, max(500)).regex(/^\//, 'Validation.Url').optional(),
});
export type AnnouncementsQuery = z.input<typeof AnnouncementsQuerySchema>;

// ---- back office ----

const Title = z.string({ error: Required }).trim().min(1, Required).max(200, max(200));

/** A popup's body is rich text and images: a stored block, never a widget or a gallery. */
const AnnouncementBlocksSchema = ContentBlocksSchema.max(20, max(20)).superRefine((blocks, ctx) => {
  blocks.forEach((block, index) => {
    if (block.Type !== 'text' && block.Type !== 'image')
      ctx.addIssue({ code: 'custom', message: 'Announcements.BlockNotAllowed', path: [index, 'Type'] });
  });
});

export const AnnouncementTranslationInputSchema = z.object({
  Title,
  Blocks: AnnouncementBlocksSchema,
  LinkUrl: z.string().trim().max(2000, max(2000)).regex(LINK, 'Validation.Url').nullable().default(null),
});
export type AnnouncementTranslationInput = z.input<typeof AnnouncementTranslationInputSchema>;

const translations = <T extends z.ZodType>(schema: T) =>
  z.object(
    Object.fromEntries(CULTURES.map((culture) => [culture, schema.optional()])) as Record<
      Culture,
      z.ZodOptional<T>
    >,
  );

const Instant = z.iso.datetime({ offset: true, error: 'Validation.Date' }).nullable().default(null);

export const SaveAnnouncementRequestSchema = z
  .object({
    Kind: z.enum(ANNOUNCEMENT_KINDS, { error: Required }),
    Status: z.enum(ANNOUNCEMENT_STATUSES, { error: Required }),
    StartDatetime: Instant,
    /** The spec's EndDatetime: from then on it is no longer shown. */
    EndDatetime: Instant,
    Priority: z
      .number({ error: 'Validation.Integer' })
      .int('Validation.Integer')
      .min(0, 'Validation.Min|{"min":0}')
      .max(1000, 'Validation.Max|{"max":1000}')
      .default(0),
    PageKinds: z.array(z.enum(PAGE_KINDS)).max(PAGE_KINDS.length).default([]),
    PathPatterns: z
      .array(z.string().trim().max(200, max(200)).regex(PATH_PATTERN, 'Announcements.PathPattern'))
      .max(20, max(20))
      .default([]),
    /** A culture left out: not shown in that culture. */
    Translations: translations(AnnouncementTranslationInputSchema),
    /** The version the editor started from (an update only): a newer save by someone else is a 409. */
    Version: z.number().int().min(1).optional(),
    /** The image widgets' renames and turns, written with the announcement (ADR 015). */
    Edits: z.array(AssetEditSchema).max(50).optional(),
  })
  .superRefine((request, ctx) => {
    if (
      request.StartDatetime &&
      request.EndDatetime &&
      Date.parse(request.EndDatetime) <= Date.parse(request.StartDatetime)
    )
      ctx.addIssue({ code: 'custom', message: 'Announcements.EndBeforeStart', path: ['EndDatetime'] });
  })
  .meta({ id: 'SaveAnnouncementRequest' });
export type SaveAnnouncementRequest = z.input<typeof SaveAnnouncementRequestSchema>;

const AdminTranslationSchema = z.object({
  Title: z.string(),
  Blocks: ContentBlocksSchema,
  LinkUrl: z.string().nullable(),
});

const AdminFields = {
  Id: z.string().uuid(),
  Kind: z.enum(ANNOUNCEMENT_KINDS),
  Status: z.enum(ANNOUNCEMENT_STATUSES),
  StartDatetime: z.string().nullable(),
  EndDatetime: z.string().nullable(),
  Priority: z.number().int(),
  PageKinds: z.array(z.enum(PAGE_KINDS)),
  PathPatterns: z.array(z.string()),
  Version: z.number().int(),
  UpdatedAt: z.string(),
};

export const AdminAnnouncementSchema = z
  .object({
    ...AdminFields,
    Translations: translations(AdminTranslationSchema),
    /** The library assets the bodies hold, for the editor's image widgets. */
    Assets: z.array(AssetSchema),
  })
  .meta({ id: 'AdminAnnouncement' });
export type AdminAnnouncement = z.infer<typeof AdminAnnouncementSchema>;

export const AdminAnnouncementSummarySchema = z
  .object({
    ...AdminFields,
    /** In the staff's culture, or the first culture it is written in. */
    Title: z.string(),
    /** The cultures it is written in (and shown in); the others are missing. */
    Cultures: z.array(z.string()),
  })
  .meta({ id: 'AdminAnnouncementSummary' });
export type AdminAnnouncementSummary = z.infer<typeof AdminAnnouncementSummarySchema>;

/** Draft, scheduled (its start to come), live, or ended (its EndDatetime passed). */
export function announcementStateOf(
  item: Pick<AdminAnnouncementSummary, 'Status' | 'StartDatetime' | 'EndDatetime'>,
  now = Date.now(),
): 'draft' | 'scheduled' | 'live' | 'ended' {
  if (item.Status === 'draft') return 'draft';
  if (item.EndDatetime && Date.parse(item.EndDatetime) <= now) return 'ended';
  if (item.StartDatetime && Date.parse(item.StartDatetime) > now) return 'scheduled';
  return 'live';
}
