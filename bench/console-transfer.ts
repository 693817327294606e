/**
 * The sign-in page's JavaScript over the wire (issue 15): a headless Chromium opens /login on the real server
 * (the bundle, serving the built console) and every script the page loads is counted twice — as decoded
 * bytes, which is what went over the wire before the console was precompressed, and as the bytes actually
 * transferred now (brotli from the build's .br copies). Needs `npm run build` first and /usr/bin/chromium
 * (BENCH_CHROMIUM for another path); skipped without either.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { REPO_ROOT } from './children.js';
import { judge, skipped, type Figure } from './report.js';
import { startServer } from './server.js';

const SCENARIO = 'console: sign-in page JavaScript';
const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';
const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');

export interface TransferResult {
  figures: Figure[];
  details: { scripts: { url: string; decodedBytes: number; transferredBytes: number; encoding: string }[] };
}

export async function benchConsoleTransfer(bundle: string): Promise<TransferResult> {
  const reason = !existsSync(path.join(WEB_DIST, 'index.html'))
    ? 'the console is not built (npm run build)'
    : !existsSync(CHROMIUM)
      ? `no Chromium at ${CHROMIUM} (BENCH_CHROMIUM)`
      : null;
  if (reason) {
    return { figures: [skipped(SCENARIO, 'transferred', 'KB', reason)], details: { scripts: [] } };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'beacon-bench-console-'));
  const server = await startServer(bundle, 'console', { kind: 'pglite', dataDir }, 'all', {
    WEB_DIST,
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const responses: Promise<TransferResult['details']['scripts'][number]>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      responses.push(
        (async () => {
          const [body, sizes] = await Promise.all([response.body(), response.request().sizes()]);
          return {
            url: new URL(response.url()).pathname,
            decodedBytes: body.length,
            transferredBytes: sizes.responseBodySize,
            encoding: (await response.headerValue('content-encoding')) ?? 'identity',
          };
        })(),
      );
    });
    await page.goto(`${server.baseUrl}/login`, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(responses);
    const decoded = scripts.reduce((sum, script) => sum + script.decodedBytes, 0) / 1024;
    const transferred = scripts.reduce((sum, script) => sum + script.transferredBytes, 0) / 1024;
    const note = `${scripts.length} scripts, ${[...new Set(scripts.map((s) => s.encoding))].join('/')}`;
    return {
      figures: [
        judge({
          scenario: SCENARIO,
          figure: 'transferred (precompressed)',
          unit: 'KB',
          value: transferred,
          baseline: { label: 'uncompressed, as sent before', value: decoded, unit: 'KB' },
          // The goal is "compressed"; brotli of minified JavaScript keeps well under a third.
          ratioTarget: { op: '<=', value: 0.35 },
          note,
        }),
      ],
      details: { scripts },
    };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
