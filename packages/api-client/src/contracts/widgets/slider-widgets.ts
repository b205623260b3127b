import { z } from 'zod';
import { AssetIdSchema, boundedInt, maxMessage, SAFE_HREF } from './widget-fields';

/**
 * The sliders and the masonry grid (spec 001 §2): what an editor chooses for each. The figures the
 * spec fixes (speeds, delays, slides per view, gaps) are not settings: they live in the storefront's
 * slider options, so every hero header of the shop moves the same way.
 */

const text = (limit: number) => z.string().trim().max(limit, maxMessage(limit)).default('');
const required = (limit: number) =>
  z
    .string({ error: 'Validation.Required' })
    .trim()
    .min(1, 'Validation.Required')
    .max(limit, maxMessage(limit));

/** A link of a slide or a logo: empty (no link) or an address rich text would accept too. */
const Href = z
  .string()
  .trim()
  .max(2000, maxMessage(2000))
  .refine((value) => value === '' || SAFE_HREF.test(value), 'Validation.Url')
  .default('');

/** A video file: on this shop (a path) or over https. */
const VIDEO_URL = /^(https:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;
const VideoUrl = z
  .string()
  .trim()
  .max(2000, maxMessage(2000))
  .refine((value) => value === '' || VIDEO_URL.test(value), 'Validation.Url')
  .default('');

/** The heading shown above a slider; empty: the widget's own name for shoppers. */
const Heading = text(120);

const listOf = <T extends z.ZodType>(item: T, most: number) =>
  z.array(item).min(1, 'Validation.Required').max(most, maxMessage(most));

/** Most slides a slider holds: more would load images nobody scrolls to. */
export const SLIDER_MAX_SLIDES = 12;
export const PARTNER_MAX_LOGOS = 30;
export const MASONRY_MAX_IMAGES = 40;

/** Hero slider: its optional autoplay delay (spec 001 §9 "from a data attribute"), in ms. */
export const HERO_SLIDER_DELAY_MS = { min: 2000, max: 60_000 } as const;
/** Banner slider: autoplay only when a duration is given (spec 001 §9), in ms. */
export const BANNER_DURATION_MS = { min: 2000, max: 60_000 } as const;
/** Product carousel: what it shows, read when the page is rendered. */
export const PRODUCT_CAROUSEL_SOURCES = ['newest', 'popular', 'category', 'tag'] as const;
export const PRODUCT_CAROUSEL_COUNT = { min: 1, max: 24, fallback: 8 } as const;
export const PRODUCT_CAROUSEL_COLUMNS = { min: 1, max: 6, fallback: 4 } as const;
export const MASONRY_COLUMNS = { min: 2, max: 4, fallback: 3 } as const;

const HeroSlide = z.object({ AssetId: AssetIdSchema, Title: text(120), Text: text(300), Href });

/** The slider widgets (spec 001 §2: hero header and slider, banners, partners, categories, testimonials, reviews, products, masonry). */
export const SLIDER_WIDGETS = [
  /** Full-width images that fade into each other (spec 001 §9: fade, 80000 ms, speed 1500). */
  z.object({ Name: z.literal('hero-header'), Slides: listOf(HeroSlide, SLIDER_MAX_SLIDES) }),
  /** One slide at a time, looping, with bullets (spec 001 §9: speed 2000, optional autoplay delay). */
  z.object({
    Name: z.literal('hero-slider'),
    Slides: listOf(HeroSlide, SLIDER_MAX_SLIDES),
    /** Left out: the slider moves only when the shopper asks. */
    AutoplayMs: z
      .number()
      .int('Validation.Integer')
      .min(HERO_SLIDER_DELAY_MS.min, `Validation.Min|{"min":${HERO_SLIDER_DELAY_MS.min}}`)
      .max(HERO_SLIDER_DELAY_MS.max, `Validation.Max|{"max":${HERO_SLIDER_DELAY_MS.max}}`)
      .optional(),
  }),
  /** Banners, each an image or a video (the image is its poster). */
  z.object({
    Name: z.literal('banner-slider'),
    Slides: listOf(z.object({ AssetId: AssetIdSchema, VideoUrl, Title: text(120), Href }), SLIDER_MAX_SLIDES),
    /** How long a banner stays; left out, the banners do not move by themselves (spec 001 §9). */
    DurationMs: z
      .number()
      .int('Validation.Integer')
      .min(BANNER_DURATION_MS.min, `Validation.Min|{"min":${BANNER_DURATION_MS.min}}`)
      .max(BANNER_DURATION_MS.max, `Validation.Max|{"max":${BANNER_DURATION_MS.max}}`)
      .optional(),
  }),
  /** Partners' logos (spec 001 §9: loop, 3 per view, 6 from 1024 px, 16 px gap, 2500 ms). */
  z.object({
    Name: z.literal('partner-logos'),
    Heading,
    Logos: listOf(z.object({ AssetId: AssetIdSchema, Name: required(120), Href }), PARTNER_MAX_LOGOS),
  }),
  /** Chosen categories, their names, photos and addresses read live (spec 001 §9: 1.5 / 2.5 / 4.5). */
  z.object({
    Name: z.literal('category-slider'),
    Heading,
    CategoryIds: listOf(z.string().uuid('Validation.Uuid'), SLIDER_MAX_SLIDES),
  }),
  /** What customers said, written by the editor (spec 001 §9: 1.5 / 2.5 / 4, gap 20). */
  z.object({
    Name: z.literal('testimonials'),
    Heading,
    Items: listOf(
      z.object({
        Quote: required(600),
        Name: required(120),
        Role: text(120),
        AssetId: AssetIdSchema.optional(),
      }),
      SLIDER_MAX_SLIDES,
    ),
  }),
  /** Reviews with their rating, written by the editor: the shop keeps no product reviews. */
  z.object({
    Name: z.literal('reviews'),
    Heading,
    Items: listOf(
      z.object({ Author: required(120), Rating: boundedInt(1, 5, 5), Text: required(600) }),
      SLIDER_MAX_SLIDES,
    ),
  }),
  /** Products read live: the newest, the most popular, a category's or a tag's. */
  z
    .object({
      Name: z.literal('product-carousel'),
      Heading,
      Source: z.enum(PRODUCT_CAROUSEL_SOURCES).default('newest'),
      CategoryId: z.string().uuid('Validation.Uuid').optional(),
      TagId: z.string().uuid('Validation.Uuid').optional(),
      Count: boundedInt(
        PRODUCT_CAROUSEL_COUNT.min,
        PRODUCT_CAROUSEL_COUNT.max,
        PRODUCT_CAROUSEL_COUNT.fallback,
      ),
      /** The data's column count (spec 001 §9: 4 slides by default or a data column count). */
      Columns: boundedInt(
        PRODUCT_CAROUSEL_COLUMNS.min,
        PRODUCT_CAROUSEL_COLUMNS.max,
        PRODUCT_CAROUSEL_COLUMNS.fallback,
      ),
    })
    .superRefine((settings, context) => {
      if (settings.Source === 'category' && !settings.CategoryId)
        context.addIssue({ code: 'custom', path: ['CategoryId'], message: 'Validation.Required' });
      if (settings.Source === 'tag' && !settings.TagId)
        context.addIssue({ code: 'custom', path: ['TagId'], message: 'Validation.Required' });
    }),
  /** Images in columns of their own heights, each with a caption and a link. */
  z.object({
    Name: z.literal('masonry-grid'),
    Heading,
    Columns: boundedInt(MASONRY_COLUMNS.min, MASONRY_COLUMNS.max, MASONRY_COLUMNS.fallback),
    Items: listOf(z.object({ AssetId: AssetIdSchema, Caption: text(300), Href }), MASONRY_MAX_IMAGES),
  }),
] as const;
