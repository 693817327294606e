/** The opt-outs module's surface: its routes and the check marketing sends run. */
export { optOutRoutes } from './routes.js';
export { createOptOutService, type OptOutService } from './service.js';
