/**
 * The octets of a message in a PDU, with the package's codec removed (smpp-package.ts): splitting off the
 * UDH when esm_class says there is one, and reading concatenation from the UDH or the SAR TLVs.
 */
import { parseConcatUdh, type ConcatInfo } from '@beacon/shared/sms/smpp';
import type { PDU } from './smpp-package.js';
import type { SubmitPart } from './submit-types.js';

/** esm_class bit 6 (SMPP 3.4 §5.2.12): short_message starts with a User Data Header. */
const ESM_UDHI = 0x40;
/** SMPP 3.4 §5.2.12: sm_length is one octet and 254 its largest value. */
export const MAX_SHORT_MESSAGE_OCTETS = 254;

export interface ShortMessage {
  udh: Buffer | null;
  payload: Buffer;
  concat: ConcatInfo | null;
}

/** The message of a submit_sm or deliver_sm; `message_payload` is used when short_message is empty. */
export function readShortMessage(pdu: PDU): ShortMessage {
  const shortMessage = asBuffer(pdu.short_message);
  const octets = shortMessage.length > 0 ? shortMessage : asBuffer(pdu.message_payload);
  const esmClass = typeof pdu.esm_class === 'number' ? pdu.esm_class : 0;
  let udh: Buffer | null = null;
  let payload = octets;
  const udhLength = octets.length > 0 ? octets.readUInt8(0) + 1 : 0;
  if (esmClass & ESM_UDHI && udhLength > 0 && udhLength <= octets.length) {
    udh = octets.subarray(0, udhLength);
    payload = octets.subarray(udhLength);
  }
  return { udh, payload, concat: (udh && parseConcatUdh(udh)) ?? readSarConcat(pdu) };
}

/** short_message and esm_class for one outgoing part. */
export function writeShortMessage(part: SubmitPart): { short_message: Buffer; esm_class: number } {
  if (part.udh && part.udh.length > 0) {
    return { short_message: Buffer.concat([part.udh, part.message]), esm_class: ESM_UDHI };
  }
  return { short_message: part.message, esm_class: 0 };
}

/** Octets a part takes in short_message. */
export function partLength(part: SubmitPart): number {
  return (part.udh?.length ?? 0) + part.message.length;
}

/** SMPP 3.4 §5.3.2.22–24: concatenation signalled by TLVs instead of a UDH. */
function readSarConcat(pdu: PDU): ConcatInfo | null {
  const { sar_msg_ref_num: reference, sar_total_segments: total, sar_segment_seqnum: sequence } = pdu;
  if (typeof reference !== 'number' || typeof total !== 'number' || typeof sequence !== 'number') return null;
  return total >= 1 && sequence >= 1 && sequence <= total ? { reference, total, sequence } : null;
}

function asBuffer(value: unknown): Buffer {
  return Buffer.isBuffer(value) ? value : Buffer.alloc(0);
}
