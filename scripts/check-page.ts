/**
 * `npm run check:page -- [--static] <route> [<route> …]`: every gate a page must pass before it
 * joins its page tree, for the pages an author is writing, in well under a minute a page
 * (`--static`: gates 1 and 2 only, no build and no browser):
 *
 * 1. its demos and sibling modules type-check against the pinned packages (tsconfig.content.json),
 *    and so do its code blocks marked `check` (scripts/typecheck/checked-code.ts);
 * 2. its prose and demos are our own (`../shared/originality/check.mjs` on its folder);
 * 3. it builds alone (`docs build --only`), against the fake ad network;
 * 4. html-validate finds nothing, and every internal link and anchor resolves (against the
 *    pages of the page trees, the routes being checked, and the last full build in `out/`
 *    for API pages, redirects and other pages' anchors);
 * 5. in Chromium, the JavaScript of the first view on a phone stays within the page's budget
 *    (budgets.json; built alone, a page's chunks are coarser than in the full build, so this is
 *    close to, not equal to, the full build's figure), every demo hydrates without a console
 *    error, and axe (WCAG 2.2 A/AA) finds no violation in light mode with the demos live, in
 *    dark mode, and on a phone viewport.
 *
 * Gates 1 and 2 run first, under a lock of their own; a page that fails them is not built. Gates 3
 * to 5 run one route at a time on this machine (a lock in the temp folder), so authors working in parallel
 * never run two builds and two Chromiums at once, and take turns route by route. Exits 1 when any gate fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { buildSite } from '../cli/pipeline/build';
import { readConfig } from '../cli/config';
import { ROOT } from '../cli/options';
import { loadSite } from '../cli/pipeline/model/site';
import { deprecatedUses } from './typecheck/deprecated-apis';
import { checkedBlocks, typeCheckBlocks } from './typecheck/checked-code';
import { typeGroups } from './typecheck/type-groups';
import { sitemapPathnames } from '../cli/pipeline/sitemap';
import { startServer } from '../cli/serve/server';
import { startFakeAdNetwork } from '../cli/stand-ins/ad-network';
import { pathnameToRoute } from '../runtime/page-tree/routes';
import { auditAxe, budgetBytes, checkLinks, firstViewJs, htmlIds, isUnlicensedNotice, launchChromium, routeType, validateHtml } from '../test/support';

const CONTENT = path.join(ROOT, 'content');
const FULL_BUILD = path.join(ROOT, 'out');
const LOCK = path.join(os.tmpdir(), 'docs-check-page.lock');
/** Lock of the type and originality checks: one at a time beside one build, so two cores suffice however many authors check at once. */
const STATIC_LOCK = `${LOCK}.static`;

/** How often a lock's holder touches it (ms). */
const HEARTBEAT_MS = 30_000;

/** Age after which a lock is taken to be left behind by a check that died (ms). */
const STALE_LOCK_MS = 5 * 60_000;

/**
 * Holds the machine-wide lock `lock` (an atomic `mkdir`) while `run` runs; waits for another
 * check to finish first. Process ids are no proof of life here (authors may run in other process
 * namespaces sharing the temp folder), so the holder touches the lock every 30 s and a lock
 * untouched for five minutes counts as left behind and is taken over.
 */
async function withLock<T>(lock: string, run: () => Promise<T>): Promise<T> {
  for (let announced = false; ; ) {
    try {
      await mkdir(lock);
      break;
    } catch {
      const age = Date.now() - ((await stat(lock).catch(() => undefined))?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) {
        await rm(lock, { recursive: true, force: true });
        continue;
      }
      if (!announced) console.log('check: waiting for another page check to finish…');
      announced = true;
      await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1000));
    }
  }
  const heartbeat = setInterval(() => void utimes(lock, new Date(), new Date()).catch(() => {}), HEARTBEAT_MS);
  try {
    return await run();
  } finally {
    clearInterval(heartbeat);
    await rm(lock, { recursive: true, force: true });
  }
}

/** Type-checks the `.ts`/`.tsx` files of a page folder with the content project's options. */
function typeCheck(folder: string, files: string[]): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.content.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) return ['tsconfig.content.json could not be read'];
  const groups = typeGroups(files, (file) => readFileSync(file, 'utf8'));
  return [...groups.values()]
    .flatMap((group) => {
      const program = ts.createProgram(group, { ...config.options, noEmit: true });
      return [...ts.getPreEmitDiagnostics(program), ...deprecatedUses(program, CONTENT)];
    })
    .filter((diagnostic) => !diagnostic.file || diagnostic.file.fileName.startsWith(folder))
    .map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      if (!diagnostic.file || diagnostic.start === undefined) return message;
      const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      return `${path.relative(ROOT, diagnostic.file.fileName)}:${line + 1}:${character + 1} ${message}`;
    });
}

/** Files over the originality limits in a page folder (the check's own lines). */
function originality(folder: string): string[] {
  const checker = path.join(ROOT, '../shared/originality/check.mjs');
  if (!existsSync(checker)) return [];
  const result = spawnSync(process.execPath, [checker, folder], { encoding: 'utf8' });
  return result.status === 0 ? [] : result.stdout.split('\n').filter((line) => line.includes('repeat mui.com:'));
}

/** Routes of the last full build (its sitemap), or none when there is no build in `out/`. */
async function fullBuildRoutes(): Promise<Set<string>> {
  const xml = await readFile(path.join(FULL_BUILD, 'sitemap.xml'), 'utf8').catch(() => '');
  return new Set(sitemapPathnames(xml));
}

/** Page routes a link may point at: the page trees' pages, the routes checked now, and the last full build's routes. */
async function knownRoutes(checked: string[]): Promise<Set<string>> {
  const site = await loadSite(CONTENT);
  return new Set([...site.pages.map((page) => page.route), ...checked, ...(await fullBuildRoutes())]);
}

/** Gates that need neither a build nor a browser (types, checked code, originality): run outside the lock. */
async function staticChecks(route: string): Promise<string[]> {
  const folder = path.join(CONTENT, route);
  const problems: string[] = [];
  const sources = (await readdir(folder)).filter((name) => /\.tsx?$/.test(name)).map((name) => path.join(folder, name));
  problems.push(...typeCheck(folder, sources).map((line) => `types: ${line}`));
  const indexFile = path.join(folder, 'index.md');
  try {
    const blocks = checkedBlocks(await readFile(indexFile, 'utf8'), path.relative(ROOT, indexFile));
    problems.push(...(await typeCheckBlocks(ROOT, blocks)).map((line) => `checked code: ${line}`));
  } catch (error) {
    problems.push(`checked code: ${(error as Error).message}`);
  }
  problems.push(...originality(folder).map((line) => `originality: ${line}`));
  return problems;
}

/** Gates on the page built alone: HTML, links, and the browser's (weight, hydration, axe). */
async function builtChecks(route: string, known: Set<string>, adEnv: Record<string, string>): Promise<string[]> {
  const problems: string[] = [];
  const out = await mkdtemp(path.join(os.tmpdir(), 'docs-check-'));
  try {
    await buildSite({ root: ROOT, outDir: out, contentDir: CONTENT, config: readConfig({ ...process.env, ...adEnv }), only: route });
    const html = await readFile(path.join(out, route, 'index.html'), 'utf8');
    const file = `${route}index.html`;
    const pages = new Map([[file, html]]);
    const { errors, inDemos } = await validateHtml(pages);
    problems.push(...errors.map((line) => `html: ${line}`), ...inDemos.map((line) => `html (demo markup): ${line}`));
    const ids = new Map<string, Set<string> | null>();
    const idsOf = (pathname: string) => {
      const page = pathname.replace(/index\.html$/, '');
      if (page === route) return htmlIds(html);
      // A document the build wrote beside the page (a template's full-screen preview) is a page of its own.
      const beside = path.join(out, page, 'index.html');
      if (existsSync(beside)) return htmlIds(readFileSync(beside, 'utf8'));
      const built = path.join(FULL_BUILD, page, 'index.html');
      if (!known.has(page) && !existsSync(built)) return undefined;
      if (!ids.has(page)) ids.set(page, existsSync(built) ? htmlIds(readFileSync(built, 'utf8')) : null);
      return ids.get(page)!;
    };
    const hasAsset = (pathname: string) =>
      stat(path.join(out, pathname)).then(
        () => true,
        () => existsSync(path.join(FULL_BUILD, pathname)),
      );
    const { broken } = await checkLinks(pages, { idsOf, hasAsset });
    problems.push(...broken.map((line) => `link: ${line}`));
    problems.push(...(await browserGates(out, route).catch((error: Error) => [`browser: ${error.message.split('\n')[0]}`])));
  } catch (error) {
    problems.push(`build: ${(error as Error).message}`);
  } finally {
    await rm(out, { recursive: true, force: true });
  }
  return problems;
}

/** First-view weight on a phone, then demo hydration and console errors, and axe in light (demos live), dark and phone layouts. */
async function browserGates(out: string, route: string): Promise<string[]> {
  const server = await startServer({ dir: out, port: 0 });
  const browser = await launchChromium();
  const problems: string[] = [];
  try {
    const runs = [
      { name: 'light, demos live', options: { colorScheme: 'light' as const }, hydrate: true },
      { name: 'dark', options: { colorScheme: 'dark' as const }, hydrate: false },
      { name: 'phone', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, hydrate: false },
    ];
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const { bytes, demos } = await firstViewJs(await phone.newPage(), `${server.url}${route}`);
    const budget = budgetBytes(route, routeType(route, demos));
    if (bytes > budget)
      problems.push(`weight: first view loads ${(bytes / 1024).toFixed(1)} KB of gzipped JS on a phone, over the ${budget / 1024} KB budget (budgets.json)`);
    await phone.close();
    // A template renders in an iframe axe does not enter: its full-screen preview is audited as a page too.
    const audited = [route, ...(existsSync(path.join(out, route, 'preview/index.html')) ? [`${route}preview/`] : [])];
    for (const run of runs) {
      const context = await browser.newContext(run.options);
      const errors: string[] = [];
      context.on('page', (page) => {
        page.on('pageerror', (error) => errors.push(String(error)));
        page.on('console', (message) => message.type() === 'error' && !isUnlicensedNotice(message.text()) && errors.push(message.text()));
      });
      try {
        const violations = await auditAxe(context, server.url, audited, { hydrate: run.hydrate });
        problems.push(...violations.map((line) => `axe (${run.name}): ${line}`));
      } catch (error) {
        problems.push(`browser (${run.name}): ${(error as Error).message.split('\n')[0]}`);
      }
      problems.push(...errors.map((line) => `console (${run.name}): ${line}`));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return problems;
}

async function main(argv: string[]): Promise<number> {
  // `--static`: types, checked code and originality only (no build, no browser), for a quick pass while writing.
  const staticOnly = argv.includes('--static');
  const args = argv.filter((arg) => arg !== '--static');
  if (!args.length) {
    console.log('usage: npm run check:page -- [--static] /material-ui/react-slider/ [/other/route/ …]');
    return 2;
  }
  const routes = args.map((arg) => pathnameToRoute(arg.startsWith('/') ? arg : `/${arg}`));
  for (const route of routes) if (!existsSync(path.join(CONTENT, route, 'index.md'))) throw new Error(`no page at content${route}index.md`);
  if (!existsSync(path.join(FULL_BUILD, 'sitemap.xml')))
    console.log('check: no full build in out/ (npm run build): links to API pages are reported as missing');
  const adNetwork = await startFakeAdNetwork();
  let failed = 0;
  try {
    for (const route of routes) {
      const started = performance.now();
      // Types and originality first, without the lock: a page that fails them is not built.
      const early = await withLock(STATIC_LOCK, () => staticChecks(route));
      // One route at a time holds the lock for its build and browser, so authors take turns.
      const problems = early.length
        ? [...early, 'build and browser gates: skipped until the problems above are fixed']
        : staticOnly
          ? []
          : await withLock(LOCK, async () => builtChecks(route, await knownRoutes(routes), adNetwork.env));
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (problems.length) failed += 1;
      console.log(
        problems.length
          ? `✗ ${route} (${problems.length} problems, ${seconds} s)\n${problems.map((line) => `  ${line}`).join('\n')}`
          : `✓ ${route} passes ${staticOnly ? 'the static gates (types, checked code, originality)' : 'every gate'} (${seconds} s)`,
      );
    }
  } finally {
    await adNetwork.close();
  }
  console.log(`check: ${routes.length - failed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(`check: ${(error as Error).message}`);
    process.exit(1);
  },
);
