import { describe, expect, it } from 'vitest';
import { closeMatches, plainText, sectionExcerpt, sitePath } from '../../cli/mcp/knowledge';

const PAGE =
  '# Chip\n\nCompact labels.\n\n## Basic chip\n\nA chip shows one short value.\n\n**Demo: BasicChips** (`BasicChips.tsx`)\n\n```tsx\nimport Chip from "@mui/material/Chip";\n```\n\n## Basic chip\n\nThe second section of that name.\n';

describe('MCP knowledge', () => {
  it('reads a site path from a URL, a path or a Markdown copy path', () => {
    expect(sitePath('http://localhost:3000/material-ui/react-chip/#basic-chip')).toBe('/material-ui/react-chip/');
    expect(sitePath('/material-ui/react-chip')).toBe('/material-ui/react-chip/');
    expect(sitePath('/material-ui/react-chip/index.md')).toBe('/material-ui/react-chip/');
  });

  it('takes the excerpt of the section the anchor names, as the site numbers repeated headings', () => {
    expect(sectionExcerpt(PAGE, '')).toBe('Compact labels.');
    expect(sectionExcerpt(PAGE, 'basic-chip')).toBe('A chip shows one short value.');
    expect(sectionExcerpt(PAGE, 'basic-chip-1')).toBe('The second section of that name.');
    expect(sectionExcerpt(`# T\n\n${'word '.repeat(100)}`, '', 40)).toMatch(/^(word ){7}word…$/);
  });

  it('names close matches by words, prefixes and typos', () => {
    expect(closeMatches(['Button', 'ButtonGroup', 'Chip', 'DataGridPro'], 'Buton')).toEqual(expect.arrayContaining(['Button', 'ButtonGroup']));
    expect(closeMatches(['Button', 'Chip', 'DataGridPro'], 'DataGrid')).toEqual(['DataGridPro']);
    expect(closeMatches(['Button'], 'Zebra')).toEqual([]);
  });

  it('turns package description HTML into text', () => {
    expect(plainText('<p>The <code>variant</code> to use &amp; more &lt;3</p>')).toBe('The variant to use & more <3');
  });
});
