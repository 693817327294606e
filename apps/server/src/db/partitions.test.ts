import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { ensureMessagePartitions, messagePartitionName } from './partitions.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

async function partitionOf(createdAt: string): Promise<string> {
  const id = `SMTEST${createdAt}`;
  await database.db.execute(sql`
    insert into messages (id, created_at, direction, source, type, from_addr, to_addr, content, encoding,
      segments, status, due_at, updated_at)
    values (${id}, ${createdAt}, 'out', 'system', 1, 'Beacon', '+14155550100', 'x', 'GSM-7', 1, 'queued',
      ${createdAt}, ${createdAt})`);
  const rows = await database.db
    .select({ table: sql<string>`tableoid::regclass::text` })
    .from(sql`messages`)
    .where(sql`id = ${id}`);
  return rows[0]!.table;
}

describe('message partitions', () => {
  test('names a partition after the month it covers', () => {
    expect(messagePartitionName(new Date('2026-01-01T00:00:00Z'))).toBe('messages_y2026m01');
  });

  test('creates this month and the next two once, across a year end', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(await ensureMessagePartitions(database.db, now)).toEqual([
      'messages_y2026m11',
      'messages_y2026m12',
      'messages_y2027m01',
    ]);
    expect(await ensureMessagePartitions(database.db, now)).toEqual([]);
  });

  test('a message lands in the partition of its creation month, anything else in the default', async () => {
    await ensureMessagePartitions(database.db, new Date('2026-11-22T10:00:00Z'));
    expect(await partitionOf('2026-12-31T23:59:59.999Z')).toBe('messages_y2026m12');
    expect(await partitionOf('2027-01-01T00:00:00Z')).toBe('messages_y2027m01');
    expect(await partitionOf('2030-06-01T00:00:00Z')).toBe('messages_default');
  });
});
