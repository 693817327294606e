/** The product-interest module's surface: its routes and service. */
export { productInterestRoutes } from './routes.js';
export { createProductInterestService } from './service.js';
