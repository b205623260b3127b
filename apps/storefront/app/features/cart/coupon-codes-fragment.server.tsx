import type { CustomerCoupon } from '@vitrine/api-client';
import type { Culture, StringResources } from '@vitrine/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { TranslationProvider, useTranslation } from '../i18n/translation-context';
import { CouponCodesList } from './coupon-codes-list';

/** The customer's codes, or (coupons null) the guest told to sign in first. */
function Fragment({ coupons }: { coupons: CustomerCoupon[] | null }) {
  const { t } = useTranslation();
  return (
    <section className="coupon-codes-panel" aria-label={t('Coupons.ModalTitle')}>
      {coupons === null ? (
        <p>{t('Coupons.SignInToSeeCodes')}</p>
      ) : coupons.length === 0 ? (
        <p>{t('Coupons.NoneForYou')}</p>
      ) : (
        <CouponCodesList coupons={coupons} />
      )}
    </section>
  );
}

/** The `{culture}/widget/couponcodes/list` fragment: the coupon-codes modal's content as HTML. */
export function renderCouponCodesFragment(input: {
  coupons: CustomerCoupon[] | null;
  culture: Culture;
  strings: StringResources;
}): string {
  return renderToStaticMarkup(
    <TranslationProvider culture={input.culture} strings={input.strings}>
      <Fragment coupons={input.coupons} />
    </TranslationProvider>,
  );
}
