/**
 * The console's SMPP access calls (`POST /sms/smpp/…`, docs/smpp-access.md): connection details, the
 * account's credentials (the password shown once), and its live binds. Response schemas the server's routes
 * declare and the console's types are inferred from; the revoke request is in validation/sms.ts.
 */
import { z } from 'zod';
import { SMPP_BIND_TYPES } from '../sms/smpp-access.js';

/** Where customers bind: off when the server has no SMPP_SERVER_PORT. */
export const ZSmppInfoSchema = z.object({
  enabled: z.boolean(),
  host: z.string(),
  port: z.number().int().nullable(),
  /** The TLS listener's port; null without a certificate. */
  tlsPort: z.number().int().nullable(),
  maxBinds: z.number().int(),
  window: z.number().int(),
  /** The server unbinds a connection silent this long (an ESME's enquire_link keeps it alive). */
  idleTimeoutSeconds: z.number().int(),
});
export type SmppInfo = z.output<typeof ZSmppInfoSchema>;

/** One credential of the list; revoked ones stay listed with `revokedAt`. */
export const ZSmppCredentialSchema = z.object({
  systemId: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  lastBindAt: z.string().nullable(),
  lastBindIp: z.string().nullable(),
});
export type SmppCredential = z.output<typeof ZSmppCredentialSchema>;

/** A new credential with its password: shown this once, only its argon2id hash is kept. */
export const ZCreatedSmppCredentialSchema = z.object({
  systemId: z.string(),
  password: z.string(),
  createdAt: z.string(),
});
export type CreatedSmppCredential = z.output<typeof ZCreatedSmppCredentialSchema>;

/** A bind open now, as the process holding its socket last reported it (every few seconds). */
export const ZSmppBindSchema = z.object({
  bindId: z.string(),
  systemId: z.string(),
  bindType: z.enum(SMPP_BIND_TYPES),
  remoteAddress: z.string(),
  tls: z.boolean(),
  since: z.string(),
  /** submit_sm received per second over the last report interval. */
  submitsPerSecond: z.number(),
  /** submit_sm received and not yet answered, and the most allowed. */
  windowUsed: z.number().int(),
  windowSize: z.number().int(),
  /** When its process last reported it. */
  reportedAt: z.string(),
});
export type SmppBind = z.output<typeof ZSmppBindSchema>;

export const ZSmppBindListSchema = z.object({
  items: z.array(ZSmppBindSchema),
  /** Receipts and inbound messages stored for the account and not yet acknowledged by a receiver bind. */
  waitingDeliveries: z.number().int(),
});
export type SmppBindList = z.output<typeof ZSmppBindListSchema>;
