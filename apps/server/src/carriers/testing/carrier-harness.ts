/**
 * Test harness for the carrier layer: a simulator in a temporary data directory, carriers bound to it with
 * small timeouts, event recorders and a polling wait. Used by the *.test.ts files only.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSmppParts } from '@beacon/shared/sms/smpp';
import type { DeliveryReceipt, InboundMessage } from '../deliver-sm.js';
import { SmppCarrier, type CarrierStateChange, type SmppCarrierDeps } from '../smpp-carrier.js';
import type { ReceivedMessage } from '../simulator/received-log.js';
import { SmscSimulator, type SmscSimulatorOptions } from '../simulator/smsc-simulator.js';
import type { SubmitRequest } from '../submit-types.js';

/** Carrier options that keep tests fast: quick reconnects and throttling pauses, short deadlines. */
export const FAST_CARRIER_QUERY = {
  reconnectMin: 20,
  reconnectMax: 200,
  throttleMin: 20,
  throttleMax: 100,
  responseTimeout: 2000,
  connectTimeout: 2000,
  submitTimeout: 8000,
};

export interface CarrierEvents {
  receipts: DeliveryReceipt[];
  inbound: InboundMessage[];
  states: CarrierStateChange[];
}

export interface Harness {
  simulator: SmscSimulator;
  dataDir: string;
  /** Creates and starts a carrier bound to the simulator; closed by `dispose`. */
  connect(
    query?: Record<string, string | number>,
    deps?: SmppCarrierDeps,
  ): { carrier: SmppCarrier; events: CarrierEvents };
  readReceived(): Promise<ReceivedMessage[]>;
  dispose(): Promise<void>;
}

export async function createHarness(options: Partial<SmscSimulatorOptions> = {}): Promise<Harness> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'beacon-smpp-'));
  const simulator = await SmscSimulator.start({ receiptDelayMs: 20, ...options, dataDir });
  const carriers: SmppCarrier[] = [];
  return {
    simulator,
    dataDir,
    connect(query = {}, deps = {}) {
      const events: CarrierEvents = { receipts: [], inbound: [], states: [] };
      const carrier = new SmppCarrier(simulator.url({ ...FAST_CARRIER_QUERY, ...query }), {
        ...deps,
        handlers: {
          onReceipt: (receipt) => void events.receipts.push(receipt),
          onInbound: (message) => void events.inbound.push(message),
          onStateChange: (change) => void events.states.push(change),
          ...deps.handlers,
        },
      });
      carriers.push(carrier);
      carrier.start();
      return { carrier, events };
    },
    async readReceived() {
      const text = await readFile(simulator.receivedLogFile, 'utf8').catch(() => '');
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as ReceivedMessage);
    },
    async dispose() {
      await Promise.all(carriers.map((carrier) => carrier.close()));
      await simulator.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let nextReference = 0;

/** A submit request for `content`, encoded and split by the shared SMS module as the engine does. */
export function messageFor(id: string, to: string, content: string, from = 'Beacon'): SubmitRequest {
  nextReference = (nextReference + 1) % 256;
  const { dataCoding, parts } = buildSmppParts(content, { reference: nextReference });
  return { id, from, to, parts, dataCoding, registeredDelivery: true };
}

/**
 * The least a wait may last before it fails, whatever a test asks: a wait is for an event, and its limit only a
 * safety net, so a machine busy with other work (four test files at once beside browsers, on two cores) must
 * not turn a slow event into a failure (issue 25).
 */
export const MIN_WAIT_MS = 60_000;

/** Polls until `check` returns a value other than undefined/false, or fails after `timeoutMs` (MIN_WAIT_MS at least). */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  timeoutMs = 3000,
  what = 'condition',
): Promise<Exclude<T, false | undefined>> {
  const start = Date.now();
  const limitMs = Math.max(timeoutMs, MIN_WAIT_MS);
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value as Exclude<T, false | undefined>;
    if (Date.now() - start > limitMs) throw new Error(`timed out after ${limitMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
