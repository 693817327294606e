import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, DATA_DIR, E2E_PORT, SSO_SECRET } from './support/env.js';

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
  // One folder per port: Playwright empties its output folder when a run starts, and runs on other ports
  // (E2E_PORT) at the same time must not delete each other's traces.
  outputDir: `./test-results/${E2E_PORT}`,
  // The journeys share one server and build on accounts they create; one worker keeps them independent of
  // each other's timing on a 2-core machine.
  workers: 1,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node support/start-server.mjs',
    env: {
      HOST: '127.0.0.1',
      PORT: String(E2E_PORT),
      DATA_DIR,
      PUBLIC_URL: BASE_URL,
      SSO_SECRET,
      LOG_LEVEL: 'warn',
    },
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    // A fresh data directory runs every migration and seeds the demo price list first: on a busy 2-core
    // machine that alone has taken over a minute.
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
