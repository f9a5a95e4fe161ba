/**
 * Styling variants at build time (issue 4 item 7): which variant files a demo has, and the
 * stylesheet its Tailwind and CSS variants need on the page. Tailwind's own compiler
 * (`tailwindcss` v4) turns the class names the Tailwind variant uses into utilities, with its
 * theme and without its preflight, so the docs shell is untouched.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compile } from 'tailwindcss';
import { STYLING_OPTIONS, type StylingOption, stylingSuffix } from '../../../runtime/preferences/styling-variant/styling-variant';

/** A styling variant file of a demo. */
export interface StylingVariant {
  option: StylingOption;
  /** Absolute path of the variant's TSX file. */
  file: string;
}

/** The variants a demo has: `X.tsx` (MUI System) always, then `X.tailwind.tsx` and `X.css.tsx` when present. */
export function stylingVariants(demoFile: string): StylingVariant[] {
  const base = demoFile.replace(/\.tsx$/, '');
  return STYLING_OPTIONS.map((option) => ({ option, file: `${base}${stylingSuffix(option)}.tsx` })).filter(({ file }) => existsSync(file));
}

/** Stylesheets a source imports for their side effect (`import './X.css';`). */
export function cssImports(source: string): string[] {
  return [...source.matchAll(/^import\s+['"](\.\/[^'"]+\.css)['"];?$/gm)].map((match) => match[1]);
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
 * The CSS the page needs for `variants`: the Tailwind utilities the Tailwind variant uses, and
 * the stylesheets the CSS variant imports. Empty for a demo with only MUI System.
 * @throws Error naming the demo file when an imported stylesheet is missing.
 */
export async function stylingCss(variants: StylingVariant[]): Promise<string> {
  const parts: string[] = [];
  for (const { option, file } of variants) {
    if (option === 'system') continue;
    const source = await readFile(file, 'utf8');
    if (option === 'tailwind') parts.push((await tailwindCompiler()).build(classCandidates(source)));
    for (const stylesheet of cssImports(source)) {
      const target = path.resolve(path.dirname(file), stylesheet);
      parts.push(await readFile(target, 'utf8').catch(() => Promise.reject(new Error(`${file}: cannot find ${stylesheet}`))));
    }
  }
  return parts.join('\n');
}
