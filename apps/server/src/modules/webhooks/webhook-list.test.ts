import { describe, expect, test } from 'vitest';
import { waitFor } from '../../carriers/testing/carrier-harness.js';
import type { SmsLogDetail } from '@beacon/shared';
import { attemptsOf, queueMessages, setSmsSettings } from '../../testing/engine-fixtures.js';
import { signUp } from '../../testing/flows.js';
import { useTestApp } from '../../testing/test-app.js';
import { useTestWebhookSender } from '../../testing/webhook-sender.js';
import { useWebhookReceivers } from '../../testing/webhook-receiver.js';
import { insertDelivery } from './repo.js';

const t = useTestApp();
const startReceiver = useWebhookReceivers();

interface DeliveryItem {
  id: number;
  event: string;
  messageId: string | null;
  url: string;
  state: string;
  attempts: number;
  createdAt: string;
  lastAttemptAt: string | null;
  lastAttemptUrl: string | null;
  lastHttpStatus: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
}
interface DeliveryPage {
  items: DeliveryItem[];
  nextCursor: string | null;
}

const webhookSender = useTestWebhookSender(t);
const startSender = webhookSender.start;

/** Waits until `count` attempts are stored and nothing is being posted, so the clock may move. */
async function settledAfter(deliveryId: number, count: number) {
  await waitFor(
    async () =>
      webhookSender.current().inFlight === 0 && (await attemptsOf(t.db, deliveryId)).length === count,
    5_000,
    `${count} attempts`,
  );
}

/** A `message.status` event of a message of the account, as the engine writes it, due now. */
async function queueStatusEvent(accountId: string, url: string) {
  const at = t.clock.now();
  const [messageId] = await queueMessages(
    t.db,
    { id: accountId, currency: 'USD' },
    [{ to: '+14155550123', price: '0' }],
    at,
  );
  const deliveryId = await insertDelivery(t.db, {
    accountId,
    messageId: messageId!,
    event: 'message.status',
    url,
    payload: { event: 'message.status', messageId },
    at,
    giveUpAt: new Date(at.getTime() + 3_600_000),
  });
  return { messageId: messageId!, deliveryId };
}

async function userWithAccount() {
  const user = await signUp(t);
  const { body } = await t.post<{ accountId: string }>(
    '/api/account/add',
    { name: 'Hooks', products: ['sms'], billingCountry: 'US' },
    { token: user.token },
  );
  return { token: user.token, accountId: body.data.accountId };
}

describe('the recent webhook deliveries', () => {
  test('list test events with their last attempt, newest first, so a test send shows its outcome', async () => {
    const receiver = await startReceiver((request) => (request.path === '/status' ? 503 : 200));
    const { token, accountId } = await userWithAccount();
    await setSmsSettings(t.db, accountId, {
      statusWebhookUrl: receiver.url('/status'),
      moWebhookUrl: receiver.url('/inbound'),
    });
    const empty = await t.post<DeliveryPage>('/api/sms/webhook/list', undefined, { token });
    expect(empty.body).toEqual({ code: 0, msg: 'success', data: { items: [], nextCursor: null } });

    const status = await t.post<{ deliveryId: number }>(
      '/api/sms/webhook/test',
      { kind: 'status' },
      { token },
    );
    t.clock.advance(1_000);
    const inbound = await t.post<{ deliveryId: number }>(
      '/api/sms/webhook/test',
      { kind: 'inbound' },
      { token },
    );
    const queued = await t.post<DeliveryPage>('/api/sms/webhook/list', {}, { token });
    expect(queued.body.data.items.map((item) => [item.id, item.state, item.attempts])).toEqual([
      [inbound.body.data.deliveryId, 'pending', 0],
      [status.body.data.deliveryId, 'pending', 0],
    ]);
    expect(queued.body.data.items[0]).toMatchObject({
      lastAttemptAt: null,
      lastHttpStatus: null,
      nextAttemptAt: t.clock.now().toISOString(),
    });

    startSender();
    await waitFor(async () => {
      const { body } = await t.post<DeliveryPage>('/api/sms/webhook/list', {}, { token });
      return body.data.items.every((item) => item.attempts === 1 && item.lastAttemptAt !== null);
    }, 5_000);
    await webhookSender.current().stop();
    const { body } = await t.post<DeliveryPage>('/api/sms/webhook/list', {}, { token });
    const [delivered, failing] = body.data.items;
    expect(delivered).toEqual({
      id: inbound.body.data.deliveryId,
      event: 'webhook.test',
      messageId: null,
      url: receiver.url('/inbound'),
      state: 'delivered',
      attempts: 1,
      createdAt: t.clock.now().toISOString(),
      lastAttemptAt: t.clock.now().toISOString(),
      lastAttemptUrl: receiver.url('/inbound'),
      lastHttpStatus: 200,
      lastError: null,
      nextAttemptAt: null,
    });
    expect(failing).toMatchObject({
      id: status.body.data.deliveryId,
      url: receiver.url('/status'),
      state: 'pending',
      attempts: 1,
      lastHttpStatus: 503,
      lastError: 'HTTP 503',
      nextAttemptAt: expect.any(String),
    });
    expect(Date.parse(failing!.nextAttemptAt!)).toBeGreaterThan(t.clock.now().getTime());
  });

  test("pages through the account's own deliveries only, message events included", async () => {
    const { token, accountId } = await userWithAccount();
    const other = await userWithAccount();
    const at = t.clock.now();
    const ids: number[] = [];
    for (const [index, accountOf] of [accountId, accountId, other.accountId, accountId].entries()) {
      const messageId = `SM01JQ3K5Z8Y4W2V1T0S9R8Q7P6${index}`;
      ids.push(
        await insertDelivery(t.db, {
          accountId: accountOf,
          messageId,
          event: 'message.status',
          url: 'https://hooks.example.com/status',
          payload: { event: 'message.status', messageId },
          at,
          giveUpAt: new Date(at.getTime() + 3_600_000),
        }),
      );
    }
    const first = await t.post<DeliveryPage>('/api/sms/webhook/list', { limit: '2' }, { token, form: true });
    expect(first.body.data.items.map((item) => item.id)).toEqual([ids[3], ids[1]]);
    expect(first.body.data.items[0]).toMatchObject({
      event: 'message.status',
      messageId: 'SM01JQ3K5Z8Y4W2V1T0S9R8Q7P63',
    });
    expect(first.body.data.nextCursor).toEqual(expect.any(String));
    const second = await t.post<DeliveryPage>(
      '/api/sms/webhook/list',
      { limit: 2, cursor: first.body.data.nextCursor },
      { token },
    );
    expect(second.body.data).toEqual({
      items: [expect.objectContaining({ id: ids[0] })],
      nextCursor: null,
    });
  });

  test.each([
    [{ cursor: 'abc' }, 'cursor', 'Invalid page cursor'],
    [{ limit: 101 }, 'limit', 'Page size must be 1 to 100'],
    [{ limit: 0 }, 'limit', 'Page size must be 1 to 100'],
  ])('refuses %j naming the field', async (input, field, message) => {
    const { token } = await userWithAccount();
    const { body } = await t.post('/api/sms/webhook/list', input, { token });
    expect(body).toEqual({ code: 1001, msg: `${field}: ${message}`, data: { fields: { [field]: message } } });
  });
});

describe('where each attempt went', () => {
  test('after a URL change, the log shows the old URL for the earlier attempt and the new one for the later', async () => {
    const broken = await startReceiver(() => 500);
    const fixed = await startReceiver();
    const { token, accountId } = await userWithAccount();
    await setSmsSettings(t.db, accountId, { statusWebhookUrl: broken.url('/typo') });
    const { messageId, deliveryId } = await queueStatusEvent(accountId, broken.url('/typo'));
    startSender();
    await settledAfter(deliveryId, 1);
    await setSmsSettings(t.db, accountId, { statusWebhookUrl: fixed.url('/events') });
    t.clock.advance(60_000);
    webhookSender.current().wake();
    await settledAfter(deliveryId, 2);

    const detail = await t.post<SmsLogDetail>('/api/sms/log/detail', { id: messageId }, { token });
    expect(detail.body.data.webhooks).toEqual([
      expect.objectContaining({ id: deliveryId, url: fixed.url('/events'), state: 'delivered' }),
    ]);
    expect(
      detail.body.data.webhooks[0]!.attemptLog.map(({ url, httpStatus }) => ({ url, httpStatus })),
    ).toEqual([
      { url: broken.url('/typo'), httpStatus: 500 },
      { url: fixed.url('/events'), httpStatus: 200 },
    ]);
    const { body } = await t.post<DeliveryPage>('/api/sms/webhook/list', {}, { token });
    expect(body.data.items[0]).toMatchObject({
      id: deliveryId,
      url: fixed.url('/events'),
      lastAttemptUrl: fixed.url('/events'),
      lastHttpStatus: 200,
    });
  });

  test('while a retry to a changed URL is being posted, the list still names where the last attempt went', async () => {
    const broken = await startReceiver(() => 500);
    const slow = await startReceiver(() => 'hang');
    const { token, accountId } = await userWithAccount();
    await setSmsSettings(t.db, accountId, { statusWebhookUrl: broken.url('/typo') });
    const { deliveryId } = await queueStatusEvent(accountId, broken.url('/typo'));
    startSender();
    await settledAfter(deliveryId, 1);
    await setSmsSettings(t.db, accountId, { statusWebhookUrl: slow.url('/events') });
    t.clock.advance(60_000);
    webhookSender.current().wake();
    await waitFor(() => slow.requests.length === 1, 5_000);

    const { body } = await t.post<DeliveryPage>('/api/sms/webhook/list', {}, { token });
    expect(body.data.items[0]).toMatchObject({
      id: deliveryId,
      state: 'pending',
      attempts: 2,
      url: slow.url('/events'),
      lastAttemptUrl: broken.url('/typo'),
      lastHttpStatus: 500,
    });
  });
});
