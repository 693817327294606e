import { describe, expect, test } from 'vitest';
import { waitFor } from '../../carriers/testing/carrier-harness.js';
import { attemptsOf, deliveriesOf, setSmsSettings } from '../../testing/engine-fixtures.js';
import { signUp } from '../../testing/flows.js';
import { useTestApp } from '../../testing/test-app.js';
import { useTestWebhookSender } from '../../testing/webhook-sender.js';
import { useWebhookReceivers } from '../../testing/webhook-receiver.js';
import { verifySignatureHeader } from './signature.js';

const t = useTestApp();
const startReceiver = useWebhookReceivers();
const SECRET = 'whsec_routes_0123456789abcdef';

const startSender = useTestWebhookSender(t).start;

async function userWithAccount() {
  const user = await signUp(t);
  const { body } = await t.post<{ accountId: string }>(
    '/api/account/add',
    { name: 'Hooks', products: ['sms'], billingCountry: 'US' },
    { token: user.token },
  );
  return { token: user.token, accountId: body.data.accountId };
}

describe('the webhook test button', () => {
  test('queues a signed webhook.test event to the chosen URL', async () => {
    const receiver = await startReceiver();
    const { token, accountId } = await userWithAccount();
    await setSmsSettings(t.db, accountId, {
      statusWebhookUrl: receiver.url('/status'),
      moWebhookUrl: receiver.url('/inbound'),
      webhookSecret: SECRET,
    });
    startSender();
    const { body } = await t.post<{ deliveryId: number }>(
      '/api/sms/webhook/test',
      { kind: 'inbound' },
      { token },
    );
    expect(body).toEqual({ code: 0, msg: 'success', data: { deliveryId: expect.any(Number) } });
    await waitFor(() => receiver.requests.length === 1, 5_000);
    const [request] = receiver.requests;
    expect(request!.path).toBe('/inbound');
    expect(request!.body).toBe(
      JSON.stringify({
        event: 'webhook.test',
        kind: 'inbound',
        accountId,
        timestamp: t.clock.now().toISOString(),
      }),
    );
    const header = String(request!.headers['x-signature']);
    expect(
      verifySignatureHeader(header, SECRET, request!.body, Math.floor(t.clock.now().getTime() / 1000)),
    ).toBe(true);
    expect(request!.headers['x-beacon-event']).toBe('webhook.test');
    expect(request!.headers['x-beacon-delivery']).toBe(String(body.data.deliveryId));
  });

  test('needs the URL to be set', async () => {
    const { token, accountId } = await userWithAccount();
    await setSmsSettings(t.db, accountId, { statusWebhookUrl: 'https://hooks.example.com/status' });
    const { body } = await t.post('/api/sms/webhook/test', { kind: 'inbound' }, { token });
    expect(body).toEqual({
      code: 1001,
      msg: 'kind: Set this webhook URL in the SMS settings first',
      data: { fields: { kind: 'Set this webhook URL in the SMS settings first' } },
    });
    const bad = await t.post('/api/sms/webhook/test', { kind: 'both' }, { token });
    expect(bad.body).toMatchObject({
      code: 1001,
      data: { fields: { kind: 'Choose the status or the inbound webhook' } },
    });
  });
});

describe('resending a webhook delivery', () => {
  test('sends a failed delivery again, keeping every attempt', async () => {
    let isUp = false;
    const receiver = await startReceiver(() => (isUp ? 200 : 500));
    const { token, accountId } = await userWithAccount();
    await setSmsSettings(t.db, accountId, { statusWebhookUrl: receiver.url() });
    startSender();
    const queued = await t.post<{ deliveryId: number }>(
      '/api/sms/webhook/test',
      { kind: 'status' },
      { token },
    );
    const { deliveryId } = queued.body.data;
    await waitFor(async () => (await attemptsOf(t.db, deliveryId)).length === 1, 5_000);
    // Given up after 24 hours of failures, then the receiver is fixed and the user presses resend.
    t.clock.advance(25 * 3_600_000);
    await waitFor(async () => (await deliveriesOf(t.db, accountId))[0]!.state === 'failed', 5_000);
    isUp = true;
    const { body } = await t.post(
      '/api/sms/webhook/resend',
      { deliveryId: String(deliveryId) },
      { token, form: true },
    );
    expect(body).toEqual({ code: 0, msg: 'success', data: null });
    await waitFor(async () => (await deliveriesOf(t.db, accountId))[0]!.state === 'delivered', 5_000);
    expect((await attemptsOf(t.db, deliveryId)).map((attempt) => attempt.httpStatus)).toEqual([
      500, 500, 200,
    ]);
  });

  test('a resend after the URL was fixed goes to the fixed URL', async () => {
    const broken = await startReceiver(() => 404);
    const fixed = await startReceiver();
    const { token, accountId } = await userWithAccount();
    await setSmsSettings(t.db, accountId, { statusWebhookUrl: broken.url('/typo') });
    startSender();
    const queued = await t.post<{ deliveryId: number }>(
      '/api/sms/webhook/test',
      { kind: 'status' },
      { token },
    );
    const { deliveryId } = queued.body.data;
    await waitFor(async () => (await attemptsOf(t.db, deliveryId)).length === 1, 5_000);
    await setSmsSettings(t.db, accountId, { statusWebhookUrl: fixed.url('/events') });
    const { body } = await t.post('/api/sms/webhook/resend', { deliveryId }, { token });
    expect(body).toEqual({ code: 0, msg: 'success', data: null });
    await waitFor(async () => (await deliveriesOf(t.db, accountId))[0]!.state === 'delivered', 5_000);
    expect(broken.requests).toHaveLength(1);
    expect(fixed.requests.map((request) => request.path)).toEqual(['/events']);
    expect((await attemptsOf(t.db, deliveryId)).map(({ url, httpStatus }) => ({ url, httpStatus }))).toEqual([
      { url: broken.url('/typo'), httpStatus: 404 },
      { url: fixed.url('/events'), httpStatus: 200 },
    ]);
  });

  test('a resend is refused once the URL has been cleared', async () => {
    const { token, accountId } = await userWithAccount();
    await setSmsSettings(t.db, accountId, { moWebhookUrl: 'https://hooks.example.com/inbound' });
    const queued = await t.post<{ deliveryId: number }>(
      '/api/sms/webhook/test',
      { kind: 'inbound' },
      { token },
    );
    await setSmsSettings(t.db, accountId, {
      moWebhookUrl: '',
      statusWebhookUrl: 'https://hooks.example.com/status',
    });
    const { body } = await t.post(
      '/api/sms/webhook/resend',
      { deliveryId: queued.body.data.deliveryId },
      { token },
    );
    expect(body).toEqual({
      code: 1001,
      msg: 'deliveryId: Set this webhook URL in the SMS settings first',
      data: { fields: { deliveryId: 'Set this webhook URL in the SMS settings first' } },
    });
  });

  test("another account's delivery cannot be resent", async () => {
    const owner = await userWithAccount();
    await setSmsSettings(t.db, owner.accountId, { statusWebhookUrl: 'https://hooks.example.com/status' });
    const queued = await t.post<{ deliveryId: number }>(
      '/api/sms/webhook/test',
      { kind: 'status' },
      { token: owner.token },
    );
    const other = await userWithAccount();
    const { body } = await t.post(
      '/api/sms/webhook/resend',
      { deliveryId: queued.body.data.deliveryId },
      { token: other.token },
    );
    expect(body).toMatchObject({
      code: 1001,
      data: { fields: { deliveryId: 'Invalid webhook delivery ID' } },
    });
    const bad = await t.post('/api/sms/webhook/resend', { deliveryId: 'x' }, { token: other.token });
    expect(bad.body).toMatchObject({
      code: 1001,
      data: { fields: { deliveryId: 'Invalid webhook delivery ID' } },
    });
  });
});
