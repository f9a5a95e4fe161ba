/**
 * A throwaway PostgreSQL server on 127.0.0.1 for tests: installs Debian's `postgresql` with
 * apt-get when its binaries are missing (as `ensure-chromium.mjs` does for Chromium), then
 * creates a cluster in a temp folder and starts it on a free port, as the `postgres` user when
 * run as root (PostgreSQL refuses to run as root). Nothing listens beyond loopback.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/** A running throwaway server, or why there is none. */
export type TestPostgres = { url: string; stop(): void } | { skip: string };

const BIN_ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin folder (`/usr/lib/postgresql/<major>/bin`), if any. */
export function postgresBin(): string | undefined {
  if (!existsSync(BIN_ROOT)) return undefined;
  const major = readdirSync(BIN_ROOT)
    .filter((name) => existsSync(path.join(BIN_ROOT, name, 'bin/pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return major ? path.join(BIN_ROOT, major, 'bin') : undefined;
}

/**
 * Installs Debian's `postgresql` when no server binaries are found.
 * @returns the bin folder, or a reason it could not be installed (not root and no sudo, apt-get failed).
 */
export function ensurePostgres(): { bin: string } | { skip: string } {
  const found = postgresBin();
  if (found) return { bin: found };
  const root = process.getuid?.() === 0;
  const hasSudo = !root && existsSync('/usr/bin/sudo');
  if (!root && !hasSudo) return { skip: 'PostgreSQL is not installed and apt-get needs root (no sudo)' };
  const run = (args: string[]) =>
    execFileSync(root ? args[0] : 'sudo', root ? args.slice(1) : args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  try {
    console.log("postgres: server binaries missing, installing Debian's postgresql with apt-get");
    run(['apt-get', 'update', '-qq']);
    run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'postgresql']);
  } catch (error) {
    return { skip: `apt-get install postgresql failed: ${(error as Error).message.split('\n')[0]}` };
  }
  const bin = postgresBin();
  return bin ? { bin } : { skip: `apt-get installed postgresql but no ${BIN_ROOT}/*/bin/pg_ctl was found` };
}

/**
 * Installs (when needed), creates and starts a throwaway cluster; `stop()` stops it and removes
 * its folder. The database is `postgres`, user `postgres`, trust authentication on loopback.
 * @throws Error with the server's output when an installed PostgreSQL fails to start.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const ensured = ensurePostgres();
  if ('skip' in ensured) return ensured;
  const { bin } = ensured;
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-pg-'));
  const data = path.join(dir, 'data');
  // As root, the cluster belongs to Debian's `postgres` user, created by the package.
  const asUser = (args: string[]) => (root ? ['runuser', '-u', 'postgres', '--', ...args] : args);
  const run = (args: string[]) => {
    const [command, ...rest] = asUser(args);
    execFileSync(command, rest, { stdio: 'pipe' });
  };
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  try {
    run([path.join(bin, 'initdb'), '-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale']);
    run([
      path.join(bin, 'pg_ctl'),
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=on`,
      'start',
    ]);
  } catch (error) {
    const output = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`postgres: the test server did not start: ${(error as Error).message}\n${output}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run([path.join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
