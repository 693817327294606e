import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../db/database.js';
import { organisations } from '../../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { createAcceptor, RerunWithout, type AcceptorJob, type JobOutcome } from './acceptor.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

interface TestJob extends AcceptorJob {
  name: string;
  /** Fails the writer's call that holds it, after writing. */
  fails?: boolean;
  /** Asks for a rerun without it, after writing. */
  loses?: boolean;
}

const job = (name: string, accountId = 'AC1', extra: Partial<TestJob> = {}): TestJob => ({
  accountId,
  messageCount: 1,
  name,
  ...extra,
});

/**
 * A set-based writer the test can see afterwards: one multi-row INSERT of an organisation per job, whatever
 * the group's size, then the failures the jobs ask for.
 */
function recordingWriter() {
  const calls: string[][] = [];
  async function write(tx: Database, jobs: TestJob[]): Promise<JobOutcome<string>[]> {
    calls.push(jobs.map((j) => j.name));
    await tx.insert(organisations).values(jobs.map((j) => ({ name: j.name })));
    if (jobs.some((j) => j.fails)) throw new Error('refused after writing');
    const losers = jobs.filter((j) => j.loses);
    if (losers.length > 0)
      throw new RerunWithout(new Map(losers.map((j) => [j, new Error(`lost ${j.name}`)])));
    return jobs.map((j) => ({ ok: true, value: j.name }));
  }
  return { calls, write };
}

async function exists(name: string): Promise<boolean> {
  const rows = await database.db.select().from(organisations).where(eq(organisations.name, name));
  return rows.length > 0;
}

describe('the acceptor', () => {
  test('writes concurrent jobs together in account order, in one writer call', async () => {
    const writer = recordingWriter();
    const acceptor = createAcceptor({ db: database.db, write: writer.write, batchMs: 5, maxJobs: 100 });
    const results = await Promise.all([
      acceptor.submit(job('order-a', 'AC2')),
      acceptor.submit(job('order-b', 'AC1')),
      acceptor.submit(job('order-c', 'AC2')),
    ]);
    expect(results).toEqual(['order-a', 'order-b', 'order-c']);
    expect(writer.calls).toEqual([['order-b', 'order-a', 'order-c']]);
    await acceptor.close();
  });

  test('commits concurrent jobs together; a failing job rolls back alone', async () => {
    const writer = recordingWriter();
    const acceptor = createAcceptor({ db: database.db, write: writer.write, batchMs: 5, maxJobs: 100 });
    const results = await Promise.allSettled([
      acceptor.submit(job('job-a', 'AC1')),
      acceptor.submit(job('job-b', 'AC2', { fails: true })),
      acceptor.submit(job('job-c', 'AC0')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('refused after writing'));
    expect([await exists('job-a'), await exists('job-b'), await exists('job-c')]).toEqual([
      true,
      false,
      true,
    ]);
    // The group failed as a whole, then each job ran alone (in its savepoint).
    expect(writer.calls).toEqual([['job-c', 'job-a', 'job-b'], ['job-c'], ['job-a'], ['job-b']]);
    await acceptor.close();
  });

  test('a job the writer refuses with RerunWithout writes nothing; the group is rerun without it', async () => {
    const writer = recordingWriter();
    const acceptor = createAcceptor({ db: database.db, write: writer.write, batchMs: 5, maxJobs: 100 });
    const results = await Promise.allSettled([
      acceptor.submit(job('rerun-a')),
      acceptor.submit(job('rerun-b', 'AC1', { loses: true })),
      acceptor.submit(job('rerun-c')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('lost rerun-b'));
    expect([await exists('rerun-a'), await exists('rerun-b'), await exists('rerun-c')]).toEqual([
      true,
      false,
      true,
    ]);
    expect(writer.calls).toEqual([
      ['rerun-a', 'rerun-b', 'rerun-c'],
      ['rerun-a', 'rerun-c'],
    ]);
    await acceptor.close();
  });

  test('resolves a job only once its transaction committed', async () => {
    const writer = recordingWriter();
    const acceptor = createAcceptor({ db: database.db, write: writer.write, batchMs: 0, maxJobs: 1 });
    const name = await acceptor.submit(job('job-d'));
    expect(await exists(name)).toBe(true);
    await acceptor.close();
  });

  test('takes at most maxJobs per transaction and runs the rest right after', async () => {
    const writer = recordingWriter();
    const acceptor = createAcceptor({ db: database.db, write: writer.write, batchMs: 50, maxJobs: 3 });
    const names = Array.from({ length: 7 }, (_, i) => `bulk-${i}`);
    expect(await Promise.all(names.map((n) => acceptor.submit(job(n))))).toEqual(names);
    for (const n of names) expect(await exists(n)).toBe(true);
    expect(writer.calls.map((call) => call.length)).toEqual([3, 3, 1]);
    await acceptor.close();
  });

  test('retries the group after a deadlock', async () => {
    let calls = 0;
    const acceptor = createAcceptor<TestJob, string>({
      db: database.db,
      batchMs: 0,
      maxJobs: 10,
      async write(tx, jobs) {
        calls += 1;
        await tx.insert(organisations).values(jobs.map((j) => ({ name: `${j.name}-${calls}` })));
        if (calls === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
        return jobs.map((j) => ({ ok: true, value: j.name }));
      },
    });
    expect(await acceptor.submit(job('retry'))).toBe('retry');
    expect([await exists('retry-1'), await exists('retry-2')]).toEqual([false, true]);
    await acceptor.close();
  });

  test('runs up to maxInFlight groups at once, never two holding the same account', async () => {
    const calls: string[][] = [];
    const gates: (() => void)[] = [];
    let running = 0;
    let mostRunning = 0;
    // A stand-in database: this test is about scheduling, and PGlite runs one transaction at a time.
    const fakeDb = {
      transaction: (work: (tx: unknown) => Promise<unknown>) => work({}),
    } as unknown as Database;
    const acceptor = createAcceptor<TestJob, string>({
      db: fakeDb,
      batchMs: 0,
      maxJobs: 10,
      maxInFlight: 2,
      async write(_tx, jobs) {
        calls.push(jobs.map((j) => j.name));
        running += 1;
        mostRunning = Math.max(mostRunning, running);
        await new Promise<void>((resolve) => gates.push(resolve));
        running -= 1;
        return jobs.map((j) => ({ ok: true, value: j.name }));
      },
    });
    const first = acceptor.submit(job('A1', 'ACA'));
    const second = acceptor.submit(job('A2', 'ACA'));
    const other = acceptor.submit(job('B1', 'ACB'));
    await new Promise((resolve) => setImmediate(resolve));
    // A2 waits for A1's group (same account); B1 runs beside it.
    expect(calls).toEqual([['A1'], ['B1']]);
    gates.shift()!();
    expect(await first).toBe('A1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual([['A1'], ['B1'], ['A2']]);
    while (gates.length > 0) gates.shift()!();
    expect(await Promise.all([second, other])).toEqual(['A2', 'B1']);
    expect(mostRunning).toBe(2);
    await acceptor.close();
  });

  test('with largeGroupMessages, small groups run one at a time and a large one beside them', async () => {
    const calls: string[][] = [];
    const gates = new Map<string, () => void>();
    const fakeDb = {
      transaction: (work: (tx: unknown) => Promise<unknown>) => work({}),
    } as unknown as Database;
    const acceptor = createAcceptor<TestJob, string>({
      db: fakeDb,
      batchMs: 0,
      maxJobs: 10,
      maxInFlight: 3,
      largeGroupMessages: 100,
      async write(_tx, jobs) {
        calls.push(jobs.map((j) => j.name));
        await new Promise<void>((resolve) => gates.set(jobs[0]!.name, resolve));
        return jobs.map((j) => ({ ok: true, value: j.name }));
      },
    });
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    const a = acceptor.submit(job('A1', 'ACA'));
    const b = acceptor.submit(job('B1', 'ACB'));
    const c = acceptor.submit(job('C1', 'ACC'));
    await tick();
    // B1 and C1 wait for the small group running and then go together.
    expect(calls).toEqual([['A1']]);
    const large = acceptor.submit(job('L1', 'ACL', { messageCount: 500 }));
    await tick();
    // The waiting small sends ride along with the large one, beside A1.
    expect(calls).toEqual([['A1'], ['B1', 'C1', 'L1']]);
    const d = acceptor.submit(job('D1', 'ACD'));
    await tick();
    expect(calls).toHaveLength(2);
    gates.get('A1')!();
    expect(await a).toBe('A1');
    await tick();
    expect(calls).toEqual([['A1'], ['B1', 'C1', 'L1'], ['D1']]);
    gates.get('B1')!();
    gates.get('D1')!();
    expect(await Promise.all([b, c, large, d])).toEqual(['B1', 'C1', 'L1', 'D1']);
    await acceptor.close();
  });

  test('close commits what is queued and refuses new work', async () => {
    const writer = recordingWriter();
    const acceptor = createAcceptor({ db: database.db, write: writer.write, batchMs: 1_000, maxJobs: 100 });
    const pending = acceptor.submit(job('job-e'));
    await acceptor.close();
    expect(await pending).toBe('job-e');
    await expect(acceptor.submit(job('job-f'))).rejects.toThrow('shutting down');
    expect(await exists('job-f')).toBe(false);
  });
});
