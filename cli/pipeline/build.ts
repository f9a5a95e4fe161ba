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
import { apiNavNode, completeRecords, demoUsage } from './api/pages';
import { gridInterfacesNav } from './api/grid-pages';
import { bundleClient, ESBUILD_COMMON } from './bundle/client';
import { joinRenders, renderDemoSet } from './bundle/ssr';
import { preparePlaygrounds } from './demos/playgrounds';
import { prepareDemos } from './demos/assets';
import { addPages, loadSite, type Site, type SitePage } from './content/site';
import { PAGE_KINDS } from './content/page-kinds';
import { mapLimit } from './concurrency';
import { cacheCounts, cacheDir } from './cache/cache';
import { closePool } from './pool/pool';
import { type BuildProgress, type PhaseHandle, SILENT_PROGRESS } from './progress';
import { demoHostFor, LICENSED_HOST } from '../../runtime/islands/registry';
import { routeHtmlFile } from '../../runtime/page-tree/routes';
import { productLlmsPath, productLlmsTxt, siteLlmsTxt } from './markdown/llms';
import { apiMarkdown, generatedMarkdown, gridInterfaceMarkdown, proseMarkdown } from './markdown/page-markdown';
import type { GridReference } from '../../runtime/api/grid-types';
import { buildSearchIndex } from './search/index';
import { titleCatalogue } from './content/titles';
import { renderPage, type RenderContext, templateDocuments } from './render/page';
import { demoApiPages } from './render/api-links';
import { loadTemplate } from './render/template';
import { evaluateStyleModules } from './render/shell-styles';
import { robotsTxt } from './render/head';
import { aliasRedirects, redirectHtml, sectionRedirects } from './redirects';
import { writeServiceWorker } from './service-worker';
import { publish } from './publish';
import { writeHostFiles } from './headers/write';
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

/**
 * The API pages of the extracted components, with an API section added to each product's
 * tree; returns the pages and the extraction summary lines.
 */
function apiPages(site: Site, data: Awaited<ReturnType<typeof loadApiData>>): { pages: SitePage[]; warnings: string[] } {
  const pageOf = new Map(site.pages.map((page) => [page.route, page]));
  const sources = site.demos.map((demo) => ({ source: demo.source, page: { title: pageOf.get(demo.route)!.title, href: demo.route } }));
  const routes = new Set([...site.pages.map((page) => page.route), ...data.records.map((record) => record.route)]);
  const records = completeRecords(data.records, demoUsage(sources), routes);
  const pages: SitePage[] = [];
  for (const pkg of API_PACKAGES) {
    const tree = site.trees.find((candidate) => candidate.productId === pkg.productId);
    if (!tree || !records.some((record) => record.package === pkg.name)) continue;
    // One section per product, shared by its package and editions; the grid's also lists its interfaces.
    if (!tree.tree.some((node) => node.pathname === pkg.navPathname)) {
      const section = apiNavNode(pkg, records);
      if (pkg.productId === 'x-data-grid' && data.grid) section.children!.push(gridInterfacesNav(data.grid));
      tree.tree.push(section);
    }
    pages.push(
      ...records
        .filter((record) => record.package === pkg.name)
        .map((api) => ({
          route: api.route,
          kind: 'api' as const,
          productId: api.productId,
          title: `${api.name} API`,
          description: `API reference for the React ${api.name} component of ${api.package}: props, ${api.slots.length ? 'slots, ' : ''}CSS classes and more.`,
          tree,
          api,
        })),
    );
  }
  const gridTree = site.trees.find((candidate) => candidate.productId === 'x-data-grid');
  if (data.grid && gridTree) {
    const taken = data.grid.interfaces.find((record) => routes.has(record.route));
    if (taken) throw new Error(`API: the page of ${taken.name} would take ${taken.route}, which another page has`);
    pages.push(
      ...data.grid.interfaces.map((record) => ({
        route: record.route,
        kind: 'api' as const,
        productId: 'x-data-grid' as const,
        title: `${record.name} API`,
        description: `API reference for the ${record.name} ${record.methodGroups ? "object of the Data Grid's apiRef: every method, by feature" : 'interface of the Data Grid: every property with its type, default and plan'}.`,
        tree: gridTree,
        gridInterface: record,
      })),
    );
  }
  const { report } = data;
  return {
    pages,
    warnings: [
      ...(report.badDefaults.length
        ? [`API: ${report.badDefaults.length} @default values do not parse as expressions, shown as written (e.g. ${report.badDefaults[0]})`]
        : []),
      ...(report.undocumentedClasses.length
        ? [`API: ${report.undocumentedClasses.length} CSS classes have no description (e.g. ${report.undocumentedClasses[0]})`]
        : []),
      ...(report.skipped.length
        ? [
            `API: no page for ${report.skipped.length} exports whose props the package leaves untyped or empty: ${report.skipped.map((line) => line.split(':')[0].split(' ')[1]).join(', ')}`,
          ]
        : []),
    ],
  };
}

/** The Markdown version of a page, or undefined for the 404 document. */
function pageMarkdown(page: SitePage, site: Site, sizes: RouteSize[], grid?: GridReference): string | undefined {
  if (page.api) return apiMarkdown(page.api, page.title);
  if (page.gridInterface && grid) return gridInterfaceMarkdown(page.gridInterface, grid, page.title);
  if (page.sourceFile) return proseMarkdown(page, page.kind === 'guide' ? demoApiPages(page.demos ?? [], site.pages) : [], grid);
  const posts = site.pages.filter((candidate) => candidate.kind === 'blog-post');
  if (page.kind === 'home')
    return generatedMarkdown(
      page,
      [...new Set(site.pages.filter((candidate) => candidate.kind === 'guide').map((candidate) => candidate.productId))].map((id) => ({
        title: PRODUCTS[id].name,
        href: PRODUCTS[id].home,
      })),
    );
  if (page.kind === 'blog-index')
    return generatedMarkdown(
      page,
      posts.map((post) => ({ title: post.title, href: post.route, description: post.description })),
    );
  if (page.kind === 'size-snapshot')
    return generatedMarkdown(
      page,
      sizes.map((size) => ({
        title: size.route,
        href: size.route,
        description: `${(size.jsGzipBytes / 1024).toFixed(1)} KB of gzipped JavaScript with every demo hydrated`,
      })),
    );
  return undefined;
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

/** Writes the documents of a template page's template (its live preview and its gallery picture); nothing for other pages. */
export async function writeTemplateDocuments(outDir: string, page: SitePage, ctx: RenderContext): Promise<void> {
  for (const document of await templateDocuments(page, ctx)) {
    await mkdir(path.dirname(path.join(outDir, document.file)), { recursive: true });
    await writeFile(path.join(outDir, document.file), document.html);
  }
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
    // The staging folder is now `outDir`: pages rendered later from this context (watch mode's
    // rebuilds) write their assets into the published output, not a recreated staging folder.
    return { ...result, ctx: { ...result.ctx, outDir: options.outDir } };
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
  const site = options.site ?? (await step('site model', () => loadSite(contentDir, { only, onTrees })));
  const demos = site.demos;
  if (!config.muiXLicenseKey && demos.some((demo) => demoHostFor(demo) === LICENSED_HOST)) {
    progress.notice(
      'mui-x-license',
      "MUI X Pro and Premium demos render without a licence key and show the packages' watermark; set DOCS_MUI_X_LICENSE_KEY to apply one.",
    );
  }
  await mkdir(path.join(outDir, 'assets'), { recursive: true });
  await evaluateStyleModules(root);
  // A single-page build needs the API data only for its playgrounds; it reads the same cache as the full build.
  const needsApi = !only || site.pages.some((page) => page.markdown?.playgrounds.length || page.markdown?.gridReferences.length);
  const apiLoaded = early ?? extract(needsApi ? site.trees : []);
  // Playgrounds are generated from the API records, so they (and the client bundle that holds
  // them) wait for the API data; demos render and their assets are computed meanwhile.
  const playgrounds = apiLoaded.then((data) => preparePlaygrounds(root, contentDir, site.pages, data.records));
  // The icon search's assets, written only when a page holds it (its catalogue is cached by the package's version).
  const iconsWritten = site.pages.some((page) => page.markdown?.iconSearch) ? step('icon search', () => iconAssets(root, outDir)) : undefined;
  const [bundle, ssr, colorModeScript, versions, template, apiData, demoAssets, icons] = await Promise.all([
    playgrounds.then((entries) => step('client bundle', () => bundleClient(root, outDir, [...demos, ...entries], config.muiXLicenseKey))),
    step('demo server renders', (phase) =>
      Promise.all([
        renderDemoSet(root, demos, { licenseKey: config.muiXLicenseKey, progress: phase }),
        playgrounds.then((entries) => renderDemoSet(root, entries, { licenseKey: config.muiXLicenseKey, progress: phase })),
      ]),
    ).then(joinRenders),
    compileColorModeScript(root),
    readInstalledVersions(root),
    loadTemplate(path.join(root, 'templates/page.html')),
    apiLoaded,
    step('demo assets', (phase) => prepareDemos(root, outDir, demos, phase)),
    iconsWritten,
  ]).finally(closePool);
  const api = apiPages(site, apiData);
  addPages(site, api.pages);
  const catalogue = titleCatalogue(site, site.translations);
  const search = await step('search index', async () => buildSearchIndex(only ? [] : site.pages, apiData.grid));
  const ctx: RenderContext = {
    root,
    outDir,
    config,
    site,
    bundle,
    ssr,
    template,
    colorModeScript,
    versions,
    catalogue,
    languages,
    updated: site.updated,
    demoAssets,
    icons,
    grid: apiData.grid,
    shellCssUrl: await writeHashed(outDir, 'shell', 'css', shellStylesheet()),
    searchIndex: {
      pages: await writeHashed(outDir, 'search-pages', 'json', search.pages),
      shards: await Promise.all([...search.shards].map(([productId, json]) => writeHashed(outDir, `search-${productId}`, 'json', json))),
    },
  };
  const rendered = only ? site.pages.filter((page) => page.markdown) : site.pages;
  const snapshot = rendered.find((page) => page.kind === 'size-snapshot');
  const others = rendered.filter((page) => page !== snapshot);
  const renderOne = async (page: SitePage, language: string, context: RenderContext) => {
    const route = localizedPath(page.route, language);
    const html = await renderPage(page, context, language);
    await writePage(outDir, route, html);
    if (language === DEFAULT_LANGUAGE) await writeTemplateDocuments(outDir, page, context);
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
          const markdown = pageMarkdown(page, site, sizes, apiData.grid);
          if (markdown) await writeFile(path.join(outDir, localizedPath(page.route, language), 'index.md'), markdown);
        },
      ),
      ...(only ? [] : writeSiteFiles(outDir, site, catalogue, config, routes, sizes)),
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
  if (!only) await step('precompressed copies and _headers', () => writeHostFiles(outDir, config, path.join(cacheDir(root), 'precompress')));
  return {
    precache,
    routes,
    demos: demos.length,
    sizes,
    durationMs: performance.now() - started,
    ctx,
    warnings: api.warnings,
    api: { pages: api.pages.length, durationMs: apiData.durationMs, cached: apiData.cached },
    cache: { hits: cacheCounts.hits - cacheBefore.hits, misses: cacheCounts.misses - cacheBefore.misses },
    peakBytes: { build: process.resourceUsage().maxRSS * 1024, apiExtraction: apiData.peakBytes },
  };
}

/** The whole-site files: the titles catalogue, llms.txt files, section and alias redirects, sitemap, robots.txt, size snapshot. */
function writeSiteFiles(outDir: string, site: Site, catalogue: TitleCatalogue, config: DocsConfig, routes: string[], sizes: RouteSize[]): Promise<unknown>[] {
  const productIds = [...new Set(site.pages.filter((page) => page.kind === 'guide' || page.kind === 'api').map((page) => page.productId))] as ProductId[];
  const redirects = [...site.trees.flatMap((tree) => sectionRedirects(tree.tree, new Set(routes))), ...aliasRedirects(site.pages, new Set(routes))];
  return [
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
  ];
}
