/** A refusal of the public API: the HTTP status and the envelope's code and message (API.md's table). */
export class BeaconApiError extends Error {
  override name = 'BeaconApiError';

  constructor(
    /** The HTTP status (401, 402, 429, …). */
    readonly status: number,
    /** The envelope's `code`: 1001–1012 for the send API, the HTTP status for transport problems. */
    readonly code: number,
    /** The envelope's `msg`, in the language Accept-Language asked for. */
    readonly msg: string,
    /** Seconds the server asked to wait (`Retry-After`), when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`Beacon answered HTTP ${status}, code ${code}: ${msg}`);
  }
}
