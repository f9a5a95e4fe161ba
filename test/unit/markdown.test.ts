// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../cli/pipeline/content/markdown';

const page = (body: string, front = 'title: Button\ndescription: Buttons act.') => `---\n${front}\n---\n\n${body}\n`;

describe('Markdown pipeline', () => {
  it('reads frontmatter and gives headings stable ids, anchors and a table of contents', async () => {
    const result = await renderMarkdown(page('## Basic button\n\ntext\n\n### Text button\n\n## Sizes'), 'button.md');
    expect(result.frontmatter).toEqual({ title: 'Button', description: 'Buttons act.' });
    expect(result.toc).toEqual([
      { id: 'basic-button', text: 'Basic button', depth: 2 },
      { id: 'text-button', text: 'Text button', depth: 3 },
      { id: 'sizes', text: 'Sizes', depth: 2 },
    ]);
    expect(result.html).toContain('<h2 id="basic-button">Basic button<a class="anchor-link" aria-hidden="true" tabindex="-1" href="#basic-button">#</a></h2>');
  });

  it('renders GFM tables, each in a focusable region named by its headers that scrolls on a phone', async () => {
    const { html } = await renderMarkdown(page('| a | b |\n|---|---|\n| 1 | 2 |\n\ntext\n\n| a | b |\n|---|---|\n| 3 | 4 |'), 'x.md');
    expect(html).toMatch(/<div class="table-scroll" role="region" tabindex="0" aria-label="Table: a, b"><table>[\s\S]*<th>a<\/th>[\s\S]*<td>2<\/td>/);
    expect(html).toContain('aria-label="Table: a, b (2)"');
  });

  it('highlights code at build time with light and dark colours', async () => {
    const { html } = await renderMarkdown(page('```tsx\nconst a = <Button />;\n```'), 'x.md');
    expect(html).toContain('class="shiki');
    expect(html).toContain('--shiki-dark:');
  });

  it('places demos by name and records their line', async () => {
    const result = await renderMarkdown(page('Intro\n\n::demo{name="BasicButtons"}'), 'x.md');
    expect(result.demos).toEqual([{ name: 'BasicButtons', line: 8, iframe: false }]);
    expect(result.html).toContain('<docs-demo name="BasicButtons"></docs-demo>');
  });

  it('lets a demo wait for the reader with hydrate="interaction", and names any other value as an error', async () => {
    const result = await renderMarkdown(page('::demo{name="BasicDatePicker" hydrate="interaction"}'), 'x.md');
    expect(result.demos).toEqual([{ name: 'BasicDatePicker', line: 6, iframe: false, hydrate: 'interaction' }]);
    await expect(renderMarkdown(page('::demo{name="BasicDatePicker" hydrate="idle"}'), 'pickers.md')).rejects.toThrow(
      'pickers.md:6: ::demo hydrate="idle": the only option is hydrate="interaction"',
    );
  });

  it('renders callouts with an optional title', async () => {
    const { html } = await renderMarkdown(page(':::warning[Heads up]\nCareful.\n:::'), 'x.md');
    expect(html).toBe('<aside class="callout callout-warning"><p class="callout-title">Heads up</p><p>Careful.</p></aside>');
  });

  it('marks links to other sites as external, leaving site links alone', async () => {
    const { html } = await renderMarkdown(page('[v6](https://v6.mui.com/) and [Button](/material-ui/react-button/)'), 'x.md');
    expect(html).toBe(
      '<p><a href="https://v6.mui.com/" data-external="" rel="noopener">v6<span class="visually-hidden"> (external site)</span></a> and <a href="/material-ui/react-button/">Button</a></p>',
    );
  });

  it('keeps colons in text that are not directives', async () => {
    const { html } = await renderMarkdown(page('Meet at 10:30, v6:beta.'), 'x.md');
    expect(html).toBe('<p>Meet at 10:30, v6:beta.</p>');
  });

  it.each([
    ['an h1 in the body', page('# Title'), 'x.md:6: a page has one h1'],
    ['an unknown container', page(':::tip\nx\n:::'), 'x.md:6: unknown container ":::tip"'],
    ['a demo without a name', page('::demo'), 'x.md:6: ::demo needs name='],
    ['an unknown frontmatter key', page('x', 'title: A\ndescription: B\ncolour: red'), 'x.md:4: frontmatter "colour"'],
    ['a missing description', page('x', 'title: A'), 'x.md:2: frontmatter "description"'],
    ['no frontmatter', 'Just text', 'x.md:1: missing frontmatter'],
  ])('fails on %s with the file and line', async (_, source, message) => {
    await expect(renderMarkdown(source, 'x.md')).rejects.toThrow(message);
  });
});
