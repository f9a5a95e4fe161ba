/**
 * Analytics rules, pure: what is sent through `gtag`, when, and
 * with which fields. The browser layer (`gtag.ts`, `start.ts`) only wires them to the page.
 */

/** Page facts the build writes into every page (`<script id="docs-page">`). */
export interface PageContext {
  /** Measurement id; absent: `gtag` queues into `dataLayer` and no tag script loads. */
  gaMeasurementId?: string;
  /** Google tag script URL (`DOCS_GA_SCRIPT_URL`), given with a measurement id. */
  gaScriptUrl?: string;
  /** Host of the production docs domain, the only host the service worker registers on. */
  docsHost: string;
  productId: string;
  productCategoryId: string;
  userLanguage: string;
  /** Canonical URL of the page, the `page_view` location. */
  canonical: string;
}

/** Web vitals are sent when the session's random draw is above this. */
export const VITALS_THRESHOLD = 0.0001;

/** True when web vitals are sent for a session whose random draw is `random`. */
export function sendsVitals(random: number): boolean {
  return random > VITALS_THRESHOLD;
}

/** True when an ad event is sent: sampled at the display ratio. */
export function sendsAdEvent(random: number, ratio: number): boolean {
  return random < ratio;
}

/** True when the browser asks not to be tracked through Global Privacy Control. */
export function privacyRequested(nav: { globalPrivacyControl?: boolean }): boolean {
  return nav.globalPrivacyControl === true;
}

/** `page_view` parameters: title, location, productId, productCategoryId. */
export function pageViewParams(page: PageContext, title: string) {
  return { page_title: title, page_location: page.canonical, productId: page.productId, productCategoryId: page.productCategoryId };
}

/** What the user properties are computed from. */
export interface ReaderState {
  codeVariant: string;
  userLanguage: string;
  devicePixelRatio: number;
  osPrefersDark: boolean;
  colorScheme: string;
}

/** User properties: codeVariant, userLanguage, devicePixelRatio, colorSchemeOS, colorScheme. */
export function userProperties(state: ReaderState) {
  return {
    codeVariant: state.codeVariant,
    userLanguage: state.userLanguage,
    devicePixelRatio: Math.round(state.devicePixelRatio * 10) / 10,
    colorSchemeOS: state.osPrefersDark ? 'dark' : 'light',
    colorScheme: state.colorScheme,
  };
}

/** A click event from `data-ga-event-*` attributes on the element or its nearest ancestor. */
export function clickEvent(target: Element | null): { action: string; params: Record<string, string> } | undefined {
  const element = target?.closest<HTMLElement>('[data-ga-event-category]');
  if (!element) return undefined;
  const { gaEventCategory: category = '', gaEventAction: action = 'click', gaEventLabel: label } = element.dataset;
  return { action, params: { eventCategory: category, eventAction: action, ...(label && { eventLabel: label }) } };
}
