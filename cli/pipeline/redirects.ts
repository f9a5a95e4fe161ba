/**
 * Section redirects: a drawer section such as `/material-ui/getting-started` has no page of its
 * own; its URL leads to the section's first page, so readers' hand-typed and old links work.
 */
import { readingOrder, walkTree } from '../../runtime/page-tree/navigation';
import type { PageTree } from '../../runtime/page-tree/types';
import { escapeHtml } from './render/template';

/** A route that redirects: `from` and `to` both end with a slash. */
export interface Redirect {
  from: string;
  to: string;
}

/** Redirects for every section of `tree` whose path is not itself a page. */
export function sectionRedirects(tree: PageTree, pageRoutes: ReadonlySet<string>): Redirect[] {
  return walkTree(tree)
    .filter(({ page }) => page.children?.length && !pageRoutes.has(`${page.pathname}/`))
    .flatMap(({ page }) => {
      const first = readingOrder(page.children!)[0];
      return first ? [{ from: `${page.pathname}/`, to: `${first.pathname}/` }] : [];
    });
}

/** A static redirect document (meta refresh, canonical to the target, not indexed). */
export function redirectHtml(to: string, origin: string): string {
  const href = escapeHtml(to);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Redirecting…</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(new URL(to, origin).href)}">
<meta http-equiv="refresh" content="0; url=${href}">
</head>
<body><p><a href="${href}">Continue to ${href}</a></p></body>
</html>
`;
}
