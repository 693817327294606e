/**
 * A customer's submit_sm read into what acceptance needs, or the command_status refusing it
 * (docs/smpp-access.md, "Submitting"). The message octets, UDH and SAR concatenation are read the carrier
 * layer's way (`readShortMessage`); they are decoded only once every part is in (a UCS-2 pair may span parts).
 */
import {
  SMPP_MARKETING_SERVICE_TYPE,
  SMPP_STATUS,
  SMS_MESSAGE_TYPE,
  findSenderIdProblem,
  isPhoneProblem,
  parseE164,
  type PhoneNumber,
  type SmsMessageType,
} from '@beacon/shared';
import type { ConcatInfo } from '@beacon/shared/sms/smpp';
import { fromSmppAddress, readShortMessage, type PDU } from '../carriers/index.js';

/** The sender of a submit_sm whose source_addr is empty: the send API's default too. */
const DEFAULT_SENDER_ID = 'Beacon';
/**
 * data_coding we take (SMPP 3.4 §5.2.19): 0 the SMSC default alphabet (GSM 03.38, one septet per octet),
 * 1 IA5 (ASCII), 3 Latin-1, 8 UCS-2. Binary and the other national sets have no text we could bill by segment.
 */
const TEXT_DATA_CODINGS: ReadonlySet<number> = new Set([0, 1, 3, 8]);
/** esm_class bits 2–5: the message type; only the default (0) is a submission. */
const ESM_MESSAGE_TYPE_MASK = 0x3c;

export interface SubmitFields {
  type: SmsMessageType;
  from: string;
  to: PhoneNumber;
  dataCoding: number;
  /** The part's message octets, UDH removed. */
  payload: Buffer;
  concat: ConcatInfo | null;
  /** registered_delivery bits 0–1 as we honour them: 0 none, 1 every final outcome, 2 failures only. */
  registeredDelivery: 0 | 1 | 2;
}

export type SubmitReading = { ok: true; submit: SubmitFields } | { ok: false; status: number };

const refuse = (status: number): SubmitReading => ({ ok: false, status });
const numberOf = (value: unknown) => (typeof value === 'number' ? value : 0);
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** A destination as E.164: TON 1 gains its `+`; digits with any other TON are read as international too. */
function destinationOf(pdu: PDU): PhoneNumber | null {
  const written = fromSmppAddress(pdu.dest_addr_ton, pdu.destination_addr).trim();
  const e164 = /^\d+$/.test(written) ? `+${written}` : written;
  const parsed = parseE164(e164);
  return isPhoneProblem(parsed) ? null : parsed;
}

export function readSubmit(pdu: PDU): SubmitReading {
  if ((numberOf(pdu.esm_class) & ESM_MESSAGE_TYPE_MASK) !== 0) return refuse(SMPP_STATUS.ESME_RINVESMCLASS);
  // Scheduled delivery is not offered over SMPP (the package reads the time into a Date, or leaves the text).
  if (pdu.schedule_delivery_time instanceof Date || textOf(pdu.schedule_delivery_time) !== '') {
    return refuse(SMPP_STATUS.ESME_RINVSCHED);
  }
  const dataCoding = numberOf(pdu.data_coding);
  if (!TEXT_DATA_CODINGS.has(dataCoding)) return refuse(SMPP_STATUS.ESME_RINVDCS);

  const source = fromSmppAddress(pdu.source_addr_ton, pdu.source_addr).trim();
  const from = source === '' ? DEFAULT_SENDER_ID : source;
  if (findSenderIdProblem(from)) return refuse(SMPP_STATUS.ESME_RINVSRCADR);
  const to = destinationOf(pdu);
  if (!to) return refuse(SMPP_STATUS.ESME_RINVDSTADR);

  const { payload, concat } = readShortMessage(pdu);
  if (payload.length === 0) return refuse(SMPP_STATUS.ESME_RINVMSGLEN);
  const mode = numberOf(pdu.registered_delivery) & 0x03;
  return {
    ok: true,
    submit: {
      type:
        textOf(pdu.service_type) === SMPP_MARKETING_SERVICE_TYPE
          ? SMS_MESSAGE_TYPE.MARKETING
          : SMS_MESSAGE_TYPE.OTP,
      from,
      to,
      dataCoding,
      payload,
      concat,
      registeredDelivery: mode === 1 || mode === 2 ? mode : 0,
    },
  };
}
