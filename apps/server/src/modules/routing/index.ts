/**
 * Carrier routing as data (docs/routing.md): the operator's carriers, routes and costs, their seeding from
 * SMPP_ROUTES, the worker's routing runtime (table changes, measured quality, costs) and the margin report.
 */
export { createCarrierSecretBox } from './carrier-url-storage.js';
export { BASE_CURRENCY, type CostBook } from './cost-book.js';
export {
  createRoutingAdmin,
  DEFAULT_MIN_RECEIPTS,
  RoutingInputError,
  type RoutingAdmin,
} from './routing-admin.js';
export { EMBEDDED_CARRIER } from './routing-seed.js';
export {
  startRoutingRuntime,
  type FinalOutcome,
  type RoutingRuntime,
  type RoutingRuntimeOptions,
} from './routing-runtime.js';
export type { BindSnapshot } from './quality-repo.js';
