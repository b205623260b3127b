import type { Photo } from '@vitrine/api-client';
import { useState } from 'react';
import { A11y, Keyboard, Navigation, Thumbs, Zoom } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/thumbs';
import 'swiper/css/zoom';
import { useTranslation } from '../../i18n/translation-context';
import { GALLERY_THUMBNAILS, LARGE_BREAKPOINT_PX, SMALL_BREAKPOINT_PX } from '../constants';
import { useMediaQuery } from '../use-media-query';

/** Spec 001 §4: after a colour is chosen, the photos of that colour come first. */
export function orderPhotos(photos: readonly Photo[], selectedValueIds: readonly (string | null)[]): Photo[] {
  const chosen = new Set(selectedValueIds.filter((id): id is string => Boolean(id)));
  const first = photos.filter((photo) => photo.AttributeValueId && chosen.has(photo.AttributeValueId));
  return [...first, ...photos.filter((photo) => !first.includes(photo))];
}

/**
 * The thumbnail strip (spec 001 §9): 5 visible, 1 on small screens; in the vertical variant 5
 * vertical slides at speed 800 on wide screens, horizontal with 1 slide below the large breakpoint.
 */
export const GALLERY_THUMBS: Record<'horizontal' | 'vertical', SwiperOptions> = {
  horizontal: {
    direction: 'horizontal',
    slidesPerView: 1,
    spaceBetween: 8,
    breakpoints: { [SMALL_BREAKPOINT_PX]: { slidesPerView: 5 } },
  },
  vertical: {
    direction: 'horizontal',
    slidesPerView: 1,
    spaceBetween: 8,
    speed: 800,
    breakpoints: { [LARGE_BREAKPOINT_PX]: { direction: 'vertical', slidesPerView: 5 } },
  },
};

/**
 * The product photo gallery (spec 001 §9): thumbnails, 5 visible (1 on small screens), and zoom
 * only at or above the small breakpoint (on phones a pinch already zooms the page).
 */
export function ProductGallery({
  photos,
  name,
  thumbnails = GALLERY_THUMBNAILS,
}: {
  photos: Photo[];
  name: string;
  thumbnails?: 'horizontal' | 'vertical';
}) {
  const { t } = useTranslation();
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const zoom = useMediaQuery(`(min-width: ${SMALL_BREAKPOINT_PX}px)`);
  const order = photos.map((photo) => photo.AssetId).join(',');

  if (photos.length === 0) {
    return (
      <div className="product-gallery product-gallery--empty">
        <p>{t('Catalog.NoPhoto')}</p>
      </div>
    );
  }

  return (
    <section
      className={`product-gallery product-gallery--${thumbnails}`}
      aria-label={t('Catalog.Photos')}
      data-first-photo={photos[0]?.AssetId}
    >
      <Swiper
        // A new order (another colour) or a zoom change starts a fresh gallery on the first photo.
        key={`${order}-${zoom}`}
        className="product-gallery__main"
        modules={[Navigation, Thumbs, Zoom, A11y, Keyboard]}
        navigation={photos.length > 1}
        keyboard={{ enabled: true, onlyInViewport: true }}
        zoom={zoom ? { maxRatio: 2.5 } : false}
        thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
        a11y={{
          prevSlideMessage: t('Catalog.PreviousSlide'),
          nextSlideMessage: t('Catalog.NextSlide'),
          slideLabelMessage: t('Catalog.PhotoOf', { index: '{{index}}', count: '{{slidesLength}}' }),
        }}
      >
        {photos.map((photo, index) => (
          <SwiperSlide key={photo.AssetId}>
            <div className={zoom ? 'swiper-zoom-container' : 'product-gallery__frame'}>
              <img
                src={photo.Url}
                alt={
                  index === 0
                    ? name
                    : `${name} — ${t('Catalog.PhotoOf', { index: index + 1, count: photos.length })}`
                }
                width={photo.Width ?? undefined}
                height={photo.Height ?? undefined}
                loading={index === 0 ? 'eager' : 'lazy'}
              />
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
      {zoom ? <p className="product-gallery__hint">{t('Catalog.ZoomHint')}</p> : null}
      {photos.length > 1 ? (
        <Swiper
          key={`thumbs-${order}`}
          className="product-gallery__thumbs"
          modules={[Thumbs, A11y]}
          onSwiper={setThumbs}
          watchSlidesProgress
          {...GALLERY_THUMBS[thumbnails]}
        >
          {photos.map((photo, index) => (
            <SwiperSlide key={photo.AssetId}>
              <img
                src={photo.ThumbnailUrl}
                alt={t('Catalog.ShowPhoto', { index: index + 1 })}
                width={96}
                height={96}
                loading="lazy"
              />
            </SwiperSlide>
          ))}
        </Swiper>
      ) : null}
    </section>
  );
}
