/** The deliver_sm an SMSC sends as a delivery receipt for one submitted part. */
import { toSmppAddress } from '../addresses.js';
import { formatReceiptText, MESSAGE_STATE_BY_STAT } from '../delivery-receipt.js';

/** esm_class message type "SMSC delivery receipt" (SMPP 3.4 §5.2.12). */
const ESM_DELIVERY_RECEIPT = 0x04;
/** network_error_code type 3: GSM (SMPP 3.4 §5.3.2.31). */
const NETWORK_TYPE_GSM = 0x03;

export interface ReceiptInput {
  carrierMessageId: string;
  /** The submit's source and destination; the receipt travels the other way. */
  from: string;
  to: string;
  stat: string;
  err: string;
  submittedAt: Date;
  /** When the outcome was known; now when absent (the simulator decides as it sends). */
  doneAt?: Date;
  /** The part's text, of which the receipt echoes the start. */
  text: string;
}

export function buildReceiptFields(input: ReceiptInput): Record<string, unknown> {
  const handset = toSmppAddress(input.to, 'to');
  const sender = toSmppAddress(input.from, 'from');
  const text = formatReceiptText({
    carrierMessageId: input.carrierMessageId,
    stat: input.stat,
    err: input.err,
    submittedAt: input.submittedAt,
    doneAt: input.doneAt ?? new Date(),
    // The receipt is ASCII; characters outside it are shown as '?', as SMSCs do.
    text: input.text.replace(/[^\x20-\x7e]/g, '?'),
  });
  const errorCode = Number.parseInt(input.err, 10) || 0;
  return {
    source_addr_ton: handset.ton,
    source_addr_npi: handset.npi,
    source_addr: handset.addr,
    dest_addr_ton: sender.ton,
    dest_addr_npi: sender.npi,
    destination_addr: sender.addr,
    esm_class: ESM_DELIVERY_RECEIPT,
    data_coding: 0,
    short_message: Buffer.from(text, 'ascii'),
    receipted_message_id: input.carrierMessageId,
    message_state: MESSAGE_STATE_BY_STAT[input.stat] ?? MESSAGE_STATE_BY_STAT.UNKNOWN,
    ...(errorCode
      ? { network_error_code: Buffer.from([NETWORK_TYPE_GSM, errorCode >> 8, errorCode & 0xff]) }
      : {}),
  };
}

/** registered_delivery bits 0–1: 1 asks for every final outcome, 2 for failures only. */
export function isReceiptRequested(registeredDelivery: unknown, stat: string): boolean {
  const mode = typeof registeredDelivery === 'number' ? registeredDelivery & 0x03 : 0;
  return mode === 1 || (mode === 2 && stat !== 'DELIVRD');
}
