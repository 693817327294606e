/**
 * The SMS-log module's surface: its routes and service, and the page query itself, which bench/log-query.ts
 * measures on seeded tables.
 */
export { smsLogRoutes } from './routes.js';
export { createSmsLogService, toLogItem } from './service.js';
export { type LogCursor, decodeCursor, encodeCursor } from './cursor.js';
export { findLogMessage, findLogPage } from './repo.js';
export { CSV_BOM, csvCell } from './csv.js';
