/**
 * The API key calls' answers (`POST /sms/apikey/list|create|revoke`): the response schemas the server's
 * routes declare and the console's types are inferred from. The request schemas are in validation/sms.ts.
 */
import { z } from 'zod';

/** One key of the list; revoked keys stay listed with `revokedAt`. */
export const ZApiKeySchema = z.object({
  keyId: z.string(),
  name: z.string(),
  secretHint: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.output<typeof ZApiKeySchema>;

/** A new key with its secret: shown this once, only its hash is kept. */
export const ZCreatedApiKeySchema = z.object({
  keyId: z.string(),
  secret: z.string(),
  name: z.string(),
  createdAt: z.string(),
});
export type CreatedApiKey = z.output<typeof ZCreatedApiKeySchema>;
