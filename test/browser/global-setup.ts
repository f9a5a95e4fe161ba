/**
 * Browser-test setup: builds the real site once and serves it on 127.0.0.1; test files read
 * the URL with `inject('baseUrl')`.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFakeAdNetwork } from '../../cli/stand-ins/ad-network';
import { buildDocs, ROOT, serveDocs } from '../support/docs-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    siteDir: string;
    /** Base URL of the fake ad network the test site is built against. */
    adNetworkUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const siteDir = path.join(ROOT, '.cache/test-site');
  const adNetwork = await startFakeAdNetwork();
  // The service worker registers only on the docs host; tests map docs.test to 127.0.0.1.
  const output = await buildDocs(siteDir, undefined, { DOCS_HOST: 'docs.test', ...adNetwork.env });
  // The build's summary line (time, cache hits, peak memory): every browser test waits for it.
  const summary = /^docs: built .*$/m.exec(output)?.[0];
  if (summary) process.stdout.write(`test site: ${summary.replace(/^docs: /, '')}\n`);
  const feedbackDb = path.join(ROOT, '.cache/test-feedback.sqlite');
  await Promise.all(['', '-wal', '-shm'].map((suffix) => rm(`${feedbackDb}${suffix}`, { force: true })));
  const server = await serveDocs(siteDir, ['--feedback-db', feedbackDb]);
  project.provide('baseUrl', server.url);
  project.provide('siteDir', siteDir);
  project.provide('adNetworkUrl', adNetwork.url);
  return async () => {
    await Promise.all([server.stop(), adNetwork.close()]);
  };
}
