/**
 * The account a console call acts on: the user's current one, looked up by one preHandler that each route
 * needing it declares (`preHandler: currentAccount`), so route plugins receive that hook instead of the
 * database. It runs after authentication and body validation, where the handlers used to look it up, so the
 * order of refusals (1001, then 2005/2006, then 2011) is unchanged.
 */
import type { FastifyRequest } from 'fastify';
import type { AccountRow } from '../db/schema/index.js';
import { authOf } from './authenticate.js';

declare module 'fastify' {
  interface FastifyRequest {
    currentAccount: AccountRow | null;
  }
}

export type CurrentAccountHook = (request: FastifyRequest) => Promise<void>;

/** `find` answers the user's current account or throws 2011 (the accounts module's, from services.ts). */
export function currentAccountHook(find: (userId: string) => Promise<AccountRow>): CurrentAccountHook {
  return async (request) => {
    request.currentAccount = await find(authOf(request).userId);
  };
}

export function currentAccountOf(request: FastifyRequest): AccountRow {
  // A programming error, not a client's: the route forgot to declare the preHandler.
  if (!request.currentAccount)
    throw new Error(`${request.routeOptions.url} has no currentAccount preHandler`);
  return request.currentAccount;
}
