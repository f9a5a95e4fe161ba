/**
 * Server rendering of demos (build time, inside the SSR bundle): renders each demo with the
 * real MUI packages and extracts the Emotion styles it used, so the first paint is styled.
 */
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { DEMO_CACHE_KEY, type DemoProvider, DemoRoot } from './DemoRoot';

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
      html.set(id, renderToString(<DemoRoot name={id} cache={cache} Provider={Provider} Demo={Demo} />));
    } catch (error) {
      throw new Error(`demo ${id} failed to render: ${(error as Error).message}`, { cause: error });
    }
  }
  if (!demos.length) return { html, styleTag: '' };
  const { css, ids } = extractCritical([...html.values()].join(''));
  return { html, styleTag: `<style data-emotion="${DEMO_CACHE_KEY} ${ids.join(' ')}">${css}</style>` };
}
