/**
 * The fraud guard against SMS pumping (API.md "Fraud guard", docs/verify-api.md). Every otp message passes
 * `check` in the acceptance rules (send API, Verify API, console, SMPP) before anything is written, and
 * `record` after it was accepted. The rules are evaluated when traffic is recorded: the count that reaches a
 * threshold sets the block in the database, and the sends after it are refused (1013) by `check`. Counts of
 * concurrent sends are written together (one statement per flush), and a send's answer waits for its flush —
 * except a Verify start whose flush cannot trip the rule (`cannotTrip`). An approval is counted in the next
 * flush too, but its check does not wait for it (`recordApproval`).
 *
 * `check` reads the account's settings and blocks at most once a second per process (a short cache): a block
 * or a lift made by another process applies here within a second; one made here applies at once.
 */
import { countryOfFraudPrefix, fraudPrefixOf, type FraudSettings, type PhoneNumber } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { Logger } from 'pino';
import type { Clock } from '../../lib/clock.js';
import * as repo from './repo.js';

/** How long a process trusts what it read of an account's settings and blocks. */
const STATE_TTL_MS = 1_000;

interface AccountState {
  settings: repo.StoredFraudSettings;
  blocked: string[];
  operator: string[];
  readAt: number;
}

export interface FraudRefusal {
  /** The recipients' prefixes that are blocked (digits, no "+"). */
  prefixes: string[];
}

const startsWithAny = (digits: string, prefixes: readonly string[]) =>
  prefixes.some((p) => digits.startsWith(p));

export function createFraudGuard({
  db,
  clock,
  logger,
}: {
  db: Database;
  clock: Clock;
  logger?: Pick<Logger, 'error'>;
}) {
  const states = new Map<string, AccountState>();
  /**
   * The read under way per account: the sends that find the state expired share it. Without this, every send
   * of a busy account in the moment the state expires read it again — two queries each, queueing for the pool
   * ahead of the sends' own group statements once a second (docs/performance.md, "Issue 25").
   */
  const reading = new Map<string, Promise<AccountState>>();

  async function readState(accountId: string): Promise<AccountState> {
    const [settings, blocks] = await Promise.all([
      repo.findSettings(db, accountId),
      repo.findBlockedPrefixes(db, accountId),
    ]);
    return { settings, blocked: blocks.account, operator: blocks.operator, readAt: performance.now() };
  }

  /** After a change made here: the next send reads it, and a read under way is not kept. */
  function forget(accountId: string): void {
    states.delete(accountId);
    for (const key of known.keys()) if (key.startsWith(`${accountId}\u0000`)) known.delete(key);
    reading.delete(accountId);
  }

  function stateOf(accountId: string): Promise<AccountState> {
    const cached = states.get(accountId);
    if (cached && performance.now() - cached.readAt < STATE_TTL_MS) return Promise.resolve(cached);
    const under = reading.get(accountId);
    if (under) return under;
    const read = readState(accountId)
      .then((state) => {
        // Bounded: a process sending for very many accounts re-reads rather than growing without limit. After
        // a change made here meanwhile (`forget`) this read may be out of date: it is not kept then.
        if (states.size > 10_000) states.clear();
        if (reading.get(accountId) === read) states.set(accountId, state);
        return state;
      })
      .finally(() => {
        if (reading.get(accountId) === read) reading.delete(accountId);
      });
    reading.set(accountId, read);
    return read;
  }

  /** The prefixes of `recipients` the automatic rules watch (the guard on, not allow-listed). */
  function watched(state: AccountState, recipients: readonly PhoneNumber[]): Map<string, number> {
    const counts = new Map<string, number>();
    if (!state.settings.enabled) return counts;
    for (const r of recipients) {
      if (startsWithAny(r.e164.slice(1), state.settings.allowedPrefixes)) continue;
      const prefix = fraudPrefixOf(r.e164, r.country);
      counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
    }
    return counts;
  }

  async function trip(
    accountId: string,
    prefix: string,
    reason: 'low_conversion' | 'otp_spike',
    detail: Record<string, number>,
    at: Date,
  ): Promise<void> {
    const country = countryOfFraudPrefix(prefix);
    await repo.insertBlock(db, { accountId, prefix, country, reason, detail, at });
    forget(accountId);
  }

  /**
   * Counts waiting for the next flush, by account and prefix, with the promises of the sends that made them.
   * One flush runs at a time; what arrives meanwhile goes in the next one (group commit, as the acceptor does),
   * so a prefix hit by many concurrent sends has its row written once per flush, not once per send.
   */
  let pending = new Map<string, repo.CounterDelta>();
  /** Verifications counted here and not yet in a flush's answer (pending or being written), per key. */
  const unsettled = new Map<string, number>();
  /** The last flush's answer per key, with when it was counted and read. */
  const known = new Map<string, { figures: repo.WindowFigures; at: Date; readAt: number }>();
  let waiters: (() => void)[] = [];
  let flushing: Promise<void> | null = null;

  function add(delta: repo.CounterDelta): Promise<void> {
    const key = `${delta.accountId}\u0000${delta.prefix}`;
    const current = pending.get(key);
    if (current) {
      current.otpMessages += delta.otpMessages;
      current.verifications += delta.verifications;
      current.approved += delta.approved;
    } else pending.set(key, { ...delta });
    const written = new Promise<void>((resolve) => waiters.push(resolve));
    flushing ??= flushLoop();
    return written;
  }

  async function flushLoop(): Promise<void> {
    // Lets the sends answered in the same tick join this flush.
    await new Promise((resolve) => setImmediate(resolve));
    while (pending.size > 0) {
      const deltas = [...pending.values()];
      const done = waiters;
      pending = new Map();
      waiters = [];
      const at = clock();
      let figures: repo.WindowFigures[] = [];
      try {
        figures = await repo.addToCounters(db, deltas, at);
      } catch (error) {
        logger?.error({ err: error }, 'fraud guard: counting failed');
      }
      settleCounts(deltas, figures, at);
      try {
        await evaluate(deltas, figures);
      } catch (error) {
        logger?.error({ err: error }, 'fraud guard: counting failed');
      }
      for (const resolve of done) resolve();
    }
    flushing = null;
  }

  /** A flush's answer (none when it failed: then nothing is known of its keys). */
  function settleCounts(
    deltas: readonly repo.CounterDelta[],
    figures: readonly repo.WindowFigures[],
    at: Date,
  ) {
    const readAt = performance.now();
    for (const d of deltas) {
      const key = `${d.accountId}\u0000${d.prefix}`;
      const left = (unsettled.get(key) ?? 0) - d.verifications;
      if (left > 0) unsettled.set(key, left);
      else unsettled.delete(key);
      known.delete(key);
    }
    if (known.size > 10_000) known.clear();
    for (const f of figures) known.set(`${f.accountId}\u0000${f.prefix}`, { figures: f, at, readAt });
  }

  /**
   * Whether the flush that counts a Verify start to `prefix` surely leaves the low-conversion rule untripped, so
   * the start need not wait for it: by the last flush's figures (under a second old, in the same window), with
   * every verification counted since then added and no approval, fewer than the minimum were started or enough
   * were approved. Counts only grow within a window, so the figures that flush will find are at least as far from
   * the rule — save what other processes counted in that second, which this process's blocks already allow
   * for (`check` trusts its state for a second).
   */
  function cannotTrip(state: AccountState, accountId: string, prefix: string, now: Date): boolean {
    const key = `${accountId}\u0000${prefix}`;
    const last = known.get(key);
    if (!last || performance.now() - last.readAt >= STATE_TTL_MS || !repo.sameWindow(last.at, now))
      return false;
    const started = last.figures.verifications + (unsettled.get(key) ?? 0);
    const { minVerifications, minConversionPercent } = state.settings;
    return started < minVerifications || last.figures.approved * 100 >= minConversionPercent * started;
  }

  /** The rules, for the prefixes whose verifications or otp messages a flush just counted. */
  async function evaluate(deltas: readonly repo.CounterDelta[], figures: readonly repo.WindowFigures[]) {
    const at = clock();
    const counted = new Map(deltas.map((d) => [`${d.accountId}\u0000${d.prefix}`, d]));
    for (const f of figures) {
      const delta = counted.get(`${f.accountId}\u0000${f.prefix}`);
      if (!delta || (delta.verifications === 0 && delta.otpMessages === 0)) continue;
      const state = await stateOf(f.accountId);
      if (state.blocked.includes(f.prefix)) continue;
      const { settings } = state;
      // Fewer than minConversionPercent of at least minVerifications approved: pumped numbers never answer.
      if (
        delta.verifications > 0 &&
        f.verifications >= settings.minVerifications &&
        f.approved * 100 < settings.minConversionPercent * f.verifications
      ) {
        const detail = { verifications: f.verifications, approved: f.approved };
        await trip(f.accountId, f.prefix, 'low_conversion', detail, at);
      } else if (delta.otpMessages > 0 && f.otpMessages >= settings.spikeMinMessages) {
        const average = await repo.weeklyHourlyAverage(db, f.accountId, f.prefix, at);
        if (f.otpMessages > settings.spikeMultiplier * average) {
          const detail = { messages: f.otpMessages, hourlyAverage: Math.round(average * 100) / 100 };
          await trip(f.accountId, f.prefix, 'otp_spike', detail, at);
        }
      }
    }
  }

  return {
    /**
     * The blocked prefixes among `recipients` of an otp send, or null when it may go. An operator prefix
     * blocks whatever the account's settings say; the account's own blocks apply while its guard is on and
     * never to an allow-listed prefix.
     */
    async check(accountId: string, recipients: readonly PhoneNumber[]): Promise<FraudRefusal | null> {
      const state = await stateOf(accountId);
      if (state.operator.length === 0 && (state.blocked.length === 0 || !state.settings.enabled)) return null;
      const hit = new Set<string>();
      for (const r of recipients) {
        const digits = r.e164.slice(1);
        const operator = state.operator.find((p) => digits.startsWith(p));
        if (operator !== undefined) {
          hit.add(operator);
          continue;
        }
        if (!state.settings.enabled || startsWithAny(digits, state.settings.allowedPrefixes)) continue;
        const own = state.blocked.find((p) => digits.startsWith(p));
        if (own !== undefined) hit.add(own);
      }
      return hit.size > 0 ? { prefixes: [...hit] } : null;
    },

    /**
     * Counts accepted otp messages (`otp`) or Verify starts (`verification`) and trips a rule they reach.
     * Never throws: the send it counts is accepted already, and failing its answer would invite a repeat.
     */
    async record(
      accountId: string,
      recipients: readonly PhoneNumber[],
      kind: 'otp' | 'verification',
    ): Promise<void> {
      let counts: Map<string, number>;
      let state: AccountState;
      try {
        state = await stateOf(accountId);
        counts = watched(state, recipients);
      } catch (error) {
        logger?.error({ err: error, accountId }, 'fraud guard: counting failed');
        return;
      }
      const verification = kind === 'verification';
      const written = [...counts].map(([prefix, n]) => {
        if (verification) {
          const key = `${accountId}\u0000${prefix}`;
          unsettled.set(key, (unsettled.get(key) ?? 0) + n);
        }
        return add({
          accountId,
          prefix,
          otpMessages: verification ? 0 : n,
          verifications: verification ? n : 0,
          approved: 0,
        });
      });
      const now = clock();
      if (verification && [...counts.keys()].every((prefix) => cannotTrip(state, accountId, prefix, now)))
        return;
      await Promise.all(written);
    },

    /**
     * An approved verification, counted towards its prefix's conversion in the next flush. The check that
     * approved it need not wait: approvals alone never trip a rule, and any later count of this process goes in
     * that flush or a later one, so the rules it evaluates see the approval.
     */
    recordApproval(accountId: string, prefix: string): void {
      void add({ accountId, prefix, otpMessages: 0, verifications: 0, approved: 1 });
    },

    async settings(accountId: string): Promise<FraudSettings> {
      return { ...(await repo.findSettings(db, accountId)), windowMinutes: 60 };
    },

    async updateSettings(
      accountId: string,
      change: Partial<repo.StoredFraudSettings>,
    ): Promise<FraudSettings> {
      const current = await repo.findSettings(db, accountId);
      const next = { ...current, ...stripUndefined(change) };
      await repo.saveSettings(db, accountId, next, clock());
      forget(accountId);
      return { ...next, windowMinutes: 60 };
    },

    /** The account's blocks and every operator prefix, active first, newest first. */
    async blocks(accountId: string) {
      const [own, operator] = await Promise.all([
        repo.listBlocks(db, accountId),
        repo.listOperatorPrefixes(db),
      ]);
      const operatorItems = operator.map((row) => ({
        prefix: row.prefix,
        country: row.country,
        reason: 'operator' as const,
        detail: {},
        blockedAt: row.createdAt.toISOString(),
        liftedAt: null,
      }));
      const ownItems = own.map((row) => ({
        prefix: row.prefix,
        country: row.country,
        reason: row.reason,
        detail: row.detail as Record<string, number>,
        blockedAt: row.blockedAt.toISOString(),
        liftedAt: row.liftedAt?.toISOString() ?? null,
      }));
      const active = [...operatorItems, ...ownItems.filter((b) => b.liftedAt === null)];
      active.sort((a, b) => b.blockedAt.localeCompare(a.blockedAt));
      return [...active, ...ownItems.filter((b) => b.liftedAt !== null)];
    },

    /** Lifts the account's block of `prefix`; 'operator' when an operator prefix covers it (not liftable). */
    async lift(accountId: string, prefix: string, by: string): Promise<'lifted' | 'operator'> {
      const operator = await repo.listOperatorPrefixes(db);
      if (operator.some((row) => prefix.startsWith(row.prefix))) return 'operator';
      await repo.liftBlock(db, accountId, prefix, by, clock());
      forget(accountId);
      return 'lifted';
    },

    /** Operator commands (`npm run ops -- fraud:prefix …`). */
    operator: {
      async add(prefix: string) {
        await repo.addOperatorPrefix(db, prefix, countryOfFraudPrefix(prefix), clock());
        states.clear();
      },
      async remove(prefix: string) {
        const removed = await repo.removeOperatorPrefix(db, prefix);
        states.clear();
        return removed;
      },
      async list() {
        const rows = await repo.listOperatorPrefixes(db);
        return rows.map((row) => ({
          prefix: row.prefix,
          country: row.country,
          createdAt: row.createdAt.toISOString(),
        }));
      },
    },
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export type FraudGuard = ReturnType<typeof createFraudGuard>;
