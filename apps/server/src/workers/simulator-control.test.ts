/**
 * The engine's simulator socket (`sim:inbound`): with the embedded simulator, a request becomes a deliver_sm
 * on the engine's own bind and is stored like a carrier's MO message; the answer says what was stored.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { waitFor } from '../carriers/testing/carrier-harness.js';
import { messages, optOuts } from '../db/schema/index.js';
import { SIMULATOR_SOCKET_NAME, callOpsSocket } from '../ops/socket.js';
import { createTestAccount, queueMessages } from '../testing/engine-fixtures.js';
import { createFakeClock } from '../testing/fake-clock.js';
import { TEST_ENGINE_CONFIG, TEST_ENGINE_KEYS } from '../testing/test-config.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { startMessagingEngine, type MessagingEngine } from './messaging-engine.js';

const SENDER = '15550100';
let database: TestDatabase;
let engine: MessagingEngine;
let dataDir = '';

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'beacon-simctl-'));
  engine = await startMessagingEngine({
    ...TEST_ENGINE_KEYS,
    db: database.db,
    clock: createFakeClock().now,
    logger: pino({ level: 'silent' }),
    dataDir,
    engine: { ...TEST_ENGINE_CONFIG, smppRoutes: undefined },
    simulator: { receiptDelayMs: 10 },
    webhookAllowPrivate: true,
    runWebhookSender: false,
  });
  await waitFor(() => engine.carriers.simulator!.stats().boundSessions > 0, 10_000, 'the engine to bind');
});
afterAll(async () => {
  await engine?.stop();
  await database?.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

const simInbound = (...args: string[]) =>
  callOpsSocket(dataDir, { command: 'sim:inbound', args }, SIMULATOR_SOCKET_NAME);

describe('sim:inbound through the engine', () => {
  test('a STOP to a number an account wrote from is stored as inbound for that account and opts the phone out', async () => {
    const account = await createTestAccount(database.db);
    const phone = '+14155550180';
    await queueMessages(database.db, account, [{ to: phone, from: SENDER }], new Date());

    const reply = await simInbound(phone, SENDER, 'STOP');

    expect(reply).toEqual({
      ok: true,
      result: {
        from: phone,
        to: SENDER,
        content: 'STOP',
        messageId: expect.stringMatching(/^SM/),
        accountId: account.id,
        optedOut: true,
      },
    });
    const { messageId } = (reply as { result: { messageId: string } }).result;
    const [row] = await database.db.select().from(messages).where(eq(messages.id, messageId));
    expect(row).toMatchObject({
      direction: 'in',
      source: 'carrier',
      accountId: account.id,
      from: phone,
      to: SENDER,
      content: 'STOP',
    });
    const optOut = await database.db
      .select()
      .from(optOuts)
      .where(and(eq(optOuts.accountId, account.id), eq(optOuts.phone, phone)));
    expect(optOut).toMatchObject([{ messageId }]);
  });

  test('the words of the text are joined, and a reply nobody can be tied to is stored without an account', async () => {
    const reply = await simInbound('+14155550181', SENDER, 'Hello', 'there');
    expect(reply).toMatchObject({
      ok: true,
      result: { content: 'Hello there', accountId: null, optedOut: false },
    });
  });

  test.each([
    [['+14155550182', SENDER], 'usage'],
    [['14155550182', SENDER, 'hi'], 'invalid'],
    [['+14155550182', 'Beacon', 'hi'], 'invalid'],
    [['+14155550182', SENDER, ' '], 'invalid'],
  ])('arguments %j are refused as %s, and nothing is delivered', async (args, code) => {
    const reply = await simInbound(...args);
    expect(reply).toMatchObject({ ok: false, error: { code } });
  });

  test('the socket serves nothing but sim:inbound', async () => {
    const reply = await callOpsSocket(dataDir, { command: 'queue:stats', args: [] }, SIMULATOR_SOCKET_NAME);
    expect(reply).toMatchObject({ ok: false, error: { code: 'usage' } });
  });

  test('the socket sits in the data directory while the engine runs', () => {
    expect(existsSync(path.join(dataDir, SIMULATOR_SOCKET_NAME))).toBe(true);
  });
});
