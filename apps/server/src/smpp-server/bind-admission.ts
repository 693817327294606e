/**
 * Whether a bind is let in (docs/smpp-access.md, "Binding"): the credential (ESME_RINVPASWD when wrong,
 * ESME_RBINDFAIL when revoked), the account and its IP whitelist, then the per-account limit, held across
 * processes by the bind's row in `smpp_binds` (ESME_RBINDFAIL when full).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { SMPP_STATUS } from '@beacon/shared';
import type { SmppServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { isIpAllowed } from '../lib/ip-allowlist.js';
import type { SendingServices } from '../modules/sending/index.js';
import { BIND_STALE_AFTER_MS, registerBind, type SmppAccessService } from '../modules/smpp-access/index.js';
import type { BindRequest, SessionHost } from './esme-session.js';

export function createBindAdmission(deps: {
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  config: SmppServerConfig;
  /** `hostname:pid`: which process holds the bind. */
  node: string;
  access: SmppAccessService;
  sending: SendingServices;
}): SessionHost['bind'] {
  const { db, clock, logger, config } = deps;
  return async (session, request: BindRequest) => {
    const check = await deps.access.credentials.check(request.systemId, request.password);
    if (!check.ok) {
      logger.info(
        { systemId: request.systemId, remote: session.remoteAddress, reason: check.reason },
        'smpp: bind refused',
      );
      return { status: check.reason === 'revoked' ? SMPP_STATUS.ESME_RBINDFAIL : SMPP_STATUS.ESME_RINVPASWD };
    }
    const account = await deps.sending.senderReads.account(check.accountId, true);
    if (
      !account ||
      account.value.deletedAt ||
      !isIpAllowed(session.remoteAddress, account.value.settings.ipWhitelist)
    ) {
      logger.info(
        { systemId: check.systemId, remote: session.remoteAddress },
        'smpp: bind refused (account or IP)',
      );
      return { status: SMPP_STATUS.ESME_RBINDFAIL };
    }
    const now = clock();
    const identity = {
      bindId: randomUUID(),
      systemId: check.systemId,
      accountId: check.accountId,
      bindType: request.bindType,
      since: now,
    };
    const registered = await registerBind(
      db,
      {
        id: identity.bindId,
        accountId: identity.accountId,
        systemId: identity.systemId,
        bindType: identity.bindType,
        remoteAddress: session.remoteAddress,
        tls: session.tls,
        node: deps.node,
        boundAt: now,
        refreshedAt: now,
        windowSize: config.window,
      },
      { maxBinds: config.maxBinds, staleBefore: new Date(now.getTime() - BIND_STALE_AFTER_MS) },
    );
    if (!registered) {
      logger.info({ systemId: check.systemId, maxBinds: config.maxBinds }, 'smpp: bind refused (bind limit)');
      return { status: SMPP_STATUS.ESME_RBINDFAIL };
    }
    await deps.access.credentials.recordBind(check.systemId, session.remoteAddress);
    return { status: SMPP_STATUS.ESME_ROK, identity };
  };
}
