import { describe, expect, test } from 'vitest';
import { signUp } from '../../testing/flows.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();

async function signUpWithAccount() {
  const user = await signUp(t);
  const added = await t.post<{ accountId: string }>(
    '/api/account/add',
    { name: 'Main', products: ['sms'], billingCountry: 'US' },
    { token: user.token },
  );
  expect(added.body.code).toBe(0);
  return { ...user, accountId: added.body.data.accountId };
}

const listOf = async (token: string) =>
  (await t.post<string[]>('/api/product/interest/list', undefined, { token })).body;

describe('registering interest in a product', () => {
  test('is remembered for the current account and answered by the list', async () => {
    const user = await signUpWithAccount();
    expect(await listOf(user.token)).toEqual({ code: 0, msg: 'success', data: [] });
    const { body } = await t.post('/api/product/interest', { product: 'mms' }, { token: user.token });
    expect(body).toEqual({ code: 0, msg: 'success', data: null });
    expect((await listOf(user.token)).data).toEqual(['mms']);
  });

  test('twice changes nothing, and a form body works like JSON', async () => {
    const user = await signUpWithAccount();
    await t.post('/api/product/interest', { product: 'mms' }, { token: user.token, form: true });
    await t.post('/api/product/interest', { product: 'mms' }, { token: user.token });
    await t.post('/api/product/interest', { product: 'voice' }, { token: user.token });
    expect((await listOf(user.token)).data).toEqual(['mms', 'voice']);
  });

  test('belongs to the account: another account of the same user starts with none', async () => {
    const user = await signUpWithAccount();
    await t.post('/api/product/interest', { product: 'mms' }, { token: user.token });
    const second = await t.post<{ accountId: string }>(
      '/api/account/add',
      { name: 'Second', products: ['sms'], billingCountry: 'GB' },
      { token: user.token },
    );
    await t.post('/api/account/select', { accountId: second.body.data.accountId }, { token: user.token });
    expect((await listOf(user.token)).data).toEqual([]);
  });

  test.each([[{}], [{ product: 'fax' }], [{ product: '' }]])('refuses %j with 1001', async (body) => {
    const user = await signUpWithAccount();
    const answer = await t.post('/api/product/interest', body, { token: user.token });
    expect(answer.body).toMatchObject({ code: 1001, msg: 'product: Unknown product' });
  });

  test('needs a current account (2011) and a session (2006)', async () => {
    const user = await signUp(t);
    expect((await t.post('/api/product/interest', { product: 'mms' }, { token: user.token })).body.code).toBe(
      2011,
    );
    expect((await listOf(user.token)).code).toBe(2011);
    expect((await t.post('/api/product/interest', { product: 'mms' })).body.code).toBe(2006);
  });
});
