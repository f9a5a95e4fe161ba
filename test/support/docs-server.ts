/**
 * Runs the `docs` CLI as the browser tests use it: a build into a folder, then `docs serve`
 * on 127.0.0.1 with a free port.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** Project root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = path.join(ROOT, 'cli/bin.mjs');

/**
 * Copies the folder `from` to `to` (which must not exist yet; its parents are made), as a
 * deploy would copy a built site or a checkout its content. The system's `cp -R` rather than
 * Node's `fs.cp`: for the 43,000 files of a built site `fs.cp` takes about 21 s on 2 cores,
 * `cp -R` about 2 s.
 * @throws Error with `cp`'s stderr when the copy fails.
 */
export async function copyFolder(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  await promisify(execFile)('cp', ['-R', from, to]);
}

/**
 * `docs build --out <out> [--content <content>]`.
 * @throws Error with the CLI's stderr when the build fails.
 */
export async function buildDocs(out: string, content = path.join(ROOT, 'content'), env: NodeJS.ProcessEnv = {}): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [BIN, 'build', '--out', out, '--content', content], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  });
  return stdout;
}

/** A running `docs serve`. */
export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `docs serve --port 0` (plus `extraArgs`) and resolves with its URL once it listens.
 * @throws Error with the process output when it exits or prints no URL within `timeoutMs`.
 */
export function serveDocs(out: string, extraArgs: string[] = [], timeoutMs = 120_000): Promise<RunningServer> {
  const child = spawn(process.execPath, [BIN, 'serve', '--out', out, '--port', '0', ...extraArgs], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`docs serve did not start:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /serving .* at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        url: match[1],
        process: child,
        output: () => output,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`docs serve exited with ${code}:\n${output}`));
    });
  });
}
