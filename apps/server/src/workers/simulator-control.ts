/**
 * The engine's end of `npm run ops -- sim:inbound`: while the embedded SMSC simulator runs, the engine serves
 * `<DATA_DIR>/simulator.sock` (the ops protocol), and each request makes the simulator send a deliver_sm to
 * our own bind — the path of a carrier's MO message, opt-outs and webhooks included. The answer is what the
 * inbound service stored, so an operator sees whether a STOP was attributed and opted the number out.
 */
import type { Logger } from 'pino';
import { CarrierError, type InboundMessage, type SmscSimulator } from '../carriers/index.js';
import type { StoredInbound } from '../modules/delivery/index.js';
import { OpsError, type OpsRequest } from '../ops/protocol.js';
import { parseSimInbound, type SimInbound } from '../ops/sim-inbound.js';
import {
  SIMULATOR_SOCKET_NAME,
  SocketInUseError,
  startOpsSocket,
  type OpsSocketServer,
} from '../ops/socket.js';

/** The carrier acknowledges a deliver_sm only once it is stored; this only guards against a lost match. */
const STORED_WAIT_MS = 5_000;
/** A server that has just started may not have bound to its simulator yet. */
const BIND_WAIT_MS = 10_000;

async function waitForBind(simulator: SmscSimulator): Promise<void> {
  const deadline = Date.now() + BIND_WAIT_MS;
  while (simulator.stats().boundSessions === 0) {
    if (Date.now() > deadline) {
      throw new OpsError(
        'unavailable',
        `the engine has not bound to its simulator within ${BIND_WAIT_MS / 1_000} s; see the server log`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Hands the stored outcome of an inbound message to whoever injected it. */
export interface InboundWatch {
  /** The engine's inbound handler reports every message it stored. */
  stored(message: InboundMessage, result: StoredInbound): void;
  /** The outcome of the next stored message from `from` to `to` with this content. */
  next(message: SimInbound): { result: Promise<StoredInbound>; cancel(): void };
}

export function createInboundWatch(): InboundWatch {
  const waiting = new Map<string, ((result: StoredInbound) => void)[]>();
  const keyOf = (message: SimInbound) => JSON.stringify([message.from, message.to, message.content]);
  return {
    stored(message, result) {
      const key = keyOf(message);
      const resolve = waiting.get(key)?.shift();
      if (waiting.get(key)?.length === 0) waiting.delete(key);
      resolve?.(result);
    },
    next(message) {
      const key = keyOf(message);
      let resolver: (result: StoredInbound) => void = () => undefined;
      const result = new Promise<StoredInbound>((resolve) => (resolver = resolve));
      waiting.set(key, [...(waiting.get(key) ?? []), resolver]);
      return {
        result,
        cancel() {
          const left = (waiting.get(key) ?? []).filter((entry) => entry !== resolver);
          if (left.length > 0) waiting.set(key, left);
          else waiting.delete(key);
        },
      };
    },
  };
}

export interface SimulatorControlOptions {
  dataDir: string;
  simulator: SmscSimulator;
  watch: InboundWatch;
  logger: Logger;
}

/** Delivers one `sim:inbound` request through the simulator; answers what was stored. */
async function deliverSimulatedInbound(
  options: Pick<SimulatorControlOptions, 'simulator' | 'watch'>,
  request: OpsRequest,
): Promise<SimInbound & StoredInbound> {
  if (request.command !== 'sim:inbound') {
    throw new OpsError('usage', `this socket serves sim:inbound only, not "${request.command}"`);
  }
  const message = parseSimInbound(request);
  await waitForBind(options.simulator);
  const watched = options.watch.next(message);
  let timer: NodeJS.Timeout | undefined;
  try {
    let acknowledged: number;
    try {
      acknowledged = await options.simulator.injectInbound(message);
    } catch (error) {
      if (error instanceof CarrierError) throw new OpsError('invalid', error.message);
      throw new OpsError('unavailable', `the simulator could not deliver it: ${(error as Error).message}`);
    }
    if (acknowledged === 0) {
      throw new OpsError(
        'unavailable',
        'the engine refused the deliver_sm (storing the message failed; see the server log)',
      );
    }
    const stored = await Promise.race([
      watched.result,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new OpsError('internal', 'the engine acknowledged the message but was not seen storing it'),
            ),
          STORED_WAIT_MS,
        );
      }),
    ]);
    return { ...message, ...stored };
  } finally {
    clearTimeout(timer);
    watched.cancel();
  }
}

/**
 * Serves the socket; null when it cannot (another worker on this DATA_DIR serves it, or the path is too long
 * for a Unix socket) — the engine runs on without it.
 */
export async function startSimulatorControl(
  options: SimulatorControlOptions,
): Promise<OpsSocketServer | null> {
  const { logger } = options;
  try {
    return await startOpsSocket({
      dataDir: options.dataDir,
      name: SIMULATOR_SOCKET_NAME,
      holdsDataDir: false,
      handle: (request) => deliverSimulatedInbound(options, request),
      onError: (error) => logger.error({ err: error }, 'sim:inbound failed'),
    });
  } catch (error) {
    if (error instanceof SocketInUseError) {
      logger.info(`${error.message}: npm run ops -- sim:inbound reaches that process's simulator`);
    } else {
      logger.warn(
        { err: error },
        'simulator socket unavailable: npm run ops -- sim:inbound cannot reach this server',
      );
    }
    return null;
  }
}
