/** Checks a submit request and turns each of its parts into submit_sm fields. */
import { toSmppAddress } from './addresses.js';
import { CarrierError } from './errors.js';
import { MAX_SHORT_MESSAGE_OCTETS, partLength, writeShortMessage } from './short-message.js';
import { BEACON_MESSAGE_ID_TLV } from './smpp-package.js';
import type { SubmitRequest } from './submit-types.js';

/** registered_delivery bits 0–1 = 01: a receipt on final delivery outcome, success or failure. */
const RECEIPT_ON_FINAL_OUTCOME = 0x01;
/** The concatenation UDH numbers parts in one octet. */
const MAX_PARTS = 255;
/** Our id travels as a C-Octet string in the vendor TLV; 64 characters fits every id scheme we use. */
const MAX_ID_LENGTH = 64;
/** The relative format counts days in two digits (SMPP 3.4 §7.1.1.2); longer needs months, which vary. */
const MAX_VALIDITY_SECONDS = 100 * 86_400 - 1;

/**
 * `validity_period` as an SMPP relative time, `YYMMDDhhmmsst00R` with years and months left at zero: relative
 * rather than absolute, so the SMSC's clock and time zone cannot shorten or stretch it.
 */
export function relativeValidityPeriod(seconds: number): string {
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_VALIDITY_SECONDS) {
    throw new CarrierError(
      'invalid',
      `validity must be 1 to ${MAX_VALIDITY_SECONDS} whole seconds, got ${seconds}`,
    );
  }
  const two = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  return `0000${two(days)}${two(hours)}${two(minutes)}${two(seconds % 60)}000R`;
}

/**
 * The submit_sm fields of every part, or a CarrierError('invalid'). Checked up front because the package
 * throws synchronously while encoding (a short_message over 255 octets) and truncates silently elsewhere.
 */
export function buildSubmitFields(
  request: SubmitRequest,
  options: { sendMessageIdTlv: boolean },
): Record<string, unknown>[] {
  if (!/^[\x21-\x7e]{1,64}$/.test(request.id)) {
    throw new CarrierError('invalid', `message id must be 1–${MAX_ID_LENGTH} printable ASCII characters`);
  }
  if (request.dataCoding !== 0 && request.dataCoding !== 8) {
    throw new CarrierError(
      'invalid',
      `data coding must be 0 (GSM 03.38) or 8 (UCS-2), got ${String(request.dataCoding)}`,
    );
  }
  if (request.parts.length < 1 || request.parts.length > MAX_PARTS) {
    throw new CarrierError('invalid', `a message has 1 to ${MAX_PARTS} parts, got ${request.parts.length}`);
  }
  const source = toSmppAddress(request.from, 'from');
  const destination = toSmppAddress(request.to, 'to');
  const validity =
    request.validitySeconds === undefined
      ? {}
      : { validity_period: relativeValidityPeriod(request.validitySeconds) };
  return request.parts.map((part, index) => {
    if (partLength(part) > MAX_SHORT_MESSAGE_OCTETS) {
      throw new CarrierError(
        'invalid',
        `part ${index + 1} is ${partLength(part)} octets; short_message holds at most ${MAX_SHORT_MESSAGE_OCTETS}`,
      );
    }
    if (request.parts.length > 1 && !part.udh) {
      throw new CarrierError('invalid', `part ${index + 1} of a concatenated message has no UDH`);
    }
    return {
      source_addr_ton: source.ton,
      source_addr_npi: source.npi,
      source_addr: source.addr,
      dest_addr_ton: destination.ton,
      dest_addr_npi: destination.npi,
      destination_addr: destination.addr,
      registered_delivery: request.registeredDelivery ? RECEIPT_ON_FINAL_OUTCOME : 0,
      ...validity,
      data_coding: request.dataCoding,
      ...writeShortMessage(part),
      // The package encodes every TLV key present, so the key is left out rather than set to undefined.
      ...(options.sendMessageIdTlv ? { [BEACON_MESSAGE_ID_TLV.name]: request.id } : {}),
    };
  });
}
