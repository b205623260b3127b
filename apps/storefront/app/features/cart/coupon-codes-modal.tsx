import type { CustomerCoupon } from '@vitrine/api-client';
import { Modal, Spinner } from '@vitrine/ui';
import { useEffect, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { useTranslation } from '../i18n/translation-context';
import { CouponCodesList } from './coupon-codes-list';

type Load = { state: 'loading' } | { state: 'loaded'; coupons: CustomerCoupon[] } | { state: 'failed' };

/**
 * The coupon-codes modal (spec 001 §2 "a modal listing coupon codes", the spec's
 * `widget/couponcodes/list`): the signed-in customer's coupons from
 * `GET api/v1/couponcode/user/{id}`, read each time it opens, each with its value, conditions
 * and validity, to copy or to use at once.
 */
export function CouponCodesModal({
  open,
  userId,
  onClose,
  onUse,
}: {
  open: boolean;
  userId: string;
  onClose: () => void;
  onUse: (code: string) => void;
}) {
  const { t, culture } = useTranslation();
  const api = useApi();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    api.coupons
      .customerCoupons(userId, culture, { signal: controller.signal })
      .then((coupons) => setLoad({ state: 'loaded', coupons }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' });
      });
    return () => controller.abort();
  }, [open, userId, culture, api]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('Coupons.ModalTitle')}
      closeLabel={t('Core.Close')}
      className="coupon-codes-modal"
    >
      {load.state === 'loading' ? (
        <p className="coupon-codes__loading">
          <Spinner label={t('Coupons.Loading')} />
        </p>
      ) : load.state === 'failed' ? (
        <p className="notice notice--error">{t('Coupons.CallFailed')}</p>
      ) : load.coupons.length === 0 ? (
        <p>{t('Coupons.NoneForYou')}</p>
      ) : (
        <CouponCodesList coupons={load.coupons} onUse={onUse} />
      )}
    </Modal>
  );
}
