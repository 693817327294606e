/**
 * A per-process cache of reads that carry a stamp (stamps.ts). It answers from memory only while the change
 * feed is live; a change notification drops the entries of its scope, a lost feed drops everything. A read that
 * was under way while any change arrived is answered but not kept: it may predate that change. Entries also
 * expire after `ttlMs`, in case a notification is ever lost without the connection dropping.
 */
import type { ChangeFeed } from './change-feed.js';
import type { Stamped } from './stamps.js';

interface Entry<V> {
  read: Stamped<V>;
  at: number;
}

export interface GenerationCacheOptions<V> {
  feed: ChangeFeed;
  /** Reads the value and the generation of its scope in ONE statement (one snapshot); undefined when none. */
  load(key: string): Promise<Stamped<V> | undefined>;
  maxEntries: number;
  ttlMs: number;
  now(): number;
}

export interface GenerationCache<V> {
  /** From memory when it may, else from the database (and kept). */
  get(key: string): Promise<Stamped<V> | undefined>;
  /** From the database, bypassing (and refreshing) the cache. */
  fresh(key: string): Promise<Stamped<V> | undefined>;
  /** Drops the entries of these scopes (a send found them overtaken before their notification came). */
  forget(scopes: Iterable<string>): void;
}

export function createGenerationCache<V>(options: GenerationCacheOptions<V>): GenerationCache<V> {
  const { feed, load, maxEntries, ttlMs, now } = options;
  const entries = new Map<string, Entry<V>>();
  const keysOfScope = new Map<string, Set<string>>();
  /** Moves on with every change seen, so a read that overlapped one is not kept. */
  let epoch = 0;

  const drop = (scope: string) => {
    for (const key of keysOfScope.get(scope) ?? []) entries.delete(key);
    keysOfScope.delete(scope);
  };
  feed.onChange((scope) => {
    epoch += 1;
    if (scope === null) {
      entries.clear();
      keysOfScope.clear();
    } else drop(scope);
  });

  async function read(key: string): Promise<Stamped<V> | undefined> {
    const startedAt = epoch;
    const loaded = await load(key);
    if (!loaded || epoch !== startedAt || !feed.isLive()) return loaded;
    if (entries.size >= maxEntries) {
      entries.clear();
      keysOfScope.clear();
    }
    entries.set(key, { read: loaded, at: now() });
    let keys = keysOfScope.get(loaded.stamp.scope);
    if (!keys) keysOfScope.set(loaded.stamp.scope, (keys = new Set()));
    keys.add(key);
    return loaded;
  }

  return {
    async get(key) {
      const entry = entries.get(key);
      if (entry && feed.isLive() && now() - entry.at < ttlMs) return entry.read;
      return read(key);
    },
    fresh: read,
    forget(scopes) {
      epoch += 1;
      for (const scope of scopes) drop(scope);
    },
  };
}
