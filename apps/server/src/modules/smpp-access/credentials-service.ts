/**
 * SMPP credentials (API.md, "SMPP access for customers"): a system_id of at most 15 characters and a password
 * of 8 printable characters, shown once at creation and stored as an argon2id hash, revocable. A bind checks
 * them here. argon2id costs about 13 ms, so a password already verified in this process against the same
 * stored hash is recognised by a keyed digest instead of being hashed again: an ESME that reconnects or opens
 * four binds pays for one hash. The credential row itself is read on every bind, so a revoke is seen at once.
 * Ten wrong passwords for one system_id within ten minutes stop the checks for it until the ten minutes end.
 */
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import {
  ErrorCode,
  SMPP_MAX_LIVE_CREDENTIALS,
  SMPP_PASSWORD_LENGTH,
  SMPP_SYSTEM_ID_MAX_LENGTH,
  type CreatedSmppCredential,
  type SmppCredential,
} from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { digestsEqual } from '../../lib/crypto.js';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../lib/passwords.js';
import * as repo from './credentials-repo.js';

/** Letters and digits without the ones read alike (0/O, 1/l/I): the password is typed into ESME configs. */
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/** Crockford base32: system_ids are read aloud and typed too. */
const SYSTEM_ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const SYSTEM_ID_PREFIX = 'BC';
const SYSTEM_ID_RANDOM = 8;
const FAILURE_WINDOW_MS = 10 * 60_000;
const MAX_FAILURES = 10;
const MAX_TRACKED = 10_000;

export type SmppBindCheck =
  | { ok: true; systemId: string; accountId: string }
  | { ok: false; reason: 'unknown' | 'password' | 'revoked' };

function randomText(alphabet: string, length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += alphabet[randomInt(alphabet.length)];
  return text;
}

function toCredential(row: repo.SmppCredentialRow): SmppCredential {
  return {
    systemId: row.systemId,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastBindAt: row.lastBindAt?.toISOString() ?? null,
    lastBindIp: row.lastBindIp,
  };
}

export function createSmppCredentialService({ db, clock }: { db: Database; clock: Clock }) {
  /** Keys the digests of verified passwords; new per process, so a memory dump of one says nothing later. */
  const proofKey = randomBytes(32);
  const verified = new Map<string, { passwordHash: string; proof: string }>();
  const failures = new Map<string, { count: number; since: number }>();
  const proofOf = (password: string) =>
    createHmac('sha256', proofKey).update(password, 'latin1').digest('hex');

  function isLocked(systemId: string, now: number): boolean {
    const entry = failures.get(systemId);
    if (!entry) return false;
    if (now - entry.since >= FAILURE_WINDOW_MS) {
      failures.delete(systemId);
      return false;
    }
    return entry.count >= MAX_FAILURES;
  }

  function recordFailure(systemId: string, now: number): void {
    const entry = failures.get(systemId);
    if (entry && now - entry.since < FAILURE_WINDOW_MS) entry.count += 1;
    else {
      if (failures.size >= MAX_TRACKED) failures.clear();
      failures.set(systemId, { count: 1, since: now });
    }
  }

  async function passwordMatches(row: repo.SmppCredentialRow, password: string): Promise<boolean> {
    const proof = proofOf(password);
    const known = verified.get(row.systemId);
    if (known && known.passwordHash === row.passwordHash && digestsEqual(known.proof, proof)) return true;
    if (!(await verifyPassword(row.passwordHash, password))) return false;
    if (verified.size >= MAX_TRACKED) verified.clear();
    verified.set(row.systemId, { passwordHash: row.passwordHash, proof });
    return true;
  }

  return {
    /** A new credential; 1006 when the account already has the most live ones. */
    async create(accountId: string, createdBy: string | null): Promise<CreatedSmppCredential> {
      const now = clock();
      const password = randomText(PASSWORD_ALPHABET, SMPP_PASSWORD_LENGTH);
      const passwordHash = await hashPassword(password);
      for (;;) {
        const systemId = SYSTEM_ID_PREFIX + randomText(SYSTEM_ID_ALPHABET, SYSTEM_ID_RANDOM);
        const inserted = await db.transaction(async (tx) => {
          if ((await repo.countLiveCredentials(tx, accountId)) >= SMPP_MAX_LIVE_CREDENTIALS) {
            throw new AppError(ErrorCode.NOT_ALLOWED);
          }
          return repo.insertCredential(tx, { systemId, accountId, passwordHash, createdBy, createdAt: now });
        });
        if (inserted) return { systemId, password, createdAt: now.toISOString() };
      }
    },

    async list(accountId: string): Promise<SmppCredential[]> {
      return (await repo.listCredentials(db, accountId)).map(toCredential);
    },

    /** The console: 1006 unless it is a live credential of the account. */
    async revoke(accountId: string, systemId: string): Promise<void> {
      if (!(await repo.revokeCredential(db, systemId, clock(), accountId))) {
        throw new AppError(ErrorCode.NOT_ALLOWED);
      }
    },

    /** The operator: any live credential; undefined when there is none by that system_id. */
    async revokeAny(systemId: string): Promise<{ accountId: string; revokedAt: string } | undefined> {
      const at = clock();
      const revoked = await repo.revokeCredential(db, systemId, at);
      return revoked && { accountId: revoked.accountId, revokedAt: at.toISOString() };
    },

    /**
     * The bind's check. A wrong password (or an unknown system_id, which costs the same hash) is `password` /
     * `unknown`; only the right password of a revoked credential learns that it is `revoked`.
     */
    async check(systemId: string, password: string): Promise<SmppBindCheck> {
      const now = clock().getTime();
      const row =
        systemId.length <= SMPP_SYSTEM_ID_MAX_LENGTH ? await repo.findCredential(db, systemId) : undefined;
      if (!row) {
        await verifyAgainstNothing(password);
        return { ok: false, reason: 'unknown' };
      }
      if (isLocked(systemId, now) || !(await passwordMatches(row, password))) {
        recordFailure(systemId, now);
        return { ok: false, reason: 'password' };
      }
      failures.delete(systemId);
      if (row.revokedAt) return { ok: false, reason: 'revoked' };
      return { ok: true, systemId, accountId: row.accountId };
    },

    /** Records a successful bind (shown in the console's list). */
    recordBind(systemId: string, ip: string): Promise<void> {
      return repo.touchCredential(db, systemId, clock(), ip);
    },
  };
}
