/**
 * What a package itself says about its components at run time, read independently of the
 * extractor so the cross-check compares two sources: the runtime `propTypes` of each component,
 * the props its JavaScript marks `@ignore` (internal, never documented), and its classes objects.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

type Runtime = Record<string, unknown>;

/**
 * The runtime `propTypes` of a component export: on the export itself, or on the component a
 * `React.memo` / `React.forwardRef` wrapper holds (the Data Grid and pickers attach them inside).
 * @returns the prop names, or undefined when the export carries none.
 */
export function runtimePropTypes(value: unknown): string[] | undefined {
  for (let current = value as { propTypes?: object; type?: unknown; render?: unknown } | undefined, depth = 0; current && depth < 4; depth += 1) {
    if (current.propTypes) return Object.keys(current.propTypes).filter((key) => !key.includes(':'));
    current = (current.type ?? current.render) as typeof current;
  }
  return undefined;
}

/**
 * Props each component's runtime `propTypes` block marks `@ignore` in its JSDoc, keyed by the
 * name the block is assigned to (`Button.propTypes = {…}` → `Button`). Reads every CommonJS file
 * of the package once (the `.js` files, not the ESM copies), outside nested `node_modules`.
 * @param pkg package name, e.g. `@mui/x-date-pickers`.
 */
export function ignoredPropTypes(pkg: string): Map<string, Set<string>> {
  const root = path.dirname(require.resolve(`${pkg}/package.json`));
  const found = new Map<string, Set<string>>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'esm' && entry.name !== 'modern') walk(path.join(dir, entry.name));
      } else if (entry.name.endsWith('.js')) {
        const source = readFileSync(path.join(dir, entry.name), 'utf8');
        for (const start of source.matchAll(/\b(\w+)\.propTypes\s*=\s*\{/g)) {
          const end = source.indexOf('\n}', start.index);
          const block = source.slice(start.index, end < 0 ? undefined : end);
          const keys = found.get(start[1]) ?? new Set<string>();
          for (const match of block.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*?)\*\/\s*['"]?([\w-]+)['"]?\s*:/g))
            if (match[1].includes('@ignore')) keys.add(match[2]);
          found.set(start[1], keys);
        }
      }
    }
  };
  walk(root);
  return found;
}

/**
 * The runtime classes object of a component and its export name: `<name>Classes` in the package
 * root or the component's own module (GridLegacy's is not re-exported from the root), else the
 * `*Classes` export whose `root` is `rootClass` (the Data Grid's `gridClasses`, root
 * `MuiDataGrid-root`, which DataGridPro and DataGridPremium share).
 * @param rootClass the component's root class name without its dot; `Mui<name>-root` by default.
 */
export async function runtimeClasses(
  pkg: string,
  runtime: Runtime,
  name: string,
  rootClass = `Mui${name}-root`,
): Promise<{ exportName: string; classes: Record<string, string> } | undefined> {
  const key = `${name[0].toLowerCase()}${name.slice(1)}Classes`;
  const own = runtime[key] ?? ((await import(`${pkg}/${name}`).catch(() => ({}))) as Runtime)[key];
  const found: [string, unknown] | undefined =
    own !== undefined
      ? [key, own]
      : Object.entries(runtime).find(([exported, value]) => exported.endsWith('Classes') && (value as { root?: unknown } | undefined)?.root === rootClass);
  return found?.[1] && typeof found[1] === 'object' ? { exportName: found[0], classes: found[1] as Record<string, string> } : undefined;
}

/**
 * Keys of a package's classes interfaces that their JSDoc marks `@ignore` or `@internal`, as
 * `<InterfaceName>.<key>` (`GridClasses.filler`), read from its `.d.ts` files outside nested
 * `node_modules`.
 */
export function hiddenClassKeys(pkg: string): Set<string> {
  const root = path.dirname(require.resolve(`${pkg}/package.json`));
  const hidden = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'esm' && entry.name !== 'modern') walk(path.join(dir, entry.name));
      } else if (entry.name.endsWith('Classes.d.ts')) {
        const source = readFileSync(path.join(dir, entry.name), 'utf8');
        for (const block of source.matchAll(/interface (\w+Classes) \{([\s\S]*?)\n\}/g)) {
          for (const member of block[2].matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*?)\*\/\s*['"]?([\w-]+)['"]?\??\s*:/g)) {
            if (/@(ignore|internal)\b/.test(member[1])) hidden.add(`${block[1]}.${member[2]}`);
          }
        }
      }
    }
  };
  walk(root);
  return hidden;
}

/**
 * Identifiers in a prop's type text that read as unresolved type parameters: `T` followed by a
 * capital (`TValue`, `TView`, `TLocale`) or a single capital letter (`R`), outside string
 * literals, except those the text declares itself (a generic function's `<T extends K>(key: T)`,
 * a conditional type's `infer U`).
 */
export function typeParameterTokens(type: string): string[] {
  const code = type.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`[^`]*`/g, "''");
  const declared = new Set([
    ...[...code.matchAll(/<([^<>()]*)>\s*\(/g)].flatMap((match) => match[1].split(',').map((part) => part.trim().split(/\s/)[0])),
    ...[...code.matchAll(/\binfer\s+(\w+)/g)].map((match) => match[1]),
  ]);
  return [...code.matchAll(/(?<![\w.$])(T[A-Z]\w*|[A-Z])(?![\w$])/g)].map((match) => match[1]).filter((name) => !declared.has(name));
}
