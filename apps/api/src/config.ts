import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { NIN_PROVIDERS } from './adapters/nin-verifier.ts';

const bool = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

/** An address proxy-addr can trust: an IP, a CIDR or one of its named ranges. */
const proxyAddress = z.union([
  z.ipv4(),
  z.ipv6(),
  z.cidrv4(),
  z.cidrv6(),
  z.enum(['loopback', 'linklocal', 'uniquelocal']),
]);

/** A comma-separated list, blanks dropped. */
const commaList = z
  .string()
  .default('')
  .transform((list) =>
    list
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  REALTIME_PORT: z.coerce.number().int().min(0).max(65535).default(6001),
  /** Where browsers reach the app; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** Relative to the directory npm was run from (see `dataDir`); `data/` at the repository root by default. */
  DATA_DIR: z.string().optional(),
  /** The built web app the server hands out; a second build (a test run's) can sit elsewhere. */
  WEB_DIST: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** Web origins (comma-separated) whose pages may call the API, e.g. the original web front end. */
  CORS_ORIGINS: commaList.pipe(z.array(z.url())),
  /**
   * Requests one address may make to the API per window (issue 10). Generous on purpose: many
   * honest users share one carrier NAT address. 0 turns the ceiling off, and the one on new customers'
   * bookings from an address (a load test's requests all come from one).
   */
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  SEED_DEMO: bool,
  /** The demo vendor's password on first run; without it a random one is made and printed once. */
  DEMO_PASSWORD: z.string().min(8).max(128).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Readable lines in a terminal, JSON lines otherwise (a process manager, a log collector). */
  LOG_FORMAT: z.enum(['json', 'pretty']).default(process.stdout.isTTY ? 'pretty' : 'json'),
  /**
   * Which X-Forwarded-For entries to believe (issue 31): off; a number of proxy hops (`1`: one load
   * balancer, the right-most entry, which it appended itself); or the proxies' addresses/CIDRs
   * (proxy-addr names such as `loopback` too). `true` is one hop, never "trust everyone": the
   * left-most entry is whatever the client wrote.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value): number | string[] => {
      if (!value || value === '0' || value === 'false') return 0;
      if (value === 'true') return 1;
      if (/^\d+$/.test(value)) return Number(value);
      return value.split(',').map((entry) => entry.trim());
    })
    .pipe(z.union([z.number().int().min(0).max(10), z.array(proxyAddress).min(1)])),
  MAIL_FROM: z.string().default('Provider Dashboard <no-reply@vendor.local>'),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_SECURE: bool,
  SMS_BASE_URL: z.url().optional(),
  SMS_API_KEY: z.string().optional(),
  SMS_SENDER_ID: z.string().default('VENDOR'),
  /** 'dnd': the transactional route, which reaches numbers on the do-not-disturb register (the provider must enable it). */
  SMS_ROUTE: z.enum(['generic', 'dnd']).default('generic'),
  /**
   * The SMS provider's (Termii's) secret key: it signs the inbound-SMS webhook's reports
   * (X-Termii-Signature), which carry clients' STOP replies; without it every report is refused.
   */
  SMS_WEBHOOK_SECRET: z.string().optional(),
  /** The WhatsApp Cloud API for client messages; without the token and number id they go to the outbox. */
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_BASE_URL: z.url().default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/)
    .default('v23.0'),
  /**
   * The Meta app's secret: it signs the WhatsApp webhook's deliveries (X-Hub-Signature-256), which
   * carry clients' STOP replies; without it every delivery is refused.
   */
  WHATSAPP_APP_SECRET: z.string().optional(),
  /** The token Meta sends back when the webhook is subscribed (GET hub.verify_token). */
  WHATSAPP_VERIFY_TOKEN: z.string().optional(),
  /** How often each instance looks for client messages that are due (without REDIS_URL). */
  MESSAGES_POLL_MS: z.coerce.number().int().min(1000).default(15_000),
  /** The BullMQ queue of client messages (with REDIS_URL); instances sharing it share the work. */
  MESSAGES_QUEUE: z
    .string()
    .regex(/^[\w-]+$/)
    .default('client-messages'),
  /** sk_test_… or sk_live_…; it also keys the signature of Paystack's webhooks. */
  PAYSTACK_SECRET_KEY: z.string().optional(),
  PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
  /** Pay withdrawals through Paystack transfers too (needs the secret key; else a manual queue). */
  PAYSTACK_TRANSFERS: bool,
  /** Where the provider sends the customer after paying. */
  PAYMENT_CALLBACK_URL: z.url().optional(),
  /**
   * Another customer product that serves the shop pages: /shop/{link} here (the QR codes and links
   * vendors shared) then leads there. Unset: this product serves them itself.
   */
  CUSTOMER_APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  TAWK_PROPERTY_ID: z
    .string()
    .regex(/^[a-zA-Z0-9]+$/)
    .optional(),
  TAWK_WIDGET_ID: z
    .string()
    .regex(/^[a-zA-Z0-9]+$/)
    .optional(),
  /** The vendor apps' store pages, linked from the 'Use the app on' page; unset until published. */
  IOS_APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The key that keeps vendors' NINs unreadable at rest (issue 37): 32 bytes, base64 (`openssl rand
   * -base64 32`), the same on every instance. Unset: made on first run and kept in
   * DATA_DIR/keys/nin.key, which a production PostgreSQL deployment must not rely on (each
   * instance would make its own).
   */
  NIN_ENCRYPTION_KEY: z
    .string()
    .refine((key) => /^[A-Za-z0-9+/_-]{43}=?$/.test(key) && Buffer.from(key, 'base64').length === 32, {
      message: 'must be 32 bytes in base64 (openssl rand -base64 32)',
    })
    .optional(),
  /**
   * Who checks a submitted NIN or vNIN (adapters/nin-verifier.ts). Only 'local' (an operator checks
   * it with NIMC) is built in: any other name refuses to start rather than pretend to check.
   */
  NIN_PROVIDER: z
    .enum(NIN_PROVIDERS, {
      error: `names no NIN provider this build has: only 'local' is built in; a real provider needs its adapter (docs/DEPLOYMENT.md)`,
    })
    .default('local'),
  ANDROID_APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Web Push (issue 34): the VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints
   * them), the same on every instance. Unset: made on first use and kept in DATA_DIR/vapid-keys.json.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'a 65-byte P-256 public key, base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'a 32-byte P-256 private key, base64url')
    .optional(),
  /** Who the push services may contact about our pushes: an https: or mailto: URL. */
  VAPID_SUBJECT: z.url({ protocol: /^(https|mailto)$/ }).optional(),
  /**
   * Push services beyond the browsers' own (FCM, Mozilla, Windows, Apple) that subscriptions may
   * name, by origin (comma-separated): a self-hosted push service, or a test's local one.
   */
  PUSH_SERVICE_ORIGINS: commaList.pipe(z.array(z.url({ protocol: /^https?$/ }))),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** Uploaded images and attachments in this S3-compatible bucket; without it, in the database. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool,
  /**
   * Tests only: a file holding milliseconds the server's clock runs ahead of the system's
   * (adapters/clock.ts), so the browser journeys move time instead of sleeping. Refused in production.
   */
  TEST_CLOCK_FILE: z.string().min(1).optional(),
});

export type Config = z.infer<typeof envSchema> & { PUBLIC_URL: string; DATA_DIR: string };

/** The repository's root: this file is in apps/api/src/, its bundles (server, admin) in apps/api/dist/. */
const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/**
 * One data directory for `npm start`, `npm run admin` and `npm run simulate` from any directory:
 * npm runs a workspace's script in the workspace (apps/api), so a relative DATA_DIR is read from
 * where npm was started (INIT_CWD), and the default is the repository's `data/`, not the cwd's.
 */
function dataDir(env: NodeJS.ProcessEnv, given: string | undefined): string {
  if (!given) return resolve(REPO_ROOT, 'data');
  return isAbsolute(given) ? given : resolve(env.INIT_CWD ?? process.cwd(), given);
}

/** Reads configuration from the environment; an invalid value stops start-up with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema
    .refine((values) => !(values.TEST_CLOCK_FILE && values.NODE_ENV === 'production'), {
      path: ['TEST_CLOCK_FILE'],
      message: 'moves the clock for tests and is refused with NODE_ENV=production',
    })
    .refine(
      (values) => !(values.NODE_ENV === 'production' && values.DATABASE_URL && !values.NIN_ENCRYPTION_KEY),
      {
        path: ['NIN_ENCRYPTION_KEY'],
        message:
          'is required in production with DATABASE_URL: every instance must seal NINs with the same key',
      },
    )
    .refine(
      (values) => !(values.NODE_ENV === 'production' && values.DATABASE_URL && !values.VAPID_PUBLIC_KEY),
      {
        path: ['VAPID_PUBLIC_KEY'],
        message:
          'and VAPID_PRIVATE_KEY are required in production with DATABASE_URL: a device subscribes with one instance’s key and any instance pushes to it',
      },
    )
    .refine((values) => !values.VAPID_PUBLIC_KEY === !values.VAPID_PRIVATE_KEY, {
      path: ['VAPID_PRIVATE_KEY'],
      message: 'set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, or neither',
    })
    .safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = { ...parsed.data, DATA_DIR: dataDir(env, parsed.data.DATA_DIR), ...overrides };
  return { ...config, PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
}
