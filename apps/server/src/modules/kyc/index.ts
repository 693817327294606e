/** The KYC module's surface: its routes and service. */
export { kycRoutes } from './routes.js';
export { createKycService } from './service.js';
