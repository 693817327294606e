import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../db/database.js';
import { organisations } from '../../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { createAcceptor } from './acceptor.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

/** A write the test can see afterwards: an organisation named after the job. */
const write = (name: string) => async (tx: Database) => {
  await tx.insert(organisations).values({ name });
  return name;
};

async function exists(name: string): Promise<boolean> {
  const rows = await database.db.select().from(organisations).where(eq(organisations.name, name));
  return rows.length > 0;
}

describe('the acceptor', () => {
  test('commits concurrent jobs together; a failing job rolls back alone', async () => {
    const acceptor = createAcceptor({ db: database.db, batchMs: 5, maxJobs: 100 });
    const results = await Promise.allSettled([
      acceptor.submit('AC1', 1, write('job-a')),
      acceptor.submit('AC2', 1, async (tx) => {
        await write('job-b')(tx);
        throw new Error('refused after writing');
      }),
      acceptor.submit('AC0', 1, write('job-c')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('refused after writing'));
    expect([await exists('job-a'), await exists('job-b'), await exists('job-c')]).toEqual([
      true,
      false,
      true,
    ]);
    await acceptor.close();
  });

  test('resolves a job only once its transaction committed', async () => {
    const acceptor = createAcceptor({ db: database.db, batchMs: 0, maxJobs: 1 });
    const name = await acceptor.submit('AC1', 1, write('job-d'));
    expect(await exists(name)).toBe(true);
    await acceptor.close();
  });

  test('takes at most maxJobs per transaction and runs the rest right after', async () => {
    const acceptor = createAcceptor({ db: database.db, batchMs: 50, maxJobs: 3 });
    const names = Array.from({ length: 7 }, (_, i) => `bulk-${i}`);
    expect(await Promise.all(names.map((n) => acceptor.submit('AC1', 1, write(n))))).toEqual(names);
    for (const n of names) expect(await exists(n)).toBe(true);
    await acceptor.close();
  });

  test('close commits what is queued and refuses new work', async () => {
    const acceptor = createAcceptor({ db: database.db, batchMs: 1_000, maxJobs: 100 });
    const pending = acceptor.submit('AC1', 1, write('job-e'));
    await acceptor.close();
    expect(await pending).toBe('job-e');
    await expect(acceptor.submit('AC1', 1, write('job-f'))).rejects.toThrow('shutting down');
    expect(await exists('job-f')).toBe(false);
  });
});
