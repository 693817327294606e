/**
 * Single sign-on from a trusted system: a compact JWS (HS256 with SSO_SECRET) naming the user's e-mail, with
 * an expiry at most 5 minutes ahead and a jti that works once. A forged, malformed or unusable token is 2006;
 * a genuine one that is expired, too long-lived or replayed is 2013.
 */
import { errors, jwtVerify } from 'jose';
import { ErrorCode } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { RequestMeta } from '../../http/request-meta.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/index.js';
import type { SessionService } from '../sessions/index.js';
import { findUserByEmail } from '../users/index.js';
import { claimSsoJti } from './sso-repo.js';
import { organisationPolicyFor } from './organisation-rules.js';
import { assertCanSignIn } from './user-status.js';

const SSO_MAX_LIFETIME_SECONDS = 5 * 60;

export interface SsoServiceDeps {
  db: Database;
  clock: Clock;
  secret: string | undefined;
  sessions: SessionService;
  audit: AuditService;
}

interface SsoClaims {
  email: string;
  exp: number;
  jti: string;
}

export function createSsoService(deps: SsoServiceDeps) {
  const key = deps.secret ? new TextEncoder().encode(deps.secret) : undefined;

  async function verify(token: string): Promise<SsoClaims> {
    if (!key) throw new AppError(ErrorCode.TOKEN_INVALID);
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        currentDate: deps.clock(),
        requiredClaims: ['exp', 'jti'],
      });
      const { email, exp, jti } = payload;
      if (typeof email !== 'string' || typeof exp !== 'number' || typeof jti !== 'string' || jti === '') {
        throw new AppError(ErrorCode.TOKEN_INVALID);
      }
      return { email: email.trim().toLowerCase(), exp, jti };
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof errors.JWTExpired) throw new AppError(ErrorCode.LINK_INVALID);
      throw new AppError(ErrorCode.TOKEN_INVALID);
    }
  }

  return {
    async signIn(token: string, meta: RequestMeta): Promise<{ token: string }> {
      let claims: SsoClaims;
      try {
        claims = await verify(token);
      } catch (error) {
        await deps.audit.record({ action: 'sso.failure', detail: { code: (error as AppError).code } }, meta);
        throw error;
      }
      const nowSeconds = Math.floor(deps.clock().getTime() / 1000);
      if (claims.exp - nowSeconds > SSO_MAX_LIFETIME_SECONDS) throw new AppError(ErrorCode.LINK_INVALID);
      if (!(await claimSsoJti(deps.db, claims.jti, new Date(claims.exp * 1000)))) {
        await deps.audit.record(
          { action: 'sso.failure', target: claims.email, detail: { reason: 'replay' } },
          meta,
        );
        throw new AppError(ErrorCode.LINK_INVALID);
      }
      const user = await findUserByEmail(deps.db, claims.email);
      if (!user) throw new AppError(ErrorCode.TOKEN_INVALID);
      assertCanSignIn(user.status);
      await organisationPolicyFor(deps, user.id, 'sso', meta);
      const session = await deps.sessions.start(deps.db, user.id, meta);
      await deps.audit.record({ action: 'sso.login', userId: user.id, detail: { jti: claims.jti } }, meta);
      return { token: session };
    },
  };
}

export type SsoService = ReturnType<typeof createSsoService>;
