/**
 * PAYMENT_PROVIDER=stripe against a local fake of the Stripe API (the library's host/port/protocol settings
 * point at it), with webhook signatures made by the library's own test-header helper.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { paymentEvents } from '../../db/schema/index.js';
import { DEFAULT_PAYMENTS_CONFIG } from '../../providers/payment/payments-config.js';
import {
  balanceOf,
  createOrder,
  getOrder,
  newCustomer,
  SLOW_MACHINE_MS,
} from '../../testing/finance-flows.js';
import { useTestApp } from '../../testing/test-app.js';

const WEBHOOK_SECRET = 'whsec_test_beacon_0123456789';
const stripe = new Stripe('sk_test_unused');

/** What the fake Stripe API was asked to create, as form fields. */
const created: URLSearchParams[] = [];
let server: Server;

const options: { config: Partial<Config> } = { config: {} };
const t = useTestApp(options);

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'unknown' } }));
        return;
      }
      const params = new URLSearchParams(body);
      created.push(params);
      const id = `cs_test_${created.length}`;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          client_reference_id: params.get('client_reference_id'),
          url: `https://checkout.stripe.test/c/pay/${id}`,
          payment_status: 'unpaid',
          status: 'open',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  options.config.payments = {
    ...DEFAULT_PAYMENTS_CONFIG,
    provider: 'stripe',
    stripe: {
      secretKey: 'sk_test_beacon',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: `http://127.0.0.1:${port}`,
    },
  };
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function sessionEvent(
  eventId: string,
  session: { id: string; orderId: string; amountTotal: number; paymentStatus?: string },
  type = 'checkout.session.completed',
) {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        client_reference_id: session.orderId,
        payment_status: session.paymentStatus ?? 'paid',
        amount_total: session.amountTotal,
        currency: 'usd',
      },
    },
  });
}

function deliver(payload: string, secret = WEBHOOK_SECRET) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

async function stripeOrder() {
  const customer = await newCustomer(t);
  const order = await createOrder(t, customer);
  const sessionId = /cs_test_\d+$/.exec(order.payUrl)![0];
  return { customer, order, session: { id: sessionId, orderId: order.orderId, amountTotal: 2060 } };
}

describe('Stripe Checkout', { timeout: SLOW_MACHINE_MS }, () => {
  test('an order becomes a Checkout Session for it: packs and fee in cents, the result page to return to', async () => {
    const { order } = await stripeOrder();
    expect(order.payUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
    const params = created.at(-1)!;
    expect(params.get('client_reference_id')).toBe(order.orderId);
    expect(params.get('mode')).toBe('payment');
    expect(params.get('line_items[0][price_data][unit_amount]')).toBe('1000');
    expect(params.get('line_items[0][quantity]')).toBe('2');
    expect(params.get('line_items[1][price_data][unit_amount]')).toBe('60');
    expect(params.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(params.get('success_url')).toBe(`http://beacon.test/app/finance/result?orderId=${order.orderId}`);
  });

  test('the same paid event delivered 20 times at once, and a second event for it, credit the order once', async () => {
    const { customer, order, session } = await stripeOrder();
    const payload = sessionEvent('evt_paid_once', session);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(payload)));
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const other = await deliver(
      sessionEvent('evt_async', session, 'checkout.session.async_payment_succeeded'),
    );
    expect(other.statusCode).toBe(200);
    expect(await balanceOf(t, customer)).toBe('22.00');
    expect((await getOrder(t, customer, order.orderId)).body.data).toMatchObject({
      status: 'paid',
      balance: '22.00',
    });
  });

  test('a bad signature is HTTP 400 and changes nothing', async () => {
    const { customer, order, session } = await stripeOrder();
    const payload = sessionEvent('evt_forged', session);
    const forged = await deliver(payload, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload: payload.replace('2060', '9999'),
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await balanceOf(t, customer)).toBe('2.00');
    expect((await getOrder(t, customer, order.orderId)).body.data.status).toBe('pending');
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.orderId))).toEqual(
      [],
    );
  });

  test('an unpaid completion or a wrong amount credits nothing; an expired session expires the order', async () => {
    const { customer, order, session } = await stripeOrder();
    expect(
      (await deliver(sessionEvent('evt_unpaid', { ...session, paymentStatus: 'unpaid' }))).statusCode,
    ).toBe(200);
    expect((await deliver(sessionEvent('evt_short', { ...session, amountTotal: 100 }))).statusCode).toBe(200);
    expect(await balanceOf(t, customer)).toBe('2.00');
    expect((await getOrder(t, customer, order.orderId)).body.data.status).toBe('pending');
    await deliver(sessionEvent('evt_expired', session, 'checkout.session.expired'));
    expect((await getOrder(t, customer, order.orderId)).body.data.status).toBe('expired');
  });

  test('the sandbox calls do not exist in Stripe mode', async () => {
    const { customer, order } = await stripeOrder();
    const complete = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/complete',
      headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ orderId: order.orderId, outcome: 'paid' }),
    });
    expect(complete.statusCode).toBe(404);
  });
});
