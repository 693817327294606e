/**
 * `npm run bench`: the benchmarks of the issue, each figure beside a baseline measured in the same run on the
 * same machine. PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres when it
 * answers) gets one scratch database per scenario, dropped at the end; without PostgreSQL the PGlite variants
 * run and the PostgreSQL-only figures are marked skipped. Progress goes to stderr; the table to stdout and,
 * with the JSON, to bench/results/latest.{md,json}.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { usePglite, usePostgresPool, type DatabaseHandle } from '../apps/server/src/db/client.js';
import { COPY_BASELINE_LABEL, measureCopy } from './baselines/copy.js';
import { BULK_RECIPIENTS, benchBulkSend } from './bulk-send.js';
import { REPO_ROOT } from './children.js';
import { ScratchDatabases, probePostgres, type ScratchDatabase } from './database.js';
import { benchConsoleTransfer } from './console-transfer.js';
import {
  benchDispatch,
  benchDispatchTwoCarriers,
  runEngine,
  type DispatchOptions,
  type EngineRun,
} from './dispatch.js';
import { benchLogQuery } from './log-query.js';
import { machineInfo } from './machine.js';
import { benchOverviewQuery, type OverviewTiming } from './overview-query.js';
import { bundleServer } from './server-bundle.js';
import { progress } from './progress.js';
import { peakRssFigure, skipped, writeReport, type Figure } from './report.js';
import { benchSendApi } from './send-api.js';
import { benchSmppIn, prepareSmppCredential } from './smpp-in.js';
import { prepareSender, type Sender } from './sender.js';
import { benchVerify } from './verify.js';
import { startServer } from './server.js';
import { readSettings, type BenchSettings } from './settings.js';

const RESULTS_DIR = path.join(REPO_ROOT, 'bench/results');
/** Defaults of the server (config.ts), used by the engine and by its baseline alike. */
const SIMULATOR_WINDOW = Number(process.env.SIMULATOR_WINDOW || 100);
const SIMULATOR_RECEIPT_DELAY_MS = Number(process.env.SIMULATOR_RECEIPT_DELAY_MS || 200);
/** Accounts of the send API's second run, which share the load (issue 14). */
const SHARING_ACCOUNTS = 10;

interface Run {
  settings: BenchSettings;
  figures: Figure[];
  notes: string[];
  details: Record<string, unknown>;
  scratch: ScratchDatabases | null;
  postgresSkip: string | null;
  /** The server bundle every server process runs. */
  bundle: string;
}

/** Runs one scenario; a failure becomes a `failed` row and the run goes on. */
async function attempt(run: Run, scenario: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    progress(scenario, `FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    run.figures.push({ scenario, figure: '(run)', unit: '', value: null, status: 'failed', note: message });
  }
}

async function withPostgres<T>(
  run: Run,
  suffix: string,
  poolSize: number,
  work: (database: ScratchDatabase, handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const database = await run.scratch!.create(suffix);
  const handle = usePostgresPool(new pg.Pool({ connectionString: database.url, max: poolSize }));
  try {
    return await work(database, handle);
  } finally {
    await handle.close();
    await run.scratch!.drop(database);
  }
}

async function withPglite<T>(work: (dataDir: string) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'beacon-bench-pglite-'));
  try {
    return await work(dataDir);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function sendScenarios(run: Run): Promise<void> {
  const { settings } = run;
  const wantSend = settings.only.has('send');
  const wantBulk = settings.only.has('bulk');
  if (run.postgresSkip) {
    if (wantSend) {
      run.figures.push(
        skipped('send API, 1 recipient/call', 'accepted/s, p99 (PostgreSQL)', '/s', run.postgresSkip),
      );
      await attempt(run, 'send API (PGlite)', () =>
        withPglite(async (dataDir) => {
          const handle = await usePglite(new PGlite(path.join(dataDir, 'pglite')));
          const sender = await prepareSender(handle.db);
          await handle.close();
          // PGlite allows one process: durability is checked through the server's own answers only.
          const server = await startServer(
            run.bundle,
            'server (api, PGlite)',
            { kind: 'pglite', dataDir },
            'api',
          );
          try {
            const baselineDir = path.join(dataDir, 'baseline');
            const result = await benchSendApi({
              server,
              sender,
              db: null,
              connections: settings.connections,
              seconds: settings.sendSeconds,
              baselineEnv: { BENCH_BASELINE_PGLITE_DIR: baselineDir },
              variant: ' (PGlite)',
            });
            run.figures.push(...result.figures);
          } finally {
            await server.stop();
          }
        }),
      );
    }
    if (wantBulk) {
      run.figures.push(
        skipped(
          'send API, 10,000 recipients in 1 call',
          'time to accepted (PostgreSQL)',
          'ms',
          run.postgresSkip,
        ),
      );
    }
  } else if (wantSend || wantBulk) {
    await attempt(run, 'send API (PostgreSQL)', () =>
      withPostgres(run, 'api', 4, async (database, handle) => {
        const sender = await prepareSender(handle.db);
        const sharing: Sender[] = [];
        if (wantSend)
          for (let i = 0; i < SHARING_ACCOUNTS; i += 1) sharing.push(await prepareSender(handle.db));
        const server = await startServer(
          run.bundle,
          'server (api)',
          { kind: 'postgres', url: database.url },
          'api',
        );
        try {
          if (wantSend) {
            const result = await benchSendApi({
              server,
              sender,
              db: handle.db,
              connections: settings.connections,
              seconds: settings.sendSeconds,
              baselineEnv: { BENCH_BASELINE_DATABASE_URL: database.url },
              variant: '',
              sharing,
            });
            run.figures.push(...result.figures);
          }
          if (wantBulk) {
            progress('bulk baseline', `COPY of ${BULK_RECIPIENTS} rows × ${settings.bulkRuns}`);
            const copyTimes = await measureCopy(database.url, settings.bulkRuns, BULK_RECIPIENTS);
            progress('bulk baseline', `COPY times ${copyTimes.map((t) => t.toFixed(0)).join(', ')} ms`);
            run.figures.push(
              ...(await benchBulkSend({
                server,
                sender,
                runs: settings.bulkRuns,
                variant: '',
                target: { op: '<=', value: 300 },
                baseline: { label: COPY_BASELINE_LABEL, timesMs: copyTimes },
                numberOffset: 0,
              })),
            );
          }
        } finally {
          await server.stop();
        }
      }),
    );
  }
  if (wantBulk) {
    await attempt(run, 'send API, 10,000 recipients (PGlite)', () =>
      withPglite(async (dataDir) => {
        const handle = await usePglite(new PGlite(path.join(dataDir, 'pglite')));
        const sender = await prepareSender(handle.db);
        await handle.close();
        const server = await startServer(
          run.bundle,
          'server (api, PGlite)',
          { kind: 'pglite', dataDir },
          'api',
        );
        try {
          run.figures.push(
            ...(await benchBulkSend({
              server,
              sender,
              runs: settings.bulkRuns,
              variant: ' (PGlite)',
              target: { op: '<=', value: 1_000 },
              baseline: null,
              numberOffset: 0,
            })),
          );
        } finally {
          await server.stop();
        }
      }),
    );
  }
}

async function dispatchScenario(run: Run): Promise<void> {
  const { settings } = run;
  if (!settings.only.has('dispatch')) return;
  const common = {
    window: SIMULATOR_WINDOW,
    receiptDelayMs: SIMULATOR_RECEIPT_DELAY_MS,
    simulator: settings.dispatchSimulator,
  };
  if (run.postgresSkip) {
    run.figures.push(
      skipped(
        'dispatch over SMPP to the simulator',
        'receipts processed/s (PostgreSQL)',
        '/s',
        run.postgresSkip,
      ),
    );
    await attempt(run, 'dispatch (PGlite)', async () => {
      const { figures } = await benchDispatch({
        target: { kind: 'pglite' },
        messages: settings.dispatchMessages ?? 20_000,
        variant: ' (PGlite)',
        bundle: run.bundle,
        ...common,
      });
      run.figures.push(...figures);
    });
    return;
  }
  const messages = settings.dispatchMessages ?? 100_000;
  const postgresOptions = (database: ScratchDatabase, handle: DatabaseHandle): DispatchOptions => ({
    target: { kind: 'postgres', url: database.url, db: handle.db },
    messages,
    variant: '',
    bundle: run.bundle,
    ...common,
  });
  let oneCarrier: EngineRun | null = null;
  await attempt(run, 'dispatch (PostgreSQL)', () =>
    withPostgres(run, 'dispatch', 4, async (database, handle) => {
      const result = await benchDispatch(postgresOptions(database, handle));
      run.figures.push(...result.figures);
      oneCarrier = result.run;
    }),
  );
  const first: EngineRun | null = oneCarrier;
  if (first === null || settings.dispatchSimulator !== 'process') return;
  let fresh = 1;
  await attempt(run, 'dispatch, two carriers (PostgreSQL)', async () => {
    run.figures.push(
      ...(await benchDispatchTwoCarriers({ messages, variant: '' }, first, (carriers, scenario) => {
        fresh += 1;
        return withPostgres(run, `dispatch${fresh}`, 4, (database, handle) =>
          runEngine(postgresOptions(database, handle), scenario, carriers),
        );
      })),
    );
  });
}

async function logScenario(run: Run): Promise<void> {
  const { settings } = run;
  const wantLog = settings.only.has('log');
  const wantOverview = settings.only.has('overview');
  if (!wantLog && !wantOverview) return;
  if (run.postgresSkip) {
    if (wantLog)
      run.figures.push(
        skipped('log page over 10 million messages', 'p95', 'ms', `PostgreSQL only; ${run.postgresSkip}`),
      );
    if (wantOverview)
      run.figures.push(
        skipped('SMS overview over 10 million messages', 'p95', 'ms', `PostgreSQL only; ${run.postgresSkip}`),
      );
    return;
  }
  await attempt(run, 'log query', () =>
    // One connection: the seeding sets session options, and the queries run one after another anyway.
    withPostgres(run, 'log', 1, async (_database, handle) => {
      const overviewCases: Record<number, OverviewTiming[]> = {};
      const result = await benchLogQuery(handle.db, settings.logRows, {
        measureLog: wantLog,
        // The overview reads the same seeded table, after the log's cases.
        afterSeed: wantOverview
          ? async (seed, label, size) => {
              const overview = await benchOverviewQuery(handle.db, seed, label);
              run.figures.push(...overview.figures);
              overviewCases[size] = overview.details;
            }
          : undefined,
      });
      run.figures.push(...result.figures);
      if (wantLog) run.details.logQueryCases = result.details;
      if (wantOverview) run.details.overviewCases = overviewCases;
    }),
  );
}

/** BENCH_ONLY=smpp-in: submit_sm over 4 binds against the send API's rate on the same server (issue 24). */
async function smppInScenario(run: Run): Promise<void> {
  const { settings } = run;
  if (!settings.only.has('smpp-in')) return;
  const common = { bundle: run.bundle, connections: settings.connections, seconds: settings.sendSeconds };
  if (run.postgresSkip) {
    await attempt(run, 'SMPP in (PGlite)', () =>
      withPglite(async (dataDir) => {
        const handle = await usePglite(new PGlite(path.join(dataDir, 'pglite')));
        const sender = await prepareSender(handle.db);
        const credential = await prepareSmppCredential(handle.db, sender.accountId);
        await handle.close();
        run.figures.push(
          ...(await benchSmppIn({
            ...common,
            target: { kind: 'pglite', dataDir },
            db: null,
            sender,
            credential,
            variant: ' (PGlite)',
          })),
        );
      }),
    );
    return;
  }
  await attempt(run, 'SMPP in (PostgreSQL)', () =>
    withPostgres(run, 'smpp', 4, async (database, handle) => {
      const sender = await prepareSender(handle.db);
      const credential = await prepareSmppCredential(handle.db, sender.accountId);
      run.figures.push(
        ...(await benchSmppIn({
          ...common,
          target: { kind: 'postgres', url: database.url },
          db: handle.db,
          sender,
          credential,
          variant: '',
        })),
      );
    }),
  );
}

/** BENCH_ONLY=verify: start + check pairs against the send API's rate on the same server (issue 23). */
async function verifyScenario(run: Run): Promise<void> {
  const { settings } = run;
  if (!settings.only.has('verify')) return;
  const common = { bundle: run.bundle, connections: settings.connections, seconds: settings.sendSeconds };
  if (run.postgresSkip) {
    await attempt(run, 'Verify API (PGlite)', () =>
      withPglite(async (dataDir) => {
        const handle = await usePglite(new PGlite(path.join(dataDir, 'pglite')));
        const sender = await prepareSender(handle.db);
        const verifier = await prepareSender(handle.db, { fraudGuard: 'default' });
        await handle.close();
        run.figures.push(
          ...(await benchVerify({
            ...common,
            target: { kind: 'pglite', dataDir },
            db: null,
            sender,
            verifier,
            variant: ' (PGlite)',
          })),
        );
      }),
    );
    return;
  }
  await attempt(run, 'Verify API (PostgreSQL)', () =>
    withPostgres(run, 'verify', 8, async (database, handle) => {
      const sender = await prepareSender(handle.db);
      const verifier = await prepareSender(handle.db, { fraudGuard: 'default' });
      run.figures.push(
        ...(await benchVerify({
          ...common,
          target: { kind: 'postgres', url: database.url },
          db: handle.db,
          sender,
          verifier,
          variant: '',
        })),
      );
    }),
  );
}

async function consoleScenario(run: Run): Promise<void> {
  if (!run.settings.only.has('console')) return;
  await attempt(run, 'console: sign-in page JavaScript', async () => {
    const result = await benchConsoleTransfer(run.bundle);
    run.figures.push(...result.figures);
    run.details.consoleScripts = result.details.scripts;
  });
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const settings = readSettings();
  const probe = await probePostgres(settings.databaseUrl);
  const shownUrl = settings.databaseUrl.replace(/\/\/[^@/]*@/, '//…@');
  const postgresSkip = probe.ok ? null : `PostgreSQL did not answer at ${shownUrl}: ${probe.reason}`;
  progress('bench', probe.ok ? `PostgreSQL ${probe.version} at ${shownUrl}` : postgresSkip!);
  const run: Run = {
    settings,
    figures: [],
    notes: [],
    details: {},
    scratch: probe.ok ? new ScratchDatabases(settings.databaseUrl) : null,
    postgresSkip,
    bundle: await bundleServer(),
  };
  const interrupt = (signal: string) => {
    progress('bench', `${signal}: dropping the scratch databases`);
    void (run.scratch?.dropAll() ?? Promise.resolve()).finally(() => process.exit(130));
  };
  process.once('SIGINT', () => interrupt('SIGINT'));
  process.once('SIGTERM', () => interrupt('SIGTERM'));
  const machine = machineInfo(probe.ok ? probe.version : null);

  try {
    await sendScenarios(run);
    await dispatchScenario(run);
    await logScenario(run);
    await consoleScenario(run);
    await smppInScenario(run);
    await verifyScenario(run);
  } finally {
    await run.scratch?.dropAll();
  }

  // Server processes only: the dispatch scenario's simulator process is reported on its own row.
  const rssFigures = run.figures.filter(
    (f) => f.unit === 'MB' && f.value !== null && f.figure.startsWith('server '),
  );
  if (rssFigures.length > 0) {
    run.figures.push(
      peakRssFigure(
        'server memory',
        'peak RSS over all server runs',
        Math.max(...rssFigures.map((f) => f.value!)),
      ),
    );
  }
  run.notes.push(
    'Servers are the real server, bundled the way `npm start` bundles it, each in its own process on loopback, ' +
      'LOG_LEVEL=warn (no per-request log lines); the send API runs with ROLE=api, dispatch with ROLE=worker ' +
      '(PostgreSQL) or ROLE=all (PGlite). The load generator (autocannon) and PostgreSQL share the same cores as ' +
      'the server.',
    `Send API: ${settings.connections} connections, ${settings.sendSeconds} s measured after a warm-up; ` +
      'baselines run as separate processes with the same load. RSS is VmRSS of the server process, sampled every 200 ms.',
    `Dispatch: SIMULATOR_WINDOW=${SIMULATOR_WINDOW}, SIMULATOR_RECEIPT_DELAY_MS=${SIMULATOR_RECEIPT_DELAY_MS}; ` +
      'rates are messages ÷ time from the worker being ready until the last one is submitted / delivered in the database. ' +
      (settings.dispatchSimulator === 'process'
        ? 'The SMSC simulator runs in a process of its own (BENCH_DISPATCH_SIMULATOR=process), a fresh one for the ' +
          'engine and one for the bare loop: the server binds to it through SMPP_ROUTES, so its RSS is the engine’s alone.'
        : 'The SMSC simulator is embedded (BENCH_DISPATCH_SIMULATOR=embedded): in the server, and in the bare loop’s process.'),
    `Load average at start: ${machine.loadAverageAtStart.join(', ')} (other work on the machine affects every figure alike).`,
  );
  const finishedAt = new Date();
  const markdown = await writeReport(RESULTS_DIR, {
    startedAt: startedAt.toISOString(),
    durationSeconds: (finishedAt.getTime() - startedAt.getTime()) / 1000,
    machine,
    settings: {
      connections: settings.connections,
      sendSeconds: settings.sendSeconds,
      bulkRuns: settings.bulkRuns,
      dispatchMessages: settings.dispatchMessages ?? (probe.ok ? 100_000 : 20_000),
      dispatchSimulator: settings.dispatchSimulator,
      logRows: settings.logRows,
      scenarios: [...settings.only],
    },
    figures: run.figures,
    notes: run.notes,
    details: run.details,
  });
  process.stdout.write(`\n${markdown}`);
  progress(
    'bench',
    `done in ${Math.round((finishedAt.getTime() - startedAt.getTime()) / 1000)} s; bench/results/latest.{md,json}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
