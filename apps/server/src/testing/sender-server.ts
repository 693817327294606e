/**
 * The server as `npm start` runs it, for acceptance tests of the public API: its own data directory, PGlite or
 * a fresh PostgreSQL database, and a webhook receiver on loopback that it may post to.
 */
import { afterAll, beforeAll } from 'vitest';
import { freePort, startServerProcess, type ServerProcess } from './processes.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

/** PGlite always, and PostgreSQL too when TEST_DATABASE_URL names one (for `describe.each`). */
export const DATABASE_TARGETS = [
  { name: 'PGlite', postgres: false },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', postgres: true }] : []),
];

export interface SenderServer {
  /** `http://127.0.0.1:<port>` */
  base: string;
  dataDir: string;
  /** What the operator CLI needs to reach the same data. */
  operatorEnv: Record<string, string>;
  receiver: WebhookReceiver;
  server: ServerProcess;
}

/**
 * Starts the server before the enclosing describe block's tests and stops it after them. The fields of what
 * it returns are set once its beforeAll has run, so read them inside hooks and tests.
 */
export function useSenderServer(postgres: boolean, tempDir: () => string): SenderServer {
  const started = { base: '', dataDir: '', operatorEnv: {} } as SenderServer;
  let server: ServerProcess | undefined;
  let database: TestDatabase | undefined;
  let receiver: WebhookReceiver | undefined;

  beforeAll(async () => {
    const dataDir = tempDir();
    database = postgres ? await createTestDatabase() : undefined;
    const operatorEnv = { DATA_DIR: dataDir, ...(database?.url ? { DATABASE_URL: database.url } : {}) };
    receiver = await startWebhookReceiver();
    const port = await freePort();
    server = await startServerProcess(
      {
        ...operatorEnv,
        LOG_LEVEL: 'warn',
        // The receiver listens on 127.0.0.1, which the default refuses.
        WEBHOOK_ALLOW_PRIVATE: 'true',
        SIMULATOR_RECEIPT_DELAY_MS: '100',
      },
      port,
    );
    Object.assign(started, { base: `http://127.0.0.1:${port}`, dataDir, operatorEnv, receiver, server });
  });

  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
    await database?.dispose();
  });

  return started;
}
