import { describe, expect, test } from 'vitest';
import { PHONES, addOptOut, insertTemplate, setUpSendingAccount } from '../../testing/sending-flows.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();

interface Page {
  items: { phone: string; createdAt: string; messageId: string | null }[];
  nextCursor: string | null;
}

describe('the opt-out list', () => {
  test('pages newest first with a cursor, filters by part of the number, and deletes', async () => {
    const sender = await setUpSendingAccount(t);
    const base = Date.parse('2026-03-01T00:00:00Z');
    const phones = ['+12015550101', '+12015550102', '+12015550103', '+447400123456', '+12015550105'];
    for (const [i, phone] of phones.entries())
      await addOptOut(t.db, sender.accountId, phone, new Date(base + i * 1_000));
    const list = (body: Record<string, unknown>) =>
      t.post<Page>('/api/sms/optout/list', body, { token: sender.user.token });

    const first = await list({ limit: 2 });
    expect(first.body.data.items.map((i) => i.phone)).toEqual(['+12015550105', '+447400123456']);
    const second = await list({ limit: 2, cursor: first.body.data.nextCursor });
    expect(second.body.data.items.map((i) => i.phone)).toEqual(['+12015550103', '+12015550102']);
    const third = await list({ limit: 2, cursor: second.body.data.nextCursor });
    expect(third.body.data).toEqual({
      items: [{ phone: '+12015550101', createdAt: new Date(base).toISOString(), messageId: null }],
      nextCursor: null,
    });
    expect((await list({ phone: '4474' })).body.data.items.map((i) => i.phone)).toEqual(['+447400123456']);
    expect((await list({ phone: '%' })).body.data.items).toEqual([]);

    expect(
      (await t.post('/api/sms/optout/delete', { phone: '+447400123456' }, { token: sender.user.token })).body,
    ).toEqual({
      code: 0,
      msg: 'success',
      data: null,
    });
    expect((await list({})).body.data.items).toHaveLength(4);
  });

  test('a bad cursor or page size is 1001; another account sees none of them', async () => {
    const sender = await setUpSendingAccount(t);
    const other = await setUpSendingAccount(t);
    await addOptOut(t.db, sender.accountId, PHONES.US);
    expect(
      (await t.post('/api/sms/optout/list', { cursor: 'garbage' }, { token: sender.user.token })).body.code,
    ).toBe(1001);
    expect(
      (await t.post('/api/sms/optout/list', { limit: 500 }, { token: sender.user.token })).body,
    ).toMatchObject({
      code: 1001,
      msg: 'limit: Page size must be 1 to 100',
    });
    expect(
      (await t.post<Page>('/api/sms/optout/list', {}, { token: other.user.token })).body.data.items,
    ).toEqual([]);
  });
});

describe('template options', () => {
  test('list the approved templates of the account first, then approved public ones', async () => {
    const sender = await setUpSendingAccount(t);
    const other = await setUpSendingAccount(t);
    const mine = await insertTemplate(t.db, {
      accountId: sender.accountId,
      content: 'Hi {name}',
      name: 'Welcome',
    });
    await insertTemplate(t.db, { accountId: sender.accountId, content: 'x', name: 'Pending', status: 2 });
    await insertTemplate(t.db, { accountId: other.accountId, content: 'x', name: 'Theirs' });
    const shared = await insertTemplate(t.db, {
      accountId: null,
      content: 'Code {code}',
      name: 'AAA public',
      country: 'US',
    });
    const { body } = await t.post('/api/sms/template/options', {}, { token: sender.user.token });
    expect(body.data).toEqual(
      expect.arrayContaining([
        { id: mine, name: 'Welcome', content: 'Hi {name}', country: null, type: 1 },
        { id: shared, name: 'AAA public', content: 'Code {code}', country: 'US', type: 1 },
      ]),
    );
    const names = (body.data as { name: string }[]).map((o) => o.name);
    expect(names.indexOf('Welcome')).toBeLessThan(names.indexOf('AAA public'));
    expect(names).not.toContain('Pending');
    expect(names).not.toContain('Theirs');
  });
});
