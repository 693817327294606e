import { describe, expect, test } from 'vitest';
import type { MessageStatus } from '../../db/schema/index.js';
import {
  applyPartReceipt,
  expireUnreceipted,
  type FinalReceiptStatus,
  type ReceiptTarget,
} from './receipt-rules.js';

const sent = (parts: number, partStatuses: ReceiptTarget['partStatuses'] = null): ReceiptTarget => ({
  status: 'sent',
  carrierIds: Array.from({ length: parts }, (_, i) => `c${i + 1}`),
  partStatuses,
  errorCode: null,
});

describe('the multipart rule', () => {
  test('a single part makes the message final with its status', () => {
    expect(
      applyPartReceipt(sent(1), { carrierMessageId: 'c1', status: 'expired', errorCode: '002' }),
    ).toEqual({
      status: 'expired',
      partStatuses: ['expired'],
      errorCode: '002',
      isNowFinal: true,
    });
  });

  test('a message waits for every part', () => {
    const outcome = applyPartReceipt(sent(3), {
      carrierMessageId: 'c2',
      status: 'delivered',
      errorCode: null,
    });
    expect(outcome).toEqual({
      status: 'sent',
      partStatuses: [null, 'delivered', null],
      errorCode: null,
      isNowFinal: false,
    });
  });

  test.each<[(MessageStatus | null)[], FinalReceiptStatus, MessageStatus, string | null]>([
    [['delivered', 'delivered', null], 'delivered', 'delivered', null],
    [['delivered', 'undelivered', null], 'delivered', 'undelivered', '001'],
    [['rejected', 'undelivered', null], 'expired', 'rejected', 'R'],
    [['delivered', 'delivered', null], 'expired', 'expired', '002'],
  ])('parts %j then %s: the message ends %s', (before, last, status, errorCode) => {
    const target: ReceiptTarget = {
      ...sent(3, [...before]),
      errorCode: before.includes('rejected') ? 'R' : before.includes('undelivered') ? '001' : null,
    };
    const outcome = applyPartReceipt(target, {
      carrierMessageId: 'c3',
      status: last,
      errorCode: last === 'expired' ? '002' : null,
    });
    expect(outcome).toMatchObject({ status, errorCode, isNowFinal: true });
  });

  test('the error code is that of the first failed part in part order', () => {
    const afterPart3 = applyPartReceipt(sent(3), {
      carrierMessageId: 'c3',
      status: 'undelivered',
      errorCode: '003',
    })!;
    const afterPart1 = applyPartReceipt(
      { ...sent(3), partStatuses: afterPart3.partStatuses, errorCode: afterPart3.errorCode },
      { carrierMessageId: 'c1', status: 'expired', errorCode: '001' },
    )!;
    expect(afterPart1.errorCode).toBe('001');
    const final = applyPartReceipt(
      { ...sent(3), partStatuses: afterPart1.partStatuses, errorCode: afterPart1.errorCode },
      { carrierMessageId: 'c2', status: 'undelivered', errorCode: '002' },
    );
    expect(final).toMatchObject({ status: 'expired', errorCode: '001', isNowFinal: true });
  });

  test.each([
    ['a final message', { ...sent(1), status: 'delivered' as const }, 'c1'],
    ['a repeated receipt for a part', sent(2, ['delivered', null]), 'c1'],
    ['an id the message does not hold', sent(1), 'other'],
  ])('%s changes nothing', (_label, target, carrierMessageId) => {
    expect(applyPartReceipt(target, { carrierMessageId, status: 'undelivered', errorCode: '9' })).toBeNull();
  });
});

describe('a message whose receipt never came', () => {
  test.each<[string, (MessageStatus | null)[] | null, string | null, MessageStatus, string | null]>([
    ['no part was receipted', null, null, 'expired', 'NO_RECEIPT'],
    ['only the last part is missing', ['delivered', 'delivered', null], null, 'expired', 'NO_RECEIPT'],
    ['an earlier part came back undelivered', ['undelivered', null, null], '001', 'undelivered', '001'],
    [
      'a missing part comes before an undelivered one',
      [null, 'undelivered', null],
      '001',
      'expired',
      'NO_RECEIPT',
    ],
  ])('%s: it ends %4$s with %5$s', (_label, partStatuses, errorCode, status, expectedCode) => {
    const outcome = expireUnreceipted({ ...sent(3, partStatuses), errorCode });
    expect(outcome).toMatchObject({ status, errorCode: expectedCode, isNowFinal: true });
    expect(outcome!.partStatuses).not.toContain(null);
  });

  test('a message that became final meanwhile is left alone', () => {
    expect(expireUnreceipted({ ...sent(1, ['delivered']), status: 'delivered' })).toBeNull();
  });
});
