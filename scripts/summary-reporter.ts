import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest test files the summary names (where CI's time goes). */
const SLOWEST = 12;

/**
 * Prints the tests that passed only on a retry (the browser tests get one: see
 * docs/decisions/0017-browser-tests-retry-once-and-say-so.md), the slowest test files, then one
 * plain closing line, `Tests: N passed, N failed, N skipped`, after Vitest's
 * own summary, so CI logs state the count in a runner-neutral form.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const retried: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed' && test.diagnostic()?.flaky === true)
          retried.push(`${module.relativeModuleId} > ${test.fullName}`);
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
    if (retried.length > 0) {
      process.stdout.write('\nPassed only on a retry (flaky: look at each):\n');
      for (const name of retried) process.stdout.write(`  ${name}\n`);
    }
    process.stdout.write(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
