import { FAQ_ANCHOR_SCROLL_MS } from '@vitrine/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PAGE_EVENTS } from '../navigation/constants';
import { smoothScrollTo } from '../navigation/smooth-scroll';

/** How much of the window under the sticky header counts as "being read" (from its top). */
export const SPY_BAND_SHARE = 0.4;

/**
 * The observer's margins for the reading band: from under the sticky header down through the top
 * 40% of what the window shows below it, in pixels, so that a tall header on a short window still
 * leaves a band.
 */
export function spyRootMargin(header: number, windowHeight: number): string {
  const visible = Math.max(0, windowHeight - header);
  return `-${Math.round(header)}px 0px -${Math.round(visible * (1 - SPY_BAND_SHARE))}px 0px`;
}

const headerHeight = () =>
  Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 0;

const sectionOf = (element: Element) => element.closest('[data-faq-section]')?.id ?? null;

/**
 * The FAQ's anchors (spec 001 §2, §9): the address hash leads to its section or question with a
 * 500 ms smooth scroll (a jump when less motion is asked for, as every scroll of the shop), a
 * question reached so is opened, and the side menu marks the section being read (scroll-spy).
 */
export function useFaqAnchors(sectionAnchors: readonly string[]) {
  const [current, setCurrent] = useState<string | null>(sectionAnchors[0] ?? null);
  // While the page scrolls to a chosen anchor, the sections it passes are not "being read".
  const steering = useRef(0);
  const key = sectionAnchors.join('\n');

  const goTo = useCallback((anchor: string, options: { focus?: boolean; record?: boolean } = {}) => {
    const target = document.getElementById(anchor);
    if (!target) return false;
    if (target instanceof HTMLDetailsElement) target.open = true;
    const section = sectionOf(target);
    if (section) setCurrent(section);
    document.dispatchEvent(new CustomEvent(PAGE_EVENTS.scrollToAnchor, { detail: { hash: `#${anchor}` } }));
    if (options.record && window.location.hash !== `#${anchor}`)
      window.history.replaceState(window.history.state, '', `#${anchor}`);
    const run = ++steering.current;
    void smoothScrollTo(target, FAQ_ANCHOR_SCROLL_MS).then(() => {
      if (steering.current === run) steering.current = 0;
    });
    if (options.focus) {
      // Keyboard and screen-reader users continue from the section they chose.
      const heading = target.querySelector<HTMLElement>('h2, summary') ?? target;
      if (!heading.hasAttribute('tabindex') && heading.tagName !== 'SUMMARY')
        heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    return true;
  }, []);

  // The address's hash on arrival, and any later change of it (a link elsewhere on the page).
  useEffect(() => {
    const follow = () => {
      const anchor = decodeURIComponent(window.location.hash.replace(/^#/, ''));
      if (anchor) goTo(anchor);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [goTo]);

  // Scroll-spy: the first section (in page order) inside the reading band is the current one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sections change only with `key`.
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    let observer: IntersectionObserver | undefined;
    const watch = () => {
      observer?.disconnect();
      const inBand = new Set<string>();
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) inBand.add(entry.target.id);
            else inBand.delete(entry.target.id);
          }
          if (steering.current) return;
          const first = sectionAnchors.find((anchor) => inBand.has(anchor));
          if (first) setCurrent(first);
        },
        { rootMargin: spyRootMargin(headerHeight(), window.innerHeight), threshold: 0 },
      );
      for (const anchor of sectionAnchors) {
        const element = document.getElementById(anchor);
        if (element) observer.observe(element);
      }
    };
    watch();
    // The band is in pixels: a new window size (or a phone turned) draws it again.
    window.addEventListener('resize', watch);
    return () => {
      window.removeEventListener('resize', watch);
      observer?.disconnect();
    };
  }, [key]);

  return { current, goTo };
}
