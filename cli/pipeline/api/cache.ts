/**
 * API data cached by the installed packages' versions: a rebuild with
 * unchanged packages and an unchanged extractor reads the JSON instead of extracting again.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { ExtractedRecord, ExtractionReport } from './extract';
import { installedVersion } from '../versions';
import type { ApiPackage } from './packages';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Extracted API data and how it was obtained. */
export interface ApiData {
  records: ExtractedRecord[];
  report: ExtractionReport;
  /** Extraction time when it ran, ms (from the cache: the time of the run that filled it). */
  durationMs: number;
  /** True when read from the cache. */
  cached: boolean;
}

async function cacheKey(root: string, packages: readonly ApiPackage[]): Promise<string> {
  const versions = await Promise.all(
    [...packages.map((pkg) => pkg.name), 'typescript'].map(async (name) => `${name}@${await installedVersion(root, name)}`),
  );
  const sources = await Promise.all((await readdir(HERE)).sort().map((file) => readFile(path.join(HERE, file), 'utf8')));
  return createHash('sha256').update(JSON.stringify([versions, sources])).digest('hex').slice(0, 16);
}

/**
 * The API data of `packages`, from the cache or by running the extractor in a child process.
 * @throws Error with the extractor's message (package, export, reason) when extraction fails.
 */
export async function loadApiData(root: string, packages: readonly ApiPackage[]): Promise<ApiData> {
  if (!packages.length) return { records: [], report: { badDefaults: [], undocumentedClasses: [], skipped: [] }, durationMs: 0, cached: true };
  const dir = path.join(root, '.cache/api');
  const file = path.join(dir, `${await cacheKey(root, packages)}-${packages.map((pkg) => pkg.productId).join('+')}.json`);
  const cached = await readFile(file, 'utf8').catch(() => undefined);
  if (cached) return { ...(JSON.parse(cached) as Omit<ApiData, 'cached'>), cached: true };
  await mkdir(dir, { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  try {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(HERE, 'worker.ts'), root, partial, ...packages.map((pkg) => pkg.name)], {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
      // The packages attach their runtime propTypes only outside production, and extraction
      // reads them; fixed here so the cached records never depend on the caller's NODE_ENV.
      env: { ...process.env, NODE_ENV: 'development' },
    });
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? '');
    // The thrown message, not the source line Node prints above it.
    throw new Error(/^\w*Error: (API: .*)$/m.exec(stderr)?.[1] ?? `API extraction failed:\n${stderr || (error as Error).message}`);
  }
  await rename(partial, file);
  return { ...(JSON.parse(await readFile(file, 'utf8')) as Omit<ApiData, 'cached'>), cached: false };
}
