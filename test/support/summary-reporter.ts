/**
 * Prints one plain closing line, `tests: N passed, N failed, N skipped` (and how many files
 * failed before their tests ran, if any), after Vitest's own summary, so CI logs state the count
 * without colour codes.
 */
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
    }
    // A file that fails before its tests run (its setup threw) has no tests to count: name it apart.
    const unloaded = modules.filter((module) => module.state() === 'failed' && [...module.children.allTests()].length === 0).length;
    process.stdout.write(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${unloaded ? `, ${unloaded} files failed before their tests ran` : ''}\n`);
  }
}
