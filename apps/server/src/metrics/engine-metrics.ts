/**
 * The messaging engine's counters and histograms, counted where the work happens: accepted by the API,
 * submitted over a carrier, answered by a receipt. Process-wide and monotonic (Prometheus counters): each
 * process counts its own work, and a sum over processes gives the installation's (the dashboard sums).
 */
import { Counter, Histogram, Registry } from 'prom-client';
import type { CarrierBindState, DeliveryReceipt } from '../carriers/index.js';
import type { StatusWriter, SubmitObserver } from '../modules/delivery/index.js';

export const engineRegistry = new Registry();

const accepted = new Counter({
  name: 'beacon_messages_accepted_total',
  help: 'Messages accepted by the send API and the console, by destination country.',
  labelNames: ['country'] as const,
  registers: [engineRegistry],
});

const submitted = new Counter({
  name: 'beacon_messages_submitted_total',
  help: 'Submits to a carrier by outcome (accepted: the SMSC answered every part; error: it did not).',
  labelNames: ['carrier', 'country', 'outcome'] as const,
  registers: [engineRegistry],
});

const submitSeconds = new Histogram({
  name: 'beacon_submit_duration_seconds',
  help: 'From handing a message to its carrier bind to the last submit_sm_resp (window and bind waits included).',
  labelNames: ['carrier'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [engineRegistry],
});

const receipts = new Counter({
  name: 'beacon_receipts_total',
  help: 'Delivery receipts received, by carrier and the status they report.',
  labelNames: ['carrier', 'status'] as const,
  registers: [engineRegistry],
});

const finals = new Counter({
  name: 'beacon_messages_final_total',
  help: 'Final statuses reported by carriers (receipts) or given by dispatch (failed), by carrier.',
  labelNames: ['status', 'carrier'] as const,
  registers: [engineRegistry],
});

const receiptSeconds = new Histogram({
  name: 'beacon_receipt_latency_seconds',
  help: "From the SMSC's submit date in a final receipt to its arrival here (minute resolution of SMPP dates).",
  labelNames: ['carrier'] as const,
  buckets: [1, 5, 15, 30, 60, 120, 300, 900, 3_600, 21_600, 86_400],
  registers: [engineRegistry],
});

/** The send API and console accepted these (one per recipient). */
export function countAccepted(messages: readonly { country: string }[]): void {
  for (const message of messages) accepted.inc({ country: message.country });
}

/** The same writer, counting the final `failed` dispatch gives (a permanent submit failure, the last attempt). */
export function countingFailures(writer: StatusWriter): StatusWriter {
  return {
    sent: (write) => writer.sent(write),
    partIds: (write) => writer.partIds(write),
    requeue: (write) => writer.requeue(write),
    failed(write) {
      finals.inc({ status: 'failed', carrier: write.carrier ?? 'none' });
      writer.failed(write);
    },
    flush: () => writer.flush(),
    get pending() {
      return writer.pending;
    },
    discard: () => writer.discard(),
  };
}

export function countReceipt(receipt: DeliveryReceipt): void {
  receipts.inc({ carrier: receipt.carrier, status: receipt.status });
  if (!receipt.isFinal) return;
  finals.inc({ status: receipt.status, carrier: receipt.carrier });
  if (receipt.submittedAt) {
    const seconds = (receipt.receivedAt.getTime() - receipt.submittedAt.getTime()) / 1_000;
    receiptSeconds.observe({ carrier: receipt.carrier }, Math.max(0, seconds));
  }
}

const answersLost = new Counter({
  name: 'beacon_carrier_answers_lost_total',
  help:
    'Submits whose answer was lost with the bind and whose message then moved to another carrier: the one ' +
    'case where a message may reach two carriers (docs/routing.md).',
  labelNames: ['carrier'] as const,
  registers: [engineRegistry],
});

const failovers = new Counter({
  name: 'beacon_carrier_failovers_total',
  help: 'Messages that left a carrier for the next one of their route after a transient failure there.',
  labelNames: ['carrier', 'country'] as const,
  registers: [engineRegistry],
});

const throttles = new Counter({
  name: 'beacon_carrier_throttles_total',
  help: 'Throttling answers from a carrier (ESME_RTHROTTLED, ESME_RMSGQFUL…): the bind pauses, routing passes it over.',
  labelNames: ['carrier'] as const,
  registers: [engineRegistry],
});

export function countThrottle(carrier: string): void {
  throttles.inc({ carrier });
}

/** Dispatch's submits, counted and timed by carrier, destination country and outcome. */
export const submitMetrics: SubmitObserver = {
  submitted(carrier, country, outcome, seconds) {
    submitSeconds.observe({ carrier }, seconds);
    submitted.inc({ carrier, country, outcome: outcome === 'accepted' ? 'accepted' : 'error' });
    if (outcome === 'lost') answersLost.inc({ carrier });
  },
  movedOn(carrier, country) {
    failovers.inc({ carrier, country });
  },
};

/** Bind states as numbers a gauge can hold: 1 bound, 0 connecting, −1 refused by the SMSC. */
export function bindStateValue(state: CarrierBindState['state']): number {
  return state === 'bound' ? 1 : state === 'refused' ? -1 : 0;
}
