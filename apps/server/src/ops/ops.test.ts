/**
 * The operator CLI end to end: spawned like `npm run ops` against a temporary DATA_DIR, first with no server
 * (the CLI takes the data-directory lock and opens PGlite itself), then with a running server (the CLI talks
 * to it through <DATA_DIR>/ops.sock and never opens the directory a second time). With TEST_DATABASE_URL
 * the same commands run directly against PostgreSQL. `sim:inbound` always goes through a running server's
 * simulator (<DATA_DIR>/simulator.sock), on PGlite and on PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { usePglite } from '../db/client.js';
import type { Database } from '../db/database.js';
import { messages, optOuts } from '../db/schema/index.js';
import { basicAuthHeader } from '../http/basic-auth.js';
import { insertTestAccount } from '../testing/account-fixtures.js';
import { useTempDirs } from '../testing/temp-dirs.js';
import {
  REPO_ROOT,
  freePort,
  runCli,
  startServerProcess,
  waitFor,
  type ServerProcess,
} from '../testing/processes.js';
import { createTestDatabase } from '../testing/test-database.js';

const tempDir = useTempDirs('beacon-ops');
const postgresUrl = process.env.TEST_DATABASE_URL;
/** Each CLI run is a fresh Node process with tsx; opening PGlite directly adds several seconds more. */

/** A data directory already migrated (from the test template) holding one account; answers its id. */
async function preparedDataDir(dir: string): Promise<string> {
  const template = inject('pgliteTemplate');
  const client = new PGlite(path.join(dir, 'pglite'), {
    loadDataDir: template ? new Blob([readFileSync(template)]) : undefined,
  });
  const handle = await usePglite(client, { migrate: !template });
  const accountId = await insertTestAccount(handle.db, { verificationStatus: 0 });
  await handle.close();
  return accountId;
}

const PRICES_CSV = 'country,currency,price\nUS,USD,0.0075\nGB,USD,0.04\n';
const BAD_CSV = 'country,currency,price\nUS,USD,0.0075\nXX,USD,1\nGB,USD,-2\nUS,USD,0.01\n';

function commonChecks(env: () => Record<string, string>, accountId: () => string, dir: () => string) {
  test('account:credit adds a RECHARGE and prints the balance', async () => {
    const result = await runCli(env(), 'account:credit', accountId(), '12.5');
    expect(result.code, result.stderr).toBe(0);
    expect(result.json).toMatchObject({ accountId: accountId(), balance: '12.50', currency: 'USD' });
    expect(result.json.transactionId).toMatch(/^TX/);
  });

  test('account:verify sets verification status 1', async () => {
    const result = await runCli(env(), 'account:verify', accountId());
    expect(result.code, result.stderr).toBe(0);
    expect(result.json).toEqual({ accountId: accountId(), verificationStatus: 1 });
  });

  test('apikey:create prints a key id and its secret', async () => {
    const result = await runCli(env(), 'apikey:create', accountId());
    expect(result.code, result.stderr).toBe(0);
    expect(result.json).toEqual({
      accountId: accountId(),
      keyId: expect.stringMatching(/^AK/),
      secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
  });

  test('smpp:create prints a system_id and its password once; smpp:revoke ends it', async () => {
    const created = await runCli(env(), 'smpp:create', accountId());
    expect(created.code, created.stderr).toBe(0);
    expect(created.json).toEqual({
      accountId: accountId(),
      systemId: expect.stringMatching(/^BC[0-9A-Z]{8}$/),
      password: expect.stringMatching(/^[A-Za-z2-9]{8}$/),
    });
    const systemId = created.json.systemId as string;
    const revoked = await runCli(env(), 'smpp:revoke', systemId);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.json).toEqual({ systemId, accountId: accountId(), revokedAt: expect.any(String) });
    const again = await runCli(env(), 'smpp:revoke', systemId);
    expect([again.code, (again.json.error as { code: string }).code]).toEqual([1, 'not_found']);
  });

  // remove, and the prefix's effect on sends, are tested through the same command in fraud-guard.test.ts.
  test('fraud:prefix add and list operator-wide high-risk prefixes', async () => {
    const added = await runCli(env(), 'fraud:prefix', 'add', '+88299');
    expect(added.code, added.stderr).toBe(0);
    expect(added.json).toEqual({ prefix: '88299', blocked: true });
    const listed = await runCli(env(), 'fraud:prefix', 'list');
    expect(listed.json).toEqual({
      prefixes: [{ prefix: '88299', country: '', createdAt: expect.any(String) }],
    });
  });

  test('prices:import reports every bad line and changes nothing, then replaces the list', async () => {
    writeFileSync(path.join(dir(), 'bad.csv'), BAD_CSV);
    const bad = await runCli(env(), 'prices:import', path.join(dir(), 'bad.csv'));
    expect(bad.code).toBe(1);
    expect(bad.json).toEqual({
      error: {
        code: 'invalid',
        message: 'the price list has 3 problem(s); nothing was imported',
        details: {
          lines: [
            { line: 3, message: 'unknown country "XX"' },
            { line: 4, message: 'price "-2" must be greater than 0' },
            { line: 5, message: 'US/USD is already priced on line 2' },
          ],
        },
      },
    });
    writeFileSync(path.join(dir(), 'prices.csv'), PRICES_CSV);
    const good = await runCli(env(), 'prices:import', path.join(dir(), 'prices.csv'));
    expect(good.code, good.stderr).toBe(0);
    expect(good.json).toEqual({ imported: 2, currencies: ['USD'], countries: 2 });
  });

  test('failures are a JSON error on stderr and a non-zero exit', async () => {
    const unknown = await runCli(env(), 'account:credit', 'AC0000000000000000', '1');
    expect([unknown.code, unknown.stdout]).toEqual([1, '']);
    expect(unknown.json).toEqual({ error: { code: 'not_found', message: 'no account AC0000000000000000' } });
    const amount = await runCli(env(), 'account:credit', accountId(), '-3');
    expect([amount.code, (amount.json.error as { code: string }).code]).toEqual([1, 'invalid']);
    const usage = await runCli(env(), 'account:verify');
    expect([usage.code, (usage.json.error as { code: string }).code]).toEqual([2, 'usage']);
    const command = await runCli(env(), 'drop:everything');
    expect(command.code).toBe(2);
    expect(command.json.error).toMatchObject({ code: 'usage', message: 'unknown command "drop:everything"' });
  });
}

/** The number our messages come from in the sim:inbound journey: handsets can reply only to numeric senders. */
const SENDER = '15550100';
const REPLYING_PHONE = '+12015550177';

interface SimInboundOutcome {
  stopId: string;
  helloId: string;
}

/**
 * What an outside tester does with sim:inbound: the account writes to a phone from a numeric sender, the phone
 * answers twice through the running server's simulator — a greeting, then STOP — and a marketing send to that
 * phone afterwards drops it as opted out.
 */
async function replyThroughSimulator(
  env: Record<string, string>,
  port: number,
  accountId: string,
): Promise<SimInboundOutcome> {
  const key = await runCli(env, 'apikey:create', accountId, 'sim');
  expect(key.code, key.stderr).toBe(0);
  const headers = {
    authorization: basicAuthHeader(String(key.json.keyId), String(key.json.secret)),
    'x-account-id': accountId,
    'content-type': 'application/json',
  };
  const api = async (method: 'GET' | 'POST', route: string, body?: unknown) => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/sms${route}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as { code: number; msg: string; data: Record<string, unknown> };
  };
  // Scheduled an hour ahead: enough to make this account the one the phone answers, and nothing is sent.
  const sendAt = new Date(Date.now() + 3_600_000).toISOString();
  const first = await api('POST', '/send', {
    type: 'otp',
    to: REPLYING_PHONE,
    from: SENDER,
    content: 'Your code is 123456',
    sendAt,
  });
  expect(first.code, first.msg).toBe(0);

  const hello = await runCli(env, 'sim:inbound', REPLYING_PHONE, SENDER, 'Hi', 'there');
  expect(hello.code, hello.stderr).toBe(0);
  expect(hello.json).toEqual({
    from: REPLYING_PHONE,
    to: SENDER,
    content: 'Hi there',
    messageId: expect.stringMatching(/^SM/),
    accountId,
    optedOut: false,
  });
  const stop = await runCli(env, 'sim:inbound', REPLYING_PHONE, SENDER, 'STOP');
  expect(stop.code, stop.stderr).toBe(0);
  expect(stop.json).toMatchObject({ content: 'STOP', accountId, optedOut: true });

  // The reply is one of the account's messages, received.
  const received = await api('GET', `/messages/${String(stop.json.messageId)}`);
  expect(received.data).toMatchObject({ to: SENDER, status: 'delivered', cost: '0.00' });
  const marketing = await api('POST', '/send', {
    type: 'marketing',
    to: [REPLYING_PHONE, '+12015550178'],
    from: SENDER,
    content: 'Spring sale: 20% off',
    sendAt,
  });
  expect(marketing.code, marketing.msg).toBe(0);
  expect(marketing.data.dropped).toEqual([{ to: REPLYING_PHONE, reason: 'optedOut' }]);
  expect((marketing.data.messages as { to: string }[]).map((message) => message.to)).toEqual([
    '+12015550178',
  ]);
  return { stopId: String(stop.json.messageId), helloId: String(hello.json.messageId) };
}

/** The stored side of the journey: two inbound rows for the account, and the phone on its opt-out list. */
async function expectStoredReplies(db: Database, accountId: string, outcome: SimInboundOutcome) {
  const rows = await db
    .select({ id: messages.id, direction: messages.direction, content: messages.content })
    .from(messages)
    .where(inArray(messages.id, [outcome.helloId, outcome.stopId]))
    .orderBy(messages.createdAt, messages.id);
  expect(rows).toEqual([
    { id: outcome.helloId, direction: 'in', content: 'Hi there' },
    { id: outcome.stopId, direction: 'in', content: 'STOP' },
  ]);
  const optOut = await db
    .select({ messageId: optOuts.messageId })
    .from(optOuts)
    .where(and(eq(optOuts.accountId, accountId), eq(optOuts.phone, REPLYING_PHONE)));
  expect(optOut).toEqual([{ messageId: outcome.stopId }]);
}

describe.skipIf(postgresUrl)('with PGlite and no server running', () => {
  let dir = '';
  let accountId = '';
  beforeAll(async () => {
    dir = tempDir();
    accountId = await preparedDataDir(dir);
  }, 180_000);

  commonChecks(
    () => ({ DATA_DIR: dir }),
    () => accountId,
    () => dir,
  );

  test('queue:stats counts messages by status, and the lock is released after every command', async () => {
    const result = await runCli({ DATA_DIR: dir }, 'queue:stats');
    expect(result.code, result.stderr).toBe(0);
    expect(result.json).toEqual({
      byStatus: {
        scheduled: 0,
        queued: 0,
        sending: 0,
        sent: 0,
        delivered: 0,
        undelivered: 0,
        expired: 0,
        rejected: 0,
        failed: 0,
      },
      total: 0,
    });
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  test('sim:inbound needs the running server: it says that none runs and opens nothing', async () => {
    const result = await runCli({ DATA_DIR: dir }, 'sim:inbound', REPLYING_PHONE, SENDER, 'STOP');
    expect([result.code, result.stdout]).toEqual([1, '']);
    expect(result.json.error).toEqual({
      code: 'unavailable',
      message: expect.stringMatching(/^no Beacon server is running on .*start the server \(npm start\)/),
    });
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });
});

describe.skipIf(postgresUrl)('with PGlite and the server running', () => {
  let dir = '';
  let accountId = '';
  let port = 0;
  let server: ChildProcess | undefined;
  let serverLog = '';

  beforeAll(async () => {
    dir = tempDir();
    accountId = await preparedDataDir(dir);
    port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dir, PORT: String(port), LOG_LEVEL: 'warn' },
    });
    server.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
    await waitFor(
      () => existsSync(path.join(dir, 'ops.sock')) || server?.exitCode !== null,
      90_000,
      'ops.sock',
    );
    expect(server.exitCode, serverLog).toBeNull();
  }, 180_000);

  afterAll(async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  }, 180_000);

  test('the socket is reachable only by the owner (mode 0600)', () => {
    expect(statSync(path.join(dir, 'ops.sock')).mode & 0o777).toBe(0o600);
  });

  commonChecks(
    () => ({ DATA_DIR: dir }),
    () => accountId,
    () => dir,
  );

  test('a key made by the CLI sends through the running server, and queue:stats sees the message', async () => {
    const key = await runCli({ DATA_DIR: dir }, 'apikey:create', accountId, 'integration');
    expect(key.code, key.stderr).toBe(0);
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/sms/send`, {
      method: 'POST',
      headers: {
        authorization: basicAuthHeader(String(key.json.keyId), String(key.json.secret)),
        'x-account-id': accountId,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        type: 'otp',
        to: '+12015550123',
        content: 'ops test',
        sendAt: '2099-01-01T00:00:00Z',
      }),
    });
    const body = (await response.json()) as { code: number; msg: string };
    // A year ahead at most: 2099 is refused; a near future time is scheduled so no worker picks it up.
    expect(body.code).toBe(1006);
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const ok = await fetch(`http://127.0.0.1:${port}/api/v1/sms/send`, {
      method: 'POST',
      headers: {
        authorization: basicAuthHeader(String(key.json.keyId), String(key.json.secret)),
        'x-account-id': accountId,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ type: 'otp', to: '+12015550123', content: 'ops test', sendAt: soon }),
    });
    expect(ok.status, await ok.clone().text()).toBe(200);
    const stats = await runCli({ DATA_DIR: dir }, 'queue:stats');
    expect(stats.code, stats.stderr).toBe(0);
    expect(stats.json).toMatchObject({ byStatus: { scheduled: 1 }, total: 1 });
    expect(serverLog).not.toMatch(/"level":(50|60)/);
  });

  let simOutcome: SimInboundOutcome | undefined;
  test('sim:inbound makes the running server receive a reply; a STOP opts the phone out of marketing', async () => {
    simOutcome = await replyThroughSimulator({ DATA_DIR: dir }, port, accountId);
    expect(serverLog).not.toMatch(/"level":(50|60)/);
  });

  test('once the server stops, its data directory holds both replies as inbound and the opt-out', async () => {
    expect(simOutcome).toBeDefined();
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server!.kill('SIGTERM');
    await exited;
    expect(existsSync(path.join(dir, 'simulator.sock'))).toBe(false);
    const handle = await usePglite(new PGlite(path.join(dir, 'pglite')), { migrate: false });
    try {
      await expectStoredReplies(handle.db, accountId, simOutcome!);
    } finally {
      await handle.close();
    }
  });
});

describe.skipIf(!postgresUrl)('with DATABASE_URL', () => {
  let accountId = '';
  let url = '';
  let dir = '';
  let db: Database | undefined;
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    db = database.db;
    dispose = database.dispose;
    accountId = await insertTestAccount(database.db, { verificationStatus: 0 });
    url = database.url!;
    dir = tempDir();
  }, 180_000);
  afterAll(async () => {
    await dispose?.();
  });

  commonChecks(
    () => ({ DATABASE_URL: url, DATA_DIR: dir }),
    () => accountId,
    () => dir,
  );

  test('queue:stats', async () => {
    const result = await runCli({ DATABASE_URL: url }, 'queue:stats');
    expect(result.code, result.stderr).toBe(0);
    expect(result.json).toMatchObject({ total: 0 });
  });

  test('sim:inbound does not open the database: with no server running it asks for one', async () => {
    const result = await runCli(
      { DATABASE_URL: url, DATA_DIR: dir },
      'sim:inbound',
      REPLYING_PHONE,
      SENDER,
      'STOP',
    );
    expect([result.code, result.stdout]).toEqual([1, '']);
    expect(result.json.error).toEqual({
      code: 'unavailable',
      message: expect.stringMatching(
        /^no Beacon worker with the embedded SMSC simulator answers on .*simulator\.sock/,
      ),
    });
  });

  describe('and the server running', () => {
    let server: ServerProcess | undefined;
    let port = 0;
    beforeAll(async () => {
      port = await freePort();
      server = await startServerProcess({ DATABASE_URL: url, DATA_DIR: dir, LOG_LEVEL: 'warn' }, port);
    }, 180_000);
    afterAll(async () => {
      await server?.stop();
    }, 180_000);

    test('sim:inbound reaches its simulator through the socket: the replies are stored as inbound and a STOP opts the phone out', async () => {
      const outcome = await replyThroughSimulator({ DATABASE_URL: url, DATA_DIR: dir }, port, accountId);
      await expectStoredReplies(db!, accountId, outcome);
      expect(server!.log()).not.toMatch(/"level":(50|60)/);
    });
  });
});
