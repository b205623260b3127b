import { ConfirmDialog } from '@vitrine/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { setBodyClass } from '../document/body-classes';
import { useTranslation } from '../i18n/translation-context';
import {
  BIGGER_LINK_SCROLL_GUARD_MS,
  LONG_LOADING_AFTER_MS,
  PAGE_ANIMATION_DELAY_MS,
  PAGE_EVENTS,
  PAGE_IN_ANIMATION_MS,
} from './constants';
import { classifyLinkClick, linkFacts } from './link-rules';
import { anchorTarget, smoothScrollTo } from './smooth-scroll';

const INTERACTIVE = 'a, button, input, select, textarea, label, summary, [role="button"], [contenteditable]';

/**
 * In-place page loads for every link on the page, React's own and those inside CMS-authored
 * HTML alike: one delegated click handler applies the rules of spec 000 §2 and runs the page
 * load steps of §4 (leave, out animation, request, in animation, loaded, images loaded, finished).
 */
export function PageNavigation({
  basePath,
  animationDelay = PAGE_ANIMATION_DELAY_MS.shop,
}: {
  basePath: string;
  animationDelay?: number;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const { t } = useTranslation();
  const [pendingConfirm, setPendingConfirm] = useState<{ to: string; message: string } | null>(null);
  const startTimer = useRef<number | undefined>(undefined);
  const lastScrollAt = useRef(0);
  // The strings change when a page's data is read again in place; the click listener must not
  // be set up again then (that would drop a click whose load is about to start).
  const translate = useRef(t);
  translate.current = t;

  const load = useCallback(
    (to: string, uncached = false) => {
      document.dispatchEvent(new CustomEvent(PAGE_EVENTS.leave, { detail: { to } }));
      setBodyClass('page-out', true);
      // A newer click replaces a load that has not started yet; React Router aborts one that has.
      window.clearTimeout(startTimer.current);
      startTimer.current = window.setTimeout(() => {
        navigate(to, uncached ? { state: { uncached: true } } : undefined);
      }, animationDelay);
    },
    [animationDelay, navigate],
  );

  useEffect(() => {
    const onScroll = () => {
      lastScrollAt.current = performance.now();
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const anchor = target?.closest('a');
      if (!anchor) {
        followBiggerLink(event, target, lastScrollAt.current);
        return;
      }
      const action = classifyLinkClick(event, linkFacts(anchor), new URL(window.location.href), basePath);
      if (action.kind === 'browser') return;
      if (action.kind === 'scroll') {
        const element = anchorTarget(action.hash);
        // An anchor this page does not have is the browser's (it still updates the address).
        if (!element) return;
        event.preventDefault();
        document.dispatchEvent(
          new CustomEvent(PAGE_EVENTS.scrollToAnchor, { detail: { hash: action.hash } }),
        );
        void smoothScrollTo(element);
        window.history.replaceState(window.history.state, '', action.hash);
        window.dispatchEvent(new HashChangeEvent('hashchange'));
        return;
      }
      event.preventDefault();
      if (action.confirm !== null) {
        setPendingConfirm({ to: action.to, message: action.confirm || translate.current('SureToDelete') });
        return;
      }
      load(action.to);
    };
    document.addEventListener('click', onClick);
    window.addEventListener('scroll', onScroll, { passive: true });
    // Tells tests and scripts that links are now loaded in place.
    document.documentElement.dataset.hydrated = 'true';
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('scroll', onScroll);
    };
  }, [basePath, load]);

  // A load about to start is dropped only when the shop itself goes away.
  useEffect(() => () => window.clearTimeout(startTimer.current), []);

  // A load that takes a while says so (spec 000 §4).
  useEffect(() => {
    if (navigation.state === 'idle') {
      setBodyClass('long-loading', false);
      setBodyClass('page-out', false);
      return;
    }
    setBodyClass('page-out', true);
    const timer = window.setTimeout(() => setBodyClass('long-loading', true), LONG_LOADING_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [navigation.state]);

  // The new page has arrived: in animation, then the loaded, images loaded and finished events.
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per arrived page (location.key).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    setBodyClass('page-out', false);
    setBodyClass('page-in', true);
    const inTimer = window.setTimeout(() => setBodyClass('page-in', false), PAGE_IN_ANIMATION_MS);
    let cancelled = false;
    // The in animation has started (the class is rendered) before the page says it has loaded.
    const frame = window.requestAnimationFrame(() => {
      const detail = { url: window.location.href, title: document.title };
      document.dispatchEvent(new CustomEvent(PAGE_EVENTS.loaded, { detail }));
      if (!window.location.hash) focusPageHeading();
      void imagesLoaded(document.getElementById('page')).then(() => {
        if (cancelled) return;
        document.dispatchEvent(new CustomEvent(PAGE_EVENTS.imagesLoaded, { detail }));
        document.dispatchEvent(new CustomEvent(PAGE_EVENTS.finished, { detail }));
      });
    });
    return () => {
      cancelled = true;
      window.cancelAnimationFrame(frame);
      window.clearTimeout(inTimer);
    };
  }, [location.key, location.hash]);

  return (
    <ConfirmDialog
      open={pendingConfirm !== null}
      title={t('Core.Confirm')}
      message={pendingConfirm?.message ?? ''}
      confirmLabel={t('Core.Ok')}
      cancelLabel={t('Core.Cancel')}
      closeLabel={t('Core.Close')}
      onCancel={() => setPendingConfirm(null)}
      onConfirm={() => {
        const to = pendingConfirm?.to;
        setPendingConfirm(null);
        if (to) load(to, true);
      }}
    />
  );
}

/** A bigger-link block makes the whole card follow its link, unless the click ended a scroll. */
function followBiggerLink(event: MouseEvent, target: Element | null, lastScrollAt: number) {
  const card = target?.closest('.bigger-link');
  if (!card || event.defaultPrevented || event.button !== 0) return;
  if (target?.closest(INTERACTIVE)) return;
  if (performance.now() - lastScrollAt < BIGGER_LINK_SCROLL_GUARD_MS) return;
  if (window.getSelection()?.toString()) return;
  const link = card.querySelector<HTMLAnchorElement>('a[href]');
  if (!link) return;
  if (event.ctrlKey || event.metaKey) {
    window.open(link.href, '_blank', 'noopener');
    return;
  }
  link.click();
}

function focusPageHeading() {
  const heading = document.querySelector<HTMLElement>('#page h1');
  if (!heading) return;
  heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

function imagesLoaded(region: HTMLElement | null): Promise<void> {
  if (!region) return Promise.resolve();
  const pending = [...region.querySelectorAll('img')].filter((img) => !img.complete);
  return Promise.all(
    pending.map(
      (img) =>
        new Promise<void>((resolve) => {
          img.addEventListener('load', () => resolve(), { once: true });
          img.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}
