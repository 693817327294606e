/** The signed-in user's view of themselves: user info (spec section 3) and the server menu. */
import {
  ErrorCode,
  MAX_ACCOUNTS,
  THEMES,
  type MenuItem,
  type Theme,
  type UserInfo,
  type VerificationStatus,
} from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { listLiveAccounts, toAccountSummary } from '../accounts/index.js';
import { accessibleAccountIds, consoleRole, findMembershipOfUser, seesAllAccounts } from '../orgs/index.js';
import { menuFor } from './menu.js';
import { findUserById } from './repo.js';

/** The user info shows an e-mail change waiting for its code (the contact-codes module answers). */
export interface PendingContacts {
  pendingTarget(userId: string, purpose: 'email'): Promise<string | null>;
}

export function createUserService({ db, contactCodes }: { db: Database; contactCodes: PendingContacts }) {
  return {
    async getInfo(userId: string): Promise<UserInfo> {
      const user = await findUserById(db, userId);
      if (!user) throw new AppError(ErrorCode.TOKEN_INVALID);
      const membership = await findMembershipOfUser(db, userId);
      const all = membership ? await listLiveAccounts(db, membership.organisationId) : [];
      // Members see only the accounts on their access list; owners and admins see all.
      const granted = seesAllAccounts(membership?.role)
        ? null
        : new Set(await accessibleAccountIds(db, userId));
      const accounts = granted ? all.filter((account) => granted.has(account.id)) : all;
      // A current account that was deleted (or moved out of reach) reads as none.
      const current = accounts.find((account) => account.id === user.currentAccountId) ?? null;
      return {
        id: user.id,
        username: user.username,
        email: user.email,
        avatar: user.avatar,
        job: user.job,
        jobName: user.jobName,
        timezone: user.timezone,
        timeFormat: user.timeFormat,
        address: user.address,
        profile: user.profile,
        introduction: user.introduction,
        personalWebsite: user.personalWebsite,
        organization: membership?.organisationId ?? null,
        organizationName: membership?.organisationName ?? null,
        location: user.location,
        locationName: user.locationName,
        phone: user.phone,
        createdAt: user.createdAt.toISOString(),
        certification: user.certification,
        twoFactor: user.twoFactor,
        pendingEmail: await contactCodes.pendingTarget(user.id, 'email'),
        language: user.language === 'zh-CN' ? 'zh-CN' : 'en-US',
        theme: (THEMES as readonly string[]).includes(user.theme) ? (user.theme as Theme) : 'system',
        passwordChangedAt: user.passwordChangedAt?.toISOString() ?? null,
        role: consoleRole(membership?.role),
        maxAccounts: MAX_ACCOUNTS,
        currentAccount: current?.id ?? null,
        accountId: current?.id ?? null,
        accounts: accounts.map(toAccountSummary),
        verificationStatus: current ? (current.verificationStatus as VerificationStatus) : null,
        verificationAt: current?.verifiedAt?.toISOString() ?? null,
        verificationData: null,
      };
    },

    async getMenu(userId: string): Promise<MenuItem[]> {
      const membership = await findMembershipOfUser(db, userId);
      return menuFor(consoleRole(membership?.role));
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
