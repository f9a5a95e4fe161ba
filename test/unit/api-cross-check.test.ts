// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { API_PACKAGES } from '../../cli/pipeline/api/packages';
import type { ApiRecord } from '../../runtime/api/types';
import { apiData } from '../support/api-data';
import { hiddenClassKeys, ignoredPropTypes, runtimeClasses, runtimePropTypes, typeParameterTokens } from './api/runtime-package';

type Record_ = Omit<ApiRecord, 'demos'>;

/**
 * Gaps the packages' own declarations leave, each with the package's reason; nothing else may
 * be missing. Keyed `package Component.prop`.
 */
const PACKAGE_GAPS: Record<string, string> = {
  // Deprecated by the package; its runtime accepts `noSsr`, its .d.ts does not declare it, and a
  // table cannot invent a type the package does not give.
  '@mui/material CssVarsProvider.noSsr': 'not declared in CssVarsProvider.d.ts',
  // Joy's CssVarsProvider.d.ts spells its props out inline and leaves these two out, though the
  // runtime propTypes (from @mui/system's createCssVarsProvider) accept them.
  '@mui/joy CssVarsProvider.noSsr': 'not declared in joy/styles/CssVarsProvider.d.ts',
  '@mui/joy CssVarsProvider.storageManager': 'not declared in joy/styles/CssVarsProvider.d.ts',
};

/** The chain of pages a reader follows from a record: itself, then each named parent. */
function pageChain(record: Record_, byName: Map<string, Record_>): Record_[] {
  const chain: Record_[] = [];
  for (let current: Record_ | undefined = record; current; ) {
    if (chain.includes(current)) throw new Error(`inheritance cycle: ${[...chain, current].map((item) => item.name).join(' → ')}`);
    chain.push(current);
    current = current.inheritance?.kind === 'component' ? byName.get(current.inheritance.name) : undefined;
  }
  return chain;
}

describe('cross-check of every API page against the packages’ runtime exports', async () => {
  const { records } = await apiData();
  /** Records by product and name: an edition's page may name a parent its MIT package documents. */
  const byProduct = new Map<string, Map<string, Record_>>();
  for (const record of records) {
    const names = byProduct.get(record.productId) ?? new Map<string, Record_>();
    names.set(record.name, record);
    byProduct.set(record.productId, names);
  }
  const figures: string[] = [];
  // An edition's classes interface may be its MIT package's (DataGridPro's is `GridClasses`).
  const hidden = new Set(API_PACKAGES.flatMap((pkg) => [...hiddenClassKeys(pkg.name)]));

  describe.each(API_PACKAGES.map((pkg) => [pkg.name, pkg] as const))('%s', async (name, pkg) => {
    const runtime = (await import(name)) as Record<string, unknown>;
    const ignored = ignoredPropTypes(name);
    const own = records.filter((record) => record.package === name);
    const byName = byProduct.get(pkg.productId)!;

    it('names only parents that have a page, with no cycle', () => {
      const broken = own
        .filter((record) => record.inheritance?.kind === 'component' && !byName.has(record.inheritance.name))
        .map((record) => `${record.name} → ${record.inheritance!.name}`);
      expect(broken).toEqual([]);
      for (const record of own) expect(() => pageChain(record, byName)).not.toThrow();
    });

    it('lists every runtime propTypes prop on the page or a parent’s page', () => {
      const missing: string[] = [];
      let components = 0;
      let props = 0;
      for (const record of own) {
        const propTypes = runtimePropTypes(runtime[record.name]);
        if (!propTypes) continue;
        components += 1;
        const known = new Set(pageChain(record, byName).flatMap((page) => page.props.map((item) => item.name)));
        const internal = ignored.get(record.name) ?? new Set();
        for (const key of propTypes) {
          if (internal.has(key)) continue;
          props += 1;
          if (!known.has(key) && !PACKAGE_GAPS[`${name} ${record.name}.${key}`]) missing.push(`${record.name}.${key}`);
        }
      }
      figures.push(`${name}: ${own.length} pages, ${components} components with propTypes, ${props} props checked, ${missing.length} missing`);
      console.log(figures.at(-1));
      expect(components).toBeGreaterThan(0);
      expect(missing).toEqual([]);
    });

    it('lists every key of each classes object, run-time generated ones as one pattern row each', async () => {
      const missing: string[] = [];
      let checked = 0;
      for (const record of own) {
        const root = record.classes.find((item) => item.key === 'root')?.className.slice(1);
        const found = await runtimeClasses(name, runtime, record.name, root);
        if (!found) continue;
        checked += 1;
        const interfaceName = `${found.exportName[0].toUpperCase()}${found.exportName.slice(1)}`;
        // Keys the classes interface marks `@ignore` / `@internal` are the package's private ones.
        const classes = Object.fromEntries(Object.entries(found.classes).filter(([key]) => !hidden.has(`${interfaceName}.${key}`)));
        const keys = new Set(record.classes.map((item) => item.key));
        const generated = record.classes
          .filter((item) => item.className.includes('{'))
          .map((item) => new RegExp(`^${item.className.slice(1).replace('{breakpoint}', '(xs|sm|md|lg|xl)').replace('{value}', '[\\w.]+')}$`));
        for (const [key, className] of Object.entries(classes)) {
          if (!keys.has(key) && !generated.some((pattern) => pattern.test(className))) missing.push(`${record.name}.${key}`);
        }
      }
      console.log(`${name}: ${checked} classes objects checked, ${missing.length} keys missing`);
      expect(checked).toBeGreaterThan(0);
      expect(missing).toEqual([]);
    });

    it('shows no unresolved type parameter in any prop type', () => {
      const unresolved = own.flatMap((record) =>
        record.props.filter((item) => typeParameterTokens(item.type).length > 0).map((item) => `${record.name}.${item.name}: ${item.type}`),
      );
      expect(unresolved).toEqual([]);
    });
  });

  it('Material generates Grid classes as patterns and documents GridLegacy’s classes', () => {
    const material = byProduct.get('material-ui')!;
    expect(material.get('Grid')?.classes.some((item) => item.className.includes('{breakpoint}'))).toBe(true);
    expect(material.get('GridLegacy')?.classes.length).toBeGreaterThan(20);
  });
});
