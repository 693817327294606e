import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { captureLog } from '../testing/log-capture.js';
import { urlWithoutSecrets } from './logger.js';

describe('request URLs in the log', () => {
  test('the link pages keep their path and lose their token', () => {
    expect(urlWithoutSecrets('/signup/k3yK3y')).toBe('/signup/[redacted]');
    expect(urlWithoutSecrets('/findPassword/abc-DEF_123?lang=zh')).toBe('/findPassword/[redacted]?lang=zh');
    expect(urlWithoutSecrets('/ekyc/tok123')).toBe('/ekyc/[redacted]');
    expect(urlWithoutSecrets('/api/auth/signup/test/k3yK3y')).toBe('/api/auth/signup/test/[redacted]');
    // The console's router ignores case and empty segments, so a link typed so still opens the page.
    expect(urlWithoutSecrets('//FINDPASSWORD/abc')).toBe('//FINDPASSWORD/[redacted]');
  });

  test('pages without a token, and the API, are logged as they are', () => {
    expect(urlWithoutSecrets('/signup')).toBe('/signup');
    expect(urlWithoutSecrets('/signup/')).toBe('/signup/');
    expect(urlWithoutSecrets('/ekyc/result?status=1')).toBe('/ekyc/result?status=1');
    expect(urlWithoutSecrets('/api/auth/signup/otp')).toBe('/api/auth/signup/otp');
    expect(urlWithoutSecrets('/api/sms/log?status=delivered&page=2')).toBe(
      '/api/sms/log?status=delivered&page=2',
    );
  });

  test('query values named like secrets are cut out', () => {
    expect(urlWithoutSecrets('/x?token=abc&page=2&api_key=k&flag')).toBe(
      '/x?token=[redacted]&page=2&api_key=[redacted]&flag',
    );
    expect(urlWithoutSecrets('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
  });
});

describe('errors in the log', () => {
  test("a failed query's parameters (queued mail with its code) are left out", () => {
    const { logger, lines } = captureLog();
    const cause = new Error('connection terminated');
    const error = new DrizzleQueryError(
      'insert into "mail_outbox" ("subject", "text") values ($1, $2)',
      ['Your Beacon sign-in code: 042917', 'Your code is\n\n042917\n'],
      cause,
    );
    logger.error({ err: error }, 'unexpected failure');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('042917');
    const { err } = JSON.parse(lines[0]!) as { err: Record<string, unknown> };
    expect(err.message).toBe(
      'Failed query: insert into "mail_outbox" ("subject", "text") values ($1, $2)\nparams: [redacted]: connection terminated',
    );
    expect(err.stack).toContain('params: [redacted]');
    expect(err.stack).toContain('caused by: Error: connection terminated');
    expect(err.params).toBeUndefined();
  });

  test('other errors are logged whole', () => {
    const { logger, lines } = captureLog();
    logger.warn({ err: Object.assign(new Error('smtp refused'), { responseCode: 550 }) }, 'mail failed');
    const { err } = JSON.parse(lines[0]!) as { err: Record<string, unknown> };
    expect(err).toMatchObject({ type: 'Error', message: 'smtp refused', responseCode: 550 });
  });
});
