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
