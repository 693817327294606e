/**
 * Managing the organisation's members. Nobody acts on the owner or on themselves (1006), only the owner acts
 * on admins (1006), and a user of another organisation is not found (1002): every query is scoped to the
 * caller's organisation. Disabling ends the member's sessions in the same transaction.
 */
import { ErrorCode, type Member, type TMemberAccessInput } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { CallerMembership } from '../../http/organisation-role.js';
import type { RequestMeta } from '../../http/request-meta.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/index.js';
import { liveAccountIdsIn, replaceAccess, storedRole, wireRole } from '../orgs/index.js';
import type { SessionService } from '../sessions/index.js';
import * as repo from './member-repo.js';

export interface MemberDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  sessions: SessionService;
  /** E-mails a password-reset link (the auth module's password service). */
  sendPasswordLink: (email: string, meta: RequestMeta) => Promise<void>;
}

type MemberChange = Required<Pick<TMemberAccessInput, 'userId' | 'role'>> & { accountIds: string[] };

function toMemberView(row: repo.MemberRow): Member {
  return {
    userId: row.userId,
    email: row.email,
    username: row.username,
    role: wireRole(row.role),
    status: row.status,
    managed: row.managed,
    accountIds: row.accountIds,
    twoFactor: row.twoFactor,
    joinedAt: row.joinedAt.toISOString(),
  };
}

export function createMembers({ db, clock, audit, sessions, sendPasswordLink }: MemberDeps) {
  /** The member an admin call may act on. */
  async function target(org: CallerMembership, actorId: string, userId: string, managedOnly = false) {
    const member = await repo.findMember(db, org.organisationId, userId);
    if (!member) throw new AppError(ErrorCode.USER_NOT_FOUND);
    const refused =
      member.userId === actorId ||
      member.role === 'owner' ||
      (member.role === 'admin' && org.role !== 'owner') ||
      (managedOnly && !member.managed);
    if (refused) throw new AppError(ErrorCode.NOT_ALLOWED);
    return member;
  }

  async function setStatus(
    org: CallerMembership,
    actorId: string,
    userId: string,
    status: 'active' | 'disabled',
    meta: RequestMeta,
  ) {
    const member = await target(org, actorId, userId);
    await db.transaction(async (tx) => {
      await repo.setUserStatus(tx, member.userId, status);
      if (status === 'disabled') await sessions.endAllOfUser(tx, member.userId);
      await audit.record(
        {
          action: status === 'disabled' ? 'member.disable' : 'member.enable',
          userId: actorId,
          target: member.userId,
          detail: { before: { status: member.status }, after: { status } },
        },
        meta,
        tx,
      );
    });
  }

  return {
    async list(org: CallerMembership, kind: 'managed' | 'independent', page: number, pageSize: number) {
      const { items, total } = await repo.listMembers(
        db,
        org.organisationId,
        kind === 'managed',
        page,
        pageSize,
      );
      return { items: items.map(toMemberView), total };
    },

    disable: (org: CallerMembership, actorId: string, userId: string, meta: RequestMeta) =>
      setStatus(org, actorId, userId, 'disabled', meta),

    enable: (org: CallerMembership, actorId: string, userId: string, meta: RequestMeta) =>
      setStatus(org, actorId, userId, 'active', meta),

    /** Role and access list together; only the owner makes admins. */
    async changeAccess(org: CallerMembership, actorId: string, change: MemberChange, meta: RequestMeta) {
      const member = await target(org, actorId, change.userId);
      if (change.role === 'admin' && org.role !== 'owner') throw new AppError(ErrorCode.NOT_ALLOWED);
      const live = await liveAccountIdsIn(db, org.organisationId, change.accountIds);
      if (live.length !== change.accountIds.length) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
      await db.transaction(async (tx) => {
        await repo.setRole(tx, org.organisationId, member.userId, storedRole(change.role));
        await replaceAccess(tx, member.userId, change.accountIds, clock());
        if (change.role === 'user')
          await repo.clearCurrentAccountOutside(tx, member.userId, change.accountIds);
        await audit.record(
          {
            action: 'member.access',
            userId: actorId,
            target: member.userId,
            detail: {
              before: { role: wireRole(member.role), accountIds: member.accountIds },
              after: { role: change.role, accountIds: change.accountIds },
            },
          },
          meta,
          tx,
        );
      });
    },

    /** The member leaves with their sign-in and a new, empty organisation of their own; sessions end. */
    async remove(org: CallerMembership, actorId: string, userId: string, meta: RequestMeta) {
      const member = await target(org, actorId, userId);
      await db.transaction(async (tx) => {
        await repo.moveToOwnOrganisation(tx, org.organisationId, member, clock());
        await sessions.endAllOfUser(tx, member.userId);
        await audit.record(
          {
            action: 'member.remove',
            userId: actorId,
            target: member.userId,
            detail: { before: { role: wireRole(member.role), accountIds: member.accountIds } },
          },
          meta,
          tx,
        );
      });
    },

    async resetTwoFactor(org: CallerMembership, actorId: string, userId: string, meta: RequestMeta) {
      const member = await target(org, actorId, userId, true);
      await db.transaction(async (tx) => {
        await repo.resetTwoFactor(tx, member.userId);
        await audit.record(
          {
            action: 'member.two_factor_reset',
            userId: actorId,
            target: member.userId,
            detail: { before: { twoFactor: member.twoFactor }, after: { twoFactor: 'email' } },
          },
          meta,
          tx,
        );
      });
    },

    async sendPasswordReset(org: CallerMembership, actorId: string, userId: string, meta: RequestMeta) {
      const member = await target(org, actorId, userId, true);
      await audit.record({ action: 'member.password_reset', userId: actorId, target: member.userId }, meta);
      await sendPasswordLink(member.email, meta);
    },
  };
}
