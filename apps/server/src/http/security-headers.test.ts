import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, test } from 'vitest';
import { useTempDirs } from '../testing/temp-dirs.js';
import { useTestApp } from '../testing/test-app.js';

const tempDir = useTempDirs('beacon-security-headers');

function fakeWebDist(): string {
  const dir = tempDir();
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  return dir;
}

/** The policy as directive → sources, so a test reads like the policy it expects. */
function cspOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectLockedDown(response: LightMyRequestResponse) {
  const csp = cspOf(response);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  // No inline script, no eval, no other origin: an injected <script> or onclick does not run.
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
}

describe('over plain http (PUBLIC_URL http://…)', () => {
  const t = useTestApp({ config: { webDist: fakeWebDist() }, appPerFile: true });

  test('a console page cannot be framed, sniffed or made to run inline or foreign scripts', async () => {
    for (const url of ['/', '/findPassword/some-reset-token']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expectLockedDown(page);
    }
  });

  test('the console page allows what the console needs and nothing wider', async () => {
    const csp = cspOf(await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } }));
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
  });

  test('API answers, error envelopes and the API reference carry the same headers', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ code: 0 });
    expectLockedDown(health);

    const missing = await t.app.inject({ method: 'GET', url: '/api/missing' });
    expect(missing.statusCode).toBe(404);
    expectLockedDown(missing);

    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expectLockedDown(docs);
  });

  test('sends no HSTS and no request upgrade, which would lock browsers out of an http deployment', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(cspOf(page).has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('over https (PUBLIC_URL https://…)', () => {
  const t = useTestApp({
    config: { webDist: fakeWebDist(), publicUrl: 'https://console.beacon.test' },
    appPerFile: true,
  });

  test('pins https for a year and upgrades any http request of the page', async () => {
    for (const url of ['/', '/api/health']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(cspOf(response).get('upgrade-insecure-requests'), url).toEqual([]);
      expectLockedDown(response);
    }
  });
});
