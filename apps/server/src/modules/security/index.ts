/**
 * The security module's surface: its routes and service (mounted by the user centre) and the authenticator-
 * app checker sign-in uses.
 */
export { type Authenticator, createAuthenticator } from './authenticator.js';
export { securityRoutes } from './routes.js';
export { createSecurityService } from './service.js';
