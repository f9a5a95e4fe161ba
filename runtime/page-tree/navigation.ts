import type { NavPage, PageTree } from './types';

/** A page entry with the chain of sections above it (root first). */
export interface PageLocation {
  page: NavPage;
  ancestors: NavPage[];
}

/**
 * Lists every entry of a tree depth-first, sections included, each with its ancestors.
 * Pure; used by validation, routing and the drawer.
 */
export function walkTree(tree: PageTree, ancestors: NavPage[] = []): PageLocation[] {
  return tree.flatMap((page) => [{ page, ancestors }, ...walkTree(page.children ?? [], [...ancestors, page])]);
}

/** True for an entry that is a page of this site (a leaf without an external link). */
export function isContentPage(page: NavPage): boolean {
  return !page.children?.length && !page.linkProps;
}

/** The site's pages of a tree in reading order (the order of previous/next links). */
export function readingOrder(tree: PageTree): NavPage[] {
  return walkTree(tree)
    .map((location) => location.page)
    .filter(isContentPage);
}

/**
 * Previous and next pages of `pathname` in reading order; `undefined` at either end or when
 * the path is not in the tree.
 */
export function neighbours(tree: PageTree, pathname: string): { previous?: NavPage; next?: NavPage } {
  const order = readingOrder(tree);
  const index = order.findIndex((page) => page.pathname === pathname);
  if (index === -1) return {};
  return { previous: order[index - 1], next: order[index + 1] };
}

/** The sections that contain `pathname`, root first (the drawer opens and highlights them). */
export function activeTrail(tree: PageTree, pathname: string): NavPage[] {
  const found = walkTree(tree).find((location) => location.page.pathname === pathname);
  return found ? [...found.ancestors, found.page] : [];
}
