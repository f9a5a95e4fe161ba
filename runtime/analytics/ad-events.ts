/**
 * Ad events through the analytics layer: display, click and crash,
 * sampled at the ad config's display ratio, and never sent with Global Privacy Control on.
 */
import { privacyRequested, sendsAdEvent } from './analytics';
import { type GtagConfig, installGtag } from './gtag';

/** The ad events. */
export type AdEventAction = 'display' | 'click' | 'crash';

/** Sends one ad event for the ad labelled `label`. */
export type AdEventSender = (action: AdEventAction, label: string) => void;

/**
 * An ad event sender for one ad slot. The slot's draw `random` (0..1) decides once whether
 * its events are in the sample, so a sampled ad reports its display and its clicks together.
 * @param ratio display ratio, 0..1 (the ad config's, 0.1 by default).
 * @param gtagConfig the page's Google tag settings.
 */
export function adEventSender(random: number, ratio: number, gtagConfig?: GtagConfig): AdEventSender {
  if (!sendsAdEvent(random, ratio) || privacyRequested(navigator as { globalPrivacyControl?: boolean })) return () => {};
  return (action, label) => installGtag(gtagConfig)('event', 'ad', { eventCategory: 'ad', eventAction: action, eventLabel: label });
}
