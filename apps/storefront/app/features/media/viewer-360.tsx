import { type Photo, VIEWER_360_DELAY_MS, type Viewer360Mode } from '@vitrine/api-client';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { SliderPauseButton } from '../catalog/sliders/slider-autoplay';
import { useMediaQuery } from '../catalog/use-media-query';
import { useTranslation } from '../i18n/translation-context';

/** A drag turns one frame per this many pixels at least (a narrow viewer with many frames stays usable). */
export const MIN_DRAG_PX_PER_FRAME = 8;

/** The frame `steps` away from `frame`, turning round past either end. */
export const turn = (frame: number, steps: number, count: number) =>
  (((frame + steps) % count) + count) % count;

export interface Viewer360Props {
  frames: readonly Photo[];
  /** The object's name (the viewer's accessible name). */
  label?: string;
  /** Spec 001 §4: a slider, drag, or auto-rotation together with drag. */
  mode?: Viewer360Mode;
  /** Spec 001 §9: 100 ms between frames when it turns by itself. */
  delay?: number;
}

/**
 * The 360-degree photo viewer (spec 001 §2, §4, §9). The frames are stacked: the current one shows,
 * the others load with it so that turning never waits. It turns by drag (mouse, pen or touch:
 * pointer events; vertical swipes still scroll the page), by the arrow keys, Home and End (it is
 * a slider for assistive technology), by a range input in slider mode, and by itself in autoplay
 * mode, one frame every `delay` ms, paused while the mouse is over it, while it is dragged or has
 * the focus, for visitors who prefer reduced motion, and with its pause button (WCAG 2.2.2).
 */
export function Viewer360({ frames, label, mode = 'drag', delay = VIEWER_360_DELAY_MS }: Viewer360Props) {
  const { t } = useTranslation();
  const count = frames.length;
  const [frame, setFrame] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  // Until hydration the motion preference is unknown: nothing turns before it is read.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const drag = useRef<{ x: number; frame: number; pointer: number } | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const name = label || t('Media.Viewer360.Label');

  const autoplay =
    mode !== 'autoplay' || count < 2 || !ready || reducedMotion
      ? 'off'
      : pausedByVisitor || hovered || focused || dragging
        ? 'paused'
        : 'running';

  useEffect(() => {
    if (autoplay !== 'running') return;
    const timer = window.setInterval(() => setFrame((current) => turn(current, 1, count)), delay);
    return () => window.clearInterval(timer);
  }, [autoplay, delay, count]);

  if (count === 0) return null;
  const current = Math.min(frame, count - 1);
  const valueText = t('Media.Viewer360.Frame', { frame: current + 1, count });

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (mode === 'slider' || (event.pointerType === 'mouse' && event.button !== 0)) return;
    drag.current = { x: event.clientX, frame: current, pointer: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointer !== event.pointerId) return;
    const width = stage.current?.clientWidth ?? 0;
    const perFrame = Math.max(MIN_DRAG_PX_PER_FRAME, width / count);
    // Dragging to the left turns the object the way the frames run.
    setFrame(turn(start.frame, Math.trunc((start.x - event.clientX) / perFrame), count));
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };
    if (event.key in steps) setFrame(turn(current, steps[event.key] ?? 0, count));
    else if (event.key === 'Home') setFrame(0);
    else if (event.key === 'End') setFrame(count - 1);
    else return;
    event.preventDefault();
  };

  const images = frames.map((photo, index) => (
    <img
      key={photo.AssetId}
      className="viewer-360__frame"
      src={photo.Url}
      width={photo.Width ?? undefined}
      height={photo.Height ?? undefined}
      alt={index === current ? name : ''}
      hidden={index !== current}
      draggable={false}
      decoding="async"
    />
  ));

  return (
    <figure
      className={`viewer-360 viewer-360--${mode}`}
      data-autoplay={autoplay}
      data-frame={current}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setHovered(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') setHovered(false);
      }}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {mode === 'slider' ? (
        <div className="viewer-360__stage" ref={stage}>
          {images}
        </div>
      ) : (
        <div
          ref={stage}
          className="viewer-360__stage"
          role="slider"
          tabIndex={0}
          aria-label={name}
          aria-describedby={helpId}
          aria-valuemin={1}
          aria-valuemax={count}
          aria-valuenow={current + 1}
          aria-valuetext={valueText}
          aria-orientation="horizontal"
          data-dragging={dragging || undefined}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onKeyDown={onKeyDown}
        >
          {images}
        </div>
      )}
      <figcaption className="viewer-360__caption">
        {mode === 'slider' ? (
          <label className="viewer-360__range">
            <span>{label ? `${t('Media.Viewer360.Turn')} – ${label}` : t('Media.Viewer360.Turn')}</span>
            <input
              type="range"
              min={1}
              max={count}
              step={1}
              value={current + 1}
              aria-valuetext={valueText}
              onChange={(event) => setFrame(Number(event.target.value) - 1)}
            />
          </label>
        ) : (
          <span id={helpId} className="viewer-360__help">
            {t('Media.Viewer360.Help')}
          </span>
        )}
        <SliderPauseButton
          control={{
            state: autoplay,
            pausedByVisitor,
            togglePause: () => setPausedByVisitor((value) => !value),
          }}
          label={name}
        />
      </figcaption>
    </figure>
  );
}
