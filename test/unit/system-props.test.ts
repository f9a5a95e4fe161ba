// @vitest-environment node
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../cli/pipeline/content/markdown';
import { systemPropGroups, systemPropRows } from '../../cli/pipeline/content/system-props';

const require = createRequire(import.meta.url);
const system = require('@mui/system') as Record<string, { filterProps: string[] }>;

describe('::system-props tables, generated from @mui/system', () => {
  it('lists exactly the props of the style function, in its order', () => {
    for (const name of systemPropGroups())
      expect(
        systemPropRows(name).map((row) => row.prop),
        name,
      ).toEqual(system[name].filterProps);
  });

  it('shows the CSS the package itself produces for a sample value', () => {
    const rows = new Map(systemPropRows('spacing').map((row) => [row.prop, row]));
    expect(rows.get('mx')).toMatchObject({ themeKey: 'spacing', sample: 2, css: ['margin-left: 16px', 'margin-right: 16px'] });
    expect(new Map(systemPropRows('palette').map((row) => [row.prop, row])).get('bgcolor')?.css).toEqual(['background-color: #1976d2']);
    expect(new Map(systemPropRows('display').map((row) => [row.prop, row])).get('displayPrint')?.css).toEqual(['@media print › display: none']);
  });

  it('renders the table in a page and names the file and line of an unknown utility', async () => {
    const page = await renderMarkdown('---\ntitle: Spacing\ndescription: d\n---\n\n## Props\n\n::system-props{name="spacing"}\n', 'spacing.md');
    expect(page.html).toContain('<td><code>px</code></td>');
    await expect(renderMarkdown('---\ntitle: T\ndescription: d\n---\n\n::system-props{name="colours"}\n', 'x.md')).rejects.toThrow(
      /^x\.md:6: ::system-props: unknown style utility "colours"/,
    );
  });
});
