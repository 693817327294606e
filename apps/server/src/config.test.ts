import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { DEFAULT_PGLITE_MEMORY } from './db/pglite-memory.js';
import { DEFAULT_WEB_DIST } from './paths.js';
import { useTempDirs } from './testing/temp-dirs.js';

const tempDir = useTempDirs('beacon-config');

describe('configuration from the environment', () => {
  test('has a default for every variable', () => {
    const cwd = tempDir();
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dataDir: path.join(cwd, 'data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8080',
      smtpUrl: undefined,
      ssoSecret: undefined,
      captchaMaxNumber: 50_000,
      sessionTtlMs: 168 * 3_600_000,
      authRateLimitPerMinute: 60,
      logLevel: 'info',
      trustProxy: false,
      webDist: DEFAULT_WEB_DIST,
      trialCreditMicros: 2_000_000n,
      trialDailyLimit: 10,
      webhookAllowPrivate: false,
      acceptBatchMs: 2,
      acceptBatchMax: 200,
      pgliteMemory: DEFAULT_PGLITE_MEMORY,
    });
  });

  test('reads every variable it knows', () => {
    const cwd = tempDir();
    const config = loadConfig(
      {
        HOST: '0.0.0.0',
        PORT: '9000',
        DATA_DIR: '/var/lib/beacon',
        DATABASE_URL: 'postgres://beacon@db:5432/beacon',
        PUBLIC_URL: 'https://sms.example.com/',
        SMTP_URL: 'smtps://user:pass@mail.example.com:465',
        MAIL_FROM: 'Beacon <hello@example.com>',
        SSO_SECRET: 's'.repeat(32),
        CAPTCHA_HMAC_KEY: 'k'.repeat(16),
        COOKIE_SECRET: 'c'.repeat(32),
        CODE_HMAC_KEY: 'h'.repeat(32),
        CAPTCHA_MAX_NUMBER: '20',
        SESSION_TTL_HOURS: '12',
        AUTH_RATE_LIMIT_PER_MINUTE: '0',
        LOG_LEVEL: 'debug',
        TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
        WEB_DIST: 'public',
        TRIAL_CREDIT: '5.5',
        TRIAL_DAILY_LIMIT: '3',
        WEBHOOK_ALLOW_PRIVATE: 'true',
        ACCEPT_BATCH_MS: '0',
        ACCEPT_BATCH_MAX: '50',
        KYC_PROVIDER: 'sandbox',
        PAYMENT_PROVIDER: 'sandbox',
        NODE_ENV: 'production',
        ALLOW_SANDBOX: 'true',
        METRICS_TOKEN: 'm'.repeat(16),
        METRICS_PORT: '9464',
        MESSAGE_RETENTION_MONTHS: '13',
        PGLITE_SHARED_BUFFERS_MB: '32',
        PGLITE_WORK_MEM_MB: '8',
        PGLITE_MAINTENANCE_WORK_MEM_MB: '128',
        PGLITE_WAL_BUFFERS_MB: '2',
        PGLITE_TEMP_BUFFERS_MB: '16',
      },
      cwd,
    );
    expect(config).toEqual({
      host: '0.0.0.0',
      port: 9000,
      dataDir: '/var/lib/beacon',
      databaseUrl: 'postgres://beacon@db:5432/beacon',
      pgliteMemory: {
        sharedBuffersMb: 32,
        workMemMb: 8,
        maintenanceWorkMemMb: 128,
        walBuffersMb: 2,
        tempBuffersMb: 16,
      },
      publicUrl: 'https://sms.example.com',
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Beacon <hello@example.com>',
      metrics: { token: 'm'.repeat(16), port: 9464, host: '127.0.0.1' },
      messageRetentionMonths: 13,
      // Off by default; its variables have a test of their own below.
      smppServer: expect.objectContaining({ port: undefined, publicHost: 'sms.example.com' }),
      ssoSecret: 's'.repeat(32),
      captchaHmacKey: 'k'.repeat(16),
      cookieSecret: 'c'.repeat(32),
      codeHmacKey: 'h'.repeat(32),
      captchaMaxNumber: 20,
      sessionTtlMs: 12 * 3_600_000,
      authRateLimitPerMinute: 0,
      logLevel: 'debug',
      trustProxy: '10.0.0.0/8,127.0.0.1',
      webDist: path.join(cwd, 'public'),
      trialCreditMicros: 5_500_000n,
      trialDailyLimit: 3,
      webhookAllowPrivate: true,
      acceptBatchMs: 0,
      acceptBatchMax: 50,
      // The engine's variables have their own test (config-engine.test.ts).
      role: 'all',
      redisUrl: undefined,
      kycProvider: 'sandbox',
      payments: expect.objectContaining({ provider: 'sandbox', feePercent: '3' }),
      engine: expect.any(Object),
    });
  });

  test('treats blank variables as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', SSO_SECRET: '' }, tempDir());
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.ssoSecret).toBeUndefined();
  });

  test('stops with a message naming each bad variable', () => {
    const load = () =>
      loadConfig(
        { PORT: 'eighty', DATABASE_URL: 'mysql://x', SSO_SECRET: 'short', LOG_LEVEL: 'loud' },
        tempDir(),
      );
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      /PORT: must be a port number[\s\S]*DATABASE_URL: must be a postgres:\/\/ URL[\s\S]*SSO_SECRET: must be at least 32[\s\S]*LOG_LEVEL:/,
    );
  });

  test('refuses a trial credit that is not an amount', () => {
    expect(() => loadConfig({ TRIAL_CREDIT: 'two' }, tempDir())).toThrow(/TRIAL_CREDIT: must be an amount/);
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'yes' }, tempDir())).toThrow(
      /WEBHOOK_ALLOW_PRIVATE: must be true or false/,
    );
  });

  test('refuses PGlite memory that is not a whole number of MB between 1 and 1024', () => {
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: '16MB' }, tempDir())).toThrow(
      /PGLITE_SHARED_BUFFERS_MB: must be a whole number of MB/,
    );
    expect(() => loadConfig({ PGLITE_WORK_MEM_MB: '0' }, tempDir())).toThrow(
      /PGLITE_WORK_MEM_MB: must be at least 1/,
    );
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: '2048' }, tempDir())).toThrow(
      /PGLITE_SHARED_BUFFERS_MB: must be at most 1024/,
    );
  });

  test('stops with one line naming a single bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, tempDir())).toThrow(
      /^Invalid environment: PORT: must be a port number$/,
    );
  });

  test('generates missing secrets once, keeps them in DATA_DIR/secrets.json with mode 0600', () => {
    const cwd = tempDir();
    const first = loadConfig({}, cwd);
    const second = loadConfig({}, cwd);
    expect(first.captchaHmacKey).toHaveLength(43);
    expect(second.captchaHmacKey).toBe(first.captchaHmacKey);
    expect(second.cookieSecret).toBe(first.cookieSecret);
    expect(first.codeHmacKey).toHaveLength(43);
    expect(second.codeHmacKey).toBe(first.codeHmacKey);
    const file = path.join(cwd, 'data', 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      captchaHmacKey: first.captchaHmacKey,
      cookieSecret: first.cookieSecret,
      codeHmacKey: first.codeHmacKey,
    });
    expect(readdirSync(path.join(cwd, 'data'))).toEqual(['secrets.json']);
  });

  test('adds the code key to a secrets file from an older version and keeps the keys it had', () => {
    const cwd = tempDir();
    const file = path.join(cwd, 'data', 'secrets.json');
    mkdirSync(path.dirname(file));
    const older = { captchaHmacKey: 'k'.repeat(16), cookieSecret: 'c'.repeat(32) };
    writeFileSync(file, JSON.stringify(older), { mode: 0o600 });
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject(older);
    expect(config.codeHmacKey).toHaveLength(43);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ ...older, codeHmacKey: config.codeHmacKey });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({}, cwd).codeHmacKey).toBe(config.codeHmacKey);
  });

  test('a set CODE_HMAC_KEY wins over the stored one and must be at least 32 characters', () => {
    const cwd = tempDir();
    expect(loadConfig({ CODE_HMAC_KEY: 'h'.repeat(32) }, cwd).codeHmacKey).toBe('h'.repeat(32));
    expect(() => loadConfig({ CODE_HMAC_KEY: 'h'.repeat(31) }, cwd)).toThrow(
      /CODE_HMAC_KEY: must be at least 32 characters/,
    );
  });
});

describe('sandbox providers', () => {
  test('identity verification uses the sandbox by default', () => {
    expect(loadConfig({}, tempDir()).kycProvider).toBe('sandbox');
  });

  test.each([
    ['KYC_PROVIDER', 'acme', /^Invalid environment: KYC_PROVIDER: must be sandbox$/],
    ['PAYMENT_PROVIDER', 'paypal', /^Invalid environment: PAYMENT_PROVIDER: must be sandbox or stripe$/],
    ['RECHARGE_FEE_PERCENT', '101', /^Invalid environment: RECHARGE_FEE_PERCENT: must be a percentage/],
    ['CURRENCY_RATES', 'EUR:0.9', /^Invalid environment: CURRENCY_RATES: must be a comma-separated list/],
    ['ALLOW_SANDBOX', 'yes', /^Invalid environment: ALLOW_SANDBOX: must be true or false$/],
  ])('refuses %s=%s in one line', (variable, value, message) => {
    const load = () => loadConfig({ [variable]: value }, tempDir());
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(message);
  });

  test('PAYMENT_PROVIDER=stripe needs both Stripe keys, and then takes its settings from the environment', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' }, tempDir())).toThrow(
      /STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe\n.*STRIPE_WEBHOOK_SECRET: required/,
    );
    const payments = loadConfig(
      {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        RECHARGE_FEE_PERCENT: '2.9',
        CURRENCY_RATES: 'EUR=0.95',
        ORDER_EXPIRY_MINUTES: '45',
        COMPANY_NAME: 'Acme Ltd',
      },
      tempDir(),
    ).payments!;
    expect(payments).toMatchObject({
      provider: 'stripe',
      feePercent: '2.9',
      feePercentMicros: 2_900_000n,
      orderExpiryMs: 45 * 60_000,
      stripe: { secretKey: 'sk_test_x', webhookSecret: 'whsec_x' },
      company: { name: 'Acme Ltd' },
    });
    expect(payments.currencyRates).toMatchObject({ EUR: '0.95', JPY: '150' });
  });

  test('NODE_ENV=production refuses to start with sandbox providers, in one line naming the variables', () => {
    const load = () => loadConfig({ NODE_ENV: 'production' }, tempDir());
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      /^Invalid environment: NODE_ENV=production refuses sandbox providers \(KYC_PROVIDER=sandbox, PAYMENT_PROVIDER=sandbox: [^\n]*\); set ALLOW_SANDBOX=true to run them anyway$/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX: 'false' }, tempDir())).toThrow(
      /ALLOW_SANDBOX=true/,
    );
  });

  test('ALLOW_SANDBOX=true lets production run the sandbox; other NODE_ENV values need nothing', () => {
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX: 'true' }, tempDir()).kycProvider).toBe(
      'sandbox',
    );
    expect(loadConfig({ NODE_ENV: 'development' }, tempDir()).kycProvider).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test', KYC_PROVIDER: 'sandbox' }, tempDir()).kycProvider).toBe('sandbox');
  });
});

describe('SMPP access (docs/smpp-access.md)', () => {
  test('is off unless SMPP_SERVER_PORT is set, with the documented limits and PUBLIC_URL as the host', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://sms.example.com' }, tempDir());
    expect(config.smppServer).toEqual({
      port: undefined,
      tls: undefined,
      publicHost: 'sms.example.com',
      maxBinds: 4,
      window: 100,
      idleTimeoutMs: 90_000,
      bindTimeoutMs: 10_000,
      concatTimeoutMs: 60_000,
    });
  });

  test('reads the port, the TLS listener and the limits', () => {
    const config = loadConfig(
      {
        SMPP_SERVER_PORT: '2775',
        SMPP_SERVER_TLS_PORT: '3550',
        SMPP_SERVER_TLS_CERT: '/etc/beacon/smpp.crt',
        SMPP_SERVER_TLS_KEY: '/etc/beacon/smpp.key',
        SMPP_SERVER_PUBLIC_HOST: 'smpp.example.com',
        SMPP_SERVER_MAX_BINDS: '8',
        SMPP_SERVER_WINDOW: '50',
      },
      tempDir(),
    );
    expect(config.smppServer).toMatchObject({
      port: 2775,
      tls: { port: 3550, certFile: '/etc/beacon/smpp.crt', keyFile: '/etc/beacon/smpp.key' },
      publicHost: 'smpp.example.com',
      maxBinds: 8,
      window: 50,
    });
  });

  test('a TLS port without its certificate and key stops the start, naming what is missing', () => {
    expect(() => loadConfig({ SMPP_SERVER_TLS_PORT: '3550' }, tempDir())).toThrow(
      new ConfigError(
        'Invalid environment: SMPP_SERVER_TLS_CERT, SMPP_SERVER_TLS_KEY: must be set with the other SMPP_SERVER_TLS_* variables',
      ),
    );
    expect(() => loadConfig({ SMPP_SERVER_PORT: 'smpp' }, tempDir())).toThrow(
      /SMPP_SERVER_PORT: must be a port number/,
    );
  });
});
