import type { BirthList, BirthListBody, BirthListSummary, CustomerAddress } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { translateMessage } from '@vitrine/validation';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../lib/api-context';
import { refusalMessages } from '../cart/cart-problem';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';
import { useNotices } from '../notices/notices';

/** `{culture}/account/birthlists`: the customer's birth lists, and the form that starts one. */
export function MyBirthLists({
  lists,
  addresses,
}: {
  lists: readonly BirthListSummary[];
  addresses: readonly CustomerAddress[];
}) {
  const { t, culture } = useTranslation();
  const { basePath } = useSite();
  return (
    <div className="account-page birth-lists">
      <h1>{t('BirthList.MyLists')}</h1>
      <p>{t('BirthList.Intro')}</p>
      {lists.length === 0 ? (
        <p>{t('BirthList.None')}</p>
      ) : (
        <ul className="birth-lists__list">
          {lists.map((list) => (
            <li key={list.Id} data-testid="birth-list-entry">
              <a href={inApp(basePath, shopUrls.birthList(culture, list.Id))}>{list.Title}</a>{' '}
              <span>({t('BirthList.ItemCount', { count: list.ItemCount })})</span>
            </li>
          ))}
        </ul>
      )}
      <CreateBirthListForm addresses={addresses} />
    </div>
  );
}

function CreateBirthListForm({ addresses }: { addresses: readonly CustomerAddress[] }) {
  const { t, culture } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { notify } = useNotices();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string[] | null>(null);

  return (
    <section className="birth-lists__create" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('BirthList.Create')}</h2>
      <form
        className="birth-lists__form"
        onSubmit={async (event) => {
          event.preventDefault();
          const body = birthListBody(new FormData(event.currentTarget));
          setBusy(true);
          setRefusal(null);
          try {
            const made = await api.birthLists.create(body, culture, { handles: [400, 404, 422] });
            notify({ kind: 'success', message: t('BirthList.Created') });
            navigate(shopUrls.birthList(culture, made.Id));
          } catch (error) {
            setRefusal(refusalMessages(error));
          } finally {
            setBusy(false);
          }
        }}
      >
        <BirthListDetailsFields addresses={addresses} />
        {refusal ? (
          <p className="notice notice--error" role="alert">
            {refusal.map((message) => translateMessage(message, t)).join(' ')}
          </p>
        ) : null}
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? t('BirthList.Creating') : t('BirthList.Create')}
        </button>
      </form>
    </section>
  );
}

/** A list's details as its form holds them (the create form's and the owner page's edit form). */
export function birthListBody(form: FormData): BirthListBody {
  const text = (name: string) => String(form.get(name) ?? '');
  return {
    Title: text('Title'),
    BabyName: text('BabyName'),
    ExpectedDate: text('ExpectedDate'),
    Message: text('Message'),
    DeliveryAddressId: text('DeliveryAddressId'),
  };
}

/** A list's details: title, baby's name and date, message, and the saved address gifts may go to. */
export function BirthListDetailsFields({
  addresses,
  list,
}: {
  addresses: readonly CustomerAddress[];
  /** The list being changed: its details fill the fields. */
  list?: BirthList;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <div className="form-field">
        <label htmlFor={`${id}-name`}>{t('BirthList.Title')}</label>
        <input id={`${id}-name`} name="Title" required maxLength={100} defaultValue={list?.Title} />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-baby`}>{t('BirthList.BabyName')}</label>
        <input id={`${id}-baby`} name="BabyName" maxLength={100} defaultValue={list?.BabyName ?? ''} />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-date`}>{t('BirthList.ExpectedDate')}</label>
        <input id={`${id}-date`} name="ExpectedDate" type="date" defaultValue={list?.ExpectedDate ?? ''} />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-message`}>{t('BirthList.Message')}</label>
        <textarea
          id={`${id}-message`}
          name="Message"
          maxLength={1000}
          rows={3}
          defaultValue={list?.Message ?? ''}
        />
      </div>
      {addresses.length > 0 ? (
        <div className="form-field">
          <label htmlFor={`${id}-delivery`}>{t('BirthList.DeliveryAddress')}</label>
          <select
            id={`${id}-delivery`}
            name="DeliveryAddressId"
            defaultValue={list?.DeliveryAddress?.Id ?? ''}
            aria-describedby={`${id}-hint`}
          >
            <option value="">{t('BirthList.NoDelivery')}</option>
            {addresses.map((address) => (
              <option key={address.Id} value={address.Id}>
                {`${address.FirstName} ${address.LastName}, ${address.Street1} ${address.HouseNumber}, ${address.City}`}
              </option>
            ))}
          </select>
          <span className="form-hint" id={`${id}-hint`}>
            {t('BirthList.DeliveryHint')}
          </span>
        </div>
      ) : null}
    </>
  );
}
