/**
 * The test-time report, without colour codes: when the first test file started (after the
 * browser project's global setup, the test site's build), the ten slowest test files with their
 * times (collect plus tests and hooks, seconds) and when each started, so a slowdown shows where
 * it starts and what ran beside it, then one plain closing line, `tests: N passed, N failed,
 * N skipped` (and how many files failed before their tests ran, if any), so CI logs state the
 * count. `npm test` runs each project in a Vitest process of its own: with `DOCS_TEST_REPORT`
 * set to a file path, the reporter writes its run's figures there as JSON ({@link RunReport})
 * and `scripts/test.mjs` prints one report for both runs ({@link summaryText}); without it,
 * it prints its own run's report.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest files the report lists. */
export const SLOWEST_FILES = 10;

/** One test file's figures. */
export interface FileTime {
  /** Path relative to the project root, `/`-separated. */
  file: string;
  /** Vitest project name (`unit`, `browser`). */
  project: string;
  /** Import (its suites' callbacks included) plus tests and hooks, ms. */
  ms: number;
  /** When it started, epoch ms; absent when the run did not start it. */
  startedAt?: number;
}

/** One Vitest run's figures: its files, its tests by state, and its files that failed before their tests ran. */
export interface RunReport {
  files: FileTime[];
  counts: { passed: number; failed: number; skipped: number };
  unloaded: number;
}

/** A file's time in the report, ms: importing it (its suites' callbacks included) plus its tests and hooks. */
export function moduleTimeMs(module: Pick<TestModule, 'diagnostic'>): number {
  const { collectDuration, duration } = module.diagnostic();
  return collectDuration + duration;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(8)} s`;

/**
 * The report's lines for the slowest files: `  123.4 s  from +45.0 s  test/browser/x.test.ts (browser)`.
 * @param runStart epoch ms the `from` offsets count from.
 */
export function slowestLines(files: readonly FileTime[], runStart: number, count = SLOWEST_FILES): string[] {
  return [...files]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(({ file, project, ms, startedAt }) => {
      const from = startedAt === undefined ? '' : `  from +${((startedAt - runStart) / 1000).toFixed(1)} s`;
      return `${seconds(ms)}${from}  ${file} (${project})`;
    });
}

/**
 * The whole report for one or more runs of the same `npm test` (their files and counts merged).
 * @param runStart epoch ms when the test command started.
 */
export function summaryText(reports: readonly RunReport[], runStart: number): string {
  const files = reports.flatMap((report) => report.files);
  const sum = (pick: (report: RunReport) => number) => reports.reduce((total, report) => total + pick(report), 0);
  const starts = files.flatMap((file) => (file.startedAt === undefined ? [] : [file.startedAt]));
  const unloaded = sum((report) => report.unloaded);
  return [
    ...(starts.length
      ? [`\nfirst test file started ${((Math.min(...starts) - runStart) / 1000).toFixed(1)} s after the run began (the test site's build before it)`]
      : []),
    `\nslowest test files:\n${slowestLines(files, runStart).join('\n')}`,
    `\ntests: ${sum((report) => report.counts.passed)} passed, ${sum((report) => report.counts.failed)} failed, ${sum((report) => report.counts.skipped)} skipped${unloaded ? `, ${unloaded} files failed before their tests ran` : ''}\n`,
  ].join('\n');
}

/** The figures of a finished run's `modules`, with their start times (epoch ms, by module id). */
export function runReport(modules: ReadonlyArray<TestModule>, startedAt: ReadonlyMap<string, number>): RunReport {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const module of modules) {
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') counts.passed += 1;
      else if (state === 'failed') counts.failed += 1;
      else counts.skipped += 1;
    }
  }
  return {
    files: modules.map((module) => ({
      file: path.relative(process.cwd(), module.moduleId).split(path.sep).join('/'),
      project: module.project.name,
      ms: moduleTimeMs(module),
      startedAt: startedAt.get(module.moduleId),
    })),
    counts,
    // A file that fails before its tests run (its setup threw) has no tests to count: named apart.
    unloaded: modules.filter((module) => module.state() === 'failed' && [...module.children.allTests()].length === 0).length,
  };
}

export default class SummaryReporter implements Reporter {
  /** When the run started (before the global setups), epoch ms. */
  private runStart = Date.now();
  /** When each file started, epoch ms, by module id. */
  private readonly started = new Map<string, number>();

  onTestRunStart(): void {
    this.runStart = Date.now();
  }

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.moduleId, Date.now());
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const report = runReport(modules, this.started);
    const file = process.env.DOCS_TEST_REPORT;
    if (file) writeFileSync(file, JSON.stringify(report));
    else process.stdout.write(summaryText([report], this.runStart));
  }
}
