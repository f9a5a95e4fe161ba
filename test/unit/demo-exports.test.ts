// @vitest-environment node
/**
 * Every demo, both variants: the derived JS is its TSX twin without types (or, where the code
 * differs, renders the same DOM), every demo renders pasted alone, and the exported project
 * bundles offline, as a reader who opens it in StackBlitz or CodeSandbox needs.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, transform } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite, type SiteDemo } from '../../cli/pipeline/model/site';
import { cachedDemoAssets } from '../../cli/pipeline/demos/assets';
import { closePool } from '../../cli/pipeline/pool/pool';
import { mapLimit } from '../../cli/pipeline/concurrency';
import { packageOf, bareImports } from '../../cli/pipeline/demos/project';

const ROOT = path.resolve(__dirname, '../..');
// Inside the project, so bundling resolves the project's node_modules (offline).
const WORK = path.join(ROOT, `.cache/test-exports-${process.pid}`);
let demos: readonly SiteDemo[] = [];
const projects = new Map<string, Record<string, string>>();

// On a cold cache (a fresh clone in CI) this computes demos' assets in the build's worker pool;
// after the test site's build it reads what that build cached.
beforeAll(async () => {
  demos = (await loadSite(path.join(ROOT, 'content'))).demos;
  const assets = await cachedDemoAssets(ROOT, demos);
  const writes: [string, string][] = [];
  for (const [index, demo] of demos.entries()) {
    const { projects: exported } = assets[index];
    for (const variant of ['TS', 'JS'] as const) {
      const files = JSON.parse(exported[variant]) as Record<string, string>;
      projects.set(`${demo.id}:${variant}`, files);
      for (const [file, content] of Object.entries(files)) writes.push([path.join(WORK, demo.id, variant, file), content]);
    }
  }
  // Some 28,000 files: written a few at a time rather than one after another.
  await mapLimit(writes, async ([target, content]) => {
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  });
}, 900_000);

// Thousands of small files: removing them takes longer than the default 10 s hook limit on a loaded machine.
afterAll(() => Promise.all([rm(WORK, { recursive: true, force: true }), closePool()]), 120_000);

describe('exported demo projects', () => {
  it('exports every demo in both variants', () => {
    expect(demos.length).toBeGreaterThanOrEqual(30);
    expect(projects.size).toBe(demos.length * 2);
  });

  it('lists every imported package in package.json, at the version the site uses', () => {
    const missing: string[] = [];
    for (const [key, files] of projects) {
      const { dependencies } = JSON.parse(files['package.json']) as { dependencies: Record<string, string> };
      const sources = Object.entries(files)
        .filter(([file]) => file.startsWith('src/'))
        .map(([, content]) => content);
      for (const pkg of new Set(sources.flatMap(bareImports).map(packageOf))) if (!dependencies[pkg]) missing.push(`${key}: ${pkg}`);
      expect(dependencies['@mui/material'] ?? '7.1.0', key).toBe('7.1.0');
    }
    expect(missing).toEqual([]);
  });

  it('bundles every project offline with esbuild', async () => {
    // One esbuild run with every project's entry: each is bundled on its own, but the packages
    // they share are parsed once, so this stays fast with thousands of demos.
    const entries = [...projects.keys()].map((key) => {
      const [id, variant] = key.split(':');
      return { in: path.join(WORK, id, variant, `src/index.${variant === 'TS' ? 'tsx' : 'jsx'}`), out: `${id}/${variant}` };
    });
    // Stylesheets bundle too: a CSS variant's own file, and Tailwind's from its package
    // (`@import "tailwindcss"` resolves through the package's `style` export condition).
    // Font files a package stylesheet names (the self-hosted icon fonts) are assets, as an app's bundler treats them.
    const loader = { '.woff': 'file', '.woff2': 'file' } as const;
    // Code splitting writes the packages the projects share once, not into every project's bundle:
    // unsplit, a thousand bundles of React and MUI would be gigabytes held in memory.
    const result = await build({
      entryPoints: entries,
      bundle: true,
      splitting: true,
      format: 'esm',
      write: false,
      outdir: path.join(WORK, 'dist'),
      conditions: ['style'],
      jsx: 'automatic',
      logLevel: 'silent',
      loader,
      define: { 'process.env.NODE_ENV': '"production"' },
    }).catch((error: { errors?: { text: string; location?: { file: string } }[] }) => error);
    const failures = 'errors' in result ? (result.errors ?? []).map((error) => `${error.location?.file ?? ''}: ${error.text}`) : [];
    expect(failures).toEqual([]);
  }, 900_000);

  // The derived JS must be the TSX with its types removed: both are compiled by esbuild with the
  // same settings and compared as code, which takes milliseconds a demo. Only a demo whose
  // compiled code differs is rendered in both variants to compare the DOM they produce; every
  // demo's TSX is rendered once on the server, pasted alone (no providers of ours), as it would
  // run in a reader's app.
  it('derives JS that is the TSX without its types, and renders every demo pasted alone', async () => {
    const compiled = async (file: string, content: string) =>
      (
        await transform(content, {
          loader: file.endsWith('x') ? (file.endsWith('.tsx') ? 'tsx' : 'jsx') : file.endsWith('.ts') ? 'ts' : 'js',
          jsx: 'preserve',
          minifyWhitespace: true,
          minifySyntax: true,
          format: 'esm',
        })
      ).code;
    const twin = (file: string) => file.replace(/\.tsx$/, '.jsx').replace(/\.ts$/, '.js');
    const sameCode = async (demo: SiteDemo) => {
      const [ts, js] = [projects.get(`${demo.id}:TS`)!, projects.get(`${demo.id}:JS`)!];
      const sources = Object.keys(ts).filter((file) => file.startsWith('src/') && /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));
      for (const file of sources) {
        if (js[twin(file)] === undefined || (await compiled(file, ts[file])) !== (await compiled(twin(file), js[twin(file)]))) return false;
      }
      return true;
    };
    // esbuild's service compiles many files at once: all demos are compared together.
    const same = await Promise.all(demos.map(sameCode));
    const toRender = new Map(demos.map((demo, index) => [demo.id, same[index] ? (['TS'] as const) : (['TS', 'JS'] as const)]));
    const entries = demos.flatMap((demo) =>
      toRender.get(demo.id)!.map((variant) => {
        const name = path.basename(demo.id).split('.')[0];
        return { in: path.join(WORK, demo.id, variant, `src/${name}.${variant === 'TS' ? 'tsx' : 'jsx'}`), out: `${demo.id}/${variant}` };
      }),
    );
    const server = path.join(ROOT, 'runtime/demos/server.build.tsx');
    const outdir = path.join(WORK, 'ssr');
    await build({
      entryPoints: [...entries, { in: server, out: 'server' }],
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      mainFields: ['module', 'main'],
      outdir,
      jsx: 'automatic',
      loader: { '.css': 'empty' },
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
      banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    });
    const { renderDemo } = (await import(pathToFileURL(path.join(outdir, 'server.js')).href)) as typeof import('../../runtime/demos/server.build');
    const Provider = ({ children }: { children: React.ReactNode }) => children;
    const failures: string[] = [];
    for (const demo of demos) {
      const variants = toRender.get(demo.id)!;
      const load = async (variant: string) =>
        ((await import(pathToFileURL(path.join(outdir, `${demo.id}/${variant}.js`)).href)) as { default: React.ComponentType }).default;
      // `<!-- -->` only separates adjacent text nodes in SSR output (JSX `{' '}`): same DOM.
      const html = (Demo: React.ComponentType) => renderDemo({ id: demo.id, Demo, Provider }).html.replace(/<!-- -->/g, '');
      // Every failing demo is listed, not only the first: one run names them all.
      try {
        const [ts, js] = await Promise.all(variants.map(load));
        const tsHtml = html(ts);
        if (js && html(js) !== tsHtml) failures.push(`${demo.id}: the derived JS renders another DOM`);
      } catch (error) {
        failures.push(`${demo.id}: ${(error as Error).cause ?? (error as Error).message}`);
      }
    }
    console.log(
      `derived JS: ${demos.length} demos, ${[...toRender.values()].filter((variants) => variants.length === 1).length} compile to the same code as their TSX, the others rendered in both variants`,
    );
    expect(failures).toEqual([]);
  }, 1_200_000);
});
