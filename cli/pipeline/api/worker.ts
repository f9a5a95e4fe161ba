/**
 * Child-process entry of API extraction: `node --import tsx worker.ts <root> <outFile>`.
 * Runs apart from the build so the TypeScript program's memory is freed when it ends.
 */
import { writeFile } from 'node:fs/promises';
import { exitWithParent } from '../exit-with-parent';
import { extractApi } from './extract';
import { API_PACKAGES } from './packages';

exitWithParent();
const [root, outFile, ...names] = process.argv.slice(2);
const packages = API_PACKAGES.filter((pkg) => names.includes(pkg.name));
const started = performance.now();
const result = await extractApi(root, packages);
await writeFile(outFile, JSON.stringify({ ...result, durationMs: performance.now() - started }));
// Read by the build for its peak-memory figure (`cache.ts`).
console.log(`peak-rss-bytes ${process.resourceUsage().maxRSS * 1024}`);
