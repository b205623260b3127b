import { useEffect } from 'react';
import { debounce, RESIZE_DEBOUNCE_MS } from '../../lib/debounce';

/**
 * Publishes the sticky header's height as --header-height (anchor scrolling and sticky offsets
 * use it), measured again 150 ms after the last resize.
 */
export function LayoutMetrics() {
  useEffect(() => {
    const measure = () => {
      const header = document.querySelector('.site-header');
      const height =
        header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().height : 0;
      document.documentElement.style.setProperty('--header-height', `${Math.round(height)}px`);
    };
    measure();
    const onResize = debounce(measure, RESIZE_DEBOUNCE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return null;
}
