import {
  EDITABLE_TAX_CLASSES,
  PROBLEM_TYPES,
  type StaffTaxCountry,
  TAX_CLASS_KEYS,
} from '@vitrine/api-client';
import type { Database, TaxClass } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { MoneyDecimal } from '@vitrine/money';
import { NotFoundError, ValidationError } from '../../lib/domain-errors';
import { unitOfWork } from '../../lib/unit-of-work';
import { countryName, rateIn } from './shipping-service';
import { type CountryTaxRates, taxRatesRepository } from './tax-rates-repository';

export interface TaxRatesServiceOptions {
  /** The shop's own country (SHOP_COUNTRY): the catalogue's prices include its VAT as entered. */
  shopCountry: string;
}

/** One country's rates as staff set them: a class and its rate in percent, two decimals at most. */
export interface TaxRatesChange {
  rates: readonly { taxClass: (typeof EDITABLE_TAX_CLASSES)[number]; rate: number }[];
}

/** A percent as the numeric column's text: the wire's number as written (two decimals at most). */
const percentText = (rate: number) => String(rate);
const percentNumber = (text: string) => new MoneyDecimal(text).toNumber();

/**
 * The VAT rates per country and tax class, for staff (admins). The cart reads the tax country's
 * rates afresh each time it prices (`shippingService.delivery`), so a change holds from the next
 * request on, on every gateway instance.
 */
export function taxRatesService(db: Database, options: TaxRatesServiceOptions) {
  const { shopCountry } = options;

  function shown(country: CountryTaxRates, culture: Culture): StaffTaxCountry {
    return {
      Code: country.code,
      Name: countryName(country.code, culture),
      IsEu: country.isEu,
      IsShopCountry: country.code === shopCountry,
      Rates: TAX_CLASS_KEYS.map((taxClass) => {
        const own = country.rates.get(taxClass);
        return {
          TaxClass: taxClass,
          Rate: own === undefined ? null : percentNumber(own),
          AppliedRate: new MoneyDecimal(rateIn(country.rates, taxClass)).toNumber(),
        };
      }),
    };
  }

  const notFound = (code: string) =>
    new NotFoundError(`There is no country '${code}'.`, PROBLEM_TYPES.notFound, {
      countryCode: ['Shipping.CountryNotFound'],
    });

  return {
    /** Every country the shop knows with its rates, by name in the culture. */
    async list(culture: Culture): Promise<StaffTaxCountry[]> {
      return (await taxRatesRepository(db).all())
        .map((country) => shown(country, culture))
        .sort((a, b) => a.Name.localeCompare(b.Name, culture));
    },

    /**
     * Replaces a country's standard, reduced and super-reduced rates with the ones given; a class
     * left out has none of its own, so the cart falls back to the next higher class's. The zero
     * class is 0 % by its name and is not staff's to set. A member state of the EU keeps a
     * standard rate: without one its sales would be priced as exports.
     *
     * Nothing else is kept from a rate, so nothing else is refreshed. The catalogue's price facts
     * (each variant's tax-inclusive and tax-exclusive pair, and `products.price_from`, the lowest
     * tax-inclusive price that listings sort and facet on) are entered with the shop's own VAT in
     * them and never computed from this table: a rate of the shop's country changes no catalogue
     * price (ADR 021: at home each line keeps the rate its price pair implies), and another
     * country's rate only changes carts taxed there. Hence the catalogue's short-lived caches,
     * which hold listing answers built from those facts, hold nothing a rate changes either. The
     * cart, the checkout's re-pricing and the shipping costs' re-taxing read the rates when they
     * price, and a cart total shown before the change is refused at checkout (`priceChanged`).
     */
    async setRates(code: string, change: TaxRatesChange, culture: Culture): Promise<StaffTaxCountry> {
      await unitOfWork(db, async ({ tx }) => {
        const repository = taxRatesRepository(tx);
        const country = await repository.lockCountry(code);
        if (!country) throw notFound(code);
        if (country.isEu && !change.rates.some((rate) => rate.taxClass === 'standard'))
          throw new ValidationError({ Rates: ['Backoffice.TaxRateStandardRequired'] });
        await repository.replace(
          code,
          EDITABLE_TAX_CLASSES as readonly TaxClass[],
          change.rates.map((rate) => ({ taxClass: rate.taxClass, rate: percentText(rate.rate) })),
        );
      });
      const saved = await taxRatesRepository(db).one(code);
      if (!saved) throw notFound(code);
      return shown(saved, culture);
    },
  };
}

export type TaxRatesService = ReturnType<typeof taxRatesService>;
