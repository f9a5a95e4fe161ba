/**
 * Demo options at build time: the stylesheet a demo's Tailwind and CSS options need on the page
 * (which option files a demo has is the site model's, `model/demo-sources.ts`), and the package
 * stylesheets demos import. Tailwind's own compiler
 * (`tailwindcss` v4) turns the class names the Tailwind option uses into utilities, with its
 * theme and without its preflight, so the docs shell is untouched.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compile } from 'tailwindcss';
import type { DemoOption } from '../../../runtime/preferences/demo-options/demo-options';
import type { OutputFile } from '../output-files';
import { cssImports, type DemoSources } from '../model/demo-sources';

/**
 * Stylesheets of packages a demo imports for their side effect, as a reader's app does
 * (`import '@fontsource/material-icons';`), resolved from `root`: the Material Icons font of the
 * font-icon demos. Only the pages showing such a demo link the stylesheet.
 */
export function packageStylesheets(root: string, source: string): string[] {
  const resolve = createRequire(path.join(root, 'package.json')).resolve;
  return [...source.matchAll(/^import\s+['"]([^'"./][^'"]*)['"];?$/gm)].map((match) => resolve(match[1])).filter((file) => file.endsWith('.css'));
}

/**
 * A package stylesheet as the output publishes it, under `/assets/packages/<name>@<version>/`:
 * its public URL, and the files to write there, those its `url()`s name (fonts) first, then the
 * stylesheet. The path keeps the package's name and version, so it is cached for a year like any
 * hashed asset.
 * @param file absolute path of the stylesheet under `<root>/node_modules`
 * @throws Error naming the stylesheet when a file it refers to is missing.
 */
export async function packageStylesheet(root: string, file: string): Promise<{ url: string; files: OutputFile[] }> {
  const name = packageNameOf(root, file);
  const pkgDir = path.dirname(createRequire(file).resolve(`${name}/package.json`));
  const { version } = JSON.parse(await readFile(path.join(pkgDir, 'package.json'), 'utf8')) as { version: string };
  const urlOf = (source: string) => `/assets/packages/${name}@${version}/${path.relative(pkgDir, source).split(path.sep).join('/')}`;
  const css = await readFile(file, 'utf8');
  const named = [...css.matchAll(/url\(\s*['"]?(\.{1,2}\/[^'")]+)['"]?\s*\)/g)].map(([, ref]) => {
    const source = path.resolve(path.dirname(file), ref);
    if (!existsSync(source)) throw new Error(`${file}: cannot find ${ref}`);
    return { url: urlOf(source), copyOf: source };
  });
  return { url: urlOf(file), files: [...named, { url: urlOf(file), text: css }] };
}

/** The npm package a resolved file belongs to (`@fontsource/material-icons`). */
function packageNameOf(root: string, file: string): string {
  const relative = path.relative(path.join(root, 'node_modules'), file).split(path.sep);
  return relative[0].startsWith('@') ? `${relative[0]}/${relative[1]}` : relative[0];
}

/** Every token inside string literals: the candidates Tailwind checks for utilities. */
export function classCandidates(source: string): string[] {
  const literals = [...source.matchAll(/(["'`])((?:\\.|(?!\1)[^\\])*)\1/g)].map((match) => match[2]);
  return [...new Set(literals.flatMap((literal) => literal.split(/\s+/)).filter(Boolean))];
}

const require = createRequire(import.meta.url);
let tailwind: ReturnType<typeof compile> | undefined;

function tailwindCompiler(): ReturnType<typeof compile> {
  tailwind ??= compile('@import "tailwindcss/theme.css" layer(theme);\n@import "tailwindcss/utilities.css" layer(utilities);', {
    base: process.cwd(),
    loadStylesheet: async (id: string, base: string) => {
      const file = id.startsWith('.') ? path.resolve(base, id) : require.resolve(id);
      return { path: file, base: path.dirname(file), content: await readFile(file, 'utf8') };
    },
  });
  return tailwind;
}

/**
 * The CSS the page needs for `demos` (the option files' records, as the site model read them):
 * the Tailwind utilities the Tailwind option uses, and the stylesheets the CSS option imports.
 * Empty for a demo with only MUI System.
 */
export async function stylingCss(demos: ReadonlyArray<{ option: DemoOption; sources: DemoSources }>): Promise<string> {
  const parts: string[] = [];
  for (const { option, sources } of demos) {
    if (option !== 'tailwind' && option !== 'css') continue;
    const [own] = sources.files;
    if (option === 'tailwind') parts.push((await tailwindCompiler()).build(classCandidates(own.text)));
    for (const stylesheet of cssImports(own.text)) {
      const target = path.resolve(path.dirname(own.path), stylesheet);
      parts.push(sources.files.find((file) => file.path === target)!.text);
    }
  }
  return parts.join('\n');
}
