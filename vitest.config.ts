import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const UNIT_FILES = ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'];
const WEB_FILES = ['apps/web/src/**/*.test.{ts,tsx}'];

/**
 * Test files that measure time (a wall-clock or CPU bound, a timer, a heartbeat): they run alone,
 * one after another, after the parallel groups, so that two workers on a 2-core machine never make
 * them race each other (docs/decisions/0018-tests-on-two-workers-and-timed-tests-alone.md).
 */
const MEASURES_TIME = /performance\.now\(\)|process\.cpuUsage\(|Date\.now\(\)|elapsedMs|cpuMs/;
function timedFiles(roots: readonly string[], name: RegExp): string[] {
  return roots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => name.test(file) && !file.split(path.sep).includes('node_modules'))
      .map((file) => path.join(root, file))
      .filter((file) => MEASURES_TIME.test(readFileSync(file, 'utf8'))),
  );
}
const TIMED_UNIT = timedFiles(['packages', 'apps/server/src', 'scripts'], /\.test\.ts$/);
const TIMED_WEB = timedFiles(['apps/web/src'], /\.test\.tsx?$/);

/**
 * Vitest's default is CPUs − 1 workers: one on these 2-core machines, which left a core idle for
 * the whole unit and web run. The two parallel projects share one group, so they share one count.
 */
const WORKERS = 2;

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
          include: UNIT_FILES,
          exclude: ['**/node_modules/**', ...TIMED_UNIT],
          maxWorkers: WORKERS,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'unit-timed',
          environment: 'node',
          include: TIMED_UNIT,
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: WEB_FILES,
          exclude: ['**/node_modules/**', ...TIMED_WEB],
          maxWorkers: WORKERS,
          setupFiles: ['./apps/web/src/test/setup.ts'],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web-timed',
          environment: 'happy-dom',
          include: TIMED_WEB,
          fileParallelism: false,
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
