/** A complete configuration for tests: nothing read from the environment or the disk. */
import type { Config, EngineConfig } from '../config.js';
import { DEFAULT_PAYMENTS_CONFIG } from '../providers/payment/payments-config.js';

export const TEST_SSO_SECRET = 'test-sso-secret-0123456789abcdef0123456789abcdef';
export const TEST_PUBLIC_URL = 'http://beacon.test';

/** Small batches and short pauses, so engine tests finish in well under a second per message. */
export const TEST_ENGINE_CONFIG: EngineConfig = {
  smppRoutes: undefined,
  dispatchBatch: 50,
  dispatchConcurrency: 200,
  dispatchPollMs: 10,
  leaseMs: 60_000,
  maxSubmitAttempts: 3,
  submitRetryMinMs: 1_000,
  submitRetryMaxMs: 10_000,
  receiptGraceMs: 300_000,
  webhookTimeoutMs: 2_000,
  webhookConcurrency: 8,
  simulatorReceiptDelayMs: 20,
  simulatorPort: 0,
  simulatorWindow: 50,
  systemSmsFrom: 'Beacon',
  shutdownDrainMs: 2_000,
  routingRefreshMs: 200,
  routingMinReceipts: 10,
};

const TEST_COOKIE_SECRET = 'test-cookie-secret-0123456789abcdef0123456789';

/** What a test engine needs beside its EngineConfig: the key of carrier passwords and the currency rates. */
export const TEST_ENGINE_KEYS = {
  carrierSecret: TEST_COOKIE_SECRET,
  currencyRates: DEFAULT_PAYMENTS_CONFIG.currencyRates,
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    host: '127.0.0.1',
    port: 0,
    dataDir: '/nonexistent/beacon-test-data',
    databaseUrl: undefined,
    publicUrl: TEST_PUBLIC_URL,
    smtpUrl: undefined,
    mailFrom: 'Beacon <no-reply@beacon.test>',
    ssoSecret: TEST_SSO_SECRET,
    captchaHmacKey: 'test-captcha-hmac-key-0123456789',
    cookieSecret: TEST_COOKIE_SECRET,
    codeHmacKey: 'test-code-hmac-key-0123456789abcdef0123456789',
    // Small, so solving a challenge in a test takes microseconds.
    captchaMaxNumber: 50,
    sessionTtlMs: 168 * 3_600_000,
    // Off unless a test is about it: every injected request comes from 127.0.0.1.
    authRateLimitPerMinute: 0,
    logLevel: 'silent',
    trustProxy: false,
    webDist: '/nonexistent/beacon-web-dist',
    role: 'all',
    redisUrl: undefined,
    kycProvider: 'sandbox',
    engine: TEST_ENGINE_CONFIG,
    trialCreditMicros: 2_000_000n,
    trialDailyLimit: 10,
    // Tests point webhooks at local receivers.
    webhookAllowPrivate: true,
    acceptBatchMs: 2,
    acceptBatchMax: 200,
    ...overrides,
  };
}
