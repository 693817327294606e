import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.js';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      // The files of a worker share one module cache and jsdom window: antd, React and the app are loaded once
      // per worker, not once per file (about a third of the web tests' CPU time). What a file can leave behind
      // is reset before the next one (src/test/setup.ts).
      isolate: false,
      // antd components are heavy to render in jsdom: a test that takes 10 s on the idle machine took over 60 s
      // beside other work (issue 25). The limit is a safety net, as the server's (apps/server/vitest.config.ts).
      testTimeout: 180_000,
    },
  }),
);
