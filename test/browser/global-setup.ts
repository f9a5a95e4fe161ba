/**
 * Browser-test setup: builds the real site once and serves it on 127.0.0.1; test files read
 * the URL with `inject('baseUrl')`.
 */
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildDocs, ROOT, serveDocs } from '../support/docs-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    siteDir: string;
  }
}

export default async function setup(project: TestProject) {
  const siteDir = path.join(ROOT, '.cache/test-site');
  // The service worker registers only on the docs host; tests map docs.test to 127.0.0.1.
  await buildDocs(siteDir, undefined, { DOCS_HOST: 'docs.test' });
  const server = await serveDocs(siteDir);
  project.provide('baseUrl', server.url);
  project.provide('siteDir', siteDir);
  return () => server.stop();
}
