/**
 * Prints, after Vitest's own summary and without colour codes: the ten slowest test files with
 * their times (collect plus tests and hooks, seconds), so a slowdown shows where it starts, then
 * one plain closing line, `tests: N passed, N failed, N skipped` (and how many files failed
 * before their tests ran, if any), so CI logs state the count.
 */
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest files the report lists. */
export const SLOWEST_FILES = 10;

/** A file's time in the report, ms: importing it (its suites' callbacks included) plus its tests and hooks. */
export function moduleTimeMs(module: Pick<TestModule, 'diagnostic'>): number {
  const { collectDuration, duration } = module.diagnostic();
  return collectDuration + duration;
}

/** The report's lines for the slowest files: `  123.4 s  test/browser/x.test.ts (browser)`. */
export function slowestLines(modules: ReadonlyArray<Pick<TestModule, 'diagnostic' | 'moduleId' | 'project'>>, count = SLOWEST_FILES): string[] {
  return [...modules]
    .map((module) => ({ module, ms: moduleTimeMs(module) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(({ module, ms }) => `${(ms / 1000).toFixed(1).padStart(8)} s  ${path.relative(process.cwd(), module.moduleId)} (${module.project.name})`);
}

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
    process.stdout.write(`\nslowest test files:\n${slowestLines(modules).join('\n')}\n`);
    process.stdout.write(
      `\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${unloaded ? `, ${unloaded} files failed before their tests ran` : ''}\n`,
    );
  }
}
