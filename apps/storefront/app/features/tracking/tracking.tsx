import { useEffect } from 'react';
import {
  PAGE_LOADED_EVENT,
  TITLE_CHANGE_PAGEVIEW_DELAY_MS,
  TRACKING_EVENTS,
  VIRTUAL_PAGEVIEW_DELAY_MS,
} from './constants';
import { pushToDataLayer } from './data-layer';

interface PageLoadedDetail {
  url?: string;
  title?: string;
}

/**
 * Page-wide tracking (spec 000 §3, §9): e-mail and phone link clicks, and a virtual page view
 * after each in-place page load or title change. The first, server-rendered page is left to the
 * tag manager's own page view. Renders nothing.
 */
export function Tracking() {
  useEffect(() => installTracking(), []);
  return null;
}

/** Installs the listeners on the current document; returns their removal. */
export function installTracking(): () => void {
  let pending: ReturnType<typeof setTimeout> | undefined;
  // A page load already counts its own title; only later changes are page views of their own.
  let pendingIsPageLoad = false;
  let lastTitle = document.title;

  const schedule = (delay: number, isPageLoad: boolean, push: () => void) => {
    clearTimeout(pending);
    pendingIsPageLoad = isPageLoad;
    pending = setTimeout(() => {
      pending = undefined;
      pendingIsPageLoad = false;
      lastTitle = document.title;
      push();
    }, delay);
  };

  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const href = link?.getAttribute('href')?.trim() ?? '';
    const scheme = href.slice(0, href.indexOf(':') + 1).toLowerCase();
    if (scheme === 'mailto:') {
      const emailAddress = decode(href.slice(scheme.length).split('?')[0] ?? '');
      pushToDataLayer({ event: TRACKING_EVENTS.emailClick, emailAddress });
    } else if (scheme === 'tel:') {
      pushToDataLayer({ event: TRACKING_EVENTS.phoneClick, phoneNumber: decode(href.slice(scheme.length)) });
    }
  };

  const onPageLoaded = (event: Event) => {
    const detail = ((event as CustomEvent<PageLoadedDetail | null>).detail ?? {}) as PageLoadedDetail;
    lastTitle = document.title;
    schedule(VIRTUAL_PAGEVIEW_DELAY_MS, true, () =>
      pushToDataLayer({
        event: TRACKING_EVENTS.virtualPageview,
        virtualPageURL: detail.url || currentUrl(),
        virtualPageTitle: detail.title || document.title,
      }),
    );
  };

  const onTitleMaybeChanged = () => {
    if (document.title === lastTitle) return;
    lastTitle = document.title;
    if (pendingIsPageLoad) return;
    schedule(TITLE_CHANGE_PAGEVIEW_DELAY_MS, false, () =>
      pushToDataLayer({
        event: TRACKING_EVENTS.virtualPageview,
        virtualPageURL: currentUrl(),
        virtualPageTitle: document.title,
      }),
    );
  };

  // Capture phase: a link handler that stops propagation must not hide the click from tracking.
  document.addEventListener('click', onClick, true);
  document.addEventListener(PAGE_LOADED_EVENT, onPageLoaded);
  const titleObserver = new MutationObserver(onTitleMaybeChanged);
  titleObserver.observe(document.head, { childList: true, subtree: true, characterData: true });

  return () => {
    clearTimeout(pending);
    titleObserver.disconnect();
    document.removeEventListener('click', onClick, true);
    document.removeEventListener(PAGE_LOADED_EVENT, onPageLoaded);
  };
}

function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
