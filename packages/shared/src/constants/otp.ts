/** How often a code may be re-sent (the console shows the wait), shared so both sides count the same. */
export const RESEND_INTERVAL_MS = 60_000;
/** Sends per ticket or sign-up, the first one included; more answer 1007. */
export const MAX_CODE_SENDS = 5;
