import type { ApiClient, RenderedBlock, WidgetName, WidgetSettings } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';
import { MEDIA_WIDGET_LOADERS } from '../../media/media-widgets.server';
import { NEWS_WIDGET_LOADERS } from '../../news/news-widgets.server';
import { SLIDER_WIDGET_LOADERS } from '../../sliders/slider-widgets.server';

/** How a widget reads what it shows when the page is rendered (ADR 035), from its settings. */
type WidgetLoader<N extends WidgetName> = (
  api: ApiClient,
  culture: Culture,
  settings: Extract<WidgetSettings, { Name: N }>,
) => Promise<unknown>;

/**
 * The widgets that read live data, by name. A widget whose settings are all it shows (a slider of
 * chosen images) has no loader: its block alone renders it.
 */
const WIDGET_LOADERS: { [N in WidgetName]?: WidgetLoader<N> } = {
  ...NEWS_WIDGET_LOADERS,
  ...SLIDER_WIDGET_LOADERS,
  ...MEDIA_WIDGET_LOADERS,
};

/** The data of every widget block of a body, by block id; the widgets read at the same time. */
export async function loadBlockWidgets(
  api: ApiClient,
  culture: Culture,
  blocks: readonly RenderedBlock[],
): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    blocks.flatMap((block) => {
      if (block.Type !== 'widget') return [];
      const load = WIDGET_LOADERS[block.Widget.Name] as WidgetLoader<WidgetName> | undefined;
      return load ? [load(api, culture, block.Widget).then((data) => [block.Id, data] as const)] : [];
    }),
  );
  return Object.fromEntries(entries);
}
