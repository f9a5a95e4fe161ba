/**
 * Child-process entry of the icon catalogue: `node --import tsx worker.ts <root>`, printing the catalogue as JSON.
 * Renders every icon of the installed `@mui/icons-material` with React's server renderer and
 * keeps the inside of its `<svg>` (its paths), by base name and theme. The package's ten
 * thousand icon modules are first bundled into one module by esbuild (about 2 s), because
 * importing them one by one through the module loader took ten times as long; the icons' own
 * code is what renders, so the paths are the package's. Runs apart from the build so the icons
 * leave no memory behind.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ICON_THEMES } from '../../../runtime/icons/themes';
import { exitWithParent } from '../exit-with-parent';

exitWithParent();
const [root] = process.argv.slice(2);
const packageDir = path.dirname(createRequire(path.join(root, 'package.json')).resolve('@mui/icons-material/package.json'));
const dir = path.join(packageDir, 'esm');
const exports = new Set((await readdir(dir)).filter((file) => /^[A-Z]\w*\.js$/.test(file)).map((file) => file.slice(0, -3)));
const suffixes = ICON_THEMES.map((theme) => theme.suffix).filter(Boolean);
// A base name is an export that is not another export plus a theme suffix.
const bases = [...exports].filter((name) => !suffixes.some((suffix) => name.endsWith(suffix) && exports.has(name.slice(0, -suffix.length)))).sort();

// One module that re-exports every icon file by its name; React and Material UI stay external,
// so the icons render with the same React as this process.
const bundled = await build({
  stdin: {
    contents: [...exports].map((name) => `export { default as ${name} } from ${JSON.stringify(path.join(dir, `${name}.js`))};`).join('\n'),
    resolveDir: root,
    loader: 'js',
  },
  absWorkingDir: root,
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'node',
  packages: 'external',
  logLevel: 'silent',
  define: { 'process.env.NODE_ENV': '"production"' },
});
// The process's only bundle: its service's half gigabyte goes back while the icons render.
await stop();
// Written inside the project, so the external packages resolve from its `node_modules`.
const file = path.join(root, '.cache', `icons-bundle-${process.pid}.mjs`);
await mkdir(path.dirname(file), { recursive: true });
await writeFile(file, bundled.outputFiles[0].contents);
let components: Record<string, ComponentType>;
try {
  components = (await import(pathToFileURL(file).href)) as Record<string, ComponentType>;
} finally {
  await rm(file, { force: true });
}

const icons: Array<{ name: string; svgs: Record<string, string> }> = [];
for (const name of bases) {
  const svgs: Record<string, string> = {};
  for (const theme of ICON_THEMES) {
    const exported = `${name}${theme.suffix}`;
    if (!exports.has(exported)) continue;
    const markup = renderToStaticMarkup(createElement(components[exported]));
    const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(markup)?.[1];
    if (!inner) throw new Error(`icons: ${exported} rendered no <svg>`);
    svgs[theme.id] = inner;
  }
  icons.push({ name, svgs });
}
process.stdout.write(JSON.stringify(icons));
