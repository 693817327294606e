/** The system module's surface: health routes and the readiness check. */
export { createReadiness } from './readiness.js';
export { systemRoutes } from './routes.js';
