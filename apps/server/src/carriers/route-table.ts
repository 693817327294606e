/**
 * What the router routes by (docs/routing.md): the carrier binds to hold and, per destination country, the
 * carriers to try and how to order them. The routing module builds it from the database; `SMPP_ROUTES`
 * becomes one through `routeTableFromSmppRoutes` when it seeds the database.
 */
import type { SmppCarrierConfig } from './carrier-url.js';
import { DEFAULT_ROUTE, type SmppRouteTable } from './smpp-routes.js';

export const ROUTE_MODES = ['priority', 'lcr'] as const;
export type RouteMode = (typeof ROUTE_MODES)[number];

export interface Route {
  /** Carrier names in the operator's order. */
  carriers: string[];
  mode: RouteMode;
}

export interface RouteTable {
  /** Every enabled carrier, once: each gets a bind. */
  carriers: SmppCarrierConfig[];
  /** Country (ISO alpha-2) or `*` → its route. */
  routes: Map<string, Route>;
}

export { DEFAULT_ROUTE };

export function routeTableFromSmppRoutes(parsed: SmppRouteTable): RouteTable {
  return {
    carriers: parsed.carriers,
    routes: new Map(
      [...parsed.routes].map(([country, carriers]): [string, Route] => [
        country,
        { carriers, mode: 'priority' },
      ]),
    ),
  };
}
