import { describe, expect, it } from 'vitest';
import { activateRtlDemoStyles, rtlDemoStyles } from '../../runtime/demos/rtl-styles';

const RULE = 'html[dir="rtl"] .mui-x0ed6d{margin-right:8px;}';

describe('right-to-left rules of server-rendered demos', () => {
  it('are inert in a left-to-right page, and written only when there are any', () => {
    document.head.innerHTML = rtlDemoStyles(RULE);
    expect(document.querySelectorAll('style')).toHaveLength(0);
    expect(document.querySelector('template')?.innerHTML).toBe(`<style>${RULE}</style>`);
    expect(rtlDemoStyles('')).toBe('');
  });

  it('apply once the reader switches to right-to-left, and only once', () => {
    document.head.innerHTML = rtlDemoStyles(RULE);
    activateRtlDemoStyles();
    activateRtlDemoStyles();
    expect([...document.querySelectorAll('style')].map((style) => style.textContent)).toEqual([RULE]);
    expect(document.querySelector('template')).toBeNull();
  });
});
