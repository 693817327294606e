/**
 * The operator CLI end to end on PGlite, the store `npm start` uses: spawned like `npm run ops` against a
 * temporary DATA_DIR, first with no server (the CLI takes the data-directory lock and opens PGlite itself), then
 * with a running server (the CLI talks to it through <DATA_DIR>/ops.sock and never opens the directory a second
 * time). It runs whether or not TEST_DATABASE_URL is set; ops.test.ts runs the same commands on PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { usePglite } from '../db/client.js';
import { basicAuthHeader } from '../http/basic-auth.js';
import { useTempDirs } from '../testing/temp-dirs.js';
import { REPO_ROOT, entryArgs, freePort, runCli, waitFor } from '../testing/processes.js';
import {
  REPLYING_PHONE,
  SENDER,
  commonChecks,
  expectStoredReplies,
  preparedDataDir,
  replyThroughSimulator,
  type SimInboundOutcome,
} from '../testing/ops-cli-checks.js';

const tempDir = useTempDirs('beacon-ops');

describe('with PGlite and no server running', () => {
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

describe('with PGlite and the server running', () => {
  let dir = '';
  let accountId = '';
  let port = 0;
  let server: ChildProcess | undefined;
  let serverLog = '';

  beforeAll(async () => {
    dir = tempDir();
    accountId = await preparedDataDir(dir);
    port = await freePort();
    server = spawn(process.execPath, entryArgs('main'), {
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
