import type { CurrencyChangeResponse } from '@vitrine/api-client';
import { useCallback, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useApi } from '../../lib/api-context';
import { announceCartChanged } from '../../lib/cart-events';
import { useTranslation } from '../i18n/translation-context';
import { useNotices } from '../notices/notices';

/** A change the server warned about, waiting for the shopper's answer. */
export interface PendingChange {
  currency: string;
  reasonKey: string;
}

/**
 * Spec 001 §4 "Currency change": `OK` reloads the page (in place: the loaders run again, so the
 * header, the cart and the prices come back in the new currency) and announces 'cart changed';
 * a `Warning` waits for the shopper (`pending`): `confirm` repeats the call with the force flag
 * and reloads on OK, `cancel` changes nothing; anything else is an error notice titled with the
 * reason resource (§8).
 */
export function useCurrencyChange() {
  const api = useApi().currency;
  const { t } = useTranslation();
  const { notify } = useNotices();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const run = useCallback(
    async (currency: string, force: boolean) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      let answer: CurrencyChangeResponse | null = null;
      try {
        answer = await api.changeTo(currency, force);
      } catch {
        // Not a refusal (the network, the server): the error flow has shown it already.
      }
      try {
        if (!answer) return;
        if (answer.ResponseCode === 'OK') {
          await revalidator.revalidate();
          announceCartChanged();
        } else if (answer.ReasonType === 'Warning' && !force)
          setPending({ currency, reasonKey: answer.ReasonResourceKey ?? 'Currency.CartWillBeConverted' });
        else
          notify({
            kind: 'error',
            title: t(answer.ReasonResourceKey ?? 'Currency.ChangeFailed'),
            message: t('Currency.ChangeFailed'),
          });
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [api, notify, revalidator, t],
  );

  return {
    busy,
    pending,
    choose: (currency: string) => run(currency, false),
    confirm: () => {
      const asked = pending;
      setPending(null);
      if (asked) void run(asked.currency, true);
    },
    cancel: () => setPending(null),
  };
}
