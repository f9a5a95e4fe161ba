/**
 * Child-process entry of the icon catalogue: `node --import tsx worker.ts <root>`, printing the catalogue as JSON.
 * Renders every icon of the installed `@mui/icons-material` with React's server renderer and
 * keeps the inside of its `<svg>` (its paths), by base name and theme. Runs apart from the
 * build so the ten thousand icon modules it imports leave no memory behind.
 */
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ICON_THEMES } from '../../../runtime/icons/themes';

const [root] = process.argv.slice(2);
const dir = path.join(path.dirname(createRequire(path.join(root, 'package.json')).resolve('@mui/icons-material/package.json')), 'esm');
const exports = new Set((await readdir(dir)).filter((file) => /^[A-Z]\w*\.js$/.test(file)).map((file) => file.slice(0, -3)));
const suffixes = ICON_THEMES.map((theme) => theme.suffix).filter(Boolean);
// A base name is an export that is not another export plus a theme suffix.
const bases = [...exports].filter((name) => !suffixes.some((suffix) => name.endsWith(suffix) && exports.has(name.slice(0, -suffix.length)))).sort();
const icons: Array<{ name: string; svgs: Record<string, string> }> = [];
for (const name of bases) {
  const svgs: Record<string, string> = {};
  for (const theme of ICON_THEMES) {
    const exported = `${name}${theme.suffix}`;
    if (!exports.has(exported)) continue;
    const module = (await import(pathToFileURL(path.join(dir, `${exported}.js`)).href)) as { default: ComponentType };
    const markup = renderToStaticMarkup(createElement(module.default));
    const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(markup)?.[1];
    if (!inner) throw new Error(`icons: ${exported} rendered no <svg>`);
    svgs[theme.id] = inner;
  }
  icons.push({ name, svgs });
}
process.stdout.write(JSON.stringify(icons));
