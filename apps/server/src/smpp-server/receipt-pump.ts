/**
 * Sends the SMPP outbox (receipts and inbound messages) to the receiver and transceiver binds this process
 * holds (docs/smpp-access.md, "Receipts"). Rows are claimed with a lease (SKIP LOCKED), so processes holding
 * binds of one account share them and a row whose process died is sent again after the lease: at least once.
 * A row is deleted only once the ESME answered ESME_ROK; no answer puts it back at once (another bind takes
 * it), another status after a backoff. Rows wait, unclaimed, while the account has no receiving bind
 * anywhere, and are dropped SMS_VALIDITY_HOURS after they were written (the purge, bind-reporter.ts).
 */
import { SMPP_STATUS } from '@beacon/shared';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Database } from '../db/database.js';
import { computeBackoffMs, createBatchCoalescer, createLeasedQueuePoller } from '../engine/index.js';
import type { Clock } from '../lib/clock.js';
import {
  claimOutbox,
  deleteOutbox,
  rescheduleOutbox,
  type SmppOutboxItem,
} from '../modules/smpp-access/index.js';
import type { BindRegistry } from './bind-registry.js';
import { deliverFieldsOf } from './deliver-pdus.js';

/** How long an ESME has to answer a deliver_sm. */
const RESPONSE_TIMEOUT_MS = 10_000;
/** A claim's lease: the answer's time and then some, so a live process is never overtaken. */
const LEASE_MS = RESPONSE_TIMEOUT_MS * 3;
/** A refused deliver_sm is retried after 5 s, doubling, at most every 10 minutes. */
const RETRY = { initialMs: 5_000, maxMs: 600_000 };
/** A row with no receiving bind at hand (gone since the claim, or every one full) is looked at again after this. */
const NO_BIND_DELAY_MS = 1_000;

export interface ReceiptPumpDeps {
  db: Database;
  clock: Clock;
  logger: Logger;
  registry: BindRegistry;
  /** SMS_VALIDITY_HOURS: rows older than this are left to the purge. */
  validityMs: number;
  pollMs: number;
}

export function createReceiptPump({ db, clock, logger, registry, validityMs, pollMs }: ReceiptPumpDeps) {
  const log = logger.child({ component: 'smpp-receipts' });
  const onError = (error: unknown) => log.error({ err: error }, 'smpp receipts: writing outcomes failed');
  const acks = createBatchCoalescer<number>({
    delayMs: 5,
    maxBatch: 500,
    write: (ids) => deleteOutbox(db, ids),
    onError,
  });
  const reschedules = createBatchCoalescer<{ id: number; dueAt: Date }>({
    delayMs: 5,
    maxBatch: 500,
    write: (items) => rescheduleOutbox(db, items),
    onError,
  });
  const later = (ms: number) => new Date(clock().getTime() + ms);

  async function handle(item: SmppOutboxItem): Promise<void> {
    const session = registry.pickReceiver(item.accountId);
    if (!session) return reschedules.add({ id: item.id, dueAt: later(NO_BIND_DELAY_MS) });
    let parts: Record<string, unknown>[];
    try {
      parts = deliverFieldsOf(item);
    } catch (error) {
      log.warn(
        { err: error, outboxId: item.id, messageId: item.messageId },
        'smpp receipts: not sendable, dropped',
      );
      return acks.add(item.id);
    }
    const status = await session.deliver(parts, RESPONSE_TIMEOUT_MS);
    if (status === SMPP_STATUS.ESME_ROK) return acks.add(item.id);
    if (status === null) return reschedules.add({ id: item.id, dueAt: later(0) });
    log.info(
      { outboxId: item.id, status, attempts: item.attempts },
      'smpp receipts: deliver_sm refused, retrying later',
    );
    reschedules.add({ id: item.id, dueAt: later(computeBackoffMs(item.attempts - 1, RETRY, Math.random)) });
  }

  const poller = createLeasedQueuePoller<SmppOutboxItem, undefined>({
    name: 'smpp receipts',
    logger: log,
    claim: (limit) => {
      const accountIds = registry.receiverAccounts();
      if (accountIds.length === 0) return Promise.resolve([]);
      const now = clock();
      return claimOutbox(db, {
        accountIds,
        limit,
        now,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
        notBefore: new Date(now.getTime() - validityMs),
      });
    },
    handle,
    onError: (error, item) => log.error({ err: error, outboxId: item.id }, 'smpp receipts: sending failed'),
    batchContext: () => undefined,
    concurrency: 500,
    batchSize: 200,
    claimThreshold: 50,
    pollMs,
    // Rows claimed while stopping go back at once rather than waiting out their lease.
    onClaimedWhileStopping: (items) => {
      for (const item of items) reschedules.add({ id: item.id, dueAt: later(0) });
    },
  });

  return {
    start: () => poller.start(),
    /** A receiving bind came up, or rows were written here: claim now rather than at the next poll. */
    wake: () => poller.wake(),
    /** Resolves with how many rows the next claim took (tests). */
    nextClaim: () => poller.nextClaim(),
    /** Stops claiming and forgets what waits to be written: what a killed process leaves (tests). */
    abort(): void {
      acks.discard();
      reschedules.discard();
      void poller.stopClaiming();
    },
    async stop(): Promise<void> {
      await poller.stopClaiming();
      await Promise.all(poller.inFlightRows().map((row) => row.done));
      await acks.flush();
      await reschedules.flush();
    },
  };
}
