import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './test/support/sequencer';

/**
 * One runner, two projects: `unit` (pure logic and DOM with happy-dom) and `browser`
 * (Debian Chromium through playwright-core against `docs serve` on 127.0.0.1).
 */
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    reporters: ['default', './test/support/summary-reporter.ts'],
    sequence: { sequencer: LongestFirstSequencer },
    // Bundles the build and the tests write under .cache (server renders of demos, exported
    // projects) are plain ESM already: Node imports them natively instead of the test runner
    // transforming each one (two thousand demo modules took two minutes that way).
    server: { deps: { external: [/\/\.cache\//] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          testTimeout: 30_000,
          // Two files at a time, one per core: the unit files run after the browser project's
          // global setup has built the site (its caches warm), and the longest of them, the
          // demo exports, would otherwise hold the other files back for minutes on one core.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A polled assertion ends as soon as it holds; the bound only matters when the machine
          // is loaded (a build beside the run), where Vitest's default second fails tests that are right.
          expect: { poll: { timeout: 10_000 } },
          // Two cores: one Chromium at a time keeps runs deterministic.
          fileParallelism: false,
        },
      },
    ],
  },
});
