/**
 * Loads the whole site model from the content folder: page trees, guide pages, blog posts,
 * and the generated pages (home, blog index, size snapshot, 404).
 */
import { access, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApiRecord } from '../../../runtime/api/types';
import { readingOrder } from '../../../runtime/page-tree/navigation';
import { productIdFromPath, type ProductId } from '../../../runtime/products/products';
import { ContentError } from '../errors';
import { type LoadedTree, loadTrees, pathnameLines } from './nav';
import { type RenderedMarkdown, renderMarkdown } from './markdown';

/** What a page is, which selects its layout. */
export type PageKind = 'guide' | 'api' | 'blog-post' | 'blog-index' | 'home' | 'size-snapshot' | 'not-found' | 'offline';

/** One page of the built site. */
export interface SitePage {
  /** Route with trailing slash (`/material-ui/react-button/`); `/404.html` for the 404 page. */
  route: string;
  kind: PageKind;
  productId: ProductId;
  title: string;
  description: string;
  /** Folder holding `index.md` and the page's demos, for Markdown pages. */
  dir?: string;
  /** Absolute path of `index.md`, for Markdown pages. */
  sourceFile?: string;
  markdown?: RenderedMarkdown;
  /** The page tree the page belongs to (drives the drawer and previous/next links). */
  tree?: LoadedTree;
  /** The component an API page documents. */
  api?: ApiRecord;
}

/** The loaded site. */
export interface Site {
  contentDir: string;
  trees: LoadedTree[];
  pages: SitePage[];
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

async function loadMarkdownPage(
  file: string,
  route: string,
  kind: PageKind,
  tree?: LoadedTree,
): Promise<SitePage> {
  const markdown = await renderMarkdown(await readFile(file, 'utf8'), file);
  const dir = path.dirname(file);
  await Promise.all(
    markdown.demos.map(async (demo) => {
      if (!(await exists(path.join(dir, `${demo.name}.tsx`)))) {
        throw new ContentError(file, demo.line, `demo "${demo.name}" not found: expected ${demo.name}.tsx beside this page`);
      }
    }),
  );
  return {
    route,
    kind,
    productId: productIdFromPath(route),
    title: markdown.frontmatter.title,
    description: markdown.frontmatter.description,
    dir,
    sourceFile: file,
    markdown,
    tree,
  };
}

async function loadGuidePages(contentDir: string, tree: LoadedTree): Promise<SitePage[]> {
  return Promise.all(
    readingOrder(tree.tree).map(async (entry) => {
      const file = path.join(contentDir, entry.pathname, 'index.md');
      if (!(await exists(file))) {
        throw new ContentError(
          tree.file,
          pathnameLines(tree.source, entry.pathname)[0],
          `page "${entry.pathname}" has no content: create ${path.relative(process.cwd(), file)}`,
        );
      }
      return loadMarkdownPage(file, `${entry.pathname}/`, 'guide', tree);
    }),
  );
}

async function loadBlogPosts(contentDir: string): Promise<SitePage[]> {
  const blogDir = path.join(contentDir, 'blog');
  if (!(await exists(blogDir))) return [];
  const entries = await readdir(blogDir, { withFileTypes: true });
  const posts = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory())
      .map(async (entry) => {
        const file = path.join(blogDir, entry.name, 'index.md');
        const page = await loadMarkdownPage(file, `/blog/${entry.name}/`, 'blog-post');
        if (!page.markdown?.frontmatter.date) throw new ContentError(file, 2, 'a blog post needs a date: YYYY-MM-DD');
        return page;
      }),
  );
  return posts.sort((a, b) => b.markdown!.frontmatter.date!.localeCompare(a.markdown!.frontmatter.date!));
}

function generatedPage(route: string, kind: PageKind, title: string, description: string): SitePage {
  return { route, kind, productId: productIdFromPath(route), title, description };
}

/**
 * Loads and validates everything under `contentDir`.
 * @throws ContentError on the first content problem, naming its file and line.
 */
export async function loadSite(contentDir: string): Promise<Site> {
  const trees = await loadTrees(contentDir);
  const [guides, posts] = await Promise.all([
    Promise.all(trees.map((tree) => loadGuidePages(contentDir, tree))).then((lists) => lists.flat()),
    loadBlogPosts(contentDir),
  ]);
  const pages = [
    generatedPage('/', 'home', 'MUI docs', 'Documentation for Material UI, Joy UI, MUI System and MUI X: guides, live demos and API reference.'),
    ...guides,
    ...(posts.length
      ? [generatedPage('/blog/', 'blog-index', 'Blog', 'News, releases and deep dives from the MUI docs team.'), ...posts]
      : []),
    generatedPage('/size-snapshot/', 'size-snapshot', 'Size snapshot', 'The JavaScript each page of this site loads, gzipped, from the last build.'),
    generatedPage('/404.html', 'not-found', 'Page not found', 'The page you were looking for does not exist.'),
    generatedPage('/offline.html', 'offline', 'You are offline', 'This page has not been saved for offline reading yet.'),
  ];
  return { contentDir, trees, pages };
}
