/**
 * Analytics in the browser: `page_view` on load and on a back/forward restore, user
 * properties on load and on change, delegated clicks, and sampled web vitals. Loaded as its own
 * chunk when the browser is idle; nothing runs with Global Privacy Control on.
 */
import { CODE_VARIANT_ATTRIBUTE } from '../preferences/code-variant/code-variant';
import { COLOR_SCHEME_ATTRIBUTE } from '../preferences/color-mode/color-mode';
import { clickEvent, type PageContext, pageViewParams, privacyRequested, sendsVitals, userProperties } from './analytics';
import { installGtag } from './gtag';

/**
 * Starts analytics.
 * @param random the page session's random draw (Math.random by default), for vitals sampling.
 */
export async function startAnalytics(page: PageContext, random = Math.random()): Promise<void> {
  if (privacyRequested(navigator as { globalPrivacyControl?: boolean })) return;
  const gtag = installGtag(page);
  const root = document.documentElement;
  const dark = matchMedia('(prefers-color-scheme: dark)');
  const properties = () =>
    userProperties({
      codeVariant: root.getAttribute(CODE_VARIANT_ATTRIBUTE) ?? 'TS',
      userLanguage: page.userLanguage,
      devicePixelRatio: window.devicePixelRatio,
      osPrefersDark: dark.matches,
      colorScheme: root.getAttribute(COLOR_SCHEME_ATTRIBUTE) ?? 'light',
    });
  let sent = JSON.stringify(properties());
  gtag('set', 'user_properties', properties());
  const resend = () => {
    const next = JSON.stringify(properties());
    if (next === sent) return;
    sent = next;
    gtag('set', 'user_properties', properties());
  };
  new MutationObserver(resend).observe(root, { attributes: true, attributeFilter: [CODE_VARIANT_ATTRIBUTE, COLOR_SCHEME_ATTRIBUTE] });
  dark.addEventListener('change', resend);

  gtag('event', 'page_view', pageViewParams(page, document.title));
  // A back/forward restore is a navigation without a load.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) gtag('event', 'page_view', pageViewParams(page, document.title));
  });

  document.addEventListener('click', (event) => {
    const found = clickEvent(event.target as Element);
    if (found) gtag('event', found.action, found.params);
  });

  if (sendsVitals(random)) {
    const { onCLS, onINP, onLCP, onFCP, onTTFB } = await import('web-vitals');
    const report = (metric: { name: string; value: number; id: string }) =>
      gtag('event', metric.name, {
        value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value),
        metric_id: metric.id,
        non_interaction: true,
      });
    [onCLS, onINP, onLCP, onFCP, onTTFB].forEach((listen) => listen(report));
  }
}
