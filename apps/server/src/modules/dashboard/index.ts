/** The dashboard module's surface: the workplace numbers' routes and service (mounted by the user centre). */
export { dashboardRoutes } from './routes.js';
export { createDashboardService } from './service.js';
