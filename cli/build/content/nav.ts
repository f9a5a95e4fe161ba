/**
 * Loads the page trees (`<content>/nav/<productId>.ts`) and validates them (spec §5).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { walkTree } from '../../../runtime/page-tree/navigation';
import type { PageTree } from '../../../runtime/page-tree/types';
import { findDuplicatePaths } from '../../../runtime/page-tree/validate';
import { PRODUCTS, type ProductId } from '../../../runtime/products/products';
import { ContentError } from '../errors';

/** A product's page tree with the file it came from. */
export interface LoadedTree {
  productId: ProductId;
  tree: PageTree;
  /** Absolute path of the tree's source file. */
  file: string;
  /** Source text, for line lookups in later errors. */
  source: string;
}

/** One-based lines where `pathname` appears as a string literal in a tree's source. */
export function pathnameLines(source: string, pathname: string): number[] {
  const escaped = pathname.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(`['"\`]${escaped}['"\`]`, 'g');
  return [...source.matchAll(pattern)].map((match) => source.slice(0, match.index).split('\n').length);
}

/**
 * Throws when a tree repeats a pathname (spec §5), naming the file, the path and every line
 * it occurs on. Paths containing `components-api` or `hooks-api` are exempt.
 * @throws ContentError
 */
export function assertNoDuplicates(loaded: Pick<LoadedTree, 'tree' | 'file' | 'source'>): void {
  const [duplicate] = findDuplicatePaths(loaded.tree);
  if (!duplicate) return;
  const lines = pathnameLines(loaded.source, duplicate.pathname);
  throw new ContentError(
    loaded.file,
    lines[1] ?? lines[0],
    `duplicate page path "${duplicate.pathname}" in the navigation tree` +
      (lines.length > 1 ? ` (lines ${lines.join(' and ')})` : ''),
  );
}

function assertWellFormed(loaded: LoadedTree): void {
  for (const { page } of walkTree(loaded.tree)) {
    const line = pathnameLines(loaded.source, page.pathname)[0];
    if (!/^\/[a-z0-9-/]*[a-z0-9]$/.test(page.pathname)) {
      throw new ContentError(loaded.file, line, `pathname "${page.pathname}" must start with / and have no trailing slash`);
    }
  }
}

/**
 * Imports every `<contentDir>/nav/*.ts` tree (file name = product id) and validates it.
 * @throws ContentError for an unknown product id, a malformed or duplicate pathname.
 */
export async function loadTrees(contentDir: string): Promise<LoadedTree[]> {
  const navDir = path.join(contentDir, 'nav');
  const files = (await readdir(navDir)).filter((name) => name.endsWith('.ts')).sort();
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(navDir, name);
      const productId = name.replace(/\.ts$/, '') as ProductId;
      if (!(productId in PRODUCTS)) {
        throw new ContentError(file, undefined, `unknown product id "${productId}" (use ${Object.keys(PRODUCTS).join(', ')})`);
      }
      const module = (await import(`${pathToFileURL(file).href}?t=${Date.now()}`)) as { default: PageTree };
      const loaded: LoadedTree = { productId, tree: module.default, file, source: await readFile(file, 'utf8') };
      if (!Array.isArray(loaded.tree)) throw new ContentError(file, undefined, 'the default export must be a page tree array');
      assertWellFormed(loaded);
      assertNoDuplicates(loaded);
      return loaded;
    }),
  );
}
