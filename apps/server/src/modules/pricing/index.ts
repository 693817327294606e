/**
 * The pricing module's surface: its routes, the quote service, and the demo exchange rate trial credit is
 * granted in.
 */
export { usdMicrosIn } from './demo-prices.js';
export { priceRoutes } from './routes.js';
export { createPricingService, PriceImportError, type PricingService } from './service.js';
