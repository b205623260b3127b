import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { productVariants } from './catalog';
import { users } from './security';

/** The longest reference a customer may keep for a variant (their own article numbers are short). */
export const CUSTOMER_SKU_MAX_LENGTH = 100;

/**
 * A signed-in customer's own reference for a product variant (spec 001 §1 "keep
 * customer-specific product references", `CustomerSKU`): at most one per customer and variant,
 * stored trimmed and never empty (clearing the reference deletes the row). The customer's orders
 * keep a copy on their lines, so changing a reference later leaves past orders as they were.
 */
export const customerReferences = pgTable(
  'customer_references',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    customerSku: varchar('customer_sku', { length: CUSTOMER_SKU_MAX_LENGTH }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customer_references_customer_variant_key').on(table.customerId, table.variantId),
    // The reference search reads one customer's references in their order.
    index('customer_references_customer_sku_idx').on(table.customerId, sql`lower(${table.customerSku})`),
    check(
      'customer_references_sku_trimmed',
      sql`${table.customerSku} <> '' AND ${table.customerSku} = btrim(${table.customerSku})`,
    ),
  ],
);
