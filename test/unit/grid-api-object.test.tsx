// @vitest-environment happy-dom
import path from 'node:path';
import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import type { GridReference } from '../../runtime/api/grid-types';
import { apiData } from '../support/api-data';
import { gridDeclarations } from './api/grid-declarations';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * What a rendered Premium grid's API object holds: its methods (functions, and the functions of
 * its method namespaces such as `history.undo`) and all its keys.
 */
async function runtimeApi(): Promise<{ methods: string[]; keys: Set<string> }> {
  const { DataGridPremium, useGridApiRef } = await import('@mui/x-data-grid-premium');
  let api: Record<string, unknown> | undefined;
  function Host() {
    const apiRef = useGridApiRef();
    useEffect(() => {
      api = apiRef.current as unknown as Record<string, unknown>;
    }, [apiRef]);
    return (
      <div style={{ width: 600, height: 300 }}>
        {/* The charts integration registers its methods only with its experimental flag on. */}
        <DataGridPremium apiRef={apiRef} rows={[{ id: 1, name: 'a' }]} columns={[{ field: 'name' }]} experimentalFeatures={{ charts: true }} />
      </div>
    );
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<Host />));
  const names = Object.entries(api!).flatMap(([key, value]) => {
    if (typeof value === 'function') return [key];
    if (value && typeof value === 'object' && !Array.isArray(value))
      return Object.entries(value)
        .filter(([, inner]) => typeof inner === 'function')
        .map(([inner]) => `${key}.${inner}`);
    return [];
  });
  const keys = new Set([...Object.keys(api!), ...names]);
  await act(async () => root.unmount());
  return { methods: names.sort(), keys };
}

describe('cross-check of the grid reference against a rendered grid', async () => {
  const grid = (await apiData()).grid as GridReference;
  const declarations = gridDeclarations(ROOT);

  it('lists every method of the Premium API object a rendered grid has, and nothing it lacks', async () => {
    const listed = grid.methodGroups.flatMap((group) => group.methods.map((item) => item.name));
    const hidden = declarations.hiddenMembers('GridApiPremium');
    const { methods, keys } = await runtimeApi();
    const visible = methods.filter((name) => !hidden.has(name.split('.')[0]) && !hidden.has(name));
    expect(visible.filter((name) => !listed.includes(name)).join(', '), 'methods the grid has that no table lists').toBe('');
    expect(listed.filter((name) => !keys.has(name)).join(', '), 'members listed that the grid does not have').toBe('');
  }, 60_000);
});
