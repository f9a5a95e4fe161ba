/**
 * Browser-test setup: builds the real site once and serves it on 127.0.0.1; test files read
 * the URL with `inject('baseUrl')`.
 *
 * The build runs in the background: Vitest runs the unit project's files first, on the same two
 * cores, while the site builds (on a fresh clone the two also share the demos' cached assets,
 * each computing what the other has not reached yet). The port is reserved up front, so the
 * URL can be provided at once; `site-ready.ts`, the browser project's setup file, holds every
 * browser test file until the site is served, and fails it with the build's error if it failed.
 */
import { rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFakeAdNetwork } from '../../cli/stand-ins/ad-network';
import { buildDocs, ROOT, type RunningServer, serveDocs, SITE_READY_FILE } from '../support/docs-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    siteDir: string;
    /** Base URL of the fake ad network the test site is built against. */
    adNetworkUrl: string;
  }
}

/** A port free on 127.0.0.1 now (the OS picks it; nothing else binds it on a test machine before `docs serve` does). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export default async function setup(project: TestProject) {
  const siteDir = path.join(ROOT, '.cache/test-site');
  await rm(SITE_READY_FILE, { force: true });
  const [adNetwork, port] = await Promise.all([startFakeAdNetwork(), freePort()]);
  const feedbackDb = path.join(ROOT, '.cache/test-feedback.sqlite');
  // The service worker registers only on the docs host; tests map docs.test to 127.0.0.1.
  const served: Promise<RunningServer | undefined> = buildDocs(siteDir, undefined, { DOCS_HOST: 'docs.test', ...adNetwork.env })
    .then(() => Promise.all(['', '-wal', '-shm'].map((suffix) => rm(`${feedbackDb}${suffix}`, { force: true }))))
    .then(() => serveDocs(siteDir, ['--feedback-db', feedbackDb, '--port', String(port)]))
    .then(async (server) => {
      await writeFile(SITE_READY_FILE, JSON.stringify({ url: server.url }));
      return server;
    })
    .catch(async (error: Error) => {
      await writeFile(SITE_READY_FILE, JSON.stringify({ error: error.message }));
      return undefined;
    });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('siteDir', siteDir);
  project.provide('adNetworkUrl', adNetwork.url);
  return async () => {
    await Promise.all([served.then((server) => server?.stop()), adNetwork.close()]);
    await rm(SITE_READY_FILE, { force: true });
  };
}
