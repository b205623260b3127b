import { sql } from 'drizzle-orm';
import { boolean, char, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './security';

/** What an address is for (spec 001 §3 `AddressType`). */
export const ADDRESS_TYPES = ['Billing', 'Shipping', 'Both'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const ACCOUNT_TYPES = ['Private', 'Company'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** A customer's saved addresses, offered by checkout's address pickers and the account pages. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressType: text('address_type').$type<AddressType>().notNull(),
    accountType: text('account_type').$type<AccountType>().notNull().default('Private'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company'),
    vat: text('vat'),
    street1: text('street1').notNull(),
    houseNumber: text('house_number').notNull().default(''),
    boxNumber: text('box_number'),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    countryCode: char('country_code', { length: 2 }).notNull(),
    phone: text('phone'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('customer_addresses_customer_idx').on(table.customerId),
    check('customer_addresses_company_vat', sql`${table.vat} IS NULL OR ${table.accountType} = 'Company'`),
  ],
);
