/**
 * A demo's files, read once when the site model loads: the demo, the modules it imports by
 * relative path (transitively: siblings, or shared ones such as the grid pages' `demo-data/`)
 * and the stylesheets they import, in import order. Every later step (the cache keys, the
 * exported projects, the page's styling CSS) reads them from the model, never from disk. Also
 * which option files (styling or date-library versions) a demo has beside it.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { hashKey } from '../cache/cache';
import { DEMO_AXES, type DemoOption, optionSuffix } from '../../../runtime/preferences/demo-options/demo-options';

/** One file of a demo. */
export interface DemoSourceFile {
  /** Absolute path. */
  path: string;
  text: string;
}

/** Everything a demo is made of. */
export interface DemoSources {
  /** The demo's own file first, then what it imports, in import order. */
  files: DemoSourceFile[];
  /** For each `<importing file>\0<relative specifier>`, the absolute file it resolved to. */
  imports: Record<string, string>;
  /** Hash of the demo's id and every file's name and text (24 hex characters). */
  hash: string;
}

/** Stylesheets a source imports for their side effect (`import './X.css';`). */
export function cssImports(source: string): string[] {
  return [...source.matchAll(/^import\s+['"](\.\/[^'"]+\.css)['"];?$/gm)].map((match) => match[1]);
}

/** Relative imports (`./top-films`, `../demo-data/employees`) of a source file. */
export function relativeImports(source: string): string[] {
  return [...source.matchAll(/^import\s[^'";]*?from\s+['"](\.\.?\/[^'"]+)['"]/gm)].map((match) => match[1]);
}

/** The sources of a single generated module (a prop playground), which imports no file of its own. */
export function singleFileSources(file: string, id: string, text: string): DemoSources {
  return { files: [{ path: file, text }], imports: {}, hash: hashKey([id, path.basename(file), text]) };
}

/**
 * Reads the files of the demo `demoFile` (whose id is `id`, `<page folder>/<File name>`).
 * @throws Error naming the file when a stylesheet it imports is missing, or naming the demo when a
 *   relative import has no `.tsx` or `.ts` file.
 */
export async function readDemoSources(demoFile: string, id: string): Promise<DemoSources> {
  const files = new Map<string, string>();
  const imports: Record<string, string> = {};
  const visit = async (file: string) => {
    if (files.has(file)) return;
    const source = await readFile(file, 'utf8');
    files.set(file, source);
    for (const stylesheet of cssImports(source)) {
      const target = path.resolve(path.dirname(file), stylesheet);
      files.set(target, await readFile(target, 'utf8').catch(() => Promise.reject(new Error(`${file}: cannot find ${stylesheet}`))));
    }
    for (const relative of relativeImports(source)) {
      const candidates = ['.tsx', '.ts'].map((extension) => path.join(path.dirname(file), `${relative}${extension}`));
      const found = await Promise.any(
        candidates.map(async (candidate) => {
          await readFile(candidate);
          return candidate;
        }),
      ).catch(() => undefined);
      if (!found) throw new Error(`${demoFile}: cannot find ${relative}`);
      imports[`${file}\0${relative}`] = found;
      await visit(found);
    }
  };
  await visit(demoFile);
  const list = [...files].map(([file, text]) => ({ path: file, text }));
  return { files: list, imports, hash: hashKey([id, ...list.flatMap((file) => [path.basename(file.path), file.text])]) };
}

/** A version of a demo for one demo option: its own file, or the file of a styling or date-library option. */
export interface DemoOptionFile {
  option: DemoOption;
  /** Absolute path of the option's TSX file. */
  file: string;
}

/**
 * The versions a demo has: `X.tsx` first (MUI System, or Day.js), then the option files of one
 * axis that exist beside it (`X.tailwind.tsx` and `X.css.tsx`, or `X.date-fns.tsx`,
 * `X.luxon.tsx` and `X.moment.tsx`).
 * @throws Error naming the demo when it has option files on both axes (a reader's choice of one
 *   could not say which to show).
 */
export function demoOptionFiles(demoFile: string): DemoOptionFile[] {
  const base = demoFile.replace(/\.tsx$/, '');
  const found = DEMO_AXES.map((axis) =>
    axis.options
      .slice(1)
      .map((option) => ({ option, file: `${base}${optionSuffix(option)}.tsx` }))
      .filter(({ file }) => existsSync(file)),
  );
  const axes = found.filter((files) => files.length);
  if (axes.length > 1)
    throw new Error(
      `${demoFile}: a demo has option files of one kind: ${axes
        .flat()
        .map(({ file }) => path.basename(file))
        .join(', ')} mix styling and date-library options`,
    );
  const first = DEMO_AXES[found.findIndex((files) => files.length)]?.options[0] ?? DEMO_AXES[0].options[0];
  return [{ option: first, file: demoFile }, ...(axes[0] ?? [])];
}
