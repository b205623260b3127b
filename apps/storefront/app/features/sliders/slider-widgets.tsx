import { CategorySliderWidget, PartnerLogosWidget, ReviewsWidget, TestimonialsWidget } from './card-sliders';
import { BannerSliderWidget, HeroHeaderWidget, HeroSliderWidget } from './hero-sliders';
import { MasonryGridWidget } from './masonry-grid';
import { ProductCarouselWidget } from './product-carousel-widget';

/** The slider widgets (and the masonry grid) as the content renderer's registry lists them. */
export const SLIDER_WIDGET_VIEWS = {
  'hero-header': HeroHeaderWidget,
  'hero-slider': HeroSliderWidget,
  'banner-slider': BannerSliderWidget,
  'partner-logos': PartnerLogosWidget,
  'category-slider': CategorySliderWidget,
  testimonials: TestimonialsWidget,
  reviews: ReviewsWidget,
  'product-carousel': ProductCarouselWidget,
  'masonry-grid': MasonryGridWidget,
};
