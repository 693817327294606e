/**
 * ARCHITECTURE's invariant through a real crash: the server runs as its own process and is SIGKILLed in the
 * middle of dispatch — no shutdown code runs, leases stay taken, outcomes not yet written are lost, submits
 * are left unanswered — then restarted on the same database and DATA_DIR. Every accepted message still ends
 * in exactly one final status with exactly one final history row, each failed one is refunded once, the
 * balance equals its ledger, and the SMSC recorded each message exactly once although the restarted worker
 * resubmitted what the dead one had in flight (deduplicated by our id in TLV 0x1400). The SMSC runs in this
 * test process, so it outlives the worker as a real carrier would. PostgreSQL when TEST_DATABASE_URL is set,
 * else PGlite, where the crash also leaves the data-directory lock behind for the restart to take over.
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { SmscSimulator, type ReceivedMessage, type SimulatorStats } from '../carriers/index.js';
import { FAST_CARRIER_QUERY } from '../carriers/testing/carrier-harness.js';
import type { Database } from '../db/database.js';
import {
  FINAL_MESSAGE_STATUSES,
  accounts,
  ledgerEntries,
  messageEvents,
  messages,
} from '../db/schema/index.js';
import { basicAuthHeader } from '../http/basic-auth.js';
import { systemClock } from '../lib/clock.js';
import { runOpsCommand } from '../ops/commands.js';
import { insertTestAccount } from '../testing/account-fixtures.js';
import { createProcessDatabase, type ProcessDatabase } from '../testing/process-database.js';
import { freePort, startServerProcess, waitFor, type ServerProcess } from '../testing/processes.js';
import { useTempDirs } from '../testing/temp-dirs.js';

// Server processes started, killed and restarted: a wider net than the suite's 180 s.
vi.setConfig({ testTimeout: 300_000 });
const tempDir = useTempDirs('beacon-crash');

const FINAL: readonly string[] = FINAL_MESSAGE_STATUSES;
/** Simulator test numbers with a scripted outcome; every other number is delivered. */
const REFUSED_TO = '+12025550104';
const EXPECTED_BY_NUMBER: Record<string, string> = {
  [REFUSED_TO]: 'failed',
  '+12025550101': 'undelivered',
  '+12025550102': 'expired',
  '+12025550103': 'rejected',
};

function handsets(from: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `+1415555${String(2000 + from + i).padStart(4, '0')}`);
}

/** 300 messages in three sends: GSM-7, three-part GSM-7 and UCS-2, each with a number the SMSC refuses. */
const SENDS = [
  {
    content: 'Your Beacon code is 482913',
    to: [...handsets(0, 97), REFUSED_TO, '+12025550101', '+12025550102'],
  },
  {
    content: 'A long notice that takes three parts. '.repeat(9),
    to: [...handsets(97, 98), REFUSED_TO, '+12025550103'],
  },
  { content: '您的验证码是 482913，五分钟内有效。', to: [...handsets(195, 99), REFUSED_TO] },
];
const TOTAL = SENDS.reduce((sum, send) => sum + send.to.length, 0);
const REACHING_CARRIER = SENDS.flatMap((send) => send.to).filter((to) => to !== REFUSED_TO).length;

interface AcceptedMessage {
  messageId: string;
  to: string;
}

interface ApiKey {
  accountId: string;
  keyId: string;
  secret: string;
}

describe('a server process killed mid-dispatch and restarted', () => {
  let simulator: SmscSimulator | undefined;
  let database: ProcessDatabase | undefined;
  const servers: ServerProcess[] = [];
  let dataDir = '';

  beforeAll(async () => {
    dataDir = tempDir();
    // Submit responses held 40 ms with a window of 10: about 250 submits a second, so the crash lands mid-run.
    simulator = await SmscSimulator.start({
      dataDir: tempDir(),
      receiptDelayMs: 20,
      receiptRetryMs: 100,
      submitResponseDelayMs: 40,
    });
    database = await createProcessDatabase(dataDir);
  });

  afterAll(async () => {
    for (const server of servers) await killHard(server.child);
    await simulator?.close();
    await database?.dispose();
  });

  async function startServer(): Promise<{ server: ServerProcess; base: string }> {
    const port = await freePort();
    const route = simulator!.url({ name: 'sim', ...FAST_CARRIER_QUERY, window: 10 });
    const server = await startServerProcess(
      {
        ...database!.env,
        LOG_LEVEL: 'warn',
        SMPP_ROUTES: `*=${route}`,
        // The least the configuration allows: the restarted worker re-claims the dead one's messages after it.
        LEASE_MS: '10000',
        // Claims of 50, at most 50 in flight: at the crash some messages are still queued, never claimed.
        DISPATCH_BATCH: '50',
        DISPATCH_CONCURRENCY: '50',
        DISPATCH_POLL_MS: '50',
        SUBMIT_RETRY_MIN_MS: '200',
        SUBMIT_RETRY_MAX_MS: '1000',
        SHUTDOWN_DRAIN_MS: '1000',
      },
      port,
    );
    servers.push(server);
    return { server, base: `http://127.0.0.1:${port}` };
  }

  test('every message ends in exactly one final status, refunds and the ledger agree, and the SMSC received each once', async () => {
    const sim = simulator!;
    const db = database!;
    const lockFile = path.join(dataDir, 'server.lock');
    const key = await db.withDb(createFundedKey);

    const { server: first, base } = await startServer();
    await waitFor(() => sim.stats().boundSessions === 1, 15_000, 'the server to bind to the SMSC');
    const accepted = await acceptAll(base, key);
    const ids = accepted.map((message) => message.messageId);

    const atKill = await killMidRun(first.child, sim, first.log);
    expect(atKill.inFlight).toBeGreaterThan(0);
    expect(atKill.messagesRecorded).toBeLessThan(REACHING_CARRIER);
    expect(unexpectedErrors(first.log())).toEqual([]);
    if (db.kind === 'pglite') {
      // SIGKILL ran no exit handler: the dead server's pid is still in the lock, and no such process exists.
      // The directory itself is left as the crash left it: the restarted server has to recover it.
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(first.child.pid));
      expect(() => process.kill(first.child.pid!, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
    } else {
      // Leases of the dead worker still taken, and work it never claimed.
      const byStatus = await db.withDb((handle) => countStatuses(handle, ids));
      expect(byStatus.sending ?? 0).toBeGreaterThan(0);
      expect(byStatus.queued ?? 0).toBeGreaterThan(0);
    }
    await waitFor(() => sim.stats().boundSessions === 0, 10_000, 'the SMSC to see the connection die');

    const { server: second } = await startServer();
    if (db.kind === 'pglite') expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(second.child.pid));
    await waitFor(
      async () => {
        const stats = (await db.ops({ command: 'queue:stats', args: [] })) as {
          byStatus: Record<string, number>;
        };
        return FINAL.reduce((sum, status) => sum + (stats.byStatus[status] ?? 0), 0) === TOTAL;
      },
      60_000,
      'every message to reach a final status after the restart',
    );
    // The restarted worker resubmitted what the dead one left unanswered; the SMSC recognised it.
    expect(sim.stats().duplicateSubmits).toBeGreaterThan(0);
    await second.stop();
    expect(second.child.exitCode).toBe(0);
    if (db.kind === 'pglite') expect(existsSync(lockFile)).toBe(false);
    expect(unexpectedErrors(second.log())).toEqual([]);

    await db.withDb(async (handle) => {
      await expectOneFinalStatusEach(handle, ids);
      await expectLedgerAgrees(handle, key.accountId, ids);
    });
    expectReceivedOnce(sim.receivedLogFile, accepted);
  });
});

/** The operator's set-up, with the command code `npm run ops` runs: a verified account, money, an API key. */
async function createFundedKey(db: Database): Promise<ApiKey> {
  const accountId = await insertTestAccount(db, { verificationStatus: 1 });
  const context = { db, clock: systemClock };
  await runOpsCommand(context, { command: 'account:credit', args: [accountId, '100.00'] });
  const key = (await runOpsCommand(context, { command: 'apikey:create', args: [accountId] })) as ApiKey;
  return { ...key, accountId };
}

/** The three sends through the public API, at once; resolves when every one was accepted. */
async function acceptAll(base: string, key: ApiKey): Promise<AcceptedMessage[]> {
  const headers = {
    authorization: basicAuthHeader(key.keyId, key.secret),
    'x-account-id': key.accountId,
    'content-type': 'application/json',
  };
  const answers = await Promise.all(
    SENDS.map(async (send) => {
      const response = await fetch(`${base}/api/v1/sms/send`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ type: 'otp', ...send }),
      });
      const body = (await response.json()) as { msg: string; data: { messages: AcceptedMessage[] } };
      expect(response.status, body.msg).toBe(200);
      return body.data.messages;
    }),
  );
  expect(answers.flat()).toHaveLength(TOTAL);
  return answers.flat();
}

/** Kills without warning, as the OOM killer or a lost machine would, and waits until the process is reaped. */
async function killHard(child: ChildProcess): Promise<NodeJS.Signals | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.signalCode;
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  child.kill('SIGKILL');
  return (await exited)[1];
}

/**
 * SIGKILLs the server once the SMSC has recorded some messages and holds others unanswered. The simulator is
 * read without a query and the signal sent in the same tick as the check, so what it counts in flight then
 * is never answered to the dead process; messages not claimed yet stay queued.
 */
async function killMidRun(
  child: ChildProcess,
  sim: SmscSimulator,
  log: () => string,
): Promise<SimulatorStats> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const stats = sim.stats();
    if (stats.messagesRecorded >= 60 && stats.inFlight > 0) {
      expect(await killHard(child)).toBe('SIGKILL');
      return stats;
    }
    if (child.exitCode !== null) throw new Error(`the server exited before the crash:\n${log()}`);
    if (Date.now() > deadline) throw new Error(`dispatch never got under way: ${JSON.stringify(stats)}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

async function countStatuses(db: Database, ids: string[]): Promise<Record<string, number>> {
  const rows = await db.select({ status: messages.status }).from(messages).where(inArray(messages.id, ids));
  return Object.fromEntries(countBy(rows.map((row) => row.status)));
}

/** The outcome each number is scripted for, one final history row each, at most one `sent` each. */
async function expectOneFinalStatusEach(db: Database, ids: string[]): Promise<void> {
  const rows = await db
    .select({ id: messages.id, to: messages.to, status: messages.status, attempts: messages.attempts })
    .from(messages)
    .where(inArray(messages.id, ids));
  expect(rows).toHaveLength(ids.length);
  expect(rows.filter((row) => row.status !== (EXPECTED_BY_NUMBER[row.to] ?? 'delivered'))).toEqual([]);
  // Some were claimed twice: by the dead worker, and again once its lease ran out.
  expect(rows.some((row) => row.attempts > 1)).toBe(true);

  const events = await db
    .select({ messageId: messageEvents.messageId, status: messageEvents.status })
    .from(messageEvents)
    .where(inArray(messageEvents.messageId, ids));
  const finals = countBy(events.filter((event) => FINAL.includes(event.status)).map((e) => e.messageId));
  expect(ids.filter((id) => finals.get(id) !== 1)).toEqual([]);
  const sent = countBy(events.filter((event) => event.status === 'sent').map((e) => e.messageId));
  expect([...sent].filter(([, n]) => n !== 1)).toEqual([]);
}

/** Balance equals the ledger; the charge is the messages' cost; each failed message refunded exactly once. */
async function expectLedgerAgrees(db: Database, accountId: string, ids: string[]): Promise<void> {
  const rows = await db
    .select({ id: messages.id, status: messages.status, cost: messages.costMicros })
    .from(messages)
    .where(inArray(messages.id, ids));
  const ledger = await db
    .select({
      type: ledgerEntries.type,
      amount: ledgerEntries.amountMicros,
      productId: ledgerEntries.productId,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  const [account] = await db
    .select({ balance: accounts.balanceMicros })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  expect(account!.balance).toBe(ledger.reduce((sum, entry) => sum + entry.amount, 0n));
  const charged = ledger.filter((entry) => entry.type === 'CONSUME').reduce((sum, e) => sum - e.amount, 0n);
  expect(charged).toBe(rows.reduce((sum, row) => sum + row.cost, 0n));
  const refunds = ledger
    .filter((entry) => entry.type === 'REFUNDED')
    .map((entry) => `${entry.productId} ${entry.amount}`);
  const failed = rows.filter((row) => row.status === 'failed').map((row) => `${row.id} ${row.cost}`);
  expect(failed).toHaveLength(SENDS.length);
  expect(refunds.sort()).toEqual(failed.sort());
}

/** received.jsonl: every message that reached the SMSC exactly once, to its number; the refused ones never. */
function expectReceivedOnce(file: string, accepted: AcceptedMessage[]): void {
  const received = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReceivedMessage);
  expect([...countBy(received.map((line) => line.messageId))].filter(([, n]) => n !== 1)).toEqual([]);
  const expected = accepted.filter((message) => message.to !== REFUSED_TO);
  expect(received.map((line) => `${line.messageId} ${line.to}`).sort()).toEqual(
    expected.map((message) => `${message.messageId} ${message.to}`).sort(),
  );
}

/** Error-level lines of a server's pino log: a crash and a restart must not cost any. */
function unexpectedErrors(log: string): string[] {
  return log.split('\n').filter((line) => /"level":(50|60)/.test(line));
}

function countBy(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}
