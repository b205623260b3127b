import type { NewsPostPage, WidgetSettings } from '@vitrine/api-client';
import { useId } from 'react';
import { A11y, Autoplay, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperOptions } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/navigation';
import { LARGE_BREAKPOINT_PX, SMALL_BREAKPOINT_PX } from '../catalog/constants';
import { SliderPauseButton, useSliderAutoplay } from '../catalog/sliders/slider-autoplay';
import { useTranslation } from '../i18n/translation-context';
import { NewsPostCard, NewsWidgetFailure } from './news-widgets';

export type NewsCarouselSettings = Extract<WidgetSettings, { Name: 'news-carousel' }>;
export type NewsCarouselData = { settings: NewsCarouselSettings; page: NewsPostPage | null };

/** Spec 001 §9: the news carousel advances every 5000 ms. */
export const NEWS_CAROUSEL_AUTOPLAY_MS = 5000;

/**
 * Spec 001 §9 news carousel as Swiper's min-width breakpoints: 3 slides, 2 below large (992 px),
 * 1 below small (576) — "at large" read as the product and brand carousels read it.
 */
export function newsCarouselOptions(): SwiperOptions {
  return {
    spaceBetween: 16,
    slidesPerView: 1,
    breakpoints: { [SMALL_BREAKPOINT_PX]: { slidesPerView: 2 }, [LARGE_BREAKPOINT_PX]: { slidesPerView: 3 } },
  };
}

/**
 * The newest posts as a carousel. A single post is not a slider; it pauses on hover, on focus and
 * with its button, and stays still for reduced motion (WCAG 2.2.2).
 */
export function NewsCarouselWidget({ data }: { data: NewsCarouselData }) {
  const { t } = useTranslation();
  const titleId = useId();
  const items = data.page?.Items ?? [];
  const motion = useSliderAutoplay(NEWS_CAROUSEL_AUTOPLAY_MS, items.length);
  const title = t('News.Carousel');
  return (
    <section className="news-carousel" aria-labelledby={titleId}>
      <div className="section-heading">
        <h2 id={titleId}>{title}</h2>
        <SliderPauseButton control={motion} label={title} />
      </div>
      {data.page === null ? (
        <NewsWidgetFailure />
      ) : items.length === 0 ? (
        <p>{t('News.NoPosts')}</p>
      ) : (
        <div className="news-carousel__slider" {...motion.containerProps}>
          <Swiper
            modules={[Navigation, A11y, Autoplay, Keyboard]}
            navigation={items.length > 1}
            enabled={items.length > 1}
            keyboard={{ enabled: true, onlyInViewport: true }}
            {...newsCarouselOptions()}
            autoplay={motion.autoplay}
            onSwiper={motion.onSwiper}
            a11y={{ prevSlideMessage: t('Catalog.PreviousSlide'), nextSlideMessage: t('Catalog.NextSlide') }}
          >
            {items.map((post) => (
              <SwiperSlide key={post.PostId}>
                <NewsPostCard post={post} />
              </SwiperSlide>
            ))}
          </Swiper>
        </div>
      )}
    </section>
  );
}
