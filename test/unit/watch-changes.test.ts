import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyChange } from '../../cli/serve/changes';

const content = path.join('/site', 'content');
const pageDirs = new Set([path.join(content, 'material-ui/react-button')]);
const classify = (relative: string, root = content) => classifyChange(path.join(root, relative), content, pageDirs).kind;

describe('what a changed file means to watch mode', () => {
  it('re-renders a page for its Markdown, re-bundles its page for a demo or a module beside it', () => {
    expect(classify('material-ui/react-button/index.md')).toBe('page');
    expect(classify('material-ui/react-button/BasicButtons.tsx')).toBe('demo');
    expect(classify('material-ui/react-button/orders.ts')).toBe('demo');
    expect(classify('material-ui/react-button/Demo.css')).toBe('demo');
  });

  it('reloads a page tree in place', () => {
    expect(classify('nav/material-ui.ts')).toBe('tree');
  });

  it('needs a full build for a new page or translations, and a fresh builder for code', () => {
    expect(classify('material-ui/react-slider/index.md')).toBe('site');
    expect(classify('titles.json')).toBe('site');
    expect(classifyChange('/site/templates/shell/Layout.tsx', content, pageDirs).kind).toBe('process');
    expect(classifyChange('/site/content-extra/x.md', content, pageDirs).kind).toBe('process');
  });
});
