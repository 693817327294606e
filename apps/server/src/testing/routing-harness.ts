/**
 * The routing tests' harness: a fresh database per file; per test a fake clock, several SMSC simulators on
 * 127.0.0.1 (each a carrier of its own, with its own received.jsonl) and the engine routing between them
 * over real SMPP, the routes seeded from an SMPP_ROUTES text or set with the operator's commands.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { SmscSimulator, type SmscSimulatorOptions } from '../carriers/index.js';
import { FAST_CARRIER_QUERY, MIN_WAIT_MS } from '../carriers/testing/carrier-harness.js';
import type { EngineConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { createCarrierSecretBox, createRoutingAdmin, type RoutingAdmin } from '../modules/routing/index.js';
import { startMessagingEngine, type MessagingEngine } from '../workers/messaging-engine.js';
import { clearQueue, statusesOf } from './engine-fixtures.js';
import { createFakeClock, type FakeClock } from './fake-clock.js';
import { TEST_ENGINE_CONFIG, TEST_ENGINE_KEYS } from './test-config.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

const SILENT = pino({ level: process.env.ENGINE_TEST_LOG ?? 'silent' });

export interface RoutingHarness {
  readonly db: Database;
  /** The test database's URL on PostgreSQL (for processes a test starts); undefined on PGlite. */
  readonly databaseUrl: string | undefined;
  readonly clock: FakeClock;
  /** This test's scratch directory (the engine's DATA_DIR). */
  readonly dataDir: string;
  readonly engine: MessagingEngine;
  /** The operator's commands on the test database. */
  readonly admin: RoutingAdmin;
  /** Starts a simulator that the engine can route to as carrier `name`. */
  addCarrier(name: string, options?: Partial<Omit<SmscSimulatorOptions, 'dataDir'>>): Promise<SmscSimulator>;
  carrier(name: string): SmscSimulator;
  /** The carrier URL of simulator `name`, with fast test timeouts and optional overrides. */
  urlOf(name: string, query?: Record<string, string | number>): string;
  /** Starts the engine with `routes` as SMPP_ROUTES (the carriers' URLs by name: `GB=uk|world;*=world`). */
  startEngine(routes: string, overrides?: Partial<EngineConfig>): Promise<MessagingEngine>;
  /** Our message ids in simulator `name`'s received.jsonl. */
  receivedBy(name: string): Promise<string[]>;
  waitForStatuses(ids: readonly string[], statuses: readonly string[], timeoutMs?: number): Promise<void>;
}

export function useRoutingEngine(): RoutingHarness {
  let database: TestDatabase | undefined;
  let state:
    | {
        clock: FakeClock;
        dataDir: string;
        simulators: Map<string, { simulator: SmscSimulator; dataDir: string }>;
        engine: MessagingEngine | null;
      }
    | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
  }, 120_000);
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await clearQueue(database!.db);
    state = {
      clock: createFakeClock(),
      dataDir: await mkdtemp(path.join(tmpdir(), 'beacon-routing-')),
      simulators: new Map(),
      engine: null,
    };
  });
  afterEach(async () => {
    if (!state) return;
    await state.engine?.stop();
    for (const { simulator, dataDir } of state.simulators.values()) {
      await simulator.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    await rm(state.dataDir, { recursive: true, force: true });
    state = undefined;
  });

  const current = () => {
    if (!state) throw new Error('the routing engine exists only inside a test');
    return state;
  };
  const simulatorOf = (name: string) => {
    const found = current().simulators.get(name);
    if (!found) throw new Error(`no simulator named ${name}`);
    return found.simulator;
  };

  const harness: RoutingHarness = {
    get db() {
      return database!.db;
    },
    get databaseUrl() {
      return database!.url;
    },
    get clock() {
      return current().clock;
    },
    get dataDir() {
      return current().dataDir;
    },
    get engine() {
      const engine = current().engine;
      if (!engine) throw new Error('no engine is running');
      return engine;
    },
    get admin() {
      return createRoutingAdmin({
        db: database!.db,
        clock: current().clock.now,
        box: createCarrierSecretBox(TEST_ENGINE_KEYS.carrierSecret),
        minReceipts: TEST_ENGINE_CONFIG.routingMinReceipts,
      });
    },
    async addCarrier(name, options = {}) {
      const dataDir = await mkdtemp(path.join(tmpdir(), `beacon-carrier-${name}-`));
      const simulator = await SmscSimulator.start({
        receiptDelayMs: 10,
        receiptRetryMs: 50,
        ...options,
        dataDir,
      });
      current().simulators.set(name, { simulator, dataDir });
      return simulator;
    },
    carrier: simulatorOf,
    urlOf: (name, query = {}) => simulatorOf(name).url({ name, ...FAST_CARRIER_QUERY, window: 20, ...query }),
    async startEngine(routes, overrides = {}) {
      const s = current();
      const text = routes.replace(/([=|])([A-Za-z0-9_-]+)(?=[|;]|$)/g, (_, sep: string, name: string) =>
        s.simulators.has(name) ? `${sep}${harness.urlOf(name)}` : `${sep}${name}`,
      );
      s.engine = await startMessagingEngine({
        ...TEST_ENGINE_KEYS,
        db: database!.db,
        clock: s.clock.now,
        logger: SILENT,
        dataDir: s.dataDir,
        engine: { ...TEST_ENGINE_CONFIG, smppRoutes: text, ...overrides },
        webhookAllowPrivate: true,
        runWebhookSender: false,
      });
      return s.engine;
    },
    async receivedBy(name) {
      const simulator = simulatorOf(name);
      const text = await readFile(simulator.receivedLogFile, 'utf8').catch(() => '');
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { messageId: string }).messageId);
    },
    async waitForStatuses(ids, statuses, timeoutMs = MIN_WAIT_MS) {
      const started = Date.now();
      const limitMs = Math.max(timeoutMs, MIN_WAIT_MS);
      for (;;) {
        const found = await statusesOf(database!.db, ids);
        const waiting = ids.filter((id) => !statuses.includes(found[id] ?? ''));
        if (waiting.length === 0) return;
        if (Date.now() - started > limitMs) {
          throw new Error(
            `timed out waiting for ${statuses.join('/')}: ${waiting
              .slice(0, 10)
              .map((id) => `${id}=${found[id]}`)
              .join(', ')}${waiting.length > 10 ? ` and ${waiting.length - 10} more` : ''}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
  return harness;
}
