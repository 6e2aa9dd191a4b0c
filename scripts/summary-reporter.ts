import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest test files the summary names (where CI's time goes). */
const SLOWEST = 12;

/**
 * Prints the slowest test files, then one plain closing line, `Tests: N passed, N failed, N skipped`,
 * after Vitest's own summary, so CI logs state the count in a runner-neutral form.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
    }
    const slowest = testModules
      .map((module) => ({ file: module.relativeModuleId, seconds: module.diagnostic().duration / 1000 }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SLOWEST);
    if (slowest.length > 0) {
      process.stdout.write('\nSlowest test files (tests and hooks, seconds):\n');
      for (const { file, seconds } of slowest)
        process.stdout.write(`${seconds.toFixed(1).padStart(8)}  ${file}\n`);
    }
    process.stdout.write(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
