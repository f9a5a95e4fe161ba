import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PRODUCTS, type ProductId } from '../../runtime/products/products';

/** Versions read so far, by project root and package name: the packages do not change while a build runs. */
const versions = new Map<string, Promise<string>>();

/**
 * The installed version of package `name`, resolved from the project at `root`; each package's
 * manifest is read once per process (an exported project asks for the same few packages for
 * every demo).
 * @throws Error when the package is not installed.
 */
export function installedVersion(root: string, name: string): Promise<string> {
  const id = `${root}\0${name}`;
  let version = versions.get(id);
  if (!version) {
    version = (async () => {
      const manifest = createRequire(path.join(root, 'package.json')).resolve(`${name}/package.json`);
      return (JSON.parse(await readFile(manifest, 'utf8')) as { version: string }).version;
    })();
    version.catch(() => versions.delete(id));
    versions.set(id, version);
  }
  return version;
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
