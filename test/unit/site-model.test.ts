// @vitest-environment node
/**
 * The site model's content rules: strict page trees with file and line, one source for each
 * page's title, a content folder outside the project, and a single-page load.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertValidTree, loadTree } from '../../cli/pipeline/model/page-trees';
import { loadSite } from '../../cli/pipeline/model/site';
import { englishTitles, loadTranslations } from '../../cli/pipeline/model/titles';
import { routeToPathname } from '../../runtime/page-tree/routes';
import { walkTree } from '../../runtime/page-tree/navigation';

const ROOT = path.resolve(__dirname, '../..');
let outside: string;

beforeAll(async () => {
  // A content folder outside the project, as `docs build --content DIR` allows.
  outside = await mkdtemp(path.join(os.tmpdir(), 'docs-content-'));
  await cp(path.join(ROOT, 'test/fixtures/minimal-site'), outside, { recursive: true });
});

afterAll(() => rm(outside, { recursive: true, force: true }));

const check = (source: string, tree: unknown) => () => assertValidTree({ tree: tree as never, file: 'nav/material-ui.ts', source });

describe('page tree schema', () => {
  it('names the file and line of an unknown key', () => {
    const source =
      "[\n  {\n    pathname: '/material-ui/components',\n    title: 'Components',\n    children: [{ pathname: '/material-ui/react-button', badge: 'new' }],\n  },\n]";
    expect(
      check(source, [{ pathname: '/material-ui/components', title: 'Components', children: [{ pathname: '/material-ui/react-button', badge: 'new' }] }]),
    ).toThrow('nav/material-ui.ts:5: unknown key "badge" (entry "/material-ui/react-button")');
  });

  it('names a wrong type and a malformed pathname', () => {
    expect(check("[\n  { pathname: '/a', plan: 'gold' },\n]", [{ pathname: '/a', plan: 'gold' }])).toThrow(/nav\/material-ui\.ts:2: "plan" .*entry "\/a"/);
    expect(check("[\n  { pathname: '/Bad/' },\n]", [{ pathname: '/Bad/' }])).toThrow(/nav\/material-ui\.ts:2: "pathname" must start with \//);
  });

  it('keeps titles in one place: a page entry may not carry one, a section must', () => {
    expect(check("[\n  { pathname: '/a', title: 'A' },\n]", [{ pathname: '/a', title: 'A' }])).toThrow(/:2: "title" a page's title comes from its frontmatter/);
    expect(check("[\n  { pathname: '/s',\n    children: [{ pathname: '/s/a' }] },\n]", [{ pathname: '/s', children: [{ pathname: '/s/a' }] }])).toThrow(
      /a section or external link needs a title/,
    );
  });

  it('loads a tree from a content folder outside the project', async () => {
    const tree = await loadTree(path.join(outside, 'nav/material-ui.ts'));
    expect(tree.tree[0]).toMatchObject({ pathname: '/material-ui/components', title: 'Components' });
  });

  it('reports a tree that does not compile with its file and line', async () => {
    const file = path.join(outside, 'nav/material-ui.ts');
    const good = await readFile(file, 'utf8');
    await writeFile(file, `${good}\nexport const broken = {;\n`);
    await expect(loadTree(file)).rejects.toThrow(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:4: `));
    await writeFile(file, good);
  });
});

describe('titles', () => {
  it("every page's h1, <title>, drawer, breadcrumbs and neighbours read one title: the catalogue's English is derived, never disagreeing", async () => {
    const site = await loadSite(path.join(ROOT, 'content'));
    const titles = englishTitles(site);
    for (const page of site.pages) expect(titles[routeToPathname(page.route)], page.route).toBe(page.title);
    for (const tree of site.trees) for (const { page } of walkTree(tree.tree)) expect(titles[page.pathname], page.pathname).toBeTruthy();
    // Renders every page's Markdown: on a fresh clone the Markdown cache is cold.
  }, 180_000);

  it('refuses English titles in content/titles.json, naming the line, when the site model loads', async () => {
    const file = path.join(outside, 'titles.json');
    const good = await readFile(file, 'utf8');
    await writeFile(file, '{\n  "en": { "/a": "A" }\n}\n');
    try {
      await expect(loadTranslations(outside)).rejects.toThrow(/titles\.json:2: English titles come from each page's frontmatter/);
      await expect(loadSite(outside)).rejects.toThrow(/titles\.json:2: English titles/);
    } finally {
      await writeFile(file, good);
    }
  });
});

describe('single-page load', () => {
  it('renders only the chosen page, but knows every title', async () => {
    const site = await loadSite(path.join(ROOT, 'content'), { only: '/material-ui/react-tabs/' });
    const rendered = site.pages.filter((page) => page.markdown);
    expect(rendered.map((page) => page.route)).toEqual(['/material-ui/react-tabs/']);
    expect(site.demos.every((demo) => demo.route === '/material-ui/react-tabs/')).toBe(true);
    expect(site.pages.find((page) => page.route === '/material-ui/react-button/')?.title).toBe('Button');
  });

  it('loads a page that is in no tree yet, and names a missing one', async () => {
    const dir = path.join(outside, 'material-ui/react-new-thing');
    await cp(path.join(outside, 'material-ui/react-button'), dir, { recursive: true });
    const site = await loadSite(outside, { only: '/material-ui/react-new-thing/' });
    expect(site.pages.find((page) => page.route === '/material-ui/react-new-thing/')?.markdown).toBeDefined();
    await expect(loadSite(outside, { only: '/material-ui/react-missing/' })).rejects.toThrow(
      /react-missing\/index\.md: no page at \/material-ui\/react-missing\//,
    );
  });
});
