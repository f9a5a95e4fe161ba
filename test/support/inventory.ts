/**
 * The inventory of pages the site must cover (`../shared/content/mui-pages.json`: mui.com's guide
 * pages, at the same paths), compared with the pages our page trees publish.
 */
import { readFile } from 'node:fs/promises';
import { readingOrder } from '../../runtime/page-tree/navigation';
import { pathnameToRoute } from '../../runtime/page-tree/routes';
import type { PageTree } from '../../runtime/page-tree/types';

/** One inventory entry (the fields this site reads). */
export interface InventoryPage {
  product: string;
  /** Route with trailing slash, e.g. `/material-ui/react-slider/`. */
  path: string;
  title: string;
  /** Drawer group, `A / B` for nested groups. */
  section: string;
  /** mui.com's demo count: a floor for ours. */
  demos?: number;
  plan?: 'pro' | 'premium';
  aliases?: string[];
}

/** What the published trees cover of the inventory. */
export interface Coverage {
  /** Per product: inventory pages published, of how many. */
  products: Record<string, { published: number; total: number }>;
  /** Inventory pages no tree publishes, in inventory order. */
  missing: InventoryPage[];
  /** Published routes of the inventory's products that are not in it (nor among its aliases). */
  extra: string[];
  /** `route: tree says X, inventory says Y` for every published page whose plan badge differs. */
  planMismatches: string[];
}

/**
 * Reads the inventory file.
 * @throws Error when the file is missing or not a JSON array.
 */
export async function readInventory(file: string): Promise<InventoryPage[]> {
  const data = JSON.parse(await readFile(file, 'utf8')) as unknown;
  if (!Array.isArray(data)) throw new Error(`${file}: expected a JSON array of pages`);
  return data as InventoryPage[];
}

/**
 * Compares published trees with the inventory. Pure. Only routes under an inventory product's
 * first path segment count as extras (a tree may also publish pages of its own, such as
 * experiments), and external links are not pages.
 */
export function inventoryCoverage(inventory: InventoryPage[], trees: PageTree[]): Coverage {
  const published = new Map(trees.flatMap((tree) => readingOrder(tree)).map((page) => [pathnameToRoute(page.pathname), page]));
  const known = new Set(inventory.flatMap((page) => [page.path, ...(page.aliases ?? [])]));
  const prefixes = new Set(inventory.map((page) => page.path.split('/')[1]));
  const products: Coverage['products'] = {};
  const missing: InventoryPage[] = [];
  const planMismatches: string[] = [];
  for (const page of inventory) {
    products[page.product] ??= { published: 0, total: 0 };
    const entry = products[page.product];
    entry.total += 1;
    // A page published at one of its aliases covers it too: the inventory's path then redirects to it.
    const nav = [page.path, ...(page.aliases ?? [])].map((route) => published.get(route)).find(Boolean);
    if (!nav) {
      missing.push(page);
      continue;
    }
    entry.published += 1;
    if ((nav.plan ?? null) !== (page.plan ?? null))
      planMismatches.push(`${page.path}: tree says ${nav.plan ?? 'no plan'}, inventory says ${page.plan ?? 'no plan'}`);
  }
  const extra = [...published.keys()].filter((route) => prefixes.has(route.split('/')[1]) && !known.has(route));
  return { products, missing, extra, planMismatches };
}
