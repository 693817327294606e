/**
 * Dispatch throughput: N queued messages (written and debited the way acceptance writes them) through the
 * real engine in a server process (ROLE=worker on PostgreSQL, ROLE=all on PGlite) — claim, submit_sm over SMPP
 * to the simulator, submit_sm_resp and receipts stored in bulk — until every message is `delivered` in the
 * database. Beside it, the smpp package's bare submit loop against the same simulator, no database.
 *
 * Where the simulator runs (BENCH_DISPATCH_SIMULATOR): `process` (default) — in a process of its own
 * (bench/simulator.ts), a fresh one for the engine and one for the bare loop, the engine bound to it through
 * SMPP_ROUTES as to any SMSC; the server's RSS is then the engine's alone, and the simulator's is reported
 * beside it. `embedded` — the server's built-in simulator in the server process, and the bare loop's in the
 * loop's process; the server's RSS is then engine and simulator together.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { usePglite } from '../apps/server/src/db/client.js';
import { ensureMessagePartitions } from '../apps/server/src/db/partitions.js';
import type { Database } from '../apps/server/src/db/database.js';
import { queryRows } from '../apps/server/src/db/sql-rows.js';
import { callOpsSocket } from '../apps/server/src/ops/socket.js';
import {
  createTestAccount,
  queueMessages,
  type TestAccount,
} from '../apps/server/src/testing/engine-fixtures.js';
import type { SmppLoopResult } from './baselines/smpp-loop.js';
import { REPO_ROOT, spawnTs, type Child } from './children.js';
import { progress, sleep } from './progress.js';
import { judge, peakRssFigure, type Figure } from './report.js';
import { benchNumber } from './sender.js';
import { startServer, type DatabaseTarget, type RunningServer } from './server.js';

const SMPP_LOOP = path.join(REPO_ROOT, 'bench/baselines/smpp-loop.ts');
const SIMULATOR = path.join(REPO_ROOT, 'bench/simulator.ts');
const QUEUE_CHUNK = 2_000;
/** Abort when nothing moved for this long. */
const STALL_MS = 60_000;

export interface DispatchOptions {
  /** PostgreSQL: the scratch database's URL and an open handle to it; PGlite: none (a data dir is made). */
  target: { kind: 'postgres'; url: string; db: Database } | { kind: 'pglite' };
  messages: number;
  variant: string;
  /** SIMULATOR_WINDOW and SIMULATOR_RECEIPT_DELAY_MS of the server, used by the baseline too. */
  window: number;
  receiptDelayMs: number;
  /** The server bundle (server-bundle.ts). */
  bundle: string;
  /** Where the SMSC simulator runs (BENCH_DISPATCH_SIMULATOR). */
  simulator: 'process' | 'embedded';
}

interface SimulatorProcess {
  child: Child;
  port: number;
}

async function startSimulatorProcess(receiptDelayMs: number): Promise<SimulatorProcess> {
  const child = spawnTs('simulator', SIMULATOR, [String(receiptDelayMs)], {});
  try {
    const line = await child.waitForLine((text) => text.startsWith('{'), 60_000);
    return { child, port: (JSON.parse(line) as { port: number }).port };
  } catch (error) {
    await child.stop();
    throw error;
  }
}

interface Progress {
  /** Not yet answered by the SMSC: scheduled, queued, sending. */
  pending: number;
  /** Answered, receipt not yet stored. */
  sent: number;
}

async function queueAll(db: Database, count: number, scenario: string): Promise<TestAccount> {
  // As the server does at start: rows must land in their month's partition, not in the default one.
  await ensureMessagePartitions(db, new Date());
  const account = await createTestAccount(db, { balance: '1000000.00' });
  for (let offset = 0; offset < count; offset += QUEUE_CHUNK) {
    const chunk = Array.from({ length: Math.min(QUEUE_CHUNK, count - offset) }, (_, i) => ({
      to: benchNumber(offset + i),
      content: `Your Beacon code is ${String(offset + i).padStart(6, '0')}`,
    }));
    await queueMessages(db, account, chunk, new Date());
    if ((offset / QUEUE_CHUNK) % 10 === 9) progress(scenario, `queued ${offset + chunk.length}/${count}`);
  }
  return account;
}

async function postgresProgress(db: Database, accountId: string): Promise<Progress> {
  // The first count walks the partial due-index only; the second the (account, status) index.
  const [row] = await queryRows<Progress>(
    db,
    sql`select (select count(*) from messages where status in ('scheduled', 'queued', 'sending'))::int as pending,
               (select count(*) from messages where account_id = ${accountId} and status = 'sent')::int as sent`,
  );
  return row!;
}

async function opsProgress(dataDir: string): Promise<Progress> {
  const reply = await callOpsSocket(dataDir, { command: 'queue:stats', args: [] });
  if (!reply.ok) throw new Error(`queue:stats: ${reply.error.message}`);
  const counts = (reply.result as { byStatus: Record<string, number> }).byStatus;
  return {
    pending: (counts.scheduled ?? 0) + (counts.queued ?? 0) + (counts.sending ?? 0),
    sent: counts.sent ?? 0,
  };
}

async function runBareLoop(options: DispatchOptions, scenario: string): Promise<SmppLoopResult> {
  progress(
    scenario,
    `baseline: bare smpp submit loop, ${options.messages} messages, window ${options.window}, ` +
      `simulator ${options.simulator === 'process' ? 'in its own process' : 'in the loop process'}`,
  );
  const simulator =
    options.simulator === 'process' ? await startSimulatorProcess(options.receiptDelayMs) : null;
  const child = spawnTs(
    'smpp loop',
    SMPP_LOOP,
    [options.messages, options.window, options.receiptDelayMs, ...(simulator ? [simulator.port] : [])].map(
      String,
    ),
    {},
  );
  try {
    const line = await child.waitForLine((text) => text.startsWith('{'), 30 * 60_000);
    const result = JSON.parse(line) as SmppLoopResult;
    progress(
      scenario,
      `baseline: ${Math.round(result.submittedPerSecond)} submitted/s, ${Math.round(result.receiptsPerSecond)} receipts/s`,
    );
    return result;
  } finally {
    await child.stop();
    await simulator?.child.stop();
  }
}

/** Polls until every message has its receipt stored; answers when the last was submitted and delivered. */
async function watch(
  readProgress: () => Promise<Progress>,
  count: number,
  started: number,
  scenario: string,
  server: RunningServer,
): Promise<{ submittedAt: number; deliveredAt: number }> {
  let submittedAt = 0;
  let lastReport = started;
  let lastChange = started;
  let previous = '';
  for (;;) {
    await sleep(250);
    const now = performance.now();
    const state = await readProgress();
    const key = `${state.pending}/${state.sent}`;
    if (key !== previous) {
      previous = key;
      lastChange = now;
    }
    if (!submittedAt && state.pending === 0) submittedAt = now;
    if (state.pending === 0 && state.sent === 0) return { submittedAt, deliveredAt: now };
    if (now - lastChange > STALL_MS) {
      throw new Error(`dispatch stalled: ${state.pending} not submitted, ${state.sent} without receipt`);
    }
    if (now - lastReport > 3_000) {
      lastReport = now;
      const done = count - state.pending - state.sent;
      const seconds = (now - started) / 1000;
      progress(
        scenario,
        `${count - state.pending} submitted, ${done} with receipt after ${seconds.toFixed(0)} s ` +
          `(${Math.round(done / seconds)}/s), server RSS ${server.child.rss.currentMb?.toFixed(0)} MB`,
      );
    }
  }
}

interface EngineRun {
  submittedPerSecond: number;
  receiptsPerSecond: number;
  delivered: number;
  peakRssMb: number | null;
  simulatorRssMb: number | null;
}

/**
 * Queues the messages and lets the server's engine deliver them. With `carriers` 2 (simulators in their own
 * processes only), the route is `*=first|second` in priority order: every message goes to the first, and the
 * second is held bound and checked by routing — what a route with a failover carrier costs.
 */
async function runEngine(options: DispatchOptions, scenario: string, carriers: 1 | 2): Promise<EngineRun> {
  const count = options.messages;
  const serverEnv: Record<string, string> = {
    SIMULATOR_WINDOW: String(options.window),
    SIMULATOR_RECEIPT_DELAY_MS: String(options.receiptDelayMs),
  };
  let serverTarget: DatabaseTarget;
  let readProgress: () => Promise<Progress>;
  let verify: () => Promise<Record<string, number> | null>;
  let pgliteDir: string | null = null;
  progress(scenario, `queueing ${count} messages`);
  if (options.target.kind === 'postgres') {
    const { db, url } = options.target;
    const account = await queueAll(db, count, scenario);
    await db.execute(sql`analyze messages`);
    serverTarget = { kind: 'postgres', url };
    readProgress = () => postgresProgress(db, account.id);
    verify = async () => {
      const rows = await queryRows<{ status: string; n: number }>(
        db,
        sql`select status, count(*)::int as n from messages where account_id = ${account.id} group by status`,
      );
      return Object.fromEntries(rows.map((row) => [row.status, row.n]));
    };
  } else {
    pgliteDir = await mkdtemp(path.join(tmpdir(), 'beacon-bench-pglite-'));
    const handle = await usePglite(new PGlite(path.join(pgliteDir, 'pglite')));
    await queueAll(handle.db, count, scenario);
    await handle.close();
    serverTarget = { kind: 'pglite', dataDir: pgliteDir };
    const dir = pgliteDir;
    readProgress = () => opsProgress(dir);
    verify = async () => null;
  }

  const role = options.target.kind === 'postgres' ? 'worker' : 'all';
  const simulators: SimulatorProcess[] = [];
  let outcome: { submittedAt: number; deliveredAt: number; statuses: Record<string, number> | null };
  let server: RunningServer | null = null;
  try {
    if (options.simulator === 'process') {
      for (let i = 0; i < carriers; i += 1)
        simulators.push(await startSimulatorProcess(options.receiptDelayMs));
      const urls = simulators.map(
        (simulator, i) =>
          `smpp://beacon:beacon@127.0.0.1:${simulator.port}?window=${options.window}&name=simulator${i === 0 ? '' : `-${i + 1}`}`,
      );
      serverEnv.SMPP_ROUTES = `*=${urls.join('|')}`;
    } else if (carriers > 1) {
      throw new Error(
        'two carriers need the simulators in their own processes (BENCH_DISPATCH_SIMULATOR=process)',
      );
    }
    progress(
      scenario,
      `starting the server (ROLE=${role}, ${
        simulators.length > 0
          ? `${carriers} simulator(s) in their own processes, ports ${simulators.map((s) => s.port).join(', ')}`
          : 'simulator embedded'
      })`,
    );
    server = await startServer(options.bundle, `server (${role})`, serverTarget, role, serverEnv);
    const started = performance.now();
    const { submittedAt, deliveredAt } = await watch(readProgress, count, started, scenario, server);
    outcome = {
      submittedAt: submittedAt - started,
      deliveredAt: deliveredAt - started,
      statuses: await verify(),
    };
  } finally {
    await server?.stop();
    for (const simulator of simulators) await simulator.child.stop();
    if (pgliteDir) await rm(pgliteDir, { recursive: true, force: true });
  }
  const { submittedAt, deliveredAt, statuses } = outcome;
  const run: EngineRun = {
    submittedPerSecond: count / (submittedAt / 1000),
    receiptsPerSecond: count / (deliveredAt / 1000),
    delivered: statuses ? (statuses.delivered ?? 0) : count,
    peakRssMb: server.child.rss.peakMb,
    simulatorRssMb: simulators[0]?.child.rss.peakMb ?? null,
  };
  progress(
    scenario,
    `${Math.round(run.submittedPerSecond)} submitted/s, ${Math.round(run.receiptsPerSecond)} delivered/s`,
  );
  return run;
}

export async function benchDispatch(options: DispatchOptions): Promise<Figure[]> {
  const scenario = `dispatch over SMPP to the simulator${options.variant}`;
  const count = options.messages;
  const run = await runEngine(options, scenario, 1);
  const allDelivered = run.delivered === count;
  const inProcess = options.simulator === 'process';

  const bare = await runBareLoop(options, scenario);
  const label = `bare smpp loop, window ${options.window}${inProcess ? ', simulator in its own process' : ''}`;
  return [
    judge({
      scenario,
      figure: `submitted/s (${count.toLocaleString('en-US')} messages)`,
      unit: '/s',
      value: run.submittedPerSecond,
      baseline: { label, value: bare.submittedPerSecond, unit: '/s' },
    }),
    judge({
      scenario,
      figure: 'receipts processed, statuses stored/s',
      unit: '/s',
      value: run.receiptsPerSecond,
      target: options.target.kind === 'postgres' ? { op: '>=', value: 2_500 } : undefined,
      baseline: { label: `${label} (receipts answered)`, value: bare.receiptsPerSecond, unit: '/s' },
      ratioTarget: { op: '>=', value: 0.4 },
      ...(allDelivered
        ? {}
        : { status: 'failed' as const, note: `only ${run.delivered} of ${count} delivered` }),
    }),
    peakRssFigure(
      scenario,
      (inProcess
        ? 'server peak RSS (without the simulator, which runs in its own process'
        : 'server peak RSS (with the embedded simulator') +
        (options.target.kind === 'pglite' ? ', PGlite included)' : ')'),
      run.peakRssMb,
    ),
    ...(run.simulatorRssMb === null
      ? []
      : [
          judge({
            scenario,
            figure: 'simulator process peak RSS (not the server)',
            unit: 'MB',
            value: run.simulatorRssMb,
          }),
        ]),
  ];
}

/**
 * The same dispatch with two carriers on the route (issue 22: at most 10 % below one carrier), against the
 * one-carrier rate of the same bench run.
 */
export async function benchDispatchTwoCarriers(
  options: DispatchOptions,
  oneCarrierReceiptsPerSecond: number,
): Promise<Figure[]> {
  const scenario = `dispatch over SMPP, two carriers on the route${options.variant}`;
  const run = await runEngine(options, scenario, 2);
  const allDelivered = run.delivered === options.messages;
  return [
    judge({
      scenario,
      figure: 'receipts processed, statuses stored/s',
      unit: '/s',
      value: run.receiptsPerSecond,
      baseline: {
        label: 'the same with one carrier (this run)',
        value: oneCarrierReceiptsPerSecond,
        unit: '/s',
      },
      ratioTarget: { op: '>=', value: 0.9 },
      ...(allDelivered
        ? {}
        : { status: 'failed' as const, note: `only ${run.delivered} of ${options.messages} delivered` }),
    }),
    peakRssFigure(scenario, 'server peak RSS (without the simulators)', run.peakRssMb),
  ];
}
