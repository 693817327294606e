/**
 * The smpp package, set up the way the carrier layer needs it. Import `smpp` from here, never from 'smpp'.
 *
 * Why the set-up: the package decodes `short_message` into `{ message, udh }` with its own guess of the
 * character table (and maps unknown GSM bytes to spaces); we need the octets to decode them with the one
 * GSM-7/UCS-2 codec of `@beacon/shared`, and to reassemble concatenated parts before decoding. Removing the
 * message filter is the maintainer's advice (farhadi/node-smpp#30): `short_message` and `message_payload` then
 * stay raw Buffers in both directions. The package cannot send a TLV it does not know (node-smpp#231), so our
 * vendor TLV is registered here too.
 *
 * The package also reads a TLV by its type rather than by the length the TLV declares: a C-Octet string up to
 * the next NUL, an integer as its fixed size. An SMSC that writes `receipted_message_id` without the NUL (seen
 * in the field) made it read on into the next TLV, so the receipt named an id we never had and was refused
 * until it was dropped. Every TLV is therefore read within its declared length here (SMPP 3.4 §3.1: the
 * length is authoritative), on the way in only — what we send keeps the package's encoding, NUL included.
 * All of this touches the package's shared tables, so it lives in one idempotent place; nothing else in the
 * server uses the package.
 */
import smpp from 'smpp';

/**
 * Vendor-specific TLV (SMPP 3.4 §5.3.2 reserves 0x1400–0x3FFF for SMSC vendors) carrying our message id on
 * every submit_sm. An SMSC ignores TLVs it does not know (§5.3.2: "ignore"), so it is harmless upstream; our
 * simulator uses it to deduplicate re-submissions and to name the message in received.jsonl.
 */
export const BEACON_MESSAGE_ID_TLV = { name: 'beacon_message_id', id: 0x1400 } as const;

const RAW_MESSAGE_COMMANDS = ['submit_sm', 'deliver_sm', 'data_sm'] as const;

type FieldType = smpp.FieldType;

/** The part of the PDU a TLV's value may occupy: its declared length, never past the PDU's end. */
function valueEnd(buffer: Buffer, offset: number, length: number | undefined): number {
  return Math.min(offset + (length ?? 0), buffer.length);
}

/**
 * A C-Octet string TLV read within its declared length and cut at its first NUL, so a missing NUL, a missing
 * NUL at the end of the PDU, or NUL padding all read as the same string.
 */
const LENGTH_BOUNDED_CSTRING: FieldType = {
  ...smpp.types.tlv.cstring,
  read(buffer, offset, length) {
    const value = buffer.subarray(offset, valueEnd(buffer, offset, length));
    const nul = value.indexOf(0);
    return value.subarray(0, nul < 0 ? value.length : nul).toString('latin1');
  },
};

/**
 * An integer TLV read as a big-endian number of its declared length (1–6 octets): some SMSCs send
 * `message_state` in four octets or the `sar_*` numbers in two, and reading a fixed size there gives the wrong
 * octet or runs into the next TLV. An empty or over-long value reads as undefined (absent) rather than a guess.
 */
function lengthBoundedInteger(type: FieldType): FieldType {
  return {
    ...type,
    read(buffer, offset, length) {
      const size = valueEnd(buffer, offset, length) - offset;
      return size >= 1 && size <= 6 ? buffer.readUIntBE(offset, size) : undefined;
    },
  };
}

function boundTlvReads(): void {
  const { tlv } = smpp.types;
  const bounded = new Map<FieldType, FieldType>([
    [tlv.cstring, LENGTH_BOUNDED_CSTRING],
    [tlv.int8, lengthBoundedInteger(tlv.int8)],
    [tlv.int16, lengthBoundedInteger(tlv.int16)],
    [tlv.int32, lengthBoundedInteger(tlv.int32)],
  ]);
  // `tlvs` and the package's id index hold the same definition objects, so replacing the type here is seen by
  // the PDU reader. `buffer` and `string` TLVs (message_payload, network_error_code…) already read their
  // declared length.
  for (const definition of Object.values(smpp.tlvs)) {
    const replacement = bounded.get(definition.type);
    if (replacement) definition.type = replacement;
  }
}

function configureSmppPackage(): typeof smpp {
  for (const command of RAW_MESSAGE_COMMANDS) {
    const param = smpp.commands[command]?.params?.short_message;
    if (param) delete param.filter;
  }
  const payload = smpp.tlvs.message_payload;
  if (payload) delete payload.filter;
  if (!smpp.tlvs[BEACON_MESSAGE_ID_TLV.name]) {
    smpp.addTLV(BEACON_MESSAGE_ID_TLV.name, { id: BEACON_MESSAGE_ID_TLV.id, type: LENGTH_BOUNDED_CSTRING });
  }
  boundTlvReads();
  return smpp;
}

export const configuredSmpp = configureSmppPackage();
export type { PDU, Session, Server } from 'smpp';
