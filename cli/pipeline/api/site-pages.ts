/**
 * The API reference as pages of the site model: one page per extracted component and per Data
 * Grid interface, and an API section in each documented product's page tree.
 */
import type { ProductId } from '../../../runtime/products/products';
import type { LoadedTree } from '../model/page-trees';
import { type Site, type SitePage, withChanges } from '../model/site';
import type { ApiData } from './cache';
import { gridInterfacesNav } from './grid-pages';
import { API_PACKAGES } from './packages';
import { apiNavNode, completeRecords, demoUsage } from './pages';

/**
 * The site model with the API pages of the extracted components and an API section at the end
 * of each documented product's page tree (a new model: `site` is left as it was), with the
 * number of API pages and the extraction's summary lines, for the build's report.
 * @throws Error when a Data Grid interface's page would take the route of another page.
 */
export function withApiPages(site: Site, data: ApiData): { site: Site; pages: number; warnings: string[] } {
  const pageOf = new Map(site.pages.map((page) => [page.route, page]));
  const sources = site.demos.map((demo) => ({ source: demo.source, page: { title: pageOf.get(demo.route)!.title, href: demo.route } }));
  const routes = new Set([...site.pages.map((page) => page.route), ...data.records.map((record) => record.route)]);
  const records = completeRecords(data.records, demoUsage(sources), routes);
  const pages: SitePage[] = [];
  const trees = new Map<ProductId, LoadedTree>();
  for (const pkg of API_PACKAGES) {
    const loaded = site.trees.find((candidate) => candidate.productId === pkg.productId);
    if (!loaded || !records.some((record) => record.package === pkg.name)) continue;
    // One section per product, shared by its package and editions; the grid's also lists its interfaces.
    if (!trees.has(pkg.productId)) {
      const section = apiNavNode(pkg, records);
      if (pkg.productId === 'x-data-grid' && data.grid) section.children!.push(gridInterfacesNav(data.grid));
      trees.set(pkg.productId, { ...loaded, tree: [...loaded.tree, section] });
    }
    const tree = trees.get(pkg.productId)!;
    pages.push(
      ...records
        .filter((record) => record.package === pkg.name)
        .map((api) => ({
          route: api.route,
          kind: 'api' as const,
          productId: api.productId,
          title: `${api.name} API`,
          description: `API reference for the React ${api.name} component of ${api.package}: props, ${api.slots.length ? 'slots, ' : ''}CSS classes and more.`,
          tree,
          api,
        })),
    );
  }
  const gridTree = trees.get('x-data-grid') ?? site.trees.find((candidate) => candidate.productId === 'x-data-grid');
  if (data.grid && gridTree) {
    const taken = data.grid.interfaces.find((record) => routes.has(record.route));
    if (taken) throw new Error(`API: the page of ${taken.name} would take ${taken.route}, which another page has`);
    pages.push(
      ...data.grid.interfaces.map((record) => ({
        route: record.route,
        kind: 'api' as const,
        productId: 'x-data-grid' as const,
        title: `${record.name} API`,
        description: `API reference for the ${record.name} ${record.methodGroups ? "object of the Data Grid's apiRef: every method, by feature" : 'interface of the Data Grid: every property with its type, default and plan'}.`,
        tree: gridTree,
        gridInterface: record,
      })),
    );
  }
  const { report } = data;
  return {
    site: withChanges(site, { trees: [...trees.values()], pages }),
    pages: pages.length,
    warnings: [
      ...(report.badDefaults.length
        ? [`API: ${report.badDefaults.length} @default values do not parse as expressions, shown as written (e.g. ${report.badDefaults[0]})`]
        : []),
      ...(report.undocumentedClasses.length
        ? [`API: ${report.undocumentedClasses.length} CSS classes have no description (e.g. ${report.undocumentedClasses[0]})`]
        : []),
      ...(report.skipped.length
        ? [
            `API: no page for ${report.skipped.length} exports whose props the package leaves untyped or empty: ${report.skipped.map((line) => line.split(':')[0].split(' ')[1]).join(', ')}`,
          ]
        : []),
    ],
  };
}
