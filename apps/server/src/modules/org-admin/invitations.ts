/**
 * Invitations of the admin area: invite, resend (a new link, another 7 days), revoke and list. The link is
 * `<PUBLIC_URL>/signup/<id>`; only the id's SHA-256 is stored, so the list shows invitations, never links.
 */
import {
  ErrorCode,
  INVITATION_ID_PREFIX,
  INVITATION_TTL_MS,
  type AssignableRole,
  type Invitation,
} from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { InvitationRow } from '../../db/schema/index.js';
import type { CallerMembership } from '../../http/organisation-role.js';
import type { RequestMeta } from '../../http/request-meta.js';
import { AppError } from '../../lib/app-error.js';
import { addMs, type Clock } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import type { AuditService } from '../audit/index.js';
import { invitations, liveAccountIdsIn, storedRole, wireRole } from '../orgs/index.js';
import { emailExists, findUserById } from '../users/index.js';
import { invitationEmail } from './emails.js';
import { findOrganisation } from './member-repo.js';

export interface InvitationDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  audit: AuditService;
  publicUrl: string;
}

export interface NewInvitationInput {
  email: string;
  role: AssignableRole;
  accountIds: string[];
  managed?: boolean;
  username?: string;
}

function toInvitationView(row: InvitationRow, invitedBy: string | null, now: Date): Invitation {
  return {
    invitationId: row.id,
    email: row.email,
    role: wireRole(row.role) as AssignableRole,
    accountIds: row.accountIds,
    managed: row.managed,
    invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
  };
}

export function createInvitations({ db, clock, mailer, audit, publicUrl }: InvitationDeps) {
  async function send(
    org: CallerMembership,
    actorId: string,
    email: string,
    token: string,
    meta: RequestMeta,
  ) {
    const [organisation, inviter] = await Promise.all([
      findOrganisation(db, org.organisationId),
      findUserById(db, actorId),
    ]);
    await mailer.send(
      invitationEmail({
        to: email,
        organisationName: organisation?.name ?? '',
        inviterName: inviter?.username ?? '',
        link: `${publicUrl}/signup/${encodeURIComponent(token)}`,
        locale: meta.locale,
      }),
    );
  }

  /** 2008 when the address already signed in somewhere or has a pending invitation here; 2010 for accounts. */
  async function assertInvitable(org: CallerMembership, input: NewInvitationInput) {
    if (
      (await emailExists(db, input.email)) ||
      (await invitations.hasPendingFor(db, org.organisationId, input.email, clock()))
    ) {
      throw new AppError(ErrorCode.EMAIL_REGISTERED);
    }
    const live = await liveAccountIdsIn(db, org.organisationId, input.accountIds);
    if (live.length !== input.accountIds.length) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
  }

  return {
    assertInvitable,

    async invite(
      org: CallerMembership,
      actorId: string,
      input: NewInvitationInput,
      meta: RequestMeta,
    ): Promise<{ invitationId: string }> {
      await assertInvitable(org, input);
      const token = `${INVITATION_ID_PREFIX}${randomToken()}`;
      const now = clock();
      const invitationId = await invitations.insertInvitation(db, {
        tokenHash: sha256(token),
        organisationId: org.organisationId,
        email: input.email,
        role: storedRole(input.role),
        accountIds: input.accountIds,
        managed: input.managed ?? false,
        username: input.username ?? null,
        invitedBy: actorId,
        createdAt: now,
        expiresAt: addMs(now, INVITATION_TTL_MS),
      });
      await audit.record(
        {
          action: 'org.invite',
          userId: actorId,
          target: input.email,
          detail: { after: { role: input.role, accountIds: input.accountIds, managed: !!input.managed } },
        },
        meta,
      );
      await send(org, actorId, input.email, token, meta);
      return { invitationId };
    },

    async resend(org: CallerMembership, actorId: string, invitationId: string, meta: RequestMeta) {
      const row = await invitations.findOpenInOrganisation(db, org.organisationId, invitationId);
      if (!row) throw new AppError(ErrorCode.LINK_INVALID);
      const token = `${INVITATION_ID_PREFIX}${randomToken()}`;
      await invitations.renewToken(db, row.id, sha256(token), addMs(clock(), INVITATION_TTL_MS));
      await audit.record({ action: 'org.invite_resend', userId: actorId, target: row.email }, meta);
      await send(org, actorId, row.email, token, meta);
    },

    async revoke(org: CallerMembership, actorId: string, invitationId: string, meta: RequestMeta) {
      if (!(await invitations.revoke(db, org.organisationId, invitationId, clock()))) {
        throw new AppError(ErrorCode.LINK_INVALID);
      }
      await audit.record({ action: 'org.invite_revoke', userId: actorId, target: invitationId }, meta);
    },

    async list(org: CallerMembership, page: number, pageSize: number) {
      const { items, total } = await invitations.listOpen(db, org.organisationId, page, pageSize);
      const now = clock();
      return {
        items: items.map((item) => toInvitationView(item.invitation, item.invitedByEmail, now)),
        total,
      };
    },
  };
}

export type Invitations = ReturnType<typeof createInvitations>;
