import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PRODUCTS, type ProductId } from '../../runtime/products/products';

/**
 * The installed version of package `name`, resolved from the project at `root`.
 * @throws Error when the package is not installed.
 */
export async function installedVersion(root: string, name: string): Promise<string> {
  const manifest = createRequire(path.join(root, 'package.json')).resolve(`${name}/package.json`);
  return (JSON.parse(await readFile(manifest, 'utf8')) as { version: string }).version;
}

/**
 * Reads each product's current version from its installed package (brief: "versions shown on
 * the site are read from the installed packages, not typed").
 * @param root project root whose node_modules hold the packages.
 * @throws Error when a product's package is not installed.
 */
export async function readInstalledVersions(root: string): Promise<Map<ProductId, string | undefined>> {
  const entries = await Promise.all(
    Object.values(PRODUCTS).map(async (product) => [product.id, product.npmPackage && (await installedVersion(root, product.npmPackage))] as const),
  );
  return new Map(entries);
}
