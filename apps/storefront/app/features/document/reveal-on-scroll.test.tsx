import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_EVENTS } from '../../lib/page-events';
import { RevealOnScroll, VIEWPORT_ANIMATION_RATIO } from './reveal-on-scroll';

// jsdom has no layout, so the browser's observer is replaced by one the test drives.
class DrivenObserver {
  static last: DrivenObserver | undefined;
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    DrivenObserver.last = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  enter(element: Element) {
    this.callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('RevealOnScroll', () => {
  it('marks data-animate elements in view at a 0.1 ratio, including those of later page loads', () => {
    vi.stubGlobal('IntersectionObserver', DrivenObserver);
    document.body.innerHTML = '<article data-animate id="a"></article><p id="plain"></p>';
    render(<RevealOnScroll />);
    const observer = DrivenObserver.last!;
    expect(observer.options.threshold).toBe(VIEWPORT_ANIMATION_RATIO);
    expect(VIEWPORT_ANIMATION_RATIO).toBe(0.1);
    expect([...observer.observed].map((e) => e.id)).toEqual(['a']);
    observer.enter(document.getElementById('a')!);
    expect(document.getElementById('a')!.classList.contains('in-view')).toBe(true);
    expect(observer.observed.size).toBe(0);

    document.body.insertAdjacentHTML('beforeend', '<section data-animate id="b"></section>');
    document.dispatchEvent(new CustomEvent(PAGE_EVENTS.loaded));
    expect([...observer.observed].map((e) => e.id)).toEqual(['b']);
  });

  it('shows everything at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    document.body.innerHTML = '<article data-animate id="a"></article>';
    render(<RevealOnScroll />);
    expect(document.getElementById('a')!.classList.contains('in-view')).toBe(true);
  });
});
