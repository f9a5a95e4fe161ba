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
import { type BuildOptions, type BuildResult, renderAndWrite } from '../pipeline/build';
import type { OutputFile } from '../pipeline/output-files';
import { type ClientBundle, clientContext } from '../pipeline/bundle/client';
import { renderDemoSet } from '../pipeline/bundle/ssr';
import { demoBuilds } from '../pipeline/demos/demo-builds';
import type { RenderSession } from '../pipeline/bundle/ssr-session';
import { loadTree } from '../pipeline/model/page-trees';
import { isMarkdownPage, renderPageContent, type Site, type SitePage, withChanges } from '../pipeline/model/site';
import { loadTranslations, titleCatalogue } from '../pipeline/model/titles';
import { prepareDemos } from '../pipeline/demos/assets';
import type { PlaygroundEntry } from '../pipeline/demos/playgrounds';
import type { RenderContext } from '../pipeline/render/page';
import { DEFAULT_LANGUAGE } from '../../runtime/i18n/languages';
import type { Change } from './changes';

/** What the builder keeps between changes. */
export interface WatchState {
  options: BuildOptions;
  result: BuildResult;
  /** Per page route: the client bundle and the demo builds (renders, assets) of its last demo rebuild. */
  pageContext: Map<string, Pick<RenderContext, 'bundle' | 'demos'>>;
  /** Renders the demos the render cache lacks. */
  renderer: RenderSession;
  /** Writes the shared files pages' renders need, each once (see `output-files.ts`). */
  writeShared: (files: readonly OutputFile[]) => Promise<void>;
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

/** The page's playgrounds, as the last full build generated them. */
function playgroundsOf(state: WatchState, page: SitePage): readonly PlaygroundEntry[] {
  return state.result.ctx.playgrounds.get(page.route) ?? [];
}

function contextFor(state: WatchState, page: SitePage): RenderContext {
  return { ...state.result.ctx, ...state.pageContext.get(page.route) };
}

async function write(state: WatchState, pages: SitePage[]): Promise<string[]> {
  await Promise.all(
    pages.map(async (page) => {
      await renderAndWrite(state.options.outDir, page, DEFAULT_LANGUAGE, contextFor(state, page), state.writeShared);
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
  const demos = [...(page.demos ?? []), ...playgroundsOf(state, page)];
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
  const [bundle, renders, assets] = await Promise.all([
    pageClientBundle(state, page),
    renderDemoSet(root, [...demos, ...playgroundsOf(state, page)], {
      licenseKey: state.options.config.muiXLicenseKey,
      render: (batch) => state.renderer.render(batch),
    }),
    prepareDemos(root, outDir, demos),
  ]);
  state.pageContext.set(page.route, { bundle, demos: new Map([...state.result.ctx.demos, ...demoBuilds(renders, assets)]) });
}

/** Keeps a new render context, `change` applied to the current one, for later renders. */
function keepContext(state: WatchState, change: Partial<RenderContext>): void {
  state.result = { ...state.result, ctx: { ...state.result.ctx, ...change } };
}

/** Keeps `site` (a new model with the change applied) as the model later renders read. */
function keepSite(state: WatchState, site: Site): void {
  keepContext(state, { site });
}

async function refreshCatalogue(state: WatchState): Promise<void> {
  const translations = await loadTranslations(state.options.contentDir);
  keepContext(state, { catalogue: titleCatalogue(state.result.ctx.site, translations) });
}

function treePages(state: WatchState, page: SitePage): SitePage[] {
  return page.tree ? state.result.ctx.site.pages.filter((candidate) => candidate.tree === page.tree && candidate !== page) : [];
}

/** The directives of a page's playgrounds, as a comparable string. */
const playgroundDirectives = (page: SitePage) =>
  JSON.stringify((page.markdown?.playgrounds ?? []).map(({ component, exclude, text }) => [component, exclude, text]));

/** The names of a page's demo directives, as a comparable string. */
const demoNames = (page: SitePage) => page.markdown?.demos.map((demo) => demo.name).join();

async function applyPage(state: WatchState, file: string, demoEdit: boolean): Promise<Applied> {
  const olds = state.result.ctx.site.pages.filter(isMarkdownPage).filter((page) => (demoEdit ? page.dir === file : page.sourceFile === file));
  if (!olds.length) return { kind: 'restart', routes: [], later: [] };
  const routes: string[] = [];
  const later: SitePage[] = [];
  for (const old of olds) {
    const page = await renderPageContent(state.options.contentDir, old);
    // Playgrounds are generated from the API data a full build loads: a changed directive needs one.
    if (playgroundDirectives(page) !== playgroundDirectives(old)) return { kind: 'restart', routes: [], later: [] };
    keepSite(state, withChanges(state.result.ctx.site, { pages: [page] }));
    if (demoEdit || demoNames(old) !== demoNames(page)) await rebuildDemos(state, page);
    const retitled = old.title !== page.title || old.shortTitle !== page.shortTitle;
    if (retitled) await refreshCatalogue(state);
    const { previous, next } = retitled && page.tree ? neighbours(page.tree.tree, routeToPathname(page.route)) : {};
    const near = state.result.ctx.site.pages.filter((candidate) =>
      [previous, next].some((entry) => entry && routeToPathname(candidate.route) === entry.pathname),
    );
    routes.push(...(await write(state, [page, ...near])));
    if (retitled) later.push(...treePages(state, page).filter((candidate) => !near.includes(candidate)));
  }
  return { kind: demoEdit ? 'demo' : 'page', routes, later };
}

async function applyTree(state: WatchState, file: string): Promise<Applied> {
  const { site } = state.result.ctx;
  const old = site.trees.find((tree) => tree.file === file);
  if (!old) return { kind: 'restart', routes: [], later: [] };
  const loaded = await loadTree(file);
  const known = new Set(site.pages.map((page) => routeToPathname(page.route)));
  // A new page needs its content loaded and bundled: a full build does that.
  if (readingOrder(loaded.tree).some((entry) => !known.has(entry.pathname))) return { kind: 'restart', routes: [], later: [] };
  const sourcePaths = new Set(readingOrder(loaded.tree).map((entry: NavPage) => entry.pathname));
  const generated = old.tree.filter((entry) => !loaded.source.includes(`'${entry.pathname}'`) && !sourcePaths.has(entry.pathname));
  const tree = { ...loaded, tree: [...loaded.tree, ...generated] };
  keepSite(state, withChanges(site, { trees: [tree] }));
  await refreshCatalogue(state);
  return {
    kind: 'tree',
    routes: await write(
      state,
      state.result.ctx.site.pages.filter((page) => page.tree === tree),
    ),
    later: [],
  };
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

/** Renders pages whose drawer changed, after the tabs have reloaded: each as the model now holds it. */
export async function renderLater(state: WatchState, pages: SitePage[]): Promise<void> {
  const routes = new Set(pages.map((page) => page.route));
  await write(
    state,
    state.result.ctx.site.pages.filter((page) => routes.has(page.route)),
  );
}
