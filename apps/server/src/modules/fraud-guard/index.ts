/** The fraud guard's surface: the guard itself (acceptance, Verify, ops) and its console routes. */
export { createFraudGuard, type FraudGuard } from './service.js';
export { fraudGuardRoutes } from './routes.js';
/** Counters older than the 7-day average reads (plus a day): the hourly sweep drops them. */
export { purgeCountersBefore } from './repo.js';
