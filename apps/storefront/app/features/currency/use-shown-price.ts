import type { ShopperCurrencies } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';
import { formatMoney, Money } from '@vitrine/money';
import { useCallback } from 'react';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';

/**
 * A catalogue amount as the shopper sees it (ADR 019): an amount in the shop's currency is
 * converted to the shopper's at today's rate by the money module (decimal, rounded half up once,
 * the cart's own rule), so the product page shows the unit price the cart will charge. Amounts
 * in any other currency, and pages without a shopper currency, are formatted as they are.
 */
export function shownPrice(
  amount: number,
  currency: string,
  culture: Culture,
  shopper: ShopperCurrencies | null | undefined,
): string {
  const money = Money.parse(amount, currency);
  if (!shopper || shopper.CurrencyCode === currency || shopper.ShopCurrencyCode !== currency)
    return formatMoney(money, culture);
  return formatMoney(money.convert(shopper.ExchangeRate, shopper.CurrencyCode), culture);
}

/** `shownPrice` with the page's culture and the shopper's currency. */
export function useShownPrice(): (amount: number, currency: string) => string {
  const { culture } = useTranslation();
  const { currency: shopper } = useSite();
  return useCallback(
    (amount: number, currency: string) => shownPrice(amount, currency, culture, shopper),
    [culture, shopper],
  );
}
