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
  /**
   * One `<style data-emotion="mui …">` tag with every rule the page's demos use, then a style
   * tag with the right-to-left version of every rule that differs, scoped to
   * `html[dir="rtl"]`, so demos read right-to-left before they hydrate.
   */
  styleTag: string;
}

/** RTL versions of the direction-sensitive rules in `rules`, scoped to `html[dir="rtl"]`. */
export function rtlOverrides(rules: string[]): string {
  const flip = middleware([rtlPlugin, stringify]);
  return rules
    .map((css) => {
      const ltr = serialize(compile(css), stringify);
      const rtl = serialize(compile(css), flip);
      return ltr === rtl ? '' : serialize(compile(`html[dir="rtl"]{${rtl}}`), stringify);
    })
    .join('');
}

/**
 * Renders the demos of one page with a shared Emotion cache.
 * @throws Error naming the demo id when a demo throws while rendering.
 */
export function renderDemos(demos: DemoModule[]): RenderedDemos {
  const cache = createCache({ key: DEMO_CACHE_KEY });
  const { extractCritical } = createEmotionServer(cache);
  const html = new Map<string, string>();
  for (const { id, Demo, Provider } of demos) {
    try {
      html.set(id, renderToString(<DemoRoot name={id} cache={cache} Provider={Provider} Demo={Demo} />, { identifierPrefix: demoIdPrefix(id) }));
    } catch (error) {
      throw new Error(`demo ${id} failed to render: ${(error as Error).message}`, { cause: error });
    }
  }
  if (!demos.length) return { html, styleTag: '' };
  const { css, ids } = extractCritical([...html.values()].join(''));
  const rtl = rtlOverrides(ids.map((id) => String(cache.inserted[id])));
  return {
    html,
    styleTag: `<style data-emotion="${DEMO_CACHE_KEY} ${ids.join(' ')}">${css}</style>${rtl && `<style data-rtl-demos="">${rtl}</style>`}`,
  };
}
