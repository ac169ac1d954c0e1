import path from 'node:path';
import { DEFAULT_TILE_URL } from '@innkeep/contract/config';
import { z } from 'zod';
import type { DatabaseTimeouts } from './db/client.ts';

/** The only place that reads process.env. Parsed once; a bad value stops the start with a clear message. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Whom to believe in X-Forwarded-For (client IPs feed the rate limits): off by default; behind a load
   * balancer list its addresses (`10.0.0.0/8,127.0.0.1`); `true` trusts any sender, so only on a private network.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v)),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_BASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(10),
  /** How long a request waits for a pool connection (or a new connection to open) before it gets 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().max(120_000).default(5000),
  /** The longest a statement may run (PostgreSQL's statement_timeout); 503 past it. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().max(600_000).default(30_000),
  /** The longest a statement waits for a lock held by another session (lock_timeout); 503 past it. */
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().positive().max(600_000).default(5000),
  /** Both limits for the migrations at start (an index build on a big table takes minutes). */
  DATABASE_MIGRATION_TIMEOUT_MS: z.coerce.number().int().positive().default(900_000),
  SMTP_URL: z.string().optional(),
  /**
   * Where mail goes: `smtp` (through SMTP_URL) or `outbox` (kept in the database, nothing delivered). Unset: smtp
   * when SMTP_URL is set, else the outbox, except in production, where the server refuses to start without a
   * relay unless `outbox` is chosen on purpose (docs/requirements/operations.md#R-O6: production had dropped every mail as "sent").
   */
  MAIL_TRANSPORT: z.enum(['smtp', 'outbox']).optional(),
  MAIL_FROM: z.string().default('Innkeep <no-reply@innkeep.local>'),
  /** Each step of an SMTP send (connect, greeting, each reply) waits at most this; a whole send three times it. */
  MAIL_TIMEOUT_MS: z.coerce.number().int().positive().max(120_000).default(10_000),
  /** Messages the mail job sends at once. */
  MAIL_CONCURRENCY: z.coerce.number().int().positive().max(50).default(4),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** The signing secret of the Connect webhook endpoint (events on connected accounts: account.updated). */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().optional(),
  /**
   * The offline payment simulator (TEST MODE) when no STRIPE_SECRET_KEY is set. Unset: `on` in development
   * and tests, `off` in production, where card payment is then off (bookings take inquiries) rather than
   * marking stays paid with no charge; `npm start`'s demo opts in (scripts/start.mjs).
   */
  PAYMENTS_SIMULATOR: z.enum(['on', 'off']).optional(),
  /** Where the Stripe SDK sends its calls: for tests and stripe-mock; default Stripe's API. */
  STRIPE_API_URL: z.url().optional(),
  /**
   * The platform's share of each stay and deposit claim, in percent, kept when the host is paid out. 6 covers
   * card processing, which the platform pays with separate charges and transfers (decision 0021).
   */
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(6),
  /**
   * The platform's country and settlement currency override what the provider's platform account says
   * (`GET /v1/account`): which hosts can be paid depends on them (decision 0049).
   */
  PLATFORM_COUNTRY: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'a two-letter country code (ISO 3166-1)')
    .transform((v) => v.toUpperCase())
    .optional(),
  PLATFORM_SETTLEMENT_CURRENCY: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'a three-letter currency code (ISO 4217)')
    .transform((v) => v.toLowerCase())
    .optional(),
  /** How long an approved inquiry holds its dates waiting for the guest's payment. */
  HOLD_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(48),
  /** How long a payment in progress (status 4) holds its dates before reconciliation looks at it. */
  PAYMENT_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .max(24 * 60)
    .default(15),
  GEOCODER_URL: z.url().optional(),
  MAP_TILE_URL: z.string().default(DEFAULT_TILE_URL),
  /** Uploads in this S3-compatible bucket instead of DATA_DIR/uploads (needed by several instances). */
  S3_BUCKET: z.string().optional(),
  /** A non-AWS service (MinIO, R2, Ceph…), addressed path-style; unset: AWS. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Unset: the AWS SDK's own chain (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** How long a presigned link to a private attachment stays valid. */
  S3_PRESIGN_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  /** Bearer token that opens /metrics; unset, /metrics answers 404 (docs/decisions). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Demo data on an empty database. Unset: `auto` in development and tests, `never` in production. */
  SEED_DEMO: z.enum(['auto', 'never']).optional(),
  /**
   * The dev mailbox page (/dev/mailbox) over the embedded outbox. Unset: `on` in development and tests,
   * `off` in production, where it would show reset links to whoever reaches the server from this host.
   */
  DEV_MAILBOX: z.enum(['on', 'off']).optional(),
  /**
   * The API documentation (/api/docs and its OpenAPI document /api/docs/json). Unset: `on` in development and
   * tests, `off` in production, where it maps every route for a prober; `npm start`'s demo opts in.
   */
  API_DOCS: z.enum(['on', 'off']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  /** The web app's server-rendering build (`vite build --ssr`); unset: dist-ssr/entry-server.js beside WEB_DIST_DIR. */
  WEB_SSR_ENTRY: z.string().optional(),
  /** A public page that takes longer to render on the server is sent without its HTML; the browser renders it. */
  SSR_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  /**
   * Rendered public pages are kept and served again until data they show changes, at most this long (decision
   * record 0039); 0 renders every request.
   */
  PAGE_CACHE_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * How long a CDN in front may keep a public page without asking (Surrogate-Control and CDN-Cache-Control);
   * 0: it must revalidate each time. Set it only with PAGE_PURGE, which tells the CDN what to drop.
   */
  PAGE_CDN_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(31_536_000).default(0),
  /** Tells a CDN which pages' tags changed (decision record 0097): `fastly` (surrogate-key purge) or none. */
  PAGE_PURGE: z.enum(['none', 'fastly']).default('none'),
  /** How often the purge hook looks for changes. */
  PAGE_PURGE_INTERVAL_MS: z.coerce.number().int().min(50).default(1000),
  /** Fastly's API (a local server speaking it in tests), the service in front of this site and an API token. */
  FASTLY_API_URL: z.string().url().default('https://api.fastly.com'),
  FASTLY_SERVICE_ID: z.string().optional(),
  FASTLY_API_TOKEN: z.string().optional(),
  /** The memory the kept pages may take, in MB of HTML. */
  PAGE_CACHE_MB: z.coerce.number().int().positive().default(64),
  /** Public pages rendered at once by this instance; more wait in a queue (decision record 0056). */
  PAGE_RENDER_CONCURRENCY: z.coerce.number().int().positive().max(64).default(2),
  /** Renders that may wait for a turn; past it, or past PAGE_RENDER_WAIT_MS waiting, a 503 with Retry-After. */
  PAGE_RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(16),
  PAGE_RENDER_WAIT_MS: z.coerce.number().int().positive().default(5000),
  /** Renders of pages no copy was kept for, per visitor (IP) and minute; past it the page is sent unrendered. */
  PAGE_RENDERS_PER_VISITOR: z.coerce.number().int().positive().default(60),
  JOBS: z.enum(['on', 'off']).default('on'),
  /**
   * Browser tests only: `on` adds `PUT /api/test/clock`, which moves the clock the message automations job
   * reads (decision 0043) and runs a round. Never on for real guests: anyone could make messages go early.
   */
  TEST_CLOCK: z.enum(['on', 'off']).default('off'),
  /**
   * On SIGTERM, how long /api/ready answers 503 while requests are still served, before the server stops
   * taking new connections: give the load balancer's health check time to notice. A second signal skips it.
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** How often the jobs loop looks for due work (mail delivery, pruning of rate-limit counters and dead sessions). */
  JOBS_INTERVAL_MS: z.coerce.number().int().min(100).default(2000),
  /**
   * How often this instance writes its heartbeat (table `instances`). Four missed beats and the others treat it
   * as dead: the idempotency keys of its unfinished requests are released for a retry (decision 0076).
   */
  INSTANCE_HEARTBEAT_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
  /** Sign-in, sign-up, password reset and change: attempts per client IP in one window (every one counts). */
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(50),
  /**
   * Sign-ups and reset e-mails per address in one window; and wrong passwords per account before sign-in
   * from new addresses slows down and password changes stop (rate-limits.service.ts, auth.throttle.ts).
   */
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(10),
  /** The window of those limits, and the longest sign-in slowdown. */
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /**
   * Card payment attempts (Book now, the finalise page's Pay, the staff form) per client IP in 10 minutes:
   * enough for a guest who mistypes a few cards, too few for testing stolen card numbers.
   */
  PAYMENT_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  /**
   * Book now holds in payment processing (status 4, e.g. waiting for 3-D Secure) open at once per client IP
   * and per guest e-mail; one more is refused with 429 (docs/decisions/0025-booking-gates-and-holds.md).
   */
  PAYMENT_HOLDS_PER_IP: z.coerce.number().int().positive().default(3),
  PAYMENT_HOLDS_PER_EMAIL: z.coerce.number().int().positive().default(3),
  /** The same limit per listing, whoever holds, and per card (its fingerprint): more addresses add no more holds. */
  PAYMENT_HOLDS_PER_LISTING: z.coerce.number().int().positive().default(3),
  PAYMENT_HOLDS_PER_CARD: z.coerce.number().int().positive().default(3),
  /**
   * A Book now waiting for the guest's bank is released after this many minutes unless the browser reports
   * that it opened the bank's check; once opened it holds for PAYMENT_HOLD_MINUTES.
   */
  PAYMENT_AUTH_START_MINUTES: z.coerce.number().int().positive().max(60).default(3),
  /** How often each imported channel calendar (iCal feed) is polled. */
  ICAL_POLL_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .max(24 * 60)
    .default(15),
  /**
   * `1` lets feeds be fetched from loopback and private networks: tests and local development only. Off,
   * a feed whose address resolves (or redirects) to anything but a public address is refused.
   */
  ICAL_ALLOW_PRIVATE_HOSTS: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
  /**
   * How long Add waits for a new calendar's first sync (a job) before answering "the first sync is running";
   * the channel screen then shows its progress.
   */
  ICAL_ADD_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  /** The longest one feed may be read once a parser worker takes it; past it that feed alone fails (decision 0057). */
  ICAL_PARSE_DEADLINE_MS: z.coerce.number().int().positive().max(120_000).default(20_000),
  /** Add and Sync now per host in 10 minutes: each makes the server fetch and read a whole calendar. */
  CHANNEL_RATE_LIMIT_PER_HOST: z.coerce.number().int().positive().default(30),
  /** Messages one sender (a host, or a guest's address) may send in an hour (decision 0040). */
  MESSAGE_RATE_LIMIT_PER_SENDER: z.coerce.number().int().positive().default(60),
});

export type Env = Omit<
  z.infer<typeof EnvSchema>,
  'SEED_DEMO' | 'DEV_MAILBOX' | 'PAYMENTS_SIMULATOR' | 'API_DOCS'
> & {
  SEED_DEMO: 'auto' | 'never';
  DEV_MAILBOX: 'on' | 'off';
  API_DOCS: 'on' | 'off';
  PAYMENTS_SIMULATOR: 'on' | 'off';
  /** Card payment is possible: Stripe is configured, or the simulator is allowed. */
  cardPayments: boolean;
  /** The outbox is the mailer and the dev mailbox may show it. */
  devMailbox: boolean;
  /** The mailer: SMTP through SMTP_URL, or the embedded outbox. */
  mailTransport: 'smtp' | 'outbox';
  publicBaseUrl: string;
  dataDir: string;
  webDistDir: string;
  webSsrEntry: string;
  /** The DATABASE_*_TIMEOUT_MS settings as db/client.ts takes them. */
  databaseTimeouts: DatabaseTimeouts;
};

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const env = result.data;
  const production = env.NODE_ENV === 'production';
  // With live keys a fee of 0 pays Stripe's processing of every stay, and its refunds, from the platform.
  if (env.PLATFORM_FEE_PERCENT === 0 && /^(sk|rk)_live_/.test(env.STRIPE_SECRET_KEY ?? ''))
    throw new Error(
      'Invalid environment:\n  PLATFORM_FEE_PERCENT: must be above 0 with live Stripe keys (the fee pays card processing, decision 0049)',
    );
  const DEV_MAILBOX = env.DEV_MAILBOX ?? (production ? 'off' : 'on');
  const PAYMENTS_SIMULATOR = env.PAYMENTS_SIMULATOR ?? (production ? 'off' : 'on');
  const mailTransport = env.MAIL_TRANSPORT ?? (env.SMTP_URL ? 'smtp' : 'outbox');
  const webDistDir = path.resolve(env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname);
  return {
    ...env,
    // Production never seeds a known admin or shows the mailbox unless asked to (scripts/start.mjs asks).
    SEED_DEMO: env.SEED_DEMO ?? (production ? 'never' : 'auto'),
    DEV_MAILBOX,
    // Production does not publish its route map unless asked to (scripts/start.mjs asks).
    API_DOCS: env.API_DOCS ?? (production ? 'off' : 'on'),
    // Production never marks a stay paid through the simulator unless asked to (scripts/start.mjs asks).
    PAYMENTS_SIMULATOR,
    cardPayments: Boolean(env.STRIPE_SECRET_KEY) || PAYMENTS_SIMULATOR === 'on',
    devMailbox: DEV_MAILBOX === 'on' && mailTransport === 'outbox',
    mailTransport,
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(env.DATA_DIR),
    databaseTimeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      lockMs: env.DATABASE_LOCK_TIMEOUT_MS,
      migrationMs: env.DATABASE_MIGRATION_TIMEOUT_MS,
    },
    webDistDir,
    webSsrEntry: path.resolve(
      env.WEB_SSR_ENTRY ?? path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js'),
    ),
  };
}

/**
 * Settings that parse but must not be started with (main.ts refuses them): production mail with nowhere to
 * go. Tests and tools that build the app in production mode without mail are not servers, so this is not
 * part of parseEnv.
 */
export function startupProblems(env: Env): string[] {
  const problems: string[] = [];
  if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) problems.push('MAIL_TRANSPORT=smtp needs SMTP_URL.');
  if (env.NODE_ENV === 'production' && !env.MAIL_TRANSPORT && !env.SMTP_URL) {
    problems.push(
      'SMTP_URL is not set: in production e-mail (password resets, booking confirmations) must leave through a ' +
        'relay. Set SMTP_URL, or MAIL_TRANSPORT=outbox to keep every message in the database on purpose (none is delivered).',
    );
  }
  return problems;
}
