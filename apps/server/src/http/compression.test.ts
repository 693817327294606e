/**
 * What a browser receives: the console's scripts in the brotli or gzip copy the build wrote, with
 * Content-Encoding, Vary and the security headers; API answers over 1 kB compressed on the fly, small ones
 * as they are; and every answer carrying its request id.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { useTempDirs } from '../testing/temp-dirs.js';
import { useTestApp } from '../testing/test-app.js';

const tempDir = useTempDirs('beacon-compressed-dist');
/** Large enough to be worth compressing, as every real chunk is. */
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(2_000))};\n`;
const t = useTestApp({ config: { webDist: builtDist(tempDir()) } });

describe('the console assets', () => {
  test('come as the prebuilt brotli copy to a browser that accepts it', async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers.vary).toMatch(/accept-encoding/i);
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['content-security-policy']).toContain("script-src 'self'");
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(zlib.brotliDecompressSync(asset.rawPayload).toString()).toBe(SCRIPT);
  });

  test('come gzipped to a client that accepts only gzip, and plain to one that accepts nothing', async () => {
    const gzipped = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });
});

describe('API answers', () => {
  test('over 1 kB are compressed; small ones are sent as they are', async () => {
    const large = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(large.rawPayload).toString())).toHaveProperty('openapi');
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 0 });
  });
});

describe('request ids', () => {
  test('each answer carries one; a sane id sent by a proxy is kept, anything else replaced', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/api/health' });
    const other = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(other.headers['x-request-id']).not.toBe(fresh.headers['x-request-id']);
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a.42' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id "with" spaces' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

function builtDist(dir: string): string {
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(path.join(dir, 'assets'));
  const file = path.join(dir, 'assets', 'app-1234.js');
  writeFileSync(file, SCRIPT);
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(SCRIPT));
  writeFileSync(`${file}.gz`, zlib.gzipSync(SCRIPT));
  return dir;
}
