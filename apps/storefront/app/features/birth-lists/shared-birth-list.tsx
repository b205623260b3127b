import type { BirthListItem, CartUpdate, SharedBirthList } from '@vitrine/api-client';
import { Modal } from '@vitrine/ui';
import { translateMessage } from '@vitrine/validation';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useApi } from '../../lib/api-context';
import { announceCartChanged } from '../../lib/cart-events';
import { AddedToCartDialog } from '../cart/added-to-cart-dialog';
import { refusalMessages } from '../cart/cart-problem';
import { useTranslation } from '../i18n/translation-context';
import { BirthListHeader, ItemProduct } from './birth-list-parts';

/**
 * `{culture}/birthlist/{token}`: a birth list as its share link shows it to friends and family,
 * without an account. Each item still to give has a Give button: the gift goes in the cart with
 * the giver's name and message, and counts once the order is paid.
 */
export function SharedBirthListPage({ list, token }: { list: SharedBirthList; token: string }) {
  const { t } = useTranslation();
  const [giving, setGiving] = useState<BirthListItem | null>(null);
  const [added, setAdded] = useState<{ update: CartUpdate; quantity: number } | null>(null);
  return (
    <div className="birth-list birth-list--shared">
      <BirthListHeader list={list} />
      <section aria-labelledby="shared-birth-list-items">
        <h2 id="shared-birth-list-items">{t('BirthList.Items')}</h2>
        {list.Items.length === 0 ? (
          <p>{t('BirthList.NoItems')}</p>
        ) : (
          <ul className="birth-list__items">
            {list.Items.map((item) => (
              <li key={item.Id} className="birth-list__item" data-testid="birth-list-item">
                <ItemProduct item={item} />
                {item.Done ? null : item.Available ? (
                  <button
                    type="button"
                    className="button button--primary"
                    aria-haspopup="dialog"
                    aria-label={t('BirthList.GiveLabel', { product: item.ProductName })}
                    onClick={() => setGiving(item)}
                  >
                    {t('BirthList.Give')}
                  </button>
                ) : (
                  <span>{t('BirthList.Unavailable')}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <Modal
        open={giving !== null}
        onClose={() => setGiving(null)}
        title={t('BirthList.GiveTitle')}
        closeLabel={t('Core.Close')}
        size="small"
        className="birth-list-give"
      >
        {giving ? (
          <GiveForm
            key={giving.Id}
            token={token}
            item={giving}
            onAdded={(update, quantity) => {
              setGiving(null);
              setAdded({ update, quantity });
            }}
          />
        ) : null}
      </Modal>
      <AddedToCartDialog
        update={added?.update ?? null}
        quantity={added?.quantity ?? 0}
        onClose={() => setAdded(null)}
      />
    </div>
  );
}

function GiveForm({
  token,
  item,
  onAdded,
}: {
  token: string;
  item: BirthListItem;
  onAdded: (update: CartUpdate, quantity: number) => void;
}) {
  const { t, culture } = useTranslation();
  const api = useApi();
  const { revalidate } = useRevalidator();
  const id = useId();
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string[] | null>(null);

  return (
    <form
      className="birth-list-give__form"
      onSubmit={async (event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        setBusy(true);
        setRefusal(null);
        try {
          const update = await api.birthLists.addToCart(
            token,
            {
              BirthListItemId: item.Id,
              Quantity: quantity,
              BuyerName: String(form.get('BuyerName') ?? ''),
              Message: String(form.get('Message') ?? ''),
              Anonymous: form.get('Anonymous') === 'on',
            },
            culture,
          );
          announceCartChanged(update);
          onAdded(update, quantity);
          void revalidate();
        } catch (error) {
          setRefusal(refusalMessages(error));
        } finally {
          setBusy(false);
        }
      }}
    >
      <p>
        <strong>{item.ProductName}</strong> {item.PriceHtml}
      </p>
      <div className="form-field">
        <label htmlFor={`${id}-quantity`}>{t('Catalog.Quantity')}</label>
        <input
          id={`${id}-quantity`}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={quantity}
          onChange={(event) =>
            setQuantity(Math.max(1, Math.floor(Math.abs(Number(event.target.value)) || 1)))
          }
        />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-name`}>{t('BirthList.YourName')}</label>
        <input id={`${id}-name`} name="BuyerName" maxLength={100} autoComplete="name" />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-message`}>{t('BirthList.YourMessage')}</label>
        <textarea id={`${id}-message`} name="Message" maxLength={1000} rows={3} />
      </div>
      <div className="form-check">
        <input id={`${id}-anonymous`} type="checkbox" name="Anonymous" />
        <label htmlFor={`${id}-anonymous`}>{t('BirthList.StayAnonymous')}</label>
      </div>
      {refusal ? (
        <p className="notice notice--error" role="alert">
          {refusal.map((message) => translateMessage(message, t)).join(' ')}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
        {t('BirthList.AddToCart')}
      </button>
    </form>
  );
}
