import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickEvent, pageViewParams, privacyRequested, sendsAdEvent, sendsVitals, userProperties } from '../../runtime/analytics/analytics';
import { FOCUS_CHECK_MS, reloadWhenFocused, shouldRegister } from '../../runtime/service-worker/register';

const page = {
  docsHost: 'mui.com',
  productId: 'material-ui',
  productCategoryId: 'core',
  userLanguage: 'en',
  canonical: 'https://mui.com/material-ui/react-button/',
};

describe('analytics rules', () => {
  it('sends web vitals only when the random draw is above 0.0001', () => {
    expect(sendsVitals(0.5)).toBe(true);
    expect(sendsVitals(0.00005)).toBe(false);
    expect(sendsVitals(0.0001)).toBe(false);
  });

  it('samples ad events at the display ratio', () => {
    expect(sendsAdEvent(0.05, 0.1)).toBe(true);
    expect(sendsAdEvent(0.1, 0.1)).toBe(false);
    expect(sendsAdEvent(0.5, 0.1)).toBe(false);
  });

  it('honours Global Privacy Control', () => {
    expect(privacyRequested({ globalPrivacyControl: true })).toBe(true);
    expect(privacyRequested({})).toBe(false);
  });

  it('gives page_view its title, location, product and category', () => {
    expect(pageViewParams(page, 'Button - Material UI')).toEqual({
      page_title: 'Button - Material UI',
      page_location: 'https://mui.com/material-ui/react-button/',
      productId: 'material-ui',
      productCategoryId: 'core',
    });
  });

  it('computes the user properties', () => {
    expect(userProperties({ codeVariant: 'JS', userLanguage: 'en', devicePixelRatio: 2.6250001, osPrefersDark: true, colorScheme: 'light' })).toEqual({
      codeVariant: 'JS',
      userLanguage: 'en',
      devicePixelRatio: 2.6,
      colorSchemeOS: 'dark',
      colorScheme: 'light',
    });
  });

  it('reads click events from the element or its nearest ancestor', () => {
    document.body.innerHTML =
      '<div data-ga-event-category="demo" data-ga-event-action="copy" data-ga-event-label="BasicButtons"><button><svg><path></path></svg></button></div><p>plain</p>';
    expect(clickEvent(document.querySelector('path'))).toEqual({
      action: 'copy',
      params: { eventCategory: 'demo', eventAction: 'copy', eventLabel: 'BasicButtons' },
    });
    expect(clickEvent(document.querySelector('p'))).toBeUndefined();
  });
});

describe('service worker rules', () => {
  afterEach(() => vi.useRealTimers());

  it('registers only on the docs host', () => {
    expect(shouldRegister('mui.com', 'mui.com')).toBe(true);
    expect(shouldRegister('localhost', 'mui.com')).toBe(false);
    expect(shouldRegister('127.0.0.1', 'mui.com')).toBe(false);
  });

  it('reloads once the document has focus, checking every 100 ms', () => {
    vi.useFakeTimers();
    let focused = false;
    const reload = vi.fn();
    reloadWhenFocused({ hasFocus: () => focused } as Document, reload);
    vi.advanceTimersByTime(FOCUS_CHECK_MS * 5);
    expect(reload).not.toHaveBeenCalled();
    focused = true;
    vi.advanceTimersByTime(FOCUS_CHECK_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FOCUS_CHECK_MS * 10);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
