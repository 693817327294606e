/** The SMS overview module's surface: its route and the service that computes the figures. */
export { smsOverviewRoutes } from './routes.js';
export { createSmsOverviewService } from './service.js';
