/** The certification module's surface: its routes, the console's service and the operator's review. */
export { certificationRoutes } from './routes.js';
export { createCertificationService } from './service.js';
export { CertificationReviewError, reviewCertification } from './review.js';
