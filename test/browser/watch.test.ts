import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { copyFolder, ROOT, type RunningServer, serveDocs } from '../support/docs-server';
import { builtRoutes } from '../support/sitemap';

const newPage = setupBrowser();
// Inside the project, so demos resolve the project's node_modules.
const work = path.join(ROOT, `.cache/test-watch-${process.pid}`);
const content = path.join(work, 'content');
let server: RunningServer;
/**
 * Time the watch builder may take to render one page again, ms: about 9 ms on a quiet 2-core
 * machine (Material UI's tree, 279 pages, in 2.5 s); the rest is room for a machine several
 * times slower, or one loaded by a build beside it.
 */
const RENDER_BUDGET_MS = 200;
/** Pages of the tree the last test edits, each rendered again (from the built sitemap). */
const TREE_PAGES = builtRoutes(inject('siteDir')).filter((route) => route.startsWith('/material-ui/')).length;

beforeAll(async () => {
  await copyFolder(path.join(ROOT, 'content'), content);
  server = await serveDocs(path.join(work, 'out'), ['--watch', '--content', content]);
});

afterAll(async () => {
  await server?.stop();
  await rm(work, { recursive: true, force: true });
});

describe('docs serve --watch', () => {
  it('re-renders an edited page and reloads the open tab', async () => {
    const { page } = await newPage();
    await page.goto(`${server.url}/material-ui/getting-started/installation/`);
    await page.getByText('Pick the command for your package manager').waitFor();
    const file = path.join(content, 'material-ui/getting-started/installation/index.md');
    const reloaded = page.waitForEvent('load');
    await writeFile(file, (await readFile(file, 'utf8')).replace('Pick the command for your package manager', 'Edited while watching: pick the command'));
    await reloaded;
    await page.getByText('Edited while watching: pick the command').waitFor();
    expect(server.output()).toMatch(/installation\/index\.md changed, rebuilt page in \d+ ms/);
  });

  it('re-bundles and re-renders only its page when a demo changes', async () => {
    const { page } = await newPage();
    await page.goto(`${server.url}/material-ui/react-button/`);
    const file = path.join(content, 'material-ui/react-button/BasicButtons.tsx');
    const reloaded = page.waitForEvent('load');
    await writeFile(file, (await readFile(file, 'utf8')).replace('Place order', 'Filled'));
    await reloaded;
    await page.locator('#demo-BasicButtons .MuiButton-root', { hasText: 'Filled' }).waitFor();
    expect(server.output()).toMatch(/BasicButtons\.tsx changed, rebuilt demo in \d+ ms/);
  });

  it('keeps serving the last good build after a content error', async () => {
    const file = path.join(content, 'material-ui/react-button/index.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace('## Colors', '# Colors'));
    await expect.poll(() => server.output(), { timeout: 20_000 }).toMatch(/rebuild failed[\s\S]*index\.md:\d+: a page has one h1/);
    const response = await fetch(`${server.url}/material-ui/react-button/`);
    expect(response.status).toBe(200);
  });

  it('keeps serving the last good build when a demo has a syntax error', async () => {
    const file = path.join(content, 'material-ui/react-tabs/BasicTabs.tsx');
    const good = await readFile(file, 'utf8');
    const before = await (await fetch(`${server.url}/material-ui/react-tabs/`)).text();
    await writeFile(file, good.replace('export default function', 'export default function (('));
    await expect.poll(() => server.output(), { timeout: 20_000 }).toMatch(/rebuild failed[\s\S]*BasicTabs\.tsx/);
    const after = await fetch(`${server.url}/material-ui/react-tabs/`);
    expect(after.status).toBe(200);
    expect(await after.text()).toBe(before);
    await writeFile(file, good);
  });

  // Every page of the tree is rendered again: the bound is theirs, a page's budget each.
  const rebuild = TREE_PAGES * RENDER_BUDGET_MS;
  it('re-renders the drawer of a product when its page tree changes, in the same builder', { timeout: rebuild + 10_000 }, async () => {
    const file = path.join(content, 'nav/material-ui.ts');
    await writeFile(file, (await readFile(file, 'utf8')).replace("title: 'Customization'", "title: 'Customising'"));
    await expect.poll(() => server.output(), { timeout: rebuild }).toMatch(/material-ui\.ts changed, rebuilt tree in \d+ ms/);
    expect(await (await fetch(`${server.url}/material-ui/react-tabs/`)).text()).toContain('Customising');
  });
});
