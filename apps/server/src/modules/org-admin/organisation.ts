/** The organisation as a whole: its settings, the overview's figures and its accounts with their balances. */
import {
  ErrorCode,
  formatMicros,
  type AdminAccount,
  type AdminOverview,
  type OrgSettings,
  type SignInMethod,
  type TOrgSettingsInput,
} from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { CallerMembership } from '../../http/organisation-role.js';
import type { RequestMeta } from '../../http/request-meta.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/index.js';
import { invitations } from '../orgs/index.js';
import { countMembers, findOrganisation, updateOrganisation } from './member-repo.js';
import { accountsWithMemberCounts, messagesSince, spendSince } from './overview-repo.js';

type SettingsChange = Required<Omit<TOrgSettingsInput, 'requireTwoFactor'>> & { requireTwoFactor: boolean };

function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export function createOrganisation({
  db,
  clock,
  audit,
}: {
  db: Database;
  clock: Clock;
  audit: AuditService;
}) {
  async function settings(org: CallerMembership): Promise<OrgSettings> {
    const row = await findOrganisation(db, org.organisationId);
    if (!row) throw new AppError(ErrorCode.NOT_ALLOWED);
    return {
      name: row.name,
      billingContact: row.billingContact,
      defaultCountry: row.defaultCountry,
      requireTwoFactor: row.requireTwoFactor,
      signInMethods: row.signInMethods as SignInMethod[],
    };
  }

  return {
    settings,

    async updateSettings(org: CallerMembership, actorId: string, change: SettingsChange, meta: RequestMeta) {
      const before = await settings(org);
      const after = { ...change, signInMethods: change.signInMethods as SignInMethod[] };
      await db.transaction(async (tx) => {
        await updateOrganisation(tx, org.organisationId, after);
        await audit.record(
          { action: 'org.settings', userId: actorId, target: org.organisationId, detail: { before, after } },
          meta,
          tx,
        );
      });
      return after;
    },

    async overview(org: CallerMembership): Promise<AdminOverview> {
      const now = clock();
      const since = startOfMonthUtc(now);
      const [members, accounts, pending, messages, spend] = await Promise.all([
        countMembers(db, org.organisationId),
        accountsWithMemberCounts(db, org.organisationId),
        invitations.countPending(db, org.organisationId, now),
        messagesSince(db, org.organisationId, since),
        spendSince(db, org.organisationId, since),
      ]);
      return {
        members,
        accounts: accounts.length,
        pendingInvitations: pending,
        messagesThisMonth: messages,
        spendThisMonth: spend.map((row) => ({
          currency: row.currency,
          amount: formatMicros(BigInt(row.micros)),
        })),
      };
    },

    async accounts(org: CallerMembership): Promise<AdminAccount[]> {
      const rows = await accountsWithMemberCounts(db, org.organisationId);
      return rows.map(({ account, members }) => ({
        accountId: account.id,
        name: account.name,
        billingCountry: account.billingCountry,
        currency: account.currency,
        balance: formatMicros(account.balanceMicros),
        verificationStatus: account.verificationStatus,
        members: Number(members),
        createdAt: account.createdAt.toISOString(),
      }));
    },
  };
}
