import {
  type CitiesAnswer,
  type Country,
  PROBLEM_TYPES,
  type StaffCountry,
  type StaffShippingMethod,
} from '@vitrine/api-client';
import type { Database, Executor, TaxClass } from '@vitrine/db';
import { CULTURES, type Culture } from '@vitrine/i18n';
import { type DecimalValue, Money, MoneyDecimal } from '@vitrine/money';
import { BusinessRuleError, ConflictError, NotFoundError, ValidationError } from '../../lib/domain-errors';
import { unitOfWork } from '../../lib/unit-of-work';
import { type NewShippingMethod, type ShippingMethodRow, shippingRepository } from './shipping-repository';

export interface ShippingServiceOptions {
  /** The shop's own country (SHOP_COUNTRY): its VAT is in the catalogue's prices. */
  shopCountry: string;
  /** The shop's currency: shipping costs and free-from amounts are kept in it. */
  currency: string;
  defaultCulture: Culture;
}

/** At most this many places answer one typeahead call. */
export const CITIES_LIMIT = 20;

/** What a cart has chosen (its row's columns); every one may be null. */
export interface CartDeliveryChoice {
  shippingCountryCode: string | null;
  billingCountryCode: string | null;
  cityId: string | null;
  shippingMethodId: string | null;
}

export interface DeliveryMethod {
  id: string;
  name: string;
  description: string;
  carrier: string;
  /** Delivers to a pickup point of its carrier the shopper chooses, not to an address. */
  isPickupPoint: boolean;
  /** Tax-inclusive at the shop's own rate, shop currency. */
  cost: Money;
  freeFrom: Money | null;
}

/** What the cart's pricing and answer need to know of delivery and taxes. */
export interface CartDelivery {
  shippingCountryCode: string;
  billingCountryCode: string | null;
  taxCountryCode: string;
  /** The tax country is the shop's own: the catalogue's prices stand as they are. */
  isHomeTaxCountry: boolean;
  /** The tax country's rate for a class, in percent (meaningful when the tax country is not home). */
  taxRateOf(taxClass: string): DecimalValue;
  /** Standard rates: the shop's own, and the tax country's (shipping is taxed at them). */
  homeStandardRate: DecimalValue;
  taxStandardRate: DecimalValue;
  city: { id: string; postalCode: string; name: string } | null;
  /** The method in use: the chosen one when offered to the country, else the first offered; null: none. */
  method: DeliveryMethod | null;
  methods: DeliveryMethod[];
  countries: Country[];
}

const countryNotFound = (code: string, field: string) =>
  new NotFoundError(`There is no country '${code}'.`, PROBLEM_TYPES.notFound, {
    [field]: ['Shipping.CountryNotFound'],
  });
const notShippingCountry = (code: string, field: string) =>
  new BusinessRuleError(PROBLEM_TYPES.notShippingCountry, `The shop does not deliver to '${code}'.`, {
    [field]: ['Shipping.NotShippingCountry'],
  });

/** A country's name in a culture, from the platform's own data (never stored). */
export function countryName(code: string, culture: Culture): string {
  try {
    return new Intl.DisplayNames([culture], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const byName = (culture: Culture) => (a: Country, b: Country) => a.Name.localeCompare(b.Name, culture);

/** A method's text in a culture, else the default culture's, else any. */
function textOf(method: ShippingMethodRow, culture: Culture, defaultCulture: Culture) {
  const texts = method.translations;
  return (
    texts[culture] ??
    texts[defaultCulture] ??
    Object.values(texts)[0] ?? { name: method.key, description: '' }
  );
}

/** A class a country lacks falls back to the next higher one (super-reduced → reduced → standard). */
const FALLBACK: Record<TaxClass, TaxClass | null> = {
  zero: null,
  'super-reduced': 'reduced',
  reduced: 'standard',
  standard: null,
};

/** The rate the cart applies for a class, given a country's own rates (percent, as text). */
export function rateIn(rates: Map<TaxClass, string>, taxClass: string): DecimalValue {
  // Outside the EU the shop charges no VAT (an export): a country without rates is 0 %.
  if (!rates.size || taxClass === 'zero') return 0;
  let current: TaxClass | null = (taxClass in FALLBACK ? taxClass : 'standard') as TaxClass;
  while (current) {
    const rate = rates.get(current);
    if (rate !== undefined) return new MoneyDecimal(rate);
    current = FALLBACK[current];
  }
  return 0;
}

/**
 * Countries, VAT rates, postal codes and delivery methods. The cart asks `delivery` for what its
 * pricing needs and `check*` before it writes a choice; staff edit methods, costs and the
 * countries the shop delivers to.
 */
export function shippingService(db: Database, options: ShippingServiceOptions) {
  const { shopCountry, currency, defaultCulture } = options;

  async function shippingCountryCodes(executor: Executor): Promise<string[]> {
    return (await servedCountries(executor)).map((row) => row.code);
  }

  async function servedCountries(executor: Executor) {
    return shippingRepository(executor).shippingCountries();
  }

  /** The served countries as the shop shows them: named in the culture, by name. */
  function shownCountries(
    rows: readonly { code: string; hasPlaces: boolean }[],
    culture: Culture,
  ): Country[] {
    return rows
      .map((row) => ({ Code: row.code, Name: countryName(row.code, culture), HasPlaces: row.hasPlaces }))
      .sort(byName(culture));
  }

  /** The delivery country of a cart that chose none (or one no longer served): the shop's own when served. */
  function defaultCountry(served: readonly string[]): string {
    return served.includes(shopCountry) ? shopCountry : (served[0] ?? shopCountry);
  }

  function deliveryMethod(row: ShippingMethodRow & { cost: string }, culture: Culture): DeliveryMethod {
    const text = textOf(row, culture, defaultCulture);
    return {
      id: row.id,
      name: text.name,
      description: text.description,
      carrier: row.carrier,
      isPickupPoint: row.isPickupPoint,
      cost: Money.parse(row.cost, currency),
      freeFrom: row.freeFrom === null ? null : Money.parse(row.freeFrom, currency),
    };
  }

  function staffMethod(
    row: ShippingMethodRow & { costs: { countryCode: string; cost: string }[] },
  ): StaffShippingMethod {
    return {
      Id: row.id,
      Key: row.key,
      Carrier: row.carrier,
      IsPickupPoint: row.isPickupPoint,
      Translations: Object.fromEntries(
        Object.entries(row.translations).map(([culture, text]) => [
          culture,
          { Name: text.name, Description: text.description },
        ]),
      ),
      FreeFrom: row.freeFrom === null ? null : Money.parse(row.freeFrom, currency).toNumber(),
      IsActive: row.isActive,
      SortOrder: row.sortOrder,
      Costs: row.costs.map((cost) => ({
        CountryCode: cost.countryCode,
        Cost: Money.parse(cost.cost, currency).toNumber(),
      })),
      CurrencyCode: currency,
    };
  }

  return {
    shopCountry,
    currency,

    /** GET /api/v1/countries/{countryId}/cities/{query}: id → "postal code place", codes first. */
    async cities(countryCode: string, query: string): Promise<CitiesAnswer> {
      const repository = shippingRepository(db);
      if (!(await repository.country(countryCode))) throw countryNotFound(countryCode, 'countryId');
      const rows = await repository.searchCities(countryCode, query, CITIES_LIMIT);
      return Object.fromEntries(rows.map((row) => [row.id, `${row.postalCode} ${row.name}`]));
    },

    /** The countries the shop delivers to, named in the culture, by name. */
    async shippingCountries(culture: Culture, executor: Executor = db): Promise<Country[]> {
      return shownCountries(await servedCountries(executor), culture);
    },

    /** Refuses a delivery country the shop does not know (404) or does not serve (422). */
    async checkShippingCountry(executor: Executor, code: string, field: string): Promise<void> {
      const country = await shippingRepository(executor).country(code);
      if (!country) throw countryNotFound(code, field);
      if (!country.isShippingCountry) throw notShippingCountry(code, field);
    },

    /** A billing country may be any the shop knows. */
    async checkCountry(executor: Executor, code: string, field: string): Promise<void> {
      if (!(await shippingRepository(executor).country(code))) throw countryNotFound(code, field);
    },

    /** The method, when it is active and offered to the country; else the refusal a shopper is shown. */
    async checkMethod(executor: Executor, methodId: string, countryCode: string): Promise<void> {
      const repository = shippingRepository(executor);
      const offered = await repository.methodsFor(countryCode);
      if (offered.some((method) => method.id === methodId)) return;
      const method = await repository.lockMethod(methodId);
      if (!method)
        throw new NotFoundError(`There is no shipping method '${methodId}'.`, PROBLEM_TYPES.notFound, {
          ShippingMethodId: ['Shipping.MethodNotFound'],
        });
      if (!method.isActive)
        throw new BusinessRuleError(
          PROBLEM_TYPES.shippingMethodUnavailable,
          'This shipping method is not offered any more.',
          {
            ShippingMethodId: ['Shipping.MethodInactive'],
          },
        );
      throw new BusinessRuleError(
        PROBLEM_TYPES.shippingMethodUnavailable,
        `This shipping method does not deliver to '${countryCode}'.`,
        { ShippingMethodId: ['Shipping.MethodNotOffered'] },
      );
    },

    /**
     * The method, active and offered to the country, as a cart would use it there; else the
     * refusal `checkMethod` gives.
     */
    async offeredMethod(
      executor: Executor,
      methodId: string,
      countryCode: string,
      culture: Culture = defaultCulture,
    ): Promise<DeliveryMethod> {
      await this.checkMethod(executor, methodId, countryCode);
      const row = (await shippingRepository(executor).methodsFor(countryCode)).find(
        (method) => method.id === methodId,
      );
      if (!row) throw new Error('an offered method is not among the methods offered');
      return deliveryMethod(row, culture);
    },

    /** The method a cart keeps after its country changed: its own when offered there, else the first. */
    async methodAfterCountryChange(
      executor: Executor,
      methodId: string | null,
      countryCode: string,
    ): Promise<string | null> {
      const offered = await shippingRepository(executor).methodsFor(countryCode);
      return offered.find((method) => method.id === methodId)?.id ?? offered[0]?.id ?? null;
    },

    /** The city, when it is in the cart's delivery country. */
    async checkCity(executor: Executor, cityId: string, countryCode: string): Promise<void> {
      const city = await shippingRepository(executor).city(cityId);
      if (!city)
        throw new NotFoundError(`There is no city '${cityId}'.`, PROBLEM_TYPES.notFound, {
          CityId: ['Shipping.CityNotFound'],
        });
      if (city.countryCode !== countryCode)
        throw new BusinessRuleError(
          PROBLEM_TYPES.cityOfAnotherCountry,
          'This place is not in the delivery country.',
          {
            CityId: ['Shipping.CityOfAnotherCountry'],
          },
        );
    },

    /** The delivery country a cart ships to now (its choice while served, else the default). */
    async effectiveShippingCountry(executor: Executor, chosen: string | null): Promise<string> {
      const served = await shippingCountryCodes(executor);
      return chosen && served.includes(chosen) ? chosen : defaultCountry(served);
    },

    /** The shop country's rate for a tax class: the rate the catalogue's tax-inclusive prices hold. */
    async homeTaxRate(executor: Executor, taxClass: string): Promise<DecimalValue> {
      return rateIn(await shippingRepository(executor).taxRates(shopCountry), taxClass);
    },

    /** What a cart's pricing and answer need: countries, tax rates, the city and the methods. */
    async delivery(executor: Executor, choice: CartDeliveryChoice, culture: Culture): Promise<CartDelivery> {
      const repository = shippingRepository(executor);
      const servedRows = await servedCountries(executor);
      const served = servedRows.map((row) => row.code);
      const shippingCountryCode =
        choice.shippingCountryCode && served.includes(choice.shippingCountryCode)
          ? choice.shippingCountryCode
          : defaultCountry(served);
      const taxCountryCode = choice.billingCountryCode ?? shippingCountryCode;
      const isHomeTaxCountry = taxCountryCode === shopCountry;
      const homeRates = await repository.taxRates(shopCountry);
      const taxRates = isHomeTaxCountry ? homeRates : await repository.taxRates(taxCountryCode);
      const cityRow = choice.cityId ? await repository.city(choice.cityId) : null;
      const methods = (await repository.methodsFor(shippingCountryCode)).map((row) =>
        deliveryMethod(row, culture),
      );
      const method = methods.find((entry) => entry.id === choice.shippingMethodId) ?? methods[0] ?? null;
      return {
        shippingCountryCode,
        billingCountryCode: choice.billingCountryCode,
        taxCountryCode,
        isHomeTaxCountry,
        taxRateOf: (taxClass) => rateIn(taxRates, taxClass),
        homeStandardRate: rateIn(homeRates, 'standard'),
        taxStandardRate: rateIn(taxRates, 'standard'),
        city:
          cityRow && cityRow.countryCode === shippingCountryCode
            ? { id: cityRow.id, postalCode: cityRow.postalCode, name: cityRow.name }
            : null,
        method,
        methods,
        countries: shownCountries(servedRows, culture),
      };
    },

    // ——— staff ———

    async staffMethods(): Promise<StaffShippingMethod[]> {
      return (await shippingRepository(db).methods({ activeOnly: false })).map(staffMethod);
    },

    async staffCountries(culture: Culture): Promise<StaffCountry[]> {
      return (await shippingRepository(db).allCountries())
        .map((row) => ({
          Code: row.code,
          Name: countryName(row.code, culture),
          IsEu: row.isEu,
          IsShippingCountry: row.isShippingCountry,
        }))
        .sort((a, b) => a.Name.localeCompare(b.Name, culture));
    },

    async setShippingCountries(codes: readonly string[], culture: Culture): Promise<StaffCountry[]> {
      await unitOfWork(db, async ({ tx }) => {
        const repository = shippingRepository(tx);
        const known = new Set((await repository.allCountries()).map((row) => row.code));
        const unknown = codes.filter((code) => !known.has(code));
        if (unknown.length) throw new ValidationError({ ShippingCountryCodes: ['Shipping.CountryNotFound'] });
        await repository.setShippingCountries([...new Set(codes)]);
      });
      return this.staffCountries(culture);
    },

    async saveMethod(id: string | null, input: NewShippingMethod): Promise<StaffShippingMethod> {
      const savedId = await unitOfWork(db, async ({ tx }) => {
        const repository = shippingRepository(tx);
        const known = new Set((await repository.allCountries()).map((row) => row.code));
        const errors: Record<string, string[]> = {};
        input.costs.forEach((cost, index) => {
          if (!known.has(cost.countryCode))
            errors[`Costs.${index}.CountryCode`] = ['Shipping.CountryNotFound'];
        });
        if (new Set(input.costs.map((cost) => cost.countryCode)).size !== input.costs.length)
          errors.Costs = ['Shipping.CostCountryTwice'];
        for (const culture of CULTURES)
          if (!input.translations[culture]?.name)
            errors[`Translations.${culture}.Name`] = ['Validation.Required'];
        if (Object.keys(errors).length) throw new ValidationError(errors);
        const sameKey = await repository.methodByKey(input.key);
        if (sameKey && sameKey.id !== id)
          throw new ConflictError('Another shipping method has this key.', PROBLEM_TYPES.conflict, {
            Key: ['Shipping.KeyTaken'],
          });
        if (id === null) return repository.insertMethod(input);
        if (!(await repository.lockMethod(id)))
          throw new NotFoundError(`There is no shipping method '${id}'.`);
        await repository.updateMethod(id, input);
        return id;
      });
      const saved = (await shippingRepository(db).methods({ activeOnly: false })).find(
        (row) => row.id === savedId,
      );
      if (!saved) throw new Error('the saved shipping method is not there');
      return staffMethod(saved);
    },
  };
}

export type ShippingService = ReturnType<typeof shippingService>;
