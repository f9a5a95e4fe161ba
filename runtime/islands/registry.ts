/**
 * The island registry: which module each island entry mounts. The build bundles one client
 * entry per shell island listed here (and one per page of demos, each with its product's demo
 * host); `<Island id="…">` names an entry of this list.
 */
import type { ProductId } from '../products/products';

/** Shell islands by entry id: the module (relative to the project root) whose default export is the island. */
export const SHELL_ISLANDS: Record<string, string> = {
  'islands/ColorModeToggle': 'runtime/preferences/color-mode/ColorModeToggle.tsx',
  'islands/SettingsDrawer': 'runtime/preferences/SettingsDrawer.tsx',
  'islands/SearchDialog': 'runtime/search/SearchDialog.tsx',
};

/** The demo host (theme provider module, relative to the project root) of a product. */
export function demoHostFor(productId: ProductId): string {
  return productId === 'joy-ui' ? 'runtime/demos/hosts/joy.tsx' : 'runtime/demos/hosts/material.tsx';
}
