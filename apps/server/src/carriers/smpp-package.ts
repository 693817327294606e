/**
 * The smpp package, set up the way the carrier layer needs it. Import `smpp` from here, never from 'smpp'.
 *
 * Why the set-up: the package decodes `short_message` into `{ message, udh }` with its own guess of the
 * character table (and maps unknown GSM bytes to spaces); we need the octets to decode them with the one
 * GSM-7/UCS-2 codec of `@beacon/shared`, and to reassemble concatenated parts before decoding. Removing the
 * message filter is the maintainer's advice (farhadi/node-smpp#30): `short_message` and `message_payload` then
 * stay raw Buffers in both directions. The package cannot send a TLV it does not know (node-smpp#231), so our
 * vendor TLV is registered here too. Both changes touch the package's shared tables, so they live in one
 * idempotent place; nothing else in the server uses the package.
 */
import smpp from 'smpp';

/**
 * Vendor-specific TLV (SMPP 3.4 §5.3.2 reserves 0x1400–0x3FFF for SMSC vendors) carrying our message id on
 * every submit_sm. An SMSC ignores TLVs it does not know (§5.3.2: "ignore"), so it is harmless upstream; our
 * simulator uses it to deduplicate re-submissions and to name the message in received.jsonl.
 */
export const BEACON_MESSAGE_ID_TLV = { name: 'beacon_message_id', id: 0x1400 } as const;

const RAW_MESSAGE_COMMANDS = ['submit_sm', 'deliver_sm', 'data_sm'] as const;

function configureSmppPackage(): typeof smpp {
  for (const command of RAW_MESSAGE_COMMANDS) {
    const param = smpp.commands[command]?.params?.short_message;
    if (param) delete param.filter;
  }
  const payload = smpp.tlvs.message_payload;
  if (payload) delete payload.filter;
  if (!smpp.tlvs[BEACON_MESSAGE_ID_TLV.name]) {
    smpp.addTLV(BEACON_MESSAGE_ID_TLV.name, { id: BEACON_MESSAGE_ID_TLV.id, type: smpp.types.tlv.cstring });
  }
  return smpp;
}

export const configuredSmpp = configureSmppPackage();
export type { PDU, Session, Server } from 'smpp';
