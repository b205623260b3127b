import type { WishlistAddResponse, WishlistSummary } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { normaliseWishlistQuantity, translateMessage } from '@vitrine/validation';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';
import { announceWishlistsChanged } from './wishlist-count';
import { addFailureMessage } from './wishlist-messages';

/** What an add came to: the answer, or the message to show (spec 001 §8). */
export type WishlistAddOutcome = { ok: true; answer: WishlistAddResponse } | { ok: false; message: string };

export interface WishlistFormProps {
  productVariantId: string;
  /** The customer's lists, each saying whether it holds the variant already. */
  lists: WishlistSummary[];
  /** What a submission without script came to (the popup page's action). */
  outcome?: WishlistAddOutcome | null;
  /** After adding: back to shopping (the modal closes). Without it, a link back. */
  onDone?: () => void;
}

/**
 * The wishlist modal (spec 001 §2, §4): an existing list or a new one — a checkbox switches the
 * two tabs —, the list choice saying whether the product is in it already, and after adding a
 * dialog offering to return to shopping or to go to the wishlist. Without script it posts to the
 * popup page, which answers the same way.
 */
export function WishlistForm({
  productVariantId,
  lists,
  outcome: initial = null,
  onDone,
}: WishlistFormProps) {
  const { t, culture } = useTranslation();
  const { basePath } = useSite();
  const api = useApi();
  const id = useId();
  const [newList, setNewList] = useState(lists.length === 0);
  const [chosen, setChosen] = useState(lists.find((list) => !list.ContainsVariant)?.Id ?? lists[0]?.Id ?? '');
  const [outcome, setOutcome] = useState<WishlistAddOutcome | null>(initial);
  const [busy, setBusy] = useState(false);
  const [pushed, setPushed] = useState<WishlistAddResponse | null>(null);
  const chosenList = lists.find((list) => list.Id === chosen);
  // Without script both tabs are shown (the checkbox then tells the page which one counts);
  // with it, the checkbox shows one of them.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const showNew = !scripted || newList;
  const showExisting = !scripted || !newList;

  // The analytics event the answer carries, pushed once the add is done.
  useEffect(() => {
    if (outcome?.ok && outcome.answer !== pushed) {
      setPushed(outcome.answer);
      const layer = (window as { dataLayer?: unknown[] }).dataLayer;
      if (Array.isArray(layer)) layer.push(outcome.answer.DataLayer);
    }
  }, [outcome, pushed]);

  if (outcome?.ok) {
    const wishlistUrl = inApp(basePath, shopUrls.wishlists(culture, outcome.answer.WishlistId));
    return (
      <div className="wishlist-added" role="status">
        <p className="notice notice--success">{translateMessage(outcome.answer.Message, t)}</p>
        <p className="wishlist-added__actions">
          {onDone ? (
            <button type="button" className="button button--secondary" onClick={onDone}>
              {t('Wishlists.ContinueShopping')}
            </button>
          ) : null}
          <a className="button button--primary" href={wishlistUrl}>
            {t('Wishlists.GoToWishlist')}
          </a>
        </p>
      </div>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const quantity = normaliseWishlistQuantity(form.get('quantity'));
    const name = String(form.get('name') ?? '').trim();
    if (newList && !name) {
      setOutcome({ ok: false, message: t('Validation.Required') });
      return;
    }
    setBusy(true);
    try {
      const answer = await api.wishlists.addProductVariant(
        newList
          ? {
              productVariantId,
              quantity,
              name,
              description: String(form.get('description') ?? ''),
              culture,
            }
          : { productVariantId, quantity, wishlistId: chosen, culture },
        { handles: [400, 404, 422] },
      );
      setOutcome({ ok: true, answer });
      announceWishlistsChanged();
    } catch (error) {
      setOutcome({ ok: false, message: addFailureMessage(error, t) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="wishlist-form"
      method="post"
      action={inApp(basePath, shopUrls.wishlistPopup(culture, productVariantId))}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <input type="hidden" name="productVariantId" value={productVariantId} />
      {lists.length > 0 ? (
        <div className="form-field form-field--checkbox">
          <input
            id={`${id}-new`}
            type="checkbox"
            name="newList"
            value="true"
            checked={newList}
            onChange={(event) => setNewList(event.currentTarget.checked)}
            aria-controls={`${id}-existing ${id}-create`}
          />
          <label htmlFor={`${id}-new`}>{t('Wishlists.NewListToggle')}</label>
        </div>
      ) : (
        <input type="hidden" name="newList" value="true" />
      )}
      {lists.length > 0 ? (
        <fieldset id={`${id}-existing`} className="wishlist-form__tab" hidden={!showExisting}>
          <legend>{t('Wishlists.ExistingTab')}</legend>
          <div className="form-field">
            <label htmlFor={`${id}-list`}>{t('Wishlists.ExistingList')}</label>
            <select
              id={`${id}-list`}
              name="wishlistId"
              value={chosen}
              disabled={!showExisting}
              onChange={(event) => setChosen(event.currentTarget.value)}
              aria-describedby={`${id}-in-list`}
            >
              {lists.map((list) => (
                <option key={list.Id} value={list.Id}>
                  {list.Name}
                </option>
              ))}
            </select>
            <p id={`${id}-in-list`} className="wishlist-form__in-list" aria-live="polite">
              {chosenList?.ContainsVariant
                ? t('Wishlists.AlreadyIn', { quantity: chosenList.VariantQuantity ?? 1 })
                : t('Wishlists.NotYetIn')}
            </p>
          </div>
        </fieldset>
      ) : null}
      <fieldset id={`${id}-create`} className="wishlist-form__tab" hidden={!showNew}>
        <legend>{t('Wishlists.NewTab')}</legend>
        <div className="form-field">
          <label htmlFor={`${id}-name`}>{t('Wishlists.Name')}</label>
          <input
            id={`${id}-name`}
            name="name"
            maxLength={100}
            required={scripted && newList}
            disabled={!showNew}
          />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-description`}>{t('Wishlists.Description')}</label>
          <textarea
            id={`${id}-description`}
            name="description"
            maxLength={1000}
            rows={2}
            disabled={!showNew}
          />
        </div>
      </fieldset>
      <div className="form-field">
        <label htmlFor={`${id}-quantity`}>{t('Wishlists.Quantity')}</label>
        <input
          id={`${id}-quantity`}
          name="quantity"
          type="number"
          min={1}
          step={1}
          defaultValue={1}
          inputMode="numeric"
          onBlur={(event) => {
            event.currentTarget.value = String(normaliseWishlistQuantity(event.currentTarget.value));
          }}
        />
      </div>
      {outcome && !outcome.ok ? (
        <p className="notice notice--error" role="alert">
          {outcome.message}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('Wishlists.Adding') : t('Wishlists.Add')}
      </button>
    </form>
  );
}
