/**
 * Where the Privacy Policy and Terms of Service live. They are company documents, not console pages, so
 * their addresses come from the build environment; the defaults are the copies shipped in public/legal.
 */
export const PRIVACY_POLICY_URL: string = import.meta.env.VITE_PRIVACY_URL ?? '/legal/privacy.html';
export const TERMS_OF_SERVICE_URL: string = import.meta.env.VITE_TERMS_URL ?? '/legal/terms.html';
