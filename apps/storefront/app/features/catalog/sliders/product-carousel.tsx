import type { ProductListItem } from '@vitrine/api-client';
import { formatPrice } from '@vitrine/money';
import { useId } from 'react';
import { A11y, Autoplay, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperOptions } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/navigation';
import { useTranslation } from '../../i18n/translation-context';
import {
  LARGE_BREAKPOINT_PX,
  MEDIUM_BREAKPOINT_PX,
  PRODUCT_CAROUSEL,
  SMALL_BREAKPOINT_PX,
} from '../constants';
import { SliderPauseButton, useSliderAutoplay } from './slider-autoplay';

/**
 * Spec 001 §9 product carousel as Swiper's min-width breakpoints: 4 per view (or the data's column
 * count), 3 below large (992 px), 2 below medium (768), 1 below small (576) — "at large" read as
 * the brand carousels read it; speed 800 (autoplay 5000 ms is `useSliderAutoplay`'s, for the
 * pause rules).
 */
export function productCarouselOptions(columns = 4): SwiperOptions {
  const atMost = (count: number) => Math.min(count, columns);
  return {
    speed: PRODUCT_CAROUSEL.speed,
    spaceBetween: 16,
    slidesPerView: 1,
    breakpoints: {
      [SMALL_BREAKPOINT_PX]: { slidesPerView: atMost(2) },
      [MEDIUM_BREAKPOINT_PX]: { slidesPerView: atMost(3) },
      [LARGE_BREAKPOINT_PX]: { slidesPerView: columns },
    },
  };
}

/**
 * Product associations as a carousel. A single slide is not a slider; it pauses on hover, on
 * focus and with its button, and stays still for reduced motion (WCAG 2.2.2).
 */
export function ProductCarousel({
  title,
  items,
  columns,
  onProductClick,
}: {
  title: string;
  items: ProductListItem[];
  /** The data's column count (spec: "4 slides by default or a data column count"). */
  columns?: number;
  /** Called when the shopper follows one of the products (the analytics of related products). */
  onProductClick?: (item: ProductListItem, index: number) => void;
}) {
  const { t, culture } = useTranslation();
  const titleId = useId();
  const motion = useSliderAutoplay(PRODUCT_CAROUSEL.autoplayMs, items.length);
  if (items.length === 0) return null;
  return (
    <section className="product-carousel" aria-labelledby={titleId}>
      <div className="section-heading">
        <h2 id={titleId} className="product-section-title">
          {title}
        </h2>
        <SliderPauseButton control={motion} label={title} />
      </div>
      <div className="product-carousel__slider" {...motion.containerProps}>
        <Swiper
          modules={[Navigation, A11y, Autoplay, Keyboard]}
          navigation={items.length > 1}
          enabled={items.length > 1}
          keyboard={{ enabled: true, onlyInViewport: true }}
          {...productCarouselOptions(columns)}
          autoplay={motion.autoplay}
          onSwiper={motion.onSwiper}
          a11y={{ prevSlideMessage: t('Catalog.PreviousSlide'), nextSlideMessage: t('Catalog.NextSlide') }}
        >
          {items.map((item, index) => (
            <SwiperSlide key={item.ProductId}>
              <article className="product-card product-card--compact bigger-link">
                <div className="product-card__photo">
                  {item.Photo ? (
                    <img src={item.Photo.ThumbnailUrl} alt="" loading="lazy" width={240} height={240} />
                  ) : null}
                </div>
                <div className="product-card__body">
                  <h3 className="product-card__name">
                    <a href={item.ProductUrl} onClick={() => onProductClick?.(item, index)}>
                      {item.Name}
                    </a>
                  </h3>
                  <p className="product-price">
                    {t('Catalog.PriceFrom', {
                      price: formatPrice(item.PriceFrom, item.CurrencyCode, culture),
                    })}
                  </p>
                </div>
              </article>
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    </section>
  );
}
