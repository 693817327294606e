/**
 * API keys for the public send API: `Authorization: Basic base64(<key id>:<secret>)`. Secrets are 256 random
 * bits, shown once at creation; only their SHA-256 is stored (a fast hash is enough for a secret nobody can
 * guess) and compared in constant time. Revoking stops a key at once.
 */
import { randomBytes } from 'node:crypto';
import { ErrorCode, type ApiKey, type CreatedApiKey } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { digestsEqual, sha256 } from '../../lib/crypto.js';
import { newApiKeyId } from '../../lib/ids.js';
import { toInet } from '../../lib/network.js';
import * as repo from './repo.js';

/** Live keys per account; a leaked-key clean-up should revoke, not pile up. */
const MAX_LIVE_API_KEYS = 20;
const SECRET_HINT_LENGTH = 4;
/** Recording the last use on every call would add a write to every send; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;
const MAX_TRACKED_TOUCHES = 10_000;
/** Compared against when the key id is unknown, so an unknown id costs what a wrong secret costs. */
const DUMMY_HASH = sha256('beacon-no-such-key');

export type ApiKeyCheck =
  { ok: true; keyId: string; accountId: string } | { ok: false; reason: 'unknown' | 'revoked' | 'secret' };

type KeyRecord = Pick<repo.ApiKeyRow, 'id' | 'accountId' | 'secretHash' | 'revokedAt'>;

/** The check of a secret against the key found by its id (or none), the same time whatever is wrong. */
export function checkApiKey(row: KeyRecord | undefined, secret: string): ApiKeyCheck {
  const matches = digestsEqual(sha256(secret), row?.secretHash ?? DUMMY_HASH);
  if (!row) return { ok: false, reason: 'unknown' };
  if (!matches) return { ok: false, reason: 'secret' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  return { ok: true, keyId: row.id, accountId: row.accountId };
}

export function createApiKeyService({ db, clock }: { db: Database; clock: Clock }) {
  const touchedAt = new Map<string, number>();

  return {
    async create(accountId: string, name: string, createdBy: string | null): Promise<CreatedApiKey> {
      const now = clock();
      const keyId = newApiKeyId(now);
      const secret = randomBytes(32).toString('base64url');
      await db.transaction(async (tx) => {
        if ((await repo.countLiveApiKeys(tx, accountId)) >= MAX_LIVE_API_KEYS) {
          throw new AppError(ErrorCode.NOT_ALLOWED);
        }
        await repo.insertApiKey(tx, {
          id: keyId,
          accountId,
          name,
          secretHash: sha256(secret),
          secretHint: secret.slice(0, SECRET_HINT_LENGTH),
          createdBy,
          createdAt: now,
        });
      });
      return { keyId, secret, name, createdAt: now.toISOString() };
    },

    async list(accountId: string): Promise<ApiKey[]> {
      const rows = await repo.listApiKeys(db, accountId);
      return rows.map((row) => ({
        keyId: row.id,
        name: row.name,
        secretHint: row.secretHint,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
        lastUsedIp: row.lastUsedIp,
        revokedAt: row.revokedAt?.toISOString() ?? null,
      }));
    },

    /** 1006 when the key is not a live key of the account. */
    async revoke(accountId: string, keyId: string): Promise<void> {
      if (!(await repo.revokeApiKey(db, accountId, keyId, clock())))
        throw new AppError(ErrorCode.NOT_ALLOWED);
    },

    /** Records the use of a key at most once a minute per key and process. */
    async recordUse(keyId: string, ip: string): Promise<void> {
      const now = clock();
      const last = touchedAt.get(keyId);
      if (last !== undefined && now.getTime() - last < TOUCH_INTERVAL_MS) return;
      if (touchedAt.size >= MAX_TRACKED_TOUCHES) touchedAt.clear();
      touchedAt.set(keyId, now.getTime());
      await repo.touchApiKey(db, keyId, now, toInet(ip), new Date(now.getTime() - TOUCH_INTERVAL_MS));
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
