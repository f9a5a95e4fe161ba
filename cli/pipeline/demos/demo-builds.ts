/**
 * The build's results for its demos, in one map by demo id: what each demo (or playground) got
 * from the steps that work on demos, read by rendering and by watch mode.
 */
import { combineRenders, type DemoRender, type RenderedDemos } from '../../../runtime/demos/server.build';
import type { DemoAssets } from './assets';

/** Everything the build made for one demo: its server render and, for a demo (not a playground), its frame's assets. */
export interface DemoBuild {
  readonly render: DemoRender;
  /** Highlighted code, exported projects and the code loaded on demand; absent for a playground. */
  readonly assets?: DemoAssets;
}

/** The build's results by demo id. */
export type DemoBuilds = ReadonlyMap<string, DemoBuild>;

/**
 * Joins the steps' results into one map: an entry for each rendered demo, with its assets
 * where it has them. Pure.
 */
export function demoBuilds(renders: ReadonlyMap<string, DemoRender>, assets: ReadonlyMap<string, DemoAssets>): DemoBuilds {
  return new Map([...renders].map(([id, render]) => [id, { render, assets: assets.get(id) }]));
}

/**
 * The demos `ids` as one page (or one iframe document) shows them: their HTML by id, one style
 * tag for them all, and their right-to-left rules. Pure.
 * @throws Error naming the first demo the build did not render.
 */
export function renderedTogether(builds: DemoBuilds, ids: readonly string[]): RenderedDemos {
  return combineRenders(
    ids.map((id) => {
      const build = builds.get(id);
      if (!build) throw new Error(`demo ${id} was not rendered`);
      return [id, build.render] as const;
    }),
  );
}
