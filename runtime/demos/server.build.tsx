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
   * One `<style data-emotion="mui …">` tag with every rule the page's demos use, then the style
   * tags of Emotion caches demos provide themselves (see {@link DemoRender.ownCacheStyles}).
   */
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
  /**
   * Style tags of Emotion caches the demo provides itself (a right-to-left region's
   * `<CacheProvider>`), as Emotion writes them, `<style data-emotion="<key> <ids>">`. Emotion puts
   * them in the markup before the elements they style; they are taken out of `html` for the
   * page's head, where a `<style>` belongs, and where the demo's cache finds them when it is
   * created in the browser, as it would anywhere in the document.
   */
  ownCacheStyles: string[];
}

/** A style tag Emotion writes into server markup for a cache that is not extracted. */
const INLINE_EMOTION_STYLE = /<style data-emotion="[^"]*"[^>]*>[\s\S]*?<\/style>/g;

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
  const ownCacheStyles = html.match(INLINE_EMOTION_STYLE) ?? [];
  if (ownCacheStyles.length) html = html.replace(INLINE_EMOTION_STYLE, '');
  const { ids } = extractCritical(html);
  return { html, styles: ids.map((styleId) => [styleId, String(cache.inserted[styleId])]), ownCacheStyles };
}

/**
 * The demos of one page as the page shows them: each demo's HTML, one style tag with every
 * rule they use (each once, in first-use order) followed by their own caches' style tags (each
 * once), and the right-to-left overrides of the shared rules. A demo's own cache is left
 * unflipped: it sets its direction itself.
 */
export function combineRenders(renders: ReadonlyArray<readonly [string, DemoRender]>): RenderedDemos {
  if (!renders.length) return { html: new Map(), styleTag: '', rtlCss: '' };
  const rules = new Map<string, string>();
  for (const [, render] of renders) for (const [styleId, css] of render.styles) if (!rules.has(styleId)) rules.set(styleId, css);
  return {
    html: new Map(renders.map(([id, render]) => [id, render.html])),
    styleTag: emotionStyleTag(DEMO_CACHE_KEY, rules) + ownCacheStyleTags(renders.flatMap(([, render]) => render.ownCacheStyles)),
    rtlCss: rtlOverrides([...rules.values()]),
  };
}

/**
 * One Emotion style tag, `<style data-emotion="<key> <ids>">`, holding `rules` (id → CSS) in
 * their order: the form Emotion's cache of that key reads back in the browser, marking the ids
 * as inserted.
 */
function emotionStyleTag(key: string, rules: ReadonlyMap<string, string>): string {
  return `<style data-emotion="${key} ${[...rules.keys()].join(' ')}">${[...rules.values()].join('')}</style>`;
}

/** Parts of a style tag Emotion writes: cache key, space-separated rule ids, CSS. */
const EMOTION_STYLE_PARTS = /^<style data-emotion="(\S+) ([^"]*)"[^>]*>([\s\S]*)<\/style>$/;

/**
 * The style tags of demos' own caches as few tags as Emotion reads back: one per cache key with
 * each rule once, in first-use order. A `<Global>` style keeps a tag of its own (`<key>-global
 * <name>`), which is the exact attribute its component looks for in the browser.
 */
function ownCacheStyleTags(tags: readonly string[]): string {
  const byKey = new Map<string, Map<string, string>>();
  const globals = new Set<string>();
  for (const tag of tags) {
    const [, key, ids, css] = EMOTION_STYLE_PARTS.exec(tag)!;
    if (key.endsWith('-global')) globals.add(tag);
    else if (!byKey.get(key)?.has(ids)) byKey.set(key, (byKey.get(key) ?? new Map()).set(ids, css));
  }
  return [...byKey].map(([key, rules]) => emotionStyleTag(key, rules)).join('') + [...globals].join('');
}
