import { describe, expect, test } from 'vitest';
import {
  formatReceiptText,
  parseDeliveryReceipt,
  parseReceiptDate,
  readReceiptText,
} from './delivery-receipt.js';

const APPENDIX_B =
  'id:0123456789 sub:001 dlvrd:001 submit date:2501151230 done date:2501151231 stat:DELIVRD err:000 text:Hello';

describe('receipt text', () => {
  test('reads every Appendix B field, the two-word ones included', () => {
    expect(readReceiptText(APPENDIX_B)).toEqual({
      id: '0123456789',
      sub: '001',
      dlvrd: '001',
      'submit date': '2501151230',
      'done date': '2501151231',
      stat: 'DELIVRD',
      err: '000',
      text: 'Hello',
    });
  });

  test('takes field names in any case and lets text: hold look-alike fields', () => {
    const fields = readReceiptText('ID:abc Stat:UNDELIV Err:034 Text:id:zzz stat:DELIVRD');
    expect(fields).toMatchObject({ id: 'abc', stat: 'UNDELIV', err: '034', text: 'id:zzz stat:DELIVRD' });
  });

  test('dates are read as UTC, with or without seconds, and garbage is null', () => {
    expect(parseReceiptDate('2501151230')?.toISOString()).toBe('2025-01-15T12:30:00.000Z');
    expect(parseReceiptDate('250115123045')?.toISOString()).toBe('2025-01-15T12:30:45.000Z');
    expect(parseReceiptDate('yesterday')).toBeNull();
    expect(parseReceiptDate(undefined)).toBeNull();
  });
});

describe('status mapping', () => {
  test.each([
    ['DELIVRD', 'delivered', true],
    ['EXPIRED', 'expired', true],
    ['DELETED', 'undelivered', true],
    ['UNDELIV', 'undelivered', true],
    ['ACCEPTD', 'sent', false],
    ['UNKNOWN', 'undelivered', true],
    ['REJECTD', 'rejected', true],
    ['ENROUTE', 'sent', false],
    ['SKIPPED', 'undelivered', true],
    ['BOGUS', 'sent', false],
  ])('stat %s maps to %s (final: %s)', (stat, status, isFinal) => {
    const receipt = parseDeliveryReceipt({ text: `id:1 stat:${stat} err:000` });
    expect(receipt).toMatchObject({ stat, status, isFinal });
  });

  test('the message_state and receipted_message_id TLVs win over the text', () => {
    const receipt = parseDeliveryReceipt({
      text: APPENDIX_B,
      receiptedMessageId: '75BCD15',
      messageState: 5,
    });
    expect(receipt).toMatchObject({ carrierMessageId: '75BCD15', stat: 'UNDELIV', status: 'undelivered' });
  });

  test('a non-zero err becomes the error code, dates come along', () => {
    const receipt = parseDeliveryReceipt({ text: APPENDIX_B.replace('err:000', 'err:034') });
    expect(receipt.errorCode).toBe('034');
    expect(receipt.doneAt?.toISOString()).toBe('2025-01-15T12:31:00.000Z');
  });

  test('the TLV id is tried first, then the text id, then their other forms', () => {
    const receipt = parseDeliveryReceipt({
      text: APPENDIX_B.replace('0123456789', '3000000001'),
      receiptedMessageId: 'B2D05E01',
    });
    expect(receipt.carrierMessageId).toBe('B2D05E01');
    expect(receipt.reportedIds).toEqual(['B2D05E01', '3000000001']);
    expect(receipt.alternateIds).toEqual(expect.arrayContaining(['b2d05e01', '00B2D05E01']));
    expect(receipt.alternateIds).not.toContain('B2D05E01');
    expect(receipt.alternateIds).not.toContain('3000000001');
  });

  test('an id reported the same way twice is tried once', () => {
    const receipt = parseDeliveryReceipt({ text: APPENDIX_B, receiptedMessageId: ' 0123456789 ' });
    expect(receipt.reportedIds).toEqual(['0123456789']);
  });

  test('message_state alone gives the state when the text has no stat:', () => {
    const receipt = parseDeliveryReceipt({ text: 'id:77 err:000', messageState: 8 });
    expect(receipt).toMatchObject({ stat: 'REJECTD', status: 'rejected', isFinal: true });
  });

  test('a message_state value SMPP does not define falls back to the text', () => {
    const receipt = parseDeliveryReceipt({ text: 'id:77 stat:UNDELIV err:001', messageState: 42 });
    expect(receipt).toMatchObject({ stat: 'UNDELIV', status: 'undelivered' });
  });

  test.each([
    ['a lower-case stat', 'id:1 stat:delivrd err:000', 'DELIVRD', 'delivered'],
    ['upper-case field names', 'ID:1 STAT:EXPIRED ERR:002', 'EXPIRED', 'expired'],
    ['the long word DELIVERED', 'id:1 stat:DELIVERED err:000', 'DELIVRD', 'delivered'],
    ['the long word UNDELIVERABLE', 'id:1 stat:UNDELIVERABLE err:001', 'UNDELIV', 'undelivered'],
    ['the long word REJECTED', 'id:1 stat:Rejected err:003', 'REJECTD', 'rejected'],
  ])('%s is understood', (_, text, stat, status) => {
    expect(parseDeliveryReceipt({ text })).toMatchObject({ stat, status, isFinal: true });
  });

  test('fields we do not know and underscores in the date names do not disturb the known fields', () => {
    const receipt = parseDeliveryReceipt({
      text: 'id:42 sub:001 dlvrd:000 submit_date:2501151230 done_date:2501151231 stat:UNDELIV err:000 mcc:310 mnc:260 imsi:310260000000000 text:hi',
    });
    expect(receipt).toMatchObject({ carrierMessageId: '42', stat: 'UNDELIV', errorCode: null });
    expect(receipt.doneAt?.toISOString()).toBe('2025-01-15T12:31:00.000Z');
  });

  test('a receipt with neither id nor state is refused', () => {
    expect(() => parseDeliveryReceipt({ text: 'stat:DELIVRD' })).toThrow(/message id/);
    expect(() => parseDeliveryReceipt({ text: 'id:1 err:000' })).toThrow(/state/);
  });
});

test('the simulator format reads back to the same receipt', () => {
  const submittedAt = new Date('2025-03-04T05:06:00Z');
  const text = formatReceiptText({
    carrierMessageId: 'abc123',
    stat: 'EXPIRED',
    err: '002',
    submittedAt,
    doneAt: new Date('2025-03-04T06:07:00Z'),
    text: 'A message longer than twenty characters',
  });
  expect(text).toBe(
    'id:abc123 sub:001 dlvrd:000 submit date:2503040506 done date:2503040607 stat:EXPIRED err:002 text:A message longer tha',
  );
  expect(parseDeliveryReceipt({ text })).toMatchObject({
    carrierMessageId: 'abc123',
    status: 'expired',
    errorCode: '002',
    submittedAt,
  });
});
