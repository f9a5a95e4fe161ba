/**
 * The order test files start in. The unit files run two at a time, so their part of the run
 * ends when its longest file does: one begun last holds a worker alone for minutes while the
 * other has nothing left. Vitest orders by the durations of the previous run, but a fresh clone
 * (CI) has none, and then it starts the largest source files first, which are not the longest
 * to run. (The browser files run one at a time, after the unit files: their order changes nothing.)
 */
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The unit files that run longest (they build sites of their own), longest first, as measured
 * by the test-time report on 2 cores. A scheduling hint only: a file missing from it runs all
 * the same, just later.
 */
export const LONGEST_FILES = [
  'test/unit/demo-exports.test.ts',
  'test/unit/interrupted-build.test.ts',
  'test/unit/build-languages.test.ts',
  'test/unit/cli.test.ts',
] as const;

/** Starts the files of {@link LONGEST_FILES} first, in its order, then the rest in Vitest's own order. */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const index = (LONGEST_FILES as readonly string[]).indexOf(path.relative(this.ctx.config.root, spec.moduleId).split(path.sep).join('/'));
      return index === -1 ? LONGEST_FILES.length : index;
    };
    const rest = await super.sort(files.filter((spec) => rank(spec) === LONGEST_FILES.length));
    return [...files.filter((spec) => rank(spec) < LONGEST_FILES.length).sort((a, b) => rank(a) - rank(b)), ...rest];
  }
}
