import {
  ProblemSchema,
  StaffCountriesSchema,
  StaffShippingCountriesInputSchema,
  StaffShippingMethodInputSchema,
  StaffShippingMethodParamsSchema,
  StaffShippingMethodSchema,
  StaffShippingMethodsSchema,
  StaffTaxCountriesSchema,
  StaffTaxCountrySchema,
  StaffTaxRatesInputSchema,
  StaffTaxRatesParamsSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Config } from '../../config';
import { neverCached } from '../../lib/module';
import { GUARDED_PROBLEMS, OptionalCultureQuery } from '../../lib/route-schemas';
import type { NewShippingMethod } from './shipping-repository';
import type { ShippingService } from './shipping-service';
import type { TaxRatesService } from './tax-rates-service';

type MethodInput = z.output<typeof StaffShippingMethodInputSchema>;

/** The wire's amounts (numbers as written, two decimals at most) as the numeric columns' text. */
const amountText = (value: number) => String(value);

const asNewMethod = (input: MethodInput): NewShippingMethod => ({
  key: input.Key,
  carrier: input.Carrier,
  isPickupPoint: input.IsPickupPoint,
  translations: Object.fromEntries(
    Object.entries(input.Translations).map(([culture, text]) => [
      culture,
      { name: text.Name, description: text.Description },
    ]),
  ),
  freeFrom: input.FreeFrom === null ? null : amountText(input.FreeFrom),
  isActive: input.IsActive,
  sortOrder: input.SortOrder,
  costs: input.Costs.map((cost) => ({ countryCode: cost.CountryCode, cost: amountText(cost.Cost) })),
});

/**
 * Staff routes of delivery, for admins (the back office's Shipping area):
 * methods with their names, free-from amount, order, state and cost per country; the countries
 * the shop delivers to. Methods are disabled (IsActive false), never deleted: carts and orders
 * keep pointing at them. And the VAT rates per country and tax class (the Tax rates area).
 */
export const shippingAdminRoutes: FastifyPluginAsyncZod<{
  config: Config;
  shipping: ShippingService;
  taxRates: TaxRatesService;
}> = async (app, { config, shipping, taxRates }) => {
  const admin = app.requireRole('admin');
  neverCached(app);

  app.get(
    '/backoffice/shipping/methods',
    {
      onRequest: admin,
      schema: {
        tags: ['back office shipping'],
        summary: 'Every shipping method, active or not, with its cost per country',
        response: { 200: StaffShippingMethodsSchema, ...GUARDED_PROBLEMS },
      },
    },
    async () => shipping.staffMethods(),
  );

  app.post(
    '/backoffice/shipping/methods',
    {
      onRequest: admin,
      schema: {
        tags: ['back office shipping'],
        summary: 'Create a shipping method with its names, free-from amount and costs',
        body: StaffShippingMethodInputSchema,
        response: { 200: StaffShippingMethodSchema, ...GUARDED_PROBLEMS, 409: ProblemSchema },
      },
    },
    async (request) => shipping.saveMethod(null, asNewMethod(request.body)),
  );

  app.put(
    '/backoffice/shipping/methods/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['back office shipping'],
        summary: 'Edit (or disable) a shipping method; its costs are replaced by the ones given',
        params: StaffShippingMethodParamsSchema,
        body: StaffShippingMethodInputSchema,
        response: { 200: StaffShippingMethodSchema, ...GUARDED_PROBLEMS, 409: ProblemSchema },
      },
    },
    async (request) => shipping.saveMethod(request.params.id, asNewMethod(request.body)),
  );

  app.get(
    '/backoffice/shipping/countries',
    {
      onRequest: admin,
      schema: {
        tags: ['back office shipping'],
        summary: 'Every country the shop knows, and whether it delivers there',
        querystring: OptionalCultureQuery,
        response: { 200: StaffCountriesSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => shipping.staffCountries(request.query.culture ?? config.defaultCulture),
  );

  app.put(
    '/backoffice/shipping/countries',
    {
      onRequest: admin,
      schema: {
        tags: ['back office shipping'],
        summary: 'Choose the countries the shop delivers to',
        querystring: OptionalCultureQuery,
        body: StaffShippingCountriesInputSchema,
        response: { 200: StaffCountriesSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) =>
      shipping.setShippingCountries(
        request.body.ShippingCountryCodes,
        request.query.culture ?? config.defaultCulture,
      ),
  );

  app.get(
    '/backoffice/tax-rates',
    {
      onRequest: admin,
      schema: {
        tags: ['back office tax rates'],
        summary:
          'Every country the shop knows with its VAT rate per tax class, and the rate the cart applies',
        querystring: OptionalCultureQuery,
        response: { 200: StaffTaxCountriesSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => taxRates.list(request.query.culture ?? config.defaultCulture),
  );

  app.put(
    '/backoffice/tax-rates/:countryCode',
    {
      onRequest: admin,
      schema: {
        tags: ['back office tax rates'],
        summary: 'Set a country’s VAT rates; a class left out falls back to the next higher one',
        params: StaffTaxRatesParamsSchema,
        querystring: OptionalCultureQuery,
        body: StaffTaxRatesInputSchema,
        response: { 200: StaffTaxCountrySchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) =>
      taxRates.setRates(
        request.params.countryCode,
        { rates: request.body.Rates.map((rate) => ({ taxClass: rate.TaxClass, rate: rate.Rate })) },
        request.query.culture ?? config.defaultCulture,
      ),
  );
};
