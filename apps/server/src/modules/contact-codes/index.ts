/** The contact-codes module's surface: the service that proves a new e-mail or phone belongs to the user. */
export { type ContactCodes, createContactCodes } from './service.js';
