/**
 * The admin insights against a seeded organisation: two accounts (Alpha, Beta) with messages, a charge, a
 * recharge, a webhook backlog and carrier events, a member with access to Alpha only, and another
 * organisation whose message must never be counted. Figures are checked as an admin would read them; a member
 * is refused with 1006 and another organisation's account id is "not found" (2010).
 */
import { beforeAll, describe, expect, test } from 'vitest';
import type {
  InsightsAccountCard,
  InsightsAccountProfile,
  InsightsMessagePage,
  InsightsMonitor,
  InsightsPivot,
  InsightsTraffic,
} from '@beacon/shared';
import type { CarrierBindState } from '../../carriers/index.js';
import { messageEvents, messages, webhookDeliveries } from '../../db/schema/index.js';
import { newMessageId } from '../../lib/ids.js';
import { debit } from '../billing/index.js';
import { signUp } from '../../testing/flows.js';
import { addAccount, inviteAndJoin } from '../../testing/org-flows.js';
import { creditAccount } from '../../testing/sending-flows.js';
import { useTestApp } from '../../testing/test-app.js';

const BINDS: CarrierBindState[] = [
  { carrier: 'secret-carrier@10.1.2.3:2775', state: 'bound', error: null, since: new Date() },
  { carrier: 'other-carrier@10.1.2.4:2775', state: 'bound', error: null, since: new Date() },
  { carrier: 'refusing@10.1.2.5:2775', state: 'refused', error: 'ESME_RINVPASWD', since: new Date() },
];

const t = useTestApp({ appPerFile: true, carrierBinds: () => BINDS });

type Row = typeof messages.$inferInsert;

const tokens = { owner: '', admin: '', user: '', foreign: '' };
const ids = { alpha: '', beta: '', foreign: '' };
let now: Date;

const ago = (ms: number) => new Date(now.getTime() - ms);
const DAY = 86_400_000;

async function insertMessages(accountId: string, rows: Array<Partial<Row> & { createdAt: Date }>) {
  const values = rows.map((row, i) => ({
    id: newMessageId(row.createdAt),
    accountId,
    direction: 'out' as const,
    source: 'api' as const,
    type: 1,
    from: 'Beacon',
    to: `+1415555${String(1000 + i)}`,
    country: 'US',
    content: `Message ${i}`,
    encoding: 'GSM-7' as const,
    segments: 1,
    costMicros: 10_000n,
    currency: 'USD',
    status: 'delivered' as const,
    dueAt: row.createdAt,
    updatedAt: row.createdAt,
    ...row,
  }));
  await t.db.insert(messages).values(values);
  return values.map((value) => value.id);
}

beforeAll(async () => {
  now = t.clock.now();
  const owner = await signUp(t, { username: 'Insight Owner' });
  tokens.owner = owner.token;
  ids.alpha = await addAccount(t, owner.token, 'Alpha');
  ids.beta = await addAccount(t, owner.token, 'Beta');
  tokens.admin = (await inviteAndJoin(t, owner.token, 'admin')).token;
  tokens.user = (await inviteAndJoin(t, owner.token, 'user', [ids.alpha])).token;
  const foreign = await signUp(t, { username: 'Foreign Owner' });
  tokens.foreign = foreign.token;
  ids.foreign = await addAccount(t, foreign.token, 'Foreign');

  const [, sentNow1, sentNow2] = await insertMessages(ids.alpha, [
    { createdAt: ago(2 * DAY), segments: 2, costMicros: 20_000n },
    { createdAt: ago(5_000), to: '+14155550123' },
    { createdAt: ago(4_000), status: 'sent' },
    { createdAt: ago(2 * DAY), country: 'GB', type: 2, status: 'undelivered' },
    { createdAt: ago(3_000), type: 3, status: 'queued' },
    // Forty days ago: outside the 30-day range, still found by the search.
    { createdAt: ago(40 * DAY), country: 'DE' },
  ]);
  await insertMessages(ids.beta, [
    { createdAt: ago(DAY), country: 'GB', currency: 'USD' },
    { createdAt: ago(DAY), country: 'GB', status: 'rejected', costMicros: 0n },
  ]);
  await insertMessages(ids.foreign, [{ createdAt: ago(5_000), status: 'queued' }]);
  await t.db.insert(messageEvents).values([
    { messageId: sentNow1!, status: 'sent', at: ago(3_000) },
    { messageId: sentNow2!, status: 'sent', at: ago(2_000) },
  ]);
  await t.db.insert(webhookDeliveries).values({
    accountId: ids.alpha,
    messageId: sentNow1!,
    event: 'message.status',
    url: 'https://hooks.example.com/status',
    payload: {},
    state: 'pending',
    dueAt: now,
    giveUpAt: new Date(now.getTime() + DAY),
    createdAt: ago(1_000),
  });
  await creditAccount(t.db, ids.alpha, 5_000_000n);
  await t.db.transaction((tx) =>
    debit(tx, { accountId: ids.alpha, amountMicros: 30_000n, productId: 'BT1', at: ago(DAY) }),
  );
}, 240_000);

const call = <T>(path: string, body: unknown, token = tokens.owner) =>
  t.post<T>(`/api/admin/insights/${path}`, body, { token });

describe('the organisation traffic', () => {
  test('counts both accounts per day, with delivery rate and ledger spend, and nothing of another organisation', async () => {
    const { body } = await call<InsightsTraffic>('traffic', { range: '30d', timezone: 'UTC' });
    expect(body.code).toBe(0);
    const { totals, series, byAccount } = body.data;
    expect(totals).toEqual({
      sent: 7,
      delivered: 3,
      failed: 2,
      pending: 2,
      segments: 8,
      deliveryRate: 3 / 5,
      spend: [{ currency: 'USD', amount: '0.03' }],
    });
    expect(series).toHaveLength(30);
    expect(series.at(-1)).toMatchObject({ at: '2026-03-02', sent: 3, pending: 2, delivered: 1 });
    expect(series.at(-2)).toMatchObject({
      at: '2026-03-01',
      sent: 2,
      spend: [{ currency: 'USD', amount: '0.03' }],
    });
    expect(byAccount.map((a) => [a.name, a.sent, a.deliveryRate])).toEqual([
      ['Alpha', 5, 2 / 3],
      ['Beta', 2, 1 / 2],
    ]);
  });

  test('an unknown range is refused with its message', async () => {
    const { body } = await call('traffic', { range: 'week' });
    expect(body).toMatchObject({ code: 1001, msg: 'range: Range must be 7d, 30d or 1y' });
  });
});

describe('the pivot', () => {
  test('account rows by status columns, with segments and cost, busiest first', async () => {
    const { body } = await call<InsightsPivot>('pivot', { range: '30d', rows: 'account', columns: 'status' });
    expect(body.code).toBe(0);
    expect(body.data.rowKeys).toEqual([
      { key: ids.alpha, label: 'Alpha' },
      { key: ids.beta, label: 'Beta' },
    ]);
    expect(body.data.columnKeys.map((c) => c.key)).toEqual([
      'delivered',
      'queued',
      'rejected',
      'sent',
      'undelivered',
    ]);
    expect(body.data.cells).toContainEqual({
      row: ids.alpha,
      column: 'delivered',
      messages: 2,
      segments: 3,
      cost: [{ currency: 'USD', amount: '0.03' }],
    });
    expect(body.data.totals).toMatchObject({ messages: 7, segments: 8 });
  });

  test('rows and columns must differ', async () => {
    const { body } = await call('pivot', { rows: 'country', columns: 'country' });
    expect(body).toMatchObject({ code: 1001, msg: 'columns: Rows and columns must be different dimensions' });
  });
});

describe('the message search', () => {
  test('finds messages of every account newest first, each naming its account, page by page', async () => {
    const first = await call<InsightsMessagePage>('messages', { limit: 3 });
    expect(first.body.code).toBe(0);
    expect(first.body.data.items.map((m) => m.accountName)).toEqual(['Alpha', 'Alpha', 'Alpha']);
    expect(first.body.data.items[0]!.status).toBe('queued');
    const rest = await call<InsightsMessagePage>('messages', {
      limit: 10,
      cursor: first.body.data.nextCursor,
    });
    expect(rest.body.data.items).toHaveLength(5);
    expect(rest.body.data.nextCursor).toBeNull();
    expect(new Set(rest.body.data.items.map((m) => m.accountName))).toEqual(new Set(['Alpha', 'Beta']));
  });

  test('filters by account, country, status and phone', async () => {
    const beta = await call<InsightsMessagePage>('messages', { accountId: ids.beta, status: ['rejected'] });
    expect(beta.body.data.items.map((m) => [m.accountId, m.status])).toEqual([[ids.beta, 'rejected']]);
    const gb = await call<InsightsMessagePage>('messages', { country: 'GB' });
    expect(gb.body.data.items).toHaveLength(3);
    const phone = await call<InsightsMessagePage>('messages', { phone: '+14155550123' });
    expect(phone.body.data.items.map((m) => m.to)).toEqual(['+14155550123']);
  });

  test('another organisation’s account is not found, a bad phone is refused', async () => {
    expect((await call('messages', { accountId: ids.foreign })).body.code).toBe(2010);
    expect((await call('messages', { phone: '12345' })).body).toMatchObject({ code: 1001 });
  });
});

describe('the accounts and their profile', () => {
  test('cards show balance, verification, members with access and this month’s messages', async () => {
    const { body } = await call<{ items: InsightsAccountCard[]; total: number }>('accounts', {
      page: 1,
      pageSize: 1,
    });
    expect(body.data.total).toBe(2);
    expect(body.data.items).toEqual([
      expect.objectContaining({
        name: 'Alpha',
        balance: '6.97',
        currency: 'USD',
        members: 1,
        messagesThisMonth: 3,
      }),
    ]);
    const second = await call<{ items: InsightsAccountCard[] }>('accounts', { page: 2, pageSize: 1 });
    expect(second.body.data.items.map((a) => a.name)).toEqual(['Beta']);
  });

  test('a profile shows limits, keys by hint, the last messages, recharges and audit events', async () => {
    const { body } = await call<InsightsAccountProfile>('account/profile', { accountId: ids.alpha });
    expect(body.code).toBe(0);
    expect(body.data.account.name).toBe('Alpha');
    expect(body.data.settings).toMatchObject({ dailyLimit: 0, perSecondRate: 0, signatureEnabled: true });
    expect(body.data.messages).toHaveLength(6);
    expect(body.data.recharges.map((r) => [r.amount, r.currency])).toContainEqual(['5.00', 'USD']);
    expect(JSON.stringify(body.data.apiKeys)).not.toMatch(/secretHash/);
    expect((await call('account/profile', { accountId: ids.foreign })).body.code).toBe(2010);
  });
});

describe('the live monitor', () => {
  test('the organisation’s rates, queue and webhook backlog, and binds as counts without names', async () => {
    const { body } = await call<InsightsMonitor>('monitor', undefined, tokens.admin);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      windowSeconds: 10,
      acceptedPerSecond: 0.3,
      submittedPerSecond: 0.2,
      queue: { scheduled: 0, queued: 1, sending: 0 },
      webhooks: { pending: 1, failed: 0 },
      binds: { bound: 2, connecting: 0, refused: 1 },
    });
    expect(JSON.stringify(body.data)).not.toMatch(/carrier|10\.1\.2/);
  });
});

describe('who may read them', () => {
  test.each(['traffic', 'pivot', 'messages', 'accounts', 'account/profile', 'monitor'])(
    '%s: a member is refused with 1006, another organisation sees only its own',
    async (path) => {
      const body = path === 'account/profile' ? { accountId: ids.alpha } : {};
      expect((await call(path, body, tokens.user)).body.code).toBe(1006);
      const foreign = await call(path, body, tokens.foreign);
      if (path === 'account/profile') expect(foreign.body.code).toBe(2010);
      else
        expect(JSON.stringify(foreign.body.data)).not.toMatch(new RegExp(`${ids.alpha}|${ids.beta}|Alpha`));
    },
  );
});
