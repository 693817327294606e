/** The system-SMS module's surface: platform SMS (binding and sign-in codes) for the code sender. */
export { createSystemSms, type SystemSms } from './service.js';
