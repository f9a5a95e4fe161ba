// @vitest-environment node
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { safeHttpUrl, sanitizeAdHtml } from '../../../runtime/ads/sanitize';

// DOMPurify itself is proven in Chromium by the hostile feed of test/browser/ads.test.ts;
// without a DOM (Node), it reports itself unsupported, which exercises the text-only fallback.
describe('ad description sanitising without a DOM', () => {
  it('is unsupported without a DOM', () => {
    expect(DOMPurify.isSupported).toBe(false);
  });

  it('drops every tag and escapes the text', () => {
    expect(sanitizeAdHtml('<b>Bold</b> & <img src=x onerror="alert(1)"><script>alert(2)</script>"q"')).toBe('Bold &#38; alert(2)&#34;q&#34;');
    expect(sanitizeAdHtml('<svg onload=alert(1)')).toBe('');
  });
});

describe('ad URLs', () => {
  it('accepts http(s) only', () => {
    expect(safeHttpUrl('https://a.example/x', 'https://docs.example/')).toBe('https://a.example/x');
    expect(safeHttpUrl('/ads/themes.svg', 'https://docs.example/p/')).toBe('https://docs.example/ads/themes.svg');
    for (const bad of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,x', 'vbscript:x', 'http://[bad', '']) {
      expect(safeHttpUrl(bad, 'https://docs.example/')).toBeUndefined();
    }
  });
});
