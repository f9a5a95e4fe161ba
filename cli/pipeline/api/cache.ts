/**
 * API data cached in the `api` store by the installed packages' versions and the extractor's
 * code (its module graph): a rebuild with unchanged packages and an unchanged extractor reads
 * the JSON instead of extracting again.
 */
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashKey, jsonStore } from '../cache/cache';
import { codeKey } from '../cache/code-key';
import { runWorker } from '../exit-with-parent';
import type { ExtractedRecord, ExtractionReport } from './extract';
import { installedVersion } from '../versions';
import type { ApiPackage } from './packages';
import type { GridReference } from '../../../runtime/api/grid-types';

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'worker.ts');

/** Extracted API data and how it was obtained. */
export interface ApiData {
  records: ExtractedRecord[];
  report: ExtractionReport;
  /** The Data Grid's interfaces, method groups, selectors and events, when its packages are documented. */
  grid?: GridReference;
  /** Extraction time when it ran, ms (from the cache: the time of the run that filled it). */
  durationMs: number;
  /** True when read from the cache. */
  cached: boolean;
  /** Peak resident memory of the extraction's process, bytes (0 when read from the cache). */
  peakBytes: number;
}

type StoredApiData = Omit<ApiData, 'cached' | 'peakBytes'>;

async function cacheKey(root: string, packages: readonly ApiPackage[]): Promise<string> {
  const versions = await Promise.all([...packages.map((pkg) => pkg.name), 'typescript'].map(async (name) => `${name}@${await installedVersion(root, name)}`));
  return hashKey([await codeKey(root, [WORKER]), ...versions, packages.map((pkg) => pkg.productId).join('+')]);
}

/**
 * The API data of `packages`, from the cache or by running the extractor in a child process.
 * @throws Error with the extractor's message (package, export, reason) when extraction fails.
 */
export async function loadApiData(root: string, packages: readonly ApiPackage[]): Promise<ApiData> {
  if (!packages.length) return { records: [], report: { badDefaults: [], undocumentedClasses: [], skipped: [] }, durationMs: 0, cached: true, peakBytes: 0 };
  const store = jsonStore<StoredApiData>(root, 'api');
  const key = await cacheKey(root, packages);
  const cached = await store.read(key);
  if (cached) return { ...cached, cached: true, peakBytes: 0 };
  const partial = `${store.file(key)}.${process.pid}.extract`;
  await mkdir(path.dirname(partial), { recursive: true });
  // The packages attach their runtime propTypes only outside production, and extraction reads them.
  const stdout = await runWorker(root, WORKER, [root, partial, ...packages.map((pkg) => pkg.name)], {
    nodeEnv: 'development',
    maxBuffer: 16 * 1024 * 1024,
    label: 'API',
    failure: 'API extraction failed',
  }).catch(async (error: Error) => {
    await rm(partial, { force: true });
    throw error;
  });
  const data = JSON.parse(await readFile(partial, 'utf8')) as StoredApiData;
  await rm(partial, { force: true });
  await store.write(key, data);
  const peak = /^peak-rss-bytes (\d+)$/m.exec(stdout);
  return { ...data, cached: false, peakBytes: peak ? Number(peak[1]) : 0 };
}
