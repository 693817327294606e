/**
 * The integration-test harness: one fresh database per test file, and per test a new app with a fake clock,
 * captured e-mail and SMS, and the real ALTCHA captcha (tiny proof of work). Calls go through `app.inject`.
 */
import type { FastifyInstance, LightMyRequestResponse as InjectResponse } from 'fastify';
import pino, { type Logger } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { ApiEnvelope } from '@beacon/shared';
import { buildApp } from '../app.js';
import type { CarrierBindState } from '../carriers/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { createAltchaCaptcha } from '../providers/captcha/altcha-captcha.js';
import type { Mailer } from '../providers/mail/mailer.js';
import { createOutboxMailer } from '../providers/mail/outbox-mailer.js';
import type { SmsCodeSender } from '../providers/sms/sms-code-sender.js';
import { createFakeClock, type FakeClock } from './fake-clock.js';
import { createMailQueue } from '../modules/mail-outbox/index.js';
import { createMemoryMailer, type MemoryMailer } from './memory-mailer.js';
import { testConfig } from './test-config.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface CallOptions {
  token?: string;
  locale?: string;
  /** Send the body as application/x-www-form-urlencoded (arrays as repeated keys). */
  form?: boolean;
  remoteAddress?: string;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  status: number;
  body: ApiEnvelope<T>;
  response: InjectResponse;
}

interface SentSms {
  to: string;
  text: string;
}

export interface TestHarness {
  readonly app: FastifyInstance;
  readonly clock: FakeClock;
  readonly mail: MemoryMailer;
  readonly sms: SentSms[];
  readonly db: Database;
  readonly config: Config;
  call<T = unknown>(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    options?: CallOptions,
  ): Promise<CallResult<T>>;
  post<T = unknown>(url: string, body?: unknown, options?: CallOptions): Promise<CallResult<T>>;
  get<T = unknown>(url: string, options?: CallOptions): Promise<CallResult<T>>;
  /** Closes the app and builds a new one on the same database and clock, as a restarted process would. */
  restart?(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** Plug in an SMS sender (captured in `sms`); without one, codes go by e-mail only. */
  withSms?: boolean;
  /** Adds routes (e.g. one that fails) before the app is ready. */
  extend?: (app: FastifyInstance) => void;
  /** The carrier binds readiness reports (real carriers started by the test); none by default. */
  carrierBinds?: () => CarrierBindState[] | null;
  /** The app's logger, silent when absent; testing/log-capture.ts makes one that keeps its lines. */
  logger?: Logger;
  /** Also writes each e-mail into this directory through the real .eml outbox, as a server without SMTP_URL. */
  emlDir?: string;
  /** One app for the whole file instead of one per test, for files whose tests share sessions. */
  appPerFile?: boolean;
  /** How often the SMPP server (config.smppServer) looks at its receipt outbox. */
  smppReceiptPollMs?: number;
  /** The file's database, when the test needs one of its own (e.g. one it stops); a fresh copy otherwise. */
  database?: () => Promise<TestDatabase>;
}

function toForm(body: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== undefined && value !== null) params.append(key, String(value));
  }
  return params.toString();
}

function alsoTo(first: Mailer, second: Mailer): Mailer {
  return {
    async send(message) {
      await first.send(message);
      await second.send(message);
    },
    async close() {
      await first.close();
      await second.close();
    },
  };
}

export function useTestApp(options: TestAppOptions = {}): TestHarness {
  let database: TestDatabase | undefined;
  let state:
    | { app: FastifyInstance; clock: FakeClock; mail: MemoryMailer; sms: SentSms[]; config: Config }
    | undefined;

  beforeAll(async () => {
    database = await (options.database ?? createTestDatabase)();
  });
  afterAll(async () => {
    await database?.dispose();
  });
  const startApp = async (keep?: { clock: FakeClock; mail: MemoryMailer; sms: SentSms[] }) => {
    const clock = keep?.clock ?? createFakeClock();
    const mail = keep?.mail ?? createMemoryMailer();
    const sms: SentSms[] = keep?.sms ?? [];
    const smsSender: SmsCodeSender = {
      async sendCode(message) {
        sms.push(message);
      },
    };
    const config = testConfig(options.config);
    const logger = options.logger ?? pino({ level: 'silent' });
    const transport = options.emlDir
      ? alsoTo(
          createOutboxMailer({ dir: options.emlDir, from: config.mailFrom, clock: clock.now, logger }),
          mail,
        )
      : mail;
    const app = await buildApp({
      config,
      db: database!.db,
      clock: clock.now,
      // Through the outbox as in production; the memory transport still receives each mail during the call.
      mailer: createMailQueue({ db: database!.db, clock: clock.now, transport, logger }).mailer,
      captcha: createAltchaCaptcha({
        hmacKey: config.captchaHmacKey,
        maxNumber: config.captchaMaxNumber,
        clock: clock.now,
      }),
      logger: logger,
      sms: options.withSms ? smsSender : undefined,
      carrierBinds: options.carrierBinds,
      smppReceiptPollMs: options.smppReceiptPollMs,
    });
    options.extend?.(app);
    await app.ready();
    state = { app, clock, mail, sms, config };
  };
  const stopApp = async () => {
    await state?.app.close();
    state = undefined;
  };
  if (options.appPerFile) {
    beforeAll(() => startApp());
    afterAll(stopApp);
  } else {
    beforeEach(() => startApp());
    afterEach(stopApp);
  }

  const current = () => {
    if (!state) throw new Error('the test app exists only inside a test');
    return state;
  };

  const harness: TestHarness = {
    get app() {
      return current().app;
    },
    get clock() {
      return current().clock;
    },
    get mail() {
      return current().mail;
    },
    get sms() {
      return current().sms;
    },
    get config() {
      return current().config;
    },
    get db() {
      return database!.db;
    },
    async call<T>(method: 'GET' | 'POST', url: string, body?: unknown, callOptions: CallOptions = {}) {
      const headers: Record<string, string> = { ...callOptions.headers };
      if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
      if (callOptions.locale) headers['accept-language'] = callOptions.locale;
      let payload: string | undefined;
      if (body !== undefined) {
        headers['content-type'] ??= callOptions.form
          ? 'application/x-www-form-urlencoded'
          : 'application/json';
        payload = callOptions.form ? toForm(body) : JSON.stringify(body);
      }
      const response = await current().app.inject({
        method,
        url,
        headers,
        payload,
        cookies: callOptions.cookies,
        remoteAddress: callOptions.remoteAddress,
      });
      return { status: response.statusCode, body: response.json<ApiEnvelope<T>>(), response };
    },
    post(url, body, callOptions) {
      return harness.call('POST', url, body, callOptions);
    },
    get(url, callOptions) {
      return harness.call('GET', url, undefined, callOptions);
    },
    async restart() {
      const { clock, mail, sms } = current();
      await stopApp();
      await startApp({ clock, mail, sms });
    },
  };
  return harness;
}
