/**
 * SMPP PDUs built and read octet by octet, for tests that must write what another SMSC writes — a TLV
 * without its NUL, an integer TLV of an unusual length, TLVs in any order — which the `smpp` package (rightly)
 * never produces. Used by the *.test.ts files and the test SMSC only.
 */

export const COMMAND = {
  GENERIC_NACK: 0x80000000,
  BIND_TRANSCEIVER: 0x00000009,
  BIND_TRANSCEIVER_RESP: 0x80000009,
  UNBIND: 0x00000006,
  UNBIND_RESP: 0x80000006,
  SUBMIT_SM: 0x00000004,
  SUBMIT_SM_RESP: 0x80000004,
  DELIVER_SM: 0x00000005,
  DELIVER_SM_RESP: 0x80000005,
  ENQUIRE_LINK: 0x00000015,
  ENQUIRE_LINK_RESP: 0x80000015,
} as const;

export const TLV_TAG = {
  RECEIPTED_MESSAGE_ID: 0x001e,
  NETWORK_ERROR_CODE: 0x0423,
  MESSAGE_STATE: 0x0427,
  BEACON_MESSAGE_ID: 0x1400,
} as const;

export interface RawTlv {
  tag: number;
  /** Exactly the octets written after the length: a C-Octet string's NUL only when included here. */
  value: Buffer;
}

export interface RawPdu {
  commandId: number;
  status: number;
  sequence: number;
  body: Buffer;
}

export function encodePdu(pdu: RawPdu): Buffer {
  const header = Buffer.alloc(16);
  header.writeUInt32BE(16 + pdu.body.length, 0);
  header.writeUInt32BE(pdu.commandId >>> 0, 4);
  header.writeUInt32BE(pdu.status >>> 0, 8);
  header.writeUInt32BE(pdu.sequence >>> 0, 12);
  return Buffer.concat([header, pdu.body]);
}

/** Complete PDUs at the start of `buffer`, and what is left of it. */
export function splitPdus(buffer: Buffer): { pdus: RawPdu[]; rest: Buffer } {
  const pdus: RawPdu[] = [];
  let offset = 0;
  while (buffer.length - offset >= 16) {
    const length = buffer.readUInt32BE(offset);
    if (length < 16) throw new Error(`PDU length ${length} is below the header size`);
    if (buffer.length - offset < length) break;
    pdus.push({
      commandId: buffer.readUInt32BE(offset + 4),
      status: buffer.readUInt32BE(offset + 8),
      sequence: buffer.readUInt32BE(offset + 12),
      body: buffer.subarray(offset + 16, offset + length),
    });
    offset += length;
  }
  return { pdus, rest: buffer.subarray(offset) };
}

export const cstring = (value: string): Buffer => Buffer.from(`${value}\0`, 'latin1');
const octet = (value: number): Buffer => Buffer.from([value & 0xff]);

export function encodeTlvs(tlvs: readonly RawTlv[]): Buffer {
  return Buffer.concat(
    tlvs.map(({ tag, value }) => {
      const head = Buffer.alloc(4);
      head.writeUInt16BE(tag, 0);
      head.writeUInt16BE(value.length, 2);
      return Buffer.concat([head, value]);
    }),
  );
}

export interface DeliverSmBody {
  /** The handset (receipt) or the sender of an MO message. */
  sourceAddr: string;
  sourceTon: number;
  destinationAddr: string;
  destinationTon: number;
  esmClass: number;
  dataCoding: number;
  shortMessage: Buffer;
  tlvs: readonly RawTlv[];
}

/** deliver_sm mandatory parameters (SMPP 3.4 §4.6.1) followed by the TLVs, as given. */
export function encodeDeliverSmBody(body: DeliverSmBody): Buffer {
  return Buffer.concat([
    cstring(''), // service_type
    octet(body.sourceTon),
    octet(1),
    cstring(body.sourceAddr),
    octet(body.destinationTon),
    octet(body.destinationTon === 5 ? 0 : 1),
    cstring(body.destinationAddr),
    octet(body.esmClass),
    octet(0), // protocol_id
    octet(0), // priority_flag
    cstring(''), // schedule_delivery_time
    cstring(''), // validity_period
    octet(0), // registered_delivery
    octet(0), // replace_if_present_flag
    octet(body.dataCoding),
    octet(0), // sm_default_msg_id
    octet(body.shortMessage.length),
    body.shortMessage,
    encodeTlvs(body.tlvs),
  ]);
}

export interface SubmitSmFields {
  sourceTon: number;
  sourceAddr: string;
  destinationTon: number;
  destinationAddr: string;
  esmClass: number;
  registeredDelivery: number;
  dataCoding: number;
  shortMessage: Buffer;
  tlvs: Map<number, Buffer>;
}

/** The submit_sm fields a test SMSC needs (SMPP 3.4 §4.4.1). */
export function decodeSubmitSm(body: Buffer): SubmitSmFields {
  let offset = 0;
  const readCString = () => {
    const end = body.indexOf(0, offset);
    const stop = end < 0 ? body.length : end;
    const value = body.toString('latin1', offset, stop);
    offset = stop + 1;
    return value;
  };
  const readOctet = () => body[offset++] ?? 0;
  readCString(); // service_type
  const sourceTon = readOctet();
  readOctet(); // source_addr_npi
  const sourceAddr = readCString();
  const destinationTon = readOctet();
  readOctet(); // dest_addr_npi
  const destinationAddr = readCString();
  const esmClass = readOctet();
  readOctet(); // protocol_id
  readOctet(); // priority_flag
  readCString(); // schedule_delivery_time
  readCString(); // validity_period
  const registeredDelivery = readOctet();
  readOctet(); // replace_if_present_flag
  const dataCoding = readOctet();
  readOctet(); // sm_default_msg_id
  const smLength = readOctet();
  const shortMessage = body.subarray(offset, offset + smLength);
  offset += smLength;
  const tlvs = new Map<number, Buffer>();
  while (offset + 4 <= body.length) {
    const tag = body.readUInt16BE(offset);
    const length = body.readUInt16BE(offset + 2);
    tlvs.set(tag, body.subarray(offset + 4, offset + 4 + length));
    offset += 4 + length;
  }
  return {
    sourceTon,
    sourceAddr,
    destinationTon,
    destinationAddr,
    esmClass,
    registeredDelivery,
    dataCoding,
    shortMessage,
    tlvs,
  };
}
