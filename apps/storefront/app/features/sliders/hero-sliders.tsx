import type { Photo, WidgetSettings } from '@vitrine/api-client';
import { useEffect, useRef } from 'react';
import { useMediaQuery } from '../catalog/use-media-query';
import type { WidgetBlock } from '../content/blocks/content-blocks';
import { useTranslation } from '../i18n/translation-context';
import { bannerSliderOptions, HERO_HEADER, heroHeaderOptions, heroSliderOptions } from './slider-options';
import { SlidePhoto, WidgetSlider } from './widget-slider';

type Settings<N extends WidgetSettings['Name']> = Extract<WidgetSettings, { Name: N }>;
type HeroSlide = Settings<'hero-header'>['Slides'][number];

const HERO_SIZES = '100vw';

/** The slides whose image is still in the library (a deleted image leaves its slide out). */
function withPhotos<S extends { AssetId: string }>(slides: readonly S[], photos: Record<string, Photo>) {
  return slides.flatMap((slide) => {
    const photo = photos[slide.AssetId];
    return photo ? [{ slide, photo }] : [];
  });
}

function HeroSlideView({ slide, photo, first }: { slide: HeroSlide; photo: Photo; first: boolean }) {
  const words = slide.Title || slide.Text;
  // The slide's first words carry its link, so the link is named by what it leads to.
  const linked = (text: string) =>
    slide.Href ? (
      <a className="hero-slide__link" href={slide.Href}>
        {text}
      </a>
    ) : (
      text
    );
  const image = (
    <SlidePhoto
      className="hero-slide__image"
      photo={photo}
      // An image under its own title illustrates it; alone, it says what it shows.
      alt={words ? '' : photo.AssetName}
      sizes={HERO_SIZES}
      priority={first}
    />
  );
  return (
    <div className="hero-slide">
      {!words && slide.Href ? <a href={slide.Href}>{image}</a> : image}
      {words ? (
        <div className="hero-slide__caption">
          {slide.Title ? <p className="hero-slide__title">{linked(slide.Title)}</p> : null}
          {slide.Text ? (
            <p className="hero-slide__text">{slide.Title ? slide.Text : linked(slide.Text)}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** Full-width images fading into each other (spec 001 §9: fade, 80000 ms, speed 1500). */
export function HeroHeaderWidget({ block }: { block: WidgetBlock }) {
  const { t } = useTranslation();
  const settings = block.Widget as Settings<'hero-header'>;
  const slides = withPhotos(settings.Slides, block.Photos);
  return (
    <WidgetSlider
      name={t('Sliders.HeroHeader')}
      className="hero-header"
      items={slides}
      itemKey={({ slide }, index) => `${slide.AssetId}-${index}`}
      renderSlide={({ slide, photo }, index) => (
        <HeroSlideView slide={slide} photo={photo} first={index === 0} />
      )}
      options={heroHeaderOptions()}
      autoplayMs={HERO_HEADER.autoplayMs}
    />
  );
}

/** One slide at a time, looping, with bullets; it moves by itself when the block gives a delay. */
export function HeroSliderWidget({ block }: { block: WidgetBlock }) {
  const { t } = useTranslation();
  const settings = block.Widget as Settings<'hero-slider'>;
  const slides = withPhotos(settings.Slides, block.Photos);
  return (
    <WidgetSlider
      name={t('Sliders.HeroSlider')}
      className="hero-slider"
      items={slides}
      itemKey={({ slide }, index) => `${slide.AssetId}-${index}`}
      renderSlide={({ slide, photo }, index) => (
        <HeroSlideView slide={slide} photo={photo} first={index === 0} />
      )}
      options={heroSliderOptions()}
      autoplayMs={settings.AutoplayMs}
      bullets
    />
  );
}

type BannerSlide = Settings<'banner-slider'>['Slides'][number];

/**
 * A video banner: muted, inline and looping, its image as the poster. It plays by itself only for
 * a visitor who has not asked for less motion; its own controls pause it.
 */
function BannerVideo({ slide, photo }: { slide: BannerSlide; photo: Photo }) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // `muted` as an attribute is not reflected by React: set the property before playing.
    element.muted = true;
    if (reducedMotion) element.pause();
    else void element.play?.()?.catch(() => undefined);
  }, [reducedMotion]);
  return (
    <video
      ref={video}
      className="banner-slide__video"
      src={slide.VideoUrl}
      poster={photo.Url}
      width={photo.Width ?? undefined}
      height={photo.Height ?? undefined}
      muted
      playsInline
      loop
      controls
      preload="none"
      aria-label={slide.Title || photo.AssetName}
    />
  );
}

/** Banners, images or videos; they move by themselves only when the block gives a duration. */
export function BannerSliderWidget({ block }: { block: WidgetBlock }) {
  const { t } = useTranslation();
  const settings = block.Widget as Settings<'banner-slider'>;
  const slides = withPhotos(settings.Slides, block.Photos);
  return (
    <WidgetSlider
      name={t('Sliders.Banners')}
      className="banner-slider"
      items={slides}
      itemKey={({ slide }, index) => `${slide.AssetId}-${index}`}
      renderSlide={({ slide, photo }, index) => (
        <figure className={`banner-slide${slide.VideoUrl ? ' banner-slide--video' : ''}`}>
          {slide.VideoUrl ? (
            <BannerVideo slide={slide} photo={photo} />
          ) : (
            <SlidePhoto
              photo={photo}
              alt={slide.Title ? '' : photo.AssetName}
              sizes={HERO_SIZES}
              priority={index === 0}
            />
          )}
          {slide.Title ? (
            <figcaption className="banner-slide__caption">
              {slide.Href ? <a href={slide.Href}>{slide.Title}</a> : slide.Title}
            </figcaption>
          ) : null}
        </figure>
      )}
      options={bannerSliderOptions()}
      autoplayMs={settings.DurationMs}
      bullets
    />
  );
}
