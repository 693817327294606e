/** How often a code may be re-sent (the console shows the wait), shared so both sides count the same. */
export const RESEND_INTERVAL_MS = 60_000;
/** Sends per ticket or sign-up, the first one included; more answer 1007. */
export const MAX_CODE_SENDS = 5;
/**
 * Auth e-mails of one purpose to one address per 10 minutes, across tickets; more answer 1007. Twice a
 * ticket's sends: a person who signs in and out a few times is not stopped, a script filling an inbox is.
 */
export const MAX_EMAILS_PER_ADDRESS = 10;
