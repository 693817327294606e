/**
 * The fraud guard's console calls (`POST /sms/fraud/settings/get|update`, `/sms/fraud/blocks/list|lift`,
 * docs/verify-api.md): the current account's settings and blocks. Changing them is for organisation owners
 * and admins (`orgRole`, 1006 otherwise): a lift reopens a prefix to traffic that cost money.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorCode,
  ZFraudBlockLiftSchema,
  ZFraudBlockListRequestSchema,
  ZFraudBlockListSchema,
  ZFraudSettingsSchema,
  ZFraudSettingsUpdateSchema,
} from '@beacon/shared';
import { authenticateHook, authOf } from '../../http/authenticate.js';
import { currentAccountOf, type CurrentAccountHook } from '../../http/current-account.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionService } from '../sessions/index.js';
import type { FraudGuard } from './service.js';

export const fraudGuardRoutes: FastifyPluginAsyncZod<{
  sessions: SessionService;
  currentAccount: CurrentAccountHook;
  fraudGuard: FraudGuard;
}> = async (app, { sessions, currentAccount, fraudGuard }) => {
  app.addHook('onRequest', authenticateHook(sessions));
  app.addHook('preHandler', currentAccount);
  const base = { tags: ['sms'], security: [{ session: [] }] };
  const adminOnly = ' Owners and admins only (1006 otherwise).';

  app.post(
    '/sms/fraud/settings/get',
    {
      schema: {
        ...base,
        operationId: 'fraudSettingsGet',
        summary: 'Fraud guard settings of the current account',
        response: { 200: envelopeOf(ZFraudSettingsSchema) },
      },
    },
    async (request) => ok(await fraudGuard.settings(currentAccountOf(request).id)),
  );

  app.post(
    '/sms/fraud/settings/update',
    {
      config: { orgRole: 'admin' },
      schema: {
        ...base,
        operationId: 'fraudSettingsUpdate',
        summary: 'Change fraud guard settings',
        description:
          'Any subset of `enabled`, `minVerifications` (10–100000), `minConversionPercent` (1–100), ' +
          '`spikeMinMessages` (10–100000), `spikeMultiplier` (2–1000) and `allowedPrefixes` (at most 200 ' +
          'digit strings of 1–15 digits, "+" optional). Answers the new settings.' +
          adminOnly,
        body: ZFraudSettingsUpdateSchema,
        response: { 200: envelopeOf(ZFraudSettingsSchema) },
      },
    },
    async (request) => ok(await fraudGuard.updateSettings(currentAccountOf(request).id, request.body)),
  );

  app.post(
    '/sms/fraud/blocks/list',
    {
      schema: {
        ...base,
        operationId: 'fraudBlocksList',
        summary: 'Prefixes blocked for the current account',
        description:
          "Active blocks first (the account's own and the operator's high-risk prefixes, reason `operator`), " +
          'then lifted ones, newest first, with what tripped each.',
        body: ZFraudBlockListRequestSchema,
        response: { 200: envelopeOf(ZFraudBlockListSchema) },
      },
    },
    async (request) => {
      const all = await fraudGuard.blocks(currentAccountOf(request).id);
      const offset = Number(request.body.cursor ?? 0) || 0;
      const items = all.slice(offset, offset + request.body.limit);
      const next = offset + items.length;
      return ok({ items, nextCursor: next < all.length ? String(next) : null });
    },
  );

  app.post(
    '/sms/fraud/blocks/lift',
    {
      config: { orgRole: 'admin' },
      schema: {
        ...base,
        operationId: 'fraudBlocksLift',
        summary: 'Lift a block',
        description:
          'The prefix gets a fresh window. A prefix the operator set cannot be lifted here (1015).' +
          adminOnly,
        body: ZFraudBlockLiftSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const lifted = await fraudGuard.lift(
        currentAccountOf(request).id,
        request.body.prefix,
        authOf(request).userId,
      );
      if (lifted === 'operator') throw new AppError(ErrorCode.FRAUD_BLOCK_BY_OPERATOR);
      return ok(null);
    },
  );
};
