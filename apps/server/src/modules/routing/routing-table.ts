/**
 * The routing table as the carrier layer takes it, read from the database: the enabled carriers (passwords
 * unsealed), each country's route over those carriers, and every carrier cost.
 */
import type { CarrierDefinition, Route, RoutingDefinition } from '../../carriers/index.js';
import type { Database } from '../../db/database.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { carrierDefinitionOf } from './carrier-url-storage.js';
import { listCarrierRows, listCostRows, listRouteRows, type CostRow } from './routing-repo.js';

export interface LoadedRouting {
  definition: RoutingDefinition;
  costs: CostRow[];
  /** Carriers left out because they cannot bind as stored (a password sealed under another key). */
  problems: { carrier: string; message: string }[];
}

export async function loadRouting(db: Database, box: SecretBox): Promise<LoadedRouting> {
  const [carrierRows, routeRows, costs] = await Promise.all([
    listCarrierRows(db),
    listRouteRows(db),
    listCostRows(db),
  ]);
  const carriers: CarrierDefinition[] = [];
  const problems: LoadedRouting['problems'] = [];
  for (const row of carrierRows.filter((carrier) => carrier.enabled)) {
    try {
      carriers.push(carrierDefinitionOf(row, box));
    } catch (error) {
      problems.push({ carrier: row.name, message: (error as Error).message });
    }
  }
  const usable = new Set(carriers.map((carrier) => carrier.name));
  const routes = new Map<string, Route>();
  for (const row of routeRows) {
    routes.set(row.country, { carriers: row.carriers.filter((name) => usable.has(name)), mode: row.mode });
  }
  return { definition: { carriers, routes }, costs, problems };
}
