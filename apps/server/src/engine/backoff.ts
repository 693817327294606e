/**
 * The one retry-delay formula of the engine: carrier reconnects and throttling, submit retries, webhook
 * retries and the mail outbox all grow the same way, so they spread out the same way too.
 */

export interface BackoffPolicy {
  /** Delay of the first retry before jitter, in ms. */
  initialMs: number;
  /** Cap of the delay before jitter, in ms. */
  maxMs: number;
}

/** `initialMs · 2^retry` capped at `maxMs`, without jitter (0 for the first retry). */
export function exponentialDelayMs(retry: number, policy: BackoffPolicy): number {
  return Math.min(policy.maxMs, policy.initialMs * 2 ** Math.min(Math.max(0, retry), 30));
}

/**
 * "Equal jitter": half the exponential delay is fixed and half is random, so a fleet of workers reconnecting
 * after one SMSC restart does not arrive in lock-step, yet no retry comes immediately.
 *
 * @param retry 0 for the first retry.
 * @param random a source in [0, 1); injectable so tests are deterministic.
 */
export function computeBackoffMs(retry: number, policy: BackoffPolicy, random: () => number): number {
  const exponential = exponentialDelayMs(retry, policy);
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}
