import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { startCarrierLayer } from './carrier-layer.js';
import { SmppRoutesError } from './smpp-routes.js';
import { SmscSimulator } from './simulator/smsc-simulator.js';
import { messageFor, waitFor } from './testing/carrier-harness.js';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'beacon-layer-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

test('without SMPP_ROUTES the embedded simulator serves every country and writes received.jsonl', async () => {
  const layer = await startCarrierLayer({ dataDir, simulator: { receiptDelayMs: 10 } });
  try {
    expect(layer.simulator).not.toBeNull();
    const result = await layer.router.submit('JP', messageFor('layer-1', '+819012345678', 'こんにちは'));
    expect(result.carrier).toBe('simulator');
    const file = path.join(dataDir, 'simulator', 'received.jsonl');
    const line = await waitFor(async () => (await readFile(file, 'utf8').catch(() => '')).trim());
    expect(JSON.parse(line)).toMatchObject({
      messageId: 'layer-1',
      to: '+819012345678',
      content: 'こんにちは',
    });
  } finally {
    await layer.close();
  }
});

test('with SMPP_ROUTES the configured binds are used and no simulator starts', async () => {
  const upstream = await SmscSimulator.start({ dataDir, systemId: 'acme', password: 'pw' });
  const layer = await startCarrierLayer({
    dataDir,
    routes: `GB=${upstream.url({ name: 'uk' })};*=${upstream.url()}`,
  });
  try {
    expect(layer.simulator).toBeNull();
    const result = await layer.router.submit('GB', messageFor('layer-2', '+447700900123', 'hi'));
    expect(result.carrier).toBe('uk');
  } finally {
    await layer.close();
    await upstream.close();
  }
});

test('a malformed SMPP_ROUTES fails at start', async () => {
  await expect(startCarrierLayer({ dataDir, routes: 'GB=smpp://a:b@h' })).rejects.toBeInstanceOf(
    SmppRoutesError,
  );
  await expect(startCarrierLayer({ dataDir, routes: '*=smpp://a:b@h?x=1' })).rejects.toThrow(
    /unknown option "x"/,
  );
});
