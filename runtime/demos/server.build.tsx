/**
 * Server rendering of demos (build time, inside the SSR bundle): renders each demo with the
 * real MUI packages and extracts the Emotion styles it used, so the first paint is styled.
 */
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { compile, middleware, serialize, stringify } from 'stylis';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { DEMO_CACHE_KEY, type DemoProvider, DemoRoot, demoIdPrefix } from './DemoRoot';

/** A demo ready to render: its id, component and product provider. */
export interface DemoModule {
  id: string;
  Demo: ComponentType;
  Provider: DemoProvider;
}

/** The rendered demos of one page. */
export interface RenderedDemos {
  /** Server HTML of each demo, by demo id. */
  html: Map<string, string>;
  /** One `<style data-emotion="mui …">` tag with every rule the page's demos use. */
  styleTag: string;
  /**
   * The right-to-left version of every rule that differs, scoped to `html[dir="rtl"]`, so demos
   * read right-to-left before they hydrate; the build publishes it as a stylesheet of its own
   * (see `rtl-styles.ts`). Empty when no rule depends on the direction.
   */
  rtlCss: string;
}

/** Right-to-left override of each rule already converted, by its CSS: pages share most rules. */
const rtlByRule = new Map<string, string>();

/** RTL versions of the direction-sensitive rules in `rules`, scoped to `html[dir="rtl"]`. */
export function rtlOverrides(rules: string[]): string {
  const flip = middleware([rtlPlugin, stringify]);
  return rules
    .map((css) => {
      let override = rtlByRule.get(css);
      if (override === undefined) {
        const ltr = serialize(compile(css), stringify);
        const rtl = serialize(compile(css), flip);
        override = ltr === rtl ? '' : serialize(compile(`html[dir="rtl"]{${rtl}}`), stringify);
        rtlByRule.set(css, override);
      }
      return override;
    })
    .join('');
}

/** One demo rendered alone: its HTML and the Emotion rules it inserted, in insertion order. */
export interface DemoRender {
  html: string;
  /** `[emotion id, css]` of every rule the demo's HTML uses (and global styles it inserted). */
  styles: [string, string][];
}

/**
 * Renders one demo with an Emotion cache of its own, so its output can be cached and combined
 * with other demos' later.
 * @throws Error naming the demo id when the demo throws while rendering.
 */
export function renderDemo({ id, Demo, Provider }: DemoModule): DemoRender {
  const cache = createCache({ key: DEMO_CACHE_KEY });
  const { extractCritical } = createEmotionServer(cache);
  let html: string;
  try {
    html = renderToString(<DemoRoot name={id} cache={cache} Provider={Provider} Demo={Demo} />, { identifierPrefix: demoIdPrefix(id) });
  } catch (error) {
    throw new Error(`demo ${id} failed to render: ${(error as Error).message}`, { cause: error });
  }
  const { ids } = extractCritical(html);
  return { html, styles: ids.map((styleId) => [styleId, String(cache.inserted[styleId])]) };
}

/**
 * The demos of one page as the page shows them: each demo's HTML, one style tag with every
 * rule they use (each once, in first-use order), and the right-to-left overrides of those rules.
 */
export function combineRenders(renders: ReadonlyArray<readonly [string, DemoRender]>): RenderedDemos {
  if (!renders.length) return { html: new Map(), styleTag: '', rtlCss: '' };
  const rules = new Map<string, string>();
  for (const [, render] of renders) for (const [styleId, css] of render.styles) if (!rules.has(styleId)) rules.set(styleId, css);
  return {
    html: new Map(renders.map(([id, render]) => [id, render.html])),
    styleTag: `<style data-emotion="${DEMO_CACHE_KEY} ${[...rules.keys()].join(' ')}">${[...rules.values()].join('')}</style>`,
    rtlCss: rtlOverrides([...rules.values()]),
  };
}

/**
 * Renders the demos of one page.
 * @throws Error naming the demo id when a demo throws while rendering.
 */
export function renderDemos(demos: DemoModule[]): RenderedDemos {
  return combineRenders(demos.map((demo) => [demo.id, renderDemo(demo)] as const));
}
