/**
 * The engine's toolkit: the machinery the workers share (dispatcher, webhook sender, mail outbox, receipt
 * applier, status writer, purges and sweeps), so each of them states only what it claims, writes or runs.
 */
export { attemptClaimCtes } from './attempt-claim.js';
export { computeBackoffMs, exponentialDelayMs, type BackoffPolicy } from './backoff.js';
export { createBatchCoalescer } from './batch-coalescer.js';
export { createLeasedQueuePoller } from './leased-queue-poller.js';
export { createPeriodicJob } from './periodic-job.js';
