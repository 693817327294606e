/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address of the Privacy Policy linked from sign-up. */
  readonly VITE_PRIVACY_URL?: string;
  /** Address of the Terms of Service linked from sign-up. */
  readonly VITE_TERMS_URL?: string;
  /** The provider's website, a menu link (opens in a new tab). */
  readonly VITE_WEBSITE_URL?: string;
  /** The provider's documentation site, a menu link (opens in a new tab). */
  readonly VITE_DOCS_URL?: string;
}
