import { customerAddresses, type Executor } from '@vitrine/db';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';

export type CustomerAddressRow = typeof customerAddresses.$inferSelect;
export type NewCustomerAddress = Omit<
  typeof customerAddresses.$inferInsert,
  'id' | 'customerId' | 'createdAt' | 'updatedAt'
>;

/**
 * The only SQL on `customer_addresses`. Every statement names the customer: an address is read,
 * changed or deleted only as its owner's, so another customer's id finds nothing.
 */
export function customerAddressesRepository(db: Executor) {
  const owned = (customerId: string, id: string) =>
    and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, id));

  return {
    /**
     * Changes of one customer's addresses queue behind each other for the length of the
     * transaction: "one default per kind" and the address limit hold under concurrent calls
     * (two first addresses have no row to lock yet).
     */
    async lockBook(customerId: string): Promise<void> {
      await db.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext('customer-addresses'), hashtext(${customerId}))`,
      );
    },

    list(customerId: string): Promise<CustomerAddressRow[]> {
      return db
        .select()
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, customerId))
        .orderBy(
          desc(customerAddresses.isDefault),
          asc(customerAddresses.createdAt),
          asc(customerAddresses.id),
        );
    },

    async find(customerId: string, id: string): Promise<CustomerAddressRow | null> {
      const [row] = await db.select().from(customerAddresses).where(owned(customerId, id)).limit(1);
      return row ?? null;
    },

    async count(customerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, customerId));
      return Number(row?.n ?? 0);
    },

    async insert(customerId: string, values: NewCustomerAddress): Promise<CustomerAddressRow> {
      const [row] = await db
        .insert(customerAddresses)
        .values({ ...values, customerId })
        .returning();
      if (!row) throw new Error('the address was not written');
      return row;
    },

    async update(
      customerId: string,
      id: string,
      values: NewCustomerAddress,
    ): Promise<CustomerAddressRow | null> {
      const [row] = await db
        .update(customerAddresses)
        .set({ ...values, updatedAt: sql`now()` })
        .where(owned(customerId, id))
        .returning();
      return row ?? null;
    },

    async delete(customerId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(customerAddresses)
        .where(owned(customerId, id))
        .returning({ id: customerAddresses.id });
      return deleted.length > 0;
    },

    /** Takes the default off the customer's other addresses of these types. */
    async clearDefaults(customerId: string, types: readonly string[], except: string | null): Promise<void> {
      await db
        .update(customerAddresses)
        .set({ isDefault: false, updatedAt: sql`now()` })
        .where(
          and(
            eq(customerAddresses.customerId, customerId),
            eq(customerAddresses.isDefault, true),
            inArray(customerAddresses.addressType, [...types] as CustomerAddressRow['addressType'][]),
            except ? ne(customerAddresses.id, except) : undefined,
          ),
        );
    },
  };
}
