/**
 * The packages whose components get API pages, with their page routes.
 */
import type { ProductId } from '../../../runtime/products/products';

/** One documented package. */
export interface ApiPackage {
  productId: ProductId;
  name: string;
  /** Route prefix of its API pages, trailing slash included. */
  base: string;
  /** Prefix of theme keys in the package's theme (`Mui`, `Joy`); none for packages without. */
  themePrefix?: string;
  /** Path of the API section in the product's page tree (exempt from the duplicate rule). */
  navPathname: string;
  /** Module a project imports to add the package's theme keys to Material's theme types. */
  themeAugmentation?: string;
  /**
   * A commercial edition (Pro, Premium) that re-exports the components of the package it builds
   * on: only the components it declares itself get pages here (DataGridPro, DateRangePicker);
   * the others keep their page from the package that declares them.
   */
  plan?: 'pro' | 'premium';
}

export const API_PACKAGES: readonly ApiPackage[] = [
  { productId: 'material-ui', name: '@mui/material', base: '/material-ui/api/', themePrefix: 'Mui', navPathname: '/material-ui/components-api' },
  { productId: 'joy-ui', name: '@mui/joy', base: '/joy-ui/api/', themePrefix: 'Joy', navPathname: '/joy-ui/components-api' },
  { productId: 'system', name: '@mui/system', base: '/system/api/', navPathname: '/system/components-api' },
  {
    productId: 'x-data-grid',
    name: '@mui/x-data-grid',
    base: '/x/api/data-grid/',
    themePrefix: 'Mui',
    navPathname: '/x/api/data-grid/components-api',
    themeAugmentation: '@mui/x-data-grid/themeAugmentation',
  },
  {
    productId: 'x-data-grid',
    name: '@mui/x-data-grid-pro',
    base: '/x/api/data-grid/',
    themePrefix: 'Mui',
    navPathname: '/x/api/data-grid/components-api',
    themeAugmentation: '@mui/x-data-grid-pro/themeAugmentation',
    plan: 'pro',
  },
  {
    productId: 'x-data-grid',
    name: '@mui/x-data-grid-premium',
    base: '/x/api/data-grid/',
    themePrefix: 'Mui',
    navPathname: '/x/api/data-grid/components-api',
    themeAugmentation: '@mui/x-data-grid-premium/themeAugmentation',
    plan: 'premium',
  },
  {
    productId: 'x-date-pickers',
    name: '@mui/x-date-pickers',
    base: '/x/api/date-pickers/',
    themePrefix: 'Mui',
    navPathname: '/x/api/date-pickers/components-api',
    themeAugmentation: '@mui/x-date-pickers/themeAugmentation',
  },
  {
    productId: 'x-date-pickers',
    name: '@mui/x-date-pickers-pro',
    base: '/x/api/date-pickers/',
    themePrefix: 'Mui',
    navPathname: '/x/api/date-pickers/components-api',
    themeAugmentation: '@mui/x-date-pickers-pro/themeAugmentation',
    plan: 'pro',
  },
];

/** Where the Data Grid's reference pages (its interfaces and apiRef methods) live. */
export const GRID_API_BASE = '/x/api/data-grid/';

/** kebab-case page slug of a component name: `ButtonBase` → `button-base`, `Unstable_Grid2` → `unstable-grid-2`. */
export function apiSlug(name: string): string {
  return name
    .replace(/_/g, '-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .replace(/-+/g, '-')
    .toLowerCase();
}
