/**
 * The SMS settings' answer (`POST /sms/setting/get|update`, API.md settings): the response schema the
 * server's routes declare and the console's type is inferred from. The update's request schema is in
 * validation/sms.ts.
 */
import { z } from 'zod';

export const ZSmsSettingsSchema = z
  .object({
    ipWhitelist: z.array(z.string()).describe('IPs or CIDRs allowed to call the send API; empty allows all.'),
    dailyLimit: z.number().int().describe('Messages per UTC day; 0 for no limit.'),
    perNumberLimit: z.number().int().describe('Messages per destination number per hour; 0 for no limit.'),
    globalRateLimit: z.number().int().describe('Messages per minute; 0 for no limit.'),
    perSecondRate: z
      .number()
      .int()
      .describe('Sends accepted and messages dispatched per second; 0 for no limit.'),
    statusWebhookUrl: z.string().nullable(),
    moWebhookUrl: z.string().nullable(),
    webhookSecretSet: z.boolean().describe('The secret is write-only: this says whether one is set.'),
    signatureEnabled: z.boolean(),
    disallowedCountries: z.array(z.string()),
  })
  .meta({ id: 'SmsSettings' });
export type SmsSettings = z.output<typeof ZSmsSettingsSchema>;
