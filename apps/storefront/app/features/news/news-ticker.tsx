import type { NewsPostPage, WidgetSettings } from '@vitrine/api-client';
import { useId } from 'react';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperOptions } from 'swiper/types';
import 'swiper/css';
import { SliderPauseButton, useSliderAutoplay } from '../catalog/sliders/slider-autoplay';
import { useTranslation } from '../i18n/translation-context';
import { NEWS_CAROUSEL_AUTOPLAY_MS } from './news-carousel';
import { NewsWidgetFailure } from './news-widgets';

export type NewsTickerSettings = Extract<WidgetSettings, { Name: 'news-ticker' }>;
export type NewsTickerData = { settings: NewsTickerSettings; page: NewsPostPage | null };

/**
 * The ticker: one headline at a time, sliding up. The spec gives it no figures; it keeps the news
 * carousel's 5000 ms, long enough to read a headline.
 */
export function newsTickerOptions(): SwiperOptions {
  return { direction: 'vertical', slidesPerView: 1, loop: true, speed: 600, autoHeight: false };
}

/** The newest headlines as a ticker; it pauses like every slider that moves (WCAG 2.2.2). */
export function NewsTickerWidget({ data }: { data: NewsTickerData }) {
  const { t } = useTranslation();
  const titleId = useId();
  const items = data.page?.Items ?? [];
  const motion = useSliderAutoplay(NEWS_CAROUSEL_AUTOPLAY_MS, items.length);
  const title = t('News.Ticker');
  return (
    <section className="news-ticker" aria-labelledby={titleId}>
      <h2 id={titleId} className="news-ticker__title">
        {title}
      </h2>
      {data.page === null ? (
        <NewsWidgetFailure />
      ) : items.length === 0 ? (
        <p>{t('News.NoPosts')}</p>
      ) : (
        <div className="news-ticker__slider" {...motion.containerProps}>
          <Swiper
            modules={[A11y, Autoplay]}
            enabled={items.length > 1}
            {...newsTickerOptions()}
            loop={items.length > 1}
            autoplay={motion.autoplay}
            onSwiper={motion.onSwiper}
          >
            {items.map((post) => (
              <SwiperSlide key={post.PostId}>
                <a href={post.Url} className="news-ticker__link">
                  {post.Title}
                </a>
              </SwiperSlide>
            ))}
          </Swiper>
          <SliderPauseButton control={motion} label={title} />
        </div>
      )}
    </section>
  );
}
