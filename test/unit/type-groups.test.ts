import { describe, expect, it } from 'vitest';
import { COLOUR_GROUP, typeGroup, typeGroups } from '../../scripts/typecheck/type-groups';

describe('type-check partitions by date adapter', () => {
  it('keeps Day.js demos and everything else in the shared program', () => {
    expect(typeGroup("import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';")).toBe('');
    expect(typeGroup("import Button from '@mui/material/Button';")).toBe('');
  });

  it('puts a file importing another adapter in that adapter’s program, Pro imports included', () => {
    expect(typeGroup("import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';")).toBe('AdapterLuxon');
    expect(typeGroup('import { AdapterDateFns } from "@mui/x-date-pickers-pro/AdapterDateFns";')).toBe('AdapterDateFns');
    expect(
      typeGroup(
        "import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';\nimport { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';\nimport { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';",
      ),
    ).toBe('AdapterLuxon+AdapterMoment');
  });

  it('checks a file that adds a colour to a component apart, and one adding a variant with the rest', () => {
    const colour = "declare module '@mui/material/Button' {\n  interface ButtonPropsColorOverrides {\n    ochre: true;\n  }\n}";
    expect(typeGroup(colour)).toBe(COLOUR_GROUP);
    expect(typeGroup(`import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';\n${colour}`)).toBe(`AdapterLuxon+${COLOUR_GROUP}`);
    expect(typeGroup("declare module '@mui/material/Button' {\n  interface ButtonPropsVariantOverrides {\n    dashed: true;\n  }\n}")).toBe('');
  });

  it('partitions files, shared group first, and drops an empty shared group', () => {
    const sources: Record<string, string> = {
      'a.tsx': "import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';",
      'b.tsx': 'export {};',
      'c.tsx': "import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';",
    };
    const groups = typeGroups(Object.keys(sources), (file) => sources[file]);
    expect([...groups]).toEqual([
      ['', ['b.tsx']],
      ['AdapterLuxon', ['a.tsx', 'c.tsx']],
    ]);
    expect([...typeGroups(['a.tsx'], (file) => sources[file]).keys()]).toEqual(['AdapterLuxon']);
  });
});
