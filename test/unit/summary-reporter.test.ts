import { describe, expect, it } from 'vitest';
import { type RunReport, slowestLines, summaryText } from '../support/summary-reporter';

const START = 1_000_000;

describe('the test-time report', () => {
  it('lists files by import plus test time, slowest first, at most the count asked for, with when each started', () => {
    const files = [
      { file: 'test/unit/a.test.ts', project: 'unit', ms: 1_000 },
      { file: 'test/browser/b.test.ts', project: 'browser', ms: 122_000, startedAt: START + 45_000 },
      { file: 'test/unit/c.test.ts', project: 'unit', ms: 5_000, startedAt: START + 2_500 },
    ];
    expect(slowestLines(files, START, 2)).toEqual([
      '   122.0 s  from +45.0 s  test/browser/b.test.ts (browser)',
      '     5.0 s  from +2.5 s  test/unit/c.test.ts (unit)',
    ]);
    expect(slowestLines(files, START, 3)[2]).toBe('     1.0 s  test/unit/a.test.ts (unit)');
  });

  it('merges the runs of both projects into one list and one count', () => {
    const unit: RunReport = {
      files: [{ file: 'test/unit/a.test.ts', project: 'unit', ms: 9_000, startedAt: START + 200_000 }],
      counts: { passed: 3, failed: 0, skipped: 1 },
      unloaded: 0,
    };
    const browser: RunReport = {
      files: [{ file: 'test/browser/b.test.ts', project: 'browser', ms: 60_000, startedAt: START + 201_000 }],
      counts: { passed: 5, failed: 1, skipped: 0 },
      unloaded: 1,
    };
    const text = summaryText([browser, unit], START);
    expect(text).toContain('first test file started 200.0 s after the run began');
    expect(text).toContain(
      'slowest test files:\n    60.0 s  from +201.0 s  test/browser/b.test.ts (browser)\n     9.0 s  from +200.0 s  test/unit/a.test.ts (unit)',
    );
    expect(text).toContain('tests: 8 passed, 1 failed, 1 skipped, 1 files failed before their tests ran');
  });
});
