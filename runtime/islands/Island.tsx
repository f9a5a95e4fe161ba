import { createContext, type ReactNode, useContext } from 'react';

/**
 * When an island hydrates (brief: "a page loads only the code of the widgets it has"):
 * - `visible`: when it comes within 200 px of the viewport (the icon search);
 * - `interaction`: on the first pointer, touch or focus on it; a click made before React
 *   arrived is replayed (preference widgets, so React need not load before the reader acts);
 * - `idle`: when the main thread is idle;
 * - `scroll`: on the first interaction, or when the reader scrolls it into view; not merely
 *   because it is in the first view (demos and playgrounds: their server HTML looks final, and
 *   React's own evaluation is a long task a phone's first view should not pay; a Data Grid
 *   shows its server preview until then).
 */
export type HydrationStrategy = 'visible' | 'interaction' | 'idle' | 'scroll';

/** Maps an island id (`islands/ColorModeToggle`, `demos/<demo id>`) to its entry's public URL. */
export type IslandAssets = ReadonlyMap<string, string>;

/** Provided by the page renderer; built from the client bundle's metafile. */
export const IslandAssetsContext = createContext<IslandAssets | null>(null);

/** Props of {@link Island}. */
export interface IslandProps {
  /** Entry id in the client bundle, e.g. `islands/ColorModeToggle`. */
  id: string;
  hydrate: HydrationStrategy;
  /** JSON-serialisable props passed to the component on hydration. */
  props?: object;
  className?: string;
  /** Server-rendered markup; must equal what the client renders with `props`. */
  children?: ReactNode;
  /** Server-rendered markup as an HTML string (demos rendered by the SSR bundle). */
  html?: string;
  /**
   * `client`: the server markup is a preview that the island replaces by rendering on the client
   * instead of hydrating it (the Data Grid's table preview).
   */
  render?: 'client';
}

/**
 * Server-side island container: the children are rendered to static HTML with the entry URL
 * and props beside them as data attributes; the boot script hydrates it later.
 * @throws Error when no asset URL exists for `id` (the island was not bundled).
 */
export function Island({ id, hydrate, props = {}, className, children, html, render }: IslandProps) {
  const assets = useContext(IslandAssetsContext);
  const src = assets?.get(id);
  if (!src) throw new Error(`Island "${id}" has no bundled entry`);
  const attributes = { className, 'data-island': id, 'data-src': src, 'data-hydrate': hydrate, 'data-props': JSON.stringify(props), 'data-render': render };
  return html === undefined ? <div {...attributes}>{children}</div> : <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
