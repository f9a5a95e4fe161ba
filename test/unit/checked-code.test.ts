// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkedBlocks, typeCheckBlocks } from '../../scripts/typecheck/checked-code';

const ROOT = path.resolve(import.meta.dirname, '../..');

const PAGE = `---
title: Theme
description: A theme file.
---

## Theme

\`\`\`tsx check
import { createTheme } from '@mui/material/styles';

export const theme = createTheme({ palette: { primary: { main: '#0b6e4f' } } });
\`\`\`

\`\`\`tsx
<Button>not checked</Button>
\`\`\`
`;

describe('checked code blocks', () => {
  it('collects only blocks marked check, with the line of their fence', () => {
    const blocks = checkedBlocks(PAGE, 'theme/index.md');
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ file: 'theme/index.md', line: 8, extension: 'tsx' });
    expect(blocks[0].code).toContain('createTheme({');
  });

  it('refuses a checked block in a language it cannot compile', () => {
    expect(() => checkedBlocks('```bash check\nnpm install\n```\n', 'guide/index.md')).toThrow('guide/index.md:1:');
  });

  it('reports a wrong API at the Markdown line it is on, and passes a right one', async () => {
    const wrong = PAGE.replace("primary: { main: '#0b6e4f' }", "primary: { main: '#0b6e4f', shade: 3 }");
    const problems = await typeCheckBlocks(ROOT, checkedBlocks(wrong, 'theme/index.md'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^theme\/index\.md:11: .*shade/);
    expect(await typeCheckBlocks(ROOT, checkedBlocks(PAGE, 'theme/index.md'))).toEqual([]);
  });
});
