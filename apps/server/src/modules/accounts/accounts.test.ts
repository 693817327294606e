import { describe, expect, test } from 'vitest';
import type { UserInfo } from '@beacon/shared';
import { ledgerOf } from '../../testing/account-fixtures.js';
import { auditOf } from '../../testing/db-helpers.js';
import { sumLedger } from '../billing/index.js';
import { signUp } from '../../testing/flows.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();

const MAIN = { name: 'Main', products: ['sms'], billingCountry: 'US' };

async function addAccount(token: string, body: Record<string, unknown> = MAIN, form = false) {
  return t.post<{ accountId: string }>('/api/account/add', body, { token, form });
}

async function infoOf(token: string): Promise<UserInfo> {
  return (await t.get<UserInfo>('/api/user/info', { token })).body.data;
}

describe('adding an account', () => {
  test('creates it in the billing currency with the trial credit and makes it current when none is', async () => {
    const user = await signUp(t);
    const { body } = await addAccount(user.token, {
      name: 'Europe',
      products: ['sms', 'voice', 'sms'],
      billingCountry: 'DE',
    });
    expect(body).toEqual({
      code: 0,
      msg: 'success',
      data: { accountId: expect.stringMatching(/^AC[0-9a-f]{16}$/) },
    });
    const info = await infoOf(user.token);
    expect(info.accounts).toEqual([
      {
        accountId: body.data.accountId,
        name: 'Europe',
        products: ['sms', 'voice'],
        billingCountry: 'DE',
        verificationStatus: 0,
        // TRIAL_CREDIT is 2.00 US dollars, converted at the demo rate.
        balance: '1.84',
        currency: 'EUR',
        createdAt: t.clock.now().toISOString(),
      },
    ]);
    expect(info.currentAccount).toBe(body.data.accountId);
    expect(info.accountId).toBe(body.data.accountId);
    expect(info.verificationStatus).toBe(0);
  });

  test('keeps the current account when one is selected', async () => {
    const user = await signUp(t);
    const first = (await addAccount(user.token)).body.data.accountId;
    await addAccount(user.token, { ...MAIN, name: 'Second' });
    expect((await infoOf(user.token)).currentAccount).toBe(first);
  });

  test.each([
    ['repeated keys', { name: 'Form', products: ['sms', 'mms'], billingCountry: 'JP' }],
    ['a comma-separated string', { name: 'Form', products: 'sms,mms', billingCountry: 'JP' }],
  ])('takes products in a form body as %s', async (_label, body) => {
    const user = await signUp(t);
    expect((await addAccount(user.token, body, true)).body.code).toBe(0);
    expect((await infoOf(user.token)).accounts[0]).toMatchObject({
      products: ['sms', 'mms'],
      currency: 'JPY',
    });
  });

  test.each([
    ['name', { ...MAIN, name: '  ' }, 'Account name is required', '账户名称为必填项'],
    [
      'name',
      { ...MAIN, name: 'n'.repeat(65) },
      'Account name must be at most 64 characters',
      '账户名称最多 64 个字符',
    ],
    ['products', { ...MAIN, products: [] }, 'Select at least one option', '请至少选择一项'],
    ['products', { ...MAIN, products: ['fax'] }, 'Unknown product', '未知的产品'],
    [
      'billingCountry',
      { ...MAIN, billingCountry: 'XX' },
      'Please select your billing country',
      '请选择账单国家/地区',
    ],
    [
      'billingCountry',
      { name: 'x', products: ['sms'] },
      'Please select your billing country',
      '请选择账单国家/地区',
    ],
  ])('a bad %s is 1001 naming it (%j)', async (field, body, english, chinese) => {
    const user = await signUp(t);
    expect((await addAccount(user.token, body)).body).toMatchObject({
      code: 1001,
      msg: `${field}: ${english}`,
    });
    const zh = await t.post('/api/account/add', body, { token: user.token, locale: 'zh-CN' });
    expect(zh.body).toMatchObject({ code: 1001, msg: `${field}: ${chinese}` });
    expect((await infoOf(user.token)).accounts).toEqual([]);
  });

  test('allows 10 live accounts and answers 1006 for the 11th', async () => {
    const user = await signUp(t);
    const ids: string[] = [];
    for (let i = 1; i <= 10; i += 1) {
      const { body } = await addAccount(user.token, { ...MAIN, name: `Account ${i}` });
      expect(body.code).toBe(0);
      ids.push(body.data.accountId);
    }
    expect((await addAccount(user.token, { ...MAIN, name: 'One too many' })).body).toMatchObject({
      code: 1006,
    });
    await t.post('/api/account/delete', { accountId: ids[3] }, { token: user.token });
    expect((await addAccount(user.token, { ...MAIN, name: 'Room again' })).body.code).toBe(0);
  });

  test('concurrent adds cannot pass the limit together', async () => {
    const user = await signUp(t);
    for (let i = 1; i <= 8; i += 1) await addAccount(user.token, { ...MAIN, name: `Account ${i}` });
    const results = await Promise.all(
      [1, 2, 3, 4].map((i) => addAccount(user.token, { ...MAIN, name: `Racer ${i}` })),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 0, 1006, 1006]);
    expect((await infoOf(user.token)).accounts).toHaveLength(10);
  });

  test('needs a session', async () => {
    expect((await t.post('/api/account/add', MAIN)).body.code).toBe(2006);
  });
});

describe('the trial credit', () => {
  test('is one RECHARGE entry with payment method trial, in the account currency, written with the account', async () => {
    const user = await signUp(t);
    const { accountId } = (await addAccount(user.token, { ...MAIN, billingCountry: 'JP' })).body.data;
    const entries = await ledgerOf(t.db, accountId);
    expect(entries).toEqual([
      {
        type: 'RECHARGE',
        // 2.00 US dollars at the demo rate of 150 yen: a trial that can actually send.
        amountMicros: 300_000_000n,
        currency: 'JPY',
        beforeMicros: 0n,
        afterMicros: 300_000_000n,
        paymentMethod: 'trial',
      },
    ]);
    expect(await sumLedger(t.db, accountId)).toBe(300_000_000n);
  });

  test('an account that is not created (the 11th) gets no credit either', async () => {
    const user = await signUp(t);
    for (let i = 1; i <= 10; i += 1) await addAccount(user.token, { ...MAIN, name: `Account ${i}` });
    expect((await addAccount(user.token, { ...MAIN, name: 'Eleventh' })).body.code).toBe(1006);
    const info = await infoOf(user.token);
    const total = info.accounts.reduce((sum, account) => sum + Number(account.balance), 0);
    expect(total).toBe(20);
  });
});

describe('selecting and deleting accounts', () => {
  test('selects an account of the organisation as current', async () => {
    const user = await signUp(t);
    await addAccount(user.token);
    const second = (await addAccount(user.token, { ...MAIN, name: 'Second' })).body.data.accountId;
    expect((await t.post('/api/account/select', { accountId: second }, { token: user.token })).body).toEqual({
      code: 0,
      msg: 'success',
      data: null,
    });
    expect((await infoOf(user.token)).currentAccount).toBe(second);
  });

  test('deleting the current account leaves none current; a deleted account cannot be selected', async () => {
    const user = await signUp(t);
    const id = (await addAccount(user.token)).body.data.accountId;
    expect((await t.post('/api/account/delete', { accountId: id }, { token: user.token })).body.code).toBe(0);
    const info = await infoOf(user.token);
    expect(info.currentAccount).toBeNull();
    expect(info.accounts).toEqual([]);
    expect((await t.post('/api/account/select', { accountId: id }, { token: user.token })).body.code).toBe(
      2010,
    );
    expect((await t.post('/api/account/delete', { accountId: id }, { token: user.token })).body.code).toBe(
      2010,
    );
  });

  test("another organisation's account is 2010 for select and delete, and stays untouched", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const id = (await addAccount(owner.token)).body.data.accountId;
    expect(
      (await t.post('/api/account/select', { accountId: id }, { token: stranger.token })).body,
    ).toMatchObject({
      code: 2010,
      msg: 'Account not found.',
    });
    expect(
      (await t.post('/api/account/delete', { accountId: id }, { token: stranger.token })).body.code,
    ).toBe(2010);
    expect((await infoOf(stranger.token)).accounts).toEqual([]);
    expect((await infoOf(owner.token)).accounts.map((a) => a.accountId)).toEqual([id]);
  });

  test('an unknown or missing account id', async () => {
    const user = await signUp(t);
    expect(
      (await t.post('/api/account/select', { accountId: 'AC0000000000000000' }, { token: user.token })).body
        .code,
    ).toBe(2010);
    expect((await t.post('/api/account/select', {}, { token: user.token })).body).toMatchObject({
      code: 1001,
      msg: 'accountId: Invalid account ID',
    });
    expect((await t.post('/api/account/delete', {}, { token: user.token, locale: 'zh-CN' })).body.msg).toBe(
      'accountId: 账户 ID 无效',
    );
  });

  test('every change is in the audit log', async () => {
    const user = await signUp(t);
    const id = (await addAccount(user.token)).body.data.accountId;
    await t.post('/api/account/select', { accountId: id }, { token: user.token });
    await t.post('/api/account/delete', { accountId: id }, { token: user.token });
    const entries = (await auditOf(t.db, user.email)).filter((e) => e.action.startsWith('account.'));
    expect(entries.map((e) => [e.action, e.target])).toEqual([
      ['account.add', id],
      ['account.select', id],
      ['account.delete', id],
    ]);
    expect(entries[0]!.ip).toBe('127.0.0.1');
  });
});
