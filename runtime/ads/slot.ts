/**
 * The ad slot in the browser: loads the network
 * script, runs the ad-blocker check, and shows the network's ad, an in-house ad, the appeal or
 * nothing, inside the height the server already reserved. Decisions come from `ad-flow.ts`.
 */
import { adEventSender } from '../analytics/ad-events';
import type { GtagConfig } from '../analytics/gtag';
import { readPageContext } from '../analytics/page-context';
import type { AdConfigValue } from './AdConfigContext';
import {
  AD_DISPLAY_EVENT_DELAY_MS,
  AD_POLL_INTERVAL_MS,
  AD_SHAPE_STORAGE_KEY,
  type AdSlotState,
  blockedState,
  chooseShape,
  isBot,
  pollOutcome,
} from './ad-flow';
import { pickInHouseAd } from './in-house';

/** The element the network script inserts when it shows an ad (Carbon's markup). */
export const NETWORK_ELEMENT_SELECTOR = '#carbonads';
/** Attribute on the server-rendered slot holding its JSON ad config. */
export const AD_SLOT_ATTRIBUTE = 'data-ad-slot';

/** What the slot reads from the browser, replaceable in tests. */
export interface AdEnvironment {
  /** Source of the slot's draws, 0..1: layout, appeal, in-house ad, event sample, in that order. */
  random: () => number;
  userAgent: string;
  /** Session storage, when the browser allows it. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** The page's Google tag settings. */
  gtag?: GtagConfig;
}

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** True when the network's element is its backer placeholder: it links to `backerLink`. */
export function isBackerPlaceholder(element: Element, backerLink: string | undefined): boolean {
  if (!backerLink) return false;
  return [...element.querySelectorAll('a')].some((link) => link.getAttribute('href') === backerLink || link.href === backerLink);
}

/**
 * Runs the ad flow in `slot`. State is mirrored to `data-ad-state`
 * (`checking`, `network`, `in-house`, `appeal`, `bot`, `crashed`) and the poll count to
 * `data-ad-tries`. Never throws: a failure while rendering hides the ad and reports `crash`.
 */
export function startAdSlot(slot: HTMLElement, config: AdConfigValue, env: AdEnvironment): void {
  let state: AdSlotState = 'checking';
  const setState = (next: AdSlotState) => {
    state = next;
    slot.dataset.adState = next;
  };
  if (isBot(env.userAgent)) {
    slot.replaceChildren();
    setState('bot');
    return;
  }
  setState('checking');
  let stored: string | null = null;
  try {
    stored = env.storage?.getItem(AD_SHAPE_STORAGE_KEY) ?? null;
  } catch {
    // Storage disabled: a new layout per page.
  }
  const shape = chooseShape(stored, env.random());
  try {
    env.storage?.setItem(AD_SHAPE_STORAGE_KEY, shape);
  } catch {
    // As above.
  }
  slot.dataset.shape = shape;
  const whenBlocked = blockedState(env.random());
  const inHouse = pickInHouseAd(env.random());
  const send = adEventSender(env.random(), config.displayRatio, env.gtag);

  const fallback = document.createElement('div');
  slot.append(fallback);
  let label: string | undefined;
  let displayTimer: ReturnType<typeof setTimeout> | undefined;
  const displayed = (adLabel: string | undefined) => {
    clearTimeout(displayTimer);
    label = adLabel;
    if (adLabel) displayTimer = setTimeout(() => send('display', adLabel), AD_DISPLAY_EVENT_DELAY_MS);
  };
  const crash = (error: unknown) => {
    clearTimeout(displayTimer);
    setState('crashed');
    slot.setAttribute('aria-hidden', 'true');
    fallback.replaceChildren();
    send('crash', label ?? inHouse.label);
    console.error('Ad crashed and was hidden', error);
  };
  const show = async (next: 'network' | 'in-house' | 'appeal') => {
    setState(next);
    if (next === 'network') {
      fallback.replaceChildren();
      return displayed('network');
    }
    try {
      if (next === 'appeal') {
        const { renderAppeal } = await import('./appeal');
        if (state !== next) return;
        renderAppeal(fallback);
        return displayed(undefined);
      }
      const { renderAd } = await import('./render');
      if (state !== next) return;
      label = inHouse.label;
      renderAd(fallback, inHouse, shape);
      displayed(inHouse.label);
    } catch (error) {
      crash(error);
    }
  };

  slot.addEventListener('click', (event) => {
    if (label && (event.target as Element).closest('a')) send('click', label);
  });

  if (!config.scriptUrl) {
    void show('in-house');
    return;
  }
  const network = document.createElement('div');
  network.dataset.adNetwork = '';
  const script = document.createElement('script');
  script.async = true;
  script.src = config.scriptUrl;
  script.id = '_carbonads_js';
  network.append(script);
  slot.prepend(network);

  let tries = 0;
  const poll = () => {
    if (state === 'crashed') return;
    tries += 1;
    slot.dataset.adTries = String(tries);
    const element = slot.querySelector(NETWORK_ELEMENT_SELECTOR);
    const outcome = pollOutcome({
      tries,
      networkElement: Boolean(element),
      backerPlaceholder: Boolean(element && isBackerPlaceholder(element, config.backerLink)),
    });
    if (outcome.state === 'blocked') {
      if (state === 'checking') void show(whenBlocked);
    } else if (outcome.state) void show(outcome.state);
    if (outcome.again) setTimeout(poll, AD_POLL_INTERVAL_MS);
  };
  poll();
}

/** Starts every ad slot of the page with the browser's own environment. */
export function startAdSlots(doc: Document = document): void {
  const page = readPageContext(doc);
  doc.querySelectorAll<HTMLElement>(`[${AD_SLOT_ATTRIBUTE}]`).forEach((slot) =>
    startAdSlot(slot, JSON.parse(slot.getAttribute(AD_SLOT_ATTRIBUTE) || '{}') as AdConfigValue, {
      random: Math.random,
      userAgent: navigator.userAgent,
      storage: sessionStore(),
      gtag: page,
    }),
  );
}
