/**
 * Issue #9: receipts from an SMSC that is not ours. Through the real engine (dispatcher, carrier over TCP,
 * receipt applier, PGlite or PostgreSQL), every message sent to the test SMSC in each of its receipt styles
 * reaches its right final status — single part and multipart — with every receipt taken the first time it
 * is delivered, none left unmatched.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { receiptCounters } from '../../carriers/index.js';
import { FAST_CARRIER_QUERY, waitFor } from '../../carriers/testing/carrier-harness.js';
import {
  RECEIPT_STYLES,
  TEST_SMSC_NUMBERS,
  TestSmsc,
  type ReceiptStyle,
} from '../../carriers/testing/test-smsc.js';
import {
  clearQueue,
  createTestAccount,
  messagesByIds,
  queueMessages,
  statusesOf,
} from '../../testing/engine-fixtures.js';
import { createFakeClock } from '../../testing/fake-clock.js';
import { TEST_ENGINE_CONFIG, TEST_ENGINE_KEYS } from '../../testing/test-config.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { startMessagingEngine, type MessagingEngine } from '../../workers/messaging-engine.js';

const SILENT = pino({ level: process.env.ENGINE_TEST_LOG ?? 'silent' });
const FINAL = ['delivered', 'undelivered', 'expired', 'rejected', 'failed'];
/** Three GSM-7 parts (153 characters each). */
const LONG = 'A long message that needs three parts to arrive. '.repeat(8);

let database: TestDatabase;
let running: { engine: MessagingEngine; smsc: TestSmsc; dataDir: string } | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});
afterEach(async () => {
  if (!running) return;
  await running.engine.stop();
  await running.smsc.close();
  await rm(running.dataDir, { recursive: true, force: true });
  running = null;
});

async function startAgainst(style: ReceiptStyle) {
  await clearQueue(database.db);
  const smsc = await TestSmsc.start({ style });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'beacon-interop-'));
  const clock = createFakeClock();
  const engine = await startMessagingEngine({
    ...TEST_ENGINE_KEYS,
    db: database.db,
    clock: clock.now,
    logger: SILENT,
    dataDir,
    engine: {
      ...TEST_ENGINE_CONFIG,
      smppRoutes: `*=${smsc.url({ name: 'other-smsc', ...FAST_CARRIER_QUERY })}`,
    },
    webhookAllowPrivate: true,
    runWebhookSender: false,
  });
  running = { engine, smsc, dataDir };
  await waitFor(() => smsc.stats().boundSessions > 0, 5_000, 'the engine to bind');
  return { smsc, clock };
}

async function waitForFinal(ids: readonly string[]): Promise<void> {
  await waitFor(
    async () => {
      const statuses = await statusesOf(database.db, ids);
      return ids.every((id) => FINAL.includes(statuses[id] ?? ''));
    },
    30_000,
    'every message to reach a final status',
  );
}

const CASES = [
  { to: '+447700900123', content: 'Your code is 123456', status: 'delivered', errorCode: null, parts: 1 },
  { to: TEST_SMSC_NUMBERS.undelivered, content: 'Hello', status: 'undelivered', errorCode: '001', parts: 1 },
  { to: TEST_SMSC_NUMBERS.expired, content: 'Hello', status: 'expired', errorCode: '002', parts: 1 },
  { to: TEST_SMSC_NUMBERS.rejected, content: 'Hello', status: 'rejected', errorCode: '003', parts: 1 },
  { to: '+447700900124', content: LONG, status: 'delivered', errorCode: null, parts: 3 },
  { to: TEST_SMSC_NUMBERS.undelivered, content: LONG, status: 'undelivered', errorCode: '001', parts: 3 },
  { to: TEST_SMSC_NUMBERS.expired, content: LONG, status: 'expired', errorCode: '002', parts: 3 },
  { to: TEST_SMSC_NUMBERS.rejected, content: LONG, status: 'rejected', errorCode: '003', parts: 3 },
  { to: TEST_SMSC_NUMBERS.firstPartOnly, content: LONG, status: 'undelivered', errorCode: '005', parts: 3 },
] as const;

/** Styles whose receipts carry the submit_sm_resp id verbatim in receipted_message_id (read within its length). */
const REPORTS_EXACT_ID = new Set<ReceiptStyle>([RECEIPT_STYLES.tlvWithoutNulThenMore]);

describe.each(Object.values(RECEIPT_STYLES))('an SMSC with $name', (style) => {
  test('gets every message, single and multipart, to its right final status, each receipt taken at once', async () => {
    const { smsc, clock } = await startAgainst(style);
    const before = { ...receiptCounters };
    const account = await createTestAccount(database.db);
    const ids = await queueMessages(
      database.db,
      account,
      CASES.map(({ to, content }) => ({ to, content })),
      clock.now(),
    );
    await waitForFinal(ids);

    const rows = new Map((await messagesByIds(database.db, ids)).map((row) => [row.id, row]));
    const outcomes = ids.map((id) => {
      const row = rows.get(id)!;
      return { status: row.status, errorCode: row.errorCode, parts: row.partStatuses?.length };
    });
    expect(outcomes).toEqual(CASES.map(({ status, errorCode, parts }) => ({ status, errorCode, parts })));
    // Stored as submit_sm_resp gave them, whatever form the receipts used.
    const submitIds = new Set(smsc.submits.map((submit) => submit.carrierMessageId));
    for (const row of rows.values()) for (const id of row.carrierIds ?? []) expect(submitIds).toContain(id);
    // The deliver_sm_resp follows the commit, so the last ones may still be on their way.
    await waitFor(
      () => smsc.stats().receiptsAcknowledged === smsc.submits.length,
      5_000,
      'every receipt to be acknowledged',
    );
    expect(smsc.stats().receiptsRefused).toBe(0);
    expect(receiptCounters.unmatched - before.unmatched).toBe(0);
    const byOtherForm = receiptCounters.matchedByAlternateId - before.matchedByAlternateId;
    if (REPORTS_EXACT_ID.has(style)) expect(byOtherForm).toBe(0);
    else expect(byOtherForm).toBe(smsc.submits.length);
  });
});
