/**
 * The operator CLI end to end on PostgreSQL (TEST_DATABASE_URL): the commands of ops-pglite.test.ts run directly
 * against the database, and `sim:inbound` goes through a running server's simulator (<DATA_DIR>/simulator.sock).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../db/database.js';
import { insertTestAccount } from '../testing/account-fixtures.js';
import { useTempDirs } from '../testing/temp-dirs.js';
import { freePort, runCli, startServerProcess, type ServerProcess } from '../testing/processes.js';
import { createTestDatabase } from '../testing/test-database.js';
import {
  REPLYING_PHONE,
  SENDER,
  commonChecks,
  expectStoredReplies,
  replyThroughSimulator,
} from '../testing/ops-cli-checks.js';

const tempDir = useTempDirs('beacon-ops');
const postgresUrl = process.env.TEST_DATABASE_URL;

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
