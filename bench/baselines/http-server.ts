/**
 * Baseline servers of the send-API scenario, run as their own process like the real server:
 *   answer — a bare Fastify route that only answers (the ceiling of Fastify + loopback HTTP here);
 *   insert — the same route validating the same body with the shared schema (E.164, message analysis) and
 *            doing one INSERT per request, each its own transaction, into PostgreSQL
 *            (BENCH_BASELINE_DATABASE_URL, a pool of 10 like the server's) or PGlite (BENCH_BASELINE_PGLITE_DIR).
 * Prints {"port": …} once listening.
 */
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { ZSendApiRequestSchema, analyzeMessage, isPhoneProblem, parseE164 } from '@beacon/shared';
import { newMessageId } from '../../apps/server/src/lib/ids.js';

const CREATE_TABLE = `create table if not exists baseline_sends (
  id text primary key, created_at timestamptz not null, account_id text not null, to_addr text not null,
  country text, content text not null, encoding text not null, segments int not null, status text not null)`;
const INSERT = `insert into baseline_sends (id, created_at, account_id, to_addr, country, content, encoding, segments, status)
  values ($1, $2, $3, $4, $5, $6, $7, $8, 'queued')`;

type Query = (text: string, params: unknown[]) => Promise<unknown>;

async function openQuery(): Promise<Query | null> {
  const url = process.env.BENCH_BASELINE_DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url });
    await pool.query(CREATE_TABLE);
    return (text, params) => pool.query(text, params);
  }
  const dir = process.env.BENCH_BASELINE_PGLITE_DIR;
  if (dir) {
    const lite = new PGlite(dir);
    await lite.exec(CREATE_TABLE);
    return (text, params) => lite.query(text, params);
  }
  return null;
}

const OK = JSON.stringify({ code: 0, msg: 'success', data: null });

async function main(): Promise<void> {
  const mode = process.argv[2];
  if (mode !== 'answer' && mode !== 'insert') throw new Error('usage: http-server.ts answer|insert');
  const query = mode === 'insert' ? await openQuery() : null;
  if (mode === 'insert' && !query) throw new Error('insert needs BENCH_BASELINE_DATABASE_URL or _PGLITE_DIR');
  const app = Fastify({ logger: false, bodyLimit: 1_048_576 });

  app.post('/api/v1/sms/send', async (request, reply) => {
    reply.type('application/json; charset=utf-8');
    if (!query) return OK;
    const parsed = ZSendApiRequestSchema.safeParse(request.body);
    if (!parsed.success || parsed.data.content === undefined || typeof parsed.data.to !== 'string') {
      return reply.code(400).send(JSON.stringify({ code: 1006, msg: 'bad body', data: null }));
    }
    const phone = parseE164(parsed.data.to);
    if (isPhoneProblem(phone))
      return reply.code(400).send(JSON.stringify({ code: 1009, msg: 'bad number', data: null }));
    const analysis = analyzeMessage(parsed.data.content);
    const now = new Date();
    const id = newMessageId(now);
    await query(INSERT, [
      id,
      now,
      String(request.headers['x-account-id'] ?? ''),
      phone.e164,
      phone.country,
      parsed.data.content,
      analysis.encoding,
      analysis.segments,
    ]);
    return JSON.stringify({ code: 0, msg: 'success', data: { messageId: id } });
  });

  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
  process.on('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
