import { describe, expect, test } from 'vitest';
import type { SmsLogDetail, SmsLogPage } from '@beacon/shared';
import { messageEvents, messages, webhookAttempts, webhookDeliveries } from '../../db/schema/index.js';
import { newMessageId } from '../../lib/ids.js';
import { signUp } from '../../testing/flows.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();

type Row = typeof messages.$inferInsert;

async function accountFor(token: string): Promise<string> {
  const { body } = await t.post<{ accountId: string }>(
    '/api/account/add',
    { name: 'Log', products: ['sms'], billingCountry: 'US' },
    { token },
  );
  expect(body.code).toBe(0);
  return body.data.accountId;
}

/** Rows as the engine leaves them, one minute apart, oldest first. */
async function insertRows(accountId: string, rows: Partial<Row>[], start = new Date('2026-03-01T00:00:00Z')) {
  const values = rows.map((row, i) => {
    const at = new Date(start.getTime() + i * 60_000);
    return {
      id: newMessageId(at),
      createdAt: at,
      accountId,
      direction: 'out' as const,
      source: 'api' as const,
      type: 1,
      from: 'Beacon',
      to: '+14155550100',
      country: 'US',
      content: `Message ${i}`,
      encoding: 'GSM-7' as const,
      segments: 1,
      costMicros: 7_500n,
      currency: 'USD',
      status: 'delivered' as const,
      dueAt: at,
      updatedAt: at,
      ...row,
    };
  });
  await t.db.insert(messages).values(values);
  return values.map((value) => value.id);
}

async function list(token: string, body: Record<string, unknown> = {}) {
  return t.post<SmsLogPage>('/api/sms/log/list', body, { token });
}

describe('the message log', () => {
  test('pages newest first with a keyset cursor until the last page', async () => {
    const user = await signUp(t);
    const accountId = await accountFor(user.token);
    const ids = await insertRows(
      accountId,
      Array.from({ length: 45 }, () => ({})),
    );
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 5; page += 1) {
      const { body } = await list(user.token, { limit: 20, ...(cursor ? { cursor } : {}) });
      expect(body.code).toBe(0);
      seen.push(...body.data.items.map((item) => item.id));
      if (!body.data.nextCursor) break;
      cursor = body.data.nextCursor;
    }
    expect(seen).toEqual([...ids].reverse());
    const { body } = await list(user.token, { limit: 1 });
    expect(body.data.items[0]).toEqual({
      id: ids[44],
      from: 'Beacon',
      to: '+14155550100',
      country: 'US',
      direction: 'out',
      content: 'Message 44',
      type: 1,
      segments: 1,
      encoding: 'GSM-7',
      status: 'delivered',
      cost: '0.0075',
      currency: 'USD',
      errorCode: null,
      createdAt: '2026-03-01T00:44:00.000Z',
      updatedAt: '2026-03-01T00:44:00.000Z',
    });
  });

  test('filters by time, status, direction, phone and country, alone and together', async () => {
    const user = await signUp(t);
    const accountId = await accountFor(user.token);
    const [a, b, c, d, e, f] = await insertRows(accountId, [
      { status: 'delivered', to: '+14155550111' },
      { status: 'failed', errorCode: 'ESME_RINVDSTADR', to: '+14155550111' },
      { status: 'undelivered', to: '+447700900123', country: 'GB' },
      {
        direction: 'in',
        source: 'carrier',
        from: '+14155550111',
        to: '+14155559000',
        status: 'delivered',
        costMicros: 0n,
      },
      { status: 'sent', to: '+14155550222' },
      { status: 'delivered', to: '+14155550111', type: 2 },
    ]);
    const idsOf = async (body: Record<string, unknown>) => {
      const result = await list(user.token, body);
      expect(result.body.code).toBe(0);
      return result.body.data.items.map((item) => item.id);
    };
    expect(await idsOf({ status: ['failed', 'undelivered'] })).toEqual([c, b]);
    expect(await idsOf({ status: 'delivered,sent' })).toEqual([f, e, d, a]);
    expect(await idsOf({ direction: 'in' })).toEqual([d]);
    expect(await idsOf({ phone: '+14155550111' })).toEqual([f, d, b, a]);
    expect(await idsOf({ phone: '+14155550111', direction: 'out', status: ['delivered'] })).toEqual([f, a]);
    expect(await idsOf({ country: 'gb' })).toEqual([c]);
    // `since` inclusive, `until` exclusive.
    expect(await idsOf({ since: '2026-03-01T00:01:00Z', until: '2026-03-01T00:04:00+00:00' })).toEqual([
      d,
      c,
      b,
    ]);
    // Paging through a merged (multi-status) list keeps the order.
    const first = await list(user.token, { status: ['delivered', 'sent'], limit: 3 });
    const second = await list(user.token, {
      status: ['delivered', 'sent'],
      limit: 3,
      cursor: first.body.data.nextCursor,
    });
    expect([...first.body.data.items, ...second.body.data.items].map((item) => item.id)).toEqual([
      f,
      e,
      d,
      a,
    ]);
    expect(second.body.data.nextCursor).toBeNull();
  });

  test('shows only the current account', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    await insertRows(await accountFor(owner.token), [{}, {}]);
    await accountFor(other.token);
    expect((await list(other.token)).body.data.items).toEqual([]);
    const none = await signUp(t);
    expect((await list(none.token)).body.code).toBe(2011);
  });

  test.each([
    [{ limit: 0 }, 'limit', 'Page size must be 1 to 100'],
    [{ limit: 101 }, 'limit', 'Page size must be 1 to 100'],
    [{ status: ['lost'] }, 'status', 'Unknown message status'],
    [{ direction: 'sideways' }, 'direction', 'Direction must be out or in'],
    [{ phone: '4155550100' }, 'phone', 'Enter a phone number in E.164 format, e.g. +14155550100'],
    [{ since: 'yesterday' }, 'since', 'Enter the time as an ISO 8601 date and time with a time zone'],
    [
      { since: '2026-03-02T00:00:00Z', until: '2026-03-01T00:00:00Z' },
      'until',
      'The end must not be before the start',
    ],
    [{ cursor: 'bm90LWEtY3Vyc29y' }, 'cursor', 'Invalid page cursor'],
    [{ country: 'XX' }, 'country', 'Unknown country or region code'],
  ])('refuses %j with 1001 on %s', async (body, field, message) => {
    const user = await signUp(t);
    await accountFor(user.token);
    const result = await list(user.token, body);
    expect(result.body).toEqual({
      code: 1001,
      msg: `${field}: ${message}`,
      data: { fields: { [field]: message } },
    });
  });

  test('takes the filters as a form body too', async () => {
    const user = await signUp(t);
    const accountId = await accountFor(user.token);
    const [a, b] = await insertRows(accountId, [
      { status: 'failed' },
      { status: 'expired' },
      { status: 'delivered' },
    ]);
    const result = await t.post<SmsLogPage>(
      '/api/sms/log/list',
      { status: ['failed', 'expired'], limit: '10' },
      { token: user.token, form: true },
    );
    expect(result.body.data.items.map((item) => item.id)).toEqual([b, a]);
  });
});

describe('a message in detail', () => {
  test('has its status history and every webhook attempt', async () => {
    const user = await signUp(t);
    const accountId = await accountFor(user.token);
    const [id] = await insertRows(accountId, [{ status: 'delivered' }]);
    const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 0, minute));
    await t.db.insert(messageEvents).values([
      { messageId: id!, status: 'queued', at: at(0) },
      { messageId: id!, status: 'sent', at: at(1) },
      { messageId: id!, status: 'delivered', at: at(2) },
    ]);
    const [delivery] = await t.db
      .insert(webhookDeliveries)
      .values({
        accountId,
        messageId: id!,
        event: 'message.status',
        url: 'https://hooks.example.com/sms',
        payload: {},
        state: 'delivered',
        attempts: 2,
        dueAt: at(5),
        giveUpAt: at(60),
        createdAt: at(2),
      })
      .returning({ id: webhookDeliveries.id });
    await t.db.insert(webhookAttempts).values([
      { deliveryId: delivery!.id, at: at(2), httpStatus: 500, error: 'HTTP 500', durationMs: 12 },
      { deliveryId: delivery!.id, at: at(3), httpStatus: 200, error: null, durationMs: 9 },
    ]);

    const { body } = await t.post<SmsLogDetail>('/api/sms/log/detail', { id }, { token: user.token });
    expect(body.code).toBe(0);
    expect(body.data.message).toMatchObject({ id, status: 'delivered' });
    expect(body.data.events).toEqual([
      { status: 'queued', errorCode: null, at: '2026-03-01T00:00:00.000Z' },
      { status: 'sent', errorCode: null, at: '2026-03-01T00:01:00.000Z' },
      { status: 'delivered', errorCode: null, at: '2026-03-01T00:02:00.000Z' },
    ]);
    expect(body.data.webhooks).toEqual([
      {
        id: delivery!.id,
        event: 'message.status',
        url: 'https://hooks.example.com/sms',
        state: 'delivered',
        attempts: 2,
        createdAt: '2026-03-01T00:02:00.000Z',
        attemptLog: [
          { at: '2026-03-01T00:02:00.000Z', url: null, httpStatus: 500, error: 'HTTP 500', durationMs: 12 },
          { at: '2026-03-01T00:03:00.000Z', url: null, httpStatus: 200, error: null, durationMs: 9 },
        ],
      },
    ]);
  });

  test("another account's message is not found", async () => {
    const owner = await signUp(t);
    const [id] = await insertRows(await accountFor(owner.token), [{}]);
    const other = await signUp(t);
    await accountFor(other.token);
    const { body } = await t.post('/api/sms/log/detail', { id }, { token: other.token });
    expect(body).toMatchObject({ code: 1001, data: { fields: { id: 'Invalid message ID' } } });
  });
});

describe('the CSV export', () => {
  test('streams every filtered row with a header, a BOM and safe cells', async () => {
    const user = await signUp(t);
    const accountId = await accountFor(user.token);
    const ids = await insertRows(accountId, [
      { content: 'Hello, "world"\nsecond line' },
      { content: '=HYPERLINK("http://evil")', status: 'failed', errorCode: 'ESME_RINVDSTADR' },
      { content: '退订', direction: 'in', from: '+14155550100', to: '+14155559000', costMicros: 0n },
      ...Array.from({ length: 1_200 }, () => ({ status: 'sent' as const })),
    ]);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/sms/log/export?status=failed&status=delivered',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="sms-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = response.body;
    expect(
      text.startsWith(
        '\uFEFFid,createdAt,direction,from,to,country,type,status,errorCode,segments,encoding,cost,currency,content,updatedAt\r\n',
      ),
    ).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(
      `${ids[2]},2026-03-01T00:02:00.000Z,in,+14155550100,+14155559000,US,1,delivered,,1,GSM-7,0.00,USD,退订,2026-03-01T00:02:00.000Z`,
    );
    expect(lines[2]).toContain(`,failed,ESME_RINVDSTADR,`);
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://evil"")",`);
    expect(text).toContain('"Hello, ""world""\nsecond line"');

    const all = await t.app.inject({
      method: 'GET',
      url: '/api/sms/log/export',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(all.body.slice(1).trimEnd().split('\r\n').length - 1).toBe(1_203);
  });

  test('answers a bad filter with the JSON envelope', async () => {
    const user = await signUp(t);
    await accountFor(user.token);
    const response = await t.get('/api/sms/log/export?status=lost', { token: user.token });
    expect(response.body).toMatchObject({
      code: 1001,
      data: { fields: { status: 'Unknown message status' } },
    });
  });
});
