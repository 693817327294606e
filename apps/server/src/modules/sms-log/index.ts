/** The SMS-log module's surface: its routes and service. */
export { smsLogRoutes } from './routes.js';
export { createSmsLogService } from './service.js';
