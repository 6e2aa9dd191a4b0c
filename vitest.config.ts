import { defineConfig } from 'vitest/config';

// One runner for every tier (ARCHITECTURE §5.8): unit and server integration (node), web
// components (happy-dom), and end-to-end in Chromium against the built app (apps/web/e2e).
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['apps/web/e2e/**/*.test.ts'],
          globalSetup: ['./apps/web/e2e/global-setup.ts'],
          fileParallelism: false,
          // One retry, named in the closing summary (docs/decisions/0017-browser-tests-retry-once-and-say-so.md).
          retry: 1,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
