import { z } from 'zod';
import { PhotoSchema } from './catalog';
import { MEDIA_WIDGETS } from './widgets/media-widgets';
import { NEWS_WIDGETS } from './widgets/news-widgets';
import { SLIDER_WIDGETS } from './widgets/slider-widgets';
import { AssetIdSchema, maxMessage, SAFE_HREF, widgetAssetIds } from './widgets/widget-fields';

/**
 * Content blocks (ADR 035): a page, a news post or a FAQ entry is a list of blocks stored as JSON,
 * each validated here by its `Type`. Editors write blocks; the storefront renders them with one
 * renderer. A block is stored content (words, images); a widget block holds only a widget's name and
 * settings, and what it shows is read when the page is rendered.
 */

const max = maxMessage;

/** A run of text with its marks: rich text never carries markup, so nothing can inject a script. */
export const RichTextRunSchema = z.object({
  Text: z.string().max(5000, max(5000)),
  Bold: z.boolean().optional(),
  Italic: z.boolean().optional(),
  Href: z.string().max(2000, max(2000)).regex(SAFE_HREF, 'Validation.Url').optional(),
});
export type RichTextRun = z.infer<typeof RichTextRunSchema>;

const Runs = z.array(RichTextRunSchema).max(200, max(200));

export const RichTextNodeSchema = z.discriminatedUnion('Kind', [
  z.object({ Kind: z.literal('paragraph'), Runs }),
  z.object({ Kind: z.literal('heading'), Level: z.union([z.literal(2), z.literal(3)]), Runs }),
  z.object({ Kind: z.literal('quote'), Runs }),
  z.object({
    Kind: z.literal('list'),
    Ordered: z.boolean(),
    Items: z.array(Runs).min(1, 'Validation.Required').max(100, max(100)),
  }),
]);
export type RichTextNode = z.infer<typeof RichTextNodeSchema>;

const AssetId = AssetIdSchema;

export { NEWS_LIST_LAYOUTS, NEWS_POSTS_PER_PAGE } from './widgets/news-widgets';
export { widgetAssetIds } from './widgets/widget-fields';

/**
 * The widgets a block may hold, each with its settings, told apart by `Name`. Each family of widgets
 * keeps its settings in its own file under `widgets/` and is listed here once.
 */
export const WidgetSettingsSchema = z.discriminatedUnion('Name', [
  ...NEWS_WIDGETS,
  ...SLIDER_WIDGETS,
  ...MEDIA_WIDGETS,
]);
export type WidgetSettings = z.infer<typeof WidgetSettingsSchema>;
export type WidgetName = WidgetSettings['Name'];

const BlockId = z.string().uuid('Validation.Uuid');
const Caption = z.string().max(300, max(300)).default('');

const TextBlock = z.object({
  Type: z.literal('text'),
  Id: BlockId,
  Content: z.array(RichTextNodeSchema).max(200, max(200)),
});
const ImageBlock = z.object({ Type: z.literal('image'), Id: BlockId, AssetId, Caption });
const GalleryBlock = z.object({
  Type: z.literal('gallery'),
  Id: BlockId,
  AssetIds: z.array(AssetId).min(1, 'Validation.Required').max(40, max(40)),
  Caption,
});
const WidgetBlock = z.object({ Type: z.literal('widget'), Id: BlockId, Widget: WidgetSettingsSchema });
/**
 * A page's body as it was written before blocks: editors' HTML, kept as one block. Only content
 * pages hold it; a news post or a FAQ entry is written in rich text.
 */
const HtmlBlock = z.object({ Type: z.literal('html'), Id: BlockId, Html: z.string() });

/** What an editor sends and what is stored for a news post or a FAQ entry. */
export const ContentBlockSchema = z
  .discriminatedUnion('Type', [TextBlock, ImageBlock, GalleryBlock, WidgetBlock])
  .meta({ id: 'ContentBlock' });
export type ContentBlock = z.infer<typeof ContentBlockSchema>;
export const ContentBlocksSchema = z.array(ContentBlockSchema).max(100, max(100));

/**
 * A content page's body: the blocks, and the HTML it was written in before blocks kept as one
 * `html` block (the gateway accepts one only as the page already holds it: editors never write HTML).
 */
export const PageBlockSchema = z
  .discriminatedUnion('Type', [TextBlock, ImageBlock, GalleryBlock, WidgetBlock, HtmlBlock])
  .meta({ id: 'PageBlock' });
export type PageBlock = z.infer<typeof PageBlockSchema>;
export const PageBlocksSchema = z.array(PageBlockSchema).max(100, max(100));

/** Blocks as the storefront renders them: the images are the library's, with their renditions. */
export const RenderedBlockSchema = z
  .discriminatedUnion('Type', [
    TextBlock,
    ImageBlock.omit({ AssetId: true }).extend({ Image: PhotoSchema.nullable(), Caption: z.string() }),
    GalleryBlock.omit({ AssetIds: true }).extend({ Images: z.array(PhotoSchema), Caption: z.string() }),
    WidgetBlock.extend({
      /** The library photos the widget's settings name, by asset id (deleted ones left out). */
      Photos: z.record(z.string(), PhotoSchema),
    }),
    HtmlBlock,
  ])
  .meta({ id: 'RenderedBlock' });
export type RenderedBlock = z.infer<typeof RenderedBlockSchema>;

/** The asset ids blocks hold, in order, for checking and resolving them at once. */
export function blockAssetIds(blocks: readonly (ContentBlock | PageBlock)[]): string[] {
  return blocks.flatMap((block) =>
    block.Type === 'image'
      ? [block.AssetId]
      : block.Type === 'gallery'
        ? block.AssetIds
        : block.Type === 'widget'
          ? widgetAssetIds(block.Widget)
          : [],
  );
}
