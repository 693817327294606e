/**
 * The Verify API (issue 23), `BENCH_ONLY=verify`: start + check pairs per second at `connections` concurrent
 * clients (each start to its own number, each check with the right code), beside the send API's
 * one-recipient rate in the same run on the same server. Targets: pairs/s at least 0.8 × the send rate; p99
 * of check at most 20 ms.
 *
 * The client learns each code as a handset would not: from the message's sealed text in the database (the
 * bench sets COOKIE_SECRET, so it can open it), read between the start and the check, outside both calls'
 * times but inside the pair rate; the reads of the clients waiting at one moment share one indexed statement
 * (its time is in the note as "the client's code read"). On PGlite the database lives inside the server, so there the
 * checks carry a wrong code (the same row lock, hash and update; no approval) and the figure says so.
 *
 * The Verify account keeps the fraud guard's default settings, so its check and counting are in the figures
 * (every verification is approved: the guard never trips); the send API's account has +1 allow-listed
 * (sender.ts).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/database.js';
import { queryRows } from '../apps/server/src/db/sql-rows.js';
import { createSealedTextBox } from '../apps/server/src/lib/sealed-text.js';
import { runLoad } from './load.js';
import { percentile, progress } from './progress.js';
import { judge, peakRssFigure, type Figure } from './report.js';
import { benchNumber, type Sender } from './sender.js';
import { startServer, type DatabaseTarget } from './server.js';

const SCENARIO = 'Verify API: start + check pairs';

export interface VerifyBenchOptions {
  bundle: string;
  target: DatabaseTarget;
  /** The scratch database (PostgreSQL): where the client reads the sealed text; null on PGlite. */
  db: Database | null;
  /** The send API's account (fraud guard allow-listed) and the Verify account (default settings). */
  sender: Sender;
  verifier: Sender;
  connections: number;
  seconds: number;
  variant: string;
}

interface PairCounts {
  pairs: number;
  failed: number;
  checkMs: number[];
  startMs: number[];
  /** The client's read of the code between the calls (outside both calls' times, inside the pair rate). */
  readMs: number[];
}

/**
 * A POST over a keep-alive agent: node:http rather than fetch, whose per-request cost on the client's side
 * (sharing the server's two cores) took a third of a core at a few hundred requests per second.
 */
function post(agent: http.Agent, url: string, headers: Record<string, string>, body: unknown) {
  const payload = JSON.stringify(body);
  return new Promise<{ status: number; body: { code: number; data: unknown } }>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve({
              status: response.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code: number; data: unknown },
            });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

export async function benchVerify(options: VerifyBenchOptions): Promise<Figure[]> {
  const cookieSecret = randomBytes(32).toString('base64url');
  const box = createSealedTextBox(cookieSecret);
  const server = await startServer(options.bundle, `server (api${options.variant})`, options.target, 'api', {
    COOKIE_SECRET: cookieSecret,
  });
  try {
    const api = await runLoad({
      label: `send API${options.variant} (same run)`,
      url: `${server.baseUrl}/api/v1/sms/send`,
      connections: options.connections,
      seconds: options.seconds,
      headers: options.sender.headers,
      body: (sequence) =>
        JSON.stringify({ type: 'otp', to: benchNumber(sequence), content: 'Your Beacon code is 042917' }),
    });

    let sequence = 3_000_000;
    /**
     * The code from the message's sealed text. The reads of the clients waiting in one tick go in one
     * statement: each client reads its own message as before, without a statement of its own per pair
     * loading the shared database (a handset's SMS costs the server nothing).
     */
    type Waiter = { resolve(code: string): void; reject(error: unknown): void };
    let waiting = new Map<string, Waiter[]>();
    const readWaiting = async () => {
      const batch = waiting;
      waiting = new Map();
      try {
        const rows = await queryRows<{ id: string; sealed: string | null }>(
          options.db!,
          sql`select id, content_sealed as sealed from messages where id = any(${sql.param([...batch.keys()])}::text[])`,
        );
        const sealedOf = new Map(rows.map((row) => [row.id, row.sealed]));
        for (const [id, waiters] of batch) {
          const code = /(\d{6})/.exec(box.open(sealedOf.get(id) ?? '') ?? '')?.[1] ?? '';
          for (const waiter of waiters) waiter.resolve(code);
        }
      } catch (error) {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      }
    };
    const codeOf = (messageId: string): Promise<string> => {
      if (!options.db) return Promise.resolve('00000000');
      return new Promise((resolve, reject) => {
        if (waiting.size === 0) setImmediate(() => void readWaiting());
        waiting.set(messageId, [...(waiting.get(messageId) ?? []), { resolve, reject }]);
      });
    };
    const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
    const pairsFor = async (seconds: number): Promise<PairCounts> => {
      const counts: PairCounts = { pairs: 0, failed: 0, checkMs: [], startMs: [], readMs: [] };
      const deadline = performance.now() + seconds * 1_000;
      await Promise.all(
        Array.from({ length: options.connections }, async () => {
          while (performance.now() < deadline) {
            const to = benchNumber(sequence++);
            const t0 = performance.now();
            const started = await post(
              agent,
              `${server.baseUrl}/api/v1/verify/start`,
              options.verifier.headers,
              {
                to,
              },
            );
            const t1 = performance.now();
            const data = started.body.data as { verificationId: string; messageId: string } | null;
            if (started.status !== 200 || !data) {
              counts.failed += 1;
              continue;
            }
            const code = await codeOf(data.messageId);
            const t2 = performance.now();
            const checked = await post(
              agent,
              `${server.baseUrl}/api/v1/verify/check`,
              options.verifier.headers,
              {
                verificationId: data.verificationId,
                code,
              },
            );
            const t3 = performance.now();
            const status = (checked.body.data as { status?: string } | null)?.status;
            const expected = options.db ? 'approved' : 'pending';
            if (t3 > deadline) break;
            if (checked.status === 200 && status === expected) {
              counts.pairs += 1;
              counts.startMs.push(t1 - t0);
              counts.checkMs.push(t3 - t2);
              counts.readMs.push(t2 - t1);
            } else counts.failed += 1;
          }
        }),
      );
      return counts;
    };

    const warmup = Math.max(2, Math.round(options.seconds / 5));
    progress('verify', `warm-up ${warmup} s at ${options.connections} clients`);
    await pairsFor(warmup);
    server.child.rss.reset();
    progress('verify', `measuring ${options.seconds} s`);
    const measured = await pairsFor(options.seconds);
    agent.destroy();
    const perSecond = measured.pairs / options.seconds;
    const checks = [...measured.checkMs].sort((a, b) => a - b);
    const starts = [...measured.startMs].sort((a, b) => a - b);
    const reads = [...measured.readMs].sort((a, b) => a - b);
    const checkP99 = Math.round(percentile(checks, 99) * 10) / 10;
    progress(
      'verify',
      `${Math.round(perSecond)} pairs/s, check p99 ${checkP99} ms, start p99 ${Math.round(percentile(starts, 99))} ms` +
        (measured.failed ? `, ${measured.failed} failed` : ''),
    );
    const how = options.db ? 'right code, approved' : 'wrong code (PGlite: the code cannot be read)';
    const note = `${measured.pairs} pairs in ${options.seconds} s (${how}), ${measured.failed} failed; start p50 ${Math.round(percentile(starts, 50))} ms, p99 ${Math.round(percentile(starts, 99))} ms; check p50 ${Math.round(percentile(checks, 50))} ms; the client's code read p50 ${Math.round(percentile(reads, 50))} ms`;
    return [
      judge({
        scenario: SCENARIO + options.variant,
        figure: `start + check pairs/s, ${options.connections} clients`,
        unit: '/s',
        value: Math.round(perSecond),
        baseline: {
          label: `send API, 1 recipient/call, ${options.connections} connections, same run`,
          value: api.okPerSecond,
          unit: '/s',
        },
        ratioTarget: { op: '>=', value: 0.8 },
        note,
        ...(measured.failed === 0 ? {} : { status: 'failed' as const }),
      }),
      judge({
        scenario: SCENARIO + options.variant,
        figure: 'check p99',
        unit: 'ms',
        value: checkP99,
        target: { op: '<=', value: 20 },
      }),
      peakRssFigure(
        SCENARIO + options.variant,
        'server peak RSS under Verify load',
        server.child.rss.peakMb === null ? null : Math.round(server.child.rss.peakMb),
      ),
    ];
  } finally {
    await server.stop();
  }
}
