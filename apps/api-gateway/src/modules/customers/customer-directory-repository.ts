import type { Executor } from '@vitrine/db';
import { sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/sql-patterns';

export interface DirectoryCustomer {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  /** The company of the default billing address, when the customer buys as one. */
  readonly company: string | null;
  /** The culture their e-mail is written in; null: the shop's. */
  readonly culture: string | null;
}

/** The company a customer buys as: the default (else the oldest) billing address's, when it has one. */
const companyOf = sql`(
  SELECT a.company FROM customer_addresses a
   WHERE a.customer_id = u.id AND a.address_type IN ('Billing', 'Both')
   ORDER BY a.is_default DESC, a.created_at, a.id LIMIT 1)`;

const asCustomer = (row: Record<string, unknown>): DirectoryCustomer => ({
  id: String(row.id),
  email: String(row.email),
  firstName: String(row.first_name ?? ''),
  lastName: String(row.last_name ?? ''),
  company: row.company == null ? null : String(row.company),
  culture: row.culture == null ? null : String(row.culture),
});

/**
 * The shop's active customer accounts as sales staff look them up: by a part of their e-mail
 * address, or by id. Staff accounts and closed accounts are never found.
 */
export function customerDirectoryRepository(db: Executor) {
  return {
    /** Addresses starting with the text first, then the others containing it, alphabetically. */
    async search(text: string, limit: number): Promise<DirectoryCustomer[]> {
      const contains = containsPattern(text);
      const starts = contains.slice(1);
      const result = await db.execute(sql`
        SELECT u.id, u.email, u.first_name, u.last_name, u.culture, ${companyOf} AS company
          FROM users u
         WHERE u.is_active AND 'customer' = ANY(u.roles) AND lower(u.email) LIKE ${contains}
         ORDER BY (lower(u.email) LIKE ${starts}) DESC, lower(u.email), u.id
         LIMIT ${limit}`);
      return result.rows.map(asCustomer);
    },

    async byId(id: string): Promise<DirectoryCustomer | null> {
      const result = await db.execute(sql`
        SELECT u.id, u.email, u.first_name, u.last_name, u.culture, ${companyOf} AS company
          FROM users u
         WHERE u.id = ${id}::uuid AND u.is_active AND 'customer' = ANY(u.roles)`);
      const row = result.rows[0];
      return row ? asCustomer(row) : null;
    },
  };
}
