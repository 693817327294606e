/**
 * The admin area's calls (`/admin/…`, API.md "Organisation and roles"). Every route declares
 * `config: { orgRole: 'admin' }`: the organisation-role guard refuses other callers with 1006 before the body
 * is read, and each handler acts only inside the caller's organisation (`membershipOf`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminAccountSchema,
  ZAdminOverviewSchema,
  ZAuditEntrySchema,
  ZAuditListSchema,
  ZImportResultSchema,
  ZImportSchema,
  ZInvitationCreatedSchema,
  ZInvitationIdSchema,
  ZInvitationSchema,
  ZInviteSchema,
  ZMemberAccessSchema,
  ZMemberListSchema,
  ZMemberSchema,
  ZOrgSettingsSchema,
  ZOrgSettingsViewSchema,
  ZPageSchema,
  ZUserIdSchema,
  zPageOf,
  type MemberAction,
} from '@beacon/shared';
import { authenticateHook, authOf } from '../../http/authenticate.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import { membershipOf } from '../../http/organisation-role.js';
import { requestMeta } from '../../http/request-meta.js';
import type { SessionService } from '../sessions/index.js';
import type { OrganisationAdmin } from './service.js';

export const orgAdminRoutes: FastifyPluginAsyncZod<{
  admin: OrganisationAdmin;
  sessions: SessionService;
}> = async (app, { admin, sessions }) => {
  app.addHook('onRequest', authenticateHook(sessions));
  const base = {
    tags: ['admin'],
    security: [{ session: [] }],
  };
  const config = { orgRole: 'admin' } as const;
  const adminOnly = " Owners and admins only (1006 otherwise); acts inside the caller's organisation.";
  const caller = (request: Parameters<typeof authOf>[0]) => ({
    org: membershipOf(request),
    actorId: authOf(request).userId,
    meta: requestMeta(request),
  });
  const done = ok(null);
  const nullEnvelope = { 200: envelopeOf(z.null()) };

  app.post(
    '/admin/overview',
    {
      config,
      schema: {
        ...base,
        summary: 'Organisation overview',
        description:
          'Members, accounts, pending invitations, messages and spend this month (UTC).' + adminOnly,
        response: { 200: envelopeOf(ZAdminOverviewSchema) },
      },
    },
    async (request) => ok(await admin.organisation.overview(membershipOf(request))),
  );

  app.post(
    '/admin/account/list',
    {
      config,
      schema: {
        ...base,
        summary: "The organisation's accounts",
        description:
          'Every live account with balance, verification status and members with access.' + adminOnly,
        response: { 200: envelopeOf(z.array(ZAdminAccountSchema)) },
      },
    },
    async (request) => ok(await admin.organisation.accounts(membershipOf(request))),
  );

  app.post(
    '/admin/user/list',
    {
      config,
      schema: {
        ...base,
        summary: 'Members',
        description:
          '`kind` managed (imported, controlled by the organisation) or independent (joined with their own ' +
          'sign-up).' +
          adminOnly,
        body: ZMemberListSchema,
        response: { 200: envelopeOf(zPageOf(ZMemberSchema)) },
      },
    },
    async (request) => {
      const { kind, page, pageSize } = request.body;
      return ok(await admin.members.list(membershipOf(request), kind, page, pageSize));
    },
  );

  app.post(
    '/admin/user/invite',
    {
      config,
      schema: {
        ...base,
        summary: 'Invite a user',
        description:
          'E-mails the link `<PUBLIC_URL>/signup/<id>` (valid 7 days); signing up through it joins the ' +
          'organisation with this role and these accounts. 2008 when the address is registered or already ' +
          'invited, 2010 for an account outside the organisation.' +
          adminOnly,
        body: ZInviteSchema,
        response: { 200: envelopeOf(ZInvitationCreatedSchema) },
      },
    },
    async (request) => {
      const { org, actorId, meta } = caller(request);
      return ok(await admin.invitations.invite(org, actorId, request.body, meta));
    },
  );

  app.post(
    '/admin/invitation/list',
    {
      config,
      schema: {
        ...base,
        summary: 'Pending invitations',
        description:
          'Invitations neither accepted nor revoked, newest first; `expired` after 7 days.' + adminOnly,
        body: ZPageSchema,
        response: { 200: envelopeOf(zPageOf(ZInvitationSchema)) },
      },
    },
    async (request) =>
      ok(await admin.invitations.list(membershipOf(request), request.body.page, request.body.pageSize)),
  );

  app.post(
    '/admin/invitation/resend',
    {
      config,
      schema: {
        ...base,
        summary: 'Re-send an invitation',
        description:
          'A new link, valid 7 more days; the old one stops working. 2013 when not pending.' + adminOnly,
        body: ZInvitationIdSchema,
        response: nullEnvelope,
      },
    },
    async (request) => {
      const { org, actorId, meta } = caller(request);
      await admin.invitations.resend(org, actorId, request.body.invitationId, meta);
      return done;
    },
  );

  app.post(
    '/admin/invitation/revoke',
    {
      config,
      schema: {
        ...base,
        summary: 'Revoke an invitation',
        description: 'Its link stops working. 2013 when not pending.' + adminOnly,
        body: ZInvitationIdSchema,
        response: nullEnvelope,
      },
    },
    async (request) => {
      const { org, actorId, meta } = caller(request);
      await admin.invitations.revoke(org, actorId, request.body.invitationId, meta);
      return done;
    },
  );

  const memberAction = (
    path: `/admin/user/${MemberAction}`,
    summary: string,
    description: string,
    act: (typeof admin.members)['disable'],
  ) =>
    app.post(
      path,
      {
        config,
        schema: {
          ...base,
          summary,
          description:
            description +
            ' 1002 for a user outside the organisation; 1006 for the owner, oneself, or an admin unless the ' +
            'caller is the owner.' +
            adminOnly,
          body: ZUserIdSchema,
          response: nullEnvelope,
        },
      },
      async (request) => {
        const { org, actorId, meta } = caller(request);
        await act(org, actorId, request.body.userId, meta);
        return done;
      },
    );

  memberAction(
    '/admin/user/disable',
    'Disable a member',
    "The member's sessions stop at once; their next sign-in is 2003.",
    admin.members.disable,
  );
  memberAction(
    '/admin/user/enable',
    'Enable a member',
    'The member can sign in again.',
    admin.members.enable,
  );
  memberAction(
    '/admin/user/remove',
    'Remove a member',
    'The person keeps their sign-in and gets an empty organisation of their own; their sessions end.',
    admin.members.remove,
  );
  memberAction(
    '/admin/user/two-factor/reset',
    'Reset two-factor',
    'Managed members only (1006 otherwise): sign-in codes go by e-mail again, the authenticator is forgotten.',
    admin.members.resetTwoFactor,
  );
  memberAction(
    '/admin/user/password/reset',
    'Send a password-reset link',
    'Managed members only (1006 otherwise): e-mails the member a reset link valid 30 minutes.',
    admin.members.sendPasswordReset,
  );

  app.post(
    '/admin/user/access',
    {
      config,
      schema: {
        ...base,
        summary: "Change a member's role and accounts",
        description:
          'Role admin or user and the access list (accounts a user may use; admins use all). Only the owner ' +
          'makes admins.' +
          adminOnly,
        body: ZMemberAccessSchema,
        response: nullEnvelope,
      },
    },
    async (request) => {
      const { org, actorId, meta } = caller(request);
      await admin.members.changeAccess(org, actorId, request.body, meta);
      return done;
    },
  );

  app.post(
    '/admin/user/import',
    {
      config,
      schema: {
        ...base,
        summary: 'Import members from CSV',
        description:
          'CSV `email,name,role,accounts` (accounts separated by `;`, at most 500 rows). `dryRun` (default ' +
          'true) only reports each row; otherwise valid rows are invited as managed users.' +
          adminOnly,
        body: ZImportSchema,
        response: { 200: envelopeOf(ZImportResultSchema) },
      },
    },
    async (request) => {
      const { org, actorId, meta } = caller(request);
      return ok(await admin.importMembers(org, actorId, request.body, meta));
    },
  );

  app.post(
    '/admin/settings/get',
    {
      config,
      schema: {
        ...base,
        summary: 'Organisation settings',
        description: 'Name, billing contact, default country, two-factor rule, sign-in methods.' + adminOnly,
        response: { 200: envelopeOf(ZOrgSettingsViewSchema) },
      },
    },
    async (request) => ok(await admin.organisation.settings(membershipOf(request))),
  );

  app.post(
    '/admin/settings/update',
    {
      config,
      schema: {
        ...base,
        summary: 'Change the organisation settings',
        description: 'All fields at once; password sign-in cannot be turned off.' + adminOnly,
        body: ZOrgSettingsSchema,
        response: { 200: envelopeOf(ZOrgSettingsViewSchema) },
      },
    },
    async (request) => {
      const { org, actorId, meta } = caller(request);
      return ok(await admin.organisation.updateSettings(org, actorId, request.body, meta));
    },
  );

  app.post(
    '/admin/audit/list',
    {
      config,
      schema: {
        ...base,
        summary: 'Audit log',
        description:
          "Security events and admin actions of the organisation's members, newest first, with actor, IP, " +
          'time and before/after; `action` matches a prefix (e.g. `member.`).' +
          adminOnly,
        body: ZAuditListSchema,
        response: { 200: envelopeOf(zPageOf(ZAuditEntrySchema)) },
      },
    },
    async (request) =>
      ok(
        await admin.auditLog(membershipOf(request).organisationId, {
          ...request.body,
          userId: request.body.userId || undefined,
        }),
      ),
  );
};
