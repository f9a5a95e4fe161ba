/**
 * The generator's output, held still: a refactor of the pipeline must write the same page.
 * The blog post is the page least touched by content growth (no page tree, no demos), so its
 * HTML changes only when the shell or the pipeline does; hashed asset names and the test
 * server's ports are masked. After an intended change, `npx vitest run -u` rewrites the file.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const siteDir = inject('siteDir');

/** The page with hashes and local ports masked. */
function normalise(html: string): string {
  return html.replace(/-[A-Za-z0-9_-]{8,10}\.(js|css|json)/g, '-HASH.$1').replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:PORT');
}

describe('generator output', () => {
  it('writes the blog post exactly as before, modulo hashes', async () => {
    const html = await readFile(path.join(siteDir, 'blog/docs-that-ship-less-javascript/index.html'), 'utf8');
    await expect(normalise(html)).toMatchFileSnapshot('./__snapshots__/blog-post.html');
  });
});
