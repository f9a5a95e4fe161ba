import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PRODUCTS, type ProductId } from '../../runtime/products/products';

/**
 * Reads each product's current version from its installed package (brief: "versions shown on
 * the site are read from the installed packages, not typed").
 * @param root project root whose node_modules hold the packages.
 * @throws Error when a product's package is not installed.
 */
export async function readInstalledVersions(root: string): Promise<Map<ProductId, string | undefined>> {
  const require = createRequire(path.join(root, 'package.json'));
  const entries = await Promise.all(
    Object.values(PRODUCTS).map(async (product) => {
      if (!product.npmPackage) return [product.id, undefined] as const;
      const manifest = require.resolve(`${product.npmPackage}/package.json`);
      const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
      return [product.id, version] as const;
    }),
  );
  return new Map(entries);
}
