/**
 * SMPP access for customers (issue 24), `BENCH_ONLY=smpp-in`: submit_sm accepted per second over 4
 * transceiver binds of one account, each keeping 100 submit_sm in flight (the server's default window), beside
 * the send API's rate for the same account in the same run and on the same server (ROLE=api, SMPP on its own
 * port). Every submit asks for a receipt (registered_delivery 1), as Kannel's do, so the receipt record is part
 * of the cost. Target: at least the send API's rate; the server's RSS within 300 MB. Afterwards the accepted
 * submits are checked to be stored with their debit (PostgreSQL).
 */
import smpp from 'smpp';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/database.js';
import { queryRows } from '../apps/server/src/db/sql-rows.js';
import { createSmppCredentialService } from '../apps/server/src/modules/smpp-access/index.js';
import { freePort } from './children.js';
import { runLoad } from './load.js';
import { progress } from './progress.js';
import { judge, peakRssFigure, type Figure } from './report.js';
import { benchNumber, type Sender } from './sender.js';
import { startServer, type DatabaseTarget } from './server.js';

const SCENARIO = 'SMPP in: submit_sm over 4 transceiver binds, window 100';
const BINDS = 4;
const WINDOW = 100;
const TEXT = Buffer.from('Your Beacon code is 042917', 'latin1');

export interface SmppInOptions {
  bundle: string;
  target: DatabaseTarget;
  /** The scratch database's handle for set-up and the durability check; null on PGlite (set up before start). */
  db: Database | null;
  sender: Sender;
  credential: { systemId: string; password: string };
  connections: number;
  seconds: number;
  variant: string;
}

/** An SMPP credential for the bench's sending account, made by the service the console uses. */
export async function prepareSmppCredential(db: Database, accountId: string) {
  const created = await createSmppCredentialService({ db, clock: () => new Date() }).create(accountId, null);
  return { systemId: created.systemId, password: created.password };
}

function bind(port: number, credential: { systemId: string; password: string }): Promise<smpp.Session> {
  return new Promise((resolve, reject) => {
    const session = smpp.connect({ host: '127.0.0.1', port }, () => {
      session.socket.setNoDelay(true);
      session.send(
        new smpp.PDU('bind_transceiver', { system_id: credential.systemId, password: credential.password }),
        (pdu) =>
          pdu.command_status === 0
            ? resolve(session)
            : reject(new Error(`bind refused: ${pdu.command_status}`)),
      );
    });
    session.once('error', reject);
  });
}

interface SubmitCounts {
  accepted: number;
  refused: number;
}

/** Keeps `WINDOW` submit_sm in flight on each session for `seconds`; counts the answers that came in time. */
async function submitFor(
  sessions: smpp.Session[],
  seconds: number,
  firstSequence: number,
): Promise<SubmitCounts> {
  const counts: SubmitCounts = { accepted: 0, refused: 0 };
  const deadline = performance.now() + seconds * 1_000;
  let sequence = firstSequence;
  await Promise.all(
    sessions.map(
      (session) =>
        new Promise<void>((resolve) => {
          let inFlight = 0;
          const next = () => {
            while (performance.now() < deadline && inFlight < WINDOW) {
              inFlight += 1;
              const pdu = new smpp.PDU('submit_sm', {
                source_addr_ton: 5,
                source_addr: 'Beacon',
                dest_addr_ton: 1,
                dest_addr_npi: 1,
                destination_addr: benchNumber(sequence++).slice(1),
                registered_delivery: 1,
                data_coding: 0,
                short_message: TEXT,
              });
              session.send(pdu, (response) => {
                inFlight -= 1;
                if (performance.now() <= deadline) {
                  if (response.command_status === 0) counts.accepted += 1;
                  else counts.refused += 1;
                }
                if (performance.now() < deadline) next();
                else if (inFlight === 0) resolve();
              });
            }
          };
          next();
        }),
    ),
  );
  return counts;
}

async function storedMessages(db: Database, accountId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from messages where account_id = ${accountId} and source = 'smpp'`,
  );
  return row!.n;
}

export async function benchSmppIn(options: SmppInOptions): Promise<Figure[]> {
  const smppPort = await freePort();
  const server = await startServer(
    options.bundle,
    `server (api + SMPP${options.variant})`,
    options.target,
    'api',
    {
      SMPP_SERVER_PORT: String(smppPort),
    },
  );
  try {
    const api = await runLoad({
      label: `send API${options.variant} (same run)`,
      url: `${server.baseUrl}/api/v1/sms/send`,
      connections: options.connections,
      seconds: options.seconds,
      headers: options.sender.headers,
      body: (sequence) =>
        JSON.stringify({
          type: 'otp',
          to: benchNumber(sequence),
          content: 'Your Beacon code is 042917',
          from: 'Beacon',
        }),
    });
    const apiPeakRss = server.child.rss.peakMb;

    const sessions = await Promise.all(
      Array.from({ length: BINDS }, () => bind(smppPort, options.credential)),
    );
    try {
      const warmup = Math.max(2, Math.round(options.seconds / 5));
      progress('smpp in', `warm-up ${warmup} s over ${BINDS} binds, window ${WINDOW}`);
      const warm = await submitFor(sessions, warmup, 5_000_000);
      const before = options.db ? await storedMessages(options.db, options.sender.accountId) : null;
      server.child.rss.reset();
      progress('smpp in', `measuring ${options.seconds} s`);
      const measured = await submitFor(sessions, options.seconds, 6_000_000);
      const peakRssMb = server.child.rss.peakMb;
      const perSecond = measured.accepted / options.seconds;
      progress(
        'smpp in',
        `${Math.round(perSecond)} accepted/s, ${measured.refused} refused (warm-up ${warm.accepted})`,
      );
      let note = `${measured.accepted} accepted, ${measured.refused} refused in ${options.seconds} s`;
      let durable = true;
      if (options.db && before !== null) {
        const stored = (await storedMessages(options.db, options.sender.accountId)) - before;
        durable = stored >= measured.accepted;
        note += `; ${stored} messages stored${durable ? '' : ' — NOT DURABLE'}`;
      }
      return [
        judge({
          scenario: SCENARIO + options.variant,
          figure: 'submit_sm accepted/s',
          unit: '/s',
          value: perSecond,
          baseline: {
            label: `send API, ${options.connections} connections, same run`,
            value: api.okPerSecond,
            unit: '/s',
          },
          ratioTarget: { op: '>=', value: 1 },
          note,
          ...(durable && measured.refused === 0 ? {} : { status: 'failed' as const }),
        }),
        peakRssFigure(SCENARIO + options.variant, 'server peak RSS under SMPP load', peakRssMb),
        peakRssFigure(
          SCENARIO + options.variant,
          'server peak RSS under the send API load',
          apiPeakRss === null ? null : Math.round(apiPeakRss),
        ),
      ];
    } finally {
      for (const session of sessions) session.destroy();
    }
  } finally {
    await server.stop();
  }
}
