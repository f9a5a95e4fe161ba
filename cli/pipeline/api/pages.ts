/**
 * API records as pages of the site: a nav section per product (under a `components-api` path,
 * which may repeat in a page tree), demos linked from the guides that import the
 * component, and mui.com links in descriptions pointed at our own pages.
 */
import type { ApiDemo, ApiRecord } from '../../../runtime/api/types';
import type { NavPage } from '../../../runtime/page-tree/types';
import type { ExtractedRecord } from './extract';
import { API_PACKAGES, type ApiPackage } from './packages';

/**
 * The drawer section listing a product's API pages: those of its package and of its editions
 * (`pkg` is any of them), by name, a commercial edition's pages with its plan badge.
 */
export function apiNavNode(pkg: ApiPackage, records: readonly ExtractedRecord[]): NavPage {
  const plans = new Map(API_PACKAGES.map((candidate) => [candidate.name, candidate.plan]));
  return {
    pathname: pkg.navPathname,
    title: 'API reference',
    children: records
      .filter((record) => record.productId === pkg.productId)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((record) => {
        const plan = plans.get(record.package);
        return { pathname: record.route.replace(/\/$/, ''), title: record.name, ...(plan && { plan }) };
      }),
  };
}

/** `@mui/material:Button` style keys of the components a demo source imports. */
export function importedComponents(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/import\s+([A-Z]\w*)\s*(?:,\s*\{[^}]*\})?\s*from\s*['"](@mui\/[\w-]+)\/(\w+)['"]/g)) {
    found.add(`${match[2]}:${match[3]}`);
  }
  for (const match of source.matchAll(/import\s*(?:\w+\s*,\s*)?\{([^}]+)\}\s*from\s*['"](@mui\/[\w-]+)(?:\/[\w/]+)?['"]/g)) {
    for (const part of match[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (/^[A-Z]/.test(name) && !part.trim().startsWith('type ')) found.add(`${match[2]}:${name}`);
    }
  }
  return [...found];
}

/** Guide pages using each component, keyed `package:Name`, in page order without repeats. */
export function demoUsage(demos: ReadonlyArray<{ source: string; page: ApiDemo }>): Map<string, ApiDemo[]> {
  const usage = new Map<string, ApiDemo[]>();
  for (const { source, page } of demos) {
    for (const key of importedComponents(source)) {
      const pages = usage.get(key) ?? [];
      if (!pages.some((item) => item.href === page.href)) pages.push(page);
      usage.set(key, pages);
    }
  }
  return usage;
}

/** mui.com API anchors (`#Button-prop-disabled`, `#Button-css-root`) as this site writes them. */
function localAnchor(hash: string): string | undefined {
  if (!hash) return '';
  const match = /^#[\w]+-(prop|css|classes|slots?)-([\w-]+)$/.exec(hash);
  if (!match) return undefined;
  return `#${match[1] === 'prop' ? 'prop' : match[1].startsWith('slot') ? 'slot' : 'classes'}-${match[2]}`;
}

/**
 * Links in package descriptions: `https://mui.com/<path>` points at this site when it has that
 * page (and, for an anchor, the matching API row); a root-relative link to a page this site
 * does not have points back at mui.com, marked external.
 */
export function siteLinks(html: string, routes: ReadonlySet<string>): string {
  const withSlash = (pathname: string) => (pathname.endsWith('/') ? pathname : `${pathname}/`);
  return html
    .replace(/href="(\/[^"#]*)(#[^"]*)?"/g, (match, pathname: string, hash = '') =>
      routes.has(withSlash(pathname)) ? match : `href="https://mui.com${pathname}${hash}" data-external="" rel="noopener"`,
    )
    .replace(/href="https:\/\/mui\.com(\/[^"#]*)(#[^"]*)?" data-external="" rel="noopener"/g, (match, pathname: string, hash = '') => {
      const anchor = localAnchor(hash);
      return routes.has(withSlash(pathname)) && anchor !== undefined ? `href="${withSlash(pathname)}${anchor}"` : match;
    });
}

/** Completes extracted records with their demos and local links. */
export function completeRecords(records: readonly ExtractedRecord[], usage: Map<string, ApiDemo[]>, routes: ReadonlySet<string>): ApiRecord[] {
  const local = (html: string) => siteLinks(html, routes);
  return records.map((record) => ({
    ...record,
    description: local(record.description),
    ...(record.deprecated && { deprecated: local(record.deprecated) }),
    props: record.props.map((prop) => ({ ...prop, description: local(prop.description), ...(prop.deprecated && { deprecated: local(prop.deprecated) }) })),
    slots: record.slots.map((slot) => ({ ...slot, description: local(slot.description) })),
    classes: record.classes.map((item) => ({ ...item, description: local(item.description) })),
    demos: usage.get(`${record.package}:${record.name}`) ?? [],
  }));
}
