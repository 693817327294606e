/**
 * One process's Prometheus exposition: its HTTP requests (when it serves HTTP), the engine's counters, the
 * backlogs read from the database at scrape time, its carrier binds and receipt anomalies, and Node's own
 * process metrics (memory, event-loop lag, GC).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { receiptCounters, type CarrierBindState, type CarrierHealthReport } from '../carriers/index.js';
import type { Database } from '../db/database.js';
import { readBacklogs } from './backlog-repo.js';
import { bindStateValue, engineRegistry } from './engine-metrics.js';

const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, prefix: 'beacon_' });

export interface MetricsSourceDeps {
  db: Database;
  /** This process's binds; absent or null where no engine runs (ROLE=api) or while it starts. */
  carrierBinds?: () => CarrierBindState[] | null;
  /** Routing's view: each bind's health here, and every process's last hour per carrier and country. */
  routing?: () => RoutingView | null;
}

interface RoutingView {
  health: CarrierHealthReport[];
  quality: readonly {
    carrier: string;
    country: string;
    finals: number;
    delivered: number;
    latencyMsSum: number;
    latencyCount: number;
  }[];
  /** Final receipts before a delivery rate is shown (ROUTING_MIN_RECEIPTS). */
  minReceipts: number;
}

/** 1 healthy, 0.5 probing (one message at a time tests it), 0 passed over. */
const ROUTING_STATE_VALUES = { healthy: 1, probing: 0.5, 'passed-over': 0 } as const;

export interface MetricsSource {
  /** Counts one answered HTTP request under its route pattern (never the raw URL: ids would explode labels). */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  render(): Promise<{ contentType: string; body: string }>;
}

export function createMetricsSource(deps: MetricsSourceDeps): MetricsSource {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({
    name: 'beacon_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'beacon_http_request_duration_seconds',
    help: 'HTTP request latency by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const queue = new Gauge({
    name: 'beacon_queue_messages',
    help: 'Messages waiting for dispatch or in flight to a carrier, by status.',
    labelNames: ['status'] as const,
    registers,
  });
  const oldestDue = new Gauge({
    name: 'beacon_queue_oldest_due_seconds',
    help: 'How long the oldest due message (queued or sending) has waited past its due time.',
    registers,
  });
  const webhooks = new Gauge({
    name: 'beacon_webhook_deliveries',
    help: 'Webhook outbox: deliveries still to be made (pending) and given up (failed).',
    labelNames: ['state'] as const,
    registers,
  });
  const mail = new Gauge({
    name: 'beacon_mail_outbox',
    help: 'Mail outbox: e-mails still to be sent (pending) and given up (failed).',
    labelNames: ['status'] as const,
    registers,
  });
  const scrapeErrors = new Counter({
    name: 'beacon_metrics_database_errors_total',
    help: 'Scrapes whose backlog queries failed (the backlog gauges then keep their last values).',
    registers,
  });
  new Gauge({
    name: 'beacon_carrier_bind_state',
    help: "This process's carrier binds: 1 bound, 0 connecting, -1 refused by the SMSC.",
    labelNames: ['carrier'] as const,
    registers,
    collect() {
      this.reset();
      for (const bind of deps.carrierBinds?.() ?? [])
        this.set({ carrier: bind.carrier }, bindStateValue(bind.state));
    },
  });
  new Gauge({
    name: 'beacon_carrier_routing_state',
    help:
      "Whether this process's routing sends a carrier new messages: 1 healthy, 0.5 probing, 0 passed over " +
      '(reason: unbound, throttling, failing).',
    labelNames: ['carrier', 'reason'] as const,
    registers,
    collect() {
      this.reset();
      for (const report of deps.routing?.()?.health ?? [])
        this.set(
          { carrier: report.carrier, reason: report.reason ?? 'none' },
          ROUTING_STATE_VALUES[report.status],
        );
    },
  });
  new Gauge({
    name: 'beacon_carrier_delivery_ratio',
    help:
      'Delivered ÷ final receipts over the last hour per carrier and destination country, counted by every ' +
      'process (the same in each: take max, not sum); absent until ROUTING_MIN_RECEIPTS receipts.',
    labelNames: ['carrier', 'country'] as const,
    registers,
    collect() {
      this.reset();
      const view = deps.routing?.();
      for (const row of view?.quality ?? []) {
        if (row.country === '*' || row.finals === 0 || row.finals < view!.minReceipts) continue;
        this.set({ carrier: row.carrier, country: row.country }, row.delivered / row.finals);
      }
    },
  });
  new Gauge({
    name: 'beacon_carrier_receipt_latency_avg_seconds',
    help:
      'Average time from a carrier taking a message to its final receipt over the last hour, per carrier and ' +
      'destination country (every process counted; take max, not sum).',
    labelNames: ['carrier', 'country'] as const,
    registers,
    collect() {
      this.reset();
      for (const row of deps.routing?.()?.quality ?? []) {
        if (row.country === '*' || row.latencyCount === 0) continue;
        this.set({ carrier: row.carrier, country: row.country }, row.latencyMsSum / row.latencyCount / 1_000);
      }
    },
  });
  new Gauge({
    name: 'beacon_receipt_anomalies',
    help: 'Receipts that did not update a message, by kind (monotonic since the process started).',
    labelNames: ['kind'] as const,
    registers,
    collect() {
      for (const [kind, count] of Object.entries(receiptCounters)) this.set({ kind }, Number(count));
    },
  });

  async function refreshBacklogs(): Promise<void> {
    try {
      const backlogs = await readBacklogs(deps.db);
      for (const status of ['scheduled', 'queued', 'sending'])
        queue.set({ status }, backlogs.queue[status] ?? 0);
      oldestDue.set(backlogs.oldestDueSeconds);
      for (const state of ['pending', 'failed'] as const) webhooks.set({ state }, backlogs.webhooks[state]);
      for (const status of ['pending', 'failed'] as const) mail.set({ status }, backlogs.mail[status]);
    } catch {
      scrapeErrors.inc();
    }
  }

  return {
    observeRequest(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      requestSeconds.observe({ method, route }, seconds);
    },
    async render() {
      await refreshBacklogs();
      const merged = Registry.merge([registry, engineRegistry, processRegistry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}
