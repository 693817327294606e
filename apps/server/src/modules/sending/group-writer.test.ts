import { formatMicros } from '@beacon/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  batches,
  cacheGenerations,
  idempotencyKeys,
  ledgerEntries,
  messageEvents,
  messages,
} from '../../db/schema/index.js';
import { textsNamedUnder } from '../../db/named-statement.js';
import { newBatchId, newMessageId } from '../../lib/ids.js';
import { balanceOf, insertTestAccount } from '../../testing/account-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { recharge, sumLedger } from '../billing/index.js';
import { createAcceptor } from './acceptor.js';
import { startOfUtcDay, type DailyCap } from './daily-caps.js';
import { writeSendGroupAtOnce } from './group-at-once.js';
import { IdempotencyRaceError, writeSendGroup, type SendJob } from './group-writer.js';
import { SendRejection } from './rejection.js';
import { PRICES_SCOPE, StaleReadError, accountScope } from '../send-cache/index.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

const db = () => database.db;

async function accountWith(balanceMicros: bigint): Promise<string> {
  const accountId = await insertTestAccount(db(), { verificationStatus: 1 });
  await db().transaction((tx) =>
    recharge(tx, { accountId, amountMicros: balanceMicros, paymentMethod: 'test', at: new Date() }),
  );
  return accountId;
}

/** One send of `recipients` US messages at `costEach` micros each, as the service builds it. */
function sendJob(
  accountId: string,
  costEach: bigint,
  options: { recipients?: number; caps?: DailyCap[]; key?: string; batchId?: string } = {},
): SendJob {
  const at = new Date();
  const batchId = options.batchId ?? newBatchId(at);
  const n = options.recipients ?? 1;
  const ids = Array.from({ length: n }, () => newMessageId(at));
  const to = ids.map((_, i) => `+1201555${String(1000 + i)}`);
  const costs = ids.map(() => costEach);
  const totalMicros = costEach * BigInt(n);
  return {
    accountId,
    messageCount: n,
    at,
    totalMicros,
    caps: options.caps ?? [],
    dayStart: startOfUtcDay(at),
    batch: {
      id: batchId,
      accountId,
      source: 'api',
      type: 3,
      costMicros: totalMicros,
      currency: 'USD',
      createdBy: 'KEY1',
      createdAt: at,
    },
    messages: {
      batchId,
      accountId,
      source: 'api',
      type: 3,
      from: 'Beacon',
      content: 'Hello',
      encoding: 'GSM-7',
      segments: 1,
      currency: 'USD',
      status: 'queued',
      sendAt: null,
      dueAt: at,
      createdAt: at,
      ids,
      to,
      countries: ids.map(() => 'US'),
      costs,
    },
    result: {
      batchId,
      messages: ids.map((id, i) => ({
        messageId: id,
        to: to[i]!,
        country: 'US',
        encoding: 'GSM-7',
        segments: 1,
        cost: formatMicros(costs[i]!),
        status: 'queued',
      })),
      cost: formatMicros(totalMicros),
      currency: 'USD',
      dropped: [],
    },
    idempotency: options.key ? { key: options.key, requestHash: `hash-${options.key}` } : undefined,
  };
}

/**
 * The acceptor as the server builds it (each group tried at once first), and with the transaction's writer
 * alone, which is also where the first leaves every group it cannot write whole: both must decide alike.
 */
const WRITERS = [
  ['at once first', writeSendGroupAtOnce],
  ['in a transaction', undefined],
] as const;

/** Submits the jobs together so they form one group, as concurrent requests do. */
function submitTogether(jobs: SendJob[], writeAtOnce?: typeof writeSendGroupAtOnce) {
  const acceptor = createAcceptor({
    db: db(),
    write: writeSendGroup,
    writeAtOnce,
    batchMs: 20,
    maxJobs: 100,
  });
  const settled = Promise.allSettled(jobs.map((job) => acceptor.submit(job)));
  return settled.finally(() => acceptor.close());
}

async function consumeEntriesOf(accountId: string) {
  return db()
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
    .orderBy(asc(ledgerEntries.id))
    .then((rows) => rows.filter((row) => row.type === 'CONSUME'));
}

async function expectBalanceEqualsLedger(accountId: string): Promise<void> {
  expect(await sumLedger(db(), accountId)).toBe(await balanceOf(db(), accountId));
}

describe.each(WRITERS)('the set-based group writer, %s', (_way, writeAtOnce) => {
  test('a send the balance no longer covers is refused in the middle; a later smaller one is accepted', async () => {
    const accountId = await accountWith(10_000_000n);
    const jobs = [
      sendJob(accountId, 4_000_000n),
      sendJob(accountId, 7_000_000n),
      sendJob(accountId, 5_000_000n),
    ];
    const results = await submitTogether(jobs, writeAtOnce);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(
      new SendRejection({ kind: 'insufficientBalance' }),
    );
    const balances = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.balance] : []));
    expect(balances).toEqual([formatMicros(6_000_000n), formatMicros(1_000_000n)]);

    expect(await balanceOf(db(), accountId)).toBe(1_000_000n);
    const consumed = await consumeEntriesOf(accountId);
    expect(consumed.map((e) => [e.productId, e.amountMicros, e.beforeMicros, e.afterMicros])).toEqual([
      [jobs[0]!.batch.id, -4_000_000n, 10_000_000n, 6_000_000n],
      [jobs[2]!.batch.id, -5_000_000n, 6_000_000n, 1_000_000n],
    ]);
    const batchRows = await db().select().from(batches).where(eq(batches.accountId, accountId));
    expect(batchRows.map((b) => b.id).sort()).toEqual([jobs[0]!.batch.id, jobs[2]!.batch.id].sort());
    const messageRows = await db().select().from(messages).where(eq(messages.accountId, accountId));
    expect(messageRows).toHaveLength(2);
    for (const row of messageRows) {
      const events = await db().select().from(messageEvents).where(eq(messageEvents.messageId, row.id));
      expect(events.map((e) => e.status)).toEqual(['queued']);
    }
    await expectBalanceEqualsLedger(accountId);
  });

  test('sends of several accounts and several recipients each are written together', async () => {
    const first = await accountWith(3_000_000n);
    const second = await accountWith(3_000_000n);
    const jobs = [
      sendJob(second, 1_000_000n, { recipients: 2 }),
      sendJob(first, 1_000_000n, { recipients: 3 }),
      sendJob(second, 1_000_000n, { recipients: 2 }),
    ];
    const results = await submitTogether(jobs, writeAtOnce);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(await balanceOf(db(), first)).toBe(0n);
    expect(await balanceOf(db(), second)).toBe(1_000_000n);
    const rows = await db().select().from(messages).where(eq(messages.batchId, jobs[1]!.batch.id));
    expect(rows.map((r) => r.id).sort()).toEqual([...jobs[1]!.messages.ids].sort());
    expect(rows.every((r) => r.costMicros === 1_000_000n && r.content === 'Hello')).toBe(true);
    await expectBalanceEqualsLedger(first);
    await expectBalanceEqualsLedger(second);
  });

  test('a personalised send keeps each message its own text beside a plain send of the same group', async () => {
    const first = await accountWith(10_000_000n);
    const second = await accountWith(10_000_000n);
    const plain = sendJob(first, 1_000_000n, { recipients: 2 });
    const personal = sendJob(second, 1_000_000n, { recipients: 3 });
    personal.messages.texts = [
      { text: 'Hi Ada', encoding: 'GSM-7', segments: 1 },
      null,
      { text: 'Hi 李', encoding: 'UCS-2', segments: 2 },
    ];
    const results = await submitTogether([plain, personal], writeAtOnce);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    const rowsOf = async (job: SendJob) =>
      (await db().select().from(messages).where(eq(messages.batchId, job.batch.id)))
        .sort((a, b) => job.messages.ids.indexOf(a.id) - job.messages.ids.indexOf(b.id))
        .map((r) => [r.content, r.encoding, r.segments]);
    expect(await rowsOf(plain)).toEqual([
      ['Hello', 'GSM-7', 1],
      ['Hello', 'GSM-7', 1],
    ]);
    expect(await rowsOf(personal)).toEqual([
      ['Hi Ada', 'GSM-7', 1],
      ['Hello', 'GSM-7', 1],
      ['Hi 李', 'UCS-2', 2],
    ]);
  });

  test('a daily cap counts the sends accepted earlier in the same group', async () => {
    const accountId = await accountWith(10_000_000n);
    const caps: DailyCap[] = [{ limit: 2, kind: 'dailyLimit' }];
    const results = await submitTogether(
      [
        sendJob(accountId, 1_000_000n, { caps }),
        sendJob(accountId, 1_000_000n, { caps }),
        sendJob(accountId, 1_000_000n, { caps }),
      ],
      writeAtOnce,
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const refusal = (results[2] as PromiseRejectedResult).reason as SendRejection;
    expect(refusal.reason.kind).toBe('dailyLimit');
    expect(await balanceOf(db(), accountId)).toBe(8_000_000n);
    await expectBalanceEqualsLedger(accountId);
  });

  test('a key another request recorded first: that send writes nothing, the group is rerun without it', async () => {
    const accountId = await accountWith(10_000_000n);
    await db()
      .insert(idempotencyKeys)
      .values({
        accountId,
        key: 'taken',
        requestHash: 'hash-other',
        response: JSON.stringify({ code: 0, msg: 'success', data: 'the winner' }),
        httpStatus: 200,
        createdAt: new Date(),
      });
    const jobs = [
      sendJob(accountId, 2_000_000n, { key: 'free' }),
      sendJob(accountId, 3_000_000n, { key: 'taken' }),
      sendJob(accountId, 1_000_000n),
    ];
    const results = await submitTogether(jobs, writeAtOnce);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(IdempotencyRaceError);
    // The winner's balance does not include the loser's debit.
    const answers = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(answers.map((a) => a.balance)).toEqual([formatMicros(8_000_000n), formatMicros(7_000_000n)]);
    expect(await balanceOf(db(), accountId)).toBe(7_000_000n);
    expect((await consumeEntriesOf(accountId)).map((e) => e.productId)).toEqual([
      jobs[0]!.batch.id,
      jobs[2]!.batch.id,
    ]);
    expect(await db().select().from(batches).where(eq(batches.id, jobs[1]!.batch.id))).toEqual([]);

    const records = await db()
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.accountId, accountId))
      .orderBy(asc(idempotencyKeys.key));
    expect(records.map((r) => [r.key, r.requestHash])).toEqual([
      ['free', 'hash-free'],
      ['taken', 'hash-other'],
    ]);
    // The stored answer is, byte for byte, what the client was told: a JSON string holding that text.
    const stored = await db().execute(
      sql`select response #>> '{}' as text from idempotency_keys where account_id = ${accountId} and key = 'free'`,
    );
    expect((stored as { rows: { text: string }[] }).rows[0]!.text).toBe(
      JSON.stringify({ code: 0, msg: 'success', data: answers[0] }),
    );
    await expectBalanceEqualsLedger(accountId);
  });

  test('two sends with one key in one group: the first is written, the second loses the race', async () => {
    const accountId = await accountWith(10_000_000n);
    const results = await submitTogether(
      [sendJob(accountId, 1_000_000n, { key: 'twice' }), sendJob(accountId, 1_000_000n, { key: 'twice' })],
      writeAtOnce,
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(IdempotencyRaceError);
    expect(await balanceOf(db(), accountId)).toBe(9_000_000n);
    await expectBalanceEqualsLedger(accountId);
  });

  test('a send that fails for an unexpected reason fails alone; the others are written one by one', async () => {
    const accountId = await accountWith(10_000_000n);
    const existing = sendJob(accountId, 1_000_000n);
    expect((await submitTogether([existing], writeAtOnce))[0]!.status).toBe('fulfilled');
    const jobs = [
      sendJob(accountId, 1_000_000n),
      // Its batch id is taken: the batches INSERT fails for the whole group.
      sendJob(accountId, 2_000_000n, { batchId: existing.batch.id }),
      sendJob(accountId, 3_000_000n),
    ];
    const results = await submitTogether(jobs, writeAtOnce);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await balanceOf(db(), accountId)).toBe(5_000_000n);
    const consumed = await consumeEntriesOf(accountId);
    expect(consumed.map((e) => [e.beforeMicros, e.afterMicros])).toEqual([
      [10_000_000n, 9_000_000n],
      [9_000_000n, 8_000_000n],
      [8_000_000n, 5_000_000n],
    ]);
    await expectBalanceEqualsLedger(accountId);
  });
});

/**
 * A database handle that records the statements run through it — `execute`, `insert`, `update`, `select` —
 * with where they ran: 'db' outside any transaction, 'tx' inside one (BEGIN and COMMIT are `transaction`). A
 * named statement counts as `execute`.
 */
function countingStatements(target: ReturnType<typeof db>) {
  const statements: string[] = [];
  const counted = <T extends object>(handle: T, where: string): T =>
    new Proxy(handle, {
      get(inner, name, receiver) {
        const value = Reflect.get(inner, name, receiver) as unknown;
        // A named statement (db/named-statement.ts) runs through the session's prepareQuery.
        if (name === '_') {
          const own = value as { session: object };
          return { ...own, session: counted(own.session, where) };
        }
        if (typeof value !== 'function') return value;
        if (name === 'transaction') {
          return (work: (tx: T) => Promise<unknown>) => {
            statements.push('transaction');
            return (value as (w: (tx: T) => Promise<unknown>) => Promise<unknown>).call(inner, (tx) =>
              work(counted(tx, 'tx')),
            );
          };
        }
        return (...args: unknown[]) => {
          if (['execute', 'insert', 'update', 'select'].includes(String(name))) {
            statements.push(`${where}.${String(name)}`);
          }
          if (name === 'prepareQuery') statements.push(`${where}.execute`);
          return (value as (...a: unknown[]) => unknown).apply(inner, args);
        };
      },
    });
  return { handle: counted(target, 'db'), statements };
}

describe('round trips of a group', () => {
  const fiftyKeyedSends = (accountId: string) =>
    Array.from({ length: 50 }, (_, i) => sendJob(accountId, 1_000_000n, { key: `k${i}` }));

  test('at once: the whole group is ONE statement, with no transaction of its own', async () => {
    const accountId = await accountWith(100_000_000n);
    const { handle, statements } = countingStatements(db());
    const acceptor = createAcceptor({
      db: handle,
      write: writeSendGroup,
      writeAtOnce: writeSendGroupAtOnce,
      batchMs: 20,
      maxJobs: 100,
    });
    const jobs = fiftyKeyedSends(accountId);
    const results = await Promise.all(jobs.map((job) => acceptor.submit(job)));
    await acceptor.close();
    expect(statements).toEqual(['db.execute']);
    // Each answer carries the balance its own debit left, and its stored answer is that text byte for byte.
    expect(results.map((r) => r.balance)).toEqual(
      jobs.map((_, i) => formatMicros(99_000_000n - BigInt(i) * 1_000_000n)),
    );
    const stored = await db().execute(
      sql`select key, response #>> '{}' as text from idempotency_keys where account_id = ${accountId}`,
    );
    const storedByKey = new Map(
      (stored as { rows: { key: string; text: string }[] }).rows.map((r) => [r.key, r.text]),
    );
    expect(jobs.map((job) => storedByKey.get(job.idempotency!.key))).toEqual(
      results.map((answer) => JSON.stringify({ code: 0, msg: 'success', data: answer })),
    );
    const consumed = await consumeEntriesOf(accountId);
    expect(consumed.map((e) => [e.productId, e.beforeMicros, e.afterMicros])).toEqual(
      jobs.map((job, i) => [
        job.batch.id,
        100_000_000n - BigInt(i) * 1_000_000n,
        99_000_000n - BigInt(i) * 1_000_000n,
      ]),
    );
    expect(await balanceOf(db(), accountId)).toBe(50_000_000n);
    await expectBalanceEqualsLedger(accountId);
  });

  test('at once: one statement text whatever the sizes and keys of the group, so a connection prepares it once', async () => {
    const accountId = await accountWith(100_000_000n);
    const other = await accountWith(100_000_000n);
    await submitTogether([sendJob(accountId, 1_000_000n)], writeSendGroupAtOnce);
    const texts = textsNamedUnder('send-group');
    expect(texts).toBeGreaterThan(0);
    await submitTogether(
      [
        sendJob(accountId, 1_000_000n, { recipients: 3, key: 'three' }),
        sendJob(other, 2_000_000n),
        sendJob(other, 1_000_000n, { recipients: 2 }),
      ],
      writeSendGroupAtOnce,
    );
    await submitTogether(fiftyKeyedSends(other), writeSendGroupAtOnce);
    expect(textsNamedUnder('send-group')).toBe(texts);
    expect(await balanceOf(db(), accountId)).toBe(96_000_000n);
    await expectBalanceEqualsLedger(other);
  });

  test('in a transaction: the same few statements whatever the size of the group', async () => {
    const accountId = await accountWith(100_000_000n);
    const { handle, statements } = countingStatements(db());
    const acceptor = createAcceptor({ db: handle, write: writeSendGroup, batchMs: 20, maxJobs: 100 });
    const results = await Promise.all(fiftyKeyedSends(accountId).map((job) => acceptor.submit(job)));
    await acceptor.close();
    expect(results).toHaveLength(50);
    // The balances locked and charged with their ledger entries in one statement; then idempotency records,
    // batches, messages and events in another.
    expect(statements).toEqual(['transaction', 'tx.execute', 'tx.execute']);
    expect(await balanceOf(db(), accountId)).toBe(50_000_000n);
    await expectBalanceEqualsLedger(accountId);
  });

  test('at once, a stale cache stamp: nothing of the statement is written; the transaction refuses that send', async () => {
    const accountId = await accountWith(10_000_000n);
    const { handle, statements } = countingStatements(db());
    const acceptor = createAcceptor({
      db: handle,
      write: writeSendGroup,
      writeAtOnce: writeSendGroupAtOnce,
      batchMs: 20,
      maxJobs: 100,
    });
    const [row] = await db()
      .select()
      .from(cacheGenerations)
      .where(eq(cacheGenerations.scope, accountScope(accountId)));
    const current = { scope: accountScope(accountId), generation: row?.generation ?? 0n };
    const jobs = [
      { ...sendJob(accountId, 1_000_000n, { key: 'fresh' }), stamps: [current] },
      { ...sendJob(accountId, 2_000_000n), stamps: [{ scope: PRICES_SCOPE, generation: 999_999n }] },
      { ...sendJob(accountId, 3_000_000n), stamps: [current] },
    ];
    const results = await Promise.allSettled(jobs.map((job) => acceptor.submit(job)));
    await acceptor.close();
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(StaleReadError);
    // The statement at once, aborted; then the transaction's stamp check, charge and insert.
    expect(statements).toEqual(['db.execute', 'transaction', 'tx.execute', 'tx.execute', 'tx.execute']);
    const consumed = await consumeEntriesOf(accountId);
    expect(consumed.map((e) => [e.productId, e.beforeMicros, e.afterMicros])).toEqual([
      [jobs[0]!.batch.id, 10_000_000n, 9_000_000n],
      [jobs[2]!.batch.id, 9_000_000n, 6_000_000n],
    ]);
    expect(await db().select().from(batches).where(eq(batches.accountId, accountId))).toHaveLength(2);
    expect(
      await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.accountId, accountId)),
    ).toHaveLength(1);
    await expectBalanceEqualsLedger(accountId);
  });
});

// PGlite runs one transaction at a time: overlapping groups only happen on PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)('groups of two processes at once (PostgreSQL)', () => {
  test.each(WRITERS)(
    'racing for balances that cover only some sends, %s: no overdraft, every ledger chain intact',
    async (_way, writeAtOnce) => {
      const accounts = [await accountWith(20_000_000n), await accountWith(35_000_000n)];
      const processes = [0, 1].map(() =>
        createAcceptor({
          db: db(),
          write: writeSendGroup,
          writeAtOnce,
          batchMs: 1,
          maxJobs: 7,
          maxInFlight: 3,
        }),
      );
      const jobs = Array.from({ length: 120 }, (_, i) => sendJob(accounts[i % 2]!, 1_000_000n));
      const results = await Promise.allSettled(jobs.map((job, i) => processes[i % 2]!.submit(job)));
      await Promise.all(processes.map((p) => p.close()));

      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20 + 35);
      for (const r of results) {
        if (r.status === 'rejected')
          expect(r.reason).toEqual(new SendRejection({ kind: 'insufficientBalance' }));
      }
      for (const accountId of accounts) {
        expect(await balanceOf(db(), accountId)).toBe(0n);
        await expectBalanceEqualsLedger(accountId);
        const consumed = await consumeEntriesOf(accountId);
        const befores = consumed.map((e) => e.beforeMicros).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
        // Each debit starts where another ended: no two saw the same balance.
        expect(new Set(befores).size).toBe(consumed.length);
        expect(
          consumed.every((e) => e.afterMicros === e.beforeMicros - 1_000_000n && e.afterMicros >= 0n),
        ).toBe(true);
      }
    },
  );
});
