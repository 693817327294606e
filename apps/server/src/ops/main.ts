/**
 * `npm run ops -- <command> [args]`: operator commands (API.md). JSON on stdout; on failure a JSON error on
 * stderr and a non-zero exit. With DATABASE_URL it connects directly. With PGlite it asks the running server
 * through `<DATA_DIR>/ops.sock`; when no server holds the data directory, it takes the lock and opens PGlite
 * itself — never a second process on one data directory. `sim:inbound` acts on the running server's SMSC
 * simulator, so it always goes to the server (sim-client.ts), on PGlite and on PostgreSQL alike.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DataDirLockedError, acquireDataDirLock } from '../db/data-dir-lock.js';
import { OPS_USAGE, OpsError, errorReply, type OpsReply, type OpsRequest } from './protocol.js';
import { injectThroughServer } from './sim-client.js';
import { callOpsSocket } from './socket.js';

/** How long to wait for a server that holds the lock but is not listening yet (it is starting). */
const SERVER_START_WAIT_MS = 15_000;

function readRequest(argv: string[]): OpsRequest {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help') {
    throw new OpsError('usage', 'usage: npm run ops -- <command> [args]', {
      commands: Object.values(OPS_USAGE),
    });
  }
  if (!Object.hasOwn(OPS_USAGE, command)) {
    throw new OpsError('usage', `unknown command "${command}"`, { commands: Object.values(OPS_USAGE) });
  }
  const request: OpsRequest = { command, args };
  if ((command === 'prices:import' || command === 'cost:import') && args[0] !== undefined) {
    try {
      // `npm run` starts us in the repository root; INIT_CWD is where the operator typed the command.
      request.input = readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]), 'utf8');
    } catch (error) {
      throw new OpsError('invalid', `cannot read ${args[0]}: ${(error as Error).message}`);
    }
  }
  return request;
}

async function runDirect(
  databaseUrl: string | undefined,
  dataDir: string,
  request: OpsRequest,
): Promise<unknown> {
  // Loaded only here: talking to a running server needs none of the database code.
  const [{ openDatabase }, { runOpsCommand }, { systemClock }, { loadOrCreateSecrets }] = await Promise.all([
    import('../db/client.js'),
    import('./commands.js'),
    import('../lib/clock.js'),
    import('../secrets.js'),
  ]);
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    // Carrier passwords are sealed under COOKIE_SECRET, as the server reads it (environment, else DATA_DIR).
    const cookieSecret = process.env.COOKIE_SECRET || loadOrCreateSecrets(dataDir).cookieSecret;
    return await runOpsCommand({ db: database.db, clock: systemClock, cookieSecret }, request);
  } finally {
    await database.close();
  }
}

/**
 * The embedded database of DATA_DIR into the PostgreSQL named by the argument. Only while no server runs on
 * the directory: a server writing meanwhile would leave rows behind. Prints each table with its row count.
 */
async function moveToPostgres(
  databaseUrl: string | undefined,
  dataDir: string,
  request: OpsRequest,
): Promise<unknown> {
  const [targetUrl] = request.args;
  if (request.args.length !== 1 || !targetUrl || !/^postgres(ql)?:\/\//.test(targetUrl)) {
    throw new OpsError('usage', `usage: ${OPS_USAGE['db:move-to']}`);
  }
  if (databaseUrl) {
    throw new OpsError('invalid', 'DATABASE_URL is set: the source is the embedded database of DATA_DIR');
  }
  if (!existsSync(path.join(dataDir, 'pglite'))) {
    throw new OpsError('invalid', `no embedded database in ${dataDir} (set DATA_DIR to the installation's)`);
  }
  let lock;
  try {
    lock = acquireDataDirLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new OpsError('unavailable', `${error.message} Stop the server, then move its database.`);
  }
  const [{ openDatabase }, { moveDatabase }] = await Promise.all([
    import('../db/client.js'),
    import('./db-move.js'),
  ]);
  try {
    const source = await openDatabase({ dataDir });
    try {
      const target = await openDatabase({ databaseUrl: targetUrl, dataDir });
      try {
        const tables = await moveDatabase(source.db, target.db);
        return { tables, rows: tables.reduce((sum, table) => sum + table.rows, 0), verified: true };
      } finally {
        await target.close();
      }
    } finally {
      await source.close();
    }
  } finally {
    lock.release();
  }
}

function isNoServer(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ECONNREFUSED';
}

async function runViaDataDir(dataDir: string, request: OpsRequest): Promise<OpsReply> {
  const deadline = Date.now() + SERVER_START_WAIT_MS;
  for (;;) {
    try {
      return await callOpsSocket(dataDir, request);
    } catch (error) {
      if (!isNoServer(error)) throw error;
    }
    try {
      const lock = acquireDataDirLock(dataDir);
      try {
        return { ok: true, result: await runDirect(undefined, dataDir, request) };
      } finally {
        lock.release();
      }
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      if (Date.now() > deadline) {
        throw new OpsError(
          'unavailable',
          `${error.message} Its ops socket (${dataDir}/ops.sock) does not answer.`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

async function main(): Promise<number> {
  let reply: OpsReply;
  try {
    const request = readRequest(process.argv.slice(2));
    const databaseUrl = process.env.DATABASE_URL || undefined;
    const dataDir = path.resolve(process.env.DATA_DIR || './data');
    if (request.command === 'db:move-to') {
      reply = { ok: true, result: await moveToPostgres(databaseUrl, dataDir, request) };
    } else if (request.command === 'sim:inbound') {
      reply = await injectThroughServer(
        {
          dataDir,
          databaseUrl,
          smppRoutes: process.env.SMPP_ROUTES,
          startWaitMs: SERVER_START_WAIT_MS,
        },
        request,
      );
    } else {
      reply = databaseUrl
        ? { ok: true, result: await runDirect(databaseUrl, dataDir, request) }
        : await runViaDataDir(dataDir, request);
    }
  } catch (error) {
    reply = errorReply(error);
  }
  if (reply.ok) {
    process.stdout.write(`${JSON.stringify(reply.result, null, 2)}\n`);
    return 0;
  }
  process.stderr.write(`${JSON.stringify({ error: reply.error }, null, 2)}\n`);
  return reply.error.code === 'usage' ? 2 : 1;
}

process.exitCode = await main();
