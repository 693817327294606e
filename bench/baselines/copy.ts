/**
 * Baseline of the 10,000-recipient call: COPY of 10,000 message rows (pg-copy-streams, text format) in one
 * transaction into a table made LIKE `messages` with its defaults and indexes — the database's floor for
 * storing that many rows. Times are per COPY, begin to commit, after one warm-up.
 */
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { newMessageId } from '../../apps/server/src/lib/ids.js';
import { benchNumber } from '../sender.js';

export const COPY_BASELINE_LABEL = 'COPY of 10,000 rows (pg-copy-streams)';

function rowsText(count: number, offset: number): string {
  const now = new Date();
  const at = now.toISOString();
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    lines.push(
      [
        newMessageId(now),
        at,
        'ACbaseline',
        'BTbaseline',
        'out',
        'api',
        '2',
        'Beacon',
        benchNumber(offset + i),
        'US',
        'Spring sale: 20% off everything until Sunday with code SPRING20. Reply STOP to opt out.',
        'GSM-7',
        '1',
        '10000',
        'USD',
        'queued',
        at,
        at,
      ].join('\t'),
    );
  }
  return `${lines.join('\n')}\n`;
}

const COLUMNS =
  'id, created_at, account_id, batch_id, direction, source, type, from_addr, to_addr, country, content, ' +
  'encoding, segments, cost_micros, currency, status, due_at, updated_at';

export async function measureCopy(databaseUrl: string, runs: number, count: number): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      'create table baseline_copy_messages (like messages including defaults including indexes)',
    );
    const times: number[] = [];
    for (let run = 0; run <= runs; run++) {
      const text = rowsText(count, run * count);
      const started = performance.now();
      await client.query('begin');
      await pipeline(
        Readable.from([text]),
        client.query(copyFrom(`copy baseline_copy_messages (${COLUMNS}) from stdin`)),
      );
      await client.query('commit');
      if (run > 0) times.push(performance.now() - started);
    }
    return times;
  } finally {
    await client.end();
  }
}
