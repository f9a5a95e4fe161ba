/**
 * Code blocks skip their layout while off screen (`content-visibility: auto`) and reserve a
 * height from their line count: that height must be the one they take once shown, or the page
 * shifts when a block near the top is first laid out.
 */
import { describe, expect, inject, it } from 'vitest';
import { setupBrowser } from '../support/browser';

const baseUrl = inject('baseUrl');
const open = setupBrowser();

describe('code block reserved height', () => {
  it('equals the shown height for prose, API and demo code blocks on a phone', async () => {
    const { page } = await open({ viewport: { width: 412, height: 823 }, isMobile: true });
    for (const route of ['/material-ui/api/button/', '/material-ui/react-button/', '/material-ui/getting-started/installation/']) {
      await page.goto(`${baseUrl}${route}`);
      const sizes = await page.locator('pre.shiki').evaluateAll((blocks) => {
        // Blocks far below the fold have never been shown, so they still have their reserved height.
        const unseen = blocks.filter((block) => (block as HTMLElement).offsetParent !== null && block.getBoundingClientRect().top > 3 * innerHeight);
        const reserved = unseen.map((block) => block.getBoundingClientRect().height);
        for (const block of unseen) (block as HTMLElement).style.contentVisibility = 'visible';
        return unseen.map((block, index) => ({
          lines: getComputedStyle(block).getPropertyValue('--lines'),
          reserved: Math.round(reserved[index]),
          shown: Math.round(block.getBoundingClientRect().height),
        }));
      });
      expect(sizes.length, `${route} has code blocks below the fold`).toBeGreaterThan(0);
      for (const size of sizes) expect(size.reserved, `${route}: a ${size.lines}-line block`).toBe(size.shown);
    }
  });
});
