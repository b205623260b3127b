import { type Executor, users } from '@vitrine/db';
import { asc, ilike, inArray, or } from 'drizzle-orm';
import { containsPattern } from '../../lib/sql-patterns';

export interface CustomerName {
  readonly id: string;
  readonly email: string;
  readonly name: string;
}

/** Accounts for staff pickers (a personal coupon's customer): found by e-mail or name, or named by id. */
export function customerLookups(db: Executor) {
  const columns = { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName };
  const named = (rows: { id: string; email: string; firstName: string; lastName: string }[]) =>
    rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: [`${row.firstName} ${row.lastName}`.trim(), row.email].filter(Boolean).join(' · '),
    }));
  return {
    async search(query: string): Promise<CustomerName[]> {
      const pattern = containsPattern(query);
      return named(
        await db
          .select(columns)
          .from(users)
          .where(
            or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern)),
          )
          .orderBy(asc(users.email))
          .limit(20),
      );
    },
    async byIds(ids: readonly string[]): Promise<CustomerName[]> {
      if (!ids.length) return [];
      return named(
        await db
          .select(columns)
          .from(users)
          .where(inArray(users.id, [...ids])),
      );
    },
  };
}
