// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../cli/config';

describe('docs config', () => {
  it('defaults the ad display ratio to 0.1 and turns third parties off', () => {
    const config = readConfig({});
    expect(config.ads.displayRatio).toBe(0.1);
    expect(config.ads.scriptUrl).toBeUndefined();
    expect(config.gaMeasurementId).toBeUndefined();
    expect(config.gaScriptUrl).toBe('https://www.googletagmanager.com/gtag/js');
    expect(config.origin).toBe('http://localhost:3000');
  });

  it('reads URLs and ids from the environment; empty means unset', () => {
    const config = readConfig({
      DOCS_ORIGIN: 'https://docs.example.com',
      DOCS_AD_SCRIPT_URL: 'http://127.0.0.1:4000/ads.js',
      DOCS_AD_FEED_URL: '',
      DOCS_AD_DISPLAY_RATIO: '0.5',
      DOCS_GA_MEASUREMENT_ID: 'G-TEST123',
    });
    expect(config.origin).toBe('https://docs.example.com');
    expect(config.ads).toMatchObject({ scriptUrl: 'http://127.0.0.1:4000/ads.js', feedUrl: undefined, displayRatio: 0.5 });
    expect(config.gaMeasurementId).toBe('G-TEST123');
  });

  it('names each invalid variable', () => {
    expect(() => readConfig({ DOCS_ORIGIN: 'not a url', DOCS_AD_DISPLAY_RATIO: '2' })).toThrow(/DOCS_ORIGIN[\s\S]*DOCS_AD_DISPLAY_RATIO/);
  });
});
