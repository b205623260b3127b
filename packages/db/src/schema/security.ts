import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

export const ROLES = ['customer', 'editor', 'sales', 'catalogue', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ['editor', 'sales', 'catalogue', 'admin'];

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    roles: text('roles').array().$type<Role[]>().notNull().default(sql`ARRAY['customer']::text[]`),
    culture: varchar('culture', { length: 2 }),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * When the owner proved the address is theirs. Accounts made by staff, the seed or before
     * self-registration count as confirmed (the default); a self-registered one starts without.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }).defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`)],
);

/**
 * Server-side sessions. The cookie carries a random token; only its SHA-256 is stored, so a
 * leaked table cannot be replayed as cookies. A session without a user is a visitor's (ADR 013):
 * created on the visitor's first write, it owns their cart until they sign in.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    /** The stable id other tables refer to for what a visitor owns (never derived from the token). */
    id: uuid('id').notNull().defaultRandom().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/** What an account token lets its bearer do, once. */
export const ACCOUNT_TOKEN_PURPOSES = ['confirm-email', 'reset-password', 'change-email'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * Single-use, expiring tokens sent by e-mail (confirming an address, resetting a password). Only
 * the token's SHA-256 is stored, so a copy of the table gives nobody a working link.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** A change of address: the new address, which becomes the account's when the link is used. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_tokens_user_purpose_idx').on(table.userId, table.purpose)],
);

/**
 * An account's second factor: an authenticator app's TOTP secret (RFC 6238). The app needs the
 * secret itself, so it cannot be hashed: it is stored encrypted (AES-256-GCM, a key derived from
 * the gateway's secret), so a copy of the table alone gives nobody the codes. Until `enabled_at`
 * the secret is only being set up and sign-in does not ask for it. `last_used_step` is the time
 * step of the last code accepted: a code is taken only for a later step, so an overheard code
 * cannot be used again within its window.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretCiphertext: text('secret_ciphertext').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes, shown once when two-factor sign-in is turned on; only their SHA-256 is kept. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('two_factor_recovery_codes_user_code_key').on(table.userId, table.codeHash)],
);

/**
 * A sign-in between its password and its second factor: the token (only its SHA-256 kept) stands
 * for "this password was right" for a few minutes, for the route that issued it, and dies after
 * a few wrong codes or its one success.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Issued by the back office's sign-in: only its second step accepts it. */
    forStaff: boolean('for_staff').notNull(),
    remember: boolean('remember').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('two_factor_challenges_user_idx').on(table.userId)],
);
