import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Vitest keeps one core for itself by default, which leaves a 2-core machine running one test file at a
    // time while its main process mostly waits; the web files are CPU-bound and the server files mostly wait
    // on sockets and timers, so two at once roughly halve the unit phase there.
    maxWorkers: 2,
  },
});
