import { useEffect } from 'react';
import { PAGE_EVENTS } from '../../lib/page-events';

/** Spec 000 §9: an element animates in once a tenth of it is in the viewport. */
export const VIEWPORT_ANIMATION_RATIO = 0.1;

/**
 * Elements marked data-animate (in components or CMS HTML) get class in-view when they enter
 * the viewport. Without script, or without IntersectionObserver, they simply show.
 */
export function RevealOnScroll() {
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') {
      for (const element of document.querySelectorAll('[data-animate]')) element.classList.add('in-view');
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.add('in-view');
          observer.unobserve(entry.target);
        }
      },
      { threshold: VIEWPORT_ANIMATION_RATIO },
    );
    const observeAll = () => {
      for (const element of document.querySelectorAll('[data-animate]:not(.in-view)'))
        observer.observe(element);
    };
    observeAll();
    document.addEventListener(PAGE_EVENTS.loaded, observeAll);
    return () => {
      observer.disconnect();
      document.removeEventListener(PAGE_EVENTS.loaded, observeAll);
    };
  }, []);
  return null;
}
