/** Exponential backoff with jitter, shared by reconnects and throttling so both spread out the same way. */

export interface BackoffPolicy {
  /** Delay of the first retry before jitter, in ms. */
  initialMs: number;
  /** Cap of the delay before jitter, in ms. */
  maxMs: number;
}

/**
 * "Equal jitter": half the exponential delay is fixed and half is random, so a fleet of workers reconnecting
 * after one SMSC restart does not arrive in lock-step, yet no retry comes immediately.
 *
 * @param attempt 0 for the first retry.
 * @param random a source in [0, 1); injectable so tests are deterministic.
 */
export function computeBackoffMs(attempt: number, policy: BackoffPolicy, random: () => number): number {
  const exponential = Math.min(policy.maxMs, policy.initialMs * 2 ** Math.min(attempt, 30));
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}
