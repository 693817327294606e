/**
 * What the console shows and changes of SMPP access (docs/smpp-access.md): where to bind, the account's
 * credentials, and its binds open now. Binds live in the process that holds their socket; every such process
 * reports them to `smpp_binds` every few seconds (smpp-server/bind-reporter.ts), so any API process answers
 * for all of them. A revoke made here also reaches the binds of this process at once through `onRevoke`;
 * other processes close theirs at their next report.
 */
import type { SmppBind, SmppBindList, SmppInfo } from '@beacon/shared';
import type { SmppServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { countWaiting } from './outbox-repo.js';
import { listLiveBinds } from './binds-repo.js';
import { createSmppCredentialService } from './credentials-service.js';

/** How often a process reports its binds, and after how long without a report a bind counts as gone. */
export const BIND_REPORT_INTERVAL_MS = 5_000;
export const BIND_STALE_AFTER_MS = 4 * BIND_REPORT_INTERVAL_MS;

export interface SmppAccessDeps {
  db: Database;
  clock: Clock;
  /** Absent or without a port: the server has no SMPP listener (credentials can still be prepared). */
  server: SmppServerConfig | undefined;
  /** SMS_VALIDITY_HOURS: how long receipts and inbound messages wait for a receiver bind. */
  validityMs: number;
}

export function createSmppAccessService({ db, clock, server, validityMs }: SmppAccessDeps) {
  const credentials = createSmppCredentialService({ db, clock });
  const revokeListeners = new Set<(systemId: string) => void>();
  const staleBefore = () => new Date(clock().getTime() - BIND_STALE_AFTER_MS);
  /** The ports the SMPP server of this process listens on (SMPP_SERVER_PORT=0 picks one). */
  let listening: { port: number; tlsPort: number | null } | null = null;

  return {
    credentials,

    info(): SmppInfo {
      return {
        enabled: server?.port !== undefined,
        host: server?.publicHost ?? '',
        port: listening?.port ?? server?.port ?? null,
        tlsPort: listening?.tlsPort ?? server?.tls?.port ?? null,
        maxBinds: server?.maxBinds ?? 0,
        window: server?.window ?? 0,
        idleTimeoutSeconds: Math.round((server?.idleTimeoutMs ?? 0) / 1_000),
      };
    },

    /** The SMPP server of this process is listening (or stopped: null). */
    setListening(ports: { port: number; tlsPort: number | null } | null): void {
      listening = ports;
    },

    async revoke(accountId: string, systemId: string): Promise<void> {
      await credentials.revoke(accountId, systemId);
      for (const listener of revokeListeners) listener(systemId);
    },

    async revokeAny(systemId: string) {
      const revoked = await credentials.revokeAny(systemId);
      if (revoked) for (const listener of revokeListeners) listener(systemId);
      return revoked;
    },

    /** Called with the system_id of every credential revoked through this process. */
    onRevoke(listener: (systemId: string) => void): () => void {
      revokeListeners.add(listener);
      return () => revokeListeners.delete(listener);
    },

    async listBinds(accountId: string): Promise<SmppBindList> {
      const [rows, waitingDeliveries] = await Promise.all([
        listLiveBinds(db, accountId, staleBefore()),
        countWaiting(db, accountId, new Date(clock().getTime() - validityMs)),
      ]);
      const items: SmppBind[] = rows.map((row) => ({
        bindId: row.id,
        systemId: row.systemId,
        bindType: row.bindType,
        remoteAddress: row.remoteAddress,
        tls: row.tls,
        since: row.boundAt.toISOString(),
        submitsPerSecond: Math.round(row.submitsPerSecond * 10) / 10,
        windowUsed: row.windowUsed,
        windowSize: row.windowSize,
        reportedAt: row.refreshedAt.toISOString(),
      }));
      return { items, waitingDeliveries };
    },
  };
}

export type SmppAccessService = ReturnType<typeof createSmppAccessService>;
