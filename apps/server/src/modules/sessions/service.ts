/**
 * Sessions are opaque random bearer tokens; only their SHA-256 is stored, so a database leak yields no usable
 * token and revoking a row ends the session at once. Expiry slides: each use pushes it SESSION_TTL ahead.
 */
import { ErrorCode, type SessionView } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { addMs, type Clock } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { toInet } from '../../lib/network.js';
import type { RequestMeta } from '../../http/request-meta.js';
import * as repo from './repo.js';

export interface AuthContext {
  userId: string;
  sessionId: string;
  /** The trusted browser the session belongs to, if it was signed in from one or marked one. */
  trustedDeviceId: string | null;
}

export interface SessionServiceDeps {
  db: Database;
  clock: Clock;
  ttlMs: number;
}

/** Writing last-seen on every request would double the writes of a busy console; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

export function createSessionService({ db, clock, ttlMs }: SessionServiceDeps) {
  return {
    /**
     * Starts a session and returns its token; pass a transaction to tie it to other writes, and the trusted
     * device it was signed in from (or marked) so the device list can point out the current browser.
     */
    async start(
      executor: Database,
      userId: string,
      meta: Pick<RequestMeta, 'ip' | 'userAgent'>,
      trustedDeviceId: string | null = null,
    ): Promise<string> {
      const token = randomToken();
      const now = clock();
      await repo.insertSession(executor, {
        tokenHash: sha256(token),
        userId,
        createdAt: now,
        expiresAt: addMs(now, ttlMs),
        ip: toInet(meta.ip),
        userAgent: meta.userAgent,
        trustedDeviceId,
      });
      return token;
    },

    /** The session a bearer token belongs to: 2006 when missing, unknown or revoked, 2005 when expired. */
    async authenticate(token: string | null): Promise<AuthContext> {
      if (!token) throw new AppError(ErrorCode.TOKEN_INVALID);
      const session = await repo.findSessionByTokenHash(db, sha256(token));
      if (!session || session.revokedAt) throw new AppError(ErrorCode.TOKEN_INVALID);
      const now = clock();
      if (session.expiresAt <= now) throw new AppError(ErrorCode.TOKEN_EXPIRED);
      if (session.userStatus === 'disabled') throw new AppError(ErrorCode.USER_DISABLED);
      if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
        await repo.touchSession(db, session.id, now, addMs(now, ttlMs));
      }
      return { userId: session.userId, sessionId: session.id, trustedDeviceId: session.trustedDeviceId };
    },

    async end(sessionId: string): Promise<void> {
      await repo.revokeSession(db, sessionId, clock());
    },

    async endAllOfUser(executor: Database, userId: string): Promise<number> {
      return repo.revokeSessionsOfUser(executor, userId, clock());
    },

    /** Ends every session of the user except `keepId` (the caller's own); answers how many ended. */
    async endOthersOfUser(executor: Database, userId: string, keepId: string): Promise<number> {
      return repo.revokeOtherSessions(executor, userId, keepId, clock());
    },

    /** The user's live sessions for the security page, the caller's own marked `current`. */
    async list(auth: AuthContext): Promise<SessionView[]> {
      const rows = await repo.listLiveSessions(db, auth.userId, clock());
      return rows.map((row) => ({
        id: row.id,
        userAgent: row.userAgent,
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === auth.sessionId,
        trusted: row.trustedDeviceId !== null,
      }));
    },

    /** Ends another session of the user: 1006 for the caller's own (that is signing out) or an unknown id. */
    async revoke(auth: AuthContext, id: string): Promise<void> {
      if (id === auth.sessionId) throw new AppError(ErrorCode.NOT_ALLOWED);
      if (!(await repo.revokeSessionOfUser(db, auth.userId, id, clock())))
        throw new AppError(ErrorCode.NOT_ALLOWED);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
