/**
 * Incremental rebuilds inside watch mode's builder process: the site model and render context
 * of the last full build stay in memory, and a change re-renders only the pages it touches.
 * An edited demo re-bundles its page alone (a page-sized esbuild run into the same `assets/`)
 * and is server-rendered from the render cache, or by a render session whose worker keeps the
 * packages loaded between edits (see `ssr-session.ts`).
 */
import { readingOrder, neighbours } from '../../runtime/page-tree/navigation';
import { routeToPathname } from '../../runtime/page-tree/routes';
import type { NavPage } from '../../runtime/page-tree/types';
import { type BuildOptions, type BuildResult, writePage, writeTemplateDocuments } from '../pipeline/build';
import { type ClientBundle, clientContext } from '../pipeline/bundle/client';
import { renderDemoSet } from '../pipeline/bundle/ssr';
import type { RenderSession } from '../pipeline/bundle/ssr-session';
import { loadTree } from '../pipeline/content/nav';
import { renderPageContent, type SitePage } from '../pipeline/content/site';
import { loadTranslations, titleCatalogue } from '../pipeline/content/titles';
import { prepareDemos } from '../pipeline/demos/assets';
import { renderPage, type RenderContext } from '../pipeline/render/page';
import type { Change } from './changes';

/** What the builder keeps between changes. */
export interface WatchState {
  options: BuildOptions;
  result: BuildResult;
  /** Per page route: the bundle and demo renders of its last demo rebuild. */
  pageContext: Map<string, Pick<RenderContext, 'bundle' | 'ssr' | 'demoAssets'>>;
  /** Renders the demos the render cache lacks. */
  renderer: RenderSession;
}

/** What an incremental rebuild did. */
export interface Applied {
  /** `restart`: the change needs a full build in a fresh builder. */
  kind: 'page' | 'demo' | 'tree' | 'restart';
  /** Routes written before the tabs reload. */
  routes: string[];
  /** Pages whose drawers show a new title, rendered after the reload. */
  later: SitePage[];
}

function contextFor(state: WatchState, page: SitePage): RenderContext {
  return { ...state.result.ctx, ...state.pageContext.get(page.route) };
}

async function write(state: WatchState, pages: SitePage[]): Promise<string[]> {
  await Promise.all(
    pages.map(async (page) => {
      await writePage(state.options.outDir, page.route, await renderPage(page, contextFor(state, page)));
      await writeTemplateDocuments(state.options.outDir, page, contextFor(state, page));
    }),
  );
  return pages.map((page) => page.route);
}

/** Client bundle contexts of recently edited pages, by page route. */
const contexts = new Map<string, { key: string; context: Awaited<ReturnType<typeof clientContext>> }>();
/** Pages whose esbuild context is kept: an author edits one or two pages at a time. */
const KEPT_CONTEXTS = 2;

/**
 * The client bundle of one page's demos, from a kept esbuild context while the page's demos
 * and their imports are unchanged (the generated entry depends on both).
 */
async function pageClientBundle(state: WatchState, page: SitePage): Promise<ClientBundle> {
  const demos = [...(page.demos ?? []), ...(page.playgrounds ?? [])];
  const key = JSON.stringify(demos.map((demo) => [demo.id, demo.source.match(/^import .*$/gm)]));
  let kept = contexts.get(page.route);
  if (kept?.key !== key) {
    await kept?.context.dispose();
    kept = { key, context: await clientContext(state.options.root, state.options.outDir, demos, state.options.config.muiXLicenseKey) };
  }
  contexts.delete(page.route);
  contexts.set(page.route, kept);
  for (const [route, { context }] of [...contexts].slice(0, -KEPT_CONTEXTS)) {
    contexts.delete(route);
    await context.dispose();
  }
  return kept.context.rebuild(demos);
}

/** Re-bundles and server-renders one page's demos, keeping the result for its later renders. */
async function rebuildDemos(state: WatchState, page: SitePage): Promise<void> {
  const { root, outDir } = state.options;
  const demos = page.demos ?? [];
  const [bundle, ssr, assets] = await Promise.all([
    pageClientBundle(state, page),
    renderDemoSet(root, [...demos, ...(page.playgrounds ?? [])], {
      licenseKey: state.options.config.muiXLicenseKey,
      render: (batch) => state.renderer.render(batch),
    }),
    prepareDemos(root, outDir, demos),
  ]);
  state.pageContext.set(page.route, { bundle, ssr, demoAssets: new Map([...state.result.ctx.demoAssets, ...assets]) });
}

async function refreshCatalogue(state: WatchState): Promise<void> {
  const { ctx } = state.result;
  ctx.catalogue = titleCatalogue(ctx.site, await loadTranslations(state.options.contentDir));
}

function treePages(state: WatchState, page: SitePage): SitePage[] {
  return page.tree ? state.result.ctx.site.pages.filter((candidate) => candidate.tree === page.tree && candidate !== page) : [];
}

async function applyPage(state: WatchState, file: string, demoEdit: boolean): Promise<Applied> {
  const { ctx } = state.result;
  const pages = ctx.site.pages.filter((page) => (demoEdit ? page.dir === file : page.sourceFile === file));
  if (!pages.length) return { kind: 'restart', routes: [], later: [] };
  const routes: string[] = [];
  const later: SitePage[] = [];
  for (const page of pages) {
    const before = { title: page.title, shortTitle: page.shortTitle, demos: page.markdown?.demos.map((demo) => demo.name).join() };
    const playgrounds = (markdown = page.markdown) =>
      JSON.stringify((markdown?.playgrounds ?? []).map(({ component, exclude, text }) => [component, exclude, text]));
    const playgroundsBefore = playgrounds();
    await renderPageContent(state.options.contentDir, page);
    // Playgrounds are generated from the API data a full build loads: a changed directive needs one.
    if (playgrounds() !== playgroundsBefore) return { kind: 'restart', routes: [], later: [] };
    if (demoEdit || before.demos !== page.markdown!.demos.map((demo) => demo.name).join()) await rebuildDemos(state, page);
    const retitled = before.title !== page.title || before.shortTitle !== page.shortTitle;
    if (retitled) await refreshCatalogue(state);
    const { previous, next } = retitled && page.tree ? neighbours(page.tree.tree, routeToPathname(page.route)) : {};
    const near = ctx.site.pages.filter((candidate) => [previous, next].some((entry) => entry && routeToPathname(candidate.route) === entry.pathname));
    routes.push(...(await write(state, [page, ...near])));
    if (retitled) later.push(...treePages(state, page).filter((candidate) => !near.includes(candidate)));
  }
  return { kind: demoEdit ? 'demo' : 'page', routes, later };
}

async function applyTree(state: WatchState, file: string): Promise<Applied> {
  const { site } = state.result.ctx;
  const index = site.trees.findIndex((tree) => tree.file === file);
  if (index === -1) return { kind: 'restart', routes: [], later: [] };
  const old = site.trees[index];
  const loaded = await loadTree(file);
  const known = new Set(site.pages.map((page) => routeToPathname(page.route)));
  // A new page needs its content loaded and bundled: a full build does that.
  if (readingOrder(loaded.tree).some((entry) => !known.has(entry.pathname))) return { kind: 'restart', routes: [], later: [] };
  const sourcePaths = new Set(readingOrder(loaded.tree).map((entry: NavPage) => entry.pathname));
  const generated = old.tree.filter((entry) => !loaded.source.includes(`'${entry.pathname}'`) && !sourcePaths.has(entry.pathname));
  loaded.tree.push(...generated);
  site.trees[index] = loaded;
  const pages = site.pages.filter((page) => page.tree === old);
  for (const page of pages) page.tree = loaded;
  await refreshCatalogue(state);
  return { kind: 'tree', routes: await write(state, pages), later: [] };
}

/**
 * Applies one change to the in-memory site and writes the pages it affects.
 * @throws ContentError or esbuild errors for a broken edit; the pages already served stay.
 */
export async function applyChange(state: WatchState, change: Change): Promise<Applied> {
  switch (change.kind) {
    case 'page':
      return applyPage(state, change.file, false);
    case 'demo':
      return applyPage(state, change.dir, true);
    case 'tree':
      return applyTree(state, change.file);
    default:
      return { kind: 'restart', routes: [], later: [] };
  }
}

/** Renders pages whose drawer changed, after the tabs have reloaded. */
export async function renderLater(state: WatchState, pages: SitePage[]): Promise<void> {
  await write(state, pages);
}
