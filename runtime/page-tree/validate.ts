import { walkTree } from './navigation';
import type { PageTree } from './types';

/** Paths containing these segments may repeat in a tree. */
export const DUPLICATE_EXEMPT_SEGMENTS = ['components-api', 'hooks-api'] as const;

/** A pathname that appears more than once in a page tree. */
export interface DuplicatePath {
  pathname: string;
  /** Zero-based positions of each occurrence in depth-first order. */
  occurrences: number[];
}

/** True when `pathname` is allowed to repeat in a tree. */
export function isDuplicateExempt(pathname: string): boolean {
  return DUPLICATE_EXEMPT_SEGMENTS.some((segment) => pathname.includes(segment));
}

/**
 * Finds every non-exempt pathname that occurs twice or more in a tree, sections included;
 * the build rejects a tree with any.
 */
export function findDuplicatePaths(tree: PageTree): DuplicatePath[] {
  const seen = new Map<string, number[]>();
  walkTree(tree).forEach(({ page }, index) => {
    if (isDuplicateExempt(page.pathname)) return;
    seen.set(page.pathname, [...(seen.get(page.pathname) ?? []), index]);
  });
  return [...seen].filter(([, occurrences]) => occurrences.length > 1).map(([pathname, occurrences]) => ({ pathname, occurrences }));
}
