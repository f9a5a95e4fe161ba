// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bareImports, packageOf, relativeImports } from '../../cli/pipeline/demos/project';
import { deriveJs, jsxPreview, PREVIEW_MAX_LINES } from '../../cli/pipeline/demos/variants';

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

describe('derived JS (issue 4 item 1)', () => {
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

  it('names the file on a syntax error', async () => {
    await expect(deriveJs('export default function () { return <div>; }', 'Broken.tsx')).rejects.toThrow(/^Broken\.tsx: /);
  });
});

describe('collapsed preview (issue 4 item 3)', () => {
  it('is the returned JSX, dedented, when short', () => {
    expect(jsxPreview(DEMO)?.split('\n')[0]).toBe('<div>');
    expect(jsxPreview(DEMO)?.split('\n').at(-1)).toBe('</div>');
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
});
