/**
 * SMS settings of API.md (`/sms/setting/get|update`). The webhook secret is write-only: `get` says whether one
 * is set. Changing it keeps the previous secret valid for 24 hours (`previous_webhook_secret`), so the webhook
 * sender signs with both while receivers roll over. Webhook URLs pass the URL guard when saved.
 */
import type { SmsSettings, ZSmsSettingsUpdateSchema } from '@beacon/shared';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { addMs, type Clock } from '../../lib/clock.js';
import { fieldError } from '../../lib/field-error.js';
import type { WebhookUrlGuard, WebhookUrlProblem } from '../../lib/webhook-url-guard.js';
import * as repo from './repo.js';

export type SmsSettingsUpdate = z.output<typeof ZSmsSettingsUpdateSchema>;
const PREVIOUS_SECRET_VALIDITY_MS = 24 * 3_600_000;

function toView(values: repo.SmsSettingsValues): SmsSettings {
  return {
    ipWhitelist: values.ipWhitelist,
    dailyLimit: values.dailyLimit,
    perNumberLimit: values.perNumberLimit,
    globalRateLimit: values.globalRateLimit,
    perSecondRate: values.perSecondRate,
    statusWebhookUrl: values.statusWebhookUrl,
    moWebhookUrl: values.moWebhookUrl,
    webhookSecretSet: values.webhookSecret !== null,
    signatureEnabled: values.signatureEnabled,
    disallowedCountries: values.disallowedCountries,
  };
}

const URL_PROBLEM_KEYS: Record<WebhookUrlProblem, string> = {
  invalid: 'webhookUrlInvalid',
  scheme: 'webhookUrlInvalid',
  unresolvable: 'webhookUrlUnresolvable',
  private: 'webhookUrlPrivate',
};

export function createSmsSettingsService(deps: {
  db: Database;
  clock: Clock;
  webhookUrlGuard: WebhookUrlGuard;
}) {
  const { db, clock, webhookUrlGuard } = deps;

  async function checkUrl(field: 'statusWebhookUrl' | 'moWebhookUrl', url: string | null | undefined) {
    if (!url) return;
    const result = await webhookUrlGuard.check(url);
    if (!result.ok) throw fieldError([field], URL_PROBLEM_KEYS[result.problem]);
  }

  return {
    /** The settings with defaults filled in (what the rules apply). */
    async values(accountId: string): Promise<repo.SmsSettingsValues> {
      return (await repo.findSettings(db, accountId)) ?? repo.DEFAULT_SMS_SETTINGS;
    },

    async get(accountId: string): Promise<SmsSettings> {
      return toView(await this.values(accountId));
    },

    async update(accountId: string, patch: SmsSettingsUpdate): Promise<SmsSettings> {
      // Resolved before the transaction: DNS may take a while and must not hold the row lock.
      await checkUrl('statusWebhookUrl', patch.statusWebhookUrl);
      await checkUrl('moWebhookUrl', patch.moWebhookUrl);
      const now = clock();
      const row = await db.transaction(async (tx) => {
        const current = await repo.lockSettings(tx, accountId, now);
        const { webhookSecret, ...rest } = patch;
        const changes: Partial<repo.SmsSettingsValues> = Object.fromEntries(
          Object.entries(rest).filter(([, value]) => value !== undefined),
        );
        if (webhookSecret !== undefined && webhookSecret !== current.webhookSecret) {
          changes.webhookSecret = webhookSecret;
          if (current.webhookSecret !== null) {
            changes.previousWebhookSecret = current.webhookSecret;
            changes.previousSecretExpiresAt = addMs(now, PREVIOUS_SECRET_VALIDITY_MS);
          }
        }
        return repo.updateSettings(tx, accountId, changes, now);
      });
      return toView(row);
    },
  };
}

export type SmsSettingsService = ReturnType<typeof createSmsSettingsService>;
