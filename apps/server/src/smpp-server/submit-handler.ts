/**
 * What a customer's submit_sm becomes (docs/smpp-access.md, "Submitting" and "Long messages"). A single
 * submit_sm (or one carrying the whole text in message_payload) is one message. The parts of a concatenated
 * message (UDH or SAR TLVs) are gathered until the last one arrives, then accepted as ONE message, billed by
 * its own segments; until then each part is answered ESME_ROK with its own id. Ids: a message in one
 * submit_sm gets our message id; part n of a concatenated one gets `<message id>-<n>`, the message id being
 * chosen when its first part arrives, and a receipt goes back for every part that asked for one (its own
 * registered_delivery) under the id that part was given. A part resent (its answer was lost) is answered with the id it got the first time. When the last part
 * is refused for a reason that may pass later (the rate), the other parts wait for it to be sent again; for
 * any other refusal, or when the parts do not all arrive within SMPP_SERVER_CONCAT_TIMEOUT_MS, the parts
 * already answered ESME_ROK get a REJECTD receipt if they asked for receipts. Nothing is charged for them.
 */
import {
  SENDER_ID_REGISTRATION_COUNTRIES,
  SMPP_STATUS,
  classifySenderId,
  type PhoneNumber,
} from '@beacon/shared';
import type { ConcatInfo } from '@beacon/shared/sms/smpp';
import { ConcatAssembler, decodeMessageText, statusName, type PDU } from '../carriers/index.js';
import type { Clock } from '../lib/clock.js';
import { newMessageId } from '../lib/ids.js';
import { isSendRejection } from '../modules/sending/index.js';
import type { OwnReceipt, SmppSubmitRecord } from '../modules/smpp-access/index.js';
import type { BoundIdentity } from './esme-session.js';
import { isRetryableStatus, refusalStatus } from './refusal-status.js';
import { AccountGoneError, type SmppAcceptance } from './smpp-acceptance.js';
import { readSubmit, type SubmitFields } from './submit-reader.js';

/** The start of a message a receipt's `text:` echoes (SMPP 3.4 Appendix B: the first 20 characters). */
const RECEIPT_TEXT_LENGTH = 20;
/** Incomplete concatenated messages held at once, across every bind of this process. */
const MAX_PENDING_CONCATENATIONS = 50_000;

interface PartMeta {
  partId: string;
  messageId: string;
  sequence: number;
  registeredDelivery: 0 | 1 | 2;
  submittedAt: Date;
  payload: Buffer;
  accountId: string;
  from: string;
  to: string;
}

export interface SubmitHandlerDeps {
  clock: Clock;
  accept: SmppAcceptance;
  concatTimeoutMs: number;
  /** The countries an approved sender ID may be used in, for the account (sender-ids module, cached). */
  approvedCountries(accountId: string, senderId: string): Promise<Set<string>>;
  /** Stores what a message asked for its receipts; resolves once it is written. */
  recordSubmit(record: SmppSubmitRecord): Promise<void>;
  /** Forgets that record again (its message was refused). */
  forgetSubmit(messageId: string): void;
  writeOwnReceipts(receipts: OwnReceipt[]): void;
  onDroppedIncomplete(received: number, total: number): void;
}

export type SubmitOutcome = { status: number; messageId?: string };

export function createSubmitHandler(deps: SubmitHandlerDeps) {
  const assembler = new ConcatAssembler<PartMeta>({
    ttlMs: deps.concatTimeoutMs,
    maxPending: MAX_PENDING_CONCATENATIONS,
    onDropped: (_key, received, total, parts) => {
      deps.onDroppedIncomplete(received, total);
      deps.writeOwnReceipts(rejectedReceipts(parts, 'INCOMPLETE'));
    },
  });

  function partOf(
    identity: BoundIdentity,
    submit: SubmitFields,
    ids: Pick<PartMeta, 'partId' | 'messageId' | 'sequence'>,
  ): PartMeta {
    return {
      ...ids,
      registeredDelivery: submit.registeredDelivery,
      submittedAt: deps.clock(),
      payload: submit.payload,
      accountId: identity.accountId,
      from: submit.from,
      to: submit.to.e164,
    };
  }

  function rejectedReceipts(parts: readonly PartMeta[], errorCode: string): OwnReceipt[] {
    return parts
      .filter((part) => part.registeredDelivery !== 0)
      .map((part) => ({
        accountId: part.accountId,
        receiptId: part.partId,
        from: part.from,
        to: part.to,
        stat: 'REJECTD',
        errorCode,
        submittedAt: part.submittedAt,
        content: '',
      }));
  }

  async function acceptWhole(
    identity: BoundIdentity,
    submit: SubmitFields,
    whole: { text: string; messageId: string; parts: readonly PartMeta[] },
  ): Promise<number> {
    const { to, from } = submit;
    if (whole.text === '') return SMPP_STATUS.ESME_RINVMSGLEN;
    if (!(await isSenderAllowed(identity.accountId, from, to))) return SMPP_STATUS.ESME_RINVSRCADR;
    // registered_delivery is each PDU's own: Kannel, for one, asks on the first part of a long message only.
    const asking = whole.parts.filter((part) => part.registeredDelivery !== 0);
    const registeredDelivery = asking.some((part) => part.registeredDelivery === 1)
      ? 1
      : asking.length > 0
        ? 2
        : 0;
    if (registeredDelivery !== 0) {
      await deps.recordSubmit({
        messageId: whole.messageId,
        accountId: identity.accountId,
        systemId: identity.systemId,
        partIds: asking.map((part) => part.partId),
        registeredDelivery,
        sourceAddr: from,
        destAddr: to.e164,
        textStart: whole.text.slice(0, RECEIPT_TEXT_LENGTH),
        createdAt: whole.parts[0]!.submittedAt,
      });
    }
    try {
      const accepted = await deps.accept(
        identity,
        {
          type: submit.type,
          from,
          recipients: [to],
          duplicates: [],
          content: whole.text,
          variables: {},
          smartEncoding: false,
        },
        whole.messageId,
      );
      if (accepted.messages.length > 0) return SMPP_STATUS.ESME_ROK;
      // A marketing message to a number that opted out: dropped, nothing charged.
      if (registeredDelivery !== 0) deps.forgetSubmit(whole.messageId);
      return SMPP_STATUS.ESME_RINVDSTADR;
    } catch (error) {
      if (registeredDelivery !== 0) deps.forgetSubmit(whole.messageId);
      if (isSendRejection(error)) return refusalStatus(error);
      if (error instanceof AccountGoneError) return SMPP_STATUS.ESME_RSUBMITFAIL;
      throw error;
    }
  }

  /** Where the destination requires a registered alphanumeric sender ID, it must be an approved one. */
  async function isSenderAllowed(accountId: string, from: string, to: PhoneNumber): Promise<boolean> {
    if (!SENDER_ID_REGISTRATION_COUNTRIES.has(to.country) || classifySenderId(from) !== 'alphanumeric') {
      return true;
    }
    return (await deps.approvedCountries(accountId, from)).has(to.country);
  }

  async function handleConcatenated(
    identity: BoundIdentity,
    submit: SubmitFields,
    concat: ConcatInfo,
  ): Promise<SubmitOutcome> {
    const key = `${identity.accountId}|${submit.from}|${submit.to.e164}`;
    const earlier = assembler.partsOf(key, concat);
    const messageId = earlier[0]?.messageId ?? newMessageId(deps.clock());
    const partId =
      earlier.find((part) => part.sequence === concat.sequence)?.partId ?? `${messageId}-${concat.sequence}`;
    const meta = partOf(identity, submit, { partId, messageId, sequence: concat.sequence });
    const whole = assembler.add(key, concat, submit.payload, meta);
    if (!whole) return { status: SMPP_STATUS.ESME_ROK, messageId: partId };

    const text = decodeMessageText(submit.dataCoding, whole.payload);
    const status = await acceptWhole(identity, submit, { text, messageId, parts: whole.parts });
    if (status === SMPP_STATUS.ESME_ROK) return { status, messageId: partId };
    const others = whole.parts.filter((part) => part.sequence !== concat.sequence);
    if (isRetryableStatus(status)) {
      // The ESME sends this part again: the others wait for it, under the same ids.
      for (const part of others)
        assembler.add(key, { ...concat, sequence: part.sequence }, part.payload, part);
    } else {
      deps.writeOwnReceipts(rejectedReceipts(others, statusName(status)));
    }
    return { status };
  }

  return {
    async handle(identity: BoundIdentity, pdu: PDU): Promise<SubmitOutcome> {
      const reading = readSubmit(pdu);
      if (!reading.ok) return { status: reading.status };
      const { submit } = reading;
      if (submit.concat && submit.concat.total > 1)
        return handleConcatenated(identity, submit, submit.concat);
      const messageId = newMessageId(deps.clock());
      const part = partOf(identity, submit, { partId: messageId, messageId, sequence: 1 });
      const text = decodeMessageText(submit.dataCoding, submit.payload);
      const status = await acceptWhole(identity, submit, { text, messageId, parts: [part] });
      return status === SMPP_STATUS.ESME_ROK ? { status, messageId } : { status };
    },

    get pendingConcatenations(): number {
      return assembler.pendingCount;
    },

    close(): void {
      assembler.clear();
    },
  };
}
