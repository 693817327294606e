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

/**
 * Writes out the queueing's dirty pages and WAL before the engine starts, so that every run begins at the
 * same distance from the next checkpoint: otherwise a run may pay for the checkpoint its predecessors' WAL
 * made due, and runs compared with each other (one carrier against two) differ by that alone.
 */
async function checkpoint(db: Database, scenario: string): Promise<void> {
  try {
    await db.execute(sql`checkpoint`);
  } catch (error) {
    // CHECKPOINT needs a superuser or pg_checkpoint: without it the runs are compared as they come.
    progress(
      scenario,
      `no CHECKPOINT before the run: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
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

/** The route's carriers in order: `simulator`, then `simulator-2` (the failover carrier). */
const carrierName = (index: number) => `simulator${index === 0 ? '' : `-${index + 1}`}`;

interface Outcome {
  statuses: Record<string, number>;
  carriers: Record<string, number>;
}

export interface EngineRun {
  submittedPerSecond: number;
  receiptsPerSecond: number;
  delivered: number;
  peakRssMb: number | null;
  simulatorRssMb: number | null;
  /** Messages by the carrier that took them (PostgreSQL only). */
  carriers: Record<string, number> | null;
  /** The engine process's CPU time from ready to the last receipt stored, per 1,000 messages. */
  cpuMsPerThousand: number | null;
}

/**
 * Queues the messages and lets the server's engine deliver them. With `carriers` 2 (simulators in their own
 * processes only), the route is `*=first|second` in priority order: every message goes to the first, and the
 * second is held bound and checked by routing — what a route with a failover carrier costs.
 */
export async function runEngine(
  options: DispatchOptions,
  scenario: string,
  carriers: 1 | 2,
): Promise<EngineRun> {
  const count = options.messages;
  const serverEnv: Record<string, string> = {
    SIMULATOR_WINDOW: String(options.window),
    SIMULATOR_RECEIPT_DELAY_MS: String(options.receiptDelayMs),
  };
  let serverTarget: DatabaseTarget;
  let readProgress: () => Promise<Progress>;
  let verify: () => Promise<Outcome | null>;
  let pgliteDir: string | null = null;
  progress(scenario, `queueing ${count} messages`);
  if (options.target.kind === 'postgres') {
    const { db, url } = options.target;
    const account = await queueAll(db, count, scenario);
    await db.execute(sql`analyze messages`);
    await checkpoint(db, scenario);
    serverTarget = { kind: 'postgres', url };
    readProgress = () => postgresProgress(db, account.id);
    verify = async () => {
      const rows = await queryRows<{ status: string; carrier: string | null; n: number }>(
        db,
        sql`select status, carrier, count(*)::int as n from messages where account_id = ${account.id}
            group by status, carrier`,
      );
      const outcome: Outcome = { statuses: {}, carriers: {} };
      for (const { status, carrier, n } of rows) {
        outcome.statuses[status] = (outcome.statuses[status] ?? 0) + n;
        const name = carrier ?? '(none)';
        outcome.carriers[name] = (outcome.carriers[name] ?? 0) + n;
      }
      return outcome;
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
  let outcome: {
    submittedAt: number;
    deliveredAt: number;
    result: Outcome | null;
    cpuSeconds: number | null;
  };
  let server: RunningServer | null = null;
  try {
    if (options.simulator === 'process') {
      for (let i = 0; i < carriers; i += 1)
        simulators.push(await startSimulatorProcess(options.receiptDelayMs));
      const urls = simulators.map(
        (simulator, i) =>
          `smpp://beacon:beacon@127.0.0.1:${simulator.port}?window=${options.window}&name=${carrierName(i)}`,
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
    const cpuAtStart = server.child.cpuSeconds();
    const { submittedAt, deliveredAt } = await watch(readProgress, count, started, scenario, server);
    const cpuAtEnd = server.child.cpuSeconds();
    outcome = {
      submittedAt: submittedAt - started,
      deliveredAt: deliveredAt - started,
      result: await verify(),
      cpuSeconds: cpuAtStart === null || cpuAtEnd === null ? null : cpuAtEnd - cpuAtStart,
    };
  } finally {
    await server?.stop();
    for (const simulator of simulators) await simulator.child.stop();
    if (pgliteDir) await rm(pgliteDir, { recursive: true, force: true });
  }
  const { submittedAt, deliveredAt, result, cpuSeconds } = outcome;
  const run: EngineRun = {
    submittedPerSecond: count / (submittedAt / 1000),
    receiptsPerSecond: count / (deliveredAt / 1000),
    delivered: result ? (result.statuses.delivered ?? 0) : count,
    carriers: result?.carriers ?? null,
    peakRssMb: server.child.rss.peakMb,
    simulatorRssMb: simulators[0]?.child.rss.peakMb ?? null,
    cpuMsPerThousand: cpuSeconds === null ? null : (cpuSeconds * 1_000_000) / count,
  };
  progress(
    scenario,
    `${Math.round(run.submittedPerSecond)} submitted/s, ${Math.round(run.receiptsPerSecond)} delivered/s, ` +
      `engine CPU ${run.cpuMsPerThousand?.toFixed(0) ?? '?'} ms per 1,000 messages` +
      (run.carriers ? `, by carrier ${JSON.stringify(run.carriers)}` : ''),
  );
  return run;
}

export async function benchDispatch(
  options: DispatchOptions,
): Promise<{ figures: Figure[]; run: EngineRun }> {
  const scenario = `dispatch over SMPP to the simulator${options.variant}`;
  const count = options.messages;
  // The bare loop first: the engine's runs that are compared with each other (one and two carriers) then
  // follow one another with nothing else between them.
  const bare = await runBareLoop(options, scenario);
  const run = await runEngine(options, scenario, 1);
  const allDelivered = run.delivered === count;
  const inProcess = options.simulator === 'process';
  const label = `bare smpp loop, window ${options.window}${inProcess ? ', simulator in its own process' : ''}`;
  const figures = [
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
        (options.target.kind === 'postgres' ? ')' : ', PGlite included)'),
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
  return { figures, run };
}

/** Messages per second over all the runs together: their total over their total time. */
function overallRate(runs: EngineRun[], messages: number): number {
  const seconds = runs.reduce((sum, run) => sum + messages / run.receiptsPerSecond, 0);
  return (messages * runs.length) / seconds;
}

function listRates(runs: EngineRun[]): string {
  return runs.map((run) => Math.round(run.receiptsPerSecond).toLocaleString('en-US')).join(', ');
}

/**
 * The same dispatch with two carriers on the route (issue 22: at most 10 % below one carrier). The runs are
 * taken in the order one · two · two · one carriers (the first is benchDispatch's), each in a fresh scratch
 * database, and each configuration's rate is over its two runs: a load that rises or falls during the
 * comparison then weighs on both alike, where "one, then two" charged any drift to the second carrier.
 */
export async function benchDispatchTwoCarriers(
  options: Pick<DispatchOptions, 'messages' | 'variant'>,
  first: EngineRun,
  runFresh: (carriers: 1 | 2, scenario: string) => Promise<EngineRun>,
): Promise<Figure[]> {
  const scenario = `dispatch over SMPP, two carriers on the route${options.variant}`;
  const two = [await runFresh(2, scenario), await runFresh(2, scenario)];
  const one = [first, await runFresh(1, scenario)];
  const delivered = [...one, ...two].every((run) => run.delivered === options.messages);
  const peak = Math.max(...two.map((run) => run.peakRssMb ?? 0));
  const cpuOne = meanCpu(one);
  return [
    judge({
      scenario,
      figure: 'receipts processed, statuses stored/s (runs in the order 1 · 2 · 2 · 1 carriers)',
      unit: '/s',
      value: overallRate(two, options.messages),
      baseline: {
        label: 'the same with one carrier, runs before and after (this run)',
        value: overallRate(one, options.messages),
        unit: '/s',
      },
      ratioTarget: { op: '>=', value: 0.9 },
      note:
        (delivered ? '' : 'not every message of every run was delivered; ') +
        `two carriers ${listRates(two)} /s; one carrier ${listRates(one)} /s; ` +
        `taken by the second carrier: ${two.map((run) => secondCarrierShare(run)).join(', ')}`,
      ...(delivered ? {} : { status: 'failed' as const }),
    }),
    judge({
      scenario,
      figure: 'engine CPU per 1,000 messages (same runs; unlike the rate, not moved by other work)',
      unit: 'ms',
      value: cpuOne === null ? null : meanCpu(two),
      ...(cpuOne === null
        ? {}
        : { baseline: { label: 'the same with one carrier', value: cpuOne, unit: 'ms' } }),
    }),
    peakRssFigure(scenario, 'server peak RSS (without the simulators)', peak > 0 ? peak : null),
  ];
}

/** Messages the route's failover carrier took (a priority route sends it none while the first is healthy). */
function secondCarrierShare(run: EngineRun): string {
  if (!run.carriers) return '?';
  return String(run.carriers[carrierName(1)] ?? 0);
}

function meanCpu(runs: EngineRun[]): number | null {
  const values = runs.map((run) => run.cpuMsPerThousand);
  if (values.some((value) => value === null)) return null;
  return (values as number[]).reduce((sum, value) => sum + value, 0) / values.length;
}
