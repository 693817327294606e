/**
 * The finance module's surface: its console and payment routes, its services, and what the sweeper and the
 * operator commands run (expiry, the low-balance alert, the refund).
 */
export { financeRoutes } from './routes.js';
export { paymentRoutes } from './payment-routes.js';
export { createFinanceServices, type FinanceServices } from './services.js';
export { RefundRefusedError } from './orders.js';
export { refundOrder } from './orders.js';
