import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/sdk', 'apps/server', 'apps/web'],
    // Four files at once on a 2-core machine: the unit phase used about 560 CPU-seconds where two workers took
    // 11.4 minutes on an idle machine (under half of two cores), because server files mostly wait on
    // PostgreSQL, sockets and timers. The same 12 files took 271 s with four workers and 472 s with two (load
    // average about 28, the CPU time the same). On a machine busy with other work, `--maxWorkers=2` eases
    // timeouts.
    maxWorkers: 4,
  },
});
