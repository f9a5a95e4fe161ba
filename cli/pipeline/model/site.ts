/**
 * The site model: one loaded description of the whole site that every later step reads.
 * Products and their page trees, every page (a union by kind: Markdown guides and blog posts,
 * API pages, generated pages) with its route, titles, raw source and rendered Markdown, and
 * every demo as a record of its own (id, page, styling or date-library variant, all its files
 * read once, iframe options). Read-only once loaded: the API pages, and watch mode's edits, make
 * a new model with {@link withChanges}; steps return their results rather than filling it in.
 */
import { access, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApiRecord } from '../../../runtime/api/types';
import type { GridInterfaceRecord } from '../../../runtime/api/grid-types';
import { readingOrder } from '../../../runtime/page-tree/navigation';
import { pathnameToRoute, routeToPathname } from '../../../runtime/page-tree/routes';
import { productIdFromPath, type ProductId } from '../../../runtime/products/products';
import type { DemoOption } from '../../../runtime/preferences/demo-options/demo-options';
import { type DemoSources, demoOptionFiles, readDemoSources } from './demo-sources';
import { ContentError } from '../errors';
import { type Frontmatter, readFrontmatter } from './frontmatter';
import { type LoadedTree, loadTrees, pathnameLines } from './page-trees';
import type { DemoDirective, RenderedMarkdown } from '../content/markdown';
import { cachedMarkdown } from '../content/markdown-cache';
import { loadTranslations } from './titles';
import { lastUpdated } from './git-dates';
import type { TitleCatalogue } from '../../../runtime/i18n/titles';
import type { PageKind } from './page-kinds';

export type { PageKind } from './page-kinds';

/** One file of a demo: the demo itself or one of its styling or date-library variants. Read-only once loaded. */
export interface SiteDemo {
  /** `<page folder>/<File name>` relative to the content folder, without `.tsx`: `material-ui/react-button/BasicButtons`. */
  readonly id: string;
  /** Absolute path of the TSX file. */
  readonly file: string;
  /** Its TSX source, read once per build. */
  readonly source: string;
  /**
   * Every file the demo consists of, read once when the model loads: itself, the modules it
   * imports by relative path (transitively) and the stylesheets they import, with where each
   * relative import resolved and a content hash of them all. No later step reads them again.
   */
  readonly sources: DemoSources;
  /** The directive that placed it (name, line, iframe and height options). */
  readonly directive: DemoDirective;
  /** Which version of the demo this file is (`system` or `dayjs` for the demo's own file). */
  readonly option: DemoOption;
  /** Route of the page showing it. */
  readonly route: string;
  readonly productId: ProductId;
}

/** What every page has, whatever its kind. */
interface PageBase {
  /** Route with trailing slash (`/material-ui/react-button/`); `/404.html` for the 404 page. */
  readonly route: string;
  readonly kind: PageKind;
  readonly productId: ProductId;
  /** The page's title: its `h1`, `<title>`, breadcrumbs, previous/next links. */
  readonly title: string;
  /** The drawer's label for the page, when shorter than its title (frontmatter `shortTitle`). */
  readonly shortTitle?: string;
  readonly description: string;
  /** The page tree the page belongs to (drives the drawer and previous/next links). */
  readonly tree?: LoadedTree;
}

/** The fields of the other kinds of page, absent from this one (so a field is read from any page without narrowing first). */
type Without<K extends keyof AllPageFields> = { readonly [F in K]?: undefined };

interface AllPageFields {
  dir: string;
  sourceFile: string;
  source: string;
  frontmatter: Frontmatter;
  markdown: RenderedMarkdown;
  demos: readonly SiteDemo[];
  api: ApiRecord;
  gridInterface: GridInterfaceRecord;
}

/** A page written in Markdown: a guide in a page tree, or a blog post. */
export interface MarkdownPage extends PageBase, Without<'api' | 'gridInterface'> {
  readonly kind: 'guide' | 'blog-post';
  /** Folder holding `index.md` and the page's demos. */
  readonly dir: string;
  /** Absolute path of `index.md`. */
  readonly sourceFile: string;
  /** The text of `index.md`, read once when the model loads. */
  readonly source: string;
  readonly frontmatter: Frontmatter;
  /** Rendered Markdown; absent for pages a single-page build does not render. */
  readonly markdown?: RenderedMarkdown;
  /** The page's demo files in directive order (variants included); absent where `markdown` is. */
  readonly demos?: readonly SiteDemo[];
}

/** The API page of a component, generated from its extracted record. */
export interface ComponentApiPage extends PageBase, Without<Exclude<keyof AllPageFields, 'api'>> {
  readonly kind: 'api';
  /** The component the page documents. */
  readonly api: ApiRecord;
}

/** The API page of a Data Grid interface (its `apiRef` object, its state, a column definition…). */
export interface GridInterfacePage extends PageBase, Without<Exclude<keyof AllPageFields, 'gridInterface'>> {
  readonly kind: 'api';
  /** The interface the page documents. */
  readonly gridInterface: GridInterfaceRecord;
}

/** A page the build writes without a source of its own: the home page, the blog's index, the size snapshot, the 404 and offline documents. */
export interface GeneratedPage extends PageBase, Without<keyof AllPageFields> {
  readonly kind: 'home' | 'blog-index' | 'size-snapshot' | 'not-found' | 'offline';
}

/** One page of the built site, by kind. Read-only once loaded: a change makes a new model ({@link withChanges}). */
export type SitePage = MarkdownPage | ComponentApiPage | GridInterfacePage | GeneratedPage;

/** Whether a page is written in Markdown (a guide or a blog post). */
export function isMarkdownPage(page: SitePage): page is MarkdownPage {
  return page.sourceFile !== undefined;
}

/** The loaded site. Read-only once loaded: a change makes a new model ({@link withChanges}). */
export interface Site {
  readonly contentDir: string;
  /** Translated titles from the content folder's `titles.json` (`{}` when it has none). */
  readonly translations: TitleCatalogue;
  /** Date (YYYY-MM-DD) of the last commit of each content file, by absolute path (empty outside git). */
  readonly updated: ReadonlyMap<string, string>;
  readonly trees: readonly LoadedTree[];
  readonly pages: readonly SitePage[];
  /** Every demo file of the rendered pages. */
  readonly demos: readonly SiteDemo[];
}

/** Options of {@link loadSite}. */
export interface LoadOptions {
  /**
   * Render only the page at this route (a single-page build): every page's frontmatter is
   * still read (titles for the drawer and links), but only this page's Markdown and demos are
   * loaded. The page need not be in a page tree yet.
   */
  only?: string;
  /**
   * Called with the page trees as soon as they are read, before the pages: a build starts the
   * work that needs only the trees (which packages' API to extract) while the pages load.
   */
  onTrees?: (trees: readonly LoadedTree[]) => void;
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Reads the demo files a page's directives name (with their variants).
 * @throws ContentError naming the page and the directive's line when a demo file is missing.
 */
async function loadDemos(
  contentDir: string,
  page: Pick<MarkdownPage, 'dir' | 'sourceFile' | 'route' | 'productId'>,
  directives: DemoDirective[],
): Promise<SiteDemo[]> {
  const lists = await Promise.all(
    directives.map(async (directive) => {
      const base = path.join(page.dir!, `${directive.name}.tsx`);
      if (!(await exists(base))) {
        throw new ContentError(page.sourceFile!, directive.line, `demo "${directive.name}" not found: expected ${directive.name}.tsx beside this page`);
      }
      return Promise.all(
        demoOptionFiles(base).map(async ({ option, file }) => {
          const id = path
            .relative(contentDir, file)
            .replace(/\.tsx$/, '')
            .split(path.sep)
            .join('/');
          const sources = await readDemoSources(file, id);
          return { id, file, source: sources.files[0].text, sources, directive, option, route: page.route, productId: page.productId };
        }),
      );
    }),
  );
  return lists.flat();
}

/**
 * A Markdown page with its body rendered and its demos read: a new record, `page` is left as it
 * was. `source` is the text of `index.md` when the caller has it; otherwise it is read.
 * @throws ContentError naming the page (and line) for bad Markdown or a missing demo.
 */
export async function renderPageContent(contentDir: string, page: MarkdownPage, source?: string): Promise<MarkdownPage> {
  const file = page.sourceFile!;
  const text = source ?? (await readFile(file, 'utf8'));
  const markdown = await cachedMarkdown(text, file);
  return { ...page, ...pageFields(markdown.frontmatter), source: text, markdown, demos: await loadDemos(contentDir, page, markdown.demos) };
}

function pageFields(frontmatter: Frontmatter) {
  return { frontmatter, title: frontmatter.title, shortTitle: frontmatter.shortTitle, description: frontmatter.description };
}

async function loadMarkdownPage(
  contentDir: string,
  file: string,
  route: string,
  kind: MarkdownPage['kind'],
  render: boolean,
  tree?: LoadedTree,
): Promise<MarkdownPage> {
  const source = await readFile(file, 'utf8');
  const page: MarkdownPage = {
    route,
    kind,
    productId: productIdFromPath(route),
    dir: path.dirname(file),
    sourceFile: file,
    source,
    tree,
    ...pageFields(readFrontmatter(source, file)),
  };
  return render ? renderPageContent(contentDir, page, source) : page;
}

async function loadGuidePages(contentDir: string, tree: LoadedTree, render: (route: string) => boolean, single: boolean): Promise<MarkdownPage[]> {
  const pages = await Promise.all(
    readingOrder(tree.tree).map(async (entry) => {
      const file = path.join(contentDir, entry.pathname, 'index.md');
      const route = pathnameToRoute(entry.pathname);
      if (!(await exists(file))) {
        // A single-page build checks one page: another author's page still being written elsewhere in a tree does not stop it.
        if (single && !render(route)) return undefined;
        throw new ContentError(
          tree.file,
          pathnameLines(tree.source, entry.pathname)[0],
          `page "${entry.pathname}" has no content: create ${path.relative(process.cwd(), file)}`,
        );
      }
      return loadMarkdownPage(contentDir, file, route, 'guide', render(route), tree);
    }),
  );
  return pages.filter((page): page is MarkdownPage => page !== undefined);
}

async function loadBlogPosts(contentDir: string, render: (route: string) => boolean): Promise<MarkdownPage[]> {
  const blogDir = path.join(contentDir, 'blog');
  if (!(await exists(blogDir))) return [];
  const entries = await readdir(blogDir, { withFileTypes: true });
  const posts = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory())
      .map(async (entry) => {
        const file = path.join(blogDir, entry.name, 'index.md');
        const route = `/blog/${entry.name}/`;
        const page = await loadMarkdownPage(contentDir, file, route, 'blog-post', render(route));
        if (!page.frontmatter?.date) throw new ContentError(file, 2, 'a blog post needs a date: YYYY-MM-DD');
        return page;
      }),
  );
  return posts.sort((a, b) => b.frontmatter!.date!.localeCompare(a.frontmatter!.date!));
}

function generatedPage(route: string, kind: GeneratedPage['kind'], title: string, description: string): GeneratedPage {
  return { route, kind, productId: productIdFromPath(route), title, description };
}

/**
 * A page that is in no page tree, for a single-page build of a page being written.
 * @throws ContentError when the route has no `index.md`.
 */
async function loadLoosePage(contentDir: string, route: string, trees: LoadedTree[]): Promise<MarkdownPage> {
  const file = path.join(contentDir, routeToPathname(route), 'index.md');
  if (!(await exists(file))) throw new ContentError(file, undefined, `no page at ${route}: create this file, or check the route`);
  const productId = productIdFromPath(route);
  return loadMarkdownPage(
    contentDir,
    file,
    route,
    route.startsWith('/blog/') ? 'blog-post' : 'guide',
    true,
    trees.find((tree) => tree.productId === productId),
  );
}

/**
 * Loads and validates everything under `contentDir`: page trees, pages with their sources and
 * rendered Markdown, demos with all their files, translated titles and git dates. No later step
 * reads the content folder again.
 * @throws ContentError on the first content problem, naming its file and line.
 */
export async function loadSite(contentDir: string, options: LoadOptions = {}): Promise<Site> {
  const only = options.only && pathnameToRoute(options.only.startsWith('/') ? options.only : `/${options.only}`);
  const render = (route: string) => !only || route === only;
  const [trees, translations, updated] = await Promise.all([
    loadTrees(contentDir).then((loaded) => {
      options.onTrees?.(loaded);
      return loaded;
    }),
    loadTranslations(contentDir),
    lastUpdated(contentDir),
  ]);
  const [guides, posts] = await Promise.all([
    Promise.all(trees.map((tree) => loadGuidePages(contentDir, tree, render, Boolean(only)))).then((lists) => lists.flat()),
    loadBlogPosts(contentDir, render),
  ]);
  const pages = [
    generatedPage('/', 'home', 'MUI docs', 'Documentation for Material UI, Joy UI, MUI System and MUI X: guides, live demos and API reference.'),
    ...guides,
    ...(posts.length ? [generatedPage('/blog/', 'blog-index', 'Blog', 'News, releases and deep dives from the MUI docs team.'), ...posts] : []),
    generatedPage('/size-snapshot/', 'size-snapshot', 'Size snapshot', 'The JavaScript each page of this site loads, gzipped, from the last build.'),
    generatedPage('/404.html', 'not-found', 'Page not found', 'The page you were looking for does not exist.'),
    generatedPage('/offline.html', 'offline', 'You are offline', 'This page has not been saved for offline reading yet.'),
  ];
  if (only && !pages.some((page) => page.route === only)) pages.push(await loadLoosePage(contentDir, only, trees));
  return { contentDir, translations, updated, trees, pages, demos: demosOf(pages) };
}

/** Every demo file of `pages`, in page and directive order: the model's `demos`, derived from its pages. */
const demosOf = (pages: readonly SitePage[]) => pages.flatMap((page) => page.demos ?? []);

/**
 * A new site model from `site` (which is left as it was) with a change applied. Pure.
 * - `trees`: each replaces the tree loaded from the same file, and the pages of a replaced tree
 *   point at its replacement;
 * - `pages`: each replaces the page of the same route, or is added after the others;
 * - `demos` is derived again from the pages.
 */
export function withChanges(site: Site, change: { trees?: readonly LoadedTree[]; pages?: readonly SitePage[] }): Site {
  const trees = new Map((change.trees ?? []).map((tree) => [tree.file, tree]));
  const replaced = new Map((change.pages ?? []).map((page) => [page.route, page]));
  const retree = (page: SitePage): SitePage => {
    const tree = page.tree && trees.get(page.tree.file);
    return tree && tree !== page.tree ? { ...page, tree } : page;
  };
  const kept = site.pages.map((page) => retree(replaced.get(page.route) ?? page));
  const known = new Set(site.pages.map((page) => page.route));
  const pages = [...kept, ...(change.pages ?? []).filter((page) => !known.has(page.route)).map(retree)];
  return {
    ...site,
    trees: site.trees.map((tree) => trees.get(tree.file) ?? tree),
    pages,
    demos: demosOf(pages),
  };
}
