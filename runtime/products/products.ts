/** Product ids of the site; the app shell chooses the product name and versions from it. */
export type ProductId = 'material-ui' | 'joy-ui' | 'system' | 'x-data-grid' | 'x-date-pickers' | 'x' | 'docs';

/** Product category ids, sent with `page_view` as `productCategoryId`. */
export type ProductCategoryId = 'core' | 'x' | 'docs';

/** Version entry: a menu item in the app bar's version menu. */
export interface VersionEntry {
  text: string;
  href: string;
  current?: boolean;
}

/** Static description of a product; `npmPackage` is the package whose version is current. */
export interface Product {
  id: ProductId;
  name: string;
  categoryId: ProductCategoryId;
  /** Landing path of the product, trailing slash included. */
  home: string;
  /** Package whose installed version is the current version, or `undefined` for docs. */
  npmPackage?: string;
  /** Older major versions, newest first, as links to their own sites. */
  olderVersions: VersionEntry[];
}

const CORE_OLDER_VERSIONS = (section: string): VersionEntry[] =>
  ['v6', 'v5', 'v4'].map((major) => ({
    text: major,
    href: `https://${major}.mui.com/${section}/`,
  }));

const X_OLDER_VERSIONS = (section: string): VersionEntry[] =>
  ['v7', 'v6', 'v5'].map((major) => ({
    text: major,
    href: `https://${major}.mui.com/x/${section}/`,
  }));

/** Every product, keyed by id. */
export const PRODUCTS: Record<ProductId, Product> = {
  'material-ui': {
    id: 'material-ui',
    name: 'Material UI',
    categoryId: 'core',
    home: '/material-ui/getting-started/',
    npmPackage: '@mui/material',
    olderVersions: CORE_OLDER_VERSIONS('material-ui/getting-started'),
  },
  'joy-ui': {
    id: 'joy-ui',
    name: 'Joy UI',
    categoryId: 'core',
    home: '/joy-ui/getting-started/',
    npmPackage: '@mui/joy',
    olderVersions: [],
  },
  system: {
    id: 'system',
    name: 'MUI System',
    categoryId: 'core',
    home: '/system/getting-started/',
    npmPackage: '@mui/system',
    olderVersions: CORE_OLDER_VERSIONS('system/getting-started'),
  },
  'x-data-grid': {
    id: 'x-data-grid',
    name: 'Data Grid',
    categoryId: 'x',
    home: '/x/react-data-grid/',
    npmPackage: '@mui/x-data-grid',
    olderVersions: X_OLDER_VERSIONS('react-data-grid'),
  },
  'x-date-pickers': {
    id: 'x-date-pickers',
    name: 'Date and Time Pickers',
    categoryId: 'x',
    home: '/x/react-date-pickers/',
    npmPackage: '@mui/x-date-pickers',
    olderVersions: X_OLDER_VERSIONS('react-date-pickers'),
  },
  x: {
    id: 'x',
    name: 'MUI X',
    categoryId: 'x',
    home: '/x/introduction/',
    npmPackage: '@mui/x-data-grid',
    olderVersions: X_OLDER_VERSIONS('introduction'),
  },
  docs: {
    id: 'docs',
    name: 'MUI Docs',
    categoryId: 'docs',
    home: '/',
    olderVersions: [],
  },
};

/** Path prefixes in match order; the first whose prefix matches the path wins. */
const PREFIXES: ReadonlyArray<readonly [string, ProductId]> = [
  ['/material-ui/', 'material-ui'],
  ['/joy-ui/', 'joy-ui'],
  ['/system/', 'system'],
  ['/x/react-data-grid/', 'x-data-grid'],
  ['/x/api/data-grid/', 'x-data-grid'],
  ['/x/react-date-pickers/', 'x-date-pickers'],
  ['/x/api/date-pickers/', 'x-date-pickers'],
  // The introduction, common concepts and migration pages shared by the X packages.
  ['/x/', 'x'],
];

/**
 * Product id of a site path without its language prefix. Paths outside every
 * product (home, blog, experiments, size snapshot) belong to `docs`.
 */
export function productIdFromPath(pathname: string): ProductId {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return PREFIXES.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'docs';
}

/**
 * The version menu of a product: the current version (`v` + the installed package's version,
 * e.g. `v7.1.0`) linking to the product's home, then its older major versions.
 * @param currentVersion version read from the installed package; `undefined` for `docs`.
 */
export function versionList(product: Product, currentVersion: string | undefined): VersionEntry[] {
  if (!currentVersion) return [];
  return [{ text: `v${currentVersion}`, href: product.home, current: true }, ...product.olderVersions];
}
