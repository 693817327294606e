/**
 * A test database that can really go away and come back, for the 503 answers of docs/contracts.md. On
 * PostgreSQL (TEST_DATABASE_URL) the app's pool reaches the file's database through a TCP relay: `stop()`
 * closes the relay and cuts every open connection (queries in flight fail, new connections are refused),
 * `start()` listens again on the same port. On PGlite `stop()` saves the data and closes the instance (its
 * queries then fail with "PGlite is closed"), `start()` opens a new instance on the saved data; the app's
 * handle follows whichever instance is current.
 */
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { usePglite, usePostgresPool } from '../db/client.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface OutageDatabase extends TestDatabase {
  stop(): Promise<void>;
  start(): Promise<void>;
}

export function createOutageDatabase(): Promise<OutageDatabase> {
  return process.env.TEST_DATABASE_URL ? behindRelay() : restartablePglite();
}

async function behindRelay(): Promise<OutageDatabase> {
  const direct = await createTestDatabase();
  const target = new URL(direct.url!);
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // A cut connection is the point of the test; the pool sees it on its own socket.
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      relay.once('error', reject);
      relay.listen(port, '127.0.0.1', () => {
        relay.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (relay.address() as net.AddressInfo).port;
  const viaRelay = new URL(target);
  viaRelay.hostname = '127.0.0.1';
  viaRelay.port = String(port);
  const handle = usePostgresPool(new pg.Pool({ connectionString: viaRelay.toString(), max: 5 }));
  const stop = async () => {
    if (!relay.listening) return;
    const closed = new Promise<void>((resolve) => relay.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    ...handle,
    url: direct.url,
    stop,
    start: () => (relay.listening ? Promise.resolve() : listen(port)),
    async dispose() {
      await handle.close();
      await stop();
      await direct.dispose();
    },
  };
}

async function restartablePglite(): Promise<OutageDatabase> {
  const template = inject('pgliteTemplate');
  let current = template ? new PGlite({ loadDataDir: new Blob([readFileSync(template)]) }) : new PGlite();
  let saved: Blob | File | undefined;
  // Every call goes to the instance of the moment, as a pool goes to whichever server answers.
  const client = new Proxy(current, {
    get(_target, key) {
      const value: unknown = Reflect.get(current, key, current);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
  });
  const handle = await usePglite(client, { migrate: !template });
  return {
    ...handle,
    async stop() {
      if (current.closed) return;
      saved = await current.dumpDataDir('none');
      await current.close();
    },
    async start() {
      if (!current.closed) return;
      current = new PGlite({ loadDataDir: saved });
      await current.waitReady;
    },
    async dispose() {
      if (!current.closed) await current.close();
    },
  };
}
