/** The templates module's surface: the send form's template routes and the service sends render with. */
export { templateOptionRoutes } from './routes.js';
export { createTemplateService, type TemplateService } from './service.js';
