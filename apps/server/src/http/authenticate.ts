/**
 * Session authentication for the console calls: `Authorization: Bearer <token>` checked before the body is
 * even read. Handlers get the caller through `authOf(request)`.
 */
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@beacon/shared';
import { AppError } from '../lib/app-error.js';
import type { AuthContext, SessionService } from '../modules/sessions/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

export function authenticateHook(sessions: SessionService) {
  return async (request: FastifyRequest): Promise<void> => {
    request.auth = await sessions.authenticate(bearerToken(request.headers.authorization));
  };
}

export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(ErrorCode.TOKEN_INVALID);
  return request.auth;
}
