/** The insights module's surface: the admin insight routes and the service behind them. */
export { insightsRoutes } from './routes.js';
export { createInsights } from './service.js';
