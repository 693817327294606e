/**
 * The SMPP server's test harness: the app (per test, fake clock) with its SMPP server on a free loopback
 * port, and beside it the messaging engine bound to an SMSC simulator, on the same database and clock — so a
 * customer's submit_sm goes the whole way: acceptance, dispatch, the simulator's receipt, the status change,
 * and the receipt back to the customer as deliver_sm. `customer()` makes a verified account with money and
 * an SMPP credential; `connect()` an ESME (testing/esme-client.ts).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { CreatedSmppCredential } from '@beacon/shared';
import { SmscSimulator, type ReceivedMessage } from '../carriers/index.js';
import { FAST_CARRIER_QUERY, waitFor } from '../carriers/testing/carrier-harness.js';
import type { Config, SmppServerConfig } from '../config.js';
import { startMessagingEngine, type MessagingEngine } from '../workers/messaging-engine.js';
import { connectEsme, type BindCommand, type Esme } from './esme-client.js';
import { seedDemoPrices, setUpSendingAccount, type SendingAccount } from './sending-flows.js';
import { TEST_ENGINE_CONFIG, TEST_ENGINE_KEYS } from './test-config.js';
import { useTestApp, type TestHarness } from './test-app.js';

const SMPP_TEST_CONFIG: SmppServerConfig = {
  port: 0,
  tls: undefined,
  publicHost: 'smpp.beacon.test',
  maxBinds: 4,
  window: 20,
  idleTimeoutMs: 60_000,
  bindTimeoutMs: 5_000,
  concatTimeoutMs: 5_000,
};

export interface SmppCustomer extends SendingAccount {
  systemId: string;
  password: string;
}

export interface SmppHarness {
  readonly t: TestHarness;
  readonly simulator: SmscSimulator;
  readonly engine: MessagingEngine;
  /** The SMPP server's plain port (and TLS port when configured). */
  port(): number;
  tlsPort(): number;
  /** A verified account with `creditMicros` besides the trial credit, and an SMPP credential of it. */
  customer(options?: { creditMicros?: bigint; trial?: boolean }): Promise<SmppCustomer>;
  /** An ESME connected (not bound) to the SMPP server. */
  connect(options?: { tls?: boolean }): Promise<Esme>;
  /** An ESME bound with the customer's credential; fails the test when the bind is refused. */
  bind(customer: SmppCustomer, command?: BindCommand): Promise<Esme>;
  readReceived(): Promise<ReceivedMessage[]>;
}

const SILENT = pino({ level: process.env.ENGINE_TEST_LOG ?? 'silent' });

export function useSmppAccess(
  options: { smpp?: Partial<SmppServerConfig>; config?: Partial<Config>; receiptDelayMs?: number } = {},
): SmppHarness {
  const t = useTestApp({
    config: { ...options.config, smppServer: { ...SMPP_TEST_CONFIG, ...options.smpp } },
    smppReceiptPollMs: 20,
  });
  const esmes = new Set<Esme>();
  let state: { simulator: SmscSimulator; engine: MessagingEngine; dataDir: string } | undefined;

  beforeAll(async () => {
    await seedDemoPrices(t.db);
  });
  beforeEach(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'beacon-smpp-'));
    const simulator = await SmscSimulator.start({
      receiptDelayMs: options.receiptDelayMs ?? 10,
      receiptRetryMs: 50,
      dataDir,
    });
    const engine = await startMessagingEngine({
      ...TEST_ENGINE_KEYS,
      db: t.db,
      clock: t.clock.now,
      logger: SILENT,
      dataDir,
      engine: {
        ...TEST_ENGINE_CONFIG,
        smppRoutes: `*=${simulator.url({ name: 'sim', ...FAST_CARRIER_QUERY })}`,
      },
      webhookAllowPrivate: true,
    });
    await waitFor(() => simulator.stats().boundSessions > 0, 5_000, 'the engine to bind');
    state = { simulator, engine, dataDir };
  });
  afterEach(async () => {
    await Promise.all([...esmes].map((esme) => esme.close()));
    esmes.clear();
    if (!state) return;
    await state.engine.stop();
    await state.simulator.close();
    await rm(state.dataDir, { recursive: true, force: true });
    state = undefined;
  });

  const current = () => {
    if (!state) throw new Error('the SMPP harness exists only inside a test');
    return state;
  };

  const harness: SmppHarness = {
    t,
    get simulator() {
      return current().simulator;
    },
    get engine() {
      return current().engine;
    },
    port: () => t.app.smppServer!.port,
    tlsPort: () => t.app.smppServer!.tlsPort!,
    async customer(customerOptions = {}) {
      const account = await setUpSendingAccount(t, {
        creditMicros: customerOptions.creditMicros ?? 10_000_000n,
        trial: customerOptions.trial,
      });
      const created = await t.post<CreatedSmppCredential>('/api/sms/smpp/credential/create', undefined, {
        token: account.user.token,
      });
      expect(created.body.code).toBe(0);
      return { ...account, systemId: created.body.data.systemId, password: created.body.data.password };
    },
    async connect(connectOptions = {}) {
      const esme = await connectEsme(connectOptions.tls ? harness.tlsPort() : harness.port(), connectOptions);
      esmes.add(esme);
      return esme;
    },
    async bind(customer, command = 'bind_transceiver') {
      const esme = await harness.connect();
      const answer = await esme.bind(command, customer.systemId, customer.password);
      expect(answer.command_status).toBe(0);
      return esme;
    },
    async readReceived() {
      const text = await readFile(current().simulator.receivedLogFile, 'utf8').catch(() => '');
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as ReceivedMessage);
    },
  };
  return harness;
}
