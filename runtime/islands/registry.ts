/**
 * The island registry: which module each island entry mounts. The build bundles one client
 * entry per shell and widget island listed here (and one per demo, each with its product's demo
 * host); `<Island id="…">` names an entry of these lists.
 */
import type { ProductId } from '../products/products';

/** Shell islands by entry id: the module (relative to the project root) whose default export is the island. */
export const SHELL_ISLANDS: Record<string, string> = {
  'islands/ColorModeToggle': 'runtime/preferences/color-mode/ColorModeToggle.tsx',
  'islands/SettingsDrawer': 'runtime/preferences/SettingsDrawer.tsx',
  'islands/SearchDialog': 'runtime/search/SearchDialog.tsx',
};

/**
 * Widget islands by entry id: plain-DOM modules (no React) whose default export mounts the
 * island on its server-rendered element (`IslandMount`), for widgets that only add behaviour to
 * static HTML, such as the default theme viewer's search.
 */
export const WIDGET_ISLANDS: Record<string, string> = {
  'widgets/ThemeViewer': 'runtime/theme-viewer/viewer.ts',
  'widgets/IconSearch': 'runtime/icons/widget.ts',
  'widgets/TableFilter': 'runtime/api/table-filter.ts',
  'widgets/TemplatePreview': 'runtime/template-preview/widget.ts',
};

/** Entry ids of every shell and widget island. */
export const ISLAND_ENTRY_IDS = [...Object.keys(SHELL_ISLANDS), ...Object.keys(WIDGET_ISLANDS)];

/** A demo importing one of these needs the MUI X licence key (Pro and Premium packages). */
const LICENSED_IMPORT = /from\s+['"]@mui\/x-[\w-]+-(?:pro|premium)(?:\/[\w/-]*)?['"]/;

/** The host of demos that import a Pro or Premium package: it applies the licence key first. */
export const LICENSED_HOST = 'runtime/demos/hosts/mui-x-licensed.tsx';

/**
 * The demo host (theme provider module, relative to the project root) of a demo: Joy's for Joy
 * UI, the licensed Material host for a demo whose own source imports a Pro or Premium package
 * (`source` omitted: not licensed), Material's for everything else.
 */
export function demoHostFor(demo: { productId: ProductId; source?: string }): string {
  if (demo.productId === 'joy-ui') return 'runtime/demos/hosts/joy.tsx';
  return demo.source && LICENSED_IMPORT.test(demo.source) ? LICENSED_HOST : 'runtime/demos/hosts/material.tsx';
}
