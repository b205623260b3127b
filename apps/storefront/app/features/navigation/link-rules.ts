/**
 * Which clicks on a link are loaded in place (spec 000 §2). A link is NOT loaded in place when
 * it is external, a logoff link, a file, ctrl/meta-clicked, opens another window, has class
 * ajax-tab or no-ajax, or is a bootstrap toggle. Anchors on the same page scroll instead, and a
 * link with a confirm attribute asks first.
 */
export type LinkAction =
  | { kind: 'browser' }
  | { kind: 'scroll'; hash: string }
  | { kind: 'navigate'; to: string; confirm: string | null };

export interface ClickFacts {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface LinkFacts {
  /** The raw href attribute (null when absent). */
  href: string | null;
  target: string | null;
  classNames: readonly string[];
  hasDownload: boolean;
  /** data-toggle or data-bs-toggle, bootstrap's toggles. */
  isToggle: boolean;
  /** The confirm attribute: null when absent, '' when present without a text. */
  confirm: string | null;
}

// A last path segment like report.pdf, photo.JPG, archive.tar.gz: the browser handles files.
const FILE_EXTENSION = /\.[a-z0-9]{1,8}$/i;
const LOGOFF_PATH = /\/security\/(logoff|logout)\/?$/i;

export function classifyLinkClick(
  click: ClickFacts,
  link: LinkFacts,
  location: URL,
  basePath = '',
): LinkAction {
  const browser = { kind: 'browser' } as const;
  if (click.defaultPrevented || click.button !== 0) return browser;
  if (click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) return browser;
  if (link.href === null || link.hasDownload || link.isToggle) return browser;
  if (link.target && link.target.toLowerCase() !== '_self') return browser;
  if (
    link.classNames.includes('ajax-tab') ||
    link.classNames.includes('no-ajax') ||
    link.classNames.includes('logoff')
  )
    return browser;

  const raw = link.href.trim();
  if (raw.startsWith('#')) return raw.length > 1 ? { kind: 'scroll', hash: raw } : browser;

  let url: URL;
  try {
    url = new URL(raw, location);
  } catch {
    return browser;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return browser;
  if (url.origin !== location.origin) return browser;

  const samePage = url.pathname === location.pathname && url.search === location.search;
  if (samePage && url.hash.length > 1) return { kind: 'scroll', hash: url.hash };

  const base = basePath.replace(/\/+$/, '');
  if (base && !(url.pathname === base || url.pathname.startsWith(`${base}/`))) return browser;
  const inApp = url.pathname.slice(base.length) || '/';
  // Only the storefront's own pages are loaded in place: /{culture}/…, not /admin, /api, /dist.
  if (!/^\/[a-z]{2}(\/|$)/.test(inApp)) return browser;
  if (LOGOFF_PATH.test(url.pathname) || FILE_EXTENSION.test(url.pathname)) return browser;

  return { kind: 'navigate', to: `${inApp}${url.search}${url.hash}`, confirm: link.confirm };
}

export function linkFacts(anchor: HTMLAnchorElement): LinkFacts {
  return {
    href: anchor.getAttribute('href'),
    target: anchor.getAttribute('target'),
    classNames: [...anchor.classList],
    hasDownload: anchor.hasAttribute('download'),
    isToggle: anchor.hasAttribute('data-toggle') || anchor.hasAttribute('data-bs-toggle'),
    confirm: anchor.hasAttribute('data-confirm')
      ? (anchor.getAttribute('data-confirm') ?? '')
      : anchor.hasAttribute('confirm')
        ? (anchor.getAttribute('confirm') ?? '')
        : null,
  };
}
