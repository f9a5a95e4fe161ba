/**
 * Prints, after Vitest's own summary and without colour codes: when the first test file started
 * (the browser project's global setup, the test site's build, comes before it), the ten slowest
 * test files with their times (collect plus tests and hooks, seconds) and when each started, so
 * a slowdown shows where it starts and what ran beside it, then
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

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(8)} s`;

/**
 * The report's lines for the slowest files: `  123.4 s  from +45.0 s  test/browser/x.test.ts (browser)`.
 * @param startedMs when each file started, ms after the run started, by module id; a file
 *   missing from it is listed without.
 */
export function slowestLines(
  modules: ReadonlyArray<Pick<TestModule, 'diagnostic' | 'moduleId' | 'project'>>,
  count = SLOWEST_FILES,
  startedMs: ReadonlyMap<string, number> = new Map(),
): string[] {
  return [...modules]
    .map((module) => ({ module, ms: moduleTimeMs(module) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(({ module, ms }) => {
      const started = startedMs.get(module.moduleId);
      const from = started === undefined ? '' : `  from +${(started / 1000).toFixed(1)} s`;
      return `${seconds(ms)}${from}  ${path.relative(process.cwd(), module.moduleId)} (${module.project.name})`;
    });
}

export default class SummaryReporter implements Reporter {
  /** When the run started (before the global setups), `performance.now()` ms. */
  private runStart = performance.now();
  /** When each file started, ms after {@link runStart}, by module id. */
  private readonly started = new Map<string, number>();

  onTestRunStart(): void {
    this.runStart = performance.now();
  }

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.moduleId, performance.now() - this.runStart);
  }

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
    const first = Math.min(...this.started.values());
    if (Number.isFinite(first)) process.stdout.write(`\nfirst test file started ${(first / 1000).toFixed(1)} s after the run (global setup before it)\n`);
    process.stdout.write(`\nslowest test files:\n${slowestLines(modules, SLOWEST_FILES, this.started).join('\n')}\n`);
    process.stdout.write(
      `\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${unloaded ? `, ${unloaded} files failed before their tests ran` : ''}\n`,
    );
  }
}
