import type { WidgetSettings } from '@vitrine/api-client';
import type { CSSProperties } from 'react';
import type { WidgetBlock } from '../content/blocks/content-blocks';
import { SlidePhoto } from './widget-slider';

type MasonrySettings = Extract<WidgetSettings, { Name: 'masonry-grid' }>;

/**
 * Images in columns, each as tall as its own proportions (CSS columns: no script, no measuring).
 * The column count is the block's; narrow screens take fewer (sliders.css).
 */
export function MasonryGridWidget({ block }: { block: WidgetBlock }) {
  const settings = block.Widget as MasonrySettings;
  const items = settings.Items.flatMap((item) => {
    const photo = block.Photos[item.AssetId];
    return photo ? [{ item, photo }] : [];
  });
  if (items.length === 0) return null;
  const grid = (
    <ul className="masonry-grid__items" style={{ '--masonry-columns': settings.Columns } as CSSProperties}>
      {items.map(({ item, photo }, index) => {
        const image = (
          <SlidePhoto
            photo={photo}
            // A linked image names its link; otherwise a caption already says what it shows.
            alt={item.Href ? item.Caption || photo.AssetName : item.Caption ? '' : photo.AssetName}
            sizes={`(min-width: 768px) ${Math.round(100 / settings.Columns)}vw, 50vw`}
          />
        );
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the editor's list is fixed for the page, and an image may appear twice
          <li key={`${item.AssetId}-${index}`} className="masonry-grid__item">
            <figure>
              {item.Href ? <a href={item.Href}>{image}</a> : image}
              {item.Caption ? <figcaption>{item.Caption}</figcaption> : null}
            </figure>
          </li>
        );
      })}
    </ul>
  );
  return settings.Heading ? (
    <section className="masonry-grid" aria-label={settings.Heading}>
      <h2>{settings.Heading}</h2>
      {grid}
    </section>
  ) : (
    <div className="masonry-grid">{grid}</div>
  );
}
