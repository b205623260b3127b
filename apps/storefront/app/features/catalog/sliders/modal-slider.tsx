import type { Photo } from '@vitrine/api-client';
import { useEffect, useState } from 'react';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import { useTranslation } from '../../i18n/translation-context';

/**
 * Spec 001 §9: a slider inside a modal starts 200 ms after the modal opens. Until then the modal is
 * still growing into place, and a slider measured then would size its slides wrongly.
 */
export const MODAL_SLIDER_START_MS = 200;

/** Whether a modal's slider may start: `MODAL_SLIDER_START_MS` after `open` turned true, never while closed. */
export function useModalSliderStart(open: boolean): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!open) {
      setStarted(false);
      return;
    }
    const timer = window.setTimeout(() => setStarted(true), MODAL_SLIDER_START_MS);
    return () => window.clearTimeout(timer);
  }, [open]);
  return started;
}

/**
 * A product's photos in a modal (the quick view): the first photo at once, the slider through all
 * of them once it may start. One photo is not a slider.
 */
export function ModalPhotoSlider({
  photos,
  name,
  open,
}: {
  photos: readonly Photo[];
  name: string;
  open: boolean;
}) {
  const { t } = useTranslation();
  const started = useModalSliderStart(open);
  const alt = (index: number) =>
    index === 0 ? name : `${name} — ${t('Catalog.PhotoOf', { index: index + 1, count: photos.length })}`;
  const [first] = photos;
  if (!first) return null;
  if (photos.length === 1 || !started)
    return (
      <img
        className="quick-view__photo"
        src={first.Url}
        alt={alt(0)}
        width={first.Width ?? undefined}
        height={first.Height ?? undefined}
      />
    );
  return (
    <Swiper
      className="quick-view__photos"
      modules={[Navigation, A11y, Keyboard]}
      navigation
      keyboard={{ enabled: true, onlyInViewport: true }}
      slidesPerView={1}
      a11y={{ prevSlideMessage: t('Catalog.PreviousSlide'), nextSlideMessage: t('Catalog.NextSlide') }}
    >
      {photos.map((photo, index) => (
        <SwiperSlide key={photo.AssetId}>
          <img
            className="quick-view__photo"
            src={photo.Url}
            alt={alt(index)}
            width={photo.Width ?? undefined}
            height={photo.Height ?? undefined}
            loading={index === 0 ? 'eager' : 'lazy'}
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
