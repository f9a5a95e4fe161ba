// @vitest-environment node
/**
 * Watch mode's render session gives the renders a full build's batches give, for every kind of
 * demo host (Material, Joy, licensed MUI X with the grid's server preview, the pickers), and an
 * edit reuses the session's packages unless it imports a package module they lack.
 */
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DemoEntry } from '../../cli/pipeline/bundle/entries';
import { renderBatch } from '../../cli/pipeline/bundle/ssr';
import { renderSession } from '../../cli/pipeline/bundle/ssr-session';
import { loadSite } from '../../cli/pipeline/model/site';
import { demoHostFor } from '../../runtime/islands/registry';
import { ROOT } from '../support/docs-server';

/** A few demos of each page: enough to cover every host. */
const PAGES: Array<[route: string, count: number]> = [
  ['/material-ui/react-button/', 3],
  ['/joy-ui/react-button/', 2],
  ['/x/react-data-grid/row-grouping/', 2],
  ['/x/react-date-pickers/date-picker/', 2],
];

async function sampleDemos(): Promise<DemoEntry[]> {
  const demos: DemoEntry[] = [];
  for (const [route, count] of PAGES) {
    const site = await loadSite(path.join(ROOT, 'content'), { only: route });
    demos.push(...(site.pages.find((page) => page.route === route)?.demos ?? []).slice(0, count));
  }
  return demos;
}

/** `demo` with `edit` applied to its main file's source. */
function edited(demo: DemoEntry, edit: (source: string) => string): DemoEntry {
  const source = edit(demo.source);
  const [main, ...rest] = demo.sources.files;
  return { ...demo, source, sources: { ...demo.sources, files: [{ ...main, text: source }, ...rest] } };
}

const session = renderSession(ROOT);
afterAll(() => session.close());

describe('the watch-mode render session', () => {
  it('renders every host’s demos exactly as a build’s batch does', async () => {
    const demos = await sampleDemos();
    expect(new Set(demos.map((demo) => demoHostFor(demo))).size).toBe(3);
    const [fromBatch, fromSession] = [await renderBatch(ROOT, demos, ''), await session.render(demos)];
    expect(fromSession.map(([id]) => id)).toEqual(demos.map((demo) => demo.id));
    expect(new Map(fromSession)).toEqual(new Map(fromBatch));
    expect(session.vendorBuilds).toBe(1);
  }, 120_000);

  it('renders an edit with the packages it holds, and takes in a package module it lacks', async () => {
    const [demo] = await sampleDemos();
    const marker = `Edited ${Date.now()}`;
    // The first text of the JSX (a heading, a label) becomes the marker.
    const edit = edited(demo, (source) => source.replace(/(>\s*)([A-Z][A-Za-z ]{3,})(\s*<)/, `$1${marker}$3`));
    expect(edit.source).not.toBe(demo.source);
    const [[, render]] = await session.render([edit]);
    expect(render.html).toContain(marker);
    expect(session.vendorBuilds).toBe(1);

    const withBadge = edited(demo, (source) => `${source}\nimport Badge from '@mui/material/Badge';\nexport const badge = Badge;\n`);
    const [[, again]] = await session.render([withBadge]);
    expect(session.vendorBuilds).toBe(2);
    expect(again.html).toBe((await renderBatch(ROOT, [demo], ''))[0][1].html);
  }, 120_000);

  it('names a stopped worker, and renders again with a new one', async () => {
    const [demo] = await sampleDemos();
    const builds = session.vendorBuilds;
    // In a worker thread, process.exit ends the thread: as a demo that brings it down would.
    await expect(session.render([edited(demo, (source) => `${source}\nprocess.exit(1);\n`)])).rejects.toThrow('demo rendering stopped');
    const [[, render]] = await session.render([demo]);
    expect(render.html).toBe((await renderBatch(ROOT, [demo], ''))[0][1].html);
    expect(session.vendorBuilds).toBe(builds + 1);
  }, 120_000);
});
