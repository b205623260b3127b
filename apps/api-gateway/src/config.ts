import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { CULTURES } from '@vitrine/i18n';
import { isCurrencyCode } from '@vitrine/money';
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * Which proxies may tell us the client's address (X-Forwarded-For, -Proto, -Host): none, the
 * number of proxy hops in front of us, or the proxies' own addresses. "true" (believe any
 * X-Forwarded-For) is refused: its left-most entry is written by the client.
 */
const TrustProxySchema = z
  .string()
  .default('false')
  .transform((value, context): false | number | string[] => {
    const text = value.trim();
    if (text === '' || text === 'false' || text === '0') return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (text === 'true' || wrong.length || !entries.length) {
      context.addIssue({
        code: 'custom',
        message:
          text === 'true'
            ? "TRUST_PROXY=true would believe an X-Forwarded-For the client wrote; give the number of proxy hops (1) or the proxies' addresses (10.0.0.0/8,127.0.0.1)"
            : `TRUST_PROXY must be false, a hop count or a list of addresses and CIDRs; not ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('localhost'),
  /** The {app} prefix of every path, e.g. '/shop'; empty serves at the root. */
  BASE_PATH: z
    .string()
    .default('')
    .transform((value) => (value === '/' ? '' : value.replace(/\/+$/, '')))
    .refine((value) => value === '' || /^\/[\w\-/]+$/.test(value), 'BASE_PATH must look like /shop'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default('data'),
  SESSION_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'SESSION_SECRET needs 32 characters or more').optional(),
  ),
  DEFAULT_CULTURE: z.enum(CULTURES).default('fr'),
  /** The currency the catalogue's prices are kept in (ISO 4217). */
  SHOP_CURRENCY: z
    .string()
    .default('EUR')
    .refine(isCurrencyCode, 'SHOP_CURRENCY must be an ISO 4217 code such as EUR'),
  /** Where the daily exchange rates come from: the ECB's reference rates, a file of the same XML, or none. */
  EXCHANGE_RATES: z
    .string()
    .default('none')
    .refine(
      (value) => value === 'none' || value === 'ecb' || /^file:.+/.test(value),
      'EXCHANGE_RATES is ecb, file:<path to an eurofxref-daily.xml> or none',
    ),
  /** Prefix of our cookie names, as in spec 000 §3 (`<CMS name>CookieConsent`). */
  CMS_NAME: z
    .string()
    .regex(/^[A-Za-z][\w.]*$/, 'CMS_NAME must be a valid cookie-name prefix')
    .default('FlexoCMS'),
  ADMIN_EMAIL: z.string().email().default('admin@vitrine.example'),
  ADMIN_PASSWORD: z.string().min(8).default('vitrine-admin'),
  /**
   * The shop's own country (ISO 3166-1 alpha-2): the VAT its catalogue prices include, and the
   * shipping country of a cart whose shopper has not chosen one.
   */
  SHOP_COUNTRY: z
    .string()
    .default('BE')
    .refine(
      (value) => /^[A-Z]{2}$/.test(value),
      'SHOP_COUNTRY must be an ISO 3166-1 alpha-2 code such as BE',
    ),
  /**
   * Whose postal codes the typeahead loads at start: 'all' (every open-data file shipped) or ISO
   * codes separated by commas. API tests load none unless they ask (France alone takes a second or two).
   */
  REFERENCE_CITIES: z.string().optional(),
  /** How many demo products an empty shop starts with (0: none). `pnpm db:seed --products N` builds more. */
  DEMO_PRODUCTS: z.coerce.number().int().min(0).max(2_000_000).default(2000),
  SEED_DEMO_CONTENT: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** The shop's public address, e.g. https://shop.example: sitemaps, robots.txt, Secure cookies. */
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .url()
      .refine(
        (value) => /^https?:\/\/[^/?#]+\/?$/.test(value),
        'PUBLIC_URL is an origin: https://shop.example',
      )
      .optional(),
  ),
  TRUST_PROXY: TrustProxySchema,
  /** Image origins pages may show besides our own (CSP img-src), e.g. a CDN: https://cdn.example. */
  CSP_IMG_ORIGINS: z
    .string()
    .default('')
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .refine(
      (origins) => origins.every((origin) => /^https:\/\/[\w.-]+(:\d+)?$/.test(origin)),
      'CSP_IMG_ORIGINS lists https origins separated by commas',
    ),
  /** How long a start waits for another process to release the embedded database in DATA_DIR. */
  DATA_DIR_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).default(20_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Failed sign-ins per client address and account in a window, then 429. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Failed sign-ins per client address over all accounts in a window, then 429. */
  LOGIN_ADDRESS_LIMIT: z.coerce.number().int().min(1).default(100),
  /** Failed sign-ins per account from all addresses in a window; then refused like a wrong password. */
  LOGIN_ACCOUNT_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Cart changes (adds, quantities, deletions) per shopper in a minute, then 429: no shopper needs more. */
  CART_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /** VAT number checks per shopper and minute, then 429: each may ask the EU's register. */
  VAT_CHECK_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Back-in-stock subscriptions per client address (or session) and hour, then 429: each may send a message. */
  STOCK_NOTIFICATION_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /**
   * The EU's VIES REST API; 'none' checks the format only (the answer is then null). Tests ask no
   * register unless they name one.
   */
  VIES_URL: z
    .string()
    .optional()
    .refine(
      (value) => value === undefined || value === 'none' || /^https?:\/\/[^\s]+$/.test(value),
      'VIES_URL is the VIES REST API address (https://…) or none',
    ),
  /** How long a VAT check waits for VIES before answering null. */
  VIES_TIMEOUT_MS: z.coerce.number().int().min(100).default(6000),
  /** Pickup-point searches per shopper and minute, then 429: each may ask a carrier or the geocoder. */
  PICKUP_SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** The pickup-point dialog's search radius (kilometres) and list size, handed to it as page data. */
  PICKUP_SEARCH_RADIUS_KM: z.coerce.number().int().min(1).max(100).default(10),
  PICKUP_MAX_LIST_SIZE: z.coerce.number().int().min(1).max(50).default(10),
  /** How long a pickup-point carrier or the geocoder may take before the search goes on without it. */
  PICKUP_CARRIER_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /** DHL's Location Finder – Unified API key; the 'dhl' carrier exists only when it is set. */
  DHL_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  DHL_LOCATION_FINDER_URL: z
    .string()
    .default('https://api.dhl.com/location-finder/v1')
    .refine((value) => /^https?:\/\/[^\s]+$/.test(value), 'DHL_LOCATION_FINDER_URL is an https:// address'),
  /**
   * Where the 'static' carrier learns the coordinates of the searched place: OpenStreetMap's
   * Nominatim (its public server, or NOMINATIM_URL for a shop's own), or none (points are then
   * ordered by postal code). Tests ask none unless they name one.
   */
  GEOCODER: z.enum(['nominatim', 'none']).optional(),
  NOMINATIM_URL: z
    .string()
    .default('https://nominatim.openstreetmap.org')
    .refine((value) => /^https?:\/\/[^\s]+$/.test(value), 'NOMINATIM_URL is an https:// address'),
  /** The maps key the storefront's maps use when staff set none in the back office. */
  MAPS_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** The storefront maps' tile server ({z}/{x}/{y}, optionally {s} and {key}) and its attribution. */
  MAP_TILE_URL: z
    .string()
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .refine(
      (value) =>
        /^https:\/\/[^\s/]+\/\S*$/.test(value) && ['{z}', '{x}', '{y}'].every((part) => value.includes(part)),
      'MAP_TILE_URL is an https:// address with {z}, {x} and {y}',
    ),
  MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  /**
   * Where e-mail goes: an SMTP server (smtp://user:password@host:587, smtps://… for TLS from the
   * first byte; nodemailer's URL options in the query). Unset: each message is written as an .eml
   * file under DATA_DIR/mail, for development and tests.
   */
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL is smtp://user:password@host:port or smtps://…')
      .optional(),
  ),
  /** The sender of the shop's e-mail: an address, or a name and an address. */
  MAIL_FROM: z
    .string()
    .default('Vitrine <shop@localhost>')
    .refine(
      (value) => /^[^\r\n<>@]*<[^\s<>@]+@[^\s<>@]+>$|^[^\s<>@]+@[^\s<>@]+$/.test(value.trim()),
      'MAIL_FROM is an address (shop@example.com) or a name and one (Vitrine <shop@example.com>)',
    ),
  /** Whether this instance runs the durable jobs (e-mail…): on by default, off in tests (they call runDue). */
  JOBS_WORKER: z.enum(['on', 'off']).optional(),
  /** How often the job worker looks for due jobs. */
  JOBS_POLL_MS: z.coerce.number().int().min(10).default(1000),
  /** How long an order placed and not paid keeps its stock before it is cancelled. */
  ORDER_PAYMENT_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  /**
   * Who takes card payments (ADR 024): 'test', the built-in provider of development and demos
   * (its own card page, no money moves), or 'adyen' (the ADYEN_* settings below are then required).
   */
  PAYMENT_PROVIDER: z.enum(['test', 'adyen']).default('test'),
  /** Signs the test provider's sessions and notifications; derived from SESSION_SECRET when unset. */
  PAYMENT_TEST_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'PAYMENT_TEST_SECRET needs 32 characters or more').optional(),
  ),
  ADYEN_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  ADYEN_MERCHANT_ACCOUNT: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** The drop-in's public key: test_… or live_…, matching ADYEN_ENVIRONMENT. */
  ADYEN_CLIENT_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** The webhook's HMAC key as the Customer Area shows it (hexadecimal). */
  ADYEN_HMAC_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^([0-9A-Fa-f]{2})+$/, 'ADYEN_HMAC_KEY is the hexadecimal key the Customer Area shows')
      .optional(),
  ),
  ADYEN_ENVIRONMENT: z.enum(['test', 'live']).default('test'),
  /**
   * The Checkout API's base, without the version: https://checkout-test.adyen.com by default in
   * test; live needs the account's own, https://{prefix}-checkout-live.adyenpayments.com/checkout.
   */
  ADYEN_CHECKOUT_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, 'ADYEN_CHECKOUT_URL is the Checkout API address (https://…)')
      .optional(),
  ),
  /** Coupon codes a shopper (their session) may get wrong in COUPON_ATTEMPT_WINDOW_MS, then 429. */
  COUPON_ATTEMPT_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Coupon codes one address may get wrong in the window (several shoppers behind one address). */
  COUPON_ADDRESS_LIMIT: z.coerce.number().int().min(1).default(50),
  COUPON_ATTEMPT_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60 * 1000),
  LOGIN_RATE_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60 * 1000),
  /** Asset library uploads: the server's own limits (a widget's attributes can only lower them). */
  ASSET_MAX_FILE_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .default(25 * 1024 * 1024),
  ASSET_MAX_FILES: z.coerce.number().int().min(1).max(1000).default(20),
  /**
   * The name of a folder at the asset library's root that the shop's pages may list (the
   * storefront's folder widget); empty: none. Nothing outside that folder's subtree is listed.
   */
  ASSETS_PUBLIC_FOLDER: z.string().trim().max(200).default(''),
  /** Decoded pixels an uploaded image may have (decompression bombs). */
  ASSET_MAX_PIXELS: z.coerce.number().int().min(1).default(40_000_000),
  /** How long a temporary upload (kept for the crop call) lives. */
  ASSET_TEMP_UPLOAD_TTL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(60 * 60 * 1000),
  ASSET_CLEANUP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(5 * 60 * 1000),
  /** How long a file must stay unchanged before the cleanup may take it as a crash's leftover. */
  ASSET_STALE_FILE_AGE_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(10 * 60 * 1000),
});

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  basePath: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  sessionSecret: string;
  defaultCulture: (typeof CULTURES)[number];
  shopCurrency: string;
  /** The source of the daily exchange rates (ADR 019); 'none': staff set them by hand. */
  exchangeRates: { source: 'none' } | { source: 'ecb' } | { source: 'file'; path: string };
  cmsName: string;
  admin: { email: string; password: string };
  seedDemoContent: boolean;
  demoProducts: number;
  /** The shop's own country: its VAT is in the catalogue's prices; carts ship there until told otherwise. */
  shopCountry: string;
  /** The postal codes loaded at start: every shipped file, or these countries'. */
  referenceCities: 'all' | string[];
  /** The public origin (no trailing slash), from PUBLIC_URL or else http://HOST:PORT. */
  publicOrigin: string;
  /** PUBLIC_URL was given: the origin is known rather than guessed from HOST and PORT. */
  publicUrlConfigured: boolean;
  trustProxy: false | number | string[];
  cspImageOrigins: string[];
  dataDirLockTimeoutMs: number;
  logLevel: string;
  loginRateLimit: { max: number; perAddress: number; perAccount: number; windowMs: number };
  /** Cart changes per shopper (their session, else their address) in a minute. */
  cartRateLimit: number;
  vatCheckRateLimit: number;
  /** Back-in-stock subscriptions per client address (a customer: per session) and hour. */
  stockNotificationRateLimit: number;
  /** The VIES REST API's base address; null: VAT numbers are checked for their format only. */
  viesUrl: string | null;
  viesTimeoutMs: number;
  /** Pickup points (ADR 026): the search's limits, the carriers configured and the geocoder. */
  pickupPoints: PickupPointsConfig;
  /** The storefront's maps: the staff's key falls back to `apiKey`; the tile server and its credit. */
  maps: { apiKey: string | null; tileUrl: string; tileAttribution: string };
  /** Outgoing e-mail (ADR 023): the SMTP server, else .eml files under DATA_DIR/mail; the sender. */
  mail: { smtpUrl: string | null; from: string };
  /** The durable job queue's worker (ADR 023): whether this instance polls, and how often. */
  jobs: { worker: boolean; pollMs: number };
  /** Card payments (ADR 024): the built-in test provider and its signing secret, or Adyen's account. */
  payments: PaymentsConfig;
  /** Wrong coupon codes per shopper and per address in a window, then 429 (guessing codes). */
  couponAttemptLimit: { perShopper: number; perAddress: number; windowMs: number };
  /** Minutes an unpaid order holds its stock before it is cancelled (ORDER_PAYMENT_HOLD_MINUTES). */
  orderPaymentHoldMinutes: number;
  cookies: { session: string; antiforgery: string; consent: string };
  assets: {
    maxFileSize: number;
    maxFiles: number;
    maxPixels: number;
    temporaryUploadTtlMs: number;
    cleanupIntervalMs: number;
    staleFileAgeMs: number;
    /** The root folder whose subtree the storefront may list; '' for none. */
    publicFolder: string;
  };
}

export interface PickupPointsConfig {
  searchRateLimit: number;
  searchRadiusKm: number;
  maxListSize: number;
  timeoutMs: number;
  /** DHL's Location Finder – Unified API; null: the 'dhl' carrier is not offered. */
  dhl: { apiKey: string; url: string } | null;
  geocoder: { kind: 'none' } | { kind: 'nominatim'; url: string };
}

export interface AdyenConfig {
  apiKey: string;
  merchantAccount: string;
  clientKey: string;
  hmacKey: string;
  environment: 'test' | 'live';
  /** The Checkout API's base, without the version and without a trailing slash. */
  checkoutUrl: string;
}

export type PaymentsConfig =
  | { provider: 'test'; testSecret: string }
  | { provider: 'adyen'; testSecret: string; adyen: AdyenConfig };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the configuration once; nothing else reads the environment.
 * Without SESSION_SECRET a random one is kept in DATA_DIR so that restarts keep sessions;
 * several instances behind a load balancer must share an explicit SESSION_SECRET.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const sessionSecret = e.SESSION_SECRET ?? persistedSecret(dataDir);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    basePath: e.BASE_PATH,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir,
    sessionSecret,
    defaultCulture: e.DEFAULT_CULTURE,
    shopCurrency: e.SHOP_CURRENCY,
    exchangeRates: exchangeRatesSource(e.EXCHANGE_RATES),
    cmsName: e.CMS_NAME,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    seedDemoContent: e.SEED_DEMO_CONTENT,
    demoProducts: e.DEMO_PRODUCTS,
    shopCountry: e.SHOP_COUNTRY,
    referenceCities: referenceCities(e.REFERENCE_CITIES, e.NODE_ENV),
    publicOrigin: (e.PUBLIC_URL ?? `http://${localHost(e.HOST)}:${e.PORT}`).replace(/\/$/, ''),
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    trustProxy: e.TRUST_PROXY,
    cspImageOrigins: e.CSP_IMG_ORIGINS,
    dataDirLockTimeoutMs: e.DATA_DIR_LOCK_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    cartRateLimit: e.CART_RATE_LIMIT,
    vatCheckRateLimit: e.VAT_CHECK_RATE_LIMIT,
    stockNotificationRateLimit: e.STOCK_NOTIFICATION_RATE_LIMIT,
    viesUrl: viesUrl(e.VIES_URL, e.NODE_ENV),
    viesTimeoutMs: e.VIES_TIMEOUT_MS,
    pickupPoints: {
      searchRateLimit: e.PICKUP_SEARCH_RATE_LIMIT,
      searchRadiusKm: e.PICKUP_SEARCH_RADIUS_KM,
      maxListSize: e.PICKUP_MAX_LIST_SIZE,
      timeoutMs: e.PICKUP_CARRIER_TIMEOUT_MS,
      dhl: e.DHL_API_KEY
        ? { apiKey: e.DHL_API_KEY, url: e.DHL_LOCATION_FINDER_URL.replace(/\/+$/, '') }
        : null,
      geocoder:
        (e.GEOCODER ?? (e.NODE_ENV === 'test' ? 'none' : 'nominatim')) === 'nominatim'
          ? { kind: 'nominatim', url: e.NOMINATIM_URL.replace(/\/+$/, '') }
          : { kind: 'none' },
    },
    maps: {
      apiKey: e.MAPS_API_KEY ?? null,
      tileUrl: e.MAP_TILE_URL,
      tileAttribution: e.MAP_TILE_ATTRIBUTION,
    },
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM.trim() },
    jobs: {
      worker: (e.JOBS_WORKER ?? (e.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
      pollMs: e.JOBS_POLL_MS,
    },
    orderPaymentHoldMinutes: e.ORDER_PAYMENT_HOLD_MINUTES,
    payments: paymentsConfig(e, sessionSecret),
    couponAttemptLimit: {
      perShopper: e.COUPON_ATTEMPT_LIMIT,
      perAddress: e.COUPON_ADDRESS_LIMIT,
      windowMs: e.COUPON_ATTEMPT_WINDOW_MS,
    },
    loginRateLimit: {
      max: e.LOGIN_RATE_LIMIT,
      perAddress: e.LOGIN_ADDRESS_LIMIT,
      perAccount: e.LOGIN_ACCOUNT_LIMIT,
      windowMs: e.LOGIN_RATE_WINDOW_MS,
    },
    cookies: {
      session: `${e.CMS_NAME}.Session`,
      antiforgery: `${e.CMS_NAME}.Antiforgery`,
      consent: `${e.CMS_NAME}CookieConsent`,
    },
    assets: {
      maxFileSize: e.ASSET_MAX_FILE_SIZE,
      maxFiles: e.ASSET_MAX_FILES,
      maxPixels: e.ASSET_MAX_PIXELS,
      temporaryUploadTtlMs: e.ASSET_TEMP_UPLOAD_TTL_MS,
      cleanupIntervalMs: e.ASSET_CLEANUP_INTERVAL_MS,
      staleFileAgeMs: e.ASSET_STALE_FILE_AGE_MS,
      publicFolder: e.ASSETS_PUBLIC_FOLDER,
    },
  };
}

function exchangeRatesSource(value: string): Config['exchangeRates'] {
  if (value === 'ecb') return { source: 'ecb' };
  if (value.startsWith('file:')) return { source: 'file', path: path.resolve(value.slice('file:'.length)) };
  return { source: 'none' };
}

function referenceCities(value: string | undefined, env: Config['env']): 'all' | string[] {
  if (value === undefined) return env === 'test' ? [] : 'all';
  if (value.trim() === 'all') return 'all';
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((code) => code.toUpperCase());
}

const localHost = (host: string) =>
  host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;

function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Adyen's Checkout API in its test environment; live addresses carry the account's own prefix. */
export const ADYEN_TEST_CHECKOUT_URL = 'https://checkout-test.adyen.com';

function paymentsConfig(e: z.output<typeof EnvSchema>, sessionSecret: string): PaymentsConfig {
  const testSecret =
    e.PAYMENT_TEST_SECRET ?? createHmac('sha256', sessionSecret).update('payments:test').digest('base64url');
  if (e.PAYMENT_PROVIDER === 'test') return { provider: 'test', testSecret };
  const missing = (
    ['ADYEN_API_KEY', 'ADYEN_MERCHANT_ACCOUNT', 'ADYEN_CLIENT_KEY', 'ADYEN_HMAC_KEY'] as const
  ).filter((name) => !e[name]);
  const checkoutUrl =
    e.ADYEN_CHECKOUT_URL ?? (e.ADYEN_ENVIRONMENT === 'test' ? ADYEN_TEST_CHECKOUT_URL : undefined);
  const problems = missing.map((name) => `  ${name}: required when PAYMENT_PROVIDER is adyen`);
  if (!checkoutUrl)
    problems.push(
      '  ADYEN_CHECKOUT_URL: required in live, https://{prefix}-checkout-live.adyenpayments.com/checkout',
    );
  if (e.ADYEN_CLIENT_KEY && !e.ADYEN_CLIENT_KEY.startsWith(`${e.ADYEN_ENVIRONMENT}_`))
    problems.push(
      `  ADYEN_CLIENT_KEY: a ${e.ADYEN_ENVIRONMENT} client key starts with ${e.ADYEN_ENVIRONMENT}_`,
    );
  if (problems.length || !checkoutUrl)
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    provider: 'adyen',
    testSecret,
    adyen: {
      apiKey: e.ADYEN_API_KEY ?? '',
      merchantAccount: e.ADYEN_MERCHANT_ACCOUNT ?? '',
      clientKey: e.ADYEN_CLIENT_KEY ?? '',
      hmacKey: e.ADYEN_HMAC_KEY ?? '',
      environment: e.ADYEN_ENVIRONMENT,
      checkoutUrl: checkoutUrl.replace(/\/+$/, ''),
    },
  };
}

export const VIES_REST_API = 'https://ec.europa.eu/taxation_customs/vies/rest-api';

function viesUrl(value: string | undefined, env: Config['env']): string | null {
  if (value === undefined) return env === 'test' ? null : VIES_REST_API;
  return value === 'none' ? null : value.replace(/\/$/, '');
}
