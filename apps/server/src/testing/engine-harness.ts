/**
 * The engine-test harness: a fresh database per file; per test a fake clock, an SMSC simulator on
 * 127.0.0.1 (a separate "carrier" that outlives the engine, as a real SMSC outlives our process) and the
 * engine bound to it over real SMPP. `restart`/`crash` replace the engine to test recovery.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { SmscSimulator, type ReceivedMessage, type SmscSimulatorOptions } from '../carriers/index.js';
import { FAST_CARRIER_QUERY, MIN_WAIT_MS, waitFor } from '../carriers/testing/carrier-harness.js';
import type { EngineConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { startMessagingEngine, type MessagingEngine } from '../workers/messaging-engine.js';
import { clearQueue, queueMessages, statusesOf } from './engine-fixtures.js';
import { createFakeClock, type FakeClock } from './fake-clock.js';
import { TEST_ENGINE_CONFIG, TEST_ENGINE_KEYS } from './test-config.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface EngineHarnessOptions {
  engine?: Partial<EngineConfig>;
  simulator?: Partial<Omit<SmscSimulatorOptions, 'dataDir'>>;
  runWebhookSender?: boolean;
  /** Default true: tests post webhooks to receivers on 127.0.0.1. */
  webhookAllowPrivate?: boolean;
}

export interface EngineHarness {
  readonly db: Database;
  readonly clock: FakeClock;
  readonly simulator: SmscSimulator;
  readonly engine: MessagingEngine;
  /** Starts another engine (the current one must be stopped or crashed); `bind` adds carrier URL options. */
  startEngine(
    overrides?: Partial<EngineConfig>,
    bind?: Record<string, string | number>,
  ): Promise<MessagingEngine>;
  /** Stops the current engine gracefully. */
  stopEngine(): Promise<void>;
  /** Stops the current engine abruptly: leases stay taken, pending outcomes are lost. */
  crash(): Promise<void>;
  readReceived(): Promise<ReceivedMessage[]>;
  /** Polls until every message has one of `statuses`; fails after `timeoutMs` naming the stragglers. */
  waitForStatuses(
    ids: readonly string[],
    statuses: readonly string[],
    timeoutMs?: number,
  ): Promise<Record<string, string>>;
}

const SILENT = pino({ level: process.env.ENGINE_TEST_LOG ?? 'silent' });

export function useEngine(options: EngineHarnessOptions = {}): EngineHarness {
  let database: TestDatabase | undefined;
  let state:
    | { clock: FakeClock; simulator: SmscSimulator; dataDir: string; engine: MessagingEngine | null }
    | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    await warmUp(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await clearQueue(database!.db);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'beacon-engine-'));
    const simulator = await SmscSimulator.start({
      receiptDelayMs: 10,
      receiptRetryMs: 50,
      ...options.simulator,
      dataDir,
    });
    state = { clock: createFakeClock(), simulator, dataDir, engine: null };
    await harness.startEngine();
  });
  afterEach(async () => {
    if (!state) return;
    await state.engine?.stop();
    await state.simulator.close();
    await rm(state.dataDir, { recursive: true, force: true });
    state = undefined;
  });

  const current = () => {
    if (!state) throw new Error('the engine exists only inside a test');
    return state;
  };

  const harness: EngineHarness = {
    get db() {
      return database!.db;
    },
    get clock() {
      return current().clock;
    },
    get simulator() {
      return current().simulator;
    },
    get engine() {
      const engine = current().engine;
      if (!engine) throw new Error('no engine is running');
      return engine;
    },
    async startEngine(overrides = {}, bind = {}) {
      const s = current();
      const url = s.simulator.url({ name: 'sim', ...FAST_CARRIER_QUERY, window: 50, ...bind });
      s.engine = await startMessagingEngine({
        ...TEST_ENGINE_KEYS,
        db: database!.db,
        clock: s.clock.now,
        logger: SILENT,
        dataDir: s.dataDir,
        engine: { ...TEST_ENGINE_CONFIG, smppRoutes: `*=${url}`, ...options.engine, ...overrides },
        webhookAllowPrivate: options.webhookAllowPrivate ?? true,
        runWebhookSender: options.runWebhookSender,
      });
      // Tests start once the bind is up, so inbound injections and timings do not race the connect.
      await waitFor(() => s.simulator.stats().boundSessions > 0, 5_000, 'the engine to bind');
      return s.engine;
    },
    async stopEngine() {
      const s = current();
      await s.engine?.stop();
      s.engine = null;
    },
    async crash() {
      const s = current();
      await s.engine?.kill();
      s.engine = null;
    },
    async readReceived() {
      const text = await readFile(current().simulator.receivedLogFile, 'utf8').catch(() => '');
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as ReceivedMessage);
    },
    async waitForStatuses(ids, statuses, timeoutMs = MIN_WAIT_MS) {
      const started = Date.now();
      const limitMs = Math.max(timeoutMs, MIN_WAIT_MS);
      for (;;) {
        const found = await statusesOf(database!.db, ids);
        const waiting = ids.filter((id) => !statuses.includes(found[id] ?? ''));
        if (waiting.length === 0) return found;
        if (Date.now() - started > limitMs) {
          throw new Error(
            `timed out waiting for ${statuses.join('/')}: ${waiting.map((id) => `${id}=${found[id]}`).join(', ')}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
  return harness;
}

/**
 * One message through a throw-away engine before the tests: a fresh PGlite plans its first queries slowly
 * (seconds while other files run in parallel), which belongs in the setup hook, not in the first test's time.
 */
async function warmUp(db: Database): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'beacon-engine-warmup-'));
  const simulator = await SmscSimulator.start({ receiptDelayMs: 0, dataDir });
  const clock = createFakeClock();
  const engine = await startMessagingEngine({
    ...TEST_ENGINE_KEYS,
    db,
    clock: clock.now,
    logger: SILENT,
    dataDir,
    engine: {
      ...TEST_ENGINE_CONFIG,
      smppRoutes: `*=${simulator.url({ name: 'sim', ...FAST_CARRIER_QUERY })}`,
    },
    webhookAllowPrivate: true,
  });
  try {
    const ids = await queueMessages(db, null, [{ to: '+14155550100' }], clock.now());
    await waitFor(
      async () => (await statusesOf(db, ids))[ids[0]!] === 'delivered',
      30_000,
      'the warm-up message',
    );
  } finally {
    await engine.stop();
    await simulator.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
