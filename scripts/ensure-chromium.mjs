#!/usr/bin/env node
// Installs Debian's Chromium for the browser tests when it is missing (never a browser
// download: playwright-core launches /usr/bin/chromium). `npm test` (scripts/test.mjs) runs it before Vitest.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);
console.log(`ensure-chromium: ${CHROMIUM} missing, installing Debian's chromium with apt-get`);
const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
const run = (args) =>
  execFileSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
run(['apt-get', 'update', '-qq']);
run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'chromium']);
if (!existsSync(CHROMIUM)) {
  console.error(`ensure-chromium: ${CHROMIUM} still missing after apt-get install chromium`);
  process.exit(1);
}
