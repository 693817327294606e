import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Builds (or reuses) a migrated PGlite template once per run; each test file starts from a copy.
    globalSetup: ['src/testing/global-setup.ts'],
    // PGlite boots a WebAssembly PostgreSQL per test file: slower than the default 5 s allows on 2 cores.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
