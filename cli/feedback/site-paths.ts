/**
 * The site paths feedback may name: the pathnames of the built site's `sitemap.xml`, read
 * again whenever the file changes (a watch rebuild adds pages).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sitemapPathnames } from '../pipeline/sitemap';

/**
 * A reader of the page set of the site built in `outDir`.
 * @returns a function giving the current set; empty when no sitemap exists yet.
 */
export function sitePaths(outDir: string): () => ReadonlySet<string> {
  const file = path.join(outDir, 'sitemap.xml');
  let cached: { mtimeMs: number; paths: ReadonlySet<string> } | undefined;
  return () => {
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return new Set();
    if (cached?.mtimeMs !== mtimeMs) {
      const xml = readFileSync(file, 'utf8');
      cached = { mtimeMs, paths: new Set(sitemapPathnames(xml)) };
    }
    return cached.paths;
  };
}
