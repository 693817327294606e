import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Builds (or reuses) a migrated PGlite template once per run; each test file starts from a copy. Bundles
    // the server and the CLI once per run for the tests that spawn them (testing/processes.ts).
    globalSetup: ['src/testing/global-setup.ts', 'src/testing/bundle-setup.ts'],
    // A worker's files share one module cache: the server's module graph (Fastify, drizzle, zod schemas, the
    // phone metadata) is loaded once per worker instead of once per file. Every file builds its own app, database
    // and clock from that code, and the server keeps no state in its modules beyond memoised formatters.
    isolate: false,
    // PGlite's WebAssembly compiled by Liftoff only, as the shipped server runs it (`npm start`: --liftoff-only):
    // a test file ends long before TurboFan's background work on pglite.wasm pays off. PGlite db-move 14.7 ->
    // 12.1 CPU-s, the query-heavy hostile-input 63.9 -> 61.0 (load 14-18, both files passing).
    execArgv: ['--liftoff-only'],
    // Safety nets, not speed checks (issue 25): PGlite boots a WebAssembly PostgreSQL per test file, and the suite
    // must pass on a machine twice as slow and busy with other work; every test waits for its events.
    hookTimeout: 180_000,
    testTimeout: 180_000,
  },
});
