/**
 * "Stay signed in": a browser that passed the second factor with `remember` may skip it for 30 days, but only
 * from the network (IPv4 /24, IPv6 /48) it was trusted on, so a stolen cookie is useless elsewhere.
 */
import { ErrorCode, TRUSTED_DEVICE_TTL_MS, type TrustedDeviceView } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { RequestMeta } from '../../http/request-meta.js';
import { AppError } from '../../lib/app-error.js';
import { addMs, type Clock } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { networkPrefix, toInet } from '../../lib/network.js';
import * as repo from './repo.js';

export function createTrustedDeviceService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /** A token for the cookie and the device's id, or null when the address has no network to bind it to. */
    async trust(
      executor: Database,
      userId: string,
      meta: Pick<RequestMeta, 'ip' | 'userAgent'>,
    ): Promise<{ token: string; id: string } | null> {
      const prefix = networkPrefix(meta.ip);
      if (!prefix) return null;
      const token = randomToken();
      const now = clock();
      const id = await repo.insertTrustedDevice(executor, {
        tokenHash: sha256(token),
        userId,
        networkPrefix: prefix,
        createdAt: now,
        expiresAt: addMs(now, TRUSTED_DEVICE_TTL_MS),
        ip: toInet(meta.ip),
        userAgent: meta.userAgent,
      });
      return { token, id };
    },

    /** The id of the device the cookie names when it may skip the code here and now (and notes the use). */
    async findTrusted(token: string, userId: string, ip: string): Promise<string | null> {
      const device = await repo.findTrustedDevice(db, sha256(token));
      const now = clock();
      const trusted =
        device !== undefined &&
        device.userId === userId &&
        device.revokedAt === null &&
        device.expiresAt > now &&
        device.networkPrefix === networkPrefix(ip);
      if (!trusted) return null;
      await repo.touchTrustedDevice(db, device.id, now);
      return device.id;
    },

    async revokeAllOfUser(executor: Database, userId: string): Promise<void> {
      await repo.revokeTrustedDevicesOfUser(executor, userId, clock());
    },

    async list(userId: string, currentDeviceId: string | null): Promise<TrustedDeviceView[]> {
      const rows = await repo.listLiveTrustedDevices(db, userId, clock());
      return rows.map((row) => ({
        id: row.id,
        userAgent: row.userAgent,
        ip: row.ip,
        network: row.networkPrefix,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
        expiresAt: row.expiresAt.toISOString(),
        current: row.id === currentDeviceId,
      }));
    },

    /** Stops a device skipping codes (its sessions go on); 1006 when it is not a live device of the user. */
    async revoke(userId: string, id: string): Promise<void> {
      if (!(await repo.revokeTrustedDeviceOfUser(db, userId, id, clock())))
        throw new AppError(ErrorCode.NOT_ALLOWED);
    },

    async revokeOthers(userId: string, keepId: string | null): Promise<number> {
      return repo.revokeOtherTrustedDevices(db, userId, keepId, clock());
    },
  };
}

export type TrustedDeviceService = ReturnType<typeof createTrustedDeviceService>;
