import { describe, expect, test } from 'vitest';
import { configuredSmpp, type PDU } from './smpp-package.js';
import {
  COMMAND,
  TLV_TAG,
  encodeDeliverSmBody,
  encodePdu,
  encodeTlvs,
  type RawTlv,
} from './testing/raw-pdu.js';

const SAR_MSG_REF_NUM = 0x020c;
const SAR_TOTAL_SEGMENTS = 0x020e;
const SAR_SEGMENT_SEQNUM = 0x020f;
const MESSAGE_PAYLOAD = 0x0424;

/** A receipt deliver_sm written octet by octet with these TLVs, decoded by the package as the carrier does. */
function decodeReceipt(tlvs: RawTlv[]): PDU {
  const body = encodeDeliverSmBody({
    sourceAddr: '447700900123',
    sourceTon: 1,
    destinationAddr: 'Beacon',
    destinationTon: 5,
    esmClass: 0x04,
    dataCoding: 0,
    shortMessage: Buffer.from('id:1 stat:DELIVRD err:000', 'latin1'),
    tlvs,
  });
  const pdu = configuredSmpp.PDU.fromBuffer(
    encodePdu({ commandId: COMMAND.DELIVER_SM, status: 0, sequence: 7, body }),
  );
  if (!pdu) throw new Error('PDU not decoded');
  return pdu;
}

const text = (value: string) => Buffer.from(value, 'latin1');
const state = (...octets: number[]) => ({ tag: TLV_TAG.MESSAGE_STATE, value: Buffer.from(octets) });

describe('TLVs are read within their declared length', () => {
  test('a receipted_message_id without its NUL followed by other TLVs reads as the id alone, and the others still read', () => {
    const pdu = decodeReceipt([
      { tag: TLV_TAG.RECEIPTED_MESSAGE_ID, value: text('b2d05e01') },
      state(5),
      { tag: TLV_TAG.NETWORK_ERROR_CODE, value: Buffer.from([3, 0, 1]) },
    ]);
    expect(pdu.receipted_message_id).toBe('b2d05e01');
    expect(pdu.message_state).toBe(5);
    expect(pdu.network_error_code).toEqual(Buffer.from([3, 0, 1]));
  });

  test('a receipted_message_id without its NUL last in the PDU reads as the id', () => {
    expect(
      decodeReceipt([state(2), { tag: TLV_TAG.RECEIPTED_MESSAGE_ID, value: text('3000000001') }]),
    ).toMatchObject({
      receipted_message_id: '3000000001',
      message_state: 2,
    });
  });

  test.each([
    ['with its NUL', 'ABC123\0'],
    ['padded with NULs', 'ABC123\0\0\0\0'],
    ['without NUL', 'ABC123'],
  ])('a C-Octet string TLV %s reads the same', (_, value) => {
    expect(
      decodeReceipt([{ tag: TLV_TAG.RECEIPTED_MESSAGE_ID, value: text(value) }, state(8)]),
    ).toMatchObject({
      receipted_message_id: 'ABC123',
      message_state: 8,
    });
  });

  test.each([
    ['one octet', [5]],
    ['two octets', [0, 5]],
    ['four octets', [0, 0, 0, 5]],
  ])('message_state in %s reads as its value', (_, octets) => {
    expect(
      decodeReceipt([state(...octets), { tag: TLV_TAG.RECEIPTED_MESSAGE_ID, value: text('x1\0') }]),
    ).toMatchObject({
      message_state: 5,
      receipted_message_id: 'x1',
    });
  });

  test('an empty integer TLV is absent rather than the first octet of the next TLV', () => {
    const pdu = decodeReceipt([state(), { tag: TLV_TAG.RECEIPTED_MESSAGE_ID, value: text('x2') }]);
    expect(pdu.message_state).toBeUndefined();
    expect(pdu.receipted_message_id).toBe('x2');
  });

  test('SAR TLVs of unusual lengths, message_payload and our vendor TLV read by their lengths', () => {
    const pdu = decodeReceipt([
      { tag: SAR_MSG_REF_NUM, value: Buffer.from([0x12]) },
      { tag: SAR_TOTAL_SEGMENTS, value: Buffer.from([0, 3]) },
      { tag: SAR_SEGMENT_SEQNUM, value: Buffer.from([2]) },
      { tag: TLV_TAG.BEACON_MESSAGE_ID, value: text('01JABCDEF') },
      { tag: MESSAGE_PAYLOAD, value: text('id:9 stat:DELIVRD') },
    ]);
    expect(pdu).toMatchObject({
      sar_msg_ref_num: 0x12,
      sar_total_segments: 3,
      sar_segment_seqnum: 2,
      beacon_message_id: '01JABCDEF',
    });
    expect(pdu.message_payload).toEqual(text('id:9 stat:DELIVRD'));
  });

  test('an unknown TLV is kept by its tag and the known ones after it still read', () => {
    const pdu = decodeReceipt([{ tag: 0x1501, value: text('vendor') }, state(3)]);
    expect(pdu[0x1501]).toEqual(text('vendor'));
    expect(pdu.message_state).toBe(3);
  });

  test('a TLV whose length runs past the end of the PDU reads what is there instead of throwing', () => {
    const truncated = Buffer.concat([
      encodeTlvs([state(2)]),
      Buffer.from([0x00, 0x1e, 0x00, 0x40]),
      text('abc'),
    ]);
    const body = encodeDeliverSmBody({
      sourceAddr: '1',
      sourceTon: 1,
      destinationAddr: '2',
      destinationTon: 1,
      esmClass: 0x04,
      dataCoding: 0,
      shortMessage: Buffer.alloc(0),
      tlvs: [],
    });
    const pdu = configuredSmpp.PDU.fromBuffer(
      encodePdu({
        commandId: COMMAND.DELIVER_SM,
        status: 0,
        sequence: 1,
        body: Buffer.concat([body, truncated]),
      }),
    );
    expect(pdu).toMatchObject({ message_state: 2, receipted_message_id: 'abc' });
  });

  test('what we send is unchanged: C-Octet string TLVs go out with their NUL', () => {
    const pdu = new configuredSmpp.PDU('deliver_sm', { receipted_message_id: 'abc', message_state: 2 });
    const tlv = Buffer.concat([Buffer.from([0x00, 0x1e, 0x00, 0x04]), text('abc\0')]);
    expect(pdu.toBuffer().includes(tlv)).toBe(true);
  });
});
