/**
 * Delivery receipts: the SMPP 3.4 Appendix B text an SMSC puts in a receipt's short_message,
 *
 *   id:IIIIIIIIII sub:SSS dlvrd:DDD submit date:YYMMDDhhmm done date:YYMMDDhhmm stat:DDDDDDD err:E text:…
 *
 * and the `receipted_message_id` / `message_state` TLVs of SMPP 3.4 §5.3.2.12/§5.3.2.35. Carriers differ in
 * every detail, so the reading is liberal: field names in any case, `submit_date` for `submit date`, the
 * long stat words some SMSCs print (`DELIVERED`), `message_state` with no `stat:` at all, the text alone with
 * no TLVs. The state comes from `message_state` when it holds a known value (typed), else from `stat:`. The
 * id is matched as the TLV reports it, then as the text's `id:` does (the two differ in base on some SMSCs),
 * then in the other forms of receipt-id-forms.ts — the engine tries them in that order.
 *
 * Mapping to our message statuses (API.md):
 *
 *   stat     message_state  status        final  why
 *   DELIVRD  2              delivered     yes
 *   EXPIRED  3              expired       yes    validity period ran out
 *   DELETED  4              undelivered   yes    cancelled at the SMSC, never reached the handset
 *   UNDELIV  5              undelivered   yes
 *   ACCEPTD  6              sent          no     many SMSCs send it as an intermediate "accepted by operator"
 *   UNKNOWN  7              undelivered   yes    final in SMPP, and we cannot claim delivery
 *   REJECTD  8              rejected      yes
 *   ENROUTE  1              sent          no     intermediate notification
 *   SCHEDLD  0              sent          no
 *   SKIPPED  9              undelivered   yes    SMPP 5.0 value some SMSCs use
 *   other    —              sent          no     unrecognised: never finalise a message on a guess
 */
import { alternateIdForms } from './receipt-id-forms.js';

type ReceiptStatus = 'sent' | 'delivered' | 'expired' | 'undelivered' | 'rejected';

interface StatMeaning {
  status: ReceiptStatus;
  isFinal: boolean;
}

const STAT_MEANINGS: Readonly<Record<string, StatMeaning>> = {
  DELIVRD: { status: 'delivered', isFinal: true },
  EXPIRED: { status: 'expired', isFinal: true },
  DELETED: { status: 'undelivered', isFinal: true },
  UNDELIV: { status: 'undelivered', isFinal: true },
  ACCEPTD: { status: 'sent', isFinal: false },
  UNKNOWN: { status: 'undelivered', isFinal: true },
  REJECTD: { status: 'rejected', isFinal: true },
  ENROUTE: { status: 'sent', isFinal: false },
  SCHEDLD: { status: 'sent', isFinal: false },
  SKIPPED: { status: 'undelivered', isFinal: true },
};

/** `message_state` TLV values (SMPP 3.4 §5.2.28) by their receipt-text names. */
export const MESSAGE_STATE_BY_STAT: Readonly<Record<string, number>> = {
  SCHEDLD: 0,
  ENROUTE: 1,
  DELIVRD: 2,
  EXPIRED: 3,
  DELETED: 4,
  UNDELIV: 5,
  ACCEPTD: 6,
  UNKNOWN: 7,
  REJECTD: 8,
  SKIPPED: 9,
};
const STAT_BY_MESSAGE_STATE = new Map(
  Object.entries(MESSAGE_STATE_BY_STAT).map(([stat, state]) => [state, stat]),
);

/** Whole words some SMSCs print instead of the seven-letter Appendix B names. */
const STAT_ALIASES: Readonly<Record<string, string>> = {
  DELIVERED: 'DELIVRD',
  UNDELIVERED: 'UNDELIV',
  UNDELIVERABLE: 'UNDELIV',
  ACCEPTED: 'ACCEPTD',
  REJECTED: 'REJECTD',
  SCHEDULED: 'SCHEDLD',
};

export interface ReceiptFields {
  /** Receipt text (short_message or message_payload, ASCII). */
  text: string;
  receiptedMessageId?: string;
  messageState?: number;
}

export interface ParsedReceipt {
  /** The id of the submit_sm_resp this receipt is about, as reported: the TLV's, else the text's. */
  carrierMessageId: string;
  /** Every id the receipt reports, in the order to match them: the TLV's, then the text's when different. */
  reportedIds: readonly string[];
  /** Other forms of the reported ids (base, leading zeros, case), tried only when those match nothing. */
  alternateIds: readonly string[];
  /** Receipt stat name (from message_state when present), e.g. `DELIVRD`. */
  stat: string;
  status: ReceiptStatus;
  isFinal: boolean;
  /** The carrier's `err` value when it reports an error (not all zeros), else null. */
  errorCode: string | null;
  submittedAt: Date | null;
  doneAt: Date | null;
}

class ReceiptParseError extends Error {
  override readonly name = 'ReceiptParseError';
}

export function parseDeliveryReceipt(fields: ReceiptFields): ParsedReceipt {
  const text = readReceiptText(fields.text);
  const reportedIds = [
    ...new Set([fields.receiptedMessageId?.trim(), text.id].filter((id): id is string => !!id)),
  ];
  const [carrierMessageId] = reportedIds;
  const typedStat =
    fields.messageState === undefined ? undefined : STAT_BY_MESSAGE_STATE.get(fields.messageState);
  const stat = typedStat ?? normaliseStat(text.stat);
  if (!carrierMessageId) throw new ReceiptParseError(`receipt without a message id: ${fields.text}`);
  if (!stat) throw new ReceiptParseError(`receipt without a state: ${fields.text}`);
  const meaning = STAT_MEANINGS[stat] ?? { status: 'sent', isFinal: false };
  const errorCode = text.err && /[^0]/.test(text.err) ? text.err : null;
  const alternateIds = new Set(reportedIds.flatMap(alternateIdForms));
  for (const id of reportedIds) alternateIds.delete(id);
  return {
    carrierMessageId,
    reportedIds,
    alternateIds: [...alternateIds],
    stat,
    ...meaning,
    errorCode,
    submittedAt: parseReceiptDate(text['submit date']),
    doneAt: parseReceiptDate(text['done date']),
  };
}

function normaliseStat(stat: string | undefined): string | undefined {
  const upper = stat?.trim().toUpperCase();
  return upper ? (STAT_ALIASES[upper] ?? upper) : undefined;
}

type FieldName = 'id' | 'sub' | 'dlvrd' | 'submit date' | 'done date' | 'stat' | 'err' | 'text';
const FIELD_PATTERN = /(?:^|\s)(id|sub|dlvrd|submit[ _]date|done[ _]date|stat|err|text)\s*:/gi;

/**
 * Splits receipt text into its fields; `text:` takes the rest of the string, whatever it contains. The other
 * values are one word each, so fields we do not know (some SMSCs add `mcc:`, `imsi:`…) after a known one do
 * not become part of its value.
 */
export function readReceiptText(receipt: string): Partial<Record<FieldName, string>> {
  const matches = [...receipt.matchAll(FIELD_PATTERN)];
  const fields: Partial<Record<FieldName, string>> = {};
  for (const [i, match] of matches.entries()) {
    const [whole, field = ''] = match;
    const name = field.toLowerCase().replace('_', ' ') as FieldName;
    const start = match.index + whole.length;
    const next = name === 'text' ? undefined : matches[i + 1];
    const rest = receipt.slice(start, next?.index).trim();
    const value = name === 'text' ? rest : (rest.split(/\s/, 1)[0] ?? '');
    if (!(name in fields)) fields[name] = value;
    if (name === 'text') break;
  }
  return fields;
}

/** `YYMMDDhhmm` or `YYMMDDhhmmss`, which SMSCs send in UTC or their own zone; read as UTC. */
export function parseReceiptDate(value: string | undefined): Date | null {
  const match = value?.match(/^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?$/);
  if (!match) return null;
  const [, yy, mm, dd, hh, mi, ss] = match;
  const date = new Date(
    Date.UTC(2000 + Number(yy), Number(mm) - 1, Number(dd), Number(hh), Number(mi), Number(ss ?? 0)),
  );
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface ReceiptTextInput {
  carrierMessageId: string;
  stat: string;
  err: string;
  submittedAt: Date;
  doneAt: Date;
  /** The first characters of the message, as SMSCs echo them (at most 20). */
  text: string;
}

/** The Appendix B text, as our simulator sends it and as most SMSCs do (dates to the minute, in UTC). */
export function formatReceiptText(input: ReceiptTextInput): string {
  return [
    `id:${input.carrierMessageId}`,
    'sub:001',
    `dlvrd:${input.stat === 'DELIVRD' ? '001' : '000'}`,
    `submit date:${formatReceiptDate(input.submittedAt)}`,
    `done date:${formatReceiptDate(input.doneAt)}`,
    `stat:${input.stat}`,
    `err:${input.err}`,
    `text:${input.text.slice(0, 20)}`,
  ].join(' ');
}

export function formatReceiptDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return [
    date.getUTCFullYear() % 100,
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
  ]
    .map(pad)
    .join('');
}
