import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { useTempDirs } from './testing/temp-dirs.js';

const tempDir = useTempDirs('beacon-config-engine');

describe('messaging engine configuration', () => {
  test('has a default for every variable', () => {
    const config = loadConfig({}, tempDir());
    expect(config.role).toBe('all');
    expect(config.redisUrl).toBeUndefined();
    expect(config.engine).toEqual({
      smppRoutes: undefined,
      dispatchBatch: 500,
      dispatchConcurrency: 1_000,
      dispatchPollMs: 100,
      leaseMs: 120_000,
      maxSubmitAttempts: 10,
      submitRetryMinMs: 5_000,
      submitRetryMaxMs: 600_000,
      receiptGraceMs: 600_000,
      smsValiditySeconds: 172_800,
      webhookTimeoutMs: 10_000,
      webhookConcurrency: 50,
      simulatorReceiptDelayMs: 200,
      simulatorPort: 0,
      simulatorWindow: 100,
      simulatorDedupeMemory: 200_000,
      systemSmsFrom: 'Beacon',
      shutdownDrainMs: 5_000,
      routingRefreshMs: 5_000,
      routingMinReceipts: 30,
    });
  });

  test('reads every variable it knows', () => {
    const config = loadConfig(
      {
        ROLE: 'worker',
        REDIS_URL: 'redis://cache:6379/0',
        SMPP_ROUTES: '*=smpp://a:b@smsc:2775',
        DISPATCH_BATCH: '300',
        DISPATCH_CONCURRENCY: '2000',
        DISPATCH_POLL_MS: '50',
        LEASE_MS: '60000',
        MAX_SUBMIT_ATTEMPTS: '5',
        SUBMIT_RETRY_MIN_MS: '1000',
        SUBMIT_RETRY_MAX_MS: '60000',
        RECEIPT_GRACE_MS: '0',
        SMS_VALIDITY_HOURS: '0.5',
        WEBHOOK_TIMEOUT_MS: '5000',
        WEBHOOK_CONCURRENCY: '10',
        SIMULATOR_RECEIPT_DELAY_MS: '0',
        SIMULATOR_PORT: '2775',
        SIMULATOR_WINDOW: '200',
        SIMULATOR_DEDUPE_MEMORY: '5000',
        SYSTEM_SMS_FROM: 'Acme',
        SHUTDOWN_DRAIN_MS: '1000',
        ROUTING_REFRESH_MS: '1000',
        ROUTING_MIN_RECEIPTS: '100',
      },
      tempDir(),
    );
    expect(config.role).toBe('worker');
    expect(config.redisUrl).toBe('redis://cache:6379/0');
    expect(config.engine).toEqual({
      smppRoutes: '*=smpp://a:b@smsc:2775',
      dispatchBatch: 300,
      dispatchConcurrency: 2_000,
      dispatchPollMs: 50,
      leaseMs: 60_000,
      maxSubmitAttempts: 5,
      submitRetryMinMs: 1_000,
      submitRetryMaxMs: 60_000,
      receiptGraceMs: 0,
      smsValiditySeconds: 1_800,
      webhookTimeoutMs: 5_000,
      webhookConcurrency: 10,
      simulatorReceiptDelayMs: 0,
      simulatorPort: 2775,
      simulatorWindow: 200,
      simulatorDedupeMemory: 5_000,
      systemSmsFrom: 'Acme',
      shutdownDrainMs: 1_000,
      routingRefreshMs: 1_000,
      routingMinReceipts: 100,
    });
  });

  test.each(['0', '0.01', '721', 'two days'])('refuses SMS_VALIDITY_HOURS=%s, naming it', (value) => {
    expect(() => loadConfig({ SMS_VALIDITY_HOURS: value }, tempDir())).toThrow(/SMS_VALIDITY_HOURS: must be/);
  });

  test('stops with a message naming each bad variable', () => {
    const load = () =>
      loadConfig({ ROLE: 'both', REDIS_URL: 'http://cache', LEASE_MS: '5', DISPATCH_BATCH: '0' }, tempDir());
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/ROLE: must be all, api or worker[\s\S]*REDIS_URL: must be a redis:\/\//);
    expect(load).toThrow(/DISPATCH_BATCH:[\s\S]*LEASE_MS:/);
  });

  test.each([
    ['GB=smpp://a:b@h', /^Invalid environment: SMPP_ROUTES: needs a default route/],
    [
      '*=smpp://acme:secret@smsc;FR=smpp://acme:secret@smsc?windw=5',
      /^Invalid environment: SMPP_ROUTES: entry 2 \(FR=smpp:\/\/acme:\*\*\*@smsc\?windw=5\): unknown option "windw"/,
    ],
    [
      '*=smpp://a:b@h;GBR=smpp://a:b@h',
      /^Invalid environment: SMPP_ROUTES: entry 2 \(GBR=smpp:\/\/a:\*\*\*@h\): "GBR" is not an ISO 3166-1/,
    ],
    [
      '*=http://a:b@h',
      /^Invalid environment: SMPP_ROUTES: entry 1 \(\*=http:\/\/a:\*\*\*@h\): expected smpp:\/\//,
    ],
  ])('refuses a malformed SMPP_ROUTES=%s at start, in one line naming the entry', (value, message) => {
    const load = () => loadConfig({ SMPP_ROUTES: value }, tempDir());
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(message);
    expect(load).not.toThrow(/\n|secret/);
  });
});
