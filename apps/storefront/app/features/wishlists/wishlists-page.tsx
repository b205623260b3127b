import type { WishlistDetail, WishlistSummary, WishlistToCart } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { normaliseWishlistQuantity } from '@vitrine/validation';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { useApi } from '../../lib/api-context';
import { announceCartChanged } from '../../lib/cart-events';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';
import { announceWishlistsChanged } from './wishlist-count';
import { useWishlistModal, WishlistAutoOpen, WishlistDialog } from './wishlist-dialog';
import { quantitiesOf, WishlistItemsTable } from './wishlist-items';
import { addFailureMessage, quantityFailureMessage } from './wishlist-messages';

type Notice = { kind: 'success' | 'error'; text: string; details?: string[] } | null;

/**
 * The wishlists page (spec 001 §2): a side menu of the customer's lists — its links load one
 * list into the table area, put their own address in the address bar and mark the list shown
 * (the first without an Id) —, the list's name and description, its products, and "order all".
 */
export function WishlistsPage({
  lists,
  active,
  notice: initialNotice = null,
}: {
  lists: WishlistSummary[];
  active: WishlistDetail | null;
  notice?: Notice;
}) {
  const { t, culture } = useTranslation();
  const { basePath } = useSite();
  const api = useApi();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const modal = useWishlistModal();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(initialNotice);
  const pageUrl = (wishlistId?: string) => inApp(basePath, shopUrls.wishlists(culture, wishlistId));

  async function run(change: () => Promise<Notice>, failure: (error: unknown) => string) {
    if (busy) return;
    setBusy(true);
    try {
      setNotice(await change());
      announceWishlistsChanged();
      revalidator.revalidate();
    } catch (error) {
      setNotice({ kind: 'error', text: failure(error) });
    } finally {
      setBusy(false);
    }
  }
  const handles = { handles: [400, 404, 422] };
  const general = (error: unknown) => addFailureMessage(error, t);

  function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const formElement = event.currentTarget;
    const name = String(form.get('Name') ?? '').trim();
    if (!name) {
      setNotice({ kind: 'error', text: t('Validation.Required') });
      return;
    }
    void run(async () => {
      const made = await api.wishlists.create(
        { Name: name, Description: String(form.get('Description') ?? '') },
        handles,
      );
      formElement.reset();
      navigate(shopUrls.wishlists(culture, made.Id));
      return { kind: 'success', text: t('Wishlists.Created', { name: made.Name }) };
    }, general);
  }

  function orderAll(list: WishlistDetail) {
    void run(async () => {
      const answer: WishlistToCart = await api.wishlists.addToCart({ WishlistId: list.Id }, culture, handles);
      announceCartChanged(answer.Cart);
      return {
        kind: answer.NotAdded.length ? 'error' : 'success',
        text: t('Wishlists.OrderedAll', { count: answer.AddedCount }),
        details: answer.NotAdded.map((item) =>
          t('Wishlists.NotAdded', { name: item.ProductName, reason: t(`Wishlists.Reason.${item.Reason}`) }),
        ),
      };
    }, general);
  }

  return (
    <section className="wishlists-page">
      <h1>{t('Wishlists.Title')}</h1>
      <WishlistAutoOpen open={modal.open} />
      <WishlistDialog state={modal.state} onClose={modal.close} />
      {notice ? (
        <div className={`notice notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          <p>{notice.text}</p>
          {notice.details?.length ? (
            <ul>
              {notice.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="wishlists-page__layout">
        <aside className="wishlists-page__menu">
          <nav aria-label={t('Wishlists.ListsNav')}>
            {lists.length ? (
              <ul className="wishlists-menu">
                {lists.map((list) => (
                  <li key={list.Id}>
                    {/* In-place navigation: the list's own address goes in the address bar. */}
                    <a
                      href={pageUrl(list.Id)}
                      className={list.Id === active?.Id ? 'active' : undefined}
                      aria-current={list.Id === active?.Id ? 'page' : undefined}
                    >
                      {list.Name} <span className="wishlists-menu__count">({list.ProductsCount})</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('Wishlists.NoLists')}</p>
            )}
          </nav>
          <form
            className="wishlists-page__create"
            method="post"
            action={pageUrl(active?.Id)}
            onSubmit={create}
          >
            <h2>{t('Wishlists.NewList')}</h2>
            <input type="hidden" name="intent" value="create" />
            <div className="form-field">
              <label htmlFor={`${id}-new-name`}>{t('Wishlists.Name')}</label>
              <input id={`${id}-new-name`} name="Name" maxLength={100} required />
            </div>
            <div className="form-field">
              <label htmlFor={`${id}-new-description`}>{t('Wishlists.Description')}</label>
              <textarea id={`${id}-new-description`} name="Description" maxLength={1000} rows={2} />
            </div>
            <button type="submit" className="button button--secondary" disabled={busy}>
              {t('Wishlists.Create')}
            </button>
          </form>
        </aside>
        <div
          className="wishlists-page__list"
          aria-busy={busy || revalidator.state === 'loading' || undefined}
        >
          {active ? (
            <>
              <h2>{active.Name}</h2>
              {active.Description ? (
                <p className="wishlists-page__description">{active.Description}</p>
              ) : null}
              <WishlistItemsTable
                key={active.Id}
                list={active}
                lists={lists}
                basePath={basePath}
                actions={{
                  busy,
                  onQuantities: (form) => {
                    const items = quantitiesOf(new FormData(form).entries(), normaliseWishlistQuantity);
                    // Normalised before saving (spec 001 §5): the inputs show what is saved.
                    for (const item of items) {
                      const input = form.ownerDocument.querySelector<HTMLInputElement>(
                        `input[name="qty:${item.variantId}"]`,
                      );
                      if (input) input.value = String(item.qty);
                    }
                    void run(
                      async () => {
                        await api.wishlists.updateQuantity(active.Id, { Items: items }, culture, handles);
                        return { kind: 'success', text: t('Wishlists.QuantitiesSaved') };
                      },
                      (error) => quantityFailureMessage(error, t),
                    );
                  },
                  onRemove: (productId) =>
                    void run(async () => {
                      await api.wishlists.deleteFromList(productId, handles);
                      return null;
                    }, general),
                  onMove: (productId, to) =>
                    void run(async () => {
                      await api.wishlists.move({ WishlistProductId: productId, ToWishlistId: to }, handles);
                      return null;
                    }, general),
                }}
              />
              {active.Items.length ? (
                <button
                  type="button"
                  className="button button--primary wishlists-page__order-all"
                  disabled={busy}
                  onClick={() => orderAll(active)}
                >
                  {t('Wishlists.OrderAll')}
                </button>
              ) : null}
              <WishlistSettings
                key={`settings-${active.Id}`}
                list={active}
                busy={busy}
                onSave={(name, description) =>
                  void run(async () => {
                    if (name !== active.Name) await api.wishlists.updateName(active.Id, name, handles);
                    if (description !== active.Description)
                      await api.wishlists.updateDescription(active.Id, description, handles);
                    return { kind: 'success', text: t('Wishlists.Saved') };
                  }, general)
                }
                onDelete={() => {
                  if (!window.confirm(t('Wishlists.DeleteConfirm', { name: active.Name }))) return;
                  void run(async () => {
                    await api.wishlists.remove(active.Id, handles);
                    navigate(shopUrls.wishlists(culture));
                    return null;
                  }, general);
                }}
              />
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function WishlistSettings({
  list,
  busy,
  onSave,
  onDelete,
}: {
  list: WishlistDetail;
  busy: boolean;
  onSave: (name: string, description: string) => void;
  onDelete: () => void;
}) {
  const { t, culture } = useTranslation();
  const { basePath } = useSite();
  const id = useId();
  const action = inApp(basePath, shopUrls.wishlists(culture, list.Id));
  return (
    <details className="wishlists-page__settings">
      <summary>{t('Wishlists.Settings')}</summary>
      <form
        method="post"
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          onSave(String(form.get('Name') ?? '').trim() || list.Name, String(form.get('Description') ?? ''));
        }}
      >
        <input type="hidden" name="intent" value="settings" />
        <div className="form-field">
          <label htmlFor={`${id}-name`}>{t('Wishlists.Name')}</label>
          <input id={`${id}-name`} name="Name" defaultValue={list.Name} maxLength={100} required />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-description`}>{t('Wishlists.Description')}</label>
          <textarea
            id={`${id}-description`}
            name="Description"
            defaultValue={list.Description}
            maxLength={1000}
            rows={2}
          />
        </div>
        <button type="submit" className="button button--secondary" disabled={busy}>
          {t('Wishlists.SaveSettings')}
        </button>
      </form>
      <form
        method="post"
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          onDelete();
        }}
      >
        <input type="hidden" name="intent" value="delete" />
        <button type="submit" className="button button--secondary wishlists-page__delete" disabled={busy}>
          {t('Wishlists.Delete')}
        </button>
      </form>
    </details>
  );
}
