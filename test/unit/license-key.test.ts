// @vitest-environment node
/**
 * The MUI X licence key is configuration: the build inlines `DOCS_MUI_X_LICENSE_KEY` and the
 * licensed demo host applies it before any Pro or Premium component renders; demos of the MIT
 * packages keep Material's host and never load the licence code.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { demoDefines, ESBUILD_COMMON } from '../../cli/pipeline/bundle/client';
import { readConfig } from '../../cli/config';
import { demoHostFor, LICENSED_HOST } from '../../runtime/islands/registry';

const ROOT = path.resolve(__dirname, '../..');

/** Bundles the licensed host with `licenseKey` inlined, runs it, and returns the key MUI X then holds. */
async function appliedKey(licenseKey: string): Promise<string | undefined> {
  const outfile = path.join(ROOT, `.cache/license-check/host-${licenseKey.length}.mjs`);
  await build({
    ...ESBUILD_COMMON,
    define: demoDefines(licenseKey),
    absWorkingDir: ROOT,
    stdin: {
      contents: `import ${JSON.stringify(path.join(ROOT, LICENSED_HOST))};\nimport { LicenseInfo } from '@mui/x-license';\nexport const key = LicenseInfo.getLicenseKey();`,
      resolveDir: ROOT,
      loader: 'tsx',
    },
    outfile,
    platform: 'node',
    format: 'esm',
    mainFields: ['module', 'main'],
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  return ((await import(`${pathToFileURL(outfile).href}?${Date.now()}`)) as { key?: string }).key;
}

describe('MUI X licence key', () => {
  it('gives a demo the licensed host only when its own source imports a Pro or Premium package', () => {
    const grid = (source: string) => demoHostFor({ productId: 'x-data-grid', source });
    expect(grid("import { DataGridPro } from '@mui/x-data-grid-pro';")).toBe(LICENSED_HOST);
    expect(grid("import { DataGridPremium, GridToolbar } from '@mui/x-data-grid-premium';")).toBe(LICENSED_HOST);
    expect(demoHostFor({ productId: 'x-date-pickers', source: "import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';" })).toBe(
      LICENSED_HOST,
    );
    expect(grid("import { DataGrid } from '@mui/x-data-grid';")).toBe('runtime/demos/hosts/material.tsx');
    expect(demoHostFor({ productId: 'joy-ui', source: "import Button from '@mui/joy/Button';" })).toBe('runtime/demos/hosts/joy.tsx');
  });

  it('is read from DOCS_MUI_X_LICENSE_KEY, and a malformed one stops the build with the variable name', () => {
    expect(readConfig({ DOCS_MUI_X_LICENSE_KEY: 'abc123T1JERVI9' }).muiXLicenseKey).toBe('abc123T1JERVI9');
    expect(readConfig({ DOCS_MUI_X_LICENSE_KEY: '' }).muiXLicenseKey).toBeUndefined();
    expect(() => readConfig({ DOCS_MUI_X_LICENSE_KEY: 'has spaces <script>' })).toThrow(/DOCS_MUI_X_LICENSE_KEY: a licence key is/);
  });

  it('is applied by the licensed host when the module loads, and not at all without one', async () => {
    // MUI X keeps the key in a global shared by every copy of its module: the unset case runs first.
    expect(await appliedKey('')).toBeUndefined();
    expect(await appliedKey('e0d9bb8070ce0054c9d9ecb6e82cb58fTz0xMjMsRT0x')).toBe('e0d9bb8070ce0054c9d9ecb6e82cb58fTz0xMjMsRT0x');
  }, 60_000);
});
