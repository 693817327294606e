/**
 * The deliver_sm PDUs of one outbox row (docs/smpp-access.md, "Receipts"): a receipt in the standard text
 * `id:<id> sub:001 dlvrd:… submit date:… done date:… stat:… err:… text:…` with `receipted_message_id` and
 * `message_state` (esm_class 0x04), built like the embedded simulator's; or an inbound message, split and
 * encoded like the simulator's MO. The receipt travels from the handset to the submit's source address.
 */
import { buildInboundFields, buildReceiptFields, configuredSmpp as smpp } from '../carriers/index.js';
import type { SmppOutboxItem } from '../modules/smpp-access/index.js';

/**
 * `err:` is three digits: the receipt's own when the carrier gave three digits, the SMPP value of an ESME_*
 * status we refused with, else 000 (our codes such as NO_RECEIPT have no number).
 */
function receiptErr(errorCode: string | null): string {
  if (!errorCode) return '000';
  if (/^\d{1,3}$/.test(errorCode)) return errorCode.padStart(3, '0');
  const status = smpp.errors[errorCode];
  return status !== undefined && status <= 999 ? String(status).padStart(3, '0') : '000';
}

/** The PDUs to send for a row; throws when an address cannot be written in SMPP (the row is dropped). */
export function deliverFieldsOf(item: SmppOutboxItem): Record<string, unknown>[] {
  if (item.kind === 'inbound')
    return buildInboundFields({ from: item.from, to: item.to, content: item.content });
  return [
    buildReceiptFields({
      carrierMessageId: item.receiptId ?? item.messageId ?? '',
      from: item.from,
      to: item.to,
      stat: item.stat ?? 'UNKNOWN',
      err: receiptErr(item.errorCode),
      submittedAt: item.submittedAt ?? item.doneAt,
      doneAt: item.doneAt,
      text: item.content,
    }),
  ];
}
