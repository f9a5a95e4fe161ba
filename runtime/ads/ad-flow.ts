/**
 * The ad flow's decisions, pure: the browser layer (`slot.ts`)
 * only feeds them what it sees and draws the random numbers.
 */

/** Ad-blocker check: interval between polls, ms. */
export const AD_POLL_INTERVAL_MS = 500;
/** Ad-blocker check: most polls before giving up. */
export const AD_MAX_TRIES = 30;
/** Ad-blocker check: the slot is blocked once more than this many polls found nothing. */
export const AD_BLOCKED_AFTER_TRIES = 6;
/** Share of blocked visitors shown the ad-block appeal (20%). */
export const AD_APPEAL_SHARE = 0.2;
/** Share of sessions with the inline layout; the rest get the image layout (20% / 80%). */
export const AD_INLINE_SHARE = 0.2;
/** Delay between an ad being displayed and its display event, ms. */
export const AD_DISPLAY_EVENT_DELAY_MS = 2500;
/** Session storage key of the session's layout, which is chosen once per session. */
export const AD_SHAPE_STORAGE_KEY = 'docs-ad-shape';

/** Layout of an ad: text only (`inline`) or with its picture (`image`). */
export type AdShape = 'inline' | 'image';

/**
 * What the slot shows: still checking, the network's ad, an in-house ad, the ad-block appeal,
 * nothing for a bot, or nothing after a crash.
 */
export type AdSlotState = 'checking' | 'network' | 'in-house' | 'appeal' | 'bot' | 'crashed';

/** User agents of crawlers, which get an empty slot and load nothing. */
const BOT_PATTERN = /bot|crawl|spider|slurp|mediapartners-google|facebookexternalhit|embedly|bingpreview/i;

/** True when `userAgent` is a crawler's. */
export function isBot(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}

/**
 * The layout for this session: the stored one when valid, otherwise drawn from `random` (0..1):
 * inline below 0.2, image otherwise.
 */
export function chooseShape(stored: string | null, random: number): AdShape {
  if (stored === 'inline' || stored === 'image') return stored;
  return random < AD_INLINE_SHARE ? 'inline' : 'image';
}

/** What a blocked slot shows for a visitor whose draw is `random` (0..1): appeal below 0.2. */
export function blockedState(random: number): 'appeal' | 'in-house' {
  return random < AD_APPEAL_SHARE ? 'appeal' : 'in-house';
}

/** What one poll of the ad-blocker check saw. */
export interface PollObservation {
  /** 1-based number of this poll. */
  tries: number;
  /** Whether an ad-network element is in the slot. */
  networkElement: boolean;
  /** Whether that element is the network's backer placeholder. */
  backerPlaceholder: boolean;
}

/** The outcome of a poll: a state to show, whether to poll again, or both. */
export interface PollOutcome {
  /** State to show now; absent keeps the current one. */
  state?: 'network' | 'in-house' | 'blocked';
  /** Whether another poll follows in {@link AD_POLL_INTERVAL_MS}. */
  again: boolean;
}

/**
 * One step of the ad-blocker check. A network element ends the
 * check: its ad is used, or an in-house ad when it is the backer placeholder. Without one, the
 * slot is blocked from the 7th poll on, and polling goes on until {@link AD_MAX_TRIES}, so a
 * network ad that arrives late still replaces the fallback.
 */
export function pollOutcome({ tries, networkElement, backerPlaceholder }: PollObservation): PollOutcome {
  if (networkElement) return { state: backerPlaceholder ? 'in-house' : 'network', again: false };
  return { ...(tries > AD_BLOCKED_AFTER_TRIES && { state: 'blocked' }), again: tries < AD_MAX_TRIES };
}
