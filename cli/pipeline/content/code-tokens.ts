/**
 * Token colours of highlighted code as classes instead of inline styles. Shiki writes
 * `style="color:#CF222E;--shiki-dark:#FF7B72"` on every token: on a page with twenty demos that
 * is thousands of style attributes (about 300 KB of HTML on the Button page) for a palette of a
 * dozen pairs. The class name spells its own colours (`c-cf222e-ff7b72`), so the rules a page
 * needs are read back from its HTML alone, whichever process or cache produced its code blocks.
 *
 * Shiki's own `transformerStyleToClass` names classes by hash and keeps the styles in a
 * per-process registry, which cached and parallel renders would not share; hence this small
 * transformer.
 */
import type { ShikiTransformer } from 'shiki';

/** `color:#RRGGBB;--shiki-dark:#RRGGBB` (6 or 8 hex digits each), the only form made a class. */
const TOKEN_STYLE = /^color:#([0-9a-f]{6}(?:[0-9a-f]{2})?);--shiki-dark:#([0-9a-f]{6}(?:[0-9a-f]{2})?)$/i;
/** A token class as written by {@link codeTokenClasses}. */
const TOKEN_CLASS = /\bc-([0-9a-f]{6}(?:[0-9a-f]{2})?)-([0-9a-f]{6}(?:[0-9a-f]{2})?)\b/g;

/**
 * The class for one token's inline style, or `undefined` when the style carries more than a
 * light and a dark colour (italic, bold: those stay inline).
 * @param style a Shiki token `style` attribute, e.g. `color:#CF222E;--shiki-dark:#FF7B72`.
 * @returns e.g. `c-cf222e-ff7b72`.
 */
export function tokenClass(style: string): string | undefined {
  const match = TOKEN_STYLE.exec(style.trim().replace(/;$/, ''));
  return match ? `c-${match[1].toLowerCase()}-${match[2].toLowerCase()}` : undefined;
}

/**
 * Shiki transformer: each token's colour pair becomes a {@link tokenClass}, and the `<pre>`
 * gets `--lines` (its number of lines), from which the shell's CSS reserves the block's height
 * while the browser skips rendering it off screen (`content-visibility: auto`).
 */
export const codeTokenClasses: ShikiTransformer = {
  name: 'docs:code-token-classes',
  pre(node) {
    const lines = this.source.replace(/\n$/, '').split('\n').length;
    const style = typeof node.properties.style === 'string' ? node.properties.style : '';
    node.properties.style = `${style}${style && !style.endsWith(';') ? ';' : ''}--lines:${lines}`;
  },
  span(node) {
    const style = node.properties.style;
    const name = typeof style === 'string' ? tokenClass(style) : undefined;
    if (!name) return;
    delete node.properties.style;
    node.properties.class = name;
  },
};

/**
 * The `<style>` element with a rule for every token class used in `html`, sorted; an empty
 * string when `html` has none.
 * @param html a whole page body (or any fragment).
 */
export function codeTokenStyle(html: string): string {
  const rules = new Set<string>();
  for (const [name, light, dark] of html.matchAll(TOKEN_CLASS)) rules.add(`.${name}{color:#${light};--shiki-dark:#${dark}}`);
  return rules.size ? `<style data-code-tokens="">${[...rules].sort().join('')}</style>` : '';
}
