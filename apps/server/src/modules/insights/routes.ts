/**
 * The admin insight calls (`/admin/insights/…`): the organisation's traffic, pivot, message search, account
 * cards, account profile and live monitor. Every route declares `config: { orgRole: 'admin' }`, so the
 * organisation-role guard refuses members and outsiders with 1006 before the body is read, and each handler
 * reads only the caller's organisation (`membershipOf`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZInsightsAccountCardPageSchema,
  ZInsightsAccountIdSchema,
  ZInsightsAccountProfileSchema,
  ZInsightsMessagePageSchema,
  ZInsightsMessageSearchSchema,
  ZInsightsMonitorSchema,
  ZInsightsPeriodSchema,
  ZInsightsPivotQuerySchema,
  ZInsightsPivotSchema,
  ZInsightsTrafficSchema,
  ZPageSchema,
} from '@beacon/shared';
import { authenticateHook } from '../../http/authenticate.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import { membershipOf } from '../../http/organisation-role.js';
import type { SessionService } from '../sessions/index.js';
import type { Insights } from './service.js';

export const insightsRoutes: FastifyPluginAsyncZod<{ insights: Insights; sessions: SessionService }> = async (
  app,
  { insights, sessions },
) => {
  app.addHook('onRequest', authenticateHook(sessions));
  const base = { tags: ['admin'], security: [{ session: [] }] };
  const config = { orgRole: 'admin' } as const;
  const adminOnly = " Owners and admins only (1006 otherwise); reads only the caller's organisation.";
  const org = (request: Parameters<typeof membershipOf>[0]) => membershipOf(request).organisationId;

  app.post(
    '/admin/insights/traffic',
    {
      config,
      schema: {
        ...base,
        summary: 'Organisation traffic, delivery and spend per day',
        description:
          'Outbound messages of every live account of the organisation per local day of `timezone` over `range` ' +
          '(7d, 30d, 1y): sent, delivered, failed, pending, segments, delivery rate and spend per currency ' +
          '(ledger charges less message refunds), in total, per day and per account.' +
          adminOnly,
        body: ZInsightsPeriodSchema,
        response: { 200: envelopeOf(ZInsightsTrafficSchema) },
      },
    },
    async (request) => ok(await insights.traffic(org(request), request.body)),
  );

  app.post(
    '/admin/insights/pivot',
    {
      config,
      schema: {
        ...base,
        summary: 'Pivot of the organisation’s messages',
        description:
          'Outbound messages over `range` grouped by two different dimensions of account, country, type and ' +
          'status (`rows`, `columns`): messages, segments and cost per currency in each non-empty cell.' +
          adminOnly,
        body: ZInsightsPivotQuerySchema,
        response: { 200: envelopeOf(ZInsightsPivotSchema) },
      },
    },
    async (request) => ok(await insights.pivot(org(request), request.body)),
  );

  app.post(
    '/admin/insights/messages',
    {
      config,
      schema: {
        ...base,
        summary: 'Search messages across the organisation’s accounts',
        description:
          'The SMS log’s filters and keyset paging (`/sms/log/list`) over every live account of the ' +
          'organisation, or over `accountId` (2010 when it is not one of them); each row names its account.' +
          adminOnly,
        body: ZInsightsMessageSearchSchema,
        response: { 200: envelopeOf(ZInsightsMessagePageSchema) },
      },
    },
    async (request) => ok(await insights.messages(org(request), request.body)),
  );

  app.post(
    '/admin/insights/accounts',
    {
      config,
      schema: {
        ...base,
        summary: 'The organisation’s accounts as cards',
        description:
          'Balance, verification, members with access and outbound messages this month (UTC), oldest ' +
          'account first, paged.' +
          adminOnly,
        body: ZPageSchema,
        response: { 200: envelopeOf(ZInsightsAccountCardPageSchema) },
      },
    },
    async (request) => ok(await insights.accounts(org(request), request.body)),
  );

  app.post(
    '/admin/insights/account/profile',
    {
      config,
      schema: {
        ...base,
        summary: 'One account’s profile',
        description:
          'Settings and limits, API keys (id and hint only), the last ten messages, recharges and audit ' +
          'events of an account of the organisation (2010 for any other).' +
          adminOnly,
        body: ZInsightsAccountIdSchema,
        response: { 200: envelopeOf(ZInsightsAccountProfileSchema) },
      },
    },
    async (request) => ok(await insights.profile(org(request), request.body.accountId)),
  );

  app.post(
    '/admin/insights/monitor',
    {
      config,
      schema: {
        ...base,
        summary: 'Live traffic monitor reading',
        description:
          'Now: the organisation’s messages accepted and submitted per second (over the last `windowSeconds`), ' +
          'its queue by status and its webhook backlog, and the platform’s carrier binds as counts per state ' +
          '(null where this server holds none). The console polls it every 2 seconds.' +
          adminOnly,
        response: { 200: envelopeOf(ZInsightsMonitorSchema) },
      },
    },
    async (request) => ok(await insights.monitor(org(request))),
  );
};
