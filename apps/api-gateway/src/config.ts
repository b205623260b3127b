import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CULTURES } from '@vitrine/i18n';
import { isCurrencyCode } from '@vitrine/money';
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

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
  /** Prefix of our cookie names, as in spec 000 §3 (`<CMS name>CookieConsent`). */
  CMS_NAME: z
    .string()
    .regex(/^[A-Za-z][\w.]*$/, 'CMS_NAME must be a valid cookie-name prefix')
    .default('FlexoCMS'),
  ADMIN_EMAIL: z.string().email().default('admin@vitrine.example'),
  ADMIN_PASSWORD: z.string().min(8).default('vitrine-admin'),
  /** How many demo products an empty shop starts with (0: none). `pnpm db:seed --products N` builds more. */
  DEMO_PRODUCTS: z.coerce.number().int().min(0).max(2_000_000).default(2000),
  SEED_DEMO_CONTENT: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Sign-in attempts allowed per client address and window. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
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
  cmsName: string;
  admin: { email: string; password: string };
  seedDemoContent: boolean;
  demoProducts: number;
  trustProxy: boolean;
  logLevel: string;
  loginRateLimit: { max: number; windowMs: number };
  cookies: { session: string; antiforgery: string; consent: string };
  assets: {
    maxFileSize: number;
    maxFiles: number;
    maxPixels: number;
    temporaryUploadTtlMs: number;
    cleanupIntervalMs: number;
  };
}

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
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    basePath: e.BASE_PATH,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir,
    sessionSecret: e.SESSION_SECRET ?? persistedSecret(dataDir),
    defaultCulture: e.DEFAULT_CULTURE,
    shopCurrency: e.SHOP_CURRENCY,
    cmsName: e.CMS_NAME,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    seedDemoContent: e.SEED_DEMO_CONTENT,
    demoProducts: e.DEMO_PRODUCTS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    loginRateLimit: { max: e.LOGIN_RATE_LIMIT, windowMs: e.LOGIN_RATE_WINDOW_MS },
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
    },
  };
}

function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
