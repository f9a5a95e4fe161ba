/**
 * `npm run bench:first-view [-- [--out DIR] <route> …]`: the gzipped JavaScript each page of the
 * last build in `out/` (or DIR) loads on first view in Chromium on a phone viewport (390 × 844), measured as the
 * page-weight test and `check:page` measure it (`firstViewJs`: every script fetched until the
 * network is idle), beside its budget from `budgets.json`. Without routes, every guide page of
 * the sitemap. Figures only; the page-weight test enforces the budgets.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { startServer } from '../cli/serve/server';
import { sitemapPathnames } from '../cli/pipeline/sitemap';
import { budgetBytes, firstViewJs, isWritten, launchChromium, ROOT, routeType } from '../test/support';

const args = process.argv.slice(2);
const outArg = args.indexOf('--out');
const out = outArg === -1 ? path.join(ROOT, 'out') : path.resolve(args[outArg + 1]);
const named = args.filter((_, index) => outArg === -1 || (index !== outArg && index !== outArg + 1));
const routes = named.length ? named : sitemapPathnames(await readFile(path.join(out, 'sitemap.xml'), 'utf8')).filter(isWritten);
const server = await startServer({ dir: out, port: 0 });
const browser = await launchChromium();
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const rows: Array<{ route: string; bytes: number; budget: number }> = [];
  for (const route of routes) {
    const { bytes, demos } = await firstViewJs(page, `${server.url}${route}`);
    rows.push({ route, bytes, budget: budgetBytes(route, routeType(route, demos)) });
  }
  rows.sort((a, b) => b.bytes - a.bytes);
  console.log('first-view JS on a phone, KB gzipped (budget)');
  for (const row of rows) console.log(`${kb(row.bytes)} (${kb(row.budget)})${row.bytes > row.budget ? ' OVER' : '     '}  ${row.route}`);
  console.log(
    `${rows.length} pages; ${rows.filter((row) => row.bytes > row.budget).length} over budget; heaviest ${rows[0]?.route} at ${kb(rows[0]?.bytes ?? 0).trim()} KB`,
  );
} finally {
  await browser.close();
  await server.close();
}
