import type { Brand } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { useId } from 'react';
import { A11y, Autoplay, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperOptions } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/navigation';
import { useTranslation } from '../../i18n/translation-context';
import { useSite } from '../../layout/site-context';
import { serialiseFilter } from '../listing/filter-model';
import { SliderPauseButton, useSliderAutoplay } from './slider-autoplay';

/**
 * Spec 001 §9 brand carousels, as Swiper's min-width breakpoints. Catalogue: 6 per view, 3 below
 * 1024 px, 2 below 600, 1 below 480. Home: 9 per view, 8 below 1500, 7 below 1300, 6 below large
 * (992), 5 below medium (768), 4 below small (576), 3 below 540, 2 below 400; autoplay 5000 ms, speed 500.
 */
export const BRAND_CAROUSELS: Record<'catalog' | 'home', SwiperOptions> = {
  catalog: {
    slidesPerView: 1,
    breakpoints: { 480: { slidesPerView: 2 }, 600: { slidesPerView: 3 }, 1024: { slidesPerView: 6 } },
  },
  home: {
    slidesPerView: 2,
    speed: 500,
    autoplay: { delay: 5000, pauseOnMouseEnter: true, disableOnInteraction: true },
    breakpoints: {
      400: { slidesPerView: 3 },
      540: { slidesPerView: 4 },
      576: { slidesPerView: 5 },
      768: { slidesPerView: 6 },
      992: { slidesPerView: 7 },
      1300: { slidesPerView: 8 },
      1500: { slidesPerView: 9 },
    },
  },
};

/** The brands, each leading to the catalogue filtered on it (by its logo when it has one). */
export function BrandsCarousel({
  brands,
  variant = 'catalog',
  title,
}: {
  brands: Brand[];
  variant?: 'catalog' | 'home';
  /** The section's heading; "Our brands" by default. */
  title?: string | undefined;
}) {
  const { t, culture } = useTranslation();
  const { basePath } = useSite();
  const titleId = useId();
  const { autoplay: configured, ...options } = BRAND_CAROUSELS[variant];
  const delay = typeof configured === 'object' ? (configured.delay ?? 0) : 0;
  // Only the home variant moves by itself (spec 001 §9); pauses as WCAG 2.2.2 asks.
  const motion = useSliderAutoplay(delay, configured ? brands.length : 0);
  if (brands.length === 0) return null;
  const heading = title ?? t('Catalog.OurBrands');
  return (
    <section className={`brands-carousel brands-carousel--${variant}`} aria-labelledby={titleId}>
      <div className="section-heading">
        <h2 id={titleId} className="product-section-title">
          {heading}
        </h2>
        <SliderPauseButton control={motion} label={heading} />
      </div>
      <div className="brands-carousel__slider" {...motion.containerProps}>
        <Swiper
          {...options}
          modules={[Navigation, A11y, Autoplay, Keyboard]}
          spaceBetween={16}
          navigation={brands.length > 1}
          enabled={brands.length > 1}
          keyboard={{ enabled: true, onlyInViewport: true }}
          autoplay={motion.autoplay}
          onSwiper={motion.onSwiper}
          a11y={{ prevSlideMessage: t('Catalog.PreviousSlide'), nextSlideMessage: t('Catalog.NextSlide') }}
        >
          {brands.map((brand) => (
            <SwiperSlide key={brand.BrandId}>
              <a
                className="brands-carousel__brand"
                href={inApp(
                  basePath,
                  shopUrls.catalog(culture, { filter: serialiseFilter({ Brands: [brand.BrandId] }) }),
                )}
              >
                {brand.Logo ? (
                  <img
                    src={brand.Logo.ThumbnailUrl}
                    alt={brand.Name}
                    loading="lazy"
                    width={brand.Logo.Width ?? 160}
                    height={brand.Logo.Height ?? 80}
                  />
                ) : (
                  <span>{brand.Name}</span>
                )}
              </a>
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    </section>
  );
}
