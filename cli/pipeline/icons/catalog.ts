/**
 * The Material Icons catalogue of the installed `@mui/icons-material`: every icon's base name and
 * its paths in each theme it has, extracted in a child process (`worker.ts`) and cached in
 * the `icons` store by the package's version and the extractor's code, then written as the icon search's assets: one index
 * of names and themes, and the paths in chunks per theme that the page fetches as the reader
 * scrolls or searches.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installedVersion } from '../versions';
import { hashKey, jsonStore } from '../cache/cache';
import { codeKey } from '../cache/code-key';
import { runWorker } from '../exit-with-parent';
import { ICON_THEMES } from '../../../runtime/icons/themes';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** One icon: its base name (`AccessAlarm`) and the inside of its `<svg>` per theme id. */
export interface CatalogIcon {
  name: string;
  svgs: Partial<Record<string, string>>;
}

/** Icons per chunk file: about 20 KB gzipped a chunk. */
export const ICON_CHUNK_SIZE = 200;

/** What the icon search's page needs: the index URL and the first icons to render on the server. */
export interface IconAssets {
  /** Public URL of the index (`{ version, chunkSize, names, themes, chunks }`). */
  indexUrl: string;
  /** Icons shown before the index loads: the first of the list, with their filled paths. */
  first: Array<{ name: string; svg: string }>;
  /** Number of icons. */
  count: number;
}

/**
 * The catalogue, from the cache or extracted.
 * @throws Error with the worker's message when an icon does not render.
 */
export async function loadIconCatalog(root: string): Promise<CatalogIcon[]> {
  const worker = path.join(HERE, 'worker.ts');
  const key = hashKey([await codeKey(root, [worker]), await installedVersion(root, '@mui/icons-material')]);
  return jsonStore<CatalogIcon[]>(root, 'icons').get(key, async () => {
    const stdout = await runWorker(root, worker, [root], {
      nodeEnv: 'production',
      maxBuffer: 256 * 1024 * 1024,
      label: 'icons',
      failure: 'icon extraction failed',
    });
    return JSON.parse(stdout) as CatalogIcon[];
  });
}

/** Writes `content` under `assets/icons/` with its hash in the name; returns its public URL. */
async function writeAsset(outDir: string, name: string, content: string): Promise<string> {
  const url = `/assets/icons/${name}-${createHash('sha256').update(content).digest('hex').slice(0, 10)}.json`;
  await writeFile(path.join(outDir, url), content);
  return url;
}

/**
 * Writes the icon search's assets into `<outDir>/assets/icons/`: for each theme, chunks of
 * {@link ICON_CHUNK_SIZE} icons (name → paths; an icon the theme lacks is left out), and the
 * index: the package version, the chunk size, the names in order, for each name the bitmask of
 * its themes (bit i = `ICON_THEMES[i]`), and the chunk URLs per theme.
 */
export async function writeIconAssets(outDir: string, catalog: readonly CatalogIcon[], version: string): Promise<IconAssets> {
  await mkdir(path.join(outDir, 'assets/icons'), { recursive: true });
  const chunks: Record<string, string[]> = {};
  for (const theme of ICON_THEMES) {
    chunks[theme.id] = [];
    for (let start = 0; start < catalog.length; start += ICON_CHUNK_SIZE) {
      const slice = catalog.slice(start, start + ICON_CHUNK_SIZE).filter((icon) => icon.svgs[theme.id]);
      chunks[theme.id].push(
        await writeAsset(
          outDir,
          `${theme.id}-${start / ICON_CHUNK_SIZE}`,
          JSON.stringify(Object.fromEntries(slice.map((icon) => [icon.name, icon.svgs[theme.id]]))),
        ),
      );
    }
  }
  const themes = catalog.map((icon) => ICON_THEMES.reduce((mask, theme, index) => (icon.svgs[theme.id] ? mask | (1 << index) : mask), 0));
  const index = JSON.stringify({ version, chunkSize: ICON_CHUNK_SIZE, names: catalog.map((icon) => icon.name), themes, chunks });
  return {
    indexUrl: await writeAsset(outDir, 'index', index),
    first: catalog.slice(0, FIRST_ICONS).map((icon) => ({ name: icon.name, svg: icon.svgs.filled ?? '' })),
    count: catalog.length,
  };
}

/** Icons rendered on the server, before the reader uses the search: a phone's first screens. */
export const FIRST_ICONS = 36;
