/**
 * The benchmark's environment (docs/benchmarks.md; variables in docs/configuration.md). Every variable is optional; the defaults are the sizes
 * the targets are stated for.
 */
export interface BenchSettings {
  /** An admin connection (to create and drop scratch databases); the default is used when it answers. */
  databaseUrl: string;
  /** Whether BENCH_DATABASE_URL was given (then PostgreSQL not answering is an error, not a skip). */
  databaseUrlGiven: boolean;
  /** Messages dispatched; unset: 100,000 on PostgreSQL, 20,000 on PGlite. */
  dispatchMessages: number | undefined;
  /** Where the dispatch scenario's SMSC simulator runs: its own process (default) or embedded in the server. */
  dispatchSimulator: 'process' | 'embedded';
  /** Sizes of the log-query tables, ascending. */
  logRows: number[];
  /** Measured seconds of each send-API load run (after a warm-up of a fifth of it). */
  sendSeconds: number;
  /** Concurrent HTTP connections of the send-API load. */
  connections: number;
  /** Measured calls of the 10,000-recipient send (and COPYs of its baseline). */
  bulkRuns: number;
  /**
   * Scenarios to run: send, bulk, dispatch, log, overview (on the log's seeded table), console, smpp-in,
   * verify.
   */
  only: ReadonlySet<Scenario>;
}

const SCENARIOS = ['send', 'bulk', 'dispatch', 'log', 'overview', 'console', 'smpp-in', 'verify'] as const;
type Scenario = (typeof SCENARIOS)[number];

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

function positiveInt(name: string, text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, not "${text}"`);
  return value;
}

function dispatchSimulator(text: string | undefined): 'process' | 'embedded' {
  const value = text?.trim() || 'process';
  if (value !== 'process' && value !== 'embedded')
    throw new Error(`BENCH_DISPATCH_SIMULATOR must be process or embedded, not "${value}"`);
  return value;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): BenchSettings {
  const logRowsText = env.BENCH_LOG_ROWS?.trim() || '1000000,10000000';
  const logRows = logRowsText
    .split(',')
    .map((part) => positiveInt('BENCH_LOG_ROWS', part)!)
    .sort((a, b) => a - b);
  const onlyText = env.BENCH_ONLY?.trim();
  const only = new Set<Scenario>();
  for (const name of onlyText ? onlyText.split(',') : SCENARIOS) {
    const scenario = SCENARIOS.find((known) => known === name.trim());
    if (!scenario) throw new Error(`BENCH_ONLY: unknown scenario "${name}" (${SCENARIOS.join(', ')})`);
    only.add(scenario);
  }
  return {
    databaseUrl: env.BENCH_DATABASE_URL?.trim() || DEFAULT_DATABASE_URL,
    databaseUrlGiven: Boolean(env.BENCH_DATABASE_URL?.trim()),
    dispatchMessages: positiveInt('BENCH_DISPATCH_MESSAGES', env.BENCH_DISPATCH_MESSAGES),
    dispatchSimulator: dispatchSimulator(env.BENCH_DISPATCH_SIMULATOR),
    logRows,
    sendSeconds: positiveInt('BENCH_SEND_SECONDS', env.BENCH_SEND_SECONDS) ?? 20,
    connections: positiveInt('BENCH_CONNECTIONS', env.BENCH_CONNECTIONS) ?? 50,
    bulkRuns: positiveInt('BENCH_BULK_RUNS', env.BENCH_BULK_RUNS) ?? 5,
    only,
  };
}
