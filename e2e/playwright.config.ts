import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, E2E_SERVERS, E2E_TRACE, E2E_WORKERS, SSO_SECRET } from './support/env.js';

/** Debian's Chromium: nothing here may download a browser build of its own. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './specs',
  // One folder per run, named after its first server's port: Playwright empties its output folder when a run
  // starts, and runs on other ports (E2E_PORT) at the same time must not delete each other's traces. Not the
  // worker's own port: this file is evaluated again in each worker.
  outputDir: `./test-results/${E2E_SERVERS[0]!.port}`,
  // Each journey goes to whichever worker is free, each worker with a server of its own (support/env.ts), so the
  // workers finish together instead of one waiting on the longest file. A file whose journeys build on each
  // other (the accounts they create) says `mode: 'serial'`: its journeys then run in order in one worker.
  fullyParallel: true,
  workers: E2E_WORKERS,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  retries: 0,
  reporter: [['list']],
  use: {
    // Evaluated again in each worker, where BASE_URL is that worker's server.
    baseURL: BASE_URL,
    trace: E2E_TRACE,
    // The browser asks for reduced motion, which the console honours by turning antd's transitions and the
    // charts' animations off: a journey then waits for no drawer to slide or modal to fade. Four heavy files
    // took 88 s instead of 131 s with one worker. The animated path is antd's own, tested there; our side of
    // the preference is covered by the console's unit test (app/providers/reduced-motion.test.tsx).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  webServer: E2E_SERVERS.map(({ port, baseUrl, dataDir }) => ({
    command: 'node support/start-server.mjs',
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SSO_SECRET,
      LOG_LEVEL: 'warn',
      // SMPP access on a free port: the journey reads it from the console, as a customer would.
      SMPP_SERVER_PORT: '0',
      // The dispatcher's and the webhook sender's idle poll (docs/configuration.md), 100 ms by default: a claim
      // query every 100 ms in each, on PGlite about 3 ms of CPU each, kept an idle server at 8.7 % of a core
      // (2.6 % at 1 s), for the whole run and in each of the two servers. A journey's message waits at most a
      // second longer for its dispatch; sign-in and phone codes wake the dispatcher at once, as in production.
      DISPATCH_POLL_MS: '1000',
    },
    url: `${baseUrl}/api/health`,
    reuseExistingServer: false,
    // The first start after the migrations change builds the migrated template (support/start-server.mjs): on
    // a busy 2-core machine that has taken over a minute.
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  })),
});
