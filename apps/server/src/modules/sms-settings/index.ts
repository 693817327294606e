/**
 * The SMS-settings module's surface: its routes and service, and the defaults and value type the send rules
 * read.
 */
export { DEFAULT_SMS_SETTINGS, type SmsSettingsValues } from './repo.js';
export { smsSettingsRoutes } from './routes.js';
export { createSmsSettingsService } from './service.js';
