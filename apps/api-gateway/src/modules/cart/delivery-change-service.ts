import type { ShoppingCart } from '@vitrine/api-client';
import type { Database, Executor } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import type { Owner } from '../../lib/ownership';
import { unitOfWork } from '../../lib/unit-of-work';
import type { ShippingService } from '../shipping/index';
import { cartRepository } from './cart-repository';
import type { CartService } from './cart-service';
import { type DeliveryColumns, deliveryRepository } from './delivery-repository';

interface CurrentDelivery {
  shippingCountryCode: string;
  shippingMethodId: string | null;
  cityId: string | null;
}

/**
 * The cart's delivery choices (spec 001 §3 "Shipping method selection", "Country selection" and
 * the postal-code typeahead's city). Each is checked first (a refusal writes nothing, not even a
 * visitor's session), then written in one unit of work that locks the cart and checks again
 * under the lock (staff may have changed a method meanwhile), and answers the whole cart.
 */
export function deliveryChangeService(db: Database, cart: CartService, shipping: ShippingService) {
  async function change(
    owner: () => Promise<Owner>,
    culture: Culture,
    decide: (current: CurrentDelivery, tx: Executor) => Promise<DeliveryColumns>,
  ): Promise<ShoppingCart> {
    const cartOwner = await owner();
    return unitOfWork(db, async ({ tx }) => {
      const row = await cartRepository(tx).lockOrCreate(cartOwner, shipping.currency);
      const shippingCountryCode = await shipping.effectiveShippingCountry(tx, row.shippingCountryCode);
      const columns = await decide(
        { shippingCountryCode, shippingMethodId: row.shippingMethodId, cityId: row.cityId },
        tx,
      );
      await deliveryRepository(tx).setDelivery(row.id, columns);
      return cart.answerIn(tx, { ...row, ...columns }, culture);
    });
  }

  /** The new delivery country: the method kept when offered there (else the first), the city dropped. */
  async function countryColumns(
    tx: Executor,
    current: CurrentDelivery,
    countryCode: string,
  ): Promise<DeliveryColumns> {
    return {
      shippingCountryCode: countryCode,
      shippingMethodId: await shipping.methodAfterCountryChange(tx, current.shippingMethodId, countryCode),
      cityId: countryCode === current.shippingCountryCode ? current.cityId : null,
    };
  }

  return {
    /** POST /shoppingcarts/shippingmethods: a method offered to the cart's delivery country. */
    async setShippingMethod(
      known: Owner | null,
      methodId: string,
      culture: Culture,
      ensureOwner: () => Promise<Owner>,
    ): Promise<ShoppingCart> {
      const current = known ? await cartRepository(db).find(known) : null;
      await shipping.checkMethod(
        db,
        methodId,
        await shipping.effectiveShippingCountry(db, current?.shippingCountryCode ?? null),
      );
      return change(
        async () => known ?? ensureOwner(),
        culture,
        async ({ shippingCountryCode }, tx) => {
          await shipping.checkMethod(tx, methodId, shippingCountryCode);
          return { shippingMethodId: methodId, shippingCountryCode };
        },
      );
    },

    /** POST /shoppingcarts/shippingcountries: the cart page's country select. */
    async setShippingCountry(
      known: Owner | null,
      countryCode: string,
      culture: Culture,
      ensureOwner: () => Promise<Owner>,
    ): Promise<ShoppingCart> {
      await shipping.checkShippingCountry(db, countryCode, 'CountryCode');
      return change(
        async () => known ?? ensureOwner(),
        culture,
        async (current, tx) => {
          await shipping.checkShippingCountry(tx, countryCode, 'CountryCode');
          return countryColumns(tx, current, countryCode);
        },
      );
    },

    /**
     * POST /shoppingcarts/country: the checkout's delivery and billing countries. A billing
     * country equal to the delivery country (or none) is not "set apart": the delivery country
     * stays the tax country.
     */
    async setCountry(
      known: Owner | null,
      shippingCountryCode: string,
      billingCountryCode: string | null,
      culture: Culture,
      ensureOwner: () => Promise<Owner>,
    ): Promise<ShoppingCart> {
      await shipping.checkShippingCountry(db, shippingCountryCode, 'ShippingCountryId');
      if (billingCountryCode) await shipping.checkCountry(db, billingCountryCode, 'BillingCountryId');
      const billing =
        billingCountryCode && billingCountryCode !== shippingCountryCode ? billingCountryCode : null;
      return change(
        async () => known ?? ensureOwner(),
        culture,
        async (current, tx) => {
          await shipping.checkShippingCountry(tx, shippingCountryCode, 'ShippingCountryId');
          return {
            ...(await countryColumns(tx, current, shippingCountryCode)),
            billingCountryCode: billing,
          };
        },
      );
    },

    /**
     * PUT /salestaxes/currentcountry: the country whose VAT the prices include. The delivery
     * country stays; a tax country equal to it is not set apart.
     */
    async setCurrentTaxCountry(
      known: Owner | null,
      countryCode: string,
      culture: Culture,
      ensureOwner: () => Promise<Owner>,
    ): Promise<ShoppingCart> {
      await shipping.checkCountry(db, countryCode, 'currentCountry');
      return change(
        async () => known ?? ensureOwner(),
        culture,
        async (current) => ({
          shippingCountryCode: current.shippingCountryCode,
          billingCountryCode: countryCode === current.shippingCountryCode ? null : countryCode,
        }),
      );
    },

    /** POST /shoppingcarts/city: a place of the cart's delivery country, from the typeahead. */
    async setCity(
      known: Owner | null,
      cityId: string,
      culture: Culture,
      ensureOwner: () => Promise<Owner>,
    ): Promise<ShoppingCart> {
      const current = known ? await cartRepository(db).find(known) : null;
      await shipping.checkCity(
        db,
        cityId,
        await shipping.effectiveShippingCountry(db, current?.shippingCountryCode ?? null),
      );
      return change(
        async () => known ?? ensureOwner(),
        culture,
        async ({ shippingCountryCode }, tx) => {
          await shipping.checkCity(tx, cityId, shippingCountryCode);
          return { cityId, shippingCountryCode };
        },
      );
    },
  };
}

export type DeliveryChangeService = ReturnType<typeof deliveryChangeService>;
