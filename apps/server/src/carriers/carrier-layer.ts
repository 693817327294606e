/**
 * The carrier layer as the server starts it: the binds of `SMPP_ROUTES` behind a router, or — when no
 * upstream is configured — the embedded SMSC simulator on loopback with every country routed to it
 * (API.md, "Embedded defaults"). One call for main.ts, one close for shutdown.
 */
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { CarrierRouter } from './carrier-router.js';
import { SmppCarrier, type CarrierBindState, type SmppCarrierDeps } from './smpp-carrier.js';
import { parseSmppRoutes } from './smpp-routes.js';
import { SmscSimulator, type SmscSimulatorOptions } from './simulator/smsc-simulator.js';

export interface CarrierLayerOptions {
  /** `SMPP_ROUTES`; empty or absent starts the simulator. Parsed before anything starts, so a typo fails fast. */
  routes?: string;
  /** Where the simulator writes `simulator/received.jsonl`. */
  dataDir: string;
  handlers?: SmppCarrierDeps['handlers'];
  logger?: Logger;
  /** Simulator overrides (port, receipt delay…). */
  simulator?: Partial<Omit<SmscSimulatorOptions, 'dataDir'>>;
  /** Carrier URL options for the simulator bind, e.g. `{ window: 100 }`. */
  simulatorBind?: Record<string, string | number>;
}

export interface CarrierLayer {
  router: CarrierRouter;
  /** The embedded SMSC when it was started, else null. */
  simulator: SmscSimulator | null;
  /** Each bind's health (bound, connecting, refused with the SMSC's status), for readiness. */
  bindStates(): CarrierBindState[];
  close(): Promise<void>;
}

export async function startCarrierLayer(options: CarrierLayerOptions): Promise<CarrierLayer> {
  const deps: SmppCarrierDeps = { handlers: options.handlers, logger: options.logger };
  const configured = options.routes?.trim();
  if (configured) {
    const router = new CarrierRouter(parseSmppRoutes(configured), (config) => new SmppCarrier(config, deps));
    router.start();
    return { router, simulator: null, bindStates: () => router.bindStates(), close: () => router.close() };
  }

  const simulator = await SmscSimulator.start({
    // A fresh password per start: only this process can bind to its loopback SMSC.
    password: randomBytes(4).toString('hex'),
    logger: options.logger,
    ...options.simulator,
    dataDir: options.dataDir,
  });
  const url = simulator.url({ name: 'simulator', ...options.simulatorBind });
  const router = new CarrierRouter(parseSmppRoutes(`*=${url}`), (config) => new SmppCarrier(config, deps));
  router.start();
  return {
    router,
    simulator,
    bindStates: () => router.bindStates(),
    async close() {
      await router.close();
      await simulator.close();
    },
  };
}
