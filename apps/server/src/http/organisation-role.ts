/**
 * The one authorisation layer for organisation roles: a route declares `config: { orgRole: 'admin' }` and this
 * onRoute hook gives it a preValidation step that refuses (1006) anyone whose organisation role is not owner
 * or admin, before the body is read, so a refused call changes nothing and learns nothing about its input.
 * The caller's membership is left on `request.membership` for the handler to scope every change to it.
 */
import type { FastifyRequest, RouteOptions, preValidationAsyncHookHandler } from 'fastify';
import { ErrorCode } from '@beacon/shared';
import { AppError } from '../lib/app-error.js';
import { authOf } from './authenticate.js';

type OrgRoleRule = 'admin';

export interface CallerMembership {
  organisationId: string;
  role: 'owner' | 'admin' | 'member';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The organisation role a route requires; absent means any signed-in member (or a public route). */
    orgRole?: OrgRoleRule;
  }
  interface FastifyRequest {
    membership: CallerMembership | null;
  }
}

export function organisationRoleGuard(find: (userId: string) => Promise<CallerMembership | undefined>) {
  const requireAdmin: preValidationAsyncHookHandler = async (request) => {
    const membership = await find(authOf(request).userId);
    if (!membership || (membership.role !== 'owner' && membership.role !== 'admin')) {
      throw new AppError(ErrorCode.NOT_ALLOWED);
    }
    request.membership = membership;
  };
  return (route: RouteOptions): void => {
    if (route.config?.orgRole !== 'admin') return;
    const existing = route.preValidation;
    route.preValidation = [
      requireAdmin,
      ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
    ];
  };
}

export function membershipOf(request: FastifyRequest): CallerMembership {
  // A programming error, not a client's: the route forgot its `orgRole`.
  if (!request.membership) throw new Error(`${request.routeOptions.url} declares no orgRole`);
  return request.membership;
}
