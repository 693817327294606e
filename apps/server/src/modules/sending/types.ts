/** What a send is made of once its body is parsed, who sends it, and what it answers (API.md). */
import type { SQL } from 'drizzle-orm';
import type { PhoneNumber, SmsMessageType } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { Stamp } from '../send-cache/index.js';
import type { SmsSettingsValues } from '../sms-settings/index.js';

export interface SendRequest {
  type: SmsMessageType;
  from: string;
  /** Distinct valid recipients in the order given. */
  recipients: PhoneNumber[];
  /** Entries dropped as repeats of an earlier recipient. */
  duplicates: string[];
  content?: string;
  templateId?: string;
  variables: Record<string, string>;
  /** Console only: a recipient's own variables (by E.164), over `variables` for its message. */
  recipientVariables?: Record<string, Record<string, string>>;
  /** A future time schedules the send; a past one (or none) sends now. */
  sendAt?: Date;
  smartEncoding: boolean;
}

export interface SenderAccount {
  id: string;
  currency: string;
  verificationStatus: number;
  deletedAt: Date | null;
  /** The bound phone of the user who created the account: the only trial destination. */
  ownerPhone: string | null;
  settings: SmsSettingsValues;
}

/** Where a send came in: the public API, the console, or a customer's SMPP bind. */
export type SendSource = 'api' | 'console' | 'smpp';

export interface SendContext {
  account: SenderAccount;
  source: SendSource;
  /** The API key id, the user id, or the SMPP system_id. */
  createdBy: string;
  /** Public API only: the Idempotency-Key and the hash of the body it was sent with. */
  idempotency?: { key: string; requestHash: string };
  /** Public API: the generations its cached reads were made at, checked again in the group transaction. */
  stamps?: readonly Stamp[];
  /**
   * SMPP: the ids the messages get, one per recipient, chosen before acceptance (the parts of a concatenated
   * submit_sm were answered with them before its last part came); generated here when absent.
   */
  messageIds?: readonly string[];
  /**
   * A Verify API send: the content given is the text with its code masked (what is stored, logged, exported);
   * `sealedContent` is the real text, sealed, which only the dispatcher opens.
   */
  verification?: { sealedContent: string; companion?: SendCompanion };
}

/**
 * Rows another module writes with an accepted send, in the send's group transaction right after its messages
 * (the Verify API's start: its verification, its place in the number's window, the cancellations and its
 * Idempotency-Key; modules/verify owns them and their statement). The group writer calls `write` once per
 * group with every companion that shares it, in the group's order; it answers, per companion, null (written)
 * or the error that refuses that send instead — the group is then rolled back and written again without it.
 */
export interface SendCompanion {
  write(tx: Database, companions: readonly SendCompanion[]): Promise<readonly unknown[]>;
  /**
   * The same rows as CTEs of the group's one autocommit statement (group-at-once.ts), for the group's
   * companions sharing this writer. Without it, a group holding the companion takes the transaction.
   */
  atOnce?(companions: readonly SendCompanion[]): CompanionsAtOnce;
}

/**
 * A companion writer's part of the group's one statement: CTEs (their names its own), a condition that holds
 * only when every companion could be written as `write` would have written it — else the statement writes
 * nothing and the group takes the transaction, where `write` decides (and may refuse) each — and an expression
 * whose value goes to `settle` once the statement committed.
 */
export interface CompanionsAtOnce {
  ctes: SQL;
  written: SQL;
  answer: SQL;
  settle(answer: unknown): void;
}

interface AcceptedMessage {
  messageId: string;
  to: string;
  country: string;
  encoding: 'GSM-7' | 'UCS-2';
  segments: number;
  cost: string;
  status: 'queued' | 'scheduled';
}

export interface DroppedRecipient {
  to: string;
  reason: 'duplicate' | 'optedOut';
}

export interface SendResult {
  batchId: string;
  messages: AcceptedMessage[];
  cost: string;
  currency: string;
  balance: string;
  dropped: DroppedRecipient[];
}
