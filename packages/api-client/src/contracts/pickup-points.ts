import { z } from 'zod';
import { CountryCodeSchema } from './shipping';

/**
 * Pickup points (spec 001 §3 "Pickup-point search request", "Pickup-point response", "Saved
 * pickup point payload"; §7 `POST /api/v1/shipping/{carrier}/getpickuppoints`,
 * `POST /api/v1/shoppingcarts/externalpickuppoint`, `GET api/v1/settings/GoogleFrontAPIKey`) and
 * the staff's points of the 'static' carrier. A carrier is an adapter: 'static' answers the
 * shop's own points from the database, another carrier asks its own service.
 */

const Uuid = z.string().uuid('Validation.Uuid');
const text = (max: number) => z.string().trim().max(max, `Validation.MaxLength|{"max":${max}}`).default('');
const optionalText = (max: number) =>
  z.string().trim().max(max, `Validation.MaxLength|{"max":${max}}`).nullish();

/** The carriers' names as they appear in paths (`{carrier}`) and on shipping methods. */
export const CarrierParamsSchema = z.object({
  carrier: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'PickupPoints.CarrierUnknown'),
});

/**
 * POST /api/v1/shipping/{carrier}/getpickuppoints: where to look. A place is needed: a postal
 * code, a city or an address. `SearchRadius` (kilometres) and `MaximumListSize` come from the
 * page's data (spec 001 §9).
 */
export const PickupPointSearchRequestSchema = z
  .object({
    City: text(100),
    PostalCode: text(12),
    CountryCode: CountryCodeSchema,
    Address: text(200),
    ShippingMethodId: Uuid,
    SearchRadius: z
      .number({ error: 'Validation.Number' })
      .int('Validation.Number')
      .min(1, 'Validation.Range|{"min":1,"max":100}')
      .max(100, 'Validation.Range|{"min":1,"max":100}')
      .default(10),
    MaximumListSize: z
      .number({ error: 'Validation.Number' })
      .int('Validation.Number')
      .min(1, 'Validation.Range|{"min":1,"max":50}')
      .max(50, 'Validation.Range|{"min":1,"max":50}')
      .default(10),
    CultureName: z.string().trim().max(10).optional(),
  })
  .refine((search) => Boolean(search.City || search.PostalCode || search.Address), {
    error: 'PickupPoints.PlaceRequired',
    path: ['PostalCode'],
  })
  .meta({ id: 'PickupPointSearchRequest' });
export type PickupPointSearchRequest = z.input<typeof PickupPointSearchRequestSchema>;
export type PickupPointSearch = z.output<typeof PickupPointSearchRequestSchema>;

/** One point as the carrier describes it (spec 001 §3's field names). */
export const PickupPointSchema = z
  .object({
    ConsigneeName: z.string(),
    Address: z.string(),
    PostCode: z.string(),
    City: z.string(),
    CountryId: z.string().length(2),
    PhoneNumber: z.string().nullable(),
    /** From the searched place, in kilometres; null when the place could not be located. */
    Distance: z.number().nullable(),
    /** The carrier's own id of the point (the 'static' carrier's: the point's id). */
    PublicAccessPointID: z.string(),
    Geocode: z.object({ Latitude: z.number(), Longitude: z.number() }),
    ImageURL: z.string().nullable(),
    Comments: z.string().nullable(),
    /** Opening hours, one line per day range, separated by semicolons. */
    StandardHoursOfOperation: z.string(),
    Informations: z.string().nullable(),
    LatestAirDropOffTime: z.string().nullable(),
    AdditionalChargeIndicator: z.boolean(),
    SpecialInstructions: z.string().nullable(),
    AdditionalComments: z.string().nullable(),
    PickupPointType: z.string(),
  })
  .meta({ id: 'PickupPoint' });
export type PickupPoint = z.infer<typeof PickupPointSchema>;

/**
 * The search's answer. `ResponseStatusDescription` is 'Success' when the carrier answered (with
 * points or none); anything else ('CarrierUnavailable') means it could not be asked, and the
 * dialog shows its error notice (spec 001 §8).
 */
export const PickupPointSearchAnswerSchema = z
  .object({
    ResponseStatusDescription: z.string(),
    PickupPointViewModels: z.array(PickupPointSchema),
  })
  .meta({ id: 'PickupPointSearchAnswer' });
export type PickupPointSearchAnswer = z.infer<typeof PickupPointSearchAnswerSchema>;

/**
 * POST /api/v1/shoppingcarts/externalpickuppoint: the point the shopper chose for the cart's
 * pickup method. The names are the billing names (spec 001 §3); `PickupPointId` is set only for
 * the 'static' carrier, `ExternalPickupPointRef` is the carrier's id of the point. The server
 * reads the point again from its carrier: the described fields are never trusted as sent.
 */
export const SavedPickupPointRequestSchema = z
  .object({
    ShippingFirstName: text(100),
    ShippingLastName: text(100),
    ShippingMethodId: Uuid,
    PickupPointName: text(200),
    ShippingStreet1: text(200),
    ShippingPostalCode: text(12),
    ShippingCity: text(100),
    ShippingCountryId: CountryCodeSchema,
    ShippingPhoneNumber: optionalText(40),
    Informations: optionalText(1000),
    StandardHoursOfOperation: optionalText(1000),
    LatestAirDropOffTime: optionalText(40),
    AdditionalChargeIndicator: z.boolean().nullish(),
    Comments: optionalText(1000),
    Distance: z.number().nullish(),
    SpecialInstructions: optionalText(1000),
    AdditionalComments: optionalText(1000),
    ExternalPickupPointRef: z
      .string()
      .trim()
      .min(1, 'Validation.Required')
      .max(100, 'Validation.MaxLength|{"max":100}'),
    PickupPointType: optionalText(40),
    PickupPointId: Uuid.nullish(),
  })
  .meta({ id: 'SavedPickupPointRequest' });
export type SavedPickupPointRequest = z.input<typeof SavedPickupPointRequestSchema>;

/** GET api/v1/settings/GoogleFrontAPIKey: the maps key the storefront's maps use (null: none). */
export const MapsKeyAnswerSchema = z.object({ Key: z.string().nullable() }).meta({ id: 'MapsKey' });
export type MapsKeyAnswer = z.infer<typeof MapsKeyAnswerSchema>;

/**
 * GET /api/v1/settings/maps: what the storefront's maps and the pickup-point dialog need as page
 * data (spec 001 §9: the search radius and list size come from the page's data): the tile server
 * (OpenStreetMap's by default, `{z}/{x}/{y}` and an optional `{key}` placeholder), its attribution,
 * and the pickup search's radius (kilometres) and list size.
 */
export const MapSettingsSchema = z
  .object({
    TileUrl: z.string(),
    TileAttribution: z.string(),
    SearchRadius: z.number().int(),
    MaximumListSize: z.number().int(),
  })
  .meta({ id: 'MapSettings' });
export type MapSettings = z.infer<typeof MapSettingsSchema>;

// ——— Staff: /api/v1/backoffice/pickup-points, /api/v1/backoffice/settings/maps ———

const coordinate = (limit: number) =>
  z
    .number({ error: 'Validation.Number' })
    .min(-limit, `Validation.Range|{"min":${-limit},"max":${limit}}`)
    .max(limit, `Validation.Range|{"min":${-limit},"max":${limit}}`);

const required = (max: number) =>
  z.string().trim().min(1, 'Validation.Required').max(max, `Validation.MaxLength|{"max":${max}}`);

/** A point of the 'static' carrier as staff create and edit it. */
export const StaffPickupPointInputSchema = z
  .object({
    Name: required(200),
    Street: required(200),
    HouseNumber: text(20),
    PostalCode: required(12),
    City: required(100),
    CountryCode: CountryCodeSchema,
    Phone: optionalText(40),
    Latitude: coordinate(90),
    Longitude: coordinate(180),
    /** One line per day range, separated by semicolons ("Mon–Fri 9:00–18:00;Sat 9:00–12:00"). */
    OpeningHours: text(1000),
    IsActive: z.boolean().default(true),
  })
  .meta({ id: 'StaffPickupPointEdit' });
export type StaffPickupPointInput = z.input<typeof StaffPickupPointInputSchema>;

export const StaffPickupPointSchema = z
  .object({
    Id: z.string().uuid(),
    Name: z.string(),
    Street: z.string(),
    HouseNumber: z.string(),
    PostalCode: z.string(),
    City: z.string(),
    CountryCode: z.string().length(2),
    Phone: z.string().nullable(),
    Latitude: z.number(),
    Longitude: z.number(),
    OpeningHours: z.string(),
    IsActive: z.boolean(),
  })
  .meta({ id: 'StaffPickupPoint' });
export type StaffPickupPoint = z.infer<typeof StaffPickupPointSchema>;
export const StaffPickupPointsSchema = z.array(StaffPickupPointSchema);
export const StaffPickupPointParamsSchema = z.object({ id: Uuid });

/** The maps key staff set; null or empty: the configured fallback (`MAPS_API_KEY`). */
export const StaffMapsSettingsSchema = z
  .object({ GoogleFrontAPIKey: z.string().trim().max(200, 'Validation.MaxLength|{"max":200}').nullable() })
  .meta({ id: 'StaffMapsSettings' });
export type StaffMapsSettings = z.input<typeof StaffMapsSettingsSchema>;
