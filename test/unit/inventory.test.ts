// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inventoryCoverage, type InventoryPage, readInventory } from '../support/inventory';
import { loadTrees } from '../../cli/pipeline/model/page-trees';

const ROOT = path.resolve(__dirname, '../..');
const page = (path: string, extra: Partial<InventoryPage> = {}): InventoryPage => ({
  product: 'material-ui',
  path,
  title: path,
  section: 'Components',
  ...extra,
});

/** Published pages the inventory does not list, each with the reason it exists. */
/** A template's page: mui.com shows its templates full screen, outside the inventory's guide pages. */
function templatePages(product: string, names: readonly string[]): Record<string, string> {
  const reason = 'a template of our own, with its live preview, files and exports; the inventory lists only the templates gallery';
  return Object.fromEntries(names.map((name) => [`/${product}/getting-started/templates/${name}/`, reason]));
}

const OUR_OWN_PAGES: Record<string, string> = {
  '/x/common-concepts/localization/':
    'one page for the translations both MUI X families share; mui.com splits it across the grid and pickers localization pages',
  '/joy-ui/getting-started/mcp/': "how to serve this site's build to a coding assistant with docs mcp, with Joy UI's examples",
  '/material-ui/getting-started/mcp/':
    "how to serve this site's build to a coding assistant with docs mcp (mui.com's page of that path is not in the inventory)",
  '/system/getting-started/mcp/': "how to serve this site's build to a coding assistant with docs mcp, with MUI System's examples",
  ...templatePages('material-ui', ['dashboard', 'sign-in', 'sign-in-side', 'sign-up', 'checkout', 'marketing-page', 'blog']),
  ...templatePages('joy-ui', ['order-dashboard', 'profile-dashboard', 'rental-dashboard', 'email', 'messages', 'files', 'team', 'sign-in-side', 'web-blocks']),
};

/** Parts of the inventory that are complete: a page missing from one of them fails the test. */
const COMPLETE: Record<string, (page: InventoryPage) => boolean> = {
  'Material UI guides (getting started, customization, how-to, integrations, migration, discover more)': (page) =>
    page.product === 'material-ui' && !page.section.startsWith('Components'),
};

describe('inventory coverage', () => {
  it('counts published pages per product and names the missing ones in inventory order', () => {
    const inventory = [page('/material-ui/react-slider/'), page('/material-ui/react-select/'), page('/joy-ui/react-chip/', { product: 'joy-ui' })];
    const coverage = inventoryCoverage(inventory, [[{ pathname: '/material-ui/components', children: [{ pathname: '/material-ui/react-select' }] }]]);
    expect(coverage.products).toEqual({ 'material-ui': { published: 1, total: 2 }, 'joy-ui': { published: 0, total: 1 } });
    expect(coverage.missing.map((missing) => missing.path)).toEqual(['/material-ui/react-slider/', '/joy-ui/react-chip/']);
  });

  it('reports a published page at a path the inventory does not have, but not an alias or an external link', () => {
    const inventory = [page('/system/getting-started/', { product: 'system', aliases: ['/system/basics/'] })];
    const trees = [
      [
        { pathname: '/system/basics' },
        { pathname: '/system/own-page' },
        { pathname: '/system/store', title: 'Store', linkProps: { href: 'https://example.com' } },
        { pathname: '/experiments/docs' },
      ],
    ];
    expect(inventoryCoverage(inventory, trees).extra).toEqual(['/system/own-page/']);
  });

  it('counts a page published at one of its aliases as covered', () => {
    const inventory = [page('/material-ui/getting-started/', { aliases: ['/material-ui/getting-started/overview/'] })];
    const coverage = inventoryCoverage(inventory, [[{ pathname: '/material-ui/getting-started/overview' }]]);
    expect(coverage.missing).toEqual([]);
    expect(coverage.products['material-ui']).toEqual({ published: 1, total: 1 });
  });

  it('reports a plan badge that differs from the inventory in either direction', () => {
    const inventory = [page('/x/a/', { plan: 'pro' }), page('/x/b/'), page('/x/c/', { plan: 'premium' })];
    const trees = [[{ pathname: '/x/a' }, { pathname: '/x/b', plan: 'pro' as const }, { pathname: '/x/c', plan: 'premium' as const }]];
    expect(inventoryCoverage(inventory, trees).planMismatches).toEqual([
      '/x/a/: tree says no plan, inventory says pro',
      '/x/b/: tree says pro, inventory says no plan',
    ]);
  });

  it('publishes our pages at mui.com paths with its plan badges, and prints what is still missing', async () => {
    const inventory = await readInventory(path.resolve(ROOT, '../shared/content/mui-pages.json'));
    const trees = (await loadTrees(path.join(ROOT, 'content'))).map((loaded) => loaded.tree);
    const coverage = inventoryCoverage(inventory, trees);
    expect(coverage.extra.sort()).toEqual(Object.keys(OUR_OWN_PAGES).sort());
    expect(coverage.planMismatches).toEqual([]);
    const summary = Object.entries(coverage.products).map(([product, { published, total }]) => `${product} ${published}/${total}`);
    console.log(`inventory: ${summary.join(', ')}; missing: ${coverage.missing.map((missing) => missing.path).join(' ')}`);
    expect(Object.values(coverage.products).reduce((sum, product) => sum + product.published, 0)).toBeGreaterThan(25);
    for (const [scope, inScope] of Object.entries(COMPLETE))
      expect(
        coverage.missing.filter(inScope).map((missing) => missing.path),
        scope,
      ).toEqual([]);
  });
});
