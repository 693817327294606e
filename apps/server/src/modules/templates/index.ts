/** The templates module's surface: the template routes, and the service sends render with and reviews go through. */
export { templateRoutes } from './routes.js';
export { createTemplateService, TemplateReviewError, type TemplateService } from './service.js';
