/**
 * Loads the page trees (`<content>/nav/<productId>.ts`) and validates them.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';
import { transform } from '../bundle/esbuild-service';
import { z } from 'zod';
import type { NavPage, PageTree } from '../../../runtime/page-tree/types';
import { findDuplicatePaths } from '../../../runtime/page-tree/validate';
import { PRODUCTS, type ProductId } from '../../../runtime/products/products';
import { ContentError } from '../errors';

/** A product's page tree with the file it came from. Read-only once loaded: a change makes a new record. */
export interface LoadedTree {
  readonly productId: ProductId;
  readonly tree: PageTree;
  /** Absolute path of the tree's source file. */
  readonly file: string;
  /** Source text, for line lookups in later errors. */
  readonly source: string;
}

/** One-based lines where `pathname` appears as a string literal in a tree's source. */
export function pathnameLines(source: string, pathname: string): number[] {
  const escaped = pathname.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(`['"\`]${escaped}['"\`]`, 'g');
  return [...source.matchAll(pattern)].map((match) => source.slice(0, match.index).split('\n').length);
}

/**
 * Throws when a tree repeats a pathname, naming the file, the path and every line
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
    `duplicate page path "${duplicate.pathname}" in the navigation tree${lines.length > 1 ? ` (lines ${lines.join(' and ')})` : ''}`,
  );
}

/** Badge and state flags of an entry. */
const FLAGS = { newFeature: z.boolean(), planned: z.boolean(), unstable: z.boolean(), beta: z.boolean(), legacy: z.boolean(), deprecated: z.boolean() };

/**
 * One entry of a page tree. A page's title comes from its frontmatter, so only sections
 * (entries with `children`) and external links carry a `title`.
 */
const navPageSchema: z.ZodType<NavPage> = z.lazy(() =>
  z
    .object({
      pathname: z.string().regex(/^\/[a-z0-9-/]*[a-z0-9]$/, 'must start with /, use lower-case letters, digits, - and /, and have no trailing slash'),
      title: z.string().min(1).optional(),
      children: z.array(navPageSchema).optional(),
      subheader: z.string().min(1).optional(),
      plan: z.enum(['pro', 'premium']).optional(),
      icon: z.string().optional(),
      linkProps: z.object({ href: z.url(), rel: z.string().optional() }).strict().optional(),
      ...Object.fromEntries(Object.entries(FLAGS).map(([key, schema]) => [key, schema.optional()])),
    })
    .strict()
    .superRefine((entry, context) => {
      const isPage = !entry.children && !entry.linkProps;
      if (isPage && entry.title)
        context.addIssue({
          code: 'custom',
          path: ['title'],
          message: "a page's title comes from its frontmatter: remove title here (shortTitle in the frontmatter sets the drawer's label)",
        });
      if (!isPage && !entry.title && !entry.subheader)
        context.addIssue({ code: 'custom', path: ['title'], message: 'a section or external link needs a title' });
    }),
) as z.ZodType<NavPage>;

const treeSchema = z.array(navPageSchema);

/** The entry a zod issue path points at (`[3, 'children', 0, 'plan']` → the entry at 3 → 0), with the key it names. */
function issueTarget(tree: unknown, issuePath: readonly PropertyKey[]): { pathname?: string; key?: string } {
  let node: unknown = tree;
  let pathname: string | undefined;
  let key: string | undefined;
  for (const part of issuePath) {
    if (node && typeof node === 'object' && part in node) {
      node = (node as Record<PropertyKey, unknown>)[part];
      if (node && typeof node === 'object' && typeof (node as { pathname?: unknown }).pathname === 'string') pathname = (node as { pathname: string }).pathname;
      if (typeof part === 'string' && part !== 'children') key = part;
    }
  }
  return { pathname, key };
}

/**
 * Validates a tree against the page tree schema.
 * @throws ContentError naming the file, the line of the offending entry (or key) and the problem.
 */
export function assertValidTree(loaded: Pick<LoadedTree, 'tree' | 'file' | 'source'>): void {
  const result = treeSchema.safeParse(loaded.tree);
  if (result.success) return;
  const issue = result.error.issues[0];
  const unknownKey = issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
  const { pathname, key } = issueTarget(loaded.tree, issue.path);
  const entryLine = pathname ? pathnameLines(loaded.source, pathname)[0] : undefined;
  const name = unknownKey ?? key;
  const keyLine =
    entryLine && name ? loaded.source.split('\n').findIndex((line, index) => index >= entryLine - 1 && new RegExp(`\\b${name}\\s*:`).test(line)) + 1 : 0;
  const where = pathname ? ` (entry "${pathname}")` : '';
  const message = unknownKey ? `unknown key "${unknownKey}"${where}` : `${name ? `"${name}" ` : ''}${issue.message}${where}`;
  throw new ContentError(loaded.file, keyLine || entryLine, message);
}

/**
 * Evaluates a page tree module: TypeScript compiled by esbuild and run in a fresh VM context,
 * so it may live outside the project and a reload in watch mode leaves no module behind.
 * @throws ContentError when it does not compile, imports anything at run time or throws.
 */
async function evaluateTree(file: string, source: string): Promise<unknown> {
  let code: string;
  try {
    ({ code } = await transform(source, { loader: 'ts', format: 'cjs', sourcefile: file }));
  } catch (error) {
    const [first] = (error as { errors?: { text: string; location?: { line: number } }[] }).errors ?? [];
    throw new ContentError(file, first?.location?.line, first?.text ?? (error as Error).message);
  }
  const module = { exports: {} as { default?: unknown } };
  const require = (specifier: string) => {
    throw new ContentError(file, undefined, `a page tree may import types only (it imports "${specifier}")`);
  };
  try {
    vm.runInNewContext(code, { module, exports: module.exports, require }, { filename: file });
  } catch (error) {
    if (error instanceof ContentError) throw error;
    throw new ContentError(file, undefined, (error as Error).message);
  }
  return module.exports.default;
}

/** Loads and validates one page tree file (its name is the product id). */
export async function loadTree(file: string): Promise<LoadedTree> {
  const productId = path.basename(file).replace(/\.ts$/, '') as ProductId;
  if (!(productId in PRODUCTS)) {
    throw new ContentError(file, undefined, `unknown product id "${productId}" (use ${Object.keys(PRODUCTS).join(', ')})`);
  }
  const source = await readFile(file, 'utf8');
  const tree = await evaluateTree(file, source);
  if (!Array.isArray(tree)) throw new ContentError(file, undefined, 'the default export must be a page tree array');
  const loaded: LoadedTree = { productId, tree: tree as PageTree, file, source };
  assertValidTree(loaded);
  assertNoDuplicates(loaded);
  return loaded;
}

/**
 * Loads every `<contentDir>/nav/*.ts` tree (file name = product id) and validates it.
 * @throws ContentError for an unknown product id, an invalid entry or a duplicate pathname.
 */
export async function loadTrees(contentDir: string): Promise<LoadedTree[]> {
  const navDir = path.join(contentDir, 'nav');
  const files = (await readdir(navDir)).filter((name) => name.endsWith('.ts')).sort();
  return Promise.all(files.map((name) => loadTree(path.join(navDir, name))));
}
