/**
 * The browser project's setup file: holds a test file until the global setup has built and
 * served the site (it writes {@link SITE_READY_FILE}), polling every 500 ms.
 * @throws Error with the build's or server's own message when either failed, so every browser
 * test file reports why there is no site to test.
 */
import { readFile } from 'node:fs/promises';
import { SITE_READY_FILE } from '../support/docs-server';

async function siteReady(): Promise<void> {
  for (;;) {
    const text = await readFile(SITE_READY_FILE, 'utf8').catch(() => undefined);
    if (text) {
      const state = JSON.parse(text) as { url?: string; error?: string };
      if (state.error) throw new Error(`the test site was not built and served:\n${state.error}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

await siteReady();
