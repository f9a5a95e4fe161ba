/**
 * Build options from the command line's folder flags and the environment, shared by the CLI
 * and watch mode's builder process.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from './pipeline/build';
import { readConfig } from './config';
import { adNetworkEnv, STAND_IN_AD_NETWORK_PORT } from './stand-ins/ad-network';

/** The project root: the folder holding `cli/`. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Base URL of the fake ad network `--stand-ins` starts. */
export const STAND_IN_BASE = `http://127.0.0.1:${STAND_IN_AD_NETWORK_PORT}`;

/** The folder flags of `docs build` and `docs serve`. */
export interface DirOptions {
  out: string;
  content: string;
  /** `docs build --only <route>`: one page with its demos. */
  only?: string;
  /** Local stand-ins for the third parties (`npm start`): the fake ad network. */
  standIns?: boolean;
}

/**
 * Resolves folder flags (relative to the working directory) and reads the configuration.
 * @throws Error naming the environment variable whose value is invalid.
 */
export function buildOptions(options: DirOptions): BuildOptions {
  // Variables set in the environment, even empty, win over the stand-ins.
  const env = options.standIns ? { ...adNetworkEnv(STAND_IN_BASE), ...process.env } : process.env;
  return { root: ROOT, outDir: path.resolve(options.out), contentDir: path.resolve(options.content), config: readConfig(env), only: options.only };
}
