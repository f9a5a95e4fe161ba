// @vitest-environment node
/**
 * The codebase checks itself: its architecture's rules (`.dependency-cruiser.mjs`: no import
 * cycles, the pipeline reads the run-time site and never the reverse, product code never imports
 * tooling, nothing but content and tests imports content) hold over every static import, and
 * Biome finds the code formatted and free of lint errors (`biome.json`).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const run = promisify(execFile);
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);
const CODE_FOLDERS = ['cli', 'runtime', 'templates', 'test', 'bench', 'scripts'];

interface CruiseViolation {
  from: string;
  to: string;
  rule: { name: string };
  cycle?: { name: string }[];
}

describe('the codebase', () => {
  it('keeps the architecture’s import rules', async () => {
    const { stdout } = await run(bin('depcruise'), ['--config', '.dependency-cruiser.mjs', '--output-type', 'json', ...CODE_FOLDERS], {
      cwd: ROOT,
      maxBuffer: 256 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const result = JSON.parse(stdout) as { summary: { violations: CruiseViolation[]; totalCruised: number } };
    expect(result.summary.totalCruised).toBeGreaterThan(300);
    const found = result.summary.violations.map(
      (violation) => `${violation.rule.name}: ${violation.from} → ${violation.cycle?.map((step) => step.name).join(' → ') ?? violation.to}`,
    );
    expect(found).toEqual([]);
  });

  it('is formatted and lint-clean by Biome', async () => {
    const outcome = await run(bin('biome'), ['ci', '--colors=off', '--error-on-warnings'], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 }).then(
      () => '',
      (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
    );
    expect(outcome, 'run `npx biome check --write` and fix what remains').toBe('');
  });
});
