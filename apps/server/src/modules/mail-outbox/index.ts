/** The mail-outbox module's surface: the queued mailer and its retry loop. */
export { createMailQueue, startMailRetries } from './queued-mailer.js';
