/**
 * Kannel, the open-source SMS gateway many customers already run, as the customer's SMPP client (issue 24):
 * Debian's `bearerbox` binds to our SMPP server with an SMPP credential made by `npm run ops -- smpp:create`,
 * messages go in through its `smsbox` sendsms HTTP interface, reach the SMSC (our simulator, in this test
 * process so it outlives the server like a real carrier), and their delivery reports come back into Kannel,
 * which calls each message's dlr-url here. Then the server is SIGKILLed while reports are on their way and
 * restarted on the same database: every report still arrives. PostgreSQL when TEST_DATABASE_URL is set, else
 * PGlite. `.ci/run` installs Kannel when it is missing.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { SmscSimulator, type ReceivedMessage } from '../carriers/index.js';
import { FAST_CARRIER_QUERY } from '../carriers/testing/carrier-harness.js';
import { systemClock } from '../lib/clock.js';
import { runOpsCommand } from '../ops/commands.js';
import { insertTestAccount } from '../testing/account-fixtures.js';
import { findKannel, startKannel, type Kannel } from '../testing/kannel.js';
import { createProcessDatabase, type ProcessDatabase } from '../testing/process-database.js';
import { freePort, startServerProcess, waitFor, type ServerProcess } from '../testing/processes.js';
import { useTempDirs } from '../testing/temp-dirs.js';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.js';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });
const tempDir = useTempDirs('beacon-kannel');
const KANNEL_BIN = findKannel();
/** Kannel's DLR types: 1 delivered to the phone, 2 not delivered, 8 accepted by the SMSC, 16 refused by it. */
const DELIVERED = '1';

interface Report {
  ref: string;
  type: string;
  reply: string;
}

describe('Kannel as the customer', () => {
  let simulator: SmscSimulator | undefined;
  let database: ProcessDatabase | undefined;
  let server: ServerProcess | undefined;
  let kannel: Kannel | undefined;
  let reports: WebhookReceiver | undefined;
  let smppPort = 0;
  let credential = { systemId: '', password: '' };

  beforeAll(async () => {
    if (!KANNEL_BIN) {
      throw new Error(
        "Kannel's bearerbox and smsbox were not found: apt-get install -y kannel (.ci/run does)",
      );
    }
    const dataDir = tempDir();
    simulator = await SmscSimulator.start({ dataDir: tempDir(), receiptDelayMs: 300, receiptRetryMs: 100 });
    database = await createProcessDatabase(dataDir);
    credential = await database.withDb(async (db) => {
      const accountId = await insertTestAccount(db, { verificationStatus: 1 });
      const context = { db, clock: systemClock };
      await runOpsCommand(context, { command: 'account:credit', args: [accountId, '100.00'] });
      return (await runOpsCommand(context, {
        command: 'smpp:create',
        args: [accountId],
      })) as typeof credential;
    });
    smppPort = await freePort();
    server = await startServer();
    reports = await startWebhookReceiver(() => 200);
    kannel = await startKannel({ binDir: KANNEL_BIN, dir: tempDir(), smppPort, ...credential });
  });

  afterAll(async () => {
    await kannel?.stop();
    await server?.stop();
    await reports?.close();
    await simulator?.close();
    await database?.dispose();
  });

  async function startServer(): Promise<ServerProcess> {
    const route = simulator!.url({ name: 'sim', ...FAST_CARRIER_QUERY });
    return startServerProcess(
      {
        ...database!.env,
        LOG_LEVEL: 'warn',
        SMPP_ROUTES: `*=${route}`,
        SMPP_SERVER_PORT: String(smppPort),
        // The least allowed: a message the killed process submitted but had not yet recorded as sent is
        // claimed again (and recognised by the SMSC) after it, instead of after the default two minutes.
        LEASE_MS: '10000',
      },
      await freePort(),
    );
  }

  /** Sends through Kannel's sendsms interface, asking for final reports at our listener under `ref`. */
  async function sendThroughKannel(
    ref: string,
    to: string,
    text: string,
    extra: Record<string, string> = {},
  ) {
    const answer = await kannel!.sendsms({
      from: 'Acme',
      to,
      text,
      'dlr-mask': '3',
      'dlr-url': `${reports!.url('/dlr')}?ref=${ref}&type=%d&reply=%A`,
      ...extra,
    });
    expect(answer.status, `${answer.body}\n${kannel!.log()}`).toBe(202);
  }

  function reportsOf(ref: string): Report[] {
    return reports!.requests
      .map(
        (request) => Object.fromEntries(new URL(request.path, 'http://x').searchParams) as unknown as Report,
      )
      .filter((report) => report.ref === ref);
  }

  function received(): ReceivedMessage[] {
    return readFileSync(simulator!.receivedLogFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ReceivedMessage);
  }

  async function waitForReports(refs: string[], timeoutMs: number): Promise<void> {
    await waitFor(
      () => refs.every((ref) => reportsOf(ref).some((report) => report.type === DELIVERED)),
      timeoutMs,
      `delivered reports for ${refs.join(', ')}\n${kannel!.log().slice(-4_000)}`,
    );
  }

  test('messages sent through Kannel reach the SMSC, and come back into Kannel as delivered', async () => {
    const long = `${'A long message Kannel splits into parts for us to join again. '.repeat(5)}End.`;
    await sendThroughKannel('short', '+14155550201', 'Your code is 482913');
    await sendThroughKannel('unicode', '+14155550202', 'Код 482913 — 你好', {
      coding: '2',
      charset: 'UTF-8',
    });
    await sendThroughKannel('long', '+14155550203', long);

    await waitFor(
      () => received().length >= 3,
      30_000,
      `three messages at the SMSC\n${kannel!.log().slice(-4_000)}`,
    );
    expect(received().map(({ to, from, content }) => ({ to, from, content }))).toEqual(
      expect.arrayContaining([
        { to: '+14155550201', from: 'Acme', content: 'Your code is 482913' },
        { to: '+14155550202', from: 'Acme', content: 'Код 482913 — 你好' },
        { to: '+14155550203', from: 'Acme', content: long },
      ]),
    );
    await waitForReports(['short', 'unicode', 'long'], 30_000);
    for (const ref of ['short', 'unicode', 'long']) {
      expect(reportsOf(ref).filter((report) => report.type !== DELIVERED)).toEqual([]);
    }
    expect(reportsOf('short')[0]!.reply).toMatch(/stat:DELIVRD/);
    // Kannel asks for a report on the first part of a long message only, and gets exactly that one.
    expect(reportsOf('long')).toHaveLength(1);
    expect(kannel!.log()).not.toMatch(/could not find message/);
  });

  test('our server killed while reports are on their way, then restarted: every report still reaches Kannel', async () => {
    const refs = Array.from({ length: 10 }, (_, i) => `restart-${i}`);
    const before = received().length;
    for (const [i, ref] of refs.entries()) {
      await sendThroughKannel(ref, `+1415555${String(300 + i).padStart(4, '0')}`, `Restart run ${i}`);
    }
    // Every message reached the SMSC; its receipts (300 ms later) are still to come when the server dies.
    await waitFor(() => received().length >= before + refs.length, 30_000, 'the ten messages at the SMSC');
    expect(refs.filter((ref) => reportsOf(ref).length > 0).length).toBeLessThan(refs.length);
    server!.child.kill('SIGKILL');
    await new Promise((resolve) => server!.child.once('exit', resolve));
    server = await startServer();
    await waitForReports(refs, 90_000);
    for (const ref of refs) expect(reportsOf(ref).filter((report) => report.type !== DELIVERED)).toEqual([]);
    expect(server.log()).not.toMatch(/"level":(50|60)/);
  });
});
