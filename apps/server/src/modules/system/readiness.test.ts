import { createServer, type AddressInfo, type Socket } from 'node:net';
import pg from 'pg';
import pino from 'pino';
import { afterEach, describe, expect, test } from 'vitest';
import { startCarrierLayer, type CarrierLayer } from '../../carriers/index.js';
import { configuredSmpp } from '../../carriers/smpp-package.js';
import { SmscSimulator } from '../../carriers/simulator/smsc-simulator.js';
import { waitFor } from '../../carriers/testing/carrier-harness.js';
import { startScriptedBindSmsc } from '../../carriers/testing/scripted-bind-smsc.js';
import { usePostgresPool } from '../../db/client.js';
import { useTempDirs } from '../../testing/temp-dirs.js';
import { useTestApp } from '../../testing/test-app.js';
import type { ReadinessReport } from '@beacon/shared';
import { createReadiness } from './readiness.js';

const FAST_RECONNECT = { reconnectMin: 10, reconnectMax: 30, responseTimeout: 2000, connectTimeout: 2000 };
const tempDir = useTempDirs('beacon-readiness');

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Real binds for the app under test: a carrier layer over SMPP_ROUTES, as the worker starts it. */
let layer: CarrierLayer | null = null;
async function startCarriers(routes: string): Promise<CarrierLayer> {
  const started = await startCarrierLayer({ routes, dataDir: tempDir() });
  layer = started;
  cleanups.push(async () => {
    layer = null;
    await started.close();
  });
  return started;
}

describe('GET /api/health/ready in a process that owns the carriers', () => {
  const t = useTestApp({ carrierBinds: () => layer?.bindStates() ?? null });

  test('is ready (HTTP 200) when the database answers and every bind is bound', async () => {
    const smsc = await SmscSimulator.start({ dataDir: tempDir(), systemId: 'acme', password: 'pw' });
    cleanups.push(() => smsc.close());
    const carriers = await startCarriers(`GB=${smsc.url({ name: 'uk' })};*=${smsc.url({ name: 'world' })}`);
    await waitFor(() => carriers.bindStates().every((bind) => bind.state === 'bound'), 3_000, 'the binds');

    const { status, body, response } = await t.get<ReadinessReport>('/api/health/ready');
    expect(status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(body).toMatchObject({ code: 0, msg: 'success' });
    expect(body.data).toMatchObject({
      ready: true,
      database: { ready: true, error: null },
      carriers: {
        owner: 'this-process',
        ready: true,
        binds: [
          { name: 'uk', state: 'bound', error: null },
          { name: 'world', state: 'bound', error: null },
        ],
      },
    });
    expect(body.data.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  test('is not ready (HTTP 503, code 500) while an SMSC refuses the bind, naming its ESME_RINVPASWD', async () => {
    const simulator = await SmscSimulator.start({ dataDir: tempDir(), systemId: 'acme', password: 'pw' });
    cleanups.push(() => simulator.close());
    const refusing = await startScriptedBindSmsc(configuredSmpp.errors.ESME_RINVPASWD!);
    cleanups.push(() => refusing.close());
    await startCarriers(
      `GB=${simulator.url({ name: 'uk' })};*=${refusing.url('acme:wrong', { name: 'world', ...FAST_RECONNECT })}`,
    );
    await waitFor(() => refusing.bindAttempts >= 2, 3_000, 'the refused binds');
    await waitFor(() => layer!.bindStates()[0]!.state === 'bound', 3_000, 'the good bind');

    const { status, body } = await t.get<ReadinessReport>('/api/health/ready', { locale: 'zh-CN' });
    expect(status).toBe(503);
    expect(body).toMatchObject({ code: 500, msg: '系统暂时不可用。' });
    expect(body.data).toMatchObject({
      ready: false,
      database: { ready: true },
      carriers: {
        owner: 'this-process',
        ready: false,
        binds: [
          { name: 'uk', state: 'bound', error: null },
          { name: 'world', state: 'refused', error: 'ESME_RINVPASWD' },
        ],
      },
    });
  });

  test('names the carriers only to callers on loopback: others see carrier-1, carrier-2 in route order', async () => {
    const simulator = await SmscSimulator.start({ dataDir: tempDir(), systemId: 'acme', password: 'pw' });
    cleanups.push(() => simulator.close());
    await startCarriers(`GB=${simulator.url({ name: 'uk' })};*=${simulator.url({ name: 'world' })}`);
    await waitFor(() => layer!.bindStates().every((bind) => bind.state === 'bound'), 3_000, 'the binds');

    const remote = await t.app.inject({
      method: 'GET',
      url: '/api/health/ready',
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(200);
    const binds = remote.json<{ data: ReadinessReport }>().data.carriers.binds;
    expect(binds.map((bind) => [bind.name, bind.state])).toEqual([
      ['carrier-1', 'bound'],
      ['carrier-2', 'bound'],
    ]);
    expect(remote.body).not.toContain('acme');
  });

  test('is not ready while the carriers have not started', async () => {
    const { status, body } = await t.get<ReadinessReport>('/api/health/ready');
    expect(status).toBe(503);
    expect(body.data.carriers).toEqual({ owner: 'this-process', ready: false, binds: [] });
  });

  test('GET /api/health stays a liveness check that does not look at carriers', async () => {
    const { status, body } = await t.get('/api/health');
    expect(status).toBe(200);
    expect(body).toEqual({ code: 0, msg: 'success', data: { status: 'ok' } });
  });

  test('the OpenAPI document describes the readiness call with its 200 and 503 answers', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    }>();
    const operation = document.paths['/api/health/ready']?.get;
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '503']));
  });
});

describe('GET /api/health/ready in a ROLE=api process', () => {
  const t = useTestApp({ config: { role: 'api' } });

  test('says the worker processes own the binds and is ready when its database answers', async () => {
    const { status, body } = await t.get<ReadinessReport>('/api/health/ready');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      ready: true,
      database: { ready: true, error: null },
      carriers: { owner: 'worker-processes', ready: true, binds: [] },
    });
  });
});

describe('the database check', () => {
  const logger = pino({ level: 'silent' });

  test('a database that refuses connections is not ready (unreachable)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const pool = new pg.Pool({ connectionString: `postgres://beacon@127.0.0.1:${port}/beacon` });
    const handle = usePostgresPool(pool);
    cleanups.push(() => handle.close());

    const report = await createReadiness({ db: handle.db, role: 'api', logger }).check();
    expect(report).toMatchObject({
      ready: false,
      database: { ready: false, latencyMs: null, error: 'unreachable' },
    });
  });

  test('a database that does not answer within the deadline is not ready (timeout)', async () => {
    // Accepts the TCP connection and never speaks: the PostgreSQL handshake hangs.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const pool = new pg.Pool({
      connectionString: `postgres://beacon@127.0.0.1:${port}/beacon`,
      // Far beyond the test's own time limit: only readiness's 150 ms deadline can end the check in time.
      connectionTimeoutMillis: 60_000,
    });
    const handle = usePostgresPool(pool);
    // Cleanups run last-in first: the hanging handshake is cut before the pool is closed, which would otherwise
    // wait out the pool's 60 s connection timeout.
    cleanups.push(() => handle.close().catch(() => undefined));
    cleanups.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });

    const report = await createReadiness({ db: handle.db, role: 'api', logger, timeoutMs: 150 }).check();
    expect(report.database).toEqual({ ready: false, latencyMs: null, error: 'timeout' });
  });
});
