/** The org-admin module's surface: the admin area's routes and services. */
export { orgAdminRoutes } from './routes.js';
export { createOrganisationAdmin } from './service.js';
