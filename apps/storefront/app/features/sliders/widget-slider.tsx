import type { Photo } from '@vitrine/api-client';
import type { ReactNode } from 'react';
import { A11y, Autoplay, EffectFade, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperOptions } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { SliderPauseButton, useSliderAutoplay } from '../catalog/sliders/slider-autoplay';
import { imageSources } from '../content/hero-image';
import { useTranslation } from '../i18n/translation-context';

/**
 * A library photo in a slide: width and height reserve its place, the srcset lets the browser take
 * the rendition it needs. Lazy, except the first hero image, which is what the page opens on (the
 * largest paint): loaded at once and first.
 */
export function SlidePhoto({
  photo,
  alt,
  sizes,
  priority = false,
  className,
}: {
  photo: Photo;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const sources = imageSources(photo);
  return (
    <img
      className={className}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      width={sources.width}
      height={sources.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'auto' : 'async'}
    />
  );
}

/**
 * A slider of a widget. One slide is not a slider: it is shown as it is, without Swiper (spec 001
 * §4). Several slides get Swiper with the widget's options, labelled previous and next buttons, the
 * keyboard's arrows and, when asked, clickable bullets. It moves by itself only with `autoplayMs`,
 * never for a visitor who prefers reduced motion, and then has a visible pause control (WCAG 2.2.2).
 * The server renders every slide in order, so the first ones show before any script runs.
 */
export function WidgetSlider<T>({
  name,
  className,
  items,
  itemKey,
  renderSlide,
  options,
  autoplayMs,
  bullets = false,
  heading,
}: {
  /** What slides, for the pause control's and the slider's accessible names. */
  name: string;
  className: string;
  items: readonly T[];
  itemKey: (item: T, index: number) => string;
  renderSlide: (item: T, index: number) => ReactNode;
  options: SwiperOptions;
  /** Left out: the slider moves only when the visitor moves it. */
  autoplayMs?: number | undefined;
  bullets?: boolean;
  /** A visible heading above the slides (it names the region when given). */
  heading?: ReactNode;
}) {
  const { t } = useTranslation();
  const moving = autoplayMs !== undefined && autoplayMs > 0;
  const motion = useSliderAutoplay(autoplayMs ?? 0, moving ? items.length : 0);
  if (items.length === 0) return null;
  const controls = <SliderPauseButton control={motion} label={name} />;
  return (
    <section className={`widget-slider ${className}`} aria-label={name}>
      {heading || motion.state !== 'off' ? (
        <div className="section-heading widget-slider__heading">
          {heading}
          {controls}
        </div>
      ) : null}
      {items.length === 1 ? (
        <div className="widget-slider__single" data-slider="inactive">
          {renderSlide(items[0] as T, 0)}
        </div>
      ) : (
        <div className="widget-slider__frame" data-slider="active" {...motion.containerProps}>
          <Swiper
            modules={[Navigation, Pagination, A11y, Autoplay, Keyboard, EffectFade]}
            navigation
            keyboard={{ enabled: true, onlyInViewport: true }}
            {...options}
            pagination={bullets ? { clickable: true } : false}
            autoplay={motion.autoplay}
            onSwiper={motion.onSwiper}
            a11y={{
              prevSlideMessage: t('Catalog.PreviousSlide'),
              nextSlideMessage: t('Catalog.NextSlide'),
              paginationBulletMessage: t('Sliders.GoToSlide', { index: '{{index}}' }),
              slideLabelMessage: t('Sliders.SlideOf', { index: '{{index}}', count: '{{slidesLength}}' }),
            }}
          >
            {items.map((item, index) => (
              <SwiperSlide key={itemKey(item, index)}>{renderSlide(item, index)}</SwiperSlide>
            ))}
          </Swiper>
        </div>
      )}
    </section>
  );
}
