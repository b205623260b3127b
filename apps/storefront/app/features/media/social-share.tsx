import { DEFAULT_SHARE_NETWORKS, type ShareNetwork } from '@vitrine/api-client';
import type { MouseEvent } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { LAYOUT_ROUTE_ID } from '../../lib/layout-facts';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';

/** The share window's size when the widget opens networks in a popup (show-in-popup). */
export const SHARE_POPUP_WIDTH = 600;
export const SHARE_POPUP_HEIGHT = 500;

/**
 * Each network's own share address (spec 000 §3 `networks`): plain links, so sharing works without
 * scripts and nothing is asked of a network before the visitor clicks. No counter is fetched
 * (ADR 042): the networks no longer give them, and asking would tell them about every visit.
 */
export function shareHref(network: ShareNetwork, url: string, text: string): string {
  const u = encodeURIComponent(url);
  const message = text ? `${text} ${url}` : url;
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'x':
      return `https://x.com/intent/post?url=${u}${text ? `&text=${encodeURIComponent(text)}` : ''}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'pinterest':
      return `https://www.pinterest.com/pin/create/button/?url=${u}${text ? `&description=${encodeURIComponent(text)}` : ''}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(message)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}${text ? `&text=${encodeURIComponent(text)}` : ''}`;
    case 'email':
      return `mailto:?subject=${encodeURIComponent(text || url)}&body=${encodeURIComponent(message)}`;
  }
}

/**
 * The address shared: the given one (a path of the shop made absolute), else the page's canonical
 * address, its origin and path without the query.
 */
export function useShareUrl(given?: string): string {
  const layout = useRouteLoaderData(LAYOUT_ROUTE_ID) as { origin?: string } | undefined;
  const { basePath } = useSite();
  const { pathname } = useLocation();
  const origin = layout?.origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
  if (given && /^https?:\/\//.test(given)) return given;
  if (given) return `${origin}${given}`;
  return `${origin}${basePath}${pathname}`;
}

function openPopup(event: MouseEvent<HTMLAnchorElement>) {
  // A modified click (new tab, new window) is the visitor's own choice.
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const left = Math.max(0, Math.round((window.screen.width - SHARE_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round((window.screen.height - SHARE_POPUP_HEIGHT) / 2));
  window.open(
    event.currentTarget.href,
    'vitrine-share',
    `popup,width=${SHARE_POPUP_WIDTH},height=${SHARE_POPUP_HEIGHT},left=${left},top=${top},noopener,noreferrer`,
  );
  event.preventDefault();
}

export interface SocialShareProps {
  networks?: readonly ShareNetwork[];
  text?: string;
  /** The page's canonical address when empty. */
  url?: string;
  /** How many networks show at once, the others behind "more"; 0 shows them all. */
  count?: number;
  showInPopup?: boolean;
  showLabel?: boolean;
  className?: string;
}

/** The social share links (spec 000 §3): `networks`, `text`, `url`, `count`, `show-in-popup`, `show-label`. */
export function SocialShare({
  networks = DEFAULT_SHARE_NETWORKS,
  text = '',
  url,
  count = 0,
  showInPopup = false,
  showLabel = true,
  className,
}: SocialShareProps) {
  const { t } = useTranslation();
  const shared = useShareUrl(url);
  const unique = [...new Set(networks)];
  const first = count > 0 ? unique.slice(0, count) : unique;
  const more = count > 0 ? unique.slice(count) : [];
  const link = (network: ShareNetwork) => {
    const name = t(`Media.Share.${network}`);
    const email = network === 'email';
    const label = email ? t('Media.Share.ByEmail') : t('Media.Share.On', { network: name });
    return (
      <li key={network} className={`social-share__item social-share__item--${network}`}>
        <a
          className="social-share__link"
          href={shareHref(network, shared, text)}
          data-network={network}
          aria-label={email ? label : `${label} ${t('Media.Share.NewWindow')}`}
          {...(email ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
          onClick={showInPopup && !email ? openPopup : undefined}
        >
          <span className={`social-share__icon icon-${network}`} aria-hidden="true" />
          {showLabel ? <span className="social-share__name">{name}</span> : null}
        </a>
      </li>
    );
  };
  const title = t('Media.Share.Label');
  return (
    // A group, not a landmark: a page may hold several (the product's and an editor's widget). Its
    // links are no form controls, so not a fieldset.
    // biome-ignore lint/a11y/useSemanticElements: see above.
    <div role="group" className={['social-share', className].filter(Boolean).join(' ')} aria-label={title}>
      <ul className="social-share__list">{first.map(link)}</ul>
      {more.length ? (
        <details className="social-share__more">
          <summary>{t('Media.Share.More')}</summary>
          <ul className="social-share__list">{more.map(link)}</ul>
        </details>
      ) : null}
    </div>
  );
}
