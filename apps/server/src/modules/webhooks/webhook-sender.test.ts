import { describe, expect, test } from 'vitest';
import { waitFor } from '../../carriers/testing/carrier-harness.js';
import {
  attemptsOf,
  createTestAccount,
  deliveriesOf,
  queueMessages,
  setSmsSettings,
} from '../../testing/engine-fixtures.js';
import { useEngine } from '../../testing/engine-harness.js';
import { useWebhookReceivers } from '../../testing/webhook-receiver.js';
import { URL_NOT_SET_ERROR } from './deliver-webhook.js';
import { insertDelivery } from './repo.js';
import { verifySignatureHeader } from './signature.js';

const e = useEngine();
const startReceiver = useWebhookReceivers();

const SECRET = 'whsec_current_0123456789';
const OLD_SECRET = 'whsec_previous_0123456789';
const nowSeconds = () => Math.floor(e.clock.now().getTime() / 1000);

/** A test event to `url`, set as the account's status URL: the sender posts to the URL set when it tries. */
async function queueTestEvent(accountId: string, url: string): Promise<number> {
  await setSmsSettings(e.db, accountId, { statusWebhookUrl: url });
  const at = e.clock.now();
  const id = await insertDelivery(e.db, {
    accountId,
    messageId: null,
    event: 'webhook.test',
    url,
    payload: { event: 'webhook.test', kind: 'status', accountId, timestamp: at.toISOString() },
    at,
    giveUpAt: new Date(at.getTime() + 24 * 3_600_000),
  });
  e.engine.wake();
  return id;
}

async function deliveryState(accountId: string, id: number) {
  return (await deliveriesOf(e.db, accountId)).find((delivery) => delivery.id === id)!;
}

describe('the webhook sender', () => {
  test('a receiver that fails then recovers gets the event after retries, signed', async () => {
    // Each delivery fails twice, then the receiver is back.
    const receiver = await startReceiver((request) => {
      const tries = receiver.requests.filter(
        (r) => r.headers['x-beacon-delivery'] === request.headers['x-beacon-delivery'],
      );
      return tries.length <= 2 ? 503 : 200;
    });
    const account = await createTestAccount(e.db);
    await setSmsSettings(e.db, account.id, { statusWebhookUrl: receiver.url(), webhookSecret: SECRET });
    const [messageId] = await queueMessages(
      e.db,
      account,
      [{ to: '+14155550170', price: '0.05' }],
      e.clock.now(),
    );
    await e.waitForStatuses([messageId!], ['delivered']);
    await waitFor(async () => (await deliveriesOf(e.db, account.id)).length === 2, 10_000, 'two events');
    expect((await deliveriesOf(e.db, account.id)).map((delivery) => delivery.event)).toEqual([
      'message.status',
      'message.status',
    ]);
    // 30 s doubling with jitter: moving the clock a minute at a time passes every retry's due time. The clock
    // moves only once nothing is due, nothing is posting and every attempt's outcome is stored (its next try
    // scheduled in the future): a delivery still due may be claimed at any moment, and moving the clock past
    // the lease of a claim in progress would hand it out twice.
    for (let round = 0; round < 10; round += 1) {
      const deliveries = await waitFor(async () => {
        if (e.engine.webhooks!.inFlight > 0) return false;
        const now = e.clock.now().getTime();
        const rows = await deliveriesOf(e.db, account.id);
        const recorded = await Promise.all(rows.map(async (row) => (await attemptsOf(e.db, row.id)).length));
        const settled = rows.every(
          (row, i) =>
            row.attempts >= 1 &&
            recorded[i] === row.attempts &&
            (row.state !== 'pending' || row.dueAt.getTime() > now),
        );
        return settled && rows;
      }, 10_000);
      if (deliveries.every((delivery) => delivery.state === 'delivered')) break;
      e.clock.advance(60_000);
      e.engine.wake();
    }
    expect((await deliveriesOf(e.db, account.id)).map((delivery) => delivery.state)).toEqual([
      'delivered',
      'delivered',
    ]);
    // Each delivery's attempts, as stored: a failure here names its cause (a timeout, a refused connection).
    for (const delivery of await deliveriesOf(e.db, account.id)) {
      const attempts = await attemptsOf(e.db, delivery.id);
      expect(attempts.map(({ httpStatus, error }) => ({ httpStatus, error }))).toEqual([
        { httpStatus: 503, error: 'HTTP 503' },
        { httpStatus: 503, error: 'HTTP 503' },
        { httpStatus: 200, error: null },
      ]);
    }
    expect(receiver.requests).toHaveLength(6);

    const successful = receiver.requests.slice(-2).map((request) => JSON.parse(request.body));
    expect(successful.map((body) => body.status).sort()).toEqual(['delivered', 'sent']);
    const delivered = receiver.requests.find((request) => JSON.parse(request.body).status === 'delivered')!;
    expect(Object.keys(JSON.parse(delivered.body))).toEqual([
      'event',
      'messageId',
      'to',
      'status',
      'errorCode',
      'segments',
      'cost',
      'timestamp',
    ]);
    expect(JSON.parse(delivered.body)).toMatchObject({
      event: 'message.status',
      messageId,
      to: '+14155550170',
      status: 'delivered',
      errorCode: null,
      segments: 1,
      cost: '0.05',
    });
    for (const request of receiver.requests) {
      expect(request.headers['content-type']).toBe('application/json');
      const header = String(request.headers['x-signature']);
      expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      // Signed at the (fake) time of each attempt; a receiver checking at that time accepts it.
      const signedAt = Number(/^t=(\d+)/.exec(header)![1]);
      expect(signedAt).toBeLessThanOrEqual(nowSeconds());
      expect(verifySignatureHeader(header, SECRET, request.body, signedAt)).toBe(true);
      expect(verifySignatureHeader(header, 'wrong-secret', request.body, nowSeconds(), 400)).toBe(false);
    }
    for (const delivery of await deliveriesOf(e.db, account.id)) {
      const attempts = await attemptsOf(e.db, delivery.id);
      expect(attempts.map((attempt) => attempt.httpStatus)).toEqual([503, 503, 200]);
      expect(attempts[0]!.error).toBe('HTTP 503');
      expect(attempts[2]!.error).toBeNull();
    }
  });

  test('during a secret rotation the header carries a signature for each live secret', async () => {
    const receiver = await startReceiver();
    const account = await createTestAccount(e.db);
    await setSmsSettings(e.db, account.id, {
      webhookSecret: SECRET,
      previousWebhookSecret: OLD_SECRET,
      previousSecretExpiresAt: new Date(e.clock.now().getTime() + 3_600_000),
    });
    const id = await queueTestEvent(account.id, receiver.url());
    await waitFor(async () => (await deliveryState(account.id, id)).state === 'delivered', 10_000);
    const [request] = receiver.requests;
    const header = String(request!.headers['x-signature']);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(verifySignatureHeader(header, SECRET, request!.body, nowSeconds())).toBe(true);
    expect(verifySignatureHeader(header, OLD_SECRET, request!.body, nowSeconds())).toBe(true);

    e.clock.advance(3_600_000);
    const later = await queueTestEvent(account.id, receiver.url());
    await waitFor(async () => (await deliveryState(account.id, later)).state === 'delivered', 10_000);
    const expired = String(receiver.requests[1]!.headers['x-signature']);
    expect(expired).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignatureHeader(expired, OLD_SECRET, receiver.requests[1]!.body, nowSeconds())).toBe(false);
  });

  test('without a secret, or with signing off, no signature is sent', async () => {
    const receiver = await startReceiver();
    const account = await createTestAccount(e.db);
    await setSmsSettings(e.db, account.id, { webhookSecret: SECRET, signatureEnabled: false });
    const id = await queueTestEvent(account.id, receiver.url());
    await waitFor(async () => (await deliveryState(account.id, id)).state === 'delivered', 10_000);
    expect(receiver.requests[0]!.headers['x-signature']).toBeUndefined();
  });

  test.each([
    [
      'a redirect, which is not followed',
      () => [302, 'moved', { location: '/elsewhere' }] as [number, string, Record<string, string>],
      302,
      'redirect not followed (HTTP 302)',
    ],
    ['no answer within the timeout', () => 'hang' as const, null, 'timeout after 1000 ms'],
  ])('%s is a failed attempt', async (_label, script, httpStatus, error) => {
    await e.stopEngine();
    await e.startEngine({ webhookTimeoutMs: 1_000 });
    const receiver = await startReceiver(script);
    const account = await createTestAccount(e.db);
    const id = await queueTestEvent(account.id, receiver.url());
    await waitFor(async () => (await attemptsOf(e.db, id)).length === 1, 10_000);
    const [attempt] = await attemptsOf(e.db, id);
    expect(attempt).toMatchObject({ httpStatus, error });
    expect(receiver.requests.map((request) => request.path)).toEqual(['/hook']);
    const delivery = await deliveryState(account.id, id);
    expect(delivery).toMatchObject({ state: 'pending', attempts: 1 });
    expect(delivery.dueAt.getTime()).toBeGreaterThan(e.clock.now().getTime());
  });

  test('after 24 hours of failures the delivery is given up', async () => {
    const receiver = await startReceiver(() => 500);
    const account = await createTestAccount(e.db);
    const id = await queueTestEvent(account.id, receiver.url());
    for (let attempt = 1; attempt <= 40; attempt += 1) {
      await waitFor(async () => (await attemptsOf(e.db, id)).length >= attempt, 10_000, `attempt ${attempt}`);
      if ((await deliveryState(account.id, id)).state === 'failed') break;
      e.clock.advance(3_600_000);
      e.engine.wake();
    }
    const delivery = await deliveryState(account.id, id);
    expect(delivery.state).toBe('failed');
    const attempts = await attemptsOf(e.db, id);
    // Backoff capped at an hour over 24 hours: one try per hour we moved the clock, the last at the deadline.
    expect(attempts.length).toBe(25);
    expect(attempts.every((attempt) => attempt.httpStatus === 500)).toBe(true);
    expect(receiver.requests).toHaveLength(25);
  });
});

describe('the URL of an attempt', () => {
  /** Waits until `count` attempts are stored and nothing is being posted, so the clock may move. */
  async function settledAfter(id: number, count: number) {
    await waitFor(
      async () => e.engine.webhooks!.inFlight === 0 && (await attemptsOf(e.db, id)).length === count,
      10_000,
      `${count} attempts`,
    );
  }

  test('is the one set when the attempt is made, not the one the event was written with', async () => {
    const broken = await startReceiver(() => 500);
    const fixed = await startReceiver();
    const account = await createTestAccount(e.db);
    const id = await queueTestEvent(account.id, broken.url());
    await settledAfter(id, 1);
    await setSmsSettings(e.db, account.id, { statusWebhookUrl: fixed.url('/fixed') });
    e.clock.advance(60_000);
    e.engine.wake();
    await waitFor(async () => (await deliveryState(account.id, id)).state === 'delivered', 10_000);
    expect(broken.requests).toHaveLength(1);
    expect(fixed.requests.map((request) => request.path)).toEqual(['/fixed']);
    // Each attempt keeps the URL it was posted to; the delivery names where the latest one went.
    expect((await attemptsOf(e.db, id)).map(({ url, httpStatus }) => ({ url, httpStatus }))).toEqual([
      { url: broken.url(), httpStatus: 500 },
      { url: fixed.url('/fixed'), httpStatus: 200 },
    ]);
    expect((await deliveryState(account.id, id)).url).toBe(fixed.url('/fixed'));
  });

  test('follows the kind of event: inbound events go to the inbound URL', async () => {
    const status = await startReceiver();
    const inbound = await startReceiver();
    const account = await createTestAccount(e.db);
    await setSmsSettings(e.db, account.id, {
      statusWebhookUrl: status.url('/status'),
      moWebhookUrl: inbound.url('/inbound'),
    });
    const at = e.clock.now();
    const id = await insertDelivery(e.db, {
      accountId: account.id,
      messageId: 'SM01JQ3K5Z8Y4W2V1T0S9R8Q7P6N',
      event: 'message.inbound',
      url: 'https://old.example.com/inbound',
      payload: {
        event: 'message.inbound',
        messageId: 'SM01JQ3K5Z8Y4W2V1T0S9R8Q7P6N',
        from: '+14155550100',
        to: 'Beacon',
        content: 'hello',
        timestamp: at.toISOString(),
      },
      at,
      giveUpAt: new Date(at.getTime() + 3_600_000),
    });
    e.engine.wake();
    await waitFor(async () => (await deliveryState(account.id, id)).state === 'delivered', 10_000);
    expect(inbound.requests.map((request) => request.path)).toEqual(['/inbound']);
    expect(status.requests).toEqual([]);
  });

  test('once the URL is cleared, the delivery is given up with the reason and nothing is posted', async () => {
    const receiver = await startReceiver(() => 500);
    const account = await createTestAccount(e.db);
    const id = await queueTestEvent(account.id, receiver.url());
    await settledAfter(id, 1);
    await setSmsSettings(e.db, account.id, { statusWebhookUrl: null });
    e.clock.advance(60_000);
    e.engine.wake();
    await waitFor(async () => (await deliveryState(account.id, id)).state === 'failed', 10_000);
    expect(
      (await attemptsOf(e.db, id)).map(({ url, httpStatus, error }) => ({ url, httpStatus, error })),
    ).toEqual([
      { url: receiver.url(), httpStatus: 500, error: 'HTTP 500' },
      // Nothing was posted, so the attempt names no URL.
      { url: null, httpStatus: null, error: URL_NOT_SET_ERROR },
    ]);
    expect(receiver.requests).toHaveLength(1);
    expect((await deliveryState(account.id, id)).url).toBe(receiver.url());
  });
});

describe('the webhook sender without WEBHOOK_ALLOW_PRIVATE', () => {
  const guarded = useEngine({ webhookAllowPrivate: false });

  test('refuses a URL on a loopback address at send time', async () => {
    const receiver = await startReceiver();
    const account = await createTestAccount(guarded.db);
    await setSmsSettings(guarded.db, account.id, { statusWebhookUrl: receiver.url() });
    const at = guarded.clock.now();
    const id = await insertDelivery(guarded.db, {
      accountId: account.id,
      messageId: null,
      event: 'webhook.test',
      url: receiver.url(),
      payload: { event: 'webhook.test', kind: 'status', accountId: account.id, timestamp: at.toISOString() },
      at,
      giveUpAt: new Date(at.getTime() + 3_600_000),
    });
    await waitFor(async () => (await attemptsOf(guarded.db, id)).length === 1, 10_000);
    expect((await attemptsOf(guarded.db, id))[0]).toMatchObject({
      httpStatus: null,
      error: expect.stringMatching(/^address not allowed/),
    });
    expect(receiver.requests).toEqual([]);
  });
});
