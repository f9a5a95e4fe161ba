/**
 * "Open as a project": a complete, runnable Vite project for one demo and
 * variant: package.json with the exact versions the site uses, an HTML entry, an index that
 * renders the demo, the demo and the sibling files it imports.
 */
import path from 'node:path';
import type { CodeVariant } from '../../../runtime/preferences/code-variant/code-variant';
import { installedVersion } from '../versions';
import type { DemoSources } from '../model/demo-sources';
import { deriveJs } from './derived-js';

/** A project: file path → contents. */
export type ProjectFiles = Record<string, string>;

/** Bare import specifiers of a source file, side-effect imports (`import '@fontsource/material-icons';`) included. */
export function bareImports(source: string): string[] {
  return [...source.matchAll(/^import\s+(?:['"]([^'"./][^'"]*)['"]|[^'";]*?from\s+['"]([^'"./][^'"]*)['"])/gm)].map((match) => match[1] ?? match[2]);
}

/**
 * Where a demo's file goes in its exported project, relative to `src/`: the demo's folder maps
 * to `src/` as it is; a module shared from outside it (`../../demo-data/employees.ts`, the grid
 * pages' data) goes into a folder named after its own (`demo-data/employees.ts`), so no path of
 * the project leaves `src/`.
 */
export function projectPath(demoDir: string, file: string): string {
  const relative = path.relative(demoDir, file).split(path.sep).join('/');
  return relative.startsWith('../') ? `${path.basename(path.dirname(file))}/${path.basename(file)}` : relative;
}

/**
 * A source with its relative import specifiers rewritten for the exported project, where files
 * from outside the demo's folder moved (see {@link projectPath}). `targets` maps each specifier
 * of `source` to the absolute file it resolves to.
 */
function retargetImports(source: string, from: string, targets: Readonly<Record<string, string>>, demoDir: string): string {
  const here = path.posix.dirname(projectPath(demoDir, from));
  return source.replace(/^(import\s[^'";]*?from\s+['"])(\.\.?\/[^'"]+)(['"])/gm, (whole, head: string, specifier: string, tail: string) => {
    const target = targets[`${from}\0${specifier}`];
    if (!target) return whole;
    const moved = path.posix.relative(here, projectPath(demoDir, target).replace(/\.tsx?$/, ''));
    return `${head}${moved.startsWith('.') ? moved : `./${moved}`}${tail}`;
  });
}

/** npm package of a specifier: `@mui/material/Button` → `@mui/material`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Builds the project files of a demo from its files as the site model read them.
 * @param root project root, whose installed versions go into package.json.
 * @param demo the demo's file and everything it consists of
 * @throws Error naming the demo when a source does not parse or an imported package is not installed.
 */
export async function demoProject(root: string, demo: { file: string; sources: DemoSources }, variant: CodeVariant): Promise<ProjectFiles> {
  const demoFile = demo.file;
  const version = (name: string) =>
    installedVersion(root, name).catch((error: Error) => {
      throw new Error(`${path.relative(root, demoFile)}: imports the package "${name}", which is not installed (${error.message.split('\n')[0]})`);
    });
  const ext = variant === 'TS' ? 'tsx' : 'jsx';
  // `BoxBasic.tailwind.tsx` is exported as the project's `BoxBasic` component.
  const name = path.basename(demoFile, '.tsx').split('.')[0];
  const tailwind = demoFile.endsWith('.tailwind.tsx');
  const files: ProjectFiles = {};
  const sources: string[] = [];
  const targets = demo.sources.imports;
  const demoDir = path.dirname(demoFile);
  for (const { path: file, text } of demo.sources.files) {
    const relative = file === demoFile ? name : projectPath(demoDir, file);
    const source = file.endsWith('.css') ? text : retargetImports(text, file, targets, demoDir);
    if (file.endsWith('.css')) {
      files[`src/${relative}`] = source;
      continue;
    }
    sources.push(source);
    const target = relative.replace(/\.tsx?$/, '');
    const isTsx = file.endsWith('.tsx');
    files[`src/${target}.${variant === 'TS' ? (isTsx ? 'tsx' : 'ts') : isTsx ? 'jsx' : 'js'}`] = variant === 'TS' ? source : await deriveJs(source, file);
  }

  const packages = new Set(sources.flatMap(bareImports).map(packageOf));
  packages.add('react').add('react-dom');
  if ([...packages].some((pkg) => pkg.startsWith('@mui/'))) packages.add('@emotion/react').add('@emotion/styled');
  const dependencies = Object.fromEntries(await Promise.all([...packages].sort().map(async (pkg) => [pkg, await version(pkg)] as const)));
  const devDependencies: Record<string, string> = { vite: '^7.0.0', '@vitejs/plugin-react': '^5.0.0' };
  if (tailwind) {
    const version = await installedVersion(root, 'tailwindcss');
    Object.assign(devDependencies, { tailwindcss: version, '@tailwindcss/vite': version });
    files['src/index.css'] = '@import "tailwindcss";\n';
  }
  if (variant === 'TS')
    Object.assign(devDependencies, {
      typescript: await version('typescript'),
      '@types/react': await version('@types/react'),
      '@types/react-dom': await version('@types/react-dom'),
    });

  files['package.json'] =
    `${JSON.stringify({ name: `mui-demo-${name.toLowerCase()}`, private: true, type: 'module', scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' }, dependencies, devDependencies }, null, 2)}\n`;
  files['index.html'] =
    `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1" />\n    <title>${name}</title>\n  </head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/index.${ext}"></script>\n  </body>\n</html>\n`;
  files[`src/index.${ext}`] =
    `import * as React from 'react';\nimport { createRoot } from 'react-dom/client';\n${tailwind ? "import './index.css';\n" : ''}import ${name} from './${name}';\n\ncreateRoot(document.getElementById('root')${variant === 'TS' ? '!' : ''}).render(\n  <React.StrictMode>\n    <${name} />\n  </React.StrictMode>,\n);\n`;
  files['vite.config.js'] = tailwind
    ? `import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\nimport tailwindcss from '@tailwindcss/vite';\n\nexport default defineConfig({ plugins: [react(), tailwindcss()] });\n`
    : `import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\n\nexport default defineConfig({ plugins: [react()] });\n`;
  if (variant === 'TS')
    files['tsconfig.json'] =
      `${JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', strict: true, skipLibCheck: true, noEmit: true }, include: ['src'] }, null, 2)}\n`;
  return files;
}
