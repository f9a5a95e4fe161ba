/**
 * Lighthouse (the `lighthouse` package driving Debian Chromium) on the home page, Material UI
 * Button, the Button API page, the Data Grid overview, a blog post and a template's preview
 * document (the live template alone, as "Open preview" shows it), with the mobile and desktop
 * presets; median of `runs` runs by performance score.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_PATH } from '../test/support';

/** A figure of the `metrics` audit (ms); 0 when the run has none. */
function observed(lhr: { audits: Record<string, { details?: unknown }> }, key: string): number {
  const items = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items;
  return items?.[0]?.[key] ?? 0;
}

/** Routes measured, by name. */
export const LIGHTHOUSE_ROUTES: Record<string, string> = {
  home: '/',
  'Button guide': '/material-ui/react-button/',
  'Button API': '/material-ui/api/button/',
  'Data Grid': '/x/react-data-grid/',
  'blog post': '/blog/docs-that-ship-less-javascript/',
  'template preview': '/material-ui/getting-started/templates/sign-in/preview/',
};

/** One row of the table. */
export interface LighthouseRow {
  page: string;
  preset: 'mobile' | 'desktop';
  /** The median run's performance score. */
  performance: number;
  /** Every run's performance score, lowest first: the spread the median hides. */
  'runs (performance)': string;
  accessibility: number;
  'best practices': number;
  seo: number;
  'FCP (s)': string;
  'LCP (s)': string;
  'TBT (ms)': number;
  CLS: string;
  'Speed Index (s)': string;
  /**
   * The first contentful paint as it happened in the browser, before Lighthouse's simulation.
   * Headless Chromium sometimes withholds frames from a page that was busy parsing
   * (Lighthouse bug GoogleChrome/lighthouse#17148, also seen on PageSpeed Insights): the paint then lands a whole
   * second or two late, and the simulated FCP, LCP and Speed Index grow with it. A value near
   * 1.2 s or 2.2 s with a much earlier DOMContentLoaded marks a run it hit.
   */
  'observed FCP (s)': string;
  'JS (KB)': string;
}

/**
 * Runs Lighthouse on every route and preset against the site served at `baseUrl`.
 * @param routes page name → route; default {@link LIGHTHOUSE_ROUTES}.
 * @throws Error naming the page and Lighthouse's error code when a page fails to load.
 */
export async function runLighthouse(baseUrl: string, runs = 3, routes: Record<string, string> = LIGHTHOUSE_ROUTES): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const [page, route] of Object.entries(routes)) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const results = [];
        for (let run = 0; run < runs; run += 1) {
          const result = await lighthouse(
            `${baseUrl}${route}`,
            { port: chrome.port, output: 'json', logLevel: 'error' },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          // A page that did not load scores nothing: stop rather than print zeros as figures.
          const failure = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned no result' };
          if (failure) throw new Error(`bench/lighthouse: ${baseUrl}${route} (${preset}): ${failure.code}: ${failure.message}`);
          results.push(result!.lhr);
        }
        results.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
        const lhr = results[Math.floor(results.length / 2)];
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? 0;
        const scripts = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items?.find(
          (item) => item.resourceType === 'script',
        );
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        rows.push({
          page,
          preset,
          performance: score('performance'),
          'runs (performance)': results.map((run) => Math.round((run.categories.performance.score ?? 0) * 100)).join(' '),
          accessibility: score('accessibility'),
          'best practices': score('best-practices'),
          seo: score('seo'),
          'FCP (s)': (audit('first-contentful-paint') / 1000).toFixed(2),
          'LCP (s)': (audit('largest-contentful-paint') / 1000).toFixed(2),
          'TBT (ms)': Math.round(audit('total-blocking-time')),
          CLS: audit('cumulative-layout-shift').toFixed(3),
          'Speed Index (s)': (audit('speed-index') / 1000).toFixed(2),
          'observed FCP (s)': (observed(lhr, 'observedFirstContentfulPaint') / 1000).toFixed(2),
          'JS (KB)': ((scripts?.transferSize ?? 0) / 1024).toFixed(1),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
