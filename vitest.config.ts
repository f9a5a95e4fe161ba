import { defineConfig } from 'vitest/config';

/**
 * One runner, two projects: `unit` (pure logic and DOM with happy-dom) and `browser`
 * (Debian Chromium through playwright-core against `docs serve` on 127.0.0.1).
 */
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    reporters: ['default', './test/support/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/browser/global-setup.ts'],
          // Holds each file until the site the global setup builds in the background is served.
          setupFiles: ['test/browser/site-ready.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Two cores: one Chromium at a time keeps runs deterministic.
          fileParallelism: false,
        },
      },
    ],
  },
});
