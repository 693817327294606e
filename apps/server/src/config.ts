/**
 * The process environment, parsed once at start. Every variable has a documented default so `npm start`
 * needs none; a bad value stops the process with a message naming the variable.
 */
import path from 'node:path';
import { z } from 'zod';
import { KYC_PROVIDERS, parseDecimalToMicros, type KycProviderName } from '@beacon/shared';
import { parseSmppRoutes, SmppRoutesError } from './carriers/index.js';
import { DEFAULT_PGLITE_MEMORY, type PgliteMemory } from './db/pglite-memory.js';
import { DEFAULT_WEB_DIST } from './paths.js';
import {
  PAYMENTS_ENV_SHAPE,
  paymentsConfigOf,
  type PaymentsConfig,
} from './providers/payment/payments-config.js';
import { loadOrCreateSecrets } from './secrets.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** `all`: HTTP and workers in one process; `api`: HTTP only; `worker`: carriers, dispatch and webhooks only. */
const PROCESS_ROLES = ['all', 'api', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

/** Blank variables count as unset, as in most .env and container set-ups. */
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
function withDefault<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema);
}
const count = (fallback: number, min = 1) => withDefault(z.coerce.number().int().min(min).default(fallback));
/** PGlite's WebAssembly memory ends at 2 GB, buffers and query memory included. */
const pgliteMb = (fallback: number) =>
  withDefault(
    z.coerce
      .number({ error: 'must be a whole number of MB' })
      .int('must be a whole number of MB')
      .min(1, 'must be at least 1 (MB)')
      .max(1_024, 'must be at most 1024 (MB): PGlite has 2 GB of memory in all')
      .default(fallback),
  );

/** SMS_VALIDITY_HOURS when unset: two days, the validity many SMSCs apply when a submit names none. */
export const DEFAULT_SMS_VALIDITY_HOURS = 48;

const ZEnvSchema = z.object({
  HOST: withDefault(z.string().default('127.0.0.1')),
  PORT: withDefault(
    z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(8080),
  ),
  DATA_DIR: withDefault(z.string().default('./data')),
  PGLITE_SHARED_BUFFERS_MB: pgliteMb(DEFAULT_PGLITE_MEMORY.sharedBuffersMb),
  PGLITE_WORK_MEM_MB: pgliteMb(DEFAULT_PGLITE_MEMORY.workMemMb),
  PGLITE_MAINTENANCE_WORK_MEM_MB: pgliteMb(DEFAULT_PGLITE_MEMORY.maintenanceWorkMemMb),
  PGLITE_WAL_BUFFERS_MB: pgliteMb(DEFAULT_PGLITE_MEMORY.walBuffersMb),
  PGLITE_TEMP_BUFFERS_MB: pgliteMb(DEFAULT_PGLITE_MEMORY.tempBuffersMb),
  DATABASE_URL: optionalText.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  ),
  PUBLIC_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: withDefault(z.string().default('Beacon <no-reply@beacon.local>')),
  SSO_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters (HS256 key)').optional()),
  CAPTCHA_HMAC_KEY: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  COOKIE_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  CODE_HMAC_KEY: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  CAPTCHA_MAX_NUMBER: withDefault(z.coerce.number().int().min(1).max(10_000_000).default(50_000)),
  SESSION_TTL_HOURS: withDefault(z.coerce.number().positive().default(168)),
  AUTH_RATE_LIMIT_PER_MINUTE: withDefault(z.coerce.number().int().min(0).default(60)),
  LOG_LEVEL: withDefault(z.enum(LOG_LEVELS).default('info')),
  TRUST_PROXY: withDefault(z.string().default('false')),
  WEB_DIST: optionalText,
  TRIAL_CREDIT: withDefault(
    z
      .string()
      .default('2.00')
      .transform((text) => parseDecimalToMicros(text))
      .refine((micros) => micros !== null && micros >= 0n, 'must be an amount like 2.00 (0 for none)'),
  ),
  TRIAL_DAILY_LIMIT: withDefault(z.coerce.number().int().min(0).default(10)),
  WEBHOOK_ALLOW_PRIVATE: withDefault(
    z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  ),
  ACCEPT_BATCH_MS: withDefault(z.coerce.number().int().min(0).max(1_000).default(2)),
  ACCEPT_BATCH_MAX: withDefault(z.coerce.number().int().min(1).max(10_000).default(200)),
  ROLE: withDefault(z.enum(PROCESS_ROLES, { error: 'must be all, api or worker' }).default('all')),
  REDIS_URL: optionalText.pipe(
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  // Parsed here too (the carrier layer parses it again at start) so a typo stops the process before it opens
  // the database, in one line naming the entry.
  SMPP_ROUTES: optionalText.superRefine((value, ctx) => {
    if (value === undefined) return;
    try {
      parseSmppRoutes(value);
    } catch (error) {
      if (!(error instanceof SmppRoutesError)) throw error;
      ctx.addIssue({ code: 'custom', message: error.message });
    }
  }),
  KYC_PROVIDER: withDefault(
    z.enum(KYC_PROVIDERS, { error: `must be ${KYC_PROVIDERS.join(' or ')}` }).default('sandbox'),
  ),
  // PAYMENT_PROVIDER, the Stripe keys, the fee, rates, order expiry, company details (docs/money-flow.md).
  ...PAYMENTS_ENV_SHAPE,
  NODE_ENV: optionalText,
  ALLOW_SANDBOX: withDefault(z.enum(['true', 'false'], { error: 'must be true or false' }).default('false')),
  // One claim is a transaction of its own (a plan, a round trip, a commit): 200 rows a claim made the claims
  // the dispatcher's limit under load, well before the SMPP window (issue 14, docs/performance.md).
  DISPATCH_BATCH: count(500),
  DISPATCH_CONCURRENCY: count(1_000),
  DISPATCH_POLL_MS: count(100),
  LEASE_MS: count(120_000, 10_000),
  MAX_SUBMIT_ATTEMPTS: count(10),
  SUBMIT_RETRY_MIN_MS: count(5_000),
  SUBMIT_RETRY_MAX_MS: count(600_000),
  RECEIPT_GRACE_MS: count(600_000, 0),
  // SMPP's relative validity counts days in two digits; 30 days is already past what SMSCs keep trying.
  SMS_VALIDITY_HOURS: withDefault(
    z.coerce
      .number({ error: 'must be a number of hours' })
      .min(1 / 60, 'must be at least one minute (0.017 hours)')
      .max(720, 'must be at most 720 hours (30 days)')
      .default(DEFAULT_SMS_VALIDITY_HOURS),
  ),
  WEBHOOK_TIMEOUT_MS: count(10_000, 100),
  WEBHOOK_CONCURRENCY: count(50),
  SIMULATOR_RECEIPT_DELAY_MS: count(200, 0),
  SIMULATOR_PORT: withDefault(
    z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(0),
  ),
  SIMULATOR_WINDOW: count(100),
  SIMULATOR_DEDUPE_MEMORY: count(200_000, 100),
  SYSTEM_SMS_FROM: withDefault(z.string().min(1).max(15).default('Beacon')),
  SHUTDOWN_DRAIN_MS: count(5_000, 0),
  ROUTING_REFRESH_MS: count(5_000, 100),
  ROUTING_MIN_RECEIPTS: count(30),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  METRICS_PORT: withDefault(
    z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).optional(),
  ),
  METRICS_HOST: withDefault(z.string().default('127.0.0.1')),
  MESSAGE_RETENTION_MONTHS: withDefault(z.coerce.number().int().min(0).max(1_200).default(0)),
  // SMPP access for customers (docs/smpp-access.md): off unless SMPP_SERVER_PORT is set.
  SMPP_SERVER_PORT: withDefault(
    z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).optional(),
  ),
  SMPP_SERVER_TLS_PORT: withDefault(
    z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).optional(),
  ),
  SMPP_SERVER_TLS_CERT: optionalText,
  SMPP_SERVER_TLS_KEY: optionalText,
  SMPP_SERVER_PUBLIC_HOST: optionalText,
  SMPP_SERVER_MAX_BINDS: count(4),
  SMPP_SERVER_WINDOW: count(100),
  SMPP_SERVER_IDLE_TIMEOUT_MS: count(90_000, 1_000),
  SMPP_SERVER_BIND_TIMEOUT_MS: count(10_000, 100),
  SMPP_SERVER_CONCAT_TIMEOUT_MS: count(60_000, 100),
});

type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  host: string;
  port: number;
  /** Absolute. */
  dataDir: string;
  /** Unset: embedded PGlite in `<dataDir>/pglite`. */
  databaseUrl: string | undefined;
  /** PGLITE_*_MB: PostgreSQL's memory inside the process when it is PGlite; absent: the defaults. */
  pgliteMemory?: PgliteMemory;
  /** Without a trailing slash, e.g. http://localhost:8080. */
  publicUrl: string;
  /** Unset: e-mails are written as .eml files to `<dataDir>/mail`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Unset: single sign-on answers 2006. */
  ssoSecret: string | undefined;
  captchaHmacKey: string;
  /**
   * Upper bound of the proof-of-work number; a solver tries half of it on average. altcha-lib's one-thread
   * solver managed about 25,000 SHA-256 rounds a second here, so the default averages about a second; the
   * browser widget spreads the search over several workers.
   */
  captchaMaxNumber: number;
  /** Signs the trusted-device cookie. */
  cookieSecret: string;
  /** Keys the HMAC under which 6-digit codes are stored, so a leaked table does not give them away. */
  codeHmacKey: string;
  sessionTtlMs: number;
  /** Public auth calls per IP per minute; 0 turns the limit off. */
  authRateLimitPerMinute: number;
  logLevel: LogLevel;
  /** Fastify's trustProxy: true/false, or a comma-separated list of trusted proxy addresses/CIDRs. */
  trustProxy: boolean | string;
  webDist: string;
  /** Credit of a new account in its currency (micro-units), a RECHARGE with payment method 'trial'. */
  trialCreditMicros: bigint;
  /** Messages a day an account that is not verified may send (to its owner's bound phone only). */
  trialDailyLimit: number;
  /** Allows webhook URLs on loopback/private networks (development, tests). */
  webhookAllowPrivate: boolean;
  /** How long the acceptor collects concurrent sends before committing them in one transaction. */
  acceptBatchMs: number;
  /** Most sends committed in one acceptor transaction. */
  acceptBatchMax: number;
  /** Which parts this process runs (scale-out: N `api` and N `worker` processes over one PostgreSQL). */
  role: ProcessRole;
  /** Unset: rate limits count in this process's memory. */
  redisUrl: string | undefined;
  /** KYC_PROVIDER: who decides identity verifications. */
  kycProvider: KycProviderName;
  /** Recharge payments (docs/money-flow.md); absent in hand-built configurations: the sandbox defaults. */
  payments?: PaymentsConfig;
  engine: EngineConfig;
  /** Prometheus `/metrics` (docs/operations.md); absent in hand-built configurations: no metrics served. */
  metrics?: MetricsConfig;
  /** Whole months of messages kept before their partitions are dropped; 0 (or absent) keeps everything. */
  messageRetentionMonths?: number;
  /** SMPP access for customers; absent in hand-built configurations: no SMPP server. */
  smppServer?: SmppServerConfig;
}

/** The SMPP server customers bind to (docs/smpp-access.md). */
export interface SmppServerConfig {
  /** SMPP_SERVER_PORT; undefined: no SMPP server (0: any free port, for tests). Listens on HOST. */
  port: number | undefined;
  /** The TLS listener: its port and the PEM files of its certificate and key, all three or none. */
  tls: { port: number; certFile: string; keyFile: string } | undefined;
  /** The host customers are told to bind to; PUBLIC_URL's host when unset. */
  publicHost: string;
  /** Binds an account may hold at once, across every process. */
  maxBinds: number;
  /** submit_sm a bind may have unanswered; beyond it ESME_RMSGQFUL. */
  window: number;
  /** A bind silent this long (no PDU, enquire_link included) is unbound. */
  idleTimeoutMs: number;
  /** A connection that has not bound this long after connecting is closed. */
  bindTimeoutMs: number;
  /** The parts of a concatenated message must all arrive within this time of the first. */
  concatTimeoutMs: number;
}

interface MetricsConfig {
  /** METRICS_TOKEN: `/metrics` on the main port, for `Authorization: Bearer <token>` only. */
  token: string | undefined;
  /** METRICS_PORT: `/metrics` without a token on a listener of its own (every role, workers included). */
  port: number | undefined;
  /** METRICS_HOST: where that listener binds; loopback unless the scraper is elsewhere. */
  host: string;
}

/** The messaging engine's workers: carriers, dispatch, receipts, webhooks (docs/messaging-engine.md). */
export interface EngineConfig {
  /** SMPP_ROUTES; unset starts the embedded SMSC simulator on loopback. */
  smppRoutes: string | undefined;
  /** Rows per claim. */
  dispatchBatch: number;
  /** Messages in flight per worker process (claimed, not yet answered by the SMSC). */
  dispatchConcurrency: number;
  /** Pause between claims while nothing is due. */
  dispatchPollMs: number;
  /** How long a claim holds a message; a crashed worker's messages are claimed again after it. */
  leaseMs: number;
  maxSubmitAttempts: number;
  /** Backoff of a transient submit failure: min · 2^(attempt−1), capped at max, with jitter. */
  submitRetryMinMs: number;
  submitRetryMaxMs: number;
  /**
   * How long a receipt for an unknown carrier id is refused (the SMSC resends it) before it is dropped; also
   * how long past its validity a `sent` message waits for a late receipt before it is expired.
   */
  receiptGraceMs: number;
  /**
   * SMS_VALIDITY_HOURS in whole seconds: the `validity_period` of every submit, after which (plus
   * `receiptGraceMs`) a message still `sent` is expired. Optional only for configurations built by hand;
   * unset means DEFAULT_SMS_VALIDITY_HOURS.
   */
  smsValiditySeconds?: number;
  webhookTimeoutMs: number;
  webhookConcurrency: number;
  simulatorReceiptDelayMs: number;
  /** 0: any free port. */
  simulatorPort: number;
  /** submit_sm in flight on the bind to the simulator. */
  simulatorWindow: number;
  /** Parts the simulator remembers to recognise a resubmission (oldest forgotten first); unset: 200,000. */
  simulatorDedupeMemory?: number;
  /** Sender of platform messages (sign-in codes, phone binding). */
  systemSmsFrom: string;
  /** On shutdown, how long submits in flight may take before their messages are released. */
  shutdownDrainMs: number;
  /**
   * How often a worker writes its carrier counts, reads every process's back, publishes its binds and checks
   * the routing table's generation (a change notification applies it sooner).
   */
  routingRefreshMs: number;
  /** Final receipts over the last hour before a carrier's delivery rate counts for lcr. */
  routingMinReceipts: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = ZEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw configError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const sandboxes = Object.entries({ KYC_PROVIDER: e.KYC_PROVIDER, PAYMENT_PROVIDER: e.PAYMENT_PROVIDER })
    .filter(([, provider]) => provider === 'sandbox')
    .map(([variable, provider]) => `${variable}=${provider}`);
  if (e.NODE_ENV === 'production' && sandboxes.length > 0 && e.ALLOW_SANDBOX !== 'true') {
    throw configError([
      `NODE_ENV=production refuses sandbox providers (${sandboxes.join(', ')}: test inputs decide, ` +
        'nothing is really checked or charged); set ALLOW_SANDBOX=true to run them anyway',
    ]);
  }
  const payments = paymentsConfigOf(e);
  if (Array.isArray(payments)) throw configError(payments);
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const tlsProblem = smppTlsProblem(e);
  if (tlsProblem) throw configError([tlsProblem]);
  const needsSecrets = !e.CAPTCHA_HMAC_KEY || !e.COOKIE_SECRET || !e.CODE_HMAC_KEY;
  const stored = needsSecrets ? loadOrCreateSecrets(dataDir) : undefined;
  return {
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    pgliteMemory: {
      sharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
      workMemMb: e.PGLITE_WORK_MEM_MB,
      maintenanceWorkMemMb: e.PGLITE_MAINTENANCE_WORK_MEM_MB,
      walBuffersMb: e.PGLITE_WAL_BUFFERS_MB,
      tempBuffersMb: e.PGLITE_TEMP_BUFFERS_MB,
    },
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    ssoSecret: e.SSO_SECRET,
    captchaHmacKey: e.CAPTCHA_HMAC_KEY ?? stored!.captchaHmacKey,
    cookieSecret: e.COOKIE_SECRET ?? stored!.cookieSecret,
    codeHmacKey: e.CODE_HMAC_KEY ?? stored!.codeHmacKey,
    captchaMaxNumber: e.CAPTCHA_MAX_NUMBER,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : DEFAULT_WEB_DIST,
    trialCreditMicros: e.TRIAL_CREDIT!,
    trialDailyLimit: e.TRIAL_DAILY_LIMIT,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE === 'true',
    acceptBatchMs: e.ACCEPT_BATCH_MS,
    acceptBatchMax: e.ACCEPT_BATCH_MAX,
    role: e.ROLE,
    redisUrl: e.REDIS_URL,
    kycProvider: e.KYC_PROVIDER,
    payments,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST },
    messageRetentionMonths: e.MESSAGE_RETENTION_MONTHS,
    smppServer: smppServerConfigOf(e, publicUrl),
    engine: {
      smppRoutes: e.SMPP_ROUTES,
      dispatchBatch: e.DISPATCH_BATCH,
      dispatchConcurrency: e.DISPATCH_CONCURRENCY,
      dispatchPollMs: e.DISPATCH_POLL_MS,
      leaseMs: e.LEASE_MS,
      maxSubmitAttempts: e.MAX_SUBMIT_ATTEMPTS,
      submitRetryMinMs: e.SUBMIT_RETRY_MIN_MS,
      submitRetryMaxMs: e.SUBMIT_RETRY_MAX_MS,
      receiptGraceMs: e.RECEIPT_GRACE_MS,
      smsValiditySeconds: Math.round(e.SMS_VALIDITY_HOURS * 3_600),
      webhookTimeoutMs: e.WEBHOOK_TIMEOUT_MS,
      webhookConcurrency: e.WEBHOOK_CONCURRENCY,
      simulatorReceiptDelayMs: e.SIMULATOR_RECEIPT_DELAY_MS,
      simulatorPort: e.SIMULATOR_PORT,
      simulatorWindow: e.SIMULATOR_WINDOW,
      simulatorDedupeMemory: e.SIMULATOR_DEDUPE_MEMORY,
      systemSmsFrom: e.SYSTEM_SMS_FROM,
      shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
      routingRefreshMs: e.ROUTING_REFRESH_MS,
      routingMinReceipts: e.ROUTING_MIN_RECEIPTS,
    },
  };
}

type Env = z.output<typeof ZEnvSchema>;

/** The TLS listener takes its port, certificate and key together; one without the others is a mistake. */
function smppTlsProblem(e: Env): string | null {
  const given = {
    SMPP_SERVER_TLS_PORT: e.SMPP_SERVER_TLS_PORT !== undefined,
    SMPP_SERVER_TLS_CERT: e.SMPP_SERVER_TLS_CERT !== undefined,
    SMPP_SERVER_TLS_KEY: e.SMPP_SERVER_TLS_KEY !== undefined,
  };
  const missing = Object.entries(given).filter(([, isSet]) => !isSet);
  if (missing.length === 0 || missing.length === 3) return null;
  return `${missing.map(([name]) => name).join(', ')}: must be set with the other SMPP_SERVER_TLS_* variables`;
}

function smppServerConfigOf(e: Env, publicUrl: string): SmppServerConfig {
  return {
    port: e.SMPP_SERVER_PORT,
    tls:
      e.SMPP_SERVER_TLS_PORT !== undefined && e.SMPP_SERVER_TLS_CERT && e.SMPP_SERVER_TLS_KEY
        ? { port: e.SMPP_SERVER_TLS_PORT, certFile: e.SMPP_SERVER_TLS_CERT, keyFile: e.SMPP_SERVER_TLS_KEY }
        : undefined,
    publicHost: e.SMPP_SERVER_PUBLIC_HOST ?? new URL(publicUrl).hostname,
    maxBinds: e.SMPP_SERVER_MAX_BINDS,
    window: e.SMPP_SERVER_WINDOW,
    idleTimeoutMs: e.SMPP_SERVER_IDLE_TIMEOUT_MS,
    bindTimeoutMs: e.SMPP_SERVER_BIND_TIMEOUT_MS,
    concatTimeoutMs: e.SMPP_SERVER_CONCAT_TIMEOUT_MS,
  };
}

/** One problem is one line (what a container log shows); several go under a heading, one line each. */
function configError(problems: string[]): ConfigError {
  if (problems.length === 1) return new ConfigError(`Invalid environment: ${problems[0]}`);
  return new ConfigError(`Invalid environment:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
}

function parseTrustProxy(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}
