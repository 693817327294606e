/** The organisation's accounts as cards, and one account's profile: settings, keys, limits, activity. */
import {
  formatMicros,
  type InsightsAccountCard,
  type InsightsAccountCardPage,
  type InsightsAccountProfile,
} from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { AccountRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { DEFAULT_SMS_SETTINGS } from '../sms-settings/index.js';
import { findLogPage, toLogItem } from '../sms-log/index.js';
import * as repo from './accounts-repo.js';
import { organisationAccount, organisationAccounts } from './org-accounts.js';

interface Deps {
  db: Database;
  clock: Clock;
}

function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

async function cardsOf(deps: Deps, accounts: AccountRow[]): Promise<InsightsAccountCard[]> {
  const ids = accounts.map((account) => account.id);
  const [members, sent] = await Promise.all([
    repo.memberCounts(deps.db, ids),
    repo.outboundCountsSince(deps.db, ids, startOfMonthUtc(deps.clock())),
  ]);
  return accounts.map((account) => ({
    accountId: account.id,
    name: account.name,
    products: account.products as InsightsAccountCard['products'],
    billingCountry: account.billingCountry,
    currency: account.currency,
    balance: formatMicros(account.balanceMicros),
    verificationStatus: account.verificationStatus as InsightsAccountCard['verificationStatus'],
    members: members.get(account.id) ?? 0,
    messagesThisMonth: sent.get(account.id) ?? 0,
    createdAt: account.createdAt.toISOString(),
  }));
}

export async function accountCards(
  deps: Deps,
  organisationId: string,
  page: { page: number; pageSize: number },
): Promise<InsightsAccountCardPage> {
  const accounts = await organisationAccounts(deps.db, organisationId);
  const start = (page.page - 1) * page.pageSize;
  return {
    items: await cardsOf(deps, accounts.slice(start, start + page.pageSize)),
    total: accounts.length,
  };
}

export async function accountProfile(
  deps: Deps,
  organisationId: string,
  accountId: string,
): Promise<InsightsAccountProfile> {
  const { db } = deps;
  const account = await organisationAccount(db, organisationId, accountId);
  const [[card], settings, keys, latest, recharges, audit] = await Promise.all([
    cardsOf(deps, [account]),
    repo.findSettings(db, accountId),
    repo.listApiKeys(db, accountId),
    findLogPage(db, accountId, {}, undefined, repo.LATEST_ROWS),
    repo.latestRecharges(db, accountId),
    repo.latestAudit(db, organisationId, accountId),
  ]);
  const values = settings ?? DEFAULT_SMS_SETTINGS;
  return {
    account: card!,
    settings: {
      dailyLimit: values.dailyLimit,
      perNumberLimit: values.perNumberLimit,
      globalRateLimit: values.globalRateLimit,
      perSecondRate: values.perSecondRate,
      ipWhitelist: values.ipWhitelist,
      disallowedCountries: values.disallowedCountries,
      statusWebhookUrl: values.statusWebhookUrl,
      moWebhookUrl: values.moWebhookUrl,
      signatureEnabled: values.signatureEnabled,
    },
    apiKeys: keys.map((key) => ({
      keyId: key.id,
      name: key.name,
      secretHint: key.secretHint,
      createdAt: key.createdAt.toISOString(),
      lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
      lastUsedIp: key.lastUsedIp,
      revokedAt: key.revokedAt?.toISOString() ?? null,
    })),
    messages: latest.map(toLogItem),
    recharges: recharges.map((entry) => ({
      transactionId: entry.transactionId,
      amount: formatMicros(entry.amountMicros),
      currency: entry.currency,
      paymentMethod: entry.paymentMethod,
      at: entry.confirmedAt.toISOString(),
    })),
    audit: audit.map(({ entry, actorEmail }) => ({
      id: entry.id,
      action: entry.action,
      actorEmail,
      ip: entry.ip,
      at: entry.at.toISOString(),
    })),
  };
}
