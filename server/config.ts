/**
 * Configuration from the environment, validated once at start. A bad value stops the
 * process with one message naming the variable, what it must be and what it was.
 */
import { randomBytes } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be true or false',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\/.+/, { error: 'must be a postgres:// or postgresql:// URL' });

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('development'),
  PORT: z.coerce
    .number({ error: 'must be a number between 1 and 65535' })
    .int({ error: 'must be a number between 1 and 65535' })
    .min(1, { error: 'must be a number between 1 and 65535' })
    .max(65535, { error: 'must be a number between 1 and 65535' })
    .default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  APP_URL: z.url({ error: 'must be a full URL such as https://bookhive.example' }).optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Bookhive <no-reply@bookhive.local>'),
  REQUIRE_EMAIL_VERIFICATION: booleanFlag.default(true),
  DEMO_SEED: booleanFlag.optional(),
  TRUST_PROXY: booleanFlag.default(false),
  COOKIE_SECURE: booleanFlag.optional(),
  AMAZON_AFFILIATE_TAG: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,40}$/, {
      error: 'must be an Amazon Associates tag such as bookhive-20',
    })
    .default('bookhive-20'),
  BOOK_PROVIDERS: z
    .string()
    .regex(/^\s*(openlibrary|googlebooks)(\s*,\s*(openlibrary|googlebooks))*\s*$/, {
      error: 'must list openlibrary and/or googlebooks, comma-separated',
    })
    .optional(),
  OPEN_LIBRARY_URL: z.url({ error: 'must be a URL' }).default('https://openlibrary.org'),
  GOOGLE_BOOKS_URL: z
    .url({ error: 'must be a URL' })
    .default('https://www.googleapis.com/books/v1'),
  GOOGLE_BOOKS_API_KEY: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z
    .url({ error: 'must be a URL such as https://s3.eu-west-1.amazonaws.com' })
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url({ error: 'must be the public URL objects are served from' }).optional(),
  COVER_MIGRATION: booleanFlag.default(true),
  SHELF_PAGE_CACHE_MB: z.coerce
    .number({ error: 'must be a number of megabytes (0 turns it off)' })
    .min(0)
    .max(1024)
    .default(6),
  FORUM_PAGE_CACHE_MB: z.coerce
    .number({ error: 'must be a number of megabytes (0 turns it off)' })
    .min(0)
    .max(4096)
    .default(48),
  VITALS_SAMPLE_RATE: z.coerce
    .number({ error: 'must be a share of sessions between 0 and 1, e.g. 0.25' })
    .min(0, { error: 'must be a share of sessions between 0 and 1, e.g. 0.25' })
    .max(1, { error: 'must be a share of sessions between 0 and 1, e.g. 0.25' })
    .default(1),
  VITALS_DAILY_CAP: z.coerce
    .number({ error: 'must be a whole number of measurements' })
    .int({ error: 'must be a whole number of measurements' })
    .min(0)
    .max(1_000_000)
    .default(1000),
  VITALS_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int({ error: 'must be a whole number of days' })
    .min(1)
    .max(730)
    .default(90),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, {
      error: 'must be a Stripe secret key (sk_test_… or sk_live_…)',
    })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, { error: 'must be a Stripe webhook signing secret (whsec_…)' })
    .optional(),
  STRIPE_CONNECT_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, { error: 'must be a Stripe webhook signing secret (whsec_…)' })
    .optional(),
  STRIPE_API_HOST: z.string().min(1).optional(),
  STRIPE_API_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a port number' })
    .min(1)
    .max(65535)
    .optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https'], { error: 'must be http or https' }).optional(),
  PAYMENTS_TEST_PROVIDER_SECRET: z
    .string()
    .min(24, { error: 'must be at least 24 characters' })
    .optional(),
  PLATFORM_FEE_PERCENT: z.coerce
    .number({ error: 'must be a percentage from 0 to 100' })
    .min(0, { error: 'must be a percentage from 0 to 100' })
    .max(100, { error: 'must be a percentage from 0 to 100' })
    .default(10),
  SESSION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int()
    .min(1)
    .max(365)
    .default(30),
  SESSION_KEEP_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int()
    .min(0)
    .max(60)
    .default(10),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  /** Where to listen: loopback by default while the demo is seeded, every interface otherwise. */
  host: string;
  dataDir: string;
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string };
  appUrl: string;
  logLevel: string;
  mail: { smtpUrl: string | undefined; from: string; dir: string };
  uploadsDir: string;
  requireEmailVerification: boolean;
  /** Seed demo accounts and content; never in production. */
  demoSeed: boolean;
  /**
   * The demo is seeded and HOST lets other machines in: the demo accounts must not keep the
   * password the README publishes (server/seed/demo-seed.ts gives them random ones).
   */
  demoOnNetwork: boolean;
  trustProxy: boolean;
  cookieSecure: boolean;
  sessionDays: number;
  /** How long a process keeps a resolved session (0: reads it for every request). */
  sessionKeepSeconds: number;
  amazonAffiliateTag: string;
  /** External book catalogues searched when the local catalogue has too few results. */
  bookProviders: {
    enabled: ('openlibrary' | 'googlebooks')[];
    openLibraryUrl: string;
    googleBooksUrl: string;
    googleBooksApiKey: string | undefined;
  };
  /** S3-compatible object storage for uploads and covers; local DATA_DIR/uploads when absent. */
  s3: {
    bucket: string;
    endpoint: string | undefined;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
    publicUrl: string;
  } | null;
  /** Store copies of book covers in the background (started 2 s after start). */
  coverMigration: boolean;
  /** Megabytes of shelf pages each process keeps (decision 0010); 0: none. */
  shelfPageCacheMb: number;
  /** Megabytes of forum thread pages each process keeps (thread-page-cache.ts); 0: none. */
  forumPageCacheMb: number;
  /**
   * Real visitors' web vitals: the share of sessions whose reports are kept, the most kept per
   * metric, page type and day (about 1,000 pins a daily 75th percentile within a few percent),
   * and how many days they are kept.
   */
  vitals: { sampleRate: number; dailyCap: number; retentionDays: number };
  payments: PaymentsConfig;
}

export interface PaymentsConfig {
  /** Stripe, when its keys are set; the API address is Stripe's own unless tests point it elsewhere. */
  stripe: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    /**
     * The signing secret of a second dashboard endpoint for connected accounts' events (Stripe
     * signs those with the Connect endpoint's own secret); the same URL may serve both.
     */
    connectWebhookSecret: string | undefined;
    api: { host?: string; port?: number; protocol?: 'http' | 'https' };
  };
  /** The built-in test provider's webhook signing secret; null (off) in production. */
  testProviderSecret: string | null;
  /** What Bookhive keeps of a paid club's money, in percent; the host is paid the rest. */
  platformFeePercent: number;
}

type Env = z.infer<typeof envSchema>;

/**
 * The built-in test provider takes no money, so in production its events would only forge a
 * ledger: it is off there, and a secret set for it is a mistake worth stopping for. Elsewhere it
 * is on; without a configured secret each process signs with a random one of its own.
 */
function paymentsConfig(e: Env): PaymentsConfig {
  if (e.NODE_ENV === 'production' && e.PAYMENTS_TEST_PROVIDER_SECRET)
    throw new ConfigError(
      'Invalid configuration: PAYMENTS_TEST_PROVIDER_SECRET must not be set in production ' +
        '(the test provider takes no money; only Stripe may record payments there)',
    );
  return {
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      connectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET,
      api: {
        ...(e.STRIPE_API_HOST ? { host: e.STRIPE_API_HOST } : {}),
        ...(e.STRIPE_API_PORT ? { port: e.STRIPE_API_PORT } : {}),
        ...(e.STRIPE_API_PROTOCOL ? { protocol: e.STRIPE_API_PROTOCOL } : {}),
      },
    },
    testProviderSecret:
      e.NODE_ENV === 'production'
        ? null
        : (e.PAYMENTS_TEST_PROVIDER_SECRET ?? `whsec_${randomBytes(24).toString('hex')}`),
    platformFeePercent: e.PLATFORM_FEE_PERCENT,
  };
}

/** S3 settings come as a set: a bucket needs its keys and public URL, or none of them is used. */
function s3Config(e: Env): Config['s3'] {
  if (!e.S3_BUCKET) return null;
  const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const).filter(
    (key) => !e[key],
  );
  if (missing.length > 0)
    throw new ConfigError(
      `Invalid configuration: S3_BUCKET is set, so ${missing.join(', ')} must be set too`,
    );
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID as string,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
    publicUrl: (e.S3_PUBLIC_URL as string).replace(/\/+$/, ''),
  };
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * Whether listening on `host` keeps the server to this machine: localhost, 127.0.0.0/8, ::1
 * (bracketed or IPv4-mapped too). Anything else — 0.0.0.0, ::, an interface's address or a
 * host name — counts as reachable from the network.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name === 'localhost.') return true;
  const family = isIP(name);
  if (family === 0) return false;
  return loopback.check(name, family === 4 ? 'ipv4' : 'ipv6');
}

const secretVariables = new Set([
  'S3_SECRET_ACCESS_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'PAYMENTS_TEST_PROVIDER_SECRET',
]);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the environment; throws ConfigError with one readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    // A secret is never repeated back: the message ends up in logs.
    const got = secretVariables.has(name) ? undefined : cleaned[name];
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}` +
        (got === undefined ? '' : ` (got "${got}")`),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const production = e.NODE_ENV === 'production';
  const demoSeed = production ? false : (e.DEMO_SEED ?? !e.DATABASE_URL);
  // With demo accounts whose password is published, stay on this machine unless told
  // otherwise; `localhost` listens on both 127.0.0.1 and ::1 (Fastify binds each).
  const host = e.HOST ?? (demoSeed ? 'localhost' : '0.0.0.0');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dir: path.join(dataDir, 'pglite') },
    appUrl,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'warn' : 'info'),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, dir: path.join(dataDir, 'mail') },
    uploadsDir: path.join(dataDir, 'uploads'),
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION,
    demoSeed,
    demoOnNetwork: demoSeed && !isLoopbackHost(host),
    trustProxy: e.TRUST_PROXY,
    cookieSecure: e.COOKIE_SECURE ?? appUrl.startsWith('https://'),
    sessionDays: e.SESSION_DAYS,
    sessionKeepSeconds: e.SESSION_KEEP_SECONDS,
    amazonAffiliateTag: e.AMAZON_AFFILIATE_TAG,
    bookProviders: {
      enabled: [
        ...new Set(
          (e.BOOK_PROVIDERS ?? '')
            .split(',')
            .map((p) => p.trim())
            .filter(Boolean),
        ),
      ] as ('openlibrary' | 'googlebooks')[],
      openLibraryUrl: e.OPEN_LIBRARY_URL.replace(/\/+$/, ''),
      googleBooksUrl: e.GOOGLE_BOOKS_URL.replace(/\/+$/, ''),
      googleBooksApiKey: e.GOOGLE_BOOKS_API_KEY,
    },
    s3: s3Config(e),
    coverMigration: e.NODE_ENV !== 'test' && e.COVER_MIGRATION,
    shelfPageCacheMb: e.SHELF_PAGE_CACHE_MB,
    forumPageCacheMb: e.FORUM_PAGE_CACHE_MB,
    vitals: {
      sampleRate: e.VITALS_SAMPLE_RATE,
      dailyCap: e.VITALS_DAILY_CAP,
      retentionDays: e.VITALS_RETENTION_DAYS,
    },
    payments: paymentsConfig(e),
  };
}
