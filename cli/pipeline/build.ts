/**
 * `docs build`: loads the content, bundles the client and the demos, renders every page and
 * writes the static site.
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build as esbuild } from './bundle/esbuild-service';
import { DEFAULT_LANGUAGE, languagesFor, LANGUAGES, localizedPath } from '../../runtime/i18n/languages';
import type { TitleCatalogue } from '../../runtime/i18n/titles';
import { shellStylesheet } from '../../runtime/theme/emotion.build';
import { FONT_WEIGHTS, fontUrl } from '../../runtime/theme/global.styles';
import type { RouteSize } from '../../templates/shell/pages/SizeSnapshot';
import type { DocsConfig } from '../config';
import { type ApiData, loadApiData } from './api/cache';
import { API_PACKAGES } from './api/packages';
import { withApiPages } from './api/site-pages';
import { bundleClient, ESBUILD_COMMON } from './bundle/client';
import { renderDemoSet } from './bundle/ssr';
import { demoBuilds } from './demos/demo-builds';
import { playgroundsByRoute, preparePlaygrounds } from './demos/playgrounds';
import { prepareDemos } from './demos/assets';
import { loadSite, type Site, type SitePage } from './model/site';
import { PAGE_KINDS } from './model/page-kinds';
import { mapLimit } from './concurrency';
import { type OutputFile, sharedFileWriter, writeOutputFiles } from './output-files';
import { cacheCounts, cacheDir } from './cache/cache';
import { closePool } from './pool/pool';
import { type BuildProgress, type PhaseHandle, SILENT_PROGRESS } from './progress';
import { demoHostFor, LICENSED_HOST } from '../../runtime/islands/registry';
import { routeHtmlFile } from '../../runtime/page-tree/routes';
import { productLlmsPath, productLlmsTxt, siteLlmsTxt } from './markdown/llms';
import { apiMarkdown, generatedMarkdown, gridInterfaceMarkdown, proseMarkdown } from './markdown/page-markdown';
import { buildSearchIndex } from './search/index';
import { titleCatalogue } from './model/titles';
import { renderPage, type RenderContext, templateDocuments } from './render/page';
import { demoApiPages } from './render/api-links';
import { loadTemplate } from './render/template';
import { evaluateStyleModules } from './render/shell-styles';
import { robotsTxt } from './render/head';
import { aliasRedirects, redirectHtml, sectionRedirects } from './redirects';
import { writeServiceWorker } from './service-worker';
import { publish } from './publish';
import { hostFilesWriter } from './headers/write';
import { sitemapRoutes, sitemapXml } from './sitemap';
import { installedVersion, readInstalledVersions } from './versions';
import { loadIconCatalog, writeIconAssets } from './icons/catalog';
import { PRODUCTS, type ProductId } from '../../runtime/products/products';

/** Inputs of a build. */
export interface BuildOptions {
  /** Project root (holds `runtime/`, `templates/`, `public/`, `node_modules/`). */
  root: string;
  contentDir: string;
  outDir: string;
  config: DocsConfig;
  /** Languages to build; the site's list by default. */
  languages?: readonly string[];
  /**
   * Build one page (its route, e.g. `/material-ui/react-slider/`) with its demos into `outDir`,
   * for authors: the same validation and errors as the full build, without the other pages,
   * the API reference or the search index.
   */
  only?: string;
  /** Where the build reports its phases and notices; silent by default. */
  progress?: BuildProgress;
  /**
   * The site model, when the caller loaded it (`loadSite(contentDir, { only })`); by default
   * the build loads it. Nothing after loading reads the content folder.
   */
  site?: Site;
}

/** What a build produced. */
export interface BuildResult {
  routes: string[];
  demos: number;
  /** JavaScript per route, gzipped (also written to `size-snapshot.json`). */
  sizes: RouteSize[];
  /** Wall time, ms. */
  durationMs: number;
  /** The render context, kept by watch mode to re-render single pages. */
  ctx: RenderContext;
  /** Problems that did not stop the build (e.g. API exports without a page). */
  warnings: string[];
  /** API extraction: time of the run that produced the data (ms) and whether it came from the cache. */
  api: { pages: number; durationMs: number; cached: boolean };
  /** Service worker precache: bytes and files. */
  precache: { bytes: number; files: number };
  /** Cache entries the build read (hits) and computed (misses), every store together. */
  cache: { hits: number; misses: number };
  /** Peak resident memory, bytes: of the build's process (its worker threads included) and of the API extraction's child process (0 when read from the cache). */
  peakBytes: { build: number; apiExtraction: number };
}

async function compileColorModeScript(root: string): Promise<string> {
  const result = await esbuild({
    ...ESBUILD_COMMON,
    entryPoints: [path.join(root, 'runtime/preferences/color-mode/init-script.ts')],
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2017',
  });
  return result.outputFiles[0].text.trim();
}

/** The Markdown version of a page, or undefined for a page without one (the 404 document). */
function pageMarkdown(page: SitePage, ctx: RenderContext, sizes: RouteSize[]): string | undefined {
  const { site, grid } = ctx;
  const traits = PAGE_KINDS[page.kind];
  if (page.api) return apiMarkdown(page.api, page.title);
  if (page.gridInterface && grid) return gridInterfaceMarkdown(page.gridInterface, grid, page.title);
  if (page.sourceFile) return proseMarkdown(page, traits.demoApiLinks ? demoApiPages(page.demos ?? [], site.pages) : [], grid, ctx.playgrounds.get(page.route));
  switch (traits.lists) {
    case 'products':
      return generatedMarkdown(
        page,
        [...new Set(site.pages.filter((candidate) => PAGE_KINDS[candidate.kind].llms === 'docs').map((candidate) => candidate.productId))].map((id) => ({
          title: PRODUCTS[id].name,
          href: PRODUCTS[id].home,
        })),
      );
    case 'posts':
      return generatedMarkdown(
        page,
        site.pages
          .filter((candidate) => PAGE_KINDS[candidate.kind].post)
          .map((post) => ({ title: post.title, href: post.route, description: post.description })),
      );
    case 'route-sizes':
      return generatedMarkdown(
        page,
        sizes.map((size) => ({
          title: size.route,
          href: size.route,
          description: `${(size.jsGzipBytes / 1024).toFixed(1)} KB of gzipped JavaScript with every demo hydrated`,
        })),
      );
    default:
      return undefined;
  }
}

async function iconAssets(root: string, outDir: string) {
  const version = await installedVersion(root, '@mui/icons-material');
  return { ...(await writeIconAssets(outDir, await loadIconCatalog(root), version)), version };
}

async function writeHashed(outDir: string, name: string, ext: string, content: string): Promise<string> {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
  const url = `/assets/${name}-${hash}.${ext}`;
  await writeFile(path.join(outDir, url), content);
  return url;
}

/**
 * Gzipped JS of a page: with every demo hydrated (boot plus islands that hydrate without
 * interaction, as if all were in view: an upper bound of a first view) and in all (interaction
 * islands too).
 */
function routeSize(route: string, html: string, ctx: RenderContext): RouteSize {
  const islands = [...html.matchAll(/data-src="([^"]+)" data-hydrate="([^"]+)"/g)];
  const measure = (urls: string[]) => {
    const files = new Set(urls.flatMap((url) => ctx.bundle.closure(url)));
    return { files: files.size, bytes: [...files].reduce((sum, url) => sum + (ctx.bundle.gzipBytes.get(url) ?? 0), 0) };
  };
  const firstView = measure([ctx.bundle.bootUrl, ...islands.filter((m) => m[2] !== 'interaction').map((m) => m[1])]);
  const all = measure([ctx.bundle.bootUrl, ...islands.map((m) => m[1])]);
  return { route, jsGzipBytes: firstView.bytes, files: firstView.files, allJsGzipBytes: all.bytes };
}

/** Writes a rendered page to `<outDir><route>index.html` (or the 404 document's own name). */
export async function writePage(outDir: string, route: string, html: string): Promise<void> {
  const file = path.join(outDir, routeHtmlFile(route));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
}

/**
 * Renders `page` in `language` and writes it: its HTML at its route, the shared files its demos'
 * styles need (through `writeShared`) and, in the default language, its template's documents.
 * @returns the page's HTML
 */
export async function renderAndWrite(
  outDir: string,
  page: SitePage,
  language: string,
  ctx: RenderContext,
  writeShared: (files: readonly OutputFile[]) => Promise<void>,
): Promise<string> {
  const { html, files } = await renderPage(page, ctx, language);
  const template = language === DEFAULT_LANGUAGE ? templateDocuments(page, ctx) : { documents: [], shared: [] };
  await writeShared([...files, ...template.shared]);
  await Promise.all([writePage(outDir, localizedPath(page.route, language), html), writeOutputFiles(outDir, template.documents)]);
  return html;
}

/**
 * Builds the site (or the one page of `options.only`) and replaces `outDir` with it. The build
 * writes into a staging folder beside `outDir`; a failed build leaves the previous output as it was.
 * @throws ContentError (file and line) for bad content; esbuild errors for demos that do not compile.
 */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const staging = `${options.outDir}.staging-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    const result = await buildInto(options, staging);
    await publish(staging, options.outDir);
    return result;
  } catch (error) {
    // Writes still in flight when the build failed may refill a folder as it is removed: the
    // build's own error is the one to report, so a failed clean-up is retried, then ignored.
    await rm(staging, { recursive: true, force: true, maxRetries: 3, retryDelay: 200 }).catch(() => {});
    throw error;
  }
}

async function buildInto(options: BuildOptions, outDir: string): Promise<BuildResult> {
  const started = performance.now();
  const cacheBefore = { ...cacheCounts };
  const { root, contentDir, config, languages = LANGUAGES, only, progress = SILENT_PROGRESS } = options;
  const step = <T>(name: string, run: (phase: PhaseHandle) => Promise<T>): Promise<T> => {
    const phase = progress.phase(name);
    return run(phase).finally(() => phase.end());
  };
  // A full build extracts the API of every product with a page tree, so extraction starts as
  // soon as the trees are read, on the core the pages' loading leaves idle.
  let early: Promise<ApiData> | undefined;
  const extract = (trees: readonly { productId: ProductId }[]) =>
    step('API extraction', () =>
      loadApiData(
        root,
        API_PACKAGES.filter((pkg) => trees.some((tree) => tree.productId === pkg.productId)),
      ),
    );
  const onTrees = only
    ? undefined
    : (trees: readonly { productId: ProductId }[]) => {
        early = extract(trees);
        // Awaited below; marked handled so a content error found first is the one reported.
        early.catch(() => {});
      };
  const loaded = options.site ?? (await step('site model', () => loadSite(contentDir, { only, onTrees })));
  const demos = loaded.demos;
  if (!config.muiXLicenseKey && demos.some((demo) => demoHostFor(demo) === LICENSED_HOST)) {
    progress.notice(
      'mui-x-license',
      "MUI X Pro and Premium demos render without a licence key and show the packages' watermark; set DOCS_MUI_X_LICENSE_KEY to apply one.",
    );
  }
  await mkdir(path.join(outDir, 'assets'), { recursive: true });
  await evaluateStyleModules(root);
  // A single-page build needs the API data only for its playgrounds; it reads the same cache as the full build.
  const needsApi = !only || loaded.pages.some((page) => page.markdown?.playgrounds.length || page.markdown?.gridReferences.length);
  const apiLoaded = early ?? extract(needsApi ? loaded.trees : []);
  // Playgrounds are generated from the API records, so they (and the client bundle that holds
  // them) wait for the API data; demos render and their assets are computed meanwhile.
  const playgrounds = apiLoaded.then((data) => preparePlaygrounds(root, contentDir, loaded.pages, data.records));
  // The icon search's assets, written only when a page holds it (its catalogue is cached by the package's version).
  const iconsWritten = loaded.pages.some((page) => page.markdown?.iconSearch) ? step('icon search', () => iconAssets(root, outDir)) : undefined;
  const [bundle, renders, colorModeScript, versions, template, apiData, demoAssets, icons, playgroundEntries] = await Promise.all([
    playgrounds.then((entries) => step('client bundle', () => bundleClient(root, outDir, [...demos, ...entries], config.muiXLicenseKey))),
    step('demo server renders', (phase) =>
      Promise.all([
        renderDemoSet(root, demos, { licenseKey: config.muiXLicenseKey, progress: phase }),
        playgrounds.then((entries) => renderDemoSet(root, entries, { licenseKey: config.muiXLicenseKey, progress: phase })),
      ]),
    ).then((sets) => new Map(sets.flatMap((set) => [...set]))),
    compileColorModeScript(root),
    readInstalledVersions(root),
    loadTemplate(path.join(root, 'templates/page.html')),
    apiLoaded,
    step('demo assets', (phase) => prepareDemos(root, outDir, demos, phase)),
    iconsWritten,
    playgrounds,
  ]).finally(closePool);
  // The hashed assets written so far are compressed while the steps below run.
  const hostFiles = only ? undefined : hostFilesWriter(outDir, config, path.join(cacheDir(root), 'precompress'));
  await hostFiles?.startAssets();
  const api = withApiPages(loaded, apiData);
  const { site } = api;
  const catalogue = titleCatalogue(site, site.translations);
  const search = await step('search index', async () => buildSearchIndex(only ? [] : site.pages, apiData.grid));
  const ctx: RenderContext = {
    root,
    config,
    site,
    bundle,
    demos: demoBuilds(renders, demoAssets),
    playgrounds: playgroundsByRoute(playgroundEntries),
    template,
    colorModeScript,
    versions,
    catalogue,
    languages,
    icons,
    grid: apiData.grid,
    shellCssUrl: await writeHashed(outDir, 'shell', 'css', shellStylesheet()),
    searchIndex: {
      pages: await writeHashed(outDir, 'search-pages', 'json', search.pages),
      shards: await Promise.all([...search.shards].map(([productId, json]) => writeHashed(outDir, `search-${productId}`, 'json', json))),
    },
  };
  const rendered = only ? site.pages.filter((page) => page.markdown) : site.pages;
  const snapshot = rendered.find((page) => PAGE_KINDS[page.kind].lists === 'route-sizes');
  const others = rendered.filter((page) => page !== snapshot);
  const writeShared = sharedFileWriter(outDir);
  const renderOne = async (page: SitePage, language: string, context: RenderContext) => {
    const route = localizedPath(page.route, language);
    const html = await renderAndWrite(outDir, page, language, context, writeShared);
    if (page.api) await writeFile(path.join(outDir, route, 'api.json'), `${JSON.stringify(page.api, null, 2)}\n`);
    return routeSize(route, html, ctx);
  };
  const toRender = others.flatMap((page) => languagesFor(page.route, languages).map((language) => ({ page, language })));
  const sizes = await step('pages', (phase) => {
    phase.total(toRender.length);
    return mapLimit(toRender, ({ page, language }) => renderOne(page, language, ctx).finally(() => phase.tick()));
  });
  if (snapshot) sizes.push(await renderOne(snapshot, DEFAULT_LANGUAGE, { ...ctx, sizes }));
  const routes = rendered.flatMap((page) => languagesFor(page.route, languages).map((language) => localizedPath(page.route, language)));
  await step('Markdown copies and site files', () =>
    Promise.all([
      mapLimit(
        rendered
          .filter((page) => PAGE_KINDS[page.kind].markdown)
          .flatMap((page) => languagesFor(page.route, languages).map((language) => ({ page, language }))),
        async ({ page, language }) => {
          const markdown = pageMarkdown(page, ctx, sizes);
          if (markdown) await writeFile(path.join(outDir, localizedPath(page.route, language), 'index.md'), markdown);
        },
      ),
      ...(only ? [] : [writeSiteFiles(outDir, site, catalogue, config, routes, sizes)]),
      cp(path.join(root, 'public'), outDir, { recursive: true }),
      mkdir(path.join(outDir, 'fonts'), { recursive: true }).then(() =>
        Promise.all(
          FONT_WEIGHTS.map(async (weight) =>
            writeFile(
              path.join(outDir, fontUrl(weight)),
              await readFile(path.join(root, `node_modules/@fontsource/roboto/files/roboto-latin-${weight}-normal.woff2`)),
            ),
          ),
        ),
      ),
    ]),
  );
  const precache = only ? { bytes: 0, files: 0 } : await step('service worker', () => writeServiceWorker(root, outDir));
  // Last: the compressed copies and the policy's script hashes must see every file written.
  if (hostFiles) await step('precompressed copies and _headers', () => hostFiles.finish().finally(closePool));
  return {
    precache,
    routes,
    demos: demos.length,
    sizes,
    durationMs: performance.now() - started,
    ctx,
    warnings: api.warnings,
    api: { pages: api.pages, durationMs: apiData.durationMs, cached: apiData.cached },
    cache: { hits: cacheCounts.hits - cacheBefore.hits, misses: cacheCounts.misses - cacheBefore.misses },
    peakBytes: { build: process.resourceUsage().maxRSS * 1024, apiExtraction: apiData.peakBytes },
  };
}

/**
 * Writes the whole-site files: the titles catalogue, llms.txt files, section and alias
 * redirects, sitemap, robots.txt, size snapshot. Async throughout, so a content error found on
 * the way (two pages claiming one alias) rejects the step, whose other writes are still awaited,
 * instead of leaving them running unobserved while the failed build's staging folder is removed.
 * @throws ContentError naming the page whose alias collides.
 */
async function writeSiteFiles(outDir: string, site: Site, catalogue: TitleCatalogue, config: DocsConfig, routes: string[], sizes: RouteSize[]): Promise<void> {
  const productIds = [...new Set(site.pages.filter((page) => PAGE_KINDS[page.kind].llms).map((page) => page.productId))] as ProductId[];
  const redirects = [...site.trees.flatMap((tree) => sectionRedirects(tree.tree, new Set(routes))), ...aliasRedirects(site.pages, new Set(routes))];
  await Promise.all([
    writeFile(path.join(outDir, 'llms.txt'), siteLlmsTxt(site.pages, config.origin)),
    ...productIds
      .filter((id) => id !== 'docs')
      .map(async (id) => {
        const file = path.join(outDir, productLlmsPath(id));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, productLlmsTxt(id, site.pages, config.origin));
      }),
    ...redirects.map((redirect) => writePage(outDir, redirect.from, redirectHtml(redirect.to, config.origin))),
    writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(config.origin, sitemapRoutes(routes))),
    writeFile(path.join(outDir, 'robots.txt'), robotsTxt(config.origin)),
    writeFile(path.join(outDir, 'titles.json'), `${JSON.stringify(catalogue, null, 2)}\n`),
    writeFile(path.join(outDir, 'size-snapshot.json'), `${JSON.stringify(sizes, null, 2)}\n`),
  ]);
}
