import type { CurrencyChangeResponse, ShopperCurrencies } from '@vitrine/api-client';
import type { Database } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import type { Owner } from '../../lib/ownership';
import { unitOfWork } from '../../lib/unit-of-work';
import type { CurrencyService } from '../currency/index';
import { cartRepository } from './cart-repository';

const OK: CurrencyChangeResponse = { ResponseCode: 'OK', ReasonType: 'None', ReasonResourceKey: null };
/** Not forced, and the cart has lines whose amounts the change would convert: nothing changed. */
const WARNING: CurrencyChangeResponse = {
  ResponseCode: 'KO',
  ReasonType: 'Warning',
  ReasonResourceKey: 'Currency.CartWillBeConverted',
};

/**
 * The shopper's currency (spec 001 §4 "Currency change", ADR 019). It is the cart's
 * (`carts.currency_code`): the cart is what a shopper has, visitor or customer, it outlives a
 * reload, a closed browser and a sign-out, and it follows the sign-in merge. A shopper without a
 * cart who picks another currency gets an empty cart holding the choice (and, for a visitor, the
 * session the first write makes); a shopper without a cart is in the shop's currency.
 */
export function currencyChangeService(db: Database, currency: CurrencyService, shopCurrency: string) {
  return {
    /**
     * Changes the shopper's currency. Refused before anything is written (unknown, inactive or
     * unpriced currency: the currency service's problem, with its ReasonResourceKey). Not forced,
     * a cart with lines answers the warning and stays as it was; forced, its lines are priced in
     * the new currency from now on (nothing stored is converted: prices come from the catalogue).
     */
    async changeTo(
      known: Owner | null,
      code: string,
      force: boolean,
      ensureOwner: () => Promise<Owner>,
    ): Promise<CurrencyChangeResponse> {
      await currency.usable(code);
      const current = known ? await cartRepository(db).find(known) : null;
      if ((current?.currencyCode ?? shopCurrency) === code) return OK;
      const owner = known ?? (await ensureOwner());
      return unitOfWork(db, async ({ tx }) => {
        const repository = cartRepository(tx);
        const cart = await repository.lockOrCreate(owner, shopCurrency);
        if (cart.currencyCode === code) return OK;
        // Under the cart's lock: a line added meanwhile in another tab is seen here.
        if (!force && (await repository.items(cart.id)).length > 0) return WARNING;
        // Checked again in the transaction: staff may have withdrawn it since.
        await currency.usable(code, tx);
        await repository.setCurrency(cart.id, code);
        return OK;
      });
    },

    /** What the currency switcher shows, and the rate the storefront converts prices with. */
    async shopperCurrencies(owner: Owner | null, culture: Culture): Promise<ShopperCurrencies> {
      const cart = owner ? await cartRepository(db).find(owner) : null;
      const pricing = await currency.pricingFor(cart?.currencyCode ?? shopCurrency);
      return {
        CurrencyCode: pricing.currency,
        ShopCurrencyCode: shopCurrency,
        ExchangeRate: pricing.rate,
        Currencies: await currency.offered(culture),
      };
    },
  };
}

export type CurrencyChangeService = ReturnType<typeof currencyChangeService>;
