import { z } from 'zod';
import { AlternateSchema, PhotoSchema } from './catalog';
import { RenderedBlockSchema } from './content-blocks';

export const PageAlternateSchema = AlternateSchema;

export const ContentPageSchema = z
  .object({
    PageId: z.string().uuid(),
    Key: z.string(),
    Culture: z.string(),
    Slug: z.string(),
    Title: z.string(),
    Summary: z.string(),
    /** The HTML body of a page written before blocks; empty once it is made of blocks. */
    BodyHtml: z.string(),
    /**
     * The published body as blocks (ADR 035), images resolved; a page written before blocks
     * answers its HTML as one `html` block.
     */
    Blocks: z.array(RenderedBlockSchema),
    /** The title and description for search engines (the title and summary when empty). */
    MetaTitle: z.string(),
    MetaDescription: z.string(),
    IsHomepage: z.boolean(),
    UpdatedAt: z.string(),
    /** The same page in the other cultures, for hreflang links and the language choice. */
    Alternates: z.array(PageAlternateSchema),
    /** The image shown above the body (its alt text is the page's title); null when there is none. */
    HeroImage: PhotoSchema.nullable(),
  })
  .meta({ id: 'ContentPage' });
export type ContentPage = z.infer<typeof ContentPageSchema>;

export const MenuItemSchema = z.object({ PageId: z.string().uuid(), Title: z.string(), Url: z.string() });
export const MenuSchema = z.object({ Items: z.array(MenuItemSchema) }).meta({ id: 'Menu' });
export type Menu = z.infer<typeof MenuSchema>;

export const ConsentScriptSchema = z.object({
  Category: z.enum(['preferences', 'statistics', 'marketing']),
  Code: z.string(),
});

/** What every storefront page needs from the site's settings. */
export const SiteSettingsSchema = z
  .object({
    ShopName: z.string(),
    ConsentStamp: z.string(),
    ConsentScripts: z.array(ConsentScriptSchema),
    /** Spec 000 §8: the login page opens in a modal, or as a page when modals are disabled. */
    LoginInModal: z.boolean(),
  })
  .meta({ id: 'SiteSettings' });
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
