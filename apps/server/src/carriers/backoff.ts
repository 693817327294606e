/** The carrier layer's reconnect and throttling pauses use the engine's one backoff formula. */
export { computeBackoffMs, type BackoffPolicy } from '../engine/index.js';
