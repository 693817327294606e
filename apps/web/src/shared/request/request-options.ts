/** Per-call switches of the console client, carried on axios' own request config. */
import 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Skip the global display of business errors: the caller shows them itself (spec section 7). */
    quiet?: boolean;
    /** Send the body as JSON instead of the default form encoding. */
    json?: boolean;
  }
}

export interface CallOptions {
  quiet?: boolean;
  json?: boolean;
  signal?: AbortSignal;
}
