/**
 * The shell's Emotion instance (`@emotion/css`). Style modules (`*.styles.ts`) call its `css`
 * at build time; the build collects `cache.inserted` into one static stylesheet and the
 * browser bundle receives only the resulting class-name strings (see cli/pipeline/client).
 */
import createEmotion from '@emotion/css/create-instance';

export const { css, injectGlobal, keyframes, cache } = createEmotion({ key: 'd' });

// Outside a browser Emotion keeps only a flag per rule unless the cache is in compat mode;
// compat mode keeps each rule's text in `cache.inserted` so the build can write it out.
if (typeof document === 'undefined') cache.compat = true;

/** Every rule the shell has inserted so far, in insertion order, as one CSS text. */
export function shellStylesheet(): string {
  return Object.values(cache.inserted)
    .filter((rule): rule is string => typeof rule === 'string')
    .join('');
}
