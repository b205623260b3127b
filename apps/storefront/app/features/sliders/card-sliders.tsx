import type { CategoryNode, WidgetSettings } from '@vitrine/api-client';
import { useId } from 'react';
import type { WidgetBlock } from '../content/blocks/content-blocks';
import { useTranslation } from '../i18n/translation-context';
import {
  CATEGORY_SLIDER,
  categorySliderOptions,
  PARTNER_SLIDER,
  partnerSliderOptions,
  quoteSliderOptions,
} from './slider-options';
import { SlidePhoto, WidgetSlider } from './widget-slider';

type Settings<N extends WidgetSettings['Name']> = Extract<WidgetSettings, { Name: N }>;

/** The block's own heading, else the widget's name for shoppers; shown as the slider's title. */
function useHeading(heading: string, fallbackKey: string) {
  const { t } = useTranslation();
  const id = useId();
  const text = heading || t(fallbackKey);
  return { text, element: <h2 id={id}>{text}</h2> };
}

/** Partners' logos (spec 001 §9: loop, 3 per view, 6 from 1024 px, 16 px gap, speed and delay 2500 ms). */
export function PartnerLogosWidget({ block }: { block: WidgetBlock }) {
  const settings = block.Widget as Settings<'partner-logos'>;
  const heading = useHeading(settings.Heading, 'Sliders.Partners');
  const logos = settings.Logos.flatMap((logo) => {
    const photo = block.Photos[logo.AssetId];
    return photo ? [{ logo, photo }] : [];
  });
  return (
    <WidgetSlider
      name={heading.text}
      heading={heading.element}
      className="partner-logos"
      items={logos}
      itemKey={({ logo }, index) => `${logo.AssetId}-${index}`}
      renderSlide={({ logo, photo }) => {
        const image = <SlidePhoto photo={photo} alt={logo.Name} sizes="(min-width: 1024px) 16vw, 33vw" />;
        return <div className="partner-logo">{logo.Href ? <a href={logo.Href}>{image}</a> : image}</div>;
      }}
      options={partnerSliderOptions()}
      autoplayMs={PARTNER_SLIDER.autoplayMs}
    />
  );
}

export type CategorySliderData = { categories: CategoryNode[] | null };

/** Chosen categories, read live (spec 001 §9: 1.5 / 2.5 at small / 4.5 at medium, gap 20, 4500 ms, speed 2500). */
export function CategorySliderWidget({
  block,
  data,
}: {
  block: WidgetBlock;
  data: CategorySliderData | undefined;
}) {
  const { t } = useTranslation();
  const settings = block.Widget as Settings<'category-slider'>;
  const heading = useHeading(settings.Heading, 'Sliders.Categories');
  if (!data?.categories) return <WidgetFailure />;
  return (
    <WidgetSlider
      name={heading.text}
      heading={heading.element}
      className="category-slider"
      items={data.categories}
      itemKey={(category) => category.CategoryId}
      renderSlide={(category) => (
        <article className="category-tile bigger-link">
          {category.Photo ? (
            <SlidePhoto
              photo={category.Photo}
              alt=""
              sizes="(min-width: 768px) 22vw, (min-width: 576px) 40vw, 66vw"
            />
          ) : (
            <div className="category-tile__placeholder" />
          )}
          <h3 className="category-tile__name">
            <a href={category.Url}>{category.Name}</a>
          </h3>
          <p className="category-tile__count">
            {t('Sliders.ProductCount', { count: category.ProductCount })}
          </p>
        </article>
      )}
      options={categorySliderOptions()}
      autoplayMs={CATEGORY_SLIDER.autoplayMs}
    />
  );
}

/** What customers said, as the editor wrote it (spec 001 §9: 1.5 / 2.5 at small / 4 at medium, gap 20). */
export function TestimonialsWidget({ block }: { block: WidgetBlock }) {
  const settings = block.Widget as Settings<'testimonials'>;
  const heading = useHeading(settings.Heading, 'Sliders.Testimonials');
  return (
    <WidgetSlider
      name={heading.text}
      heading={heading.element}
      className="testimonials"
      items={settings.Items}
      itemKey={(item, index) => `${item.Name}-${index}`}
      renderSlide={(item) => {
        const photo = item.AssetId ? block.Photos[item.AssetId] : undefined;
        return (
          <figure className="quote-card">
            <blockquote className="quote-card__quote">
              <p>{item.Quote}</p>
            </blockquote>
            <figcaption className="quote-card__author">
              {photo ? <SlidePhoto className="quote-card__photo" photo={photo} alt="" sizes="64px" /> : null}
              <span className="quote-card__name">{item.Name}</span>
              {item.Role ? <span className="quote-card__role">{item.Role}</span> : null}
            </figcaption>
          </figure>
        );
      }}
      options={quoteSliderOptions()}
    />
  );
}

/** A rating as stars, read out as words. */
function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <p className="review-card__rating" role="img" aria-label={t('Sliders.Rating', { rating })}>
      <span aria-hidden="true">{'★'.repeat(rating)}</span>
      <span aria-hidden="true" className="review-card__rating-rest">
        {'☆'.repeat(5 - rating)}
      </span>
    </p>
  );
}

/** Reviews with their rating, as the editor wrote them (the testimonial slider's figures). */
export function ReviewsWidget({ block }: { block: WidgetBlock }) {
  const settings = block.Widget as Settings<'reviews'>;
  const heading = useHeading(settings.Heading, 'Sliders.Reviews');
  return (
    <WidgetSlider
      name={heading.text}
      heading={heading.element}
      className="reviews"
      items={settings.Items}
      itemKey={(item, index) => `${item.Author}-${index}`}
      renderSlide={(item) => (
        <figure className="quote-card review-card">
          <Stars rating={item.Rating} />
          <blockquote className="quote-card__quote">
            <p>{item.Text}</p>
          </blockquote>
          <figcaption className="quote-card__author">
            <span className="quote-card__name">{item.Author}</span>
          </figcaption>
        </figure>
      )}
      options={quoteSliderOptions()}
    />
  );
}

/** A widget whose read failed: the inline danger alert (spec 001 §8), the page still renders. */
export function WidgetFailure() {
  const { t } = useTranslation();
  return (
    <div className="alert alert--danger" role="alert">
      {t('Core.Error')}
    </div>
  );
}
