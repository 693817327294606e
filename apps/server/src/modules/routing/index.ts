/**
 * Carrier routing as data (docs/routing.md): the operator's carriers, routes and costs, their seeding from
 * SMPP_ROUTES, the worker's routing runtime (table changes, measured quality, costs) and the margin report.
 */
export { createCarrierSecretBox } from './carrier-url-storage.js';
export { createRoutingAdmin, RoutingInputError, type RoutingAdmin } from './routing-admin.js';
export { startRoutingRuntime, type FinalOutcome, type RoutingRuntime } from './routing-runtime.js';
export type { BindSnapshot } from './quality-repo.js';
