import type { BirthList, BirthListItem, CustomerAddress } from '@vitrine/api-client';
import { shopUrls } from '@vitrine/api-client/urls';
import { ConfirmDialog, CopyToClipboard } from '@vitrine/ui';
import { translateMessage } from '@vitrine/validation';
import { useCallback, useId, useState } from 'react';
import { useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { useApi } from '../../lib/api-context';
import { refusalMessages } from '../cart/cart-problem';
import { useTranslation } from '../i18n/translation-context';
import { useNotices } from '../notices/notices';
import { AddToBirthListDialog } from './add-to-birth-list';
import { BirthListHeader, ItemProduct } from './birth-list-parts';
import { BirthListDetailsFields, birthListBody } from './my-birth-lists';

/**
 * `{culture}/account/birthlists/{id}`: one of the customer's birth lists. Its items (wished for,
 * bought, remaining), the gifts received and from whom, and the share link. `openBirthlist` in
 * the query (a variant id) opens the add modal at once (spec 001 §2).
 */
export function BirthListPage({
  list,
  addresses = [],
}: {
  list: BirthList;
  /** The owner's saved delivery addresses, for the list's delivery choice. */
  addresses?: readonly CustomerAddress[];
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { revalidate } = useRevalidator();
  const opening = params.get('openBirthlist');
  const closeAdd = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('openBirthlist');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setParams]);

  return (
    <div className="account-page birth-list">
      <BirthListHeader list={list} />
      {list.DeliveryAddress ? (
        <dl className="birth-list__delivery">
          <dt>{t('BirthList.DeliveryAddress')}</dt>
          <dd>{[list.DeliveryAddress.Name, ...list.DeliveryAddress.Lines].join(', ')}</dd>
        </dl>
      ) : null}
      <ShareSection list={list} />
      <section aria-labelledby="birth-list-items">
        <h2 id="birth-list-items">{t('BirthList.Items')}</h2>
        {list.Items.length === 0 ? (
          <p>{t('BirthList.NoItems')}</p>
        ) : (
          <ul className="birth-list__items">
            {list.Items.map((item) => (
              <OwnerItem key={item.Id} listId={list.Id} item={item} />
            ))}
          </ul>
        )}
      </section>
      <Purchases list={list} />
      <EditSection list={list} addresses={addresses} />
      {opening ? (
        <AddToBirthListDialog
          open
          onClose={closeAdd}
          productVariantId={opening}
          listId={list.Id}
          onAdded={() => void revalidate()}
        />
      ) : null}
    </div>
  );
}

function OwnerItem({ listId, item }: { listId: string; item: BirthListItem }) {
  const { t, culture } = useTranslation();
  const api = useApi();
  const { notify } = useNotices();
  const { revalidate } = useRevalidator();
  const id = useId();
  const [quantity, setQuantity] = useState(item.Quantity);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string[] | null>(null);

  const change = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setRefusal(null);
    try {
      await work();
      notify({ kind: 'success', message: t(done) });
      await revalidate();
    } catch (error) {
      setRefusal(refusalMessages(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="birth-list__item" data-testid="birth-list-item">
      <ItemProduct item={item} />
      <form
        className="birth-list__quantity"
        onSubmit={(event) => {
          event.preventDefault();
          void change(
            () => api.birthLists.changeQuantity(listId, item.Id, quantity, culture, { handles: [400, 404] }),
            'BirthList.QuantitySaved',
          );
        }}
      >
        <label htmlFor={`${id}-quantity`}>
          {t('BirthList.QuantityLabel', { product: item.ProductName })}
        </label>
        <input
          id={`${id}-quantity`}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={quantity}
          // Wished-for quantities are whole, positive numbers (spec 001 §5, as the wishlists').
          onChange={(event) =>
            setQuantity(Math.max(1, Math.floor(Math.abs(Number(event.target.value)) || 1)))
          }
        />
        <button type="submit" className="button button--secondary button--small" disabled={busy}>
          {t('BirthList.UpdateQuantity')}
        </button>
      </form>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={t('BirthList.RemoveLabel', { product: item.ProductName })}
        disabled={busy}
        onClick={() =>
          void change(
            () => api.birthLists.removeItem(listId, item.Id, culture, { handles: [404] }),
            'BirthList.Removed',
          )
        }
      >
        {t('BirthList.Remove')}
      </button>
      {refusal ? (
        <p className="notice notice--error" role="alert">
          {refusal.map((message) => translateMessage(message, t)).join(' ')}
        </p>
      ) : null}
    </li>
  );
}

/** The share link: made (shown once, to copy), made anew (the old one stops), or revoked. */
function ShareSection({ list }: { list: BirthList }) {
  const { t, culture } = useTranslation();
  const api = useApi();
  const { notify } = useNotices();
  const { revalidate } = useRevalidator();
  const id = useId();
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      await revalidate();
    } catch {
      // The error flow has shown it.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="birth-list__share" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('BirthList.Share')}</h2>
      <p>{t('BirthList.ShareIntro')}</p>
      <p data-testid="birth-list-share-state">
        {list.IsShared ? t('BirthList.IsShared') : t('BirthList.NotShared')}
      </p>
      {link ? (
        <div className="form-field">
          <label htmlFor={`${id}-link`}>{t('BirthList.ShareLink')}</label>
          <input id={`${id}-link`} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
          <CopyToClipboard text={link} label={t('BirthList.Copy')} copiedMessage={t('BirthList.Copied')} />
        </div>
      ) : null}
      <div className="birth-list__share-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              setLink((await api.birthLists.share(list.Id, culture)).ShareUrl);
            })
          }
        >
          {list.IsShared ? t('BirthList.NewLink') : t('BirthList.MakeLink')}
        </button>
        {list.IsShared ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await api.birthLists.revokeShare(list.Id);
                setLink(null);
                notify({ kind: 'success', message: t('BirthList.Revoked') });
              })
            }
          >
            {t('BirthList.Revoke')}
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** What was given, and by whom ("anonymous" when the buyer asked to stay so). */
function Purchases({ list }: { list: BirthList }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="birth-list-purchases">
      <h2 id="birth-list-purchases">{t('BirthList.Purchases')}</h2>
      {list.Purchases.length === 0 ? (
        <p>{t('BirthList.NoPurchases')}</p>
      ) : (
        <div className="data-table-scroll">
          <table className="data-table" data-testid="birth-list-purchases">
            <thead>
              <tr>
                <th scope="col">{t('BirthList.Gift')}</th>
                <th scope="col" className="data-table__number">
                  {t('BirthList.Bought')}
                </th>
                <th scope="col">{t('BirthList.From')}</th>
                <th scope="col">{t('BirthList.GiftMessage')}</th>
              </tr>
            </thead>
            <tbody>
              {list.Purchases.map((purchase) => (
                <tr key={purchase.Id}>
                  <td>{purchase.ProductName}</td>
                  <td className="data-table__number">{purchase.Quantity}</td>
                  <td>
                    {purchase.Anonymous || !purchase.BuyerName
                      ? t('BirthList.Anonymous')
                      : purchase.BuyerName}
                  </td>
                  <td>{purchase.Message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The list's details changed in place, and the list deleted once the owner confirms it. */
function EditSection({ list, addresses }: { list: BirthList; addresses: readonly CustomerAddress[] }) {
  const { t, culture } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { notify } = useNotices();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string[] | null>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setRefusal(null);
    try {
      await work();
    } catch (error) {
      setRefusal(refusalMessages(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="birth-list__edit" aria-labelledby="birth-list-edit">
      <h2 id="birth-list-edit">{t('BirthList.EditDetails')}</h2>
      <form
        className="birth-lists__form"
        // The fields start again from the list as saved once it changed.
        key={`${list.Title}|${list.BabyName}|${list.ExpectedDate}|${list.Message}|${list.DeliveryAddress?.Id}`}
        onSubmit={(event) => {
          event.preventDefault();
          const body = birthListBody(new FormData(event.currentTarget));
          void run(async () => {
            await api.birthLists.update(list.Id, body, culture, { handles: [400, 404, 422] });
            notify({ kind: 'success', message: t('BirthList.Saved') });
            await revalidate();
          });
        }}
      >
        <BirthListDetailsFields addresses={addresses} list={list} />
        {refusal ? (
          <p className="notice notice--error" role="alert">
            {refusal.map((message) => translateMessage(message, t)).join(' ')}
          </p>
        ) : null}
        <div className="birth-list__edit-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {t('BirthList.Save')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {t('BirthList.Delete')}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('BirthList.Delete')}
        message={t('BirthList.DeleteConfirm')}
        confirmLabel={t('BirthList.Delete')}
        cancelLabel={t('BirthList.Cancel')}
        closeLabel={t('Core.Close')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void run(async () => {
            await api.birthLists.remove(list.Id, { handles: [404] });
            navigate(shopUrls.birthLists(culture), { replace: true });
          });
        }}
      />
    </section>
  );
}
