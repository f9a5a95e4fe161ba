/**
 * Debian Chromium through playwright-core (never a browser download). Flags keep it off the
 * network: this machine has none beyond the package registries.
 */
import { type Browser, chromium, type LaunchOptions } from 'playwright-core';

/** Path of Debian's Chromium, installed by `scripts/ensure-chromium.mjs`. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // Every tab runs at full speed, not only the one in front (tests drive several at once).
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];

/** Launches headless Chromium; `extraArgs` add flags (e.g. `--host-resolver-rules`). */
export function launchChromium(extraArgs: string[] = [], options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...FLAGS, ...extraArgs], ...options });
}
