#!/usr/bin/env node
// `npm test`'s first step: installs Debian's Chromium when it is missing (scripts/ensure-chromium.mjs,
// mostly waiting on the network and dpkg) while the type check (scripts/typecheck.ts, mostly CPU)
// runs beside it; exits with the first non-zero code of the two, after both have ended.
import { spawn } from 'node:child_process';

const run = (args) =>
  new Promise((resolve) => {
    spawn(process.execPath, args, { stdio: 'inherit' }).once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const codes = await Promise.all([run(['scripts/ensure-chromium.mjs']), run(['--import', 'tsx', 'scripts/typecheck.ts'])]);
process.exit(codes.find((code) => code !== 0) ?? 0);
