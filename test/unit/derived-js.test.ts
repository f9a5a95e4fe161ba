// @vitest-environment node
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bareImports, demoProject, packageOf, projectPath } from '../../cli/pipeline/demos/project';
import { readDemoSources, relativeImports } from '../../cli/pipeline/model/demo-sources';
import { deriveJs, jsxPreview, PREVIEW_MAX_LINES } from '../../cli/pipeline/demos/derived-js';
import { excerptText } from '../../cli/pipeline/content/highlight';
import { packageStylesheets } from '../../cli/pipeline/demos/styling';
import { previewCell } from '../../runtime/demos/grid-preview.build';

const DEMO = `import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import * as React from 'react';

const sizes: ButtonProps['size'][] = ['small', 'large'];

export default function Sizes() {
  const [size, setSize] = React.useState<ButtonProps['size']>('small');
  return (
    <div>
      {sizes.map((item) => (
        <Button key={item} size={item} onClick={() => setSize(item as ButtonProps['size'])}>
          {item}
        </Button>
      ))}
      <p>{size}</p>
    </div>
  );
}
`;

describe('derived JS', () => {
  it('drops types and type imports, keeps JSX and blank lines, formats with Prettier', async () => {
    expect(await deriveJs(DEMO, 'Sizes.tsx')).toBe(`import Button from '@mui/material/Button';
import * as React from 'react';

const sizes = ['small', 'large'];

export default function Sizes() {
  const [size, setSize] = React.useState('small');
  return (
    <div>
      {sizes.map((item) => (
        <Button key={item} size={item} onClick={() => setSize(item)}>
          {item}
        </Button>
      ))}
      <p>{size}</p>
    </div>
  );
}
`);
  });

  it('keeps a demo with no types as written, long lines included', async () => {
    const plain = `import Button from '@mui/material/Button';\n\nexport default function Wide() {\n  return <Button variant="contained" color="secondary" size="large" fullWidth disableElevation>Save the draft</Button>;\n}\n`;
    expect(await deriveJs(plain, 'Wide.tsx')).toBe(plain);
  });

  it("drops an interface's lines and keeps the author's blank lines inside functions", async () => {
    const typed = `interface Props {\n  label: string;\n}\n\nexport default function Tag({ label }: Props) {\n  const upper = label.toUpperCase();\n\n  return <span>{upper}</span>;\n}\n`;
    expect(await deriveJs(typed, 'Tag.tsx')).toBe(
      `export default function Tag({ label }) {\n  const upper = label.toUpperCase();\n\n  return <span>{upper}</span>;\n}\n`,
    );
  });

  it('names the file on a syntax error', async () => {
    await expect(deriveJs('export default function () { return <div>; }', 'Broken.tsx')).rejects.toThrow(/^Broken\.tsx: /);
  });
});

describe('collapsed preview', () => {
  it('is the returned JSX, dedented, when short', () => {
    const preview = excerptText(DEMO, jsxPreview(DEMO)!).split('\n');
    expect(preview[0]).toBe('<div>');
    expect(preview.at(-1)).toBe('</div>');
  });

  it('is absent when the JSX is long', () => {
    const long = DEMO.replace('<p>{size}</p>', Array.from({ length: PREVIEW_MAX_LINES }, (_, i) => `<p>${i}</p>`).join('\n      '));
    expect(jsxPreview(long)).toBeUndefined();
  });
});

describe('project imports', () => {
  it('finds packages and sibling files', () => {
    const source = "import Button from '@mui/material/Button';\nimport dayjs from 'dayjs';\nimport { films } from './top-films';\n";
    expect(bareImports(source).map(packageOf)).toEqual(['@mui/material', 'dayjs']);
    expect(relativeImports(source)).toEqual(['./top-films']);
  });

  it('reads each import statement alone, never prose that follows a relative import', () => {
    const source = 'import { seed } from \'../demo-data/random\';\n/** Shades from "no sales" to "best seller". */\nconst note = \'import x from y\';\n';
    expect(bareImports(source)).toEqual([]);
    expect(relativeImports(source)).toEqual(['../demo-data/random']);
  });
});

describe('shared demo modules in exported projects', () => {
  it('copies a module from outside the demo folder into a folder of src/ and points the imports at it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'demo-shared-'));
    await mkdir(path.join(dir, 'demo-data'));
    await mkdir(path.join(dir, 'sorting'));
    await writeFile(path.join(dir, 'demo-data/random.ts'), 'export const seed = 1;\n');
    await writeFile(path.join(dir, 'demo-data/employees.ts'), "import { seed } from './random';\nexport const employees = [seed];\n");
    await writeFile(path.join(dir, 'sorting/columns.ts'), "export const columns = ['name'];\n");
    const demo = path.join(dir, 'sorting/SortedGrid.tsx');
    await writeFile(
      demo,
      "import { employees } from '../demo-data/employees';\nimport { columns } from './columns';\n\nexport default function SortedGrid() {\n  return <p>{employees.length + columns.length}</p>;\n}\n",
    );
    expect(relativeImports(await readFile(demo, 'utf8'))).toEqual(['../demo-data/employees', './columns']);
    const project = await demoProject(process.cwd(), { file: demo, sources: await readDemoSources(demo, 'sorting/SortedGrid') }, 'TS');
    expect(
      Object.keys(project)
        .filter((file) => file.startsWith('src/'))
        .sort(),
    ).toEqual(['src/SortedGrid.tsx', 'src/columns.ts', 'src/demo-data/employees.ts', 'src/demo-data/random.ts', 'src/index.tsx']);
    expect(project['src/SortedGrid.tsx']).toContain("from './demo-data/employees'");
    expect(project['src/SortedGrid.tsx']).toContain("from './columns'");
    expect(project['src/demo-data/employees.ts']).toContain("from './random'");
    expect(projectPath(path.join(dir, 'sorting'), path.join(dir, 'demo-data/employees.ts'))).toBe('demo-data/employees.ts');
  });
});

describe('package stylesheets', () => {
  it("lists side-effect imports among a demo's packages, and resolves the ones that are stylesheets", () => {
    const source = "import '@fontsource/material-icons';\nimport Icon from '@mui/material/Icon';\nimport './local.css';\n";
    expect(bareImports(source).map(packageOf)).toEqual(['@fontsource/material-icons', '@mui/material']);
    expect(packageStylesheets(process.cwd(), source).map((file) => path.relative(process.cwd(), file))).toEqual([
      'node_modules/@fontsource/material-icons/index.css',
    ]);
  });
});

describe('Data Grid preview', () => {
  it('shows a cell as the column formats it, and never throws', () => {
    const row = { id: 1, salary: 52000, joined: new Date(Date.UTC(2024, 2, 5)), remote: true, tags: ['a'] };
    expect(previewCell(row, { field: 'salary', valueFormatter: (value) => `$${(value as number).toLocaleString('en-US')}` })).toBe('$52,000');
    expect(previewCell(row, { field: 'salary' })).toBe('52,000');
    expect(previewCell(row, { field: 'joined' })).toBe('3/5/2024');
    expect(previewCell(row, { field: 'remote' })).toBe('yes');
    expect(previewCell(row, { field: 'tags' })).toBe('');
    expect(previewCell(row, { field: 'full', valueGetter: (_, r) => `${r.id}-x` })).toBe('1-x');
    expect(
      previewCell(row, {
        field: 'broken',
        valueFormatter: () => {
          throw new Error('needs the grid API');
        },
      }),
    ).toBe('');
  });
});
