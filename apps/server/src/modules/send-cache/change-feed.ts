/**
 * The `beacon_cache` notifications of migration 0016, which every change of a cached row sends at its commit.
 * On PostgreSQL a dedicated connection per process LISTENs (not one of the pool's: it is held for good); when it
 * drops, the caches are flushed and bypassed until it listens again. On PGlite the one process that owns the
 * database listens in-process: PGlite hands a notification to its listeners while it reads the committing
 * statement's answer, before the writer's promise settles, so a change is seen before its writer goes on.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../db/database.js';

const CACHE_CHANNEL = 'beacon_cache';
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5_000;

/** A changed scope ('account:<id>', 'prices'), or null: everything may have changed. */
type ChangeListener = (scope: string | null) => void;

export interface ChangeFeed {
  /** True while notifications arrive: only then may a cache answer from memory. */
  isLive(): boolean;
  onChange(listener: ChangeListener): void;
  close(): Promise<void>;
}

interface FeedLogger {
  warn(object: object, message: string): void;
}

function createListeners() {
  const listeners: ChangeListener[] = [];
  return {
    add: (listener: ChangeListener) => void listeners.push(listener),
    emit: (scope: string | null) => {
      for (const listener of listeners) listener(scope);
    },
  };
}

/** The feed for the database `db` was opened on: PGlite in-process, PostgreSQL over its own connection. */
export function startChangeFeed(db: Database, logger: FeedLogger): ChangeFeed {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) return pgliteFeed(client, logger);
  if (client instanceof pg.Pool) return postgresFeed(client.options, logger);
  // An unknown driver: never live, so the caches always read the database.
  return { isLive: () => false, onChange: () => {}, close: async () => {} };
}

function pgliteFeed(client: PGlite, logger: FeedLogger): ChangeFeed {
  const listeners = createListeners();
  let live = false;
  let closed = false;
  let unlisten: (() => Promise<void>) | null = null;
  client
    .listen(CACHE_CHANNEL, (scope) => listeners.emit(scope))
    .then((stop) => {
      unlisten = stop;
      if (closed) return stop();
      live = true;
    })
    .catch((error: unknown) => logger.warn({ err: error }, 'cache feed: PGlite LISTEN failed; caches off'));
  return {
    isLive: () => live && !client.closed,
    onChange: listeners.add,
    async close() {
      closed = true;
      live = false;
      if (unlisten && !client.closed) await unlisten().catch(() => {});
    },
  };
}

function postgresFeed(options: pg.ClientConfig, logger: FeedLogger): ChangeFeed {
  const listeners = createListeners();
  let live = false;
  let closed = false;
  let connection: pg.Client | null = null;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | null = null;

  const lost = (client: pg.Client, error?: Error) => {
    if (connection !== client) return;
    connection = null;
    live = false;
    listeners.emit(null);
    void client.end().catch(() => {});
    if (closed) return;
    if (error) logger.warn({ err: error }, 'cache feed: LISTEN connection lost; caches off until it is back');
    timer = setTimeout(() => void connect(), retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  async function connect(): Promise<void> {
    timer = null;
    if (closed) return;
    const client = new pg.Client(options);
    connection = client;
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    client.on('notification', (message) => listeners.emit(message.payload ?? null));
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
      if (connection !== client) return;
      // What changed while nobody listened is unknown: start from nothing.
      listeners.emit(null);
      live = true;
      retryMs = RETRY_MIN_MS;
    } catch (error) {
      lost(client, error as Error);
    }
  }
  void connect();

  return {
    isLive: () => live,
    onChange: listeners.add,
    async close() {
      closed = true;
      live = false;
      if (timer) clearTimeout(timer);
      const client = connection;
      connection = null;
      if (client) await client.end().catch(() => {});
    },
  };
}
