import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { slowestLines } from '../support/summary-reporter';

const module = (file: string, collectDuration: number, duration: number, project = 'unit') => ({
  moduleId: path.join(process.cwd(), file),
  project: { name: project },
  diagnostic: () => ({ collectDuration, duration }),
});

describe('the slowest-files report', () => {
  it('lists files by import plus test time, slowest first, at most the count asked for', () => {
    const modules = [
      module('test/unit/a.test.ts', 100, 900),
      module('test/browser/b.test.ts', 2_000, 120_000, 'browser'),
      module('test/unit/c.test.ts', 50, 4_950),
    ];
    const lines = slowestLines(modules as never, 2);
    expect(lines).toEqual(['   122.0 s  test/browser/b.test.ts (browser)', '     5.0 s  test/unit/c.test.ts (unit)']);
  });

  it('says when each listed file started, after the run began', () => {
    const modules = [module('test/unit/a.test.ts', 100, 900), module('test/browser/b.test.ts', 2_000, 120_000, 'browser')];
    const started = new Map([[path.join(process.cwd(), 'test/browser/b.test.ts'), 45_000]]);
    expect(slowestLines(modules as never, 2, started)).toEqual([
      '   122.0 s  from +45.0 s  test/browser/b.test.ts (browser)',
      '     1.0 s  test/unit/a.test.ts (unit)',
    ]);
  });
});
