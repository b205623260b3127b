import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Photo } from '@vitrine/api-client';
import { VIEWER_360_DELAY_MS } from '@vitrine/api-client';
import { stringResources } from '@vitrine/i18n';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TranslationProvider } from '../i18n/translation-context';
import { MIN_DRAG_PX_PER_FRAME, turn, Viewer360 } from './viewer-360';

const InShop = ({ children }: { children: ReactNode }) => (
  <TranslationProvider culture="fr" strings={stringResources.fr}>
    {children}
  </TranslationProvider>
);
const photo = (n: number): Photo => ({
  AssetId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  AssetName: `vase-${n}.jpg`,
  Url: `/assets/vase-${n}.jpg`,
  ThumbnailUrl: `/assets/vase-${n}-small.jpg`,
  Width: 800,
  Height: 800,
  AttributeValueId: null,
});
const FRAMES = Array.from({ length: 12 }, (_, index) => photo(index + 1));
const shown = () => screen.getByRole('img', { name: 'Vase' }).getAttribute('src');

let reducedMotion = false;
beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion = false;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce') ? reducedMotion : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => vi.useRealTimers());

describe('the 360-degree viewer (spec 001 §4, §9)', () => {
  it('turns round past either end', () => {
    expect(turn(11, 1, 12)).toBe(0);
    expect(turn(0, -1, 12)).toBe(11);
    expect(turn(3, 26, 12)).toBe(5);
  });

  it('auto-rotation: one frame every 100 ms by default, paused while the mouse is over it and by its button', () => {
    expect(VIEWER_360_DELAY_MS).toBe(100);
    render(
      <InShop>
        <Viewer360 frames={FRAMES} label="Vase" mode="autoplay" />
      </InShop>,
    );
    expect(shown()).toBe('/assets/vase-1.jpg');
    act(() => vi.advanceTimersByTime(99));
    expect(shown()).toBe('/assets/vase-1.jpg');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('/assets/vase-2.jpg');
    act(() => vi.advanceTimersByTime(300));
    expect(shown()).toBe('/assets/vase-5.jpg');

    const figure = document.querySelector('.viewer-360') as HTMLElement;
    fireEvent.pointerEnter(figure, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toBe('/assets/vase-5.jpg');
    expect(figure.dataset.autoplay).toBe('paused');
    fireEvent.pointerLeave(figure, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(100));
    expect(shown()).toBe('/assets/vase-6.jpg');

    // WCAG 2.2.2: a visible control stops it.
    fireEvent.click(screen.getByRole('button', { name: /^Pause – Vase$/ }));
    fireEvent.blur(screen.getByRole('button', { name: /Vase$/ }));
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toBe('/assets/vase-6.jpg');
    fireEvent.click(screen.getByRole('button', { name: /^Lecture – Vase$/ }));
    fireEvent.blur(screen.getByRole('button', { name: /Vase$/ }));
    act(() => vi.advanceTimersByTime(100));
    expect(shown()).toBe('/assets/vase-7.jpg');
  });

  it('keeps the editor’s delay, and never turns by itself for a visitor who prefers reduced motion', () => {
    const { unmount } = render(
      <InShop>
        <Viewer360 frames={FRAMES} label="Vase" mode="autoplay" delay={250} />
      </InShop>,
    );
    act(() => vi.advanceTimersByTime(249));
    expect(shown()).toBe('/assets/vase-1.jpg');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('/assets/vase-2.jpg');
    unmount();

    reducedMotion = true;
    render(
      <InShop>
        <Viewer360 frames={FRAMES} label="Vase" mode="autoplay" />
      </InShop>,
    );
    act(() => vi.advanceTimersByTime(2000));
    expect(shown()).toBe('/assets/vase-1.jpg');
    expect(screen.queryByRole('button', { name: /Pause/ })).toBeNull();
  });

  it('drag mode: a drag turns it (left turns forward), and it does not move by itself', () => {
    render(
      <InShop>
        <Viewer360 frames={FRAMES} label="Vase" />
      </InShop>,
    );
    const stage = screen.getByRole('slider', { name: 'Vase' });
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toBe('/assets/vase-1.jpg');
    fireEvent.pointerDown(stage, { pointerId: 1, pointerType: 'touch', clientX: 200 });
    fireEvent.pointerMove(stage, {
      pointerId: 1,
      pointerType: 'touch',
      clientX: 200 - 3 * MIN_DRAG_PX_PER_FRAME,
    });
    expect(shown()).toBe('/assets/vase-4.jpg');
    expect(stage.getAttribute('aria-valuetext')).toBe('Vue 4 sur 12');
    fireEvent.pointerMove(stage, {
      pointerId: 1,
      pointerType: 'touch',
      clientX: 200 + MIN_DRAG_PX_PER_FRAME,
    });
    expect(shown()).toBe('/assets/vase-12.jpg');
    fireEvent.pointerUp(stage, { pointerId: 1, pointerType: 'touch', clientX: 200 });
    fireEvent.pointerMove(stage, { pointerId: 1, pointerType: 'touch', clientX: 0 });
    expect(shown()).toBe('/assets/vase-12.jpg');
  });

  it('turns with the arrow keys, Home and End', () => {
    render(
      <InShop>
        <Viewer360 frames={FRAMES} label="Vase" />
      </InShop>,
    );
    const stage = screen.getByRole('slider', { name: 'Vase' });
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    expect(stage.getAttribute('aria-valuenow')).toBe('3');
    fireEvent.keyDown(stage, { key: 'ArrowLeft' });
    expect(shown()).toBe('/assets/vase-2.jpg');
    fireEvent.keyDown(stage, { key: 'End' });
    expect(shown()).toBe('/assets/vase-12.jpg');
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    expect(shown()).toBe('/assets/vase-1.jpg');
  });

  it('slider mode: a range input turns it; one image is shown, the others wait hidden', () => {
    render(
      <InShop>
        <Viewer360 frames={FRAMES} label="Vase" mode="slider" />
      </InShop>,
    );
    const range = screen.getByRole('slider', { name: 'Tourner l’objet – Vase' });
    expect(range.getAttribute('type')).toBe('range');
    fireEvent.change(range, { target: { value: '7' } });
    expect(shown()).toBe('/assets/vase-7.jpg');
    expect(range.getAttribute('aria-valuetext')).toBe('Vue 7 sur 12');
    expect(document.querySelectorAll('img.viewer-360__frame')).toHaveLength(12);
    expect(document.querySelectorAll('img.viewer-360__frame:not([hidden])')).toHaveLength(1);
  });
});
