/**
 * The SMS overview module's surface: its route, the service that computes the figures, and the roll-up write
 * the delivery engine's final-status statements carry.
 */
export { smsOverviewRoutes } from './routes.js';
export { createSmsOverviewService } from './service.js';
export { addToRollupsFrom } from './rollup-sql.js';
