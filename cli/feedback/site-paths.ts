/**
 * The site paths feedback may name: the pathnames of the built site's `sitemap.xml`, read
 * again whenever the file changes (a watch rebuild adds pages).
 */
import { readFileSync, statSync } from 'node:fs';
import { sitemapPathnames } from '../pipeline/sitemap';

/**
 * A reader of the page set listed by the sitemap `file` (the built site's `sitemap.xml`).
 * @returns a function giving the current set; empty when the file does not exist yet.
 */
export function sitePaths(file: string): () => ReadonlySet<string> {
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
