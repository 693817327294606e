/**
 * The carrier layer as the server starts it: a router over the binds of the routing table, which follows the
 * table as the operator changes it (`apply`). A carrier defined as `simulator:` is the embedded SMSC on
 * loopback, started on first use (API.md, "Embedded defaults"); the routing module seeds it when nothing
 * else is configured. One call for the engine, one close for shutdown.
 */
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { CarrierRouter, type RoutingSignals } from './carrier-router.js';
import { parseCarrierUrl, type SmppCarrierConfig } from './carrier-url.js';
import { DEFAULT_ROUTE, routeTableFromSmppRoutes, type Route, type RouteTable } from './route-table.js';
import { SmppCarrier, type CarrierBindState, type SmppCarrierDeps } from './smpp-carrier.js';
import { parseSmppRoutes } from './smpp-routes.js';
import { SmscSimulator, type SmscSimulatorOptions } from './simulator/smsc-simulator.js';

/** The embedded SMSC as a carrier of the table: its bind options come from the `simulator:?…` URL. */
interface EmbeddedCarrier {
  name: string;
  embedded: true;
  query: Record<string, string>;
}

export type CarrierDefinition = SmppCarrierConfig | EmbeddedCarrier;

/** A routing table whose carriers may include the embedded SMSC. */
export interface RoutingDefinition {
  carriers: CarrierDefinition[];
  routes: Map<string, Route>;
}

export interface CarrierLayerOptions {
  /** The routing table to start with (the routing module's); `routes` or the embedded SMSC when absent. */
  table?: RoutingDefinition;
  /** `SMPP_ROUTES` text, for callers without a routing database (carrier tests, readiness). */
  routes?: string;
  /** Where the simulator writes `simulator/received.jsonl`. */
  dataDir: string;
  handlers?: SmppCarrierDeps['handlers'];
  logger?: Logger;
  signals?: RoutingSignals;
  /** Simulator overrides (port, receipt delay…). */
  simulator?: Partial<Omit<SmscSimulatorOptions, 'dataDir'>>;
  /** Carrier URL options for the simulator bind, e.g. `{ window: 100 }`; they win over the table's. */
  simulatorBind?: Record<string, string | number>;
}

export interface CarrierLayer {
  router: CarrierRouter;
  /** The embedded SMSC once a carrier of the table needed it, else null. */
  readonly simulator: SmscSimulator | null;
  /** Each bind's health (bound, connecting, refused with the SMSC's status), for readiness. */
  bindStates(): CarrierBindState[];
  /** Follows a changed routing table (binds added, retired or rebound; routes replaced). */
  apply(table: RoutingDefinition): Promise<void>;
  close(): Promise<void>;
}

function isEmbeddedCarrier(definition: CarrierDefinition): definition is EmbeddedCarrier {
  return 'embedded' in definition;
}

export async function startCarrierLayer(options: CarrierLayerOptions): Promise<CarrierLayer> {
  const deps: SmppCarrierDeps = { handlers: options.handlers, logger: options.logger };
  const initial = options.table ?? definitionFrom(options.routes);
  let simulator: SmscSimulator | null = null;

  async function resolve(table: RoutingDefinition): Promise<RouteTable> {
    const carriers: SmppCarrierConfig[] = [];
    for (const definition of table.carriers) {
      if (!isEmbeddedCarrier(definition)) {
        carriers.push(definition);
        continue;
      }
      simulator ??= await SmscSimulator.start({
        // A fresh password per start: only this process can bind to its loopback SMSC.
        password: randomBytes(4).toString('hex'),
        logger: options.logger,
        ...options.simulator,
        dataDir: options.dataDir,
      });
      carriers.push(
        parseCarrierUrl(
          simulator.url({ ...definition.query, ...options.simulatorBind, name: definition.name }),
        ),
      );
    }
    return { carriers, routes: table.routes };
  }

  const router = new CarrierRouter(
    await resolve(initial),
    (config) => new SmppCarrier(config, deps),
    options.signals,
  );
  router.start();
  return {
    router,
    get simulator() {
      return simulator;
    },
    bindStates: () => router.bindStates(),
    async apply(table) {
      router.applyTable(await resolve(table));
    },
    async close() {
      await router.close();
      await simulator?.close();
    },
  };
}

/** `SMPP_ROUTES` as a table, or every country to the embedded SMSC when it is empty. */
function definitionFrom(routes: string | undefined): RoutingDefinition {
  const configured = routes?.trim();
  if (configured) return routeTableFromSmppRoutes(parseSmppRoutes(configured));
  return {
    carriers: [{ name: 'simulator', embedded: true, query: {} }],
    routes: new Map([[DEFAULT_ROUTE, { carriers: ['simulator'], mode: 'priority' }]]),
  };
}
