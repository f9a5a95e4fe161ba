/**
 * `/sw.js`, generated with Workbox: the shell (boot, stylesheet, fonts and the offline page)
 * precached; hashed assets, the search indexes among them, cached as they are fetched and
 * then served cache-first (a new deploy has new names, so a
 * reader never runs stale code); pages network-first with the cached copy as fallback, and the
 * offline page for one never visited.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The manifest alone, from its own module: Workbox's index loads Babel and Rollup (most of a second)
// for `generateSW`, which is imported only when the cached worker does not fit.
import { getManifest } from 'workbox-build/build/get-manifest';
import { hashKey, jsonStore } from './cache/cache';

/** Path of the page shown offline for pages never visited. */
export const OFFLINE_ROUTE = '/offline.html';

/**
 * Writes `sw.js` into `outDir`.
 * @returns the precache size in bytes and the number of precached files.
 * @throws the Workbox error when the configuration or files are invalid.
 */
export async function writeServiceWorker(root: string, outDir: string): Promise<{ bytes: number; files: number }> {
  const files = {
    globDirectory: outDir,
    globPatterns: ['assets/boot-*.js', 'assets/shell-*.css', 'fonts/*.woff2', 'favicon.svg', OFFLINE_ROUTE.slice(1)],
    // Hashed names change with their content: no cache-busting query needed.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
  };
  // Generating bundles Workbox's runtime (seconds); the worker only changes with its precache
  // manifest and this module, so an unchanged one comes from the `service-worker` store.
  const manifest = await getManifest(files);
  const store = jsonStore<string>(root, 'service-worker');
  const key = hashKey([JSON.stringify(manifest.manifestEntries), await readFile(fileURLToPath(import.meta.url))]);
  const cached = await store.read(key);
  if (cached !== undefined) {
    await writeFile(path.join(outDir, 'sw.js'), cached);
    return { bytes: manifest.size, files: manifest.count };
  }
  const { generateSW } = await import('workbox-build/build/generate-sw');
  const { size, count, warnings } = await generateSW({
    ...files,
    swDest: path.join(outDir, 'sw.js'),
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    runtimeCaching: [
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/assets/') || url.pathname.startsWith('/fonts/'),
        handler: 'CacheFirst',
        options: { cacheName: 'assets', expiration: { maxEntries: 400 } },
      },
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: { cacheName: 'pages', networkTimeoutSeconds: 4, expiration: { maxEntries: 200 }, precacheFallback: { fallbackURL: OFFLINE_ROUTE } },
      },
      {
        urlPattern: ({ url }) => url.pathname.endsWith('/index.md') || url.pathname.endsWith('/api.json'),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'documents', expiration: { maxEntries: 200 } },
      },
    ],
  });
  if (warnings.length) throw new Error(`service worker: ${warnings.join('; ')}`);
  await store.write(key, await readFile(path.join(outDir, 'sw.js'), 'utf8'));
  return { bytes: size, files: count };
}
