/** Per-call switches of the console client, carried on axios' own request config. */
import 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Skip the global display of business errors: the caller shows them itself (spec section 7). */
    quiet?: boolean;
    /** Send the body as JSON instead of the default form encoding. */
    json?: boolean;
    /** Safe to repeat (a read): retried after a 503's Retry-After; GET and read-named POSTs are anyway. */
    idempotent?: boolean;
    /** How many times this call has been retried after a 503 (set by the client itself). */
    unavailableRetries?: number;
  }
}

export interface CallOptions {
  quiet?: boolean;
  json?: boolean;
  idempotent?: boolean;
  signal?: AbortSignal;
}
