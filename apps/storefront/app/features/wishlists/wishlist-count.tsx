import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { useEffect, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';

/** Told by the modal and the wishlists page that a list changed, so the count is asked again. */
export const WISHLISTS_CHANGED_EVENT = 'vitrine:wishlists-changed';
export function announceWishlistsChanged(): void {
  if (typeof document !== 'undefined') document.dispatchEvent(new Event(WISHLISTS_CHANGED_EVENT));
}

/**
 * The wishlist count widget (spec 001 §2, on the catalogue list): how many products the signed-in
 * customer keeps in their wishlists, linking to them. Nothing for a visitor, who has none.
 */
export function WishlistCount() {
  const { user, basePath } = useSite();
  const { t, culture } = useTranslation();
  const api = useApi();
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    if (!user) return;
    let current = true;
    const read = () =>
      api.wishlists
        .count({ handles: [401] })
        .then((answer) => {
          if (current) setCount(answer.Count);
        })
        .catch(() => undefined);
    void read();
    document.addEventListener(WISHLISTS_CHANGED_EVENT, read);
    return () => {
      current = false;
      document.removeEventListener(WISHLISTS_CHANGED_EVENT, read);
    };
  }, [user, api]);

  if (!user) return null;
  return (
    <a className="wishlist-count" href={inApp(basePath, shopUrls.wishlists(culture))}>
      <span aria-hidden="true" className="icon-heart" />
      <span className="wishlist-count__text">{t('Wishlists.Count', { count: count ?? 0 })}</span>
    </a>
  );
}
