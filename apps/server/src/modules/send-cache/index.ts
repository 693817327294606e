/**
 * Per-process caches of the send API's reads with invalidation at the next request in every process
 * (docs/performance.md, "Caches"): the change feed, the stamped cache, and the group transaction's check.
 */
export { startChangeFeed, type ChangeFeed } from './change-feed.js';
export { createGenerationCache } from './generation-cache.js';
export {
  PRICES_SCOPE,
  StaleReadError,
  accountScope,
  generationOf,
  staleScopes,
  staleScopesCte,
  stamped,
  type Stamp,
  type Stamped,
} from './stamps.js';
