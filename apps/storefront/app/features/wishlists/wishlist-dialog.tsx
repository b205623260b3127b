import type { WishlistSummary } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { Modal } from '@vitrine/ui';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useApi } from '../../lib/api-context';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';
import { WishlistForm } from './wishlist-form';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Opens the wishlist modal for a variant. A guest is sent to sign in first and brought back here
 * with `openWishlist=<variant>`, which opens the modal again (spec 001 §2).
 */
export function useWishlistModal() {
  const { user, basePath } = useSite();
  const { culture } = useTranslation();
  const location = useLocation();
  const api = useApi();
  const [state, setState] = useState<{ variantId: string; lists: WishlistSummary[] } | null>(null);

  const open = useCallback(
    async (variantId: string) => {
      if (!user) {
        const query = new URLSearchParams(location.search);
        query.set('openWishlist', variantId);
        const back = inApp(basePath, `${location.pathname}?${query.toString()}`);
        window.location.assign(inApp(basePath, shopUrls.login(culture, back)));
        return;
      }
      try {
        const { Items } = await api.wishlists.lists({ productVariantId: variantId, culture });
        setState({ variantId, lists: Items });
      } catch {
        // The error flow has shown what went wrong (a 401 opens the login modal).
      }
    },
    [user, basePath, culture, location.pathname, location.search, api],
  );
  return { state, open, close: () => setState(null) };
}

/** The modal itself: the popup page's form in a dialog. */
export function WishlistDialog({
  state,
  onClose,
}: {
  state: { variantId: string; lists: WishlistSummary[] } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={state !== null}
      onClose={onClose}
      title={t('Wishlists.ModalTitle')}
      closeLabel={t('Core.Close')}
      size="small"
      className="wishlist-modal"
    >
      {state ? (
        <WishlistForm
          key={state.variantId}
          productVariantId={state.variantId}
          lists={state.lists}
          onDone={onClose}
        />
      ) : null}
    </Modal>
  );
}

/** `openWishlist=<variant id>` in the address opens the modal once the page is up (spec 001 §2). */
export function WishlistAutoOpen({ open }: { open: (variantId: string) => void }) {
  const [params, setParams] = useSearchParams();
  const variantId = params.get('openWishlist');
  useEffect(() => {
    if (!variantId || !UUID.test(variantId)) return;
    open(variantId);
    // Once opened, the parameter leaves the address: a reload does not open it again.
    const next = new URLSearchParams(params);
    next.delete('openWishlist');
    setParams(next, { replace: true, preventScrollReset: true });
  }, [variantId, open, params, setParams]);
  return null;
}

/**
 * The add-to-wishlist button: a link to the popup page without script; with it, the modal
 * (spec 001 §2 `catalog/wishlist/popup?productVariantId`). `popupUrl` overrides the popup's
 * address for a page that has its own.
 */
export function AddToWishlistButton({
  productVariantId,
  popupUrl,
  className = 'button button--secondary add-to-wishlist',
}: {
  productVariantId: string;
  popupUrl?: string;
  className?: string;
}) {
  const { t, culture } = useTranslation();
  const { basePath } = useSite();
  const modal = useWishlistModal();
  return (
    <>
      <a
        className={className}
        href={popupUrl ?? inApp(basePath, shopUrls.wishlistPopup(culture, productVariantId))}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          void modal.open(productVariantId);
        }}
      >
        <span aria-hidden="true" className="icon-heart" />
        {t('Wishlists.AddToWishlist')}
      </a>
      <WishlistAutoOpen open={modal.open} />
      <WishlistDialog state={modal.state} onClose={modal.close} />
    </>
  );
}
