// @vitest-environment node
/**
 * Every demo, both variants: the derived JS renders the same DOM as its TSX twin, and the
 * exported project bundles offline (mui/material-ui#42733 is the failure to avoid).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite, type SiteDemo } from '../../cli/pipeline/content/site';
import { cachedDemoAssets } from '../../cli/pipeline/demos/assets';
import { packageOf, bareImports } from '../../cli/pipeline/demos/project';

const ROOT = path.resolve(__dirname, '../..');
// Inside the project, so bundling resolves the project's node_modules (offline).
const WORK = path.join(ROOT, `.cache/test-exports-${process.pid}`);
let demos: SiteDemo[] = [];
const projects = new Map<string, Record<string, string>>();

// On a cold cache (a fresh clone in CI) this computes every demo's assets: about a minute per
// few hundred demos on two cores, while the browser project's build does the same work.
beforeAll(async () => {
  demos = (await loadSite(path.join(ROOT, 'content'))).demos;
  for (const demo of demos) {
    // The build's own cached projects (computed here when the cache is cold).
    const { projects: exported } = await cachedDemoAssets(ROOT, demo);
    for (const variant of ['TS', 'JS'] as const) {
      const files = JSON.parse(exported[variant]) as Record<string, string>;
      projects.set(`${demo.id}:${variant}`, files);
      for (const [file, content] of Object.entries(files)) {
        const target = path.join(WORK, demo.id, variant, file);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, content);
      }
    }
  }
}, 900_000);

// Thousands of small files: removing them takes longer than the default 10 s hook limit on a loaded machine.
afterAll(() => rm(WORK, { recursive: true, force: true }), 120_000);

describe('exported demo projects (issue 4 item 6)', () => {
  it('exports every demo in both variants', () => {
    expect(demos.length).toBeGreaterThanOrEqual(30);
    expect(projects.size).toBe(demos.length * 2);
  });

  it('lists every imported package in package.json, at the version the site uses', () => {
    const missing: string[] = [];
    for (const [key, files] of projects) {
      const { dependencies } = JSON.parse(files['package.json']) as { dependencies: Record<string, string> };
      const sources = Object.entries(files).filter(([file]) => file.startsWith('src/')).map(([, content]) => content);
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
    const result = await build({ entryPoints: entries, bundle: true, splitting: true, format: 'esm', write: false, outdir: path.join(WORK, 'dist'), conditions: ['style'], jsx: 'automatic', logLevel: 'silent', loader, define: { 'process.env.NODE_ENV': '"production"' } }).catch(
      (error: { errors?: { text: string; location?: { file: string } }[] }) => error,
    );
    const failures = 'errors' in result ? (result.errors ?? []).map((error) => `${error.location?.file ?? ''}: ${error.text}`) : [];
    expect(failures).toEqual([]);
  }, 900_000);

  // Renders some 4,000 demo variants on the server, beside the browser project on a two-core
  // runner: about 400 s alone, more than 600 s with the site building and Chromium running.
  it('renders the same DOM from the derived JS as from the TSX', async () => {
    const entries = [...projects.keys()].map((key) => {
      const [id, variant] = key.split(':');
      const name = path.basename(id).split('.')[0];
      return { in: path.join(WORK, id, variant, `src/${name}.${variant === 'TS' ? 'tsx' : 'jsx'}`), out: `${id}/${variant}` };
    });
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
    const { renderDemos } = (await import(pathToFileURL(path.join(outdir, 'server.js')).href)) as typeof import('../../runtime/demos/server.build');
    const Provider = ({ children }: { children: React.ReactNode }) => children;
    const different: string[] = [];
    for (const demo of demos) {
      const load = async (variant: string) => ((await import(pathToFileURL(path.join(outdir, `${demo.id}/${variant}.js`)).href)) as { default: React.ComponentType }).default;
      const [ts, js] = [await load('TS'), await load('JS')];
      // `<!-- -->` only separates adjacent text nodes in SSR output (JSX `{' '}`): same DOM.
      const html = (Demo: React.ComponentType) => renderDemos([{ id: demo.id, Demo, Provider }]).html.get(demo.id)?.replace(/<!-- -->/g, '');
      // Every failing demo is listed, not only the first: one run names them all.
      try {
        if (html(ts) !== html(js)) different.push(demo.id);
      } catch (error) {
        different.push(`${demo.id}: ${(error as Error).cause ?? (error as Error).message}`);
      }
    }
    expect(different).toEqual([]);
  }, 1_500_000);
});
