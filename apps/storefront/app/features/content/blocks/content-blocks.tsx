import type { Photo, RenderedBlock } from '@vitrine/api-client';
import { Modal } from '@vitrine/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n/translation-context';
import { CmsHtml } from '../cms-html';
import { imageSources } from '../hero-image';
import { RichText } from './rich-text';

export type WidgetBlock = Extract<RenderedBlock, { Type: 'widget' }>;

function BlockImage({ image, alt, sizes }: { image: Photo; alt: string; sizes: string }) {
  const sources = imageSources(image);
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      width={sources.width}
      height={sources.height}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * A gallery: thumbnails in a grid, each a link to its large rendition, so it works before (and
 * without) any script; once hydrated, a thumbnail opens the viewer, which steps through the images
 * in order. The images' names are their alternative text.
 */
export function Gallery({ images, caption }: { images: readonly Photo[]; caption: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<number | null>(null);
  if (!images.length) return null;
  const current = shown === null ? undefined : images[shown];
  const step = (by: number) =>
    setShown((index) => (index === null ? null : (index + by + images.length) % images.length));
  return (
    <figure className="content-gallery">
      <ul className="content-gallery__grid" aria-label={caption || t('News.Gallery')}>
        {images.map((image, index) => (
          <li key={image.AssetId} className="content-gallery__item">
            <a
              href={image.Url}
              className="content-gallery__link"
              aria-label={t('News.ImageOf', { index: index + 1, count: images.length })}
              onClick={(event) => {
                event.preventDefault();
                setShown(index);
              }}
            >
              <BlockImage image={image} alt={image.AssetName} sizes="(max-width: 600px) 50vw, 320px" />
            </a>
          </li>
        ))}
      </ul>
      {caption ? <figcaption>{caption}</figcaption> : null}
      <Modal
        open={current !== undefined}
        onClose={() => setShown(null)}
        title={shown === null ? '' : t('News.ImageOf', { index: shown + 1, count: images.length })}
        closeLabel={t('News.Close')}
        className="gallery-viewer"
        size="large"
        footer={
          images.length > 1 ? (
            <>
              <button type="button" className="button button--secondary" onClick={() => step(-1)}>
                {t('News.PreviousImage')}
              </button>
              <button type="button" className="button button--secondary" onClick={() => step(1)}>
                {t('News.NextImage')}
              </button>
            </>
          ) : null
        }
      >
        {current ? (
          <img
            className="gallery-viewer__image"
            src={current.Url}
            width={current.Width ?? undefined}
            height={current.Height ?? undefined}
            alt={current.AssetName}
          />
        ) : null}
      </Modal>
    </figure>
  );
}

/**
 * The one renderer of content blocks (ADR 035): text, images and galleries from the block alone;
 * a widget block through `renderWidget`, which the page gives with the data its loader read.
 */
export function ContentBlocks({
  blocks,
  renderWidget,
}: {
  blocks: readonly RenderedBlock[];
  renderWidget?: (block: WidgetBlock) => ReactNode;
}) {
  return (
    <div className="content-blocks">
      {blocks.map((block) => {
        switch (block.Type) {
          case 'text':
            return (
              <div key={block.Id} className="content-block content-block--text cms-content">
                <RichText nodes={block.Content} />
              </div>
            );
          case 'image':
            return block.Image ? (
              <figure key={block.Id} className="content-block content-block--image">
                <BlockImage
                  image={block.Image}
                  alt={block.Caption || block.Image.AssetName}
                  sizes="(max-width: 1200px) 100vw, 1200px"
                />
                {block.Caption ? <figcaption>{block.Caption}</figcaption> : null}
              </figure>
            ) : null;
          case 'gallery':
            return (
              <div key={block.Id} className="content-block content-block--gallery">
                <Gallery images={block.Images} caption={block.Caption} />
              </div>
            );
          case 'html':
            return <CmsHtml key={block.Id} html={block.Html} />;
          case 'widget':
            return (
              <div
                key={block.Id}
                className={`content-block content-block--widget widget-${block.Widget.Name}`}
              >
                {renderWidget?.(block) ?? null}
              </div>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
