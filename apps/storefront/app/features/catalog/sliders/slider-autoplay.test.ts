import { describe, expect, it } from 'vitest';
import { autoplayState } from './slider-autoplay';

const still = { slides: 9, reducedMotion: false, pausedByVisitor: false, hovered: false, focused: false };

describe('slider autoplay (WCAG 2.2.2)', () => {
  it('runs only with several slides and without a preference for reduced motion', () => {
    expect(autoplayState(still)).toBe('running');
    expect(autoplayState({ ...still, slides: 1 })).toBe('off');
    expect(autoplayState({ ...still, reducedMotion: true })).toBe('off');
  });

  it('pauses under the pointer, with the focus inside and when the visitor paused it', () => {
    expect(autoplayState({ ...still, hovered: true })).toBe('paused');
    expect(autoplayState({ ...still, focused: true })).toBe('paused');
    expect(autoplayState({ ...still, pausedByVisitor: true })).toBe('paused');
  });
});
