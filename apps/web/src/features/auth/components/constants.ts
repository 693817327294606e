/** How long "Resend code" waits after a code is sent: long enough for mail to arrive, short enough not to annoy. */
export const RESEND_COOLDOWN_SECONDS = 60;
/** How long an invalid sign-up link's message stays before sign-up starts over. */
export const RESTART_DELAY_MS = 3000;
