/**
 * Redirects, so readers' hand-typed and old links work: a drawer section such as
 * `/material-ui/getting-started` with no page of its own leads to its first page, and a page's
 * old URLs (frontmatter `aliases`) lead to the page.
 */
import { readingOrder, walkTree } from '../../runtime/page-tree/navigation';
import type { PageTree } from '../../runtime/page-tree/types';
import type { SitePage } from './model/site';
import { ContentError, lineOf } from './errors';
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

/**
 * Redirects from each page's `aliases` (its old URLs) to the page.
 * @throws ContentError naming the page when an alias is the route of a page or of another alias.
 */
export function aliasRedirects(pages: readonly SitePage[], routes: ReadonlySet<string>): Redirect[] {
  const seen = new Map<string, string>();
  return pages.flatMap((page) =>
    (page.frontmatter?.aliases ?? []).map((alias) => {
      const clash = routes.has(alias) ? `the page ${alias}` : seen.get(alias);
      if (clash)
        throw new ContentError(
          page.sourceFile!,
          lineOf(page.source ?? '', alias),
          `alias ${alias} is already ${clash.startsWith('the page') ? clash : `an alias of ${clash}`}`,
        );
      seen.set(alias, page.route);
      return { from: alias, to: page.route };
    }),
  );
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
