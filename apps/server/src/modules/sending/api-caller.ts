/**
 * Who calls the public send API: the API key of Basic auth and the account of X-Account-Id, with the stamps of
 * the cached reads they came from (sender-reads.ts). Sends read from the caches; the status route and a send
 * whose reads a change overtook read the database. The refusals keep their order: the key first, then the
 * account, and the account is used only once the key has proven it may.
 */
import type { FastifyRequest } from 'fastify';
import { SendApiCode } from '@beacon/shared';
import { parseBasicAuth } from '../../http/basic-auth.js';
import { isIpAllowed } from '../../lib/ip-allowlist.js';
import { checkApiKey, type ApiKeyService } from '../api-keys/index.js';
import { StaleReadError, type Stamp } from '../send-cache/index.js';
import { SendApiError } from './api-errors.js';
import { isSendRejection, type SendRejection } from './rejection.js';
import type { SenderReads } from './sender-reads.js';
import type { SendContext } from './types.js';

export interface ApiCaller {
  keyId: string;
  account: SendContext['account'];
  /** The generations the key, the account and the account's price list were read at. */
  stamps: Stamp[];
  /** Read from the database rather than from memory. */
  fresh: boolean;
}

type Deps = { reads: SenderReads; apiKeys: ApiKeyService };

async function readCaller(
  request: FastifyRequest,
  { reads, apiKeys }: Deps,
  credentials: { id: string; secret: string },
  options: { fresh: boolean; send: boolean },
): Promise<ApiCaller> {
  const { fresh } = options;
  const accountHeader = request.headers['x-account-id'];
  const accountId = typeof accountHeader === 'string' ? accountHeader.trim() : '';
  // Read at once (from memory, or one round trip of waiting instead of two).
  const [key, found] = await Promise.all([
    credentials.id.length <= 64 ? reads.apiKey(credentials.id, fresh) : undefined,
    accountId.length > 0 && accountId.length <= 64 ? reads.account(accountId, fresh) : undefined,
  ]);
  const check = checkApiKey(key?.value, credentials.secret);
  if (!check.ok) throw new SendApiError(SendApiCode.AUTH_HEADER_INVALID);
  if (accountId !== check.accountId || !found) throw new SendApiError(SendApiCode.ACCOUNT_ID_INVALID);
  const account = found.value;
  if (account.deletedAt) throw new SendApiError(SendApiCode.ACCOUNT_NOT_ACTIVATED);
  if (!isIpAllowed(request.ip, account.settings.ipWhitelist)) {
    throw new SendApiError(SendApiCode.IP_NOT_WHITELISTED);
  }
  const stamps = [key!.stamp, found.stamp];
  if (options.send) stamps.push((await reads.priceList(account.currency, fresh)).stamp);
  await apiKeys.recordUse(check.keyId, request.ip);
  return { keyId: check.keyId, account, stamps, fresh };
}

/**
 * The caller of this request. A refusal made from memory is made again from the database before it is
 * answered: in another process a change (a key created, an IP allowed) may not have been announced yet, and
 * refusals are rare enough to afford the reads.
 */
export async function authenticateApiCaller(
  request: FastifyRequest,
  deps: Deps,
  /** `fresh`: from the database; `send`: also stamp the price list the send will be quoted from. */
  options: { fresh: boolean; send: boolean },
): Promise<ApiCaller> {
  const credentials = parseBasicAuth(request.headers.authorization);
  if (!credentials.ok) {
    throw new SendApiError(
      credentials.problem === 'missing' ? SendApiCode.AUTH_HEADER_INVALID : SendApiCode.BASIC_FORMAT_INVALID,
    );
  }
  if (options.fresh) return readCaller(request, deps, credentials, options);
  try {
    return await readCaller(request, deps, credentials, options);
  } catch (error) {
    if (!(error instanceof SendApiError)) throw error;
    return readCaller(request, deps, credentials, { ...options, fresh: true });
  }
}

/** Reads overtaken by a change are read again, from the database, at most this many times. */
const MAX_REREADS = 3;

/** Refusals that no cached read decided: the account's own rate, and its balance (never cached). */
const UNCACHED_REASONS = new Set(['rateLimited', 'insufficientBalance', 'fraudBlocked']);

/** Whether the send was refused, or found overtaken, on reads from memory that the database may contradict. */
function rereadWorthy(error: unknown, caller: ApiCaller): error is StaleReadError | SendRejection {
  if (error instanceof StaleReadError) return true;
  return !caller.fresh && isSendRejection(error) && !error.reasons.some((r) => UNCACHED_REASONS.has(r.kind));
}

/**
 * Runs `accept` as the request's caller. When its group transaction finds the caller's reads overtaken by a
 * change (StaleReadError), or a rule refused it on reads from memory, the caller is read again from the
 * database — which may now refuse the key or the account — and the send tried again.
 */
export async function acceptWithCurrentReads<T>(
  request: FastifyRequest,
  deps: Deps,
  accept: (caller: ApiCaller) => Promise<T>,
): Promise<T> {
  let caller = request.apiCaller!;
  for (let reread = 1; ; reread += 1) {
    try {
      return await accept(caller);
    } catch (error) {
      if (!rereadWorthy(error, caller) || reread > MAX_REREADS) throw error;
      deps.reads.forget(caller.stamps.map((stamp) => stamp.scope));
      caller = await authenticateApiCaller(request, deps, { fresh: true, send: true });
      request.apiCaller = caller;
    }
  }
}
