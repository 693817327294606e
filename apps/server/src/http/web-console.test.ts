import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { useTempDirs } from '../testing/temp-dirs.js';
import { useTestApp } from '../testing/test-app.js';

const tempDir = useTempDirs('beacon-web-dist');
const t = useTestApp({ config: { webDist: fakeWebDist(tempDir()) } });

describe('the console when built', () => {
  test('serves index.html at / and for any page path that accepts HTML', async () => {
    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.body).toContain('<div id="root">');
    const page = await t.app.inject({
      method: 'GET',
      url: '/welcome/index?x=1',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  test('serves built assets as immutable files', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  test('a missing asset or API path stays a 404 envelope', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.json()).toMatchObject({ code: 404 });
    const api = await t.app.inject({ method: 'GET', url: '/api/missing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404 });
  });
});

function fakeWebDist(dir: string): string {
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
  return dir;
}
