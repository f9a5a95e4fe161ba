// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../cli/pipeline/content/markdown';
import { fileTree } from '../../runtime/template-preview/files';
import { frameWidth } from '../../runtime/template-preview/widget';

describe('template pages', () => {
  it('list a template’s files as a tree: folders first, the entry first of the files, each level in order', () => {
    const tree = fileTree(
      ['components/Header.tsx', 'Dashboard.tsx', 'data/orders.ts', 'components/charts/Bars.tsx', 'AppShell.tsx', 'shared-theme/AppTheme.tsx'],
      'Dashboard.tsx',
    );
    expect(tree.map((node) => node.name)).toEqual(['components', 'data', 'shared-theme', 'Dashboard.tsx', 'AppShell.tsx']);
    expect(tree[0].children!.map((node) => node.name)).toEqual(['charts', 'Header.tsx']);
    expect(tree[0].children![0].children).toEqual([{ name: 'Bars.tsx', path: 'components/charts/Bars.tsx' }]);
  });

  it('size the preview frame for each viewport', () => {
    expect(frameWidth('phone')).toBe('360px');
    expect(frameWidth('tablet')).toBe('768px');
    expect(frameWidth('desktop')).toBe('100%');
  });

  it('place one template a page, named by its entry module, with the file and line of a mistake', async () => {
    const page = (body: string) => `---\ntitle: Dashboard template\ndescription: D.\n---\n\n${body}\n`;
    const rendered = await renderMarkdown(page('::template{name="Dashboard"}'), 'templates/dashboard/index.md');
    expect(rendered.demos).toEqual([{ name: 'Dashboard', line: 6, iframe: true, template: true }]);
    expect(rendered.html).toContain('<docs-template name="Dashboard"></docs-template>');
    await expect(renderMarkdown(page('::template{name="Dashboard"}\n\n::template{name="Other"}'), 'templates/x/index.md')).rejects.toThrow(
      /^templates\/x\/index\.md:8: a page shows one template/,
    );
    await expect(renderMarkdown(page('::template{name="Dashboard" height="900"}'), 'templates/x/index.md')).rejects.toThrow(/does not take height/);
    await expect(renderMarkdown(page('::template-gallery{product="joy"}'), 'templates/index.md')).rejects.toThrow(/::template-gallery takes no attributes/);
    await expect(renderMarkdown(page('Intro.\n\n::template-gallery'), 'templates/index.md')).resolves.toBeDefined();
    await expect(renderMarkdown(page('## Using one\n\n::template-gallery'), 'templates/index.md')).rejects.toThrow(
      /^templates\/index\.md:8: ::template-gallery comes before the page's first heading \(line 6\)/,
    );
  });
});
