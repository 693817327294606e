/**
 * `/metrics` as an operator's Prometheus meets it: refused on the public port without the token, served with
 * it, and on METRICS_PORT without one; the counters and backlog gauges move as messages are accepted.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../testing/processes.js';
import { setUpSendingAccount, apiSend, seedDemoPrices, usNumbers } from '../testing/sending-flows.js';
import { useTestApp } from '../testing/test-app.js';
import { createMetricsSource } from './metrics-source.js';
import { startMetricsServer } from './metrics-server.js';

const TOKEN = 'metrics-token-0123456789';
const t = useTestApp({ config: { metrics: { token: TOKEN, port: undefined, host: '127.0.0.1' } } });

/** The value of one series in Prometheus text, e.g. `beacon_queue_messages{status="queued"}`; 0 when absent. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function scrape(): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
}

describe('GET /metrics on the main port', () => {
  test('is refused without the token or with another one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 403 });
      expect(response.body).not.toContain('beacon_');
    }
  });

  test('counts requests by route pattern, not by raw URL', async () => {
    await t.get('/api/health');
    await t.get('/api/no-such-route-123');
    const text = await scrape();
    expect(
      valueOf(text, 'beacon_http_requests_total{method="GET",route="/api/health",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(text, 'beacon_http_requests_total{method="GET",route="unmatched",status="404"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('no-such-route-123');
    expect(text).toContain('beacon_http_request_duration_seconds_bucket');
    expect(text).toContain('beacon_process_resident_memory_bytes');
  });

  test('shows accepted messages and the queue they wait in', async () => {
    await seedDemoPrices(t.db);
    const sender = await setUpSendingAccount(t, { creditMicros: 10_000_000n });
    const before = await scrape();
    const sent = await apiSend(t, sender, { to: usNumbers(3), content: 'Metrics test', type: 'otp' });
    expect(sent.body.code).toBe(0);
    const after = await scrape();
    const accepted = 'beacon_messages_accepted_total{country="US"}';
    expect(valueOf(after, accepted) - valueOf(before, accepted)).toBe(3);
    // No engine runs in this app: the three wait queued.
    expect(valueOf(after, 'beacon_queue_messages{status="queued"}')).toBe(3);
    expect(valueOf(after, 'beacon_webhook_deliveries{state="pending"}')).toBe(0);
    expect(after).toContain('beacon_mail_outbox{status="pending"}');
    expect(after).toContain('beacon_queue_oldest_due_seconds');
  });
});

describe('the Grafana dashboard', () => {
  test('charts only series this server exposes', async () => {
    const dashboard = readFileSync(path.join(REPO_ROOT, 'docs/grafana/beacon-dashboard.json'), 'utf8');
    const charted = new Set(
      [...dashboard.matchAll(/beacon_[a-z0-9_]+/g)].map(([name]) => name.replace(/_bucket$/, '')),
    );
    const exposed = new Set([...(await scrape()).matchAll(/^# TYPE (\S+)/gm)].map((match) => match[1]));
    expect([...charted].filter((name) => !exposed.has(name))).toEqual([]);
    expect(charted.size).toBeGreaterThan(10);
  });
});

describe('carrier routing', () => {
  test("shows each carrier's routing state here and its delivery ratio and receipt latency over the hour", async () => {
    const source = createMetricsSource({
      db: t.db,
      routing: () => ({
        health: [
          { carrier: 'eu', status: 'healthy', reason: null },
          { carrier: 'us', status: 'passed-over', reason: 'throttling' },
        ],
        quality: [
          { carrier: 'eu', country: 'GB', finals: 40, delivered: 38, latencyMsSum: 80_000, latencyCount: 40 },
          // Too few receipts for a ratio yet; throttling is counted for the bind as a whole.
          { carrier: 'us', country: 'US', finals: 3, delivered: 1, latencyMsSum: 3_000, latencyCount: 3 },
          { carrier: 'us', country: '*', finals: 0, delivered: 0, latencyMsSum: 0, latencyCount: 0 },
        ],
        minReceipts: 10,
      }),
    });
    const { body: text } = await source.render();
    expect(valueOf(text, 'beacon_carrier_routing_state{carrier="eu",reason="none"}')).toBe(1);
    expect(valueOf(text, 'beacon_carrier_routing_state{carrier="us",reason="throttling"}')).toBe(0);
    expect(valueOf(text, 'beacon_carrier_delivery_ratio{carrier="eu",country="GB"}')).toBe(0.95);
    expect(text).not.toContain('beacon_carrier_delivery_ratio{carrier="us"');
    expect(valueOf(text, 'beacon_carrier_receipt_latency_avg_seconds{carrier="eu",country="GB"}')).toBe(2);
    expect(valueOf(text, 'beacon_carrier_receipt_latency_avg_seconds{carrier="us",country="US"}')).toBe(1);
  });
});

describe('METRICS_PORT', () => {
  test('serves /metrics without a token on its own listener, and nothing else', async () => {
    const server = await startMetricsServer({
      source: createMetricsSource({
        db: t.db,
        carrierBinds: () => [{ carrier: 'sim', state: 'bound', error: null, since: new Date() }],
      }),
      host: '127.0.0.1',
      port: 0,
      onError: (error) => {
        throw error;
      },
    });
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(valueOf(text, 'beacon_carrier_bind_state{carrier="sim"}')).toBe(1);
      expect(text).toContain('beacon_receipt_anomalies{kind="unmatched"}');
      expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
