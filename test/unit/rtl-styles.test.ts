import { describe, expect, it } from 'vitest';
import { demoStyleMarkup } from '../../cli/pipeline/demos/rtl-stylesheet';
import { activateRtlDemoStyles, rtlDemoStyles } from '../../runtime/demos/rtl-styles';

const RULE = 'html[dir="rtl"] .mui-x0ed6d{margin-right:8px;}';
const STYLE_TAG = '<style data-emotion="mui x0ed6d">.mui-x0ed6d{margin-left:8px;}</style>';

describe('right-to-left rules of server-rendered demos', () => {
  it('are a stylesheet of their own, named by their contents, and the page carries only its address', () => {
    const { markup, files } = demoStyleMarkup({ styleTag: STYLE_TAG, rtlCss: RULE });
    const href = /data-rtl-demos="([^"]+)"/.exec(markup)?.[1];
    expect(href).toMatch(/^\/assets\/rtl\/[0-9a-f]{16}\.css$/);
    expect(markup.startsWith(STYLE_TAG)).toBe(true);
    expect(markup).not.toContain(RULE);
    expect(files).toEqual([{ url: href, text: RULE }]);
    // Another page flipping the same rules names the same file; no rules, no script and no file.
    expect(demoStyleMarkup({ styleTag: '', rtlCss: RULE }).files).toEqual(files);
    expect(demoStyleMarkup({ styleTag: STYLE_TAG, rtlCss: '' })).toEqual({ markup: STYLE_TAG, files: [] });
  });

  // The stylesheets are not served here: the test window must not try to fetch them.
  (window as unknown as { happyDOM: { settings: { disableCSSFileLoading: boolean } } }).happyDOM.settings.disableCSSFileLoading = true;
  const page = () => {
    document.head.innerHTML = rtlDemoStyles('/assets/rtl/a.css');
    return document;
  };

  it('load as the reader switches to right-to-left, and only once', () => {
    const doc = page();
    activateRtlDemoStyles(doc);
    activateRtlDemoStyles(doc);
    expect([...doc.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')])).toEqual([['stylesheet', '/assets/rtl/a.css']]);
  });
});
