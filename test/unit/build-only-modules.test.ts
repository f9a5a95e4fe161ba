// @vitest-environment node
/**
 * Build-only modules stay out of the browser: nothing a client entry bundles may be a
 * `*.build.ts(x)` module (server rendering, the build's Emotion instance, iframe documents) or
 * part of `templates/shell/` (the layout, rendered once at build time).
 */
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ESBUILD_COMMON } from '../../cli/pipeline/bundle/client';
import { buildTimeStylesPlugin } from '../../cli/pipeline/bundle/entries';
import { demoHostFor, LICENSED_HOST, SHELL_ISLANDS, WIDGET_ISLANDS } from '../../runtime/islands/registry';

const ROOT = path.resolve(__dirname, '../..');

describe('build-only modules', () => {
  it('are never bundled for the browser', async () => {
    const entries = [
      'runtime/boot/boot.ts',
      'runtime/islands/hydrate.tsx',
      'runtime/demos/hydrate.tsx',
      ...Object.values(SHELL_ISLANDS),
      ...Object.values(WIDGET_ISLANDS),
      demoHostFor({ productId: 'material-ui' }),
      demoHostFor({ productId: 'joy-ui' }),
      LICENSED_HOST,
    ];
    const result = await build({
      ...ESBUILD_COMMON,
      absWorkingDir: ROOT,
      entryPoints: entries.map((entry) => path.join(ROOT, entry)),
      outdir: path.join(ROOT, '.cache/build-only-check'),
      format: 'esm',
      splitting: true,
      write: false,
      metafile: true,
      plugins: [buildTimeStylesPlugin()],
    });
    const inputs = Object.keys(result.metafile.inputs).filter((input) => input.startsWith('runtime/'));
    expect(inputs.length).toBeGreaterThan(20);
    expect(inputs.filter((input) => /\.build\.tsx?$/.test(input) || input.startsWith('templates/'))).toEqual([]);
  }, 60_000);
});
