import type { BlockMediaKit } from '../../lib/content-blocks';

export { categoryName, categoryOptions } from '../../lib/content-blocks';

/**
 * What the news editor needs from the asset library, handed in by the app (features do not import
 * each other): the image widget, and the widget's value for a library asset.
 */
export type NewsMediaKit = BlockMediaKit;
