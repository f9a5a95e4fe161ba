// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { codeTokenStyle, tokenClass } from '../../cli/pipeline/content/code-tokens';
import { highlightToHtml } from '../../cli/pipeline/content/highlight';

describe('code token classes', () => {
  it('names a light and dark colour pair after its colours, and leaves richer styles inline', () => {
    expect(tokenClass('color:#CF222E;--shiki-dark:#FF7B72')).toBe('c-cf222e-ff7b72');
    expect(tokenClass('color:#1F2328A0;--shiki-dark:#E6EDF3;')).toBe('c-1f2328a0-e6edf3');
    expect(tokenClass('color:#CF222E;font-style:italic;--shiki-dark:#FF7B72;--shiki-dark-font-style:italic')).toBeUndefined();
  });

  it('writes no colour on a token of highlighted code, the page style gives each class its colours, and the block its line count', async () => {
    const html = await highlightToHtml(
      'import Button from \'@mui/material/Button\';\n\nexport default function Demo() {\n  return <Button variant="contained">Save</Button>;\n}',
      'tsx',
    );
    const spans = [...html.matchAll(/<span class="(c-[^"]+)"/g)].map((match) => match[1]);
    expect(spans.length).toBeGreaterThan(10);
    expect(html).not.toMatch(/<span style="color:/);
    // The block's line count, from which the shell reserves its height while it is off screen.
    expect(html).toMatch(/<pre [^>]*style="[^"]*;--lines:5"/);
    const style = codeTokenStyle(html);
    for (const name of new Set(spans)) {
      const [, light, dark] = name.split('-');
      expect(style).toContain(`.${name}{color:#${light};--shiki-dark:#${dark}}`);
    }
    expect(codeTokenStyle('<p>No code here</p>')).toBe('');
  });
});
