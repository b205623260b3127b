import {
  type AddressType,
  type CustomerAddress,
  type CustomerAddressInput,
  MAX_CUSTOMER_ADDRESSES,
  PROBLEM_TYPES,
  servesAs,
} from '@vitrine/api-client';
import type { Database, Executor } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { encodeMessage } from '@vitrine/validation';
import { BusinessRuleError, isDomainError, NotFoundError, ValidationError } from '../../lib/domain-errors';
import type { Owner } from '../../lib/ownership';
import { unitOfWork } from '../../lib/unit-of-work';
import { countryName, type ShippingService } from '../shipping/index';
import {
  type CustomerAddressRow,
  customerAddressesRepository,
  type NewCustomerAddress,
} from './customer-addresses-repository';

export interface CustomerAddressesOptions {
  /** Says which countries exist and which the shop delivers to. */
  shipping: ShippingService;
}

/** What an order takes from a saved address (copies: a later edit does not change a placed order). */
export type SavedAddress = CustomerAddressRow;

/** The types whose default an address of this type takes over: those serving a kind it serves. */
const SHARING_A_KIND: Record<AddressType, readonly AddressType[]> = {
  Billing: ['Billing', 'Both'],
  Shipping: ['Shipping', 'Both'],
  Both: ['Billing', 'Shipping', 'Both'],
};

const notFound = () =>
  new NotFoundError('There is no such address.', PROBLEM_TYPES.notFound, { Id: ['Addresses.NotFound'] });

function asView(row: CustomerAddressRow, culture: Culture): CustomerAddress {
  return {
    Id: row.id,
    AddressType: row.addressType,
    AccountType: row.accountType,
    FirstName: row.firstName,
    LastName: row.lastName,
    Company: row.company,
    VAT: row.vat,
    Street1: row.street1,
    HouseNumber: row.houseNumber,
    BoxNumber: row.boxNumber,
    PostalCode: row.postalCode,
    City: row.city,
    CountryId: row.countryCode,
    CountryName: countryName(row.countryCode, culture),
    Phone: row.phone,
    IsDefault: row.isDefault,
  };
}

/** The form as the table keeps it: a private person's company and VAT number are not kept. */
function asRow(input: CustomerAddressInput): NewCustomerAddress {
  const company = input.AccountType === 'Company';
  return {
    addressType: input.AddressType,
    accountType: input.AccountType,
    firstName: input.FirstName,
    lastName: input.LastName,
    company: company ? input.Company || null : null,
    vat: company ? input.VAT || null : null,
    street1: input.Street1,
    houseNumber: input.HouseNumber,
    boxNumber: input.BoxNumber || null,
    postalCode: input.PostalCode,
    city: input.City,
    countryCode: input.CountryId,
    phone: input.Phone || null,
    isDefault: input.IsDefault,
  };
}

/**
 * A customer's address book (spec 001 §2 "Delivery and billing address pickers"): the addresses
 * checkout's pickers offer, one default per kind (billing, delivery), each read and written only
 * as its owner's. Checkout asks it for the saved address an order names.
 */
export function customerAddressesService(db: Database, { shipping }: CustomerAddressesOptions) {
  /** A delivery address must be in a country the shop delivers to; a billing one in a country it knows. */
  async function checkCountry(executor: Executor, input: CustomerAddressInput): Promise<void> {
    try {
      if (servesAs(input.AddressType, 'shipping'))
        await shipping.checkShippingCountry(executor, input.CountryId, 'CountryId');
      else await shipping.checkCountry(executor, input.CountryId, 'CountryId');
    } catch (error) {
      // A country is a field of the form: its refusal is the form's (400), as any other field's.
      if (isDomainError(error) && error.errors) throw new ValidationError(error.errors);
      throw error;
    }
  }

  async function save(
    customerId: string,
    id: string | null,
    input: CustomerAddressInput,
    culture: Culture,
  ): Promise<CustomerAddress> {
    return unitOfWork(db, async ({ tx }) => {
      const repository = customerAddressesRepository(tx);
      await repository.lockBook(customerId);
      await checkCountry(tx, input);
      if (id === null && (await repository.count(customerId)) >= MAX_CUSTOMER_ADDRESSES)
        throw new BusinessRuleError(PROBLEM_TYPES.conflict, 'The address book is full.', {
          Id: [encodeMessage('Addresses.TooMany', { max: MAX_CUSTOMER_ADDRESSES })],
        });
      const values = asRow(input);
      if (values.isDefault) await repository.clearDefaults(customerId, SHARING_A_KIND[input.AddressType], id);
      const row =
        id === null
          ? await repository.insert(customerId, values)
          : await repository.update(customerId, id, values);
      if (!row) throw notFound();
      return asView(row, culture);
    });
  }

  return {
    /** The customer's addresses, the defaults first, then as they were added. */
    async list(customerId: string, culture: Culture): Promise<CustomerAddress[]> {
      return (await customerAddressesRepository(db).list(customerId)).map((row) => asView(row, culture));
    },

    create: (customerId: string, input: CustomerAddressInput, culture: Culture) =>
      save(customerId, null, input, culture),

    /** Another customer's address (or none) is not found: ids cannot be probed. */
    update: (customerId: string, id: string, input: CustomerAddressInput, culture: Culture) =>
      save(customerId, id, input, culture),

    async remove(customerId: string, id: string): Promise<void> {
      if (!(await customerAddressesRepository(db).delete(customerId, id))) throw notFound();
    },

    /**
     * The saved address an order names for billing or delivery, read before anything of the order
     * is written. A guest has none, another customer's id is unknown, and an address of the other
     * kind does not serve: each is a refusal naming the field.
     */
    async forOrder(
      owner: Owner,
      id: string,
      kind: 'billing' | 'shipping',
      executor: Executor = db,
    ): Promise<SavedAddress> {
      const field = kind === 'billing' ? 'ExistingBillingAddressId' : 'ExistingShippingAddressId';
      const refuse = (detail: string, key: string) =>
        new BusinessRuleError(PROBLEM_TYPES.savedAddressRefused, detail, { [field]: [key] });
      if (owner.kind !== 'customer')
        throw refuse('Only a signed-in customer has saved addresses.', 'Addresses.SignInToUse');
      const row = await customerAddressesRepository(executor).find(owner.customerId, id);
      if (!row) throw refuse('There is no such saved address.', 'Addresses.UnknownForOrder');
      if (!servesAs(row.addressType, kind))
        throw refuse(
          `This address is not one for ${kind === 'billing' ? 'billing' : 'delivery'}.`,
          kind === 'billing' ? 'Addresses.NotForBilling' : 'Addresses.NotForDelivery',
        );
      return row;
    },
  };
}

export type CustomerAddressesService = ReturnType<typeof customerAddressesService>;
