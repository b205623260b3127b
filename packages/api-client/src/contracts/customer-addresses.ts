import { checkboxField, formSchema, textField } from '@vitrine/validation';
import { z } from 'zod';
import { ACCOUNT_TYPES } from './orders';
import { CountryCodeSchema } from './shipping';

/**
 * A signed-in customer's saved addresses (spec 001 §2 "Delivery and billing address pickers", §3
 * "Address fields"): what checkout's pickers offer and what `ExistingBillingAddressId` and
 * `ExistingShippingAddressId` name. `AddressType` says what an address is for: billing, delivery,
 * or both.
 */
export const ADDRESS_TYPES = ['Billing', 'Shipping', 'Both'] as const;
const choiceError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'Validation.Required' : 'Validation.Invalid';
export const AddressTypeSchema = z.enum(ADDRESS_TYPES, { error: choiceError });
export type AddressType = z.infer<typeof AddressTypeSchema>;

/** At most this many addresses per customer: an address book, not a mailing list. */
export const MAX_CUSTOMER_ADDRESSES = 50;

const name = () => textField({ required: true, maxlength: 100 }, { trim: true });
const line = (max: number) => textField({ required: true, maxlength: max }, { trim: true });
const optional = (max: number) => textField({ maxlength: max }, { trim: true }).optional();

/**
 * POST and PUT {app}/api/v1/sales/customers/addresses: the address form of the pickers' modals.
 * The same lengths as the checkout's fields, so a saved address always fits an order. A company
 * needs its name; a VAT number belongs to a company only (and has its country's format); the
 * server also refuses a delivery country the shop does not serve.
 */
export const CustomerAddressBodySchema = formSchema(
  {
    AddressType: AddressTypeSchema,
    AccountType: z.enum(ACCOUNT_TYPES, { error: choiceError }).default('Private'),
    FirstName: name(),
    LastName: name(),
    Company: optional(150),
    VAT: optional(40),
    Street1: line(200),
    HouseNumber: line(20),
    BoxNumber: optional(20),
    PostalCode: line(12),
    City: line(100),
    CountryId: CountryCodeSchema,
    Phone: optional(40),
    IsDefault: checkboxField().default(false),
  },
  {
    Company: { requiredif: { field: 'AccountType', value: 'Company' } },
    VAT: { vatNumber: { countryField: 'CountryId' } },
  },
)
  .superRefine((address, ctx) => {
    // A private person has no VAT number: one sent with them is a mistake, not something to drop.
    if (address.AccountType !== 'Company' && address.VAT)
      ctx.addIssue({ code: 'custom', path: ['VAT'], message: 'Addresses.VatOnlyForCompany' });
  })
  .meta({ id: 'CustomerAddressBody' });
export type CustomerAddressBody = z.input<typeof CustomerAddressBodySchema>;
export type CustomerAddressInput = z.output<typeof CustomerAddressBodySchema>;

export const CustomerAddressSchema = z
  .object({
    Id: z.string().uuid(),
    AddressType: AddressTypeSchema,
    AccountType: z.enum(ACCOUNT_TYPES),
    FirstName: z.string(),
    LastName: z.string(),
    Company: z.string().nullable(),
    VAT: z.string().nullable(),
    Street1: z.string(),
    HouseNumber: z.string(),
    BoxNumber: z.string().nullable(),
    PostalCode: z.string(),
    City: z.string(),
    CountryId: z.string(),
    /** The country's name in the asked culture. */
    CountryName: z.string(),
    Phone: z.string().nullable(),
    IsDefault: z.boolean(),
  })
  .meta({ id: 'CustomerAddress' });
export type CustomerAddress = z.infer<typeof CustomerAddressSchema>;

/** GET {app}/api/v1/sales/customers/addresses: the customer's addresses, the defaults first. */
export const CustomerAddressesSchema = z.array(CustomerAddressSchema).meta({ id: 'CustomerAddresses' });

/** Its address: a path parameter. */
export const CustomerAddressParamsSchema = z.object({ id: z.string().uuid('Validation.Uuid') });

/** What a picker of each kind offers: billing takes Billing and Both, delivery Shipping and Both. */
export const ADDRESS_TYPES_FOR = {
  billing: ['Billing', 'Both'],
  shipping: ['Shipping', 'Both'],
} as const satisfies Record<'billing' | 'shipping', readonly AddressType[]>;

export const servesAs = (type: AddressType, kind: 'billing' | 'shipping') =>
  (ADDRESS_TYPES_FOR[kind] as readonly AddressType[]).includes(type);

/**
 * `{app}/{culture}/widget/DeliveryAddressPicker`'s query: whether the page lets the customer add
 * (`hasCreation`) or edit (`hasEdit`) an address, as its picker's data attributes say.
 */
export const DeliveryAddressPickerQuerySchema = z.object({
  hasCreation: z.stringbool().optional(),
  hasEdit: z.stringbool().optional(),
});
