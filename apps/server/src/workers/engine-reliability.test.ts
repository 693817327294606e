/**
 * ARCHITECTURE's invariant under failure: every accepted message ends in exactly one final status, and the
 * SMSC receives each exactly once (at-least-once on the wire, deduplicated by our id) — through a worker
 * that dies mid-run, an SMSC connection that drops, and a graceful stop.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { waitFor } from '../carriers/testing/carrier-harness.js';
import { FINAL_MESSAGE_STATUSES, messageEvents, messages } from '../db/schema/index.js';
import { createTestAccount, ledgerOf, queueMessages } from '../testing/engine-fixtures.js';
import { useEngine } from '../testing/engine-harness.js';

// Responses held 30 ms: with a window of 50, a good part of a batch is always in flight when we strike.
const e = useEngine({ simulator: { submitResponseDelayMs: 30 } });

const FINAL = [...FINAL_MESSAGE_STATUSES];

function recipients(count: number, offset = 0): { to: string; content?: string }[] {
  return Array.from({ length: count }, (_, i) => ({
    to: `+1415555${String(2000 + offset + i).padStart(4, '0')}`,
    // Every fifth message is three parts long: receipts per part, ids recorded per part.
    content: i % 5 === 0 ? `Part of a long message ${i} `.repeat(16) : `Hello ${i}`,
  }));
}

async function expectExactlyOnce(ids: string[]) {
  const received = (await e.readReceived()).filter((line) => ids.includes(line.messageId));
  const perId = new Map<string, number>();
  for (const line of received) perId.set(line.messageId, (perId.get(line.messageId) ?? 0) + 1);
  expect([...perId.values()].filter((count) => count !== 1)).toEqual([]);
  expect(perId.size).toBe(ids.length);

  const finals = await e.db
    .select({ messageId: messageEvents.messageId, n: sql<number>`count(*)::int` })
    .from(messageEvents)
    .where(and(inArray(messageEvents.messageId, ids), inArray(messageEvents.status, FINAL)))
    .groupBy(messageEvents.messageId);
  expect(finals).toHaveLength(ids.length);
  expect(finals.filter((row) => row.n !== 1)).toEqual([]);
}

async function countByStatus(ids: string[]): Promise<Record<string, number>> {
  const rows = await e.db
    .select({ status: messages.status, n: sql<number>`count(*)::int` })
    .from(messages)
    .where(inArray(messages.id, ids))
    .groupBy(messages.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

describe('reliability of dispatch', () => {
  test('a dispatcher killed mid-run and restarted: every message ends in exactly one final status and the simulator received each exactly once', async () => {
    const account = await createTestAccount(e.db, { balance: '100.00' });
    const ids = await queueMessages(e.db, account, recipients(300), e.clock.now());
    // Strike while some messages are sent, some in flight and some still queued. The simulator's own counters
    // are read without a query, and it stops answering at once: on a loaded machine a run of 300 can finish
    // between two database polls, leaving nothing in flight to strike.
    await waitFor(
      () => e.simulator.stats().messagesRecorded >= 40 && e.simulator.stats().inFlight > 0,
      8_000,
    );
    e.simulator.setUnresponsive(true);
    await e.crash();
    e.simulator.setUnresponsive(false);
    const afterCrash = await countByStatus(ids);
    expect(afterCrash.sending ?? 0).toBeGreaterThan(0);
    expect(afterCrash.queued ?? 0).toBeGreaterThan(0);

    // A new worker only takes the dead one's messages once their lease has run out.
    await e.startEngine();
    await e.engine.dispatcher.nextClaim();
    const [stillLeased] = await e.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(and(inArray(messages.id, ids), eq(messages.status, 'sending')));
    expect(stillLeased!.n).toBeGreaterThan(0);
    e.clock.advance(61_000);

    await e.waitForStatuses(ids, FINAL, 20_000);
    await expectExactlyOnce(ids);
    expect((await countByStatus(ids)).delivered).toBe(300);
    expect(e.simulator.stats().duplicateSubmits).toBeGreaterThan(0);
    const ledger = await ledgerOf(e.db, account.id);
    expect(ledger.balanceMicros).toBe(ledger.entries.reduce((sum, entry) => sum + entry.amountMicros, 0n));
  });

  test('the SMSC connection dropped mid-run: the carrier reconnects and dispatch resumes', async () => {
    const account = await createTestAccount(e.db, { balance: '100.00' });
    const ids = await queueMessages(e.db, account, recipients(300, 400), e.clock.now());
    await waitFor(async () => ((await countByStatus(ids)).delivered ?? 0) >= 30, 8_000);
    // A submit recorded by the SMSC whose response is lost with the connection, then a second outage.
    e.simulator.dropConnectionAfterSubmits(5);
    await waitFor(async () => ((await countByStatus(ids)).delivered ?? 0) >= 150, 10_000);
    // The second outage hits the carrier once it is connected again: on a slow machine the first drop can come
    // this late, and the carrier may still be between connections.
    await waitFor(() => e.simulator.dropConnections() > 0, 10_000);

    await e.waitForStatuses(ids, FINAL, 20_000);
    await expectExactlyOnce(ids);
    expect((await countByStatus(ids)).delivered).toBe(300);
  });

  test('a graceful stop releases what it claimed, and the next worker sends it at once', async () => {
    const account = await createTestAccount(e.db, { balance: '100.00' });
    const ids = await queueMessages(e.db, account, recipients(300, 800), e.clock.now());
    await waitFor(async () => ((await countByStatus(ids)).delivered ?? 0) >= 20, 8_000);
    await e.stopEngine();
    const rows = await e.db
      .select({ status: messages.status, attempts: messages.attempts, dueAt: messages.dueAt })
      .from(messages)
      .where(inArray(messages.id, ids));
    expect(rows.filter((row) => row.status === 'sending')).toEqual([]);
    for (const row of rows.filter((r) => r.status === 'queued')) {
      expect(row.attempts).toBe(0);
      expect(row.dueAt.getTime()).toBeLessThanOrEqual(e.clock.now().getTime());
    }
    // No clock advance: released rows are due now.
    await e.startEngine();
    await e.waitForStatuses(ids, FINAL, 20_000);
    await expectExactlyOnce(ids);
  });
});
