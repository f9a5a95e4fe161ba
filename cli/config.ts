/**
 * Docs config: every URL and id of a third party is configuration,
 * read at build time from environment variables, never typed into the site.
 */
import { z } from 'zod';

const url = z.url({ protocol: /^https?$/ });
const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), url.optional());

/** Environment variables the build reads, with their meaning (documented in the README). */
export const ENV_VARIABLES = {
  DOCS_ORIGIN: 'Site origin for canonical URLs and the sitemap (default http://localhost:3000).',
  DOCS_HOST: 'Host name of the production docs domain; the service worker registers only there.',
  DOCS_AD_SCRIPT_URL: 'Ad network script URL (empty: network off, in-house ads only).',
  DOCS_AD_FEED_URL: 'Ad network JSON feed URL for the inline demo ad.',
  DOCS_AD_BACKER_LINK: "Link of the network's own backer placeholder ad.",
  DOCS_AD_DISPLAY_RATIO: 'Sampling ratio of ad events, 0..1 (default 0.1).',
  DOCS_AD_NETWORK_NAME: 'Name of the ad network, shown as "ad by …" on feed ads (default Carbon).',
  DOCS_GA_MEASUREMENT_ID: 'Google tag measurement id; empty: gtag queues into dataLayer only.',
  DOCS_GA_SCRIPT_URL: 'Google tag script URL, loaded with ?id=<measurement id> (default https://www.googletagmanager.com/gtag/js).',
  DOCS_FEEDBACK_URL: 'Page feedback endpoint URL (default: the local service of docs serve).',
  DOCS_REPOSITORY_URL: 'Repository URL for "Edit this page" links.',
  DOCS_MUI_X_LICENSE_KEY: "MUI X licence key applied before Pro and Premium demos render; empty: they show the packages' watermark.",
} as const;

const schema = z.object({
  origin: url.default('http://localhost:3000'),
  docsHost: z.string().default('mui.com'),
  ads: z.object({
    scriptUrl: optionalUrl,
    feedUrl: optionalUrl,
    backerLink: optionalUrl,
    /** An ad config: the share of page views that show an ad, 0.1 unless set. */
    displayRatio: z.coerce.number().min(0).max(1).default(0.1),
    networkName: z.string().min(1).default('Carbon'),
  }),
  gaMeasurementId: z
    .string()
    .regex(/^G-[A-Z0-9]+$/)
    .optional(),
  gaScriptUrl: url.default('https://www.googletagmanager.com/gtag/js'),
  feedbackUrl: optionalUrl,
  repositoryUrl: optionalUrl,
  muiXLicenseKey: z
    .string()
    .regex(/^[\w=+/-]+$/, 'a licence key is letters, digits and =+/_-')
    .optional(),
});

/** The validated docs config. */
export type DocsConfig = z.infer<typeof schema>;

/**
 * Reads the docs config from environment variables (names in {@link ENV_VARIABLES}).
 * Empty strings count as unset.
 * @throws Error naming each invalid variable and why, e.g. `DOCS_ORIGIN: Invalid URL`.
 */
export function readConfig(env: Record<string, string | undefined> = process.env): DocsConfig {
  const value = (name: keyof typeof ENV_VARIABLES) => (env[name] === '' ? undefined : env[name]);
  const result = schema.safeParse({
    origin: value('DOCS_ORIGIN'),
    docsHost: value('DOCS_HOST'),
    ads: {
      scriptUrl: value('DOCS_AD_SCRIPT_URL'),
      feedUrl: value('DOCS_AD_FEED_URL'),
      backerLink: value('DOCS_AD_BACKER_LINK'),
      displayRatio: value('DOCS_AD_DISPLAY_RATIO'),
      networkName: value('DOCS_AD_NETWORK_NAME'),
    },
    gaMeasurementId: value('DOCS_GA_MEASUREMENT_ID'),
    gaScriptUrl: value('DOCS_GA_SCRIPT_URL'),
    feedbackUrl: value('DOCS_FEEDBACK_URL'),
    repositoryUrl: value('DOCS_REPOSITORY_URL'),
    muiXLicenseKey: value('DOCS_MUI_X_LICENSE_KEY'),
  });
  if (result.success) return result.data;
  const names: Record<string, keyof typeof ENV_VARIABLES> = {
    origin: 'DOCS_ORIGIN',
    docsHost: 'DOCS_HOST',
    'ads.scriptUrl': 'DOCS_AD_SCRIPT_URL',
    'ads.feedUrl': 'DOCS_AD_FEED_URL',
    'ads.backerLink': 'DOCS_AD_BACKER_LINK',
    'ads.displayRatio': 'DOCS_AD_DISPLAY_RATIO',
    'ads.networkName': 'DOCS_AD_NETWORK_NAME',
    gaMeasurementId: 'DOCS_GA_MEASUREMENT_ID',
    gaScriptUrl: 'DOCS_GA_SCRIPT_URL',
    feedbackUrl: 'DOCS_FEEDBACK_URL',
    repositoryUrl: 'DOCS_REPOSITORY_URL',
    muiXLicenseKey: 'DOCS_MUI_X_LICENSE_KEY',
  };
  const lines = result.error.issues.map((issue) => `${names[issue.path.join('.')] ?? issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid docs config:\n  ${lines.join('\n  ')}`);
}
