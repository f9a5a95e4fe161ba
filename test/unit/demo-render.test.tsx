// @vitest-environment node
/**
 * Server renders of demos: the shared cache's rules go to one style tag, and a demo that
 * provides an Emotion cache of its own (a right-to-left region) keeps valid markup, its styles
 * moved to the page's head where its cache finds them in the browser.
 */
import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import styled from '@emotion/styled';
import { describe, expect, it } from 'vitest';
import { combineRenders, renderDemo } from '../../runtime/demos/server.build';

const Provider = ({ children }: { children: React.ReactNode }) => <>{children}</>;
const Shared = styled.p({ color: 'rebeccapurple' });
const ownCache = createCache({ key: 'own-rtl' });
const Own = styled.span({ paddingLeft: 8 });
const OwnStrong = styled.strong({ marginRight: 4 });

function SharedDemo() {
  return <Shared>shared</Shared>;
}

function OwnCacheDemo() {
  return (
    <div>
      <Shared>outside</Shared>
      <CacheProvider value={ownCache}>
        <Own>inside</Own>
      </CacheProvider>
    </div>
  );
}

// Another demo module with a cache of the same key, as two demos of one page may have.
const sameKeyCache = createCache({ key: 'own-rtl' });

function TwoRulesDemo() {
  return (
    <CacheProvider value={sameKeyCache}>
      <Global styles={{ body: { margin: 0 } }} />
      <Own>
        <OwnStrong>two</OwnStrong> rules
      </Own>
    </CacheProvider>
  );
}

describe('renderDemo', () => {
  it('extracts the shared cache’s rules and leaves no style tag in the markup', () => {
    const render = renderDemo({ id: 'test/SharedDemo', Demo: SharedDemo, Provider });
    expect(render.html).not.toContain('<style');
    expect(render.styles.map(([, css]) => css).join('')).toContain('color:rebeccapurple');
    expect(render.ownCacheStyles).toEqual([]);
  });

  it('moves the style tags of a demo’s own cache out of its markup, for the head', () => {
    const render = renderDemo({ id: 'test/OwnCacheDemo', Demo: OwnCacheDemo, Provider });
    expect(render.html).not.toContain('<style');
    expect(render.html).toMatch(/<span class="own-rtl-[a-z0-9]+">inside<\/span>/);
    expect(render.ownCacheStyles).toHaveLength(1);
    expect(render.ownCacheStyles[0]).toMatch(/^<style data-emotion="own-rtl [a-z0-9]+"[^>]*>\.own-rtl-[a-z0-9]+\{padding-left:8px;\}<\/style>$/);

    // Two demos with the same own-cache rules on one page: the page's head holds them once, after the shared tag.
    const page = combineRenders([
      ['a', render],
      ['b', render],
    ]);
    expect(page.styleTag.startsWith('<style data-emotion="mui ')).toBe(true);
    expect(page.styleTag.split(render.ownCacheStyles[0])).toHaveLength(2);
    expect(page.styleTag.endsWith(render.ownCacheStyles[0])).toBe(true);
    // The own cache decides its direction itself: the page's right-to-left overrides leave it alone.
    expect(page.rtlCss).not.toContain('own-rtl');
  });

  it('merges one cache’s rules into one tag per key, each rule once, and keeps a Global style’s own tag', () => {
    const one = renderDemo({ id: 'test/OwnCacheDemo', Demo: OwnCacheDemo, Provider });
    const two = renderDemo({ id: 'test/TwoRulesDemo', Demo: TwoRulesDemo, Provider });
    expect(two.ownCacheStyles.length).toBeGreaterThan(2);
    const { styleTag } = combineRenders([
      ['a', one],
      ['b', two],
    ]);
    const tags = styleTag.match(/<style data-emotion="[^"]*"/g)!;
    expect(tags.map((tag) => tag.split('"')[1].split(' ')[0])).toEqual(['mui', 'own-rtl', 'own-rtl-global']);
    const ownIds = tags[1].split('"')[1].split(' ').slice(1);
    expect(new Set(ownIds).size).toBe(ownIds.length);
    expect(ownIds).toHaveLength(2);
    expect(styleTag).toContain('padding-left:8px;');
    expect(styleTag).toContain('margin-right:4px;');
    expect(styleTag).toMatch(/<style data-emotion="own-rtl-global [a-z0-9]+">body\{margin:0;\}<\/style>$/);
  });
});
