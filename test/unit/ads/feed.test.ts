import { describe, expect, it, vi } from 'vitest';
import { FEED_MAX_BYTES, FEED_RETRY_LIMIT, feedItemToAd, fetchFeedItem, pickFeedItem, trackingUrls } from '../../../runtime/ads/feed';

const FEED = 'https://feed.example/ads.json';
const good = {
  company: 'Acme',
  description: 'Rockets.',
  image: 'https://img.example/a.png',
  statlink: 'https://click.example/a',
  statimp: 'https://imp.example/a',
  pixel: 'https://p1.example/x?t=[timestamp]||https://p2.example/y?t=[timestamp]&r=[timestamp]',
  timestamp: '1700',
};

function fetcher(bodies: Array<string | Error | Response>) {
  const queue = [...bodies];
  return vi.fn(async () => {
    const next = queue.length > 1 ? queue.shift()! : queue[0];
    if (next instanceof Error) throw next;
    return next instanceof Response ? next : new Response(next, { status: 200 });
  });
}

describe('feed filter', () => {
  it('picks the first item that is non-empty and has a statlink', () => {
    expect(pickFeedItem({ ads: [{}, { company: 'No link' }, good, { ...good, company: 'Second' }] })).toBe(good);
  });

  it('skips items whose statlink is not http(s)', () => {
    const script = { ...good, statlink: 'javascript:alert(1)' };
    const data = { ...good, statlink: 'data:text/html,hi' };
    expect(pickFeedItem({ ads: [script, data, good] })).toBe(good);
    expect(pickFeedItem({ ads: [script] })).toBeUndefined();
  });

  it('finds nothing in bodies without an ads array', () => {
    for (const body of [null, 3, 'ads', {}, { ads: 'x' }, { ads: [null, 1, 'x', []] }]) expect(pickFeedItem(body)).toBeUndefined();
  });
});

describe('tracking', () => {
  it('loads statimp and every || pixel with the timestamp substituted', () => {
    expect(trackingUrls(good, FEED)).toEqual(['https://imp.example/a', 'https://p1.example/x?t=1700', 'https://p2.example/y?t=1700&r=1700']);
  });

  it('drops pixels that are not http(s)', () => {
    expect(trackingUrls({ statlink: good.statlink, pixel: 'javascript:alert(1)||//p.example/z?[timestamp]', timestamp: 5 }, FEED)).toEqual([
      'https://p.example/z?5',
    ]);
  });

  it('turns an item into an ad object with the company escaped', () => {
    expect(feedItemToAd({ ...good, company: '<i>Acme</i>' }, 'Carbon', FEED)).toEqual({
      name: '<i>Acme</i>',
      link: good.statlink,
      img: good.image,
      description: '<strong>&#60;i&#62;Acme&#60;/i&#62;</strong> – Rockets.',
      poweredby: 'Carbon',
      label: 'feed-inline',
    });
  });

  it('resolves a relative link and image against the feed URL, as they were validated, never against the page', () => {
    const item = { ...good, statlink: '/click?ad=1', image: 'art.png' };
    expect(pickFeedItem({ ads: [item] }, FEED)).toEqual(item);
    expect(feedItemToAd(item, 'Carbon', FEED)).toMatchObject({ link: new URL('/click?ad=1', FEED).href, img: new URL('art.png', FEED).href });
    expect(feedItemToAd({ ...good, statlink: 'javascript:alert(1)' }, 'Carbon', FEED).link).toBe('');
  });
});

describe('feed requests', () => {
  it('returns the first usable item', async () => {
    const fetch = fetcher([JSON.stringify({ ads: [{}] }), JSON.stringify({ ads: [good] })]);
    await expect(fetchFeedItem(FEED, fetch)).resolves.toEqual(good);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks exactly 10 times when no item is ever usable, malformed bodies included', async () => {
    expect(FEED_RETRY_LIMIT).toBe(10);
    const empty = fetcher([JSON.stringify({ ads: [{}] })]);
    await expect(fetchFeedItem(FEED, empty)).resolves.toBeUndefined();
    expect(empty).toHaveBeenCalledTimes(10);
    const malformed = fetcher(['{"ads": [']);
    await expect(fetchFeedItem(FEED, malformed)).resolves.toBeUndefined();
    expect(malformed).toHaveBeenCalledTimes(10);
  });

  it('gives up silently on a network error or an error status', async () => {
    const offline = fetcher([new TypeError('Failed to fetch')]);
    await expect(fetchFeedItem(FEED, offline)).resolves.toBeUndefined();
    expect(offline).toHaveBeenCalledTimes(1);
    const failing = fetcher([new Response('down', { status: 500 })]);
    await expect(fetchFeedItem(FEED, failing)).resolves.toBeUndefined();
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('drops a body over the size limit without reading it into the page', async () => {
    const huge = JSON.stringify({ ads: [{ ...good, description: 'x'.repeat(5 * 1024 * 1024) }] });
    expect(huge.length).toBeGreaterThan(FEED_MAX_BYTES);
    const streamed = fetcher([huge]);
    await expect(fetchFeedItem(FEED, streamed)).resolves.toBeUndefined();
    const declared = fetcher([new Response('{}', { headers: { 'content-length': String(FEED_MAX_BYTES + 1) } })]);
    await expect(fetchFeedItem(FEED, declared)).resolves.toBeUndefined();
    expect(declared).toHaveBeenCalledTimes(1);
  });
});
