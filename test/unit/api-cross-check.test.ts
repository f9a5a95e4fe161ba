// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiData } from '../support/api-data';

const require = createRequire(import.meta.url);
const materialDir = path.dirname(require.resolve('@mui/material/package.json'));

/** Props Material marks internal: `@ignore` in the JSDoc of its runtime propTypes. */
function ignoredProps(name: string): Set<string> {
  const file = path.join(materialDir, 'esm', name, `${name}.js`);
  if (!existsSync(file)) return new Set();
  const source = readFileSync(file, 'utf8');
  const block = source.slice(source.indexOf(`${name}.propTypes`));
  return new Set([...block.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*?)\*\/\s*['"]?([\w-]+)['"]?\s*:/g)].filter((m) => m[1].includes('@ignore')).map((m) => m[2]));
}

describe('cross-check against Material UI runtime exports (issue 3)', async () => {
  const material = (await import('@mui/material')) as unknown as Record<string, { propTypes?: Record<string, unknown> } & Record<string, unknown>>;
  const records = (await apiData()).records.filter((record) => record.package === '@mui/material');
  const byName = new Map(records.map((record) => [record.name, record]));

  it('lists every prop of every component propTypes, except ones the package marks internal', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const record of records) {
      const propTypes = material[record.name]?.propTypes;
      if (!propTypes) continue;
      checked += 1;
      const known = new Set<string>();
      for (let current = byName.get(record.name); current; current = current.inheritance?.kind === 'component' ? byName.get(current.inheritance.name) : undefined) {
        current.props.forEach((item) => known.add(item.name));
      }
      const internal = ignoredProps(record.name);
      for (const key of Object.keys(propTypes)) {
        // `exact-prop: …` is the key of MUI's exactProp() checker, not a prop.
        if (!known.has(key) && !internal.has(key) && !key.includes(':')) missing.push(`${record.name}.${key}`);
      }
    }
    expect(checked).toBeGreaterThan(120);
    // CssVarsProvider (deprecated by the package) takes `noSsr` at run time, but its .d.ts does
    // not declare it: a gap in the package's declarations, which our table cannot invent.
    expect(missing).toEqual(['CssVarsProvider.noSsr']);
  });

  it('lists every key of every component classes object, run-time generated ones as one pattern row each', async () => {
    const missing: string[] = [];
    let patterns = 0;
    for (const record of records) {
      const name = `${record.name[0].toLowerCase()}${record.name.slice(1)}Classes`;
      // A classes object the root does not re-export (GridLegacy's) lives in the component's module.
      const runtime = (material[name] ?? (await import(`@mui/material/${record.name}`).catch(() => ({})))[name]) as Record<string, string> | undefined;
      if (!runtime || typeof runtime !== 'object') continue;
      const keys = new Set(record.classes.map((item) => item.key));
      const generated = record.classes
        .filter((item) => item.className.includes('{'))
        .map((item) => new RegExp(`^${item.className.slice(1).replace('{breakpoint}', '(xs|sm|md|lg|xl)').replace('{value}', '[\\w.]+')}$`));
      patterns += generated.length;
      for (const [key, className] of Object.entries(runtime)) if (!keys.has(key) && !generated.some((pattern) => pattern.test(className))) missing.push(`${record.name}.${key}`);
    }
    expect(missing).toEqual([]);
    // Grid and GridLegacy generate spacing, direction and size classes per breakpoint.
    expect(patterns).toBeGreaterThan(2);
    expect(byName.get('GridLegacy')?.classes.length).toBeGreaterThan(20);
  });
});
