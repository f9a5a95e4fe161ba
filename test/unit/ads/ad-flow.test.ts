import { describe, expect, it } from 'vitest';
import { AD_MAX_TRIES, blockedState, chooseShape, isBot, pollOutcome } from '../../../runtime/ads/ad-flow';
import { IN_HOUSE_AD_NAMES, IN_HOUSE_ADS, pickInHouseAd } from '../../../runtime/ads/in-house';

const miss = (tries: number) => pollOutcome({ tries, networkElement: false, backerPlaceholder: false });

describe('ad-blocker check', () => {
  it('is not blocked for the first 6 polls and is from the 7th', () => {
    for (let tries = 1; tries <= 6; tries += 1) expect(miss(tries)).toEqual({ again: true });
    expect(miss(7)).toEqual({ state: 'blocked', again: true });
  });

  it('polls at most 30 times', () => {
    expect(AD_MAX_TRIES).toBe(30);
    expect(miss(29).again).toBe(true);
    expect(miss(30)).toEqual({ state: 'blocked', again: false });
  });

  it('uses the network ad, or an in-house ad for the backer placeholder, and stops polling', () => {
    expect(pollOutcome({ tries: 2, networkElement: true, backerPlaceholder: false })).toEqual({ state: 'network', again: false });
    expect(pollOutcome({ tries: 9, networkElement: true, backerPlaceholder: true })).toEqual({ state: 'in-house', again: false });
  });
});

describe('draws', () => {
  it('shows the appeal to 20% of blocked visitors', () => {
    expect(blockedState(0)).toBe('appeal');
    expect(blockedState(0.199)).toBe('appeal');
    expect(blockedState(0.2)).toBe('in-house');
    expect(blockedState(0.99)).toBe('in-house');
  });

  it('picks inline 20% and image 80% of the time, once per session', () => {
    expect(chooseShape(null, 0.1)).toBe('inline');
    expect(chooseShape(null, 0.2)).toBe('image');
    expect(chooseShape('inline', 0.9)).toBe('inline');
    expect(chooseShape('image', 0.01)).toBe('image');
    expect(chooseShape('garbage', 0.01)).toBe('inline');
  });
});

describe('bots', () => {
  it('recognises crawlers and not browsers', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBot('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isBot('facebookexternalhit/1.1')).toBe(true);
    expect(isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0 Safari/537.36')).toBe(false);
    expect(isBot('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1')).toBe(false);
  });
});

describe('in-house ads', () => {
  it('has the five named ads with every field, our own artwork and a label', () => {
    expect(IN_HOUSE_ADS.map((ad) => ad.name)).toEqual([...IN_HOUSE_AD_NAMES]);
    expect(IN_HOUSE_AD_NAMES).toEqual(['scaffoldhub', 'templates', 'themes', 'tidelift', 'figma']);
    for (const ad of IN_HOUSE_ADS) {
      expect(ad.link).toMatch(/^https:\/\//);
      expect(ad.img).toBe(`/ads/${ad.name}.svg`);
      expect(ad.description).toMatch(/^<b>[^<]+<\/b>\. /);
      expect(ad).toMatchObject({ poweredby: 'MUI', label: `in-house-${ad.name}` });
    }
  });

  it('picks each ad for a fifth of the draws', () => {
    expect([0, 0.2, 0.4, 0.6, 0.8, 0.9999].map((random) => pickInHouseAd(random).name)).toEqual([
      'scaffoldhub',
      'templates',
      'themes',
      'tidelift',
      'figma',
      'figma',
    ]);
  });
});
