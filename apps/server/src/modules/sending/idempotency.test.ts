import { beforeAll, describe, expect, test } from 'vitest';
import {
  PHONES,
  apiSend,
  creditAccount,
  seedDemoPrices,
  setUpSendingAccount,
  usNumbers,
  writesOf,
} from '../../testing/sending-flows.js';
import { useTestApp } from '../../testing/test-app.js';
import { canonicalJson } from './idempotency.js';

const t = useTestApp();
beforeAll(async () => {
  await seedDemoPrices(t.db);
});

const BODY = { type: 'otp', to: [PHONES.US, PHONES.GB], content: 'Your code is 1234', from: 'Beacon' };
const key = (value: string) => ({ headers: { 'idempotency-key': value } });

describe('Idempotency-Key', () => {
  test('a repeat with the same body answers the first answer and sends nothing again', async () => {
    const sender = await setUpSendingAccount(t);
    const first = await apiSend<{ batchId: string }>(t, sender, BODY, key('order-1'));
    expect(first.status).toBe(200);
    const afterFirst = await writesOf(t.db, sender.accountId);
    // The same fields in another order and spacing are the same body.
    const reordered = { from: 'Beacon', content: BODY.content, to: BODY.to, type: 'otp' };
    const again = await apiSend<{ batchId: string }>(t, sender, reordered, key('order-1'));
    expect(again.status).toBe(200);
    expect(again.response.headers['idempotent-replayed']).toBe('true');
    expect(again.response.body).toBe(first.response.body);
    expect(await writesOf(t.db, sender.accountId)).toEqual(afterFirst);
  });

  test('the same key with another body is 400 1006, and writes nothing', async () => {
    const sender = await setUpSendingAccount(t);
    await apiSend(t, sender, BODY, key('order-2'));
    const before = await writesOf(t.db, sender.accountId);
    const other = await apiSend(t, sender, { ...BODY, content: 'Another text' }, key('order-2'));
    expect([other.status, other.body.code, other.body.msg]).toEqual([
      400,
      1006,
      'Empty or malformed body: Idempotency-Key was used with another body',
    ]);
    expect(await writesOf(t.db, sender.accountId)).toEqual(before);
  });

  test.each([
    ['missing parameters (1007 alone)', { type: 'otp', to: [PHONES.US] }],
    ['an unknown type (1008 alone)', { ...BODY, type: 'promo' }],
    ['an invalid number (1009 alone)', { ...BODY, to: ['+1 not a number'] }],
    ['a malformed field', { ...BODY, sendAt: 'tomorrow' }],
  ])('the same key with another body is 1006 even when that body has %s', async (_label, invalid) => {
    const sender = await setUpSendingAccount(t);
    await apiSend(t, sender, BODY, key('order-3'));
    const before = await writesOf(t.db, sender.accountId);
    const other = await apiSend(t, sender, invalid, key('order-3'));
    expect([other.status, other.body.code, other.body.msg]).toEqual([
      400,
      1006,
      'Empty or malformed body: Idempotency-Key was used with another body',
    ]);
    expect(await writesOf(t.db, sender.accountId)).toEqual(before);
  });

  test('a key not used yet leaves an invalid body its own code', async () => {
    const sender = await setUpSendingAccount(t);
    const { status, body } = await apiSend(t, sender, { ...BODY, type: 'promo' }, key('fresh'));
    expect([status, body.code]).toEqual([400, 1008]);
  });

  test('keys are per account, and free again after 24 hours', async () => {
    const sender = await setUpSendingAccount(t);
    const other = await setUpSendingAccount(t);
    const first = await apiSend<{ batchId: string }>(t, sender, BODY, key('shared'));
    const elsewhere = await apiSend<{ batchId: string }>(t, other, BODY, key('shared'));
    expect(elsewhere.body.data.batchId).not.toBe(first.body.data.batchId);
    t.clock.advance(24 * 3_600_000 + 1);
    const later = await apiSend<{ batchId: string }>(
      t,
      sender,
      { ...BODY, content: 'New day' },
      key('shared'),
    );
    expect(later.status).toBe(200);
    expect(later.response.headers['idempotent-replayed']).toBeUndefined();
    expect((await writesOf(t.db, sender.accountId)).batches).toBe(2);
  });

  test('a refused send is not recorded: the key works once the balance allows', async () => {
    const sender = await setUpSendingAccount(t);
    const big = { ...BODY, to: usNumbers(100) };
    expect((await apiSend(t, sender, big, key('retry-me'))).body.code).toBe(1011);
    await creditAccount(t.db, sender.accountId, 100_000_000n);
    expect((await apiSend(t, sender, big, key('retry-me'))).body.code).toBe(0);
  });

  test('concurrent requests with one key send once and all answer the same batch', async () => {
    const sender = await setUpSendingAccount(t);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => apiSend<{ batchId: string }>(t, sender, BODY, key('race'))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body.data.batchId)).size).toBe(1);
    const writes = await writesOf(t.db, sender.accountId);
    expect(writes).toMatchObject({ batches: 1, messages: 2 });
    expect(writes.ledgerSum).toBe(writes.balance);
  });

  test('an unusable key is 1006', async () => {
    const sender = await setUpSendingAccount(t);
    const { status, body } = await apiSend(t, sender, BODY, key('x'.repeat(256)));
    expect([status, body.code]).toEqual([400, 1006]);
  });
});

test('the canonical form sorts keys at every level and keeps array order', () => {
  expect(canonicalJson({ b: [2, 1], a: { d: 1, c: 'x' } })).toBe('{"a":{"c":"x","d":1},"b":[2,1]}');
});
