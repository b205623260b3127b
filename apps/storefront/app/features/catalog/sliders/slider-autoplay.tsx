import { type FocusEvent, type PointerEvent, useEffect, useMemo, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { AutoplayOptions } from 'swiper/types';
import { useTranslation } from '../../i18n/translation-context';
import { useMediaQuery } from '../use-media-query';

export type AutoplayState = 'off' | 'running' | 'paused';

/**
 * Whether a slider moves on its own (WCAG 2.2.2 Pause, Stop, Hide): never for a visitor who
 * prefers reduced motion or for a single slide; paused while the pointer is over it or the focus
 * inside it, and while the visitor has paused it with its button.
 */
export function autoplayState(facts: {
  slides: number;
  reducedMotion: boolean;
  pausedByVisitor: boolean;
  hovered: boolean;
  focused: boolean;
}): AutoplayState {
  if (facts.slides < 2 || facts.reducedMotion) return 'off';
  return facts.pausedByVisitor || facts.hovered || facts.focused ? 'paused' : 'running';
}

/**
 * Autoplay for a Swiper slider, driven by autoplayState rather than by Swiper's own pointer
 * handling (which knows neither focus nor a pause button). Swiper is configured never to start
 * by itself; this starts and stops it. Spread `containerProps` on the element around the slider
 * and its controls, pass `autoplay` and `onSwiper` to Swiper, and render `<SliderPauseButton>`.
 */
export function useSliderAutoplay(delay: number, slides: number) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Until hydration the preference is unknown: nothing moves before it is read.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const state = ready
    ? autoplayState({ slides, reducedMotion, pausedByVisitor, hovered, focused })
    : ('off' as AutoplayState);

  useEffect(() => {
    if (!swiper || swiper.destroyed || !swiper.autoplay) return;
    if (state === 'running') swiper.autoplay.start();
    else if (swiper.autoplay.running) swiper.autoplay.stop();
  }, [state, swiper]);

  // `enabled: false`: Swiper does not start on its own (its types leave the flag out).
  const autoplay = useMemo(
    () =>
      ({ enabled: false, delay, disableOnInteraction: false, pauseOnMouseEnter: false }) as AutoplayOptions,
    [delay],
  );
  return {
    state,
    autoplay,
    onSwiper: setSwiper,
    pausedByVisitor,
    togglePause: () => setPausedByVisitor((value) => !value),
    containerProps: {
      'data-autoplay': state,
      onPointerEnter: (event: PointerEvent) => {
        if (event.pointerType === 'mouse') setHovered(true);
      },
      onPointerLeave: (event: PointerEvent) => {
        if (event.pointerType === 'mouse') setHovered(false);
      },
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}

/** The visible pause (and play) control every slider that moves by itself has (WCAG 2.2.2). */
export function SliderPauseButton({
  control,
  label,
}: {
  control: Pick<ReturnType<typeof useSliderAutoplay>, 'state' | 'pausedByVisitor' | 'togglePause'>;
  /** What moves, for the button's accessible name ("Pause the brands"). */
  label: string;
}) {
  const { t } = useTranslation();
  if (control.state === 'off') return null;
  const word = t(control.pausedByVisitor ? 'Catalog.SliderPlay' : 'Catalog.SliderPause');
  // The visible word starts the accessible name (WCAG 2.5.3); the slider's name follows it.
  return (
    <button
      type="button"
      className="slider-pause"
      aria-label={`${word} – ${label}`}
      onClick={control.togglePause}
    >
      <span aria-hidden="true" className={control.pausedByVisitor ? 'icon-play' : 'icon-pause'} />
      {word}
    </button>
  );
}
