import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AdEnvironment, startAdSlot } from '../../../runtime/ads/slot';

const env = (overrides: Partial<AdEnvironment> = {}): AdEnvironment => ({ random: () => 0.5, userAgent: 'Mozilla/5.0 Chrome/156', ...overrides });
let slot: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  slot = document.createElement('div');
  document.body.append(slot);
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('ad slot flow', () => {
  it('shows an in-house ad at once, with no network script, when the network is not configured', async () => {
    startAdSlot(slot, { displayRatio: 0.1, networkName: 'Carbon' }, env());
    expect(slot.querySelector('script')).toBeNull();
    await vi.waitFor(() => expect(slot.querySelector('[data-ad-label] a')?.getAttribute('rel')).toBe('noopener sponsored'), { timeout: 5000 });
    expect(slot.dataset.adState).toBe('in-house');
    expect(slot.dataset.adTries).toBeUndefined();
  });

  it('polls every 500 ms and counts the slot blocked on the 7th poll without a network element', () => {
    startAdSlot(slot, { scriptUrl: 'http://127.0.0.1:9/script.js', displayRatio: 0.1, networkName: 'Carbon' }, env({ random: () => 0.1 }));
    expect(slot.querySelector('script')?.getAttribute('src')).toBe('http://127.0.0.1:9/script.js');
    expect(slot.dataset.adTries).toBe('1');
    vi.advanceTimersByTime(499);
    expect(slot.dataset.adTries).toBe('1');
    vi.advanceTimersByTime(1);
    expect(slot.dataset.adTries).toBe('2');
    vi.advanceTimersByTime(2000);
    expect([slot.dataset.adTries, slot.dataset.adState]).toEqual(['6', 'checking']);
    vi.advanceTimersByTime(500);
    expect([slot.dataset.adTries, slot.dataset.adState]).toEqual(['7', 'appeal']);
    vi.advanceTimersByTime(60_000);
    expect(slot.dataset.adTries).toBe('30');
  });

  it('uses the network ad as soon as its element is in the slot', () => {
    startAdSlot(slot, { scriptUrl: 'http://127.0.0.1:9/script.js', displayRatio: 0.1, networkName: 'Carbon' }, env());
    const ad = document.createElement('div');
    ad.id = 'carbonads';
    slot.querySelector('[data-ad-network]')!.append(ad);
    vi.advanceTimersByTime(500);
    expect([slot.dataset.adTries, slot.dataset.adState]).toEqual(['2', 'network']);
  });

  it('keeps a session layout and gives bots nothing', () => {
    const storage = new Map([['docs-ad-shape', 'inline']]);
    startAdSlot(
      slot,
      { displayRatio: 0.1, networkName: 'Carbon' },
      env({ storage: { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => storage.set(key, value) } }),
    );
    expect(slot.dataset.shape).toBe('inline');
    const bot = document.createElement('div');
    startAdSlot(bot, { scriptUrl: 'http://127.0.0.1:9/script.js', displayRatio: 0.1, networkName: 'Carbon' }, env({ userAgent: 'Googlebot/2.1' }));
    expect([bot.dataset.adState, bot.innerHTML]).toEqual(['bot', '']);
  });
});
