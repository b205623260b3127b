import type { BirthListItem } from '@vitrine/api-client';
import { useTranslation } from '../i18n/translation-context';

/** A birth list's title, the baby's name and date, and the parents' message. */
export function BirthListHeader({
  list,
}: {
  list: { Title: string; BabyName: string | null; ExpectedDate: string | null; Message: string };
}) {
  const { t, culture } = useTranslation();
  const date = list.ExpectedDate
    ? new Intl.DateTimeFormat(culture, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${list.ExpectedDate}T00:00:00Z`),
      )
    : null;
  return (
    <header className="birth-list__header">
      <h1>{list.Title}</h1>
      {list.BabyName ? <p>{t('BirthList.ForBaby', { name: list.BabyName })}</p> : null}
      {date ? <p>{t('BirthList.ExpectedOn', { date })}</p> : null}
      {list.Message ? <p className="birth-list__message">{list.Message}</p> : null}
    </header>
  );
}

/** An item's product (photo, name linking to its page, price) and how far it is given. */
export function ItemProduct({ item }: { item: BirthListItem }) {
  const { t } = useTranslation();
  return (
    <div className="birth-list__product">
      {item.Photo ? (
        <img
          className="birth-list__photo"
          src={item.Photo.ThumbnailUrl}
          alt=""
          width={80}
          height={80}
          loading="lazy"
        />
      ) : null}
      <div>
        <a href={item.ProductUrl}>{item.ProductName}</a>
        <span className="birth-list__price"> {item.PriceHtml}</span>
        <dl className="birth-list__counts">
          <div>
            <dt>{t('BirthList.Wanted')}</dt>
            <dd>{item.Quantity}</dd>
          </div>
          <div>
            <dt>{t('BirthList.Bought')}</dt>
            <dd data-testid="birth-list-bought">{item.Bought}</dd>
          </div>
          <div>
            <dt>{t('BirthList.Remaining')}</dt>
            <dd>{item.Remaining}</dd>
          </div>
        </dl>
        {item.Done ? (
          <span className="address-card__badge" data-testid="birth-list-done">
            {t('BirthList.Done')}
          </span>
        ) : null}
      </div>
    </div>
  );
}
