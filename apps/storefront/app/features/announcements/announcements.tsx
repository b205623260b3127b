import { type Announcement, targetsPage } from '@vitrine/api-client';
import { Modal } from '@vitrine/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useMatches, useParams } from 'react-router';
import { ContentBlocks } from '../content/blocks/content-blocks';
import { useTranslation } from '../i18n/translation-context';
import { DEFAULT_CMS_NAME, POPUP_DELAY_MS } from './constants';
import { pageTargetOf } from './page-target';
import { readSeen, serializeSeen, withSeen } from './seen-cookie';

/**
 * Popups and banners (spec 001 §4, ADR 043). Every live announcement of the culture comes with the
 * layout; which of them this page shows follows the page reached, in place or not. Closing a popup,
 * clicking a banner or closing a popup banner records its Id in the popup-seen cookie, which the
 * server reads too, so what was closed is not rendered again.
 */
export function Announcements({
  items,
  seen: seenOnServer,
  cmsName = DEFAULT_CMS_NAME,
}: {
  items: readonly Announcement[];
  /** The ids the request's cookie holds (the same list on the server and at hydration). */
  seen: readonly string[];
  cmsName?: string;
}) {
  const { culture } = useParams();
  const location = useLocation();
  const page = pageTargetOf(useMatches(), location.pathname, culture ?? '');
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set(seenOnServer));
  const [popupId, setPopupId] = useState<string | null>(null);
  const seenRef = useRef(seen);
  seenRef.current = seen;

  const record = useCallback(
    (id: string) => {
      // The cookie as it is now (another tab may have added to it), with this one.
      const entries = withSeen(readSeen(document.cookie, cmsName), id, new Date());
      // biome-ignore lint/suspicious/noDocumentCookie: a first-party cookie of the visitor's own choice; no store needed.
      document.cookie = serializeSeen(entries, cmsName, { secure: window.location.protocol === 'https:' });
      setSeen((current) => new Set([...current, ...entries.map((entry) => entry.Id)]));
    },
    [cmsName],
  );

  const forPage = items.filter((item) => !seen.has(item.Id) && targetsPage(item, page));
  const pageKey = `${page.Kind ?? ''}|${page.Path}`;

  // Spec 001 §4: the page's popup shows 3000 ms after the page is reached; one popup per page
  // reached, the highest priority first (the list is in that order).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reaching a page (its key) is what starts the delay.
  useEffect(() => {
    const popup = items.find(
      (item) => item.Kind === 'popup' && !seenRef.current.has(item.Id) && targetsPage(item, page),
    );
    setPopupId(null);
    if (!popup) return;
    const timer = window.setTimeout(() => setPopupId(popup.Id), POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location.key, pageKey, items]);

  const popup = popupId ? items.find((item) => item.Id === popupId && !seen.has(item.Id)) : undefined;
  const banners = forPage.filter((item) => item.Kind !== 'popup');

  return (
    <>
      {banners.length ? (
        <div className="announcement-banners">
          {banners.map((banner) =>
            banner.Kind === 'banner' ? (
              <Banner key={banner.Id} banner={banner} onDismiss={() => record(banner.Id)} />
            ) : (
              <PopupBanner key={banner.Id} banner={banner} onDismiss={() => record(banner.Id)} />
            ),
          )}
        </div>
      ) : null}
      {popup ? <Popup popup={popup} onClose={() => record(popup.Id)} /> : null}
    </>
  );
}

function Popup({ popup, onClose }: { popup: Announcement; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onClose}
      title={popup.Title}
      closeLabel={t('Announcements.Close')}
      className="announcement-popup"
      footer={
        popup.LinkUrl ? (
          <a className="button button--primary" href={popup.LinkUrl} onClick={onClose}>
            {t('Announcements.More')}
          </a>
        ) : null
      }
    >
      <ContentBlocks blocks={popup.Blocks} />
    </Modal>
  );
}

/**
 * Spec 001 §4: a banner is removed when clicked, and the click recorded. Its link (when it has one)
 * is followed; the "hide" button is the way for a keyboard when it has none.
 */
function Banner({ banner, onDismiss }: { banner: Announcement; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click anywhere on the banner is a pointer shortcut; its link and its button do the same from the keyboard.
    <aside
      className="announcement-banner announcement-banner--banner"
      aria-label={banner.Title}
      data-announcement={banner.Id}
      onClick={onDismiss}
    >
      <div className="announcement-banner__inner">
        {banner.LinkUrl ? (
          <a className="announcement-banner__title" href={banner.LinkUrl}>
            {banner.Title}
          </a>
        ) : (
          <strong className="announcement-banner__title">{banner.Title}</strong>
        )}
        <ContentBlocks blocks={banner.Blocks} />
        {banner.LinkUrl ? null : (
          <button type="button" className="announcement-banner__hide">
            {t('Announcements.Hide')}
          </button>
        )}
      </div>
    </aside>
  );
}

/** Spec 001 §4: the popup banner closes with its button, its dismissal stored by its Id. */
function PopupBanner({ banner, onDismiss }: { banner: Announcement; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <aside
      className="announcement-banner announcement-banner--popup-banner"
      aria-label={banner.Title}
      data-announcement={banner.Id}
    >
      <div className="announcement-banner__inner">
        {banner.LinkUrl ? (
          <a className="announcement-banner__title" href={banner.LinkUrl}>
            {banner.Title}
          </a>
        ) : (
          <strong className="announcement-banner__title">{banner.Title}</strong>
        )}
        <ContentBlocks blocks={banner.Blocks} />
        <button
          type="button"
          className="announcement-banner__close"
          aria-label={t('Announcements.CloseNamed', { title: banner.Title })}
          onClick={onDismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </aside>
  );
}
