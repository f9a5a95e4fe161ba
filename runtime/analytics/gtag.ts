/**
 * The global `gtag`, which every analytics event goes through. Without a
 * measurement id it still queues into `window.dataLayer`, so behaviour is the same and
 * testable; with one, Google's tag script loads, unless Global Privacy Control is on.
 */
import type { PageContext } from './analytics';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** The page's Google tag settings (from its page context). */
export type GtagConfig = Pick<PageContext, 'gaMeasurementId' | 'gaScriptUrl'>;

/**
 * Defines `window.gtag` (idempotent) and, with a measurement id, loads the tag script from
 * `gaScriptUrl` (configuration, so tests can point it at a local fake).
 */
export function installGtag({ gaMeasurementId: measurementId, gaScriptUrl = 'https://www.googletagmanager.com/gtag/js' }: GtagConfig = {}): Gtag {
  window.dataLayer ??= [];
  if (!window.gtag) {
    // gtag.js reads `arguments` objects from the data layer, not arrays.
    window.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js reads the `arguments` object itself.
      window.dataLayer!.push(arguments);
    };
    window.gtag('js', new Date());
    if (measurementId) {
      window.gtag('config', measurementId, { send_page_view: false });
      const script = document.createElement('script');
      script.async = true;
      script.src = `${gaScriptUrl}?id=${encodeURIComponent(measurementId)}`;
      document.head.append(script);
    }
  }
  return window.gtag;
}
