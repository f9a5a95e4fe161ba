/**
 * The site model: one loaded description of the whole site that every later step reads.
 * Products and their page trees, every page (guide, blog post, generated; API pages are merged
 * in by {@link addPages} before rendering) with its kind, route, titles and Markdown, and every
 * demo as a record of its own (id, page, styling or date-library variant, TSX source read once, iframe options).
 */
import { access, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApiRecord } from '../../../runtime/api/types';
import type { GridInterfaceRecord } from '../../../runtime/api/grid-types';
import { readingOrder } from '../../../runtime/page-tree/navigation';
import { pathnameToRoute, routeToPathname } from '../../../runtime/page-tree/routes';
import { productIdFromPath, type ProductId } from '../../../runtime/products/products';
import type { DemoOption } from '../../../runtime/preferences/demo-options/demo-options';
import { demoOptionFiles } from '../demos/styling';
import { type DemoSources, readDemoSources } from '../demos/sources';
import { ContentError } from '../errors';
import { type Frontmatter, readFrontmatter } from './frontmatter';
import { type LoadedTree, loadTrees, pathnameLines } from './nav';
import type { DemoDirective, RenderedMarkdown } from './markdown';
import { cachedMarkdown } from './markdown-cache';
import { loadTranslations } from './titles';
import { lastUpdated } from '../markdown/git-dates';
import type { TitleCatalogue } from '../../../runtime/i18n/titles';
import type { PageKind } from './page-kinds';
import type { PlaygroundControl } from '../../../runtime/playground/controls';

export type { PageKind } from './page-kinds';

/** One file of a demo: the demo itself or one of its styling or date-library variants. */
export interface SiteDemo {
  /** `<page folder>/<File name>` relative to the content folder, without `.tsx`: `material-ui/react-button/BasicButtons`. */
  id: string;
  /** Absolute path of the TSX file. */
  file: string;
  /** Its TSX source, read once per build. */
  source: string;
  /**
   * Every file the demo consists of, read once when the model loads: itself, the modules it
   * imports by relative path (transitively) and the stylesheets they import, with where each
   * relative import resolved and a content hash of them all. No later step reads them again.
   */
  sources: DemoSources;
  /** The directive that placed it (name, line, iframe and height options). */
  directive: DemoDirective;
  /** Which version of the demo this file is (`system` or `dayjs` for the demo's own file). */
  option: DemoOption;
  /** Route of the page showing it. */
  route: string;
  productId: ProductId;
}

/** A page's playground, bundled and rendered as a demo: its generated module, the component it plays with and its controls. */
export type PlaygroundEntry = Pick<SiteDemo, 'id' | 'file' | 'source' | 'sources' | 'productId'> & {
  /** The component it plays with. */
  component: string;
  /** Its controls, as the generated module holds them. */
  controls: PlaygroundControl[];
};

/** One page of the built site. */
export interface SitePage {
  /** Route with trailing slash (`/material-ui/react-button/`); `/404.html` for the 404 page. */
  route: string;
  kind: PageKind;
  productId: ProductId;
  /** The page's title: its `h1`, `<title>`, breadcrumbs, previous/next links. */
  title: string;
  /** The drawer's label for the page, when shorter than its title (frontmatter `shortTitle`). */
  shortTitle?: string;
  description: string;
  /** Folder holding `index.md` and the page's demos, for Markdown pages. */
  dir?: string;
  /** Absolute path of `index.md`, for Markdown pages. */
  sourceFile?: string;
  /** The text of `index.md`, read once when the model loads, for Markdown pages. */
  source?: string;
  frontmatter?: Frontmatter;
  /** Rendered Markdown; absent for pages a single-page build does not render. */
  markdown?: RenderedMarkdown;
  /** The page's demo files in directive order (variants included). */
  demos?: SiteDemo[];
  /** The page's prop playgrounds, generated once the API data is loaded (see `demos/playgrounds.ts`). */
  playgrounds?: PlaygroundEntry[];
  /** The page tree the page belongs to (drives the drawer and previous/next links). */
  tree?: LoadedTree;
  /** The component an API page documents. */
  api?: ApiRecord;
  /** The Data Grid interface an API page documents. */
  gridInterface?: GridInterfaceRecord;
}

/** The loaded site. */
export interface Site {
  contentDir: string;
  /** Translated titles from the content folder's `titles.json` (`{}` when it has none). */
  translations: TitleCatalogue;
  /** Date (YYYY-MM-DD) of the last commit of each content file, by absolute path (empty outside git). */
  updated: ReadonlyMap<string, string>;
  trees: LoadedTree[];
  pages: SitePage[];
  /** Every demo file of the rendered pages. */
  demos: SiteDemo[];
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
async function loadDemos(contentDir: string, page: SitePage, directives: DemoDirective[]): Promise<SiteDemo[]> {
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

/** Renders a Markdown page's body and reads its demos, in place. */
export async function renderPageContent(contentDir: string, page: SitePage, source?: string): Promise<void> {
  const file = page.sourceFile!;
  const text = source ?? (await readFile(file, 'utf8'));
  const markdown = await cachedMarkdown(text, file);
  Object.assign(page, pageFields(markdown.frontmatter), { source: text, markdown, demos: await loadDemos(contentDir, page, markdown.demos) });
}

function pageFields(frontmatter: Frontmatter) {
  return { frontmatter, title: frontmatter.title, shortTitle: frontmatter.shortTitle, description: frontmatter.description };
}

async function loadMarkdownPage(contentDir: string, file: string, route: string, kind: PageKind, render: boolean, tree?: LoadedTree): Promise<SitePage> {
  const source = await readFile(file, 'utf8');
  const page: SitePage = {
    route,
    kind,
    productId: productIdFromPath(route),
    dir: path.dirname(file),
    sourceFile: file,
    source,
    tree,
    ...pageFields(readFrontmatter(source, file)),
  };
  if (render) await renderPageContent(contentDir, page, source);
  return page;
}

async function loadGuidePages(contentDir: string, tree: LoadedTree, render: (route: string) => boolean, single: boolean): Promise<SitePage[]> {
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
  return pages.filter((page): page is SitePage => page !== undefined);
}

async function loadBlogPosts(contentDir: string, render: (route: string) => boolean): Promise<SitePage[]> {
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

function generatedPage(route: string, kind: PageKind, title: string, description: string): SitePage {
  return { route, kind, productId: productIdFromPath(route), title, description };
}

/**
 * A page that is in no page tree, for a single-page build of a page being written.
 * @throws ContentError when the route has no `index.md`.
 */
async function loadLoosePage(contentDir: string, route: string, trees: LoadedTree[]): Promise<SitePage> {
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
  return { contentDir, translations, updated, trees, pages, demos: pages.flatMap((page) => page.demos ?? []) };
}

/** Adds generated pages (API reference) to the site model before rendering. */
export function addPages(site: Site, pages: SitePage[]): void {
  site.pages.push(...pages);
}
