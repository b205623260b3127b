import { type CouponApplied, isApiError, type ShoppingCart } from '@vitrine/api-client';
import { canApplyCoupon, canRemoveCoupon, translateMessage } from '@vitrine/validation';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';
import { useNotices } from '../notices/notices';
import { CouponCodesModal } from './coupon-codes-modal';

/** The page's way of running a call: one at a time, the loader shown, the answer shown and announced. */
export type RunCartCall = (
  call: () => Promise<ShoppingCart>,
  after: (next: ShoppingCart) => void,
) => Promise<void>;

/** A failed call (no answer, the server's own error) is shown as a growl here, not by the error flow. */
const FAILURES = [0, 500, 502, 503, 504];

/**
 * The cart's coupon field (spec 001 §2 "Coupons", §4, §5, §8): Enter or Apply applies the code in
 * the field, Remove takes it off; neither does anything with an empty field. After applying, a
 * notice titled Coupons says whether the code was valid (`CouponsValid`, `NoCouponAvailable`
 * with the server's reason); a call that fails shows the growl 'A error has occurred'. Signed-in
 * customers also get the list of their coupon codes.
 */
export function CouponBox({ cart, run }: { cart: ShoppingCart; run: RunCartCall }) {
  const { t, culture } = useTranslation();
  const { user } = useSite();
  const api = useApi();
  const { notify } = useNotices();
  const id = useId();
  const applied = cart.Coupons ?? [];
  const [code, setCode] = useState(applied[0]?.Code ?? '');
  const [invalid, setInvalid] = useState(false);
  const [listOpen, setListOpen] = useState(false);

  // A code the server took off (another tab) leaves the field when nothing else is typed there.
  const firstApplied = applied[0]?.Code ?? '';
  useEffect(() => {
    if (firstApplied) setCode((current) => current || firstApplied);
  }, [firstApplied]);

  /** A refusal is shown as the Coupons notice and the cart as the server has it is read again. */
  async function refused(error: unknown): Promise<ShoppingCart> {
    if (!isApiError(error) || FAILURES.includes(error.status)) {
      notify({ kind: 'error', message: t('Coupons.CallFailed') });
      throw error;
    }
    const reasons = Object.values(error.problem?.errors ?? {})
      .flat()
      .map((message) => translateMessage(message, t));
    notify({
      kind: 'warning',
      title: t('Coupons'),
      message: [t('NoCouponAvailable'), ...new Set(reasons)].join(' '),
    });
    return api.cart.shoppingCart(culture);
  }

  function apply(value: string) {
    if (!canApplyCoupon(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const wanted = value.trim();
    return run(
      async () => {
        let result: CouponApplied;
        try {
          result = await api.coupons.applyCoupon(wanted, culture, { handles: FAILURES });
        } catch (error) {
          return refused(error);
        }
        notify({ kind: 'success', title: t('Coupons'), message: t('CouponsValid') });
        return result.Cart;
      },
      () => setCode(wanted),
    );
  }

  function remove() {
    if (!canRemoveCoupon(code)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    return run(
      async () => {
        try {
          return await api.coupons.removeCoupon(code.trim(), culture, { handles: FAILURES });
        } catch (error) {
          return refused(error);
        }
      },
      (next) => {
        if (!(next.Coupons ?? []).some((coupon) => coupon.Code.toUpperCase() === code.trim().toUpperCase()))
          setCode('');
      },
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void apply(code);
  };
  const errorId = `${id}-error`;

  return (
    <form className="coupon-box" onSubmit={onSubmit} noValidate>
      <label className="coupon-box__label" htmlFor={`${id}-code`}>
        {t('Coupons.Label')}
      </label>
      <div className="coupon-box__row">
        <input
          id={`${id}-code`}
          className="coupon-box__input"
          type="text"
          name="CouponCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          value={code}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            if (invalid) setInvalid(false);
          }}
        />
        <button type="submit" className="button button--primary coupon-box__apply">
          {t('Coupons.Apply')}
        </button>
        <button
          type="button"
          className="button button--secondary coupon-box__remove"
          onClick={() => void remove()}
        >
          {t('Coupons.Remove')}
        </button>
      </div>
      {invalid ? (
        <p className="coupon-box__error" id={errorId}>
          {t('Validation.CouponCodeRequired')}
        </p>
      ) : null}
      {user ? (
        <>
          <button
            type="button"
            className="button button--link coupon-box__list"
            onClick={() => setListOpen(true)}
          >
            {t('Coupons.MyCoupons')}
          </button>
          <CouponCodesModal
            open={listOpen}
            userId={user.UserId}
            onClose={() => setListOpen(false)}
            onUse={(picked) => {
              setListOpen(false);
              setCode(picked);
              void apply(picked);
            }}
          />
        </>
      ) : null}
    </form>
  );
}

/** The coupons in the cart's totals: each applied code with what it takes off, or why it gives nothing now. */
export function CouponTotals({ cart }: { cart: ShoppingCart }) {
  const { t } = useTranslation();
  const applied = cart.Coupons ?? [];
  if (!applied.length) return null;
  return (
    <>
      {applied.map((coupon) => (
        <div key={coupon.Code} className="cart-summary__coupon" data-testid="cart-coupon">
          <dt>
            {t('Coupons.Discount')} <span className="cart-summary__code">{coupon.Code}</span>
            {coupon.InactiveReason ? (
              <span className="cart-summary__coupon-reason">
                {translateMessage(coupon.InactiveReason, t)}
              </span>
            ) : null}
          </dt>
          <dd data-testid="cart-coupon-discount">
            {coupon.DiscountAmount > 0 ? `−${coupon.DiscountHtml}` : coupon.DiscountHtml}
          </dd>
        </div>
      ))}
    </>
  );
}
