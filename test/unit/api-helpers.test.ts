// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isExpression } from '../../cli/pipeline/api/extract';
import { apiSlug } from '../../cli/pipeline/api/packages';
import { importedComponents, siteLinks } from '../../cli/pipeline/api/pages';
import { splitUnion, tidyType } from '../../cli/pipeline/api/type-text';

describe('API helpers', () => {
  it.each([
    ['Button', 'button'],
    ['ButtonBase', 'button-base'],
    ['DataGrid', 'data-grid'],
    ['Unstable_TrapFocus', 'unstable-trap-focus'],
    ['Grid2', 'grid-2'],
    ['GridCSVExportMenuItem', 'grid-csv-export-menu-item'],
  ])('slugs %s as %s', (name, slug) => {
    expect(apiSlug(name)).toBe(slug);
  });

  it('splits unions at the top level only', () => {
    expect(splitUnion("'a' | ((x: 'b' | 'c') => void) | Array<'d' | 'e'> | { f: 'g' | 'h' }")).toEqual([
      "'a'",
      "((x: 'b' | 'c') => void)",
      "Array<'d' | 'e'>",
      "{ f: 'g' | 'h' }",
    ]);
  });

  it('tidies types: single quotes, sorted literals, no undefined', () => {
    expect(tidyType('"text" | "outlined" | "contained" | undefined')).toBe("'contained' | 'outlined' | 'text'");
    expect(tidyType('boolean | null')).toBe('boolean | null');
    expect(tidyType("'end' | 'start' | React.ReactNode")).toBe("'end' | 'start' | React.ReactNode");
    expect(tidyType('(event: React.MouseEvent) => void')).toBe('(event: React.MouseEvent) => void');
  });

  it('checks that a @default parses', () => {
    expect(isExpression("'text'")).toBe(true);
    expect(isExpression('<CircularProgress color="inherit" size={16} />')).toBe(true);
    expect(isExpression('false (`!props.checkboxSelection` for MIT Data Grid)')).toBe(false);
  });

  it('finds the components a demo imports', () => {
    const source = `import Button from '@mui/material/Button';\nimport { DataGrid, type GridColDef } from '@mui/x-data-grid';\nimport { DatePicker as Picker } from '@mui/x-date-pickers/DatePicker';\nimport * as React from 'react';`;
    expect(importedComponents(source).sort()).toEqual(['@mui/material:Button', '@mui/x-data-grid:DataGrid', '@mui/x-date-pickers:DatePicker']);
  });

  it('maps mui.com API anchors, and sends links to pages we lack back to mui.com', () => {
    const routes = new Set(['/material-ui/api/button-base/', '/material-ui/react-button/']);
    expect(siteLinks('<a href="https://mui.com/material-ui/api/button-base/#ButtonBase-prop-component" data-external="" rel="noopener">c</a>', routes)).toBe(
      '<a href="/material-ui/api/button-base/#prop-component">c</a>',
    );
    expect(siteLinks('<a href="https://mui.com/material-ui/react-button/#floating-action-buttons" data-external="" rel="noopener">f</a>', routes)).toBe(
      '<a href="https://mui.com/material-ui/react-button/#floating-action-buttons" data-external="" rel="noopener">f</a>',
    );
    expect(siteLinks('<a href="/material-ui/migration/guide/">m</a> <a href="/material-ui/react-button/">b</a>', routes)).toBe(
      '<a href="https://mui.com/material-ui/migration/guide/" data-external="" rel="noopener">m</a> <a href="/material-ui/react-button/">b</a>',
    );
  });

  it('points mui.com links at pages this site has', () => {
    const html =
      '<a href="https://mui.com/material-ui/api/button-base/" data-external="" rel="noopener">ButtonBase</a> <a href="https://mui.com/system/getting-started/the-sx-prop/" data-external="" rel="noopener">sx</a>';
    expect(siteLinks(html, new Set(['/material-ui/api/button-base/']))).toBe(
      '<a href="/material-ui/api/button-base/">ButtonBase</a> <a href="https://mui.com/system/getting-started/the-sx-prop/" data-external="" rel="noopener">sx</a>',
    );
  });
});
