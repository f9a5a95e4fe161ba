import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { ROOT } from '../support/docs-server';
import LongestFirstSequencer, { LONGEST_FILES } from '../support/sequencer';

/** A specification as the sequencer reads it: its file and its project's name, order and isolation. */
const spec = (file: string, size: number) =>
  ({
    moduleId: path.join(ROOT, file),
    size,
    project: { name: file.split('/')[1], config: { sequence: { groupOrder: 0 }, isolate: true } },
  }) as unknown as TestSpecification;

describe('test file order', () => {
  it('names only files that exist', () => {
    for (const file of LONGEST_FILES) expect(existsSync(path.join(ROOT, file)), file).toBe(true);
  });

  it('starts the longest files first, in their order, then the rest as Vitest does with no timings (by project, then size)', async () => {
    const files = [
      spec('test/unit/a.test.ts', 10),
      spec(LONGEST_FILES[2], 1),
      spec('test/unit/b.test.ts', 99),
      spec(LONGEST_FILES[0], 2),
      spec('test/browser/c.test.ts', 5),
    ];
    const sizes = new Map(files.map((file) => [`${file.project.name}:${path.relative(ROOT, file.moduleId)}`, (file as unknown as { size: number }).size]));
    // No previous run's results: Vitest's base order runs the projects in name order, each file by size, largest first.
    const ctx = { config: { root: ROOT }, cache: { getFileTestResults: () => undefined, getFileStats: (key: string) => ({ size: sizes.get(key) }) } };
    const sorted = await new LongestFirstSequencer(ctx as unknown as Vitest).sort(files);
    expect(sorted.map((file) => path.relative(ROOT, file.moduleId))).toEqual([
      LONGEST_FILES[0],
      LONGEST_FILES[2],
      'test/browser/c.test.ts',
      'test/unit/b.test.ts',
      'test/unit/a.test.ts',
    ]);
  });
});
