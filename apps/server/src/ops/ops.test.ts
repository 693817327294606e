/**
 * The operator CLI end to end: spawned like `npm run ops` against a temporary DATA_DIR, first with no server
 * (the CLI takes the data-directory lock and opens PGlite itself), then with a running server (the CLI talks
 * to it through <DATA_DIR>/ops.sock and never opens the directory a second time). With TEST_DATABASE_URL
 * the same commands run directly against PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, test, vi } from 'vitest';
import { usePglite } from '../db/client.js';
import { basicAuthHeader } from '../http/basic-auth.js';
import { insertTestAccount } from '../testing/account-fixtures.js';
import { useTempDirs } from '../testing/temp-dirs.js';
import { REPO_ROOT, freePort, runCli, waitFor } from '../testing/processes.js';
import { createTestDatabase } from '../testing/test-database.js';

const tempDir = useTempDirs('beacon-ops');
const postgresUrl = process.env.TEST_DATABASE_URL;
/** Each CLI run is a fresh Node process with tsx; opening PGlite directly adds several seconds more. */
vi.setConfig({ testTimeout: 120_000 });

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

describe.skipIf(postgresUrl)('with PGlite and no server running', () => {
  let dir = '';
  let accountId = '';
  beforeAll(async () => {
    dir = tempDir();
    accountId = await preparedDataDir(dir);
  }, 120_000);

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
  }, 120_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  }, 30_000);

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
});

describe.skipIf(!postgresUrl)('with DATABASE_URL', () => {
  let accountId = '';
  let url = '';
  let dir = '';
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    dispose = database.dispose;
    accountId = await insertTestAccount(database.db, { verificationStatus: 0 });
    url = database.url!;
    dir = tempDir();
  }, 120_000);
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
});
