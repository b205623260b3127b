import type { RenderedBlock, WidgetName } from '@vitrine/api-client';
import type { ComponentType } from 'react';
import { MEDIA_WIDGET_VIEWS } from '../../media/media-widgets';
import { NEWS_WIDGET_VIEWS } from '../../news/news-block-widget';
import { SLIDER_WIDGET_VIEWS } from '../../sliders/slider-widgets';
import { ContentBlocks, type WidgetBlock } from '../blocks/content-blocks';

/** A widget's view: its block (settings and the photos they name) and what its loader read, if any. */
// biome-ignore lint/suspicious/noExplicitAny: each view narrows the data its own loader returns
export type WidgetView = ComponentType<{ block: WidgetBlock; data: any }>;

/** Every widget's view, by name (ADR 035); a name without a view renders nothing. */
const WIDGET_VIEWS: { [N in WidgetName]?: WidgetView } = {
  ...NEWS_WIDGET_VIEWS,
  ...SLIDER_WIDGET_VIEWS,
  ...MEDIA_WIDGET_VIEWS,
};

/**
 * A body of blocks with its widgets drawn from the registry: the page's loader read their data
 * with `loadBlockWidgets` and hands it here by block id.
 */
export function PageBlocks({
  blocks,
  widgets,
}: {
  blocks: readonly RenderedBlock[];
  widgets: Readonly<Record<string, unknown>>;
}) {
  return (
    <ContentBlocks
      blocks={blocks}
      renderWidget={(block) => {
        const View = WIDGET_VIEWS[block.Widget.Name];
        return View ? <View block={block} data={widgets[block.Id]} /> : null;
      }}
    />
  );
}
