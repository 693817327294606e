import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { openDatabase } from './client.js';
import { DEFAULT_PGLITE_MEMORY } from './pglite-memory.js';
import { queryRows } from './sql-rows.js';
import { useTempDirs } from '../testing/temp-dirs.js';

// A new data directory runs initdb and every migration; a loaded machine makes that slow.
const tempDir = useTempDirs('beacon-pglite-memory');

const MEMORY_SETTINGS = [
  'shared_buffers',
  'work_mem',
  'maintenance_work_mem',
  'wal_buffers',
  'temp_buffers',
] as const;

/** Each setting in MB, as the running database reports it (units of 8 kB or 1 kB). */
async function settingsOf(options: Parameters<typeof openDatabase>[0]): Promise<Record<string, number>> {
  const handle = await openDatabase(options);
  try {
    const rows = await queryRows<{ name: string; mb: number }>(
      handle.db,
      sql`select name,
            (setting::bigint * pg_size_bytes(case when unit ~ '^[0-9]' then unit else '1' || unit end)
              / 1048576)::int as mb
          from pg_settings where name in (${sql.join(
            MEMORY_SETTINGS.map((name) => sql`${name}`),
            sql`, `,
          )})`,
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.mb]));
  } finally {
    await handle.close();
  }
}

describe('the embedded database memory settings', () => {
  test('are the defaults when none are given (not initdb 128 MB of shared buffers), else the given ones, on every start', async () => {
    const dataDir = tempDir();
    expect(DEFAULT_PGLITE_MEMORY.sharedBuffersMb).toBeLessThan(128);
    expect(await settingsOf({ dataDir })).toEqual({
      shared_buffers: DEFAULT_PGLITE_MEMORY.sharedBuffersMb,
      work_mem: DEFAULT_PGLITE_MEMORY.workMemMb,
      maintenance_work_mem: DEFAULT_PGLITE_MEMORY.maintenanceWorkMemMb,
      wal_buffers: DEFAULT_PGLITE_MEMORY.walBuffersMb,
      temp_buffers: DEFAULT_PGLITE_MEMORY.tempBuffersMb,
    });
    expect(
      await settingsOf({
        dataDir,
        pgliteMemory: {
          sharedBuffersMb: 32,
          workMemMb: 2,
          maintenanceWorkMemMb: 16,
          walBuffersMb: 2,
          tempBuffersMb: 4,
        },
      }),
    ).toEqual({
      shared_buffers: 32,
      work_mem: 2,
      maintenance_work_mem: 16,
      wal_buffers: 2,
      temp_buffers: 4,
    });
  });
});
