/**
 * Accounts belong to an organisation; a user reaches only those of their own organisation, so every lookup
 * is scoped by it and anything else is "not found" (2010), never "forbidden", to reveal nothing.
 */
import {
  BILLING_CURRENCY,
  ErrorCode,
  MAX_ACCOUNTS,
  type AccountCreated,
  type TAccountAdd,
} from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { RequestMeta } from '../../http/request-meta.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/index.js';
import { grantTrialCredit } from '../billing/index.js';
import {
  accessibleAccountIds,
  findMembershipOfUser,
  lockOrganisation,
  seesAllAccounts,
} from '../orgs/index.js';
import { newAccountId } from './account-id.js';
import * as repo from './repo.js';
import { usdMicrosIn } from '../pricing/index.js';

export interface AccountServiceDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  /** TRIAL_CREDIT (US dollars), granted to every new account converted into its own currency. */
  trialCreditMicros: bigint;
}

export function createAccountService({ db, clock, audit, trialCreditMicros }: AccountServiceDeps) {
  async function organisationOf(userId: string): Promise<string> {
    const membership = await findMembershipOfUser(db, userId);
    if (!membership) throw new AppError(ErrorCode.NOT_ALLOWED);
    return membership.organisationId;
  }

  return {
    /**
     * Creates an account (at most MAX_ACCOUNTS live ones) with its trial credit; it becomes current when none
     * is selected.
     */
    async add(userId: string, input: TAccountAdd, meta: RequestMeta): Promise<AccountCreated> {
      const organisationId = await organisationOf(userId);
      const accountId = newAccountId();
      const now = clock();
      await db.transaction(async (tx) => {
        await lockOrganisation(tx, organisationId);
        if ((await repo.countLiveAccounts(tx, organisationId)) >= MAX_ACCOUNTS) {
          throw new AppError(ErrorCode.NOT_ALLOWED);
        }
        await repo.insertAccount(tx, {
          id: accountId,
          organisationId,
          createdBy: userId,
          name: input.name,
          products: input.products,
          billingCountry: input.billingCountry,
          currency: BILLING_CURRENCY[input.billingCountry],
          createdAt: now,
        });
        if (await repo.isOrganisationCertified(tx, organisationId))
          await repo.setVerified(tx, accountId, now);
        await grantTrialCredit(tx, {
          accountId,
          amountMicros: usdMicrosIn(BILLING_CURRENCY[input.billingCountry], trialCreditMicros),
          at: now,
        });
        await repo.setCurrentAccountIfNone(tx, userId, accountId);
        await audit.record(
          { action: 'account.add', userId, target: accountId, detail: { ...input } },
          meta,
          tx,
        );
      });
      return { accountId };
    },

    async select(userId: string, accountId: string, meta: RequestMeta): Promise<void> {
      const membership = await findMembershipOfUser(db, userId);
      if (!membership) throw new AppError(ErrorCode.NOT_ALLOWED);
      const account = await repo.findLiveAccount(db, membership.organisationId, accountId);
      // A member reaches only the accounts on their access list; the others are "not found" too.
      const reachable =
        account &&
        (seesAllAccounts(membership.role) || (await accessibleAccountIds(db, userId)).includes(account.id));
      if (!reachable) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
      await repo.setCurrentAccount(db, userId, account.id);
      await audit.record({ action: 'account.select', userId, target: account.id }, meta);
    },

    /** Soft delete: the row stays for the ledger and logs; whoever had it selected has none afterwards. */
    async remove(userId: string, accountId: string, meta: RequestMeta): Promise<void> {
      const organisationId = await organisationOf(userId);
      await db.transaction(async (tx) => {
        if (!(await repo.softDeleteAccount(tx, organisationId, accountId, clock()))) {
          throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
        }
        await repo.clearCurrentAccountEverywhere(tx, accountId);
        await audit.record({ action: 'account.delete', userId, target: accountId }, meta, tx);
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
