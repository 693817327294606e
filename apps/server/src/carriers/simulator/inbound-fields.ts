/** The deliver_sm PDUs of an inbound (MO) message, split and encoded by the shared SMS module like ours. */
import { randomBytes } from 'node:crypto';
import { buildSmppParts } from '@beacon/shared/sms/smpp';
import { toSmppAddress } from '../addresses.js';
import { writeShortMessage } from '../short-message.js';

export interface InboundInjection {
  from: string;
  to: string;
  content: string;
}

export function buildInboundFields(message: InboundInjection): Record<string, unknown>[] {
  const submission = buildSmppParts(message.content, { reference: randomBytes(1).readUInt8(0) });
  const source = toSmppAddress(message.from, 'from');
  const destination = toSmppAddress(message.to, 'to');
  return submission.parts.map((part) => ({
    source_addr_ton: source.ton,
    source_addr_npi: source.npi,
    source_addr: source.addr,
    dest_addr_ton: destination.ton,
    dest_addr_npi: destination.npi,
    destination_addr: destination.addr,
    data_coding: submission.dataCoding,
    ...writeShortMessage(part),
  }));
}
