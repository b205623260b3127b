import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Who owns a cart, a wishlist, an address (ADR 013): a signed-in customer, or a visitor known
 * only by their session. Every read and write of an owned row goes through `ownedBy`, so another
 * owner's id is simply not found (404), never forbidden (403): ids cannot be probed.
 */
export type Owner =
  | { readonly kind: 'customer'; readonly customerId: string }
  | { readonly kind: 'visitor'; readonly visitorId: string };

/** The two columns an owned table has: `customer_id` (users) and `visitor_id` (sessions.id). */
export interface OwnerColumns {
  readonly customerId: PgColumn;
  readonly visitorId: PgColumn;
}

/** The condition that a row belongs to this owner, and to no one else. */
export function ownedBy(columns: OwnerColumns, owner: Owner): SQL {
  return owner.kind === 'customer'
    ? (and(eq(columns.customerId, owner.customerId), isNull(columns.visitorId)) as SQL)
    : (and(eq(columns.visitorId, owner.visitorId), isNull(columns.customerId)) as SQL);
}

/** The column values that make a new row this owner's. */
export function ownerValues(owner: Owner): { customerId: string | null; visitorId: string | null } {
  return owner.kind === 'customer'
    ? { customerId: owner.customerId, visitorId: null }
    : { customerId: null, visitorId: owner.visitorId };
}

/** What a visitor owned, handed to the customer they became by signing in (merged by each module). */
export interface VisitorSignIn {
  readonly visitorId: string;
  readonly customerId: string;
}
