import type { CustomerCoupon } from '@vitrine/api-client';
import { CopyToClipboard } from '@vitrine/ui';
import { useTranslation } from '../i18n/translation-context';

/**
 * A customer's coupon codes, each with its value, conditions and validity: the modal's list and
 * the `{culture}/widget/couponcodes/list` fragment's. With `onUse`, each can be copied or used at
 * once; without (the static fragment), each item carries its code in `data-coupon-code` for the
 * page that shows it.
 */
export function CouponCodesList({
  coupons,
  onUse,
}: {
  coupons: CustomerCoupon[];
  onUse?: ((code: string) => void) | undefined;
}) {
  const { t, culture } = useTranslation();
  const date = (iso: string) => new Intl.DateTimeFormat(culture, { dateStyle: 'long' }).format(new Date(iso));
  return (
    <ul className="coupon-codes">
      {coupons.map((coupon) => (
        <li key={coupon.Code} className="coupon-codes__item" data-coupon-code={coupon.Code}>
          <div className="coupon-codes__head">
            <span className="coupon-codes__code">{coupon.Code}</span>
            <span className="coupon-codes__value">{coupon.ValueHtml}</span>
          </div>
          {coupon.Description ? <p className="coupon-codes__description">{coupon.Description}</p> : null}
          <ul className="coupon-codes__terms">
            {coupon.MinimumAmountHtml ? (
              <li>{t('Coupons.MinimumOf', { amount: coupon.MinimumAmountHtml })}</li>
            ) : null}
            {coupon.EndsAt ? <li>{t('Coupons.ValidUntil', { date: date(coupon.EndsAt) })}</li> : null}
          </ul>
          {onUse ? (
            <div className="coupon-codes__actions">
              <CopyToClipboard text={coupon.Code} label={t('Core.Copy')} copiedMessage={t('Core.Copied')} />
              <button type="button" className="button button--primary" onClick={() => onUse(coupon.Code)}>
                {t('Coupons.UseCode', { code: coupon.Code })}
              </button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
