#!/usr/bin/env node
// `npm test`: installs Debian's Chromium when it is missing (scripts/ensure-chromium.mjs, mostly
// waiting on the network and dpkg) while the type check (scripts/typecheck.ts, one core) starts;
// once Chromium is there, `vitest run` starts beside the type check, whose one core the site
// build of the browser tests' setup leaves mostly free. The type check's output is held back and
// printed whole after Vitest's, so neither cuts into the other. Arguments go to `vitest run`
// (`npm test -- -u`). Exits with the first non-zero code of the three, after all have ended.
import { spawn } from 'node:child_process';

const run = (args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit', ...options });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => (output += chunk));
    child.once('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });

const started = Date.now();
const typecheck = run(['--import', 'tsx', 'scripts/typecheck.ts'], { stdio: ['ignore', 'pipe', 'pipe'] }).then((result) => ({
  ...result,
  seconds: (Date.now() - started) / 1000,
}));
const chromium = await run(['scripts/ensure-chromium.mjs']);
const vitest = chromium.code === 0 ? await run(['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)]) : chromium;
const checked = await typecheck;
process.stdout.write(`\n${checked.output}typecheck: ${checked.code === 0 ? 'passed' : 'FAILED'} in ${checked.seconds.toFixed(0)} s\n`);
process.stdout.write(`npm test: ${((Date.now() - started) / 1000).toFixed(0)} s in all\n`);
const codes = [chromium.code, checked.code, vitest.code];
process.exit(codes.find((code) => code !== 0) ?? 0);
