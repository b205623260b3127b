import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window rate-limit counters, shared by every gateway instance on the same database. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
