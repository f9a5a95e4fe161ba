#!/usr/bin/env node
// `npm test`: installs Debian's Chromium when it is missing (scripts/ensure-chromium.mjs, mostly
// waiting on the network and dpkg) while the type check (scripts/typecheck.ts, one core) starts.
// Then Vitest's two projects run in two processes of their own, so that they overlap:
// - `browser` first: its global setup builds the test site, then its files run one at a time
//   (one Chromium at a time). This chain is the run's length.
// - `unit` once the test site is built (its per-demo files read the build's cache), beside the
//   browser files, one file at a time (`DOCS_UNIT_WORKERS`). In one Vitest process the unit files would all run before the first browser
//   file (Vitest runs a project limited to one worker in a group after the others), adding their
//   minutes to the chain's.
// The browser run's output is shown as it comes; the unit run's and the type check's are held
// back and printed whole after it, so none cuts into another, followed by one test-time report
// for both runs. Arguments go to both `vitest run` commands (`npm test -- -u`, or files: a run
// with no file of its project passes). Exits with the first non-zero code, after all have ended.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { summaryText } = await import('../test/support/summary-reporter.ts');

/** What the global setup prints once the test site is built (`test/browser/global-setup.ts`). */
const SITE_BUILT = 'test site: built';
const REPORTS = path.resolve('.cache/test-reports');

/**
 * Runs `node <args>`; resolves with its exit code and, for piped streams, its output.
 * `onStdout` sees a piped stdout's text as it comes.
 */
const run = (args, { onStdout, ...options } = {}) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit', ...options });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      onStdout?.(String(chunk), output);
    });
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });

/** `vitest run` of one project, its figures written to its own report file. */
const vitest = (project, { env = {}, ...options }) =>
  run(['node_modules/vitest/vitest.mjs', 'run', '--project', project, '--passWithNoTests', ...process.argv.slice(2)], {
    ...options,
    env: { ...process.env, ...env, DOCS_TEST_REPORT: path.join(REPORTS, `${project}.json`) },
  });

const started = Date.now();
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const typecheck = run(['--import', 'tsx', 'scripts/typecheck.ts'], { stdio: ['ignore', 'pipe', 'pipe'] }).then((result) => ({
  ...result,
  seconds: (Date.now() - started) / 1000,
}));
const chromium = await run(['scripts/ensure-chromium.mjs']);
let results = [chromium];
if (chromium.code === 0) {
  let siteBuilt;
  const unitMayStart = new Promise((resolve) => (siteBuilt = resolve));
  const browser = vitest('browser', {
    stdio: ['inherit', 'pipe', 'inherit'],
    onStdout: (text, output) => {
      process.stdout.write(text);
      if (output.includes(SITE_BUILT)) siteBuilt();
    },
  });
  // A browser run that ends without building (no browser file asked for, or a failed build) lets the unit run start too.
  browser.then(siteBuilt);
  await unitMayStart;
  const unit = vitest('unit', { stdio: ['ignore', 'pipe', 'pipe'], env: { DOCS_UNIT_WORKERS: '1' } });
  const [browserResult, unitResult] = await Promise.all([browser, unit]);
  process.stdout.write(`\n${unitResult.output}`);
  results = [browserResult, unitResult];
}
const checked = await typecheck;
process.stdout.write(`\n${checked.output}typecheck: ${checked.code === 0 ? 'passed' : 'FAILED'} in ${checked.seconds.toFixed(0)} s\n`);
const reports = ['browser', 'unit'].flatMap((project) => {
  try {
    return [JSON.parse(readFileSync(path.join(REPORTS, `${project}.json`), 'utf8'))];
  } catch {
    return [];
  }
});
process.stdout.write(summaryText(reports, started));
process.stdout.write(`npm test: ${((Date.now() - started) / 1000).toFixed(0)} s in all\n`);
const codes = [...results, checked].map((result) => result.code);
process.exit(codes.find((code) => code !== 0) ?? 0);
